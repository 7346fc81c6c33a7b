import type { Interest } from '@amora/shared/api/site';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { MAX_INTERESTS } from '../../app-state/profile/constants';
import { labelDataQuery } from '../../app-state/profile/labels';
import { renderPage } from '../../test/renderPage';
import { chipKeyTarget, InterestChips } from './ProfileFields';

const interests: Interest[] = Array.from({ length: 20 }, (_, i) => ({
  id: i + 1,
  slug: `i${i + 1}`,
  name: `Interest ${i + 1}`,
}));

function Picker({ initial = [] as number[] }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <button type="button">Before</button>
      <InterestChips idPrefix="t" interests={interests} value={value} onChange={setValue} />
      <button type="button">After</button>
    </>
  );
}

async function show(initial: number[] = []) {
  const { queryClient } = await renderPage(<Picker initial={initial} />);
  await act(() => queryClient.prefetchQuery(labelDataQuery));
  return screen.findByRole('toolbar', { name: 'Interests' });
}

describe('interest chips', () => {
  it('are one Tab stop: Tab enters at the first chip and leaves after it', async () => {
    await show();
    await userEvent.click(screen.getByRole('button', { name: 'Before' }));
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Interest 1' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'After' })).toHaveFocus();
  });

  it('move with arrow keys, Home and End, and toggle with Space and Enter', async () => {
    await show();
    await userEvent.click(screen.getByRole('button', { name: 'Before' }));
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    const third = screen.getByRole('button', { name: 'Interest 3' });
    expect(third).toHaveFocus();
    await userEvent.keyboard(' ');
    expect(third).toHaveAttribute('aria-pressed', 'true');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(screen.getByRole('button', { name: 'Interest 4' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.keyboard('{End}');
    expect(screen.getByRole('button', { name: 'Interest 20' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('button', { name: 'Interest 1' })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}{Home}');
    expect(screen.getByRole('button', { name: 'Interest 1' })).toHaveFocus();
    expect(screen.getByText('2 of 15 chosen')).toBeInTheDocument();
    // The Tab stop stays on the chip last used: back into the group lands there.
    await userEvent.keyboard('{ArrowUp}');
    await userEvent.tab();
    await userEvent.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Interest 20' })).toHaveFocus();
    expect(screen.getAllByRole('button', { name: /^Interest/ }).filter((b) => b.tabIndex === 0)).toHaveLength(
      1,
    );
  });

  it('enter at the first chosen chip', async () => {
    await show([5, 9]);
    await userEvent.click(screen.getByRole('button', { name: 'Before' }));
    await userEvent.tab();
    expect(screen.getByRole('button', { name: /Interest 5/ })).toHaveFocus();
  });

  it('keep the others focusable but refuse them once the list is full', async () => {
    const chosen = interests.slice(0, MAX_INTERESTS).map((i) => i.id);
    await show(chosen);
    const blocked = screen.getByRole('button', { name: 'Interest 18' });
    expect(blocked).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(blocked);
    expect(blocked).toHaveAttribute('aria-pressed', 'false');
    expect(blocked).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: /Interest 1$/ }));
    expect(blocked).not.toHaveAttribute('aria-disabled');
  });
});

describe('chipKeyTarget', () => {
  it('wraps, and mirrors left and right in right-to-left text', () => {
    expect(chipKeyTarget('ArrowRight', 4, 5)).toBe(0);
    expect(chipKeyTarget('ArrowLeft', 0, 5)).toBe(4);
    expect(chipKeyTarget('ArrowLeft', 2, 5, true)).toBe(3);
    expect(chipKeyTarget('End', 0, 5)).toBe(4);
    expect(chipKeyTarget('a', 0, 5)).toBeNull();
    expect(chipKeyTarget('ArrowRight', 0, 0)).toBeNull();
  });
});
