import { useSyncExternalStore } from 'react';

export interface ToastMessage {
  id: number;
  /** Already translated text. */
  text: string;
  variant: 'danger' | 'success' | 'info' | 'primary';
  /** The toast names a staff-run profile: it carries the card's mark (decision 028). */
  fictional?: boolean;
}

let toasts: ToastMessage[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

/**
 * One toast policy (docs/decisions/031-calm-first-screen.md): toasts open below the top bar, never
 * over it or its menus (styles/_layout.scss), and never beside a dialog. A dialog says more than a
 * toast, so while one is open news toasts ("Anna likes you") are not shown and those on screen
 * go; only an error still shows. The likes badge and the notifications keep the news.
 */
let openDialogs = 0;

export function dialogOpened(): void {
  openDialogs += 1;
  const kept = toasts.filter((t) => t.variant === 'danger');
  if (kept.length !== toasts.length) {
    toasts = kept;
    emit();
  }
}

export function dialogClosed(): void {
  openDialogs = Math.max(0, openDialogs - 1);
}

export function showToast(
  text: string,
  variant: ToastMessage['variant'] = 'danger',
  options: { fictional?: boolean } = {},
): void {
  if (openDialogs > 0 && variant !== 'danger') return;
  // The same message twice in a row (e.g. several failed queries) shows once.
  if (toasts.some((t) => t.text === text)) return;
  toasts = [...toasts, { id: nextId++, text, variant, fictional: options.fictional }];
  emit();
}

export function dismissToast(id: number): void {
  toasts = toasts.filter((t) => t.id !== id);
  emit();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useToasts(): ToastMessage[] {
  return useSyncExternalStore(
    subscribe,
    () => toasts,
    () => toasts,
  );
}
