import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../../test/renderPage';
import { StepShell } from './StepShell';

describe('signup step shell', () => {
  it('offers Skip, and not while the step saves (the save moves on by itself)', async () => {
    const onSkip = vi.fn();
    const user = userEvent.setup();
    const page = await renderPage(
      <StepShell text="Where do you live?" onSkip={onSkip} onSubmit={() => {}} busy>
        <span />
      </StepShell>,
    );
    expect(screen.getByRole('button', { name: 'Skip' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    page.unmount();

    await renderPage(
      <StepShell text="Where do you live?" onSkip={onSkip} onSubmit={() => {}}>
        <span />
      </StepShell>,
    );
    await user.click(screen.getByRole('button', { name: 'Skip' }));
    expect(onSkip).toHaveBeenCalledTimes(1);
  });
});
