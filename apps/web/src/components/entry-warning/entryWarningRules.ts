import { ENTRY_WARNING_STRICT_COUNTRIES } from '@amora/shared/constants';
import type { LayoutName } from '@amora/shared/routes';
import { safeGet, safeSet } from '../../lib/storage';

export const ENTRY_WARNING_KEY = 'amora.entryWarningDismissedAt';

export interface EntryWarningContext {
  layout: LayoutName;
  loggedIn: boolean;
  installedApp: boolean;
  /** Timestamp of an earlier dismissal, or null. */
  dismissedAt: number | null;
  /** settings.enable_site_entry_popup */
  enabled: boolean;
  /** settings.entry_warning_countries; empty = every country. */
  countries: readonly string[];
  /** settings.geoip_selected_country */
  country: string | null | undefined;
}

/** Whether the site-entry warning shows (docs/product.md#site-entry-warning, #numbers-and-limits). */
export function shouldShowEntryWarning(c: EntryWarningContext): boolean {
  if (c.loggedIn || c.installedApp || c.dismissedAt !== null || !c.enabled) return false;
  const country = c.country?.toUpperCase() ?? null;
  const strict = c.layout === 'chat' || c.layout === 'lander';
  if (strict && !(country && (ENTRY_WARNING_STRICT_COUNTRIES as readonly string[]).includes(country)))
    return false;
  if (c.countries.length > 0 && !(country && c.countries.some((x) => x.toUpperCase() === country)))
    return false;
  return true;
}

export function readDismissedAt(storage: () => Storage = () => localStorage): number | null {
  const value = Number(safeGet(storage, ENTRY_WARNING_KEY));
  return Number.isFinite(value) && value > 0 ? value : null;
}

export function storeDismissal(now = Date.now(), storage: () => Storage = () => localStorage): void {
  safeSet(storage, ENTRY_WARNING_KEY, String(now));
}
