import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Dialog } from '../components/Dialog';
import { focusPageContent } from './pageFocus';

/** A page whose dialog opened on its own (the entry warning), so focus was on the body. */
function Page() {
  const [open, setOpen] = useState(true);
  return (
    <main id="content">
      <h1>Welcome</h1>
      {open && (
        <Dialog labelledBy="t" onClose={() => setOpen(false)}>
          <h2 id="t">Important information</h2>
          <button type="button" onClick={() => setOpen(false)}>
            Enter
          </button>
        </Dialog>
      )}
    </main>
  );
}

describe('one focus rule', () => {
  it('puts focus on the new content: the page’s own focus point, else its heading', () => {
    const { rerender } = render(
      <main id="content">
        <h1>Chat with Anna</h1>
        <textarea aria-label="Message" data-page-focus />
      </main>,
    );
    expect(focusPageContent()).toBe(true);
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveFocus();
    rerender(
      <main id="content">
        <h1>Members</h1>
      </main>,
    );
    expect(focusPageContent()).toBe(true);
    expect(screen.getByRole('heading', { name: 'Members' })).toHaveFocus();
  });

  it('gives focus to the page’s heading when a dialog that opened on its own closes', async () => {
    render(<Page />);
    await userEvent.click(screen.getByRole('button', { name: 'Enter' }));
    expect(screen.getByRole('heading', { name: 'Welcome' })).toHaveFocus();
  });
});
