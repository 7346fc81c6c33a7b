import type { LikesAnswer } from '@amora/shared/api/likes';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { closeSignupModal, useSignupModalOpen } from '../../app-state/signup/signupModalStore';
import { useToasts } from '../../components/toasts/toastStore';
import { mockApi, renderPage, userFixture } from '../../test/renderPage';
import { LikeButton } from './LikeButton';
import { closeMatchModal, useMatchModalProfile } from './matchModalStore';
import { cardFixture, likesFixture } from './testFixtures';

function Probe() {
  const signup = useSignupModalOpen();
  const match = useMatchModalProfile();
  const toasts = useToasts();
  return (
    <>
      <output data-testid="signup">{String(signup)}</output>
      <output data-testid="match">{match ? String(match.id) : ''}</output>
      <output data-testid="toasts">{toasts.map((t) => t.text).join('|')}</output>
    </>
  );
}

/** A POST that waits until the test lets it answer. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

async function renderButton(
  id: number,
  answer: LikesAnswer,
  post: () => Promise<Response>,
  user: typeof userFixture | null = userFixture,
) {
  const { fetchMock, calls } = mockApi({ 'GET /api/likes.php': [200, answer] });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      if (init?.method !== 'POST' && init?.method !== 'DELETE') return fetchMock(input, init);
      calls.push({ method: init.method, url: String(input), body: JSON.parse(String(init.body)) });
      return post();
    }),
  );
  const result = await renderPage(
    <>
      <LikeButton profile={cardFixture(id)} />
      <Probe />
    </>,
    { user },
  );
  return { ...result, calls };
}

describe('like button', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    act(() => {
      closeSignupModal();
      closeMatchModal();
    });
  });

  it('fills at once (optimistic) and goes back when the server refuses', async () => {
    const answer = deferred<Response>();
    const { calls } = await renderButton(1, likesFixture, () => answer.promise);
    const button = await screen.findByRole('button', { name: 'Like' });
    await waitFor(() => expect(button).toBeEnabled());
    expect(button).toHaveAttribute('aria-pressed', 'false');

    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-pressed', 'true');
    // The label says what the like did.
    expect(button).toHaveTextContent('Liked');
    expect(calls.at(-1)).toMatchObject({ method: 'POST', url: '/api/likes.php', body: { profile_id: 1 } });

    answer.resolve(new Response(JSON.stringify({ error: 'blocked', message: 'x' }), { status: 403 }));
    await waitFor(() => expect(button).toHaveAttribute('aria-pressed', 'false'));
    expect(screen.getByTestId('toasts')).not.toBeEmptyDOMElement();
    expect(screen.getByTestId('match')).toBeEmptyDOMElement();
  });

  it('takes a like back with DELETE', async () => {
    const answer = deferred<Response>();
    const { calls } = await renderButton(3, likesFixture, () => answer.promise);
    const button = await screen.findByRole('button', { name: /^Liked?$/ });
    await waitFor(() => expect(button).toHaveAttribute('aria-pressed', 'true'));
    expect(button).toHaveTextContent('Liked');
    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-pressed', 'false');
    expect(button).toHaveTextContent(/^Like$/);
    expect(calls.at(-1)).toMatchObject({ method: 'DELETE', body: { profile_id: 3 } });
    answer.resolve(new Response('{"ok":true}'));
  });

  it('opens the match modal when the like is mutual', async () => {
    await renderButton(1, likesFixture, async () => new Response('{"match":true}'));
    const button = await screen.findByRole('button', { name: 'Like' });
    await waitFor(() => expect(button).toBeEnabled());
    await userEvent.click(button);
    await waitFor(() => expect(screen.getByTestId('match')).toHaveTextContent('1'));
  });

  it('asks visitors to sign up instead of liking', async () => {
    const post = vi.fn(async () => new Response('{"match":false}'));
    await renderButton(1, likesFixture, post, null);
    await userEvent.click(screen.getByRole('button', { name: 'Like' }));
    expect(screen.getByTestId('signup')).toHaveTextContent('true');
    expect(post).not.toHaveBeenCalled();
  });

  it('shows the signup modal when the server says authentication_required', async () => {
    await renderButton(
      1,
      likesFixture,
      async () => new Response('{"error":"authentication_required","message":"x"}', { status: 403 }),
    );
    const button = await screen.findByRole('button', { name: 'Like' });
    await waitFor(() => expect(button).toBeEnabled());
    await userEvent.click(button);
    await waitFor(() => expect(screen.getByTestId('signup')).toHaveTextContent('true'));
  });
});
