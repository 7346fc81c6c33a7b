import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cardFixture, settingsFixture } from '../../../test/fixtures';
import { renderPage } from '../../../test/renderPage';
import { SwipeLander } from './SwipeLander';

/** How long a card takes to leave (SwipeLander's exit). */
const EXIT_MS = 280;

async function renderDeck() {
  await renderPage(
    <SwipeLander
      settings={settingsFixture}
      prefix="plain"
      profiles={[1, 2, 3, 4, 5].map((id) => cardFixture(id))}
      search=""
    />,
    { path: '/landers/tinderswipe' },
  );
  vi.useFakeTimers();
}

/** The deck's cards, back to front: the one behind, then the one shown. */
const cards = () => [...document.querySelectorAll<HTMLElement>('.lander-swipe__card')];

describe('swipe lander', () => {
  afterEach(() => vi.useRealTimers());

  it('brings the card behind forward as it is when a card has left, and takes no tap meanwhile', async () => {
    await renderDeck();
    const [behind, shown] = cards();
    const live = document.querySelector('.lander-swipe__deck');
    expect(live).toHaveAttribute('aria-live', 'polite');
    expect(shown).toHaveTextContent('Anna');
    expect(behind).toHaveClass('lander-swipe__card--next');

    fireEvent.click(screen.getByRole('button', { name: 'Like' }));
    expect(shown).toHaveClass('lander-swipe__card--like');
    expect(screen.getByRole('button', { name: 'Like' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Pass' })).toBeDisabled();

    act(() => vi.advanceTimersByTime(EXIT_MS));
    // The card that was behind is now the one shown: the same element, no longer behind, and
    // the card that left is gone (it does not fly back in from the side as the next one).
    const [nextBehind, nowShown] = cards();
    expect(nowShown).toBe(behind);
    expect(nowShown).toHaveTextContent('Bea');
    expect(nowShown).not.toHaveClass('lander-swipe__card--next');
    expect(nowShown).not.toHaveClass('lander-swipe__card--like');
    expect(shown?.isConnected).toBe(false);
    expect(nextBehind).toHaveClass('lander-swipe__card--next');
    // The live region is the deck, which stays: the card that came forward is announced in it.
    expect(document.querySelector('.lander-swipe__deck')).toBe(live);
    expect(nowShown).not.toHaveAttribute('aria-hidden');
    expect(screen.getByRole('button', { name: 'Like' })).toBeEnabled();
  });

  it('asks for the sign-up after three likes; a pass is not a like', async () => {
    await renderDeck();
    for (const choice of ['Like', 'Pass', 'Like', 'Like']) {
      expect(screen.queryByRole('heading', { name: 'Want to know if they like you too?' })).toBeNull();
      fireEvent.click(screen.getByRole('button', { name: choice }));
      act(() => vi.advanceTimersByTime(EXIT_MS));
    }
    expect(screen.getByRole('heading', { name: 'Want to know if they like you too?' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Like' })).toBeNull();
  });
});
