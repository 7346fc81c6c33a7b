import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MatchModalSlot } from '../../layouts/slots/ModalSlots';
import { settingsFixture } from '../../test/fixtures';
import { mockApi, renderPage, userFixture } from '../../test/renderPage';
import { MatchModal } from './MatchModal';
import { closeMatchModal, openMatchModal } from './matchModalStore';
import { cardFixture } from './testFixtures';

const anna = cardFixture(1);

async function renderModal(profile = anna) {
  const onClose = vi.fn();
  const onOpenProfile = vi.fn();
  const onOpenChat = vi.fn();
  await renderPage(
    <MatchModal profile={profile} onClose={onClose} onOpenProfile={onOpenProfile} onOpenChat={onOpenChat} />,
    { user: userFixture },
  );
  return { onClose, onOpenProfile, onOpenChat };
}

describe('match modal', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    act(() => closeMatchModal());
  });

  it('says "New like!" over the title "It\'s a match!", and closes with Keep browsing, without a click-anywhere hint', async () => {
    vi.stubGlobal('fetch', mockApi({}).fetchMock);
    const { onClose } = await renderModal();
    const dialog = screen.getByRole('dialog', { name: "It's a match!" });
    expect(within(dialog).getByText('New like!')).toBeVisible();
    expect(within(dialog).queryByText(/click anywhere/i)).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep browsing' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('closes on a click anywhere', async () => {
    vi.stubGlobal('fetch', mockApi({}).fetchMock);
    const { onClose, onOpenProfile, onOpenChat } = await renderModal();
    const dialog = screen.getByRole('dialog', { name: "It's a match!" });
    await userEvent.click(within(dialog).getByText('You and Anna like each other.'));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(onOpenProfile).not.toHaveBeenCalled();
    expect(onOpenChat).not.toHaveBeenCalled();
  });

  it('marks a staff-run profile with the card’s mark and the site’s warning, a real one not', async () => {
    vi.stubGlobal('fetch', mockApi({ 'GET /api/settings.php': [200, settingsFixture] }).fetchMock);
    await renderModal(cardFixture(4, { fictional: true }));
    const note = await within(screen.getByRole('dialog')).findByRole('note');
    expect(note).toHaveTextContent(`🎭 fictional profile ${settingsFixture.fictional_warning}`);
  });

  it('shows no mark for a real member', async () => {
    vi.stubGlobal('fetch', mockApi({ 'GET /api/settings.php': [200, settingsFixture] }).fetchMock);
    await renderModal();
    await screen.findByRole('dialog', { name: "It's a match!" });
    expect(screen.queryByRole('note')).toBeNull();
    expect(screen.queryByText(/fictional profile/)).toBeNull();
  });

  it('emits the profile id from its image and its button', async () => {
    vi.stubGlobal('fetch', mockApi({}).fetchMock);
    const { onOpenProfile, onOpenChat } = await renderModal();
    await userEvent.click(screen.getByRole('button', { name: 'View the profile of Anna' }));
    expect(onOpenProfile).toHaveBeenCalledWith(1);
    await userEvent.click(screen.getByRole('button', { name: 'Send a message' }));
    expect(onOpenChat).toHaveBeenCalledWith(1);
  });

  it.each([
    ['image', 'View the profile of Anna', '/members/1'],
    ['button', 'Send a message', '/members/1/chat'],
  ])('in the layout, its %s opens %s and it closes', async (_, name, path) => {
    vi.stubGlobal('fetch', mockApi({}).fetchMock);
    await renderPage(<MatchModalSlot />, { path: '/swipe-game', user: userFixture });
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => openMatchModal(anna));
    await userEvent.click(await screen.findByRole('button', { name }));
    expect(screen.getByTestId('location')).toHaveTextContent(new RegExp(`^${path}$`));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
