import { useEffect } from 'react';

type BadgingNavigator = Navigator & {
  setAppBadge?: (count?: number) => Promise<void>;
  clearAppBadge?: () => Promise<void>;
};

/** The installed app's icon badge (docs/product.md#top-bar): the same sum as the title prefix; cleared at 0. */
export function useAppBadge(count: number): void {
  useEffect(() => {
    const nav = navigator as BadgingNavigator;
    if (typeof nav.setAppBadge !== 'function') return;
    const done = count > 0 ? nav.setAppBadge(count) : nav.clearAppBadge?.();
    // Refused when the app is not installed or the permission is missing: nothing to show then.
    done?.catch(() => undefined);
  }, [count]);
}
