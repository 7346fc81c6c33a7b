import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { captureTracking } from '../../../app-state/signup/tracking';
import { mockApi, renderPage, userFixture } from '../../../test/renderPage';
import { AccountStep } from './AccountStep';

// The widget itself (web components, workers) is the library's; here: what the form does with it.
vi.mock('./SignupChallenge', () => ({
  default: ({ onSolved }: { onSolved: (payload: string | null) => void }) => (
    <button type="button" onClick={() => onSolved('solved-payload')}>
      I'm not a robot
    </button>
  ),
}));

const year = new Date().getFullYear();

async function fill(
  user: ReturnType<typeof userEvent.setup>,
  { email = 'jan@example.com', name = 'Jan', password = 'correct horse', birthYear = String(year - 30) } = {},
) {
  if (email) await user.type(screen.getByLabelText('E-mail address'), email);
  if (name) await user.type(screen.getByLabelText('Profile name'), name);
  if (password) await user.type(screen.getByLabelText('Password'), password);
  await user.selectOptions(screen.getByLabelText('Day'), '1');
  await user.selectOptions(screen.getByLabelText('Month'), '1');
  await user.selectOptions(screen.getByLabelText('Year'), birthYear);
  await user.click(within(screen.getByRole('group', { name: 'I am a' })).getByRole('radio', { name: 'Man' }));
}

const submit = (user: ReturnType<typeof userEvent.setup>) =>
  user.click(screen.getByRole('button', { name: 'Create free account' }));

describe('signup step 0', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('creates the account with the landing page tracking and logs the member in', async () => {
    captureTracking('?network=abc&sub1=x&foo=bar');
    const { fetchMock, calls } = mockApi({ 'POST /api/signup.php': [201, { user: userFixture }] });
    vi.stubGlobal('fetch', fetchMock);
    const onCreated = vi.fn();
    const user = userEvent.setup();
    const { queryClient } = await renderPage(<AccountStep onCreated={onCreated} />);
    await fill(user);
    await submit(user);
    await waitFor(() => expect(onCreated).toHaveBeenCalled());
    expect(calls[0]?.url).toBe('/api/signup.php?network=abc&sub1=x');
    expect(calls[0]?.body).toEqual({
      email: 'jan@example.com',
      name: 'Jan',
      password: 'correct horse',
      date_of_birth: `${year - 30}-01-01`,
      gender: 'male',
      seeking: 'female',
    });
    expect(queryClient.getQueryData(['user'])).toEqual({ user: userFixture });
  });

  it('sends the optional sign-up message, trimmed, when the visitor wrote one', async () => {
    const { fetchMock, calls } = mockApi({ 'POST /api/signup.php': [201, { user: userFixture }] });
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    await renderPage(<AccountStep onCreated={vi.fn()} />);
    await fill(user);
    await user.type(screen.getByLabelText('A few words about you (optional)'), '  Loves long walks.  ');
    await submit(user);
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]?.body).toMatchObject({ signup_message: 'Loves long walks.' });
  });

  it('shows server field refusals next to their fields, and the did-you-mean fills in the address', async () => {
    const { fetchMock, calls } = mockApi({
      'POST /api/signup.php': [
        400,
        {
          error: 'validation_failed',
          message: 'x',
          fields: { email: 'email_invalid', password: 'password_too_common' },
          suggestion: 'jan@gmail.com',
        },
      ],
    });
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    await renderPage(<AccountStep onCreated={vi.fn()} />);
    await fill(user, { email: 'jan@gmial.com' });
    await submit(user);

    const email = screen.getByLabelText('E-mail address');
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
    expect(email).toHaveAccessibleDescription('Invalid e-mail address');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(
      expect.stringContaining('This password is too common, choose another one'),
    );
    await user.click(screen.getByRole('button', { name: 'jan@gmail.com' }));
    expect(email).toHaveValue('jan@gmail.com');
    expect(email).not.toHaveAttribute('aria-invalid');
    expect(calls).toHaveLength(1);
  });

  it.each([
    [
      'email_disposable',
      "Addresses from throwaway-mail services can't be used. Please use your own e-mail address.",
    ],
    ['email_refused', "This e-mail address can't be used here."],
  ])('shows the refusal %s as the address field’s message', async (code, text) => {
    const { fetchMock } = mockApi({
      'POST /api/signup.php': [400, { error: 'validation_failed', message: 'x', fields: { email: code } }],
    });
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    await renderPage(<AccountStep onCreated={vi.fn()} />);
    await fill(user, { email: 'jan@mailinator.com' });
    await submit(user);
    const email = screen.getByLabelText('E-mail address');
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
    expect(email).toHaveAccessibleDescription(text);
  });

  it.each([
    [409, { error: 'email_taken', message: 'x' }, 'This e-mail address already has an account on this site'],
    [
      409,
      { error: 'email_deleted', message: 'x' },
      'This account was deleted; we sent you a link to reactivate it',
    ],
  ])('shows %s %o next to the e-mail field', async (status, answer, message) => {
    vi.stubGlobal('fetch', mockApi({ 'POST /api/signup.php': [status, answer] }).fetchMock);
    const user = userEvent.setup();
    await renderPage(<AccountStep onCreated={vi.fn()} />);
    await fill(user);
    await submit(user);
    await waitFor(() => expect(screen.getByLabelText('E-mail address')).toHaveAccessibleDescription(message));
  });

  it('shows the server too_young with its min_age next to the birth date, and signups_closed for the form', async () => {
    vi.stubGlobal(
      'fetch',
      mockApi({
        'POST /api/signup.php': [
          400,
          { error: 'validation_failed', message: 'x', fields: { date_of_birth: 'too_young' }, min_age: 21 },
        ],
      }).fetchMock,
    );
    const user = userEvent.setup();
    await renderPage(<AccountStep onCreated={vi.fn()} />);
    await fill(user);
    await submit(user);
    expect(await screen.findByText('You must be at least 21 years old')).toBeVisible();

    vi.stubGlobal(
      'fetch',
      mockApi({ 'POST /api/signup.php': [403, { error: 'signups_closed', message: 'x' }] }).fetchMock,
    );
    await submit(user);
    expect(await screen.findByText('Sign-ups are closed on this site')).toBeVisible();
  });

  it.each([
    [
      'a profile name equal to the e-mail',
      { name: 'jan@example.com' },
      'Profile name',
      'Your profile name must be different from your e-mail address',
    ],
    [
      'a profile name beginning with @',
      { name: '@jan' },
      'Profile name',
      'Your profile name must not begin with @',
    ],
    ['a short password', { password: 'short' }, 'Password', 'Your password must have at least 8 characters'],
    ['an invalid e-mail', { email: 'jan@example' }, 'E-mail address', 'Invalid e-mail address'],
  ])('refuses %s without calling the server', async (_what, values, label, message) => {
    const { fetchMock, calls } = mockApi({});
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    await renderPage(<AccountStep onCreated={vi.fn()} />);
    await fill(user, values);
    await submit(user);
    const input = screen.getByLabelText(label);
    await waitFor(() => expect(input).toHaveAttribute('aria-invalid', 'true'));
    expect(input).toHaveAccessibleDescription(expect.stringContaining(message));
    expect(calls).toHaveLength(0);
  });

  it('refuses a visitor under 18 without calling the server', async () => {
    const { fetchMock, calls } = mockApi({});
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    await renderPage(<AccountStep onCreated={vi.fn()} />);
    await fill(user, { birthYear: String(year - 17) });
    await submit(user);
    expect(await screen.findByText('You must be at least 18 years old')).toBeVisible();
    expect(screen.getByLabelText('Year')).toHaveAttribute('aria-invalid', 'true');
    expect(calls).toHaveLength(0);
  });

  it('asks for the check only when the server does, and sends its solution with the next try', async () => {
    let answers = 0;
    const { fetchMock, calls } = mockApi({
      'POST /api/signup.php': () =>
        ++answers === 1
          ? [400, { error: 'validation_failed', message: 'x', fields: { altcha: 'challenge_required' } }]
          : [201, { user: userFixture }],
    });
    vi.stubGlobal('fetch', fetchMock);
    const onCreated = vi.fn();
    const user = userEvent.setup();
    await renderPage(<AccountStep onCreated={onCreated} />);
    expect(screen.queryByRole('button', { name: "I'm not a robot" })).toBeNull();
    await fill(user);
    await submit(user);
    expect(await screen.findByText(/confirm below that you're not a robot/)).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: "I'm not a robot" }));
    await submit(user);
    await waitFor(() => expect(onCreated).toHaveBeenCalled());
    expect(calls[0]?.body).not.toHaveProperty('altcha');
    expect(calls[1]?.body).toMatchObject({ altcha: 'solved-payload' });
    expect(calls[1]?.body).not.toHaveProperty('website');
  });

  it('keeps the honeypot field away from people: hidden, out of the tab order, not announced', async () => {
    await renderPage(<AccountStep onCreated={vi.fn()} />);
    const trap = document.querySelector('input[name="website"]') as HTMLInputElement;
    expect(trap).toHaveAttribute('tabindex', '-1');
    expect(trap.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Leave this field empty' })).toBeNull();
  });
});
