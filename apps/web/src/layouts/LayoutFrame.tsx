import type { LayoutName } from '@amora/shared/routes';
import type { ReactNode } from 'react';
import { useCounts } from '../app-state/counts/useCounts';
import { useSession } from '../app-state/session/useSession';
import { EntryWarning } from '../components/entry-warning/EntryWarning';
import type { FooterVariant } from '../components/Footer';
import { useAppBadge } from '../lib/appBadge';
import { useInstalledApp } from '../lib/installedApp';
import { useCurrentRoute } from '../routeHandle';
import { PremiumAlertSlot } from './slots/PremiumAlertSlot';

/** Root element of every layout: logged-in/logged-out and installed-app classes, entry warning. */
export function LayoutFrame({ layout, children }: { layout: LayoutName; children: ReactNode }) {
  const user = useSession();
  const installedApp = useInstalledApp();
  const counts = useCounts();
  // The app badge shows the title prefix's sum: unread messages plus new likes (docs/product.md#top-bar).
  useAppBadge(user ? counts.unreadMessages + counts.newLikes : 0);
  const classes = ['layout', `layout-${layout}`, user ? 'logged-in' : 'logged-out'];
  if (installedApp) classes.push('installed-app');
  return (
    <div className={classes.join(' ')} data-layout={layout}>
      {children}
      <EntryWarning layout={layout} />
      <PremiumAlertSlot />
    </div>
  );
}

/** Footer look (docs/product.md#layouts): installed app, logged-in member off the index, or the full footer. */
export function useFooterVariant(): FooterVariant {
  const user = useSession();
  const installedApp = useInstalledApp();
  const route = useCurrentRoute();
  if (installedApp) return 'app';
  if (user && route?.name !== 'index') return 'compact';
  return 'full';
}
