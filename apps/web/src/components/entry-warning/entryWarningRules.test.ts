import { describe, expect, it } from 'vitest';
import {
  ENTRY_WARNING_KEY,
  type EntryWarningContext,
  readDismissedAt,
  shouldShowEntryWarning,
  storeDismissal,
} from './entryWarningRules';

const base: EntryWarningContext = {
  layout: 'default',
  loggedIn: false,
  installedApp: false,
  dismissedAt: null,
  enabled: true,
  countries: [],
  country: 'US',
};
const show = (patch: Partial<EntryWarningContext>) => shouldShowEntryWarning({ ...base, ...patch });

describe('shouldShowEntryWarning', () => {
  it('shows to a new logged-out visitor in a browser on the default layout', () => {
    expect(show({})).toBe(true);
  });
  it('never shows to logged-in members', () => {
    expect(show({ loggedIn: true })).toBe(false);
  });
  it('never shows in installed-app mode', () => {
    expect(show({ installedApp: true })).toBe(false);
  });
  it('stays hidden once dismissed', () => {
    expect(show({ dismissedAt: 1_700_000_000_000 })).toBe(false);
  });
  it('is off when enable_site_entry_popup is false', () => {
    expect(show({ enabled: false })).toBe(false);
  });
  it('is limited to entry_warning_countries when that list is set', () => {
    expect(show({ countries: ['NL', 'BE'], country: 'NL' })).toBe(true);
    expect(show({ countries: ['NL', 'BE'], country: 'US' })).toBe(false);
    expect(show({ countries: ['NL'], country: null })).toBe(false);
    expect(show({ countries: ['NL'], country: 'nl' })).toBe(true);
  });
  it('shows on the empty layout like on the default one', () => {
    expect(show({ layout: 'empty', country: 'US' })).toBe(true);
  });
  it('on chat and lander layouts only for NL and DE', () => {
    for (const layout of ['chat', 'lander'] as const) {
      expect(show({ layout, country: 'NL' })).toBe(true);
      expect(show({ layout, country: 'DE' })).toBe(true);
      expect(show({ layout, country: 'US' })).toBe(false);
      expect(show({ layout, country: 'BE' })).toBe(false);
      expect(show({ layout, country: null })).toBe(false);
    }
  });
  it('combines the strict layouts with the country list', () => {
    expect(show({ layout: 'lander', country: 'DE', countries: ['NL'] })).toBe(false);
    expect(show({ layout: 'lander', country: 'NL', countries: ['NL'] })).toBe(true);
  });
});

describe('dismissal storage', () => {
  it('stores the dismissal time and reads it back', () => {
    expect(readDismissedAt()).toBeNull();
    storeDismissal(1_234);
    expect(localStorage.getItem(ENTRY_WARNING_KEY)).toBe('1234');
    expect(readDismissedAt()).toBe(1_234);
  });
  it('ignores garbage', () => {
    localStorage.setItem(ENTRY_WARNING_KEY, 'yes');
    expect(readDismissedAt()).toBeNull();
  });
});
