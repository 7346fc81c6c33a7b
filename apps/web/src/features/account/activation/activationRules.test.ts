import { describe, expect, it } from 'vitest';
import { userFixture } from '../../../test/renderPage';
import { activationReminder, isSmartphone, type ReminderContext } from './activationRules';

const pending = {
  ...userFixture,
  status: 'not_confirmed' as const,
  profile: { ...userFixture.profile, status: 'disabled' as const },
  notifications_disabled: [],
};
const base: ReminderContext = { user: pending, signupComplete: false, smartphone: false, dismissedAt: null };

describe('activation reminder rules (docs/product.md#accounts)', () => {
  it('shows an alert for a not_confirmed member with a disabled profile and no disabled notifications', () => {
    expect(activationReminder(base)).toBe('alert');
  });
  it('shows a modal only on a smartphone with api_signup_complete', () => {
    expect(activationReminder({ ...base, signupComplete: true, smartphone: true })).toBe('modal');
    expect(activationReminder({ ...base, signupComplete: true, smartphone: false })).toBe('alert');
    expect(activationReminder({ ...base, signupComplete: false, smartphone: true })).toBe('alert');
  });
  it('shows nothing when logged out', () => {
    expect(activationReminder({ ...base, user: null })).toBeNull();
  });
  it('shows nothing for a confirmed account', () => {
    expect(activationReminder({ ...base, user: { ...pending, status: 'active' } })).toBeNull();
  });
  it('shows nothing when the profile is not disabled', () => {
    expect(
      activationReminder({
        ...base,
        user: { ...pending, profile: { ...pending.profile, status: 'active' } },
      }),
    ).toBeNull();
  });
  it('shows nothing when a notification is switched off', () => {
    expect(
      activationReminder({ ...base, user: { ...pending, notifications_disabled: ['email:news'] } }),
    ).toBeNull();
  });
  it('stays hidden once dismissed, on any device', () => {
    expect(activationReminder({ ...base, dismissedAt: 1 })).toBeNull();
    expect(
      activationReminder({ ...base, dismissedAt: 1, signupComplete: true, smartphone: true }),
    ).toBeNull();
  });
  it('detects a smartphone by media queries or user agent', () => {
    const media = (matches: Record<string, boolean>) => (q: string) =>
      ({ matches: matches[q] ?? false }) as MediaQueryList;
    const desktop = { userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/120' } as Navigator;
    expect(
      isSmartphone({
        matchMedia: media({ '(max-width: 575.98px)': true, '(pointer: coarse)': true }),
        navigator: desktop,
      }),
    ).toBe(true);
    expect(isSmartphone({ matchMedia: media({ '(max-width: 575.98px)': true }), navigator: desktop })).toBe(
      false,
    );
    expect(
      isSmartphone({
        matchMedia: media({}),
        navigator: { userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)' } as Navigator,
      }),
    ).toBe(true);
  });
});
