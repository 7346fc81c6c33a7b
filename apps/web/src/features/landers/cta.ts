import type { Settings } from '@amora/shared/api/site';

/** Tracking fields a landing passes on to the sign-up (docs/product.md#what-we-keep), plus an invite code. */
const TRACKING = ['network', 'ref', 'sub1', 'sub2', 'sub3', 'invite'] as const;

/** The tracking parameters of the landing's own address, as a query string ("" when none). */
export function trackingQuery(search: string): string {
  const from = new URLSearchParams(search);
  const kept = new URLSearchParams();
  for (const key of TRACKING) {
    const value = from.get(key);
    if (value) kept.set(key, value.slice(0, 100));
  }
  return kept.toString();
}

/** Where a landing's call to action leads: the sign-up (or `path`), tracking kept, then `next`. */
export function ctaHref(search: string, path = '/signup', next?: string): string {
  const query = new URLSearchParams(trackingQuery(search));
  if (next) query.set('next', next);
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}

/**
 * Why a visitor of this landing cannot sign up (docs/product.md#who-may-do-what), as the server's
 * rule and the main app's sign-up (components/SignupClosed.tsx) have it: a site open
 * only through traffic sources needs the landing's network or ref, one open by invitation an
 * invitation link's token. Null when they can.
 */
export function closedReason(
  settings: Pick<Settings, 'signups'>,
  search: string,
): 'partners' | 'invitation' | null {
  const query = new URLSearchParams(search);
  if (settings.signups === 'all') return null;
  if (settings.signups === 'with_trafficsource')
    return query.get('network') || query.get('ref') ? null : 'partners';
  return query.get('invite') ? null : 'invitation';
}
