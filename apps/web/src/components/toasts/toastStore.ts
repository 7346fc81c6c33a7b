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

export function showToast(
  text: string,
  variant: ToastMessage['variant'] = 'danger',
  options: { fictional?: boolean } = {},
): void {
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
