import { useSyncExternalStore } from 'react';

/** Whether the signup modal is open; "Sign up free" buttons and login-only actions open it. */
let open = false;
const listeners = new Set<() => void>();

function set(value: boolean) {
  open = value;
  for (const l of listeners) l();
}

export const openSignupModal = () => set(true);
export const closeSignupModal = () => set(false);

export function useSignupModalOpen(): boolean {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => open,
    () => open,
  );
}
