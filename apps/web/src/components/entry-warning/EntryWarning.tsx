import type { LayoutName } from '@amora/shared/routes';
import { lazy, Suspense, useState } from 'react';
import { useSession, useSessionKnown } from '../../app-state/session/useSession';
import { useSettings } from '../../app-state/site/useSettings';
import { useInstalledApp } from '../../lib/installedApp';
import { readDismissedAt, shouldShowEntryWarning, storeDismissal } from './entryWarningRules';

const EntryWarningModal = lazy(() => import('./EntryWarningModal'));

/** Decides whether the site-entry warning shows on this layout; the modal itself loads lazily. */
export function EntryWarning({ layout }: { layout: LayoutName }) {
  const settings = useSettings();
  const user = useSession();
  const sessionKnown = useSessionKnown();
  const installedApp = useInstalledApp();
  const [dismissedAt, setDismissedAt] = useState(() => readDismissedAt());

  if (!settings || !sessionKnown) return null;
  const visible = shouldShowEntryWarning({
    layout,
    loggedIn: user !== null,
    installedApp,
    dismissedAt,
    enabled: settings.enable_site_entry_popup,
    countries: settings.entry_warning_countries ?? [],
    country: settings.geoip_selected_country,
  });
  if (!visible) return null;
  return (
    <Suspense fallback={null}>
      <EntryWarningModal
        settings={settings}
        onEnter={() => {
          const now = Date.now();
          storeDismissal(now);
          setDismissedAt(now);
        }}
      />
    </Suspense>
  );
}
