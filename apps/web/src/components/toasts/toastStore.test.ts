import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { dialogClosed, dialogOpened, dismissToast, showToast, useToasts } from './toastStore';

const current = () => renderHook(() => useToasts()).result.current;

describe('toast policy', () => {
  afterEach(() => {
    for (const toast of current()) dismissToast(toast.id);
  });

  it('clears news toasts when a dialog opens and shows none beside it; errors still show', () => {
    showToast('Anna likes you', 'primary');
    showToast('Something failed');
    dialogOpened();
    expect(current().map((t) => t.text)).toEqual(['Something failed']);
    showToast('Bram likes you', 'primary');
    showToast('Another failure');
    expect(current().map((t) => t.text)).toEqual(['Something failed', 'Another failure']);
    dialogClosed();
    showToast('Bram likes you', 'primary');
    expect(current().map((t) => t.text)).toContain('Bram likes you');
  });
});
