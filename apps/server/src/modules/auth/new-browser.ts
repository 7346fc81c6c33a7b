import { randomBytes } from 'node:crypto';
import { intlLanguage } from '@amora/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { knownBrowsers } from '../../db/schema';
import { sha256 } from '../../lib/tokens';

/**
 * Sign-ins from a browser the account has not used before (decision 042): each browser carries a
 * random id in a long-lived HttpOnly cookie; the account keeps the ids' hashes it has seen. A
 * sign-in with an id not on the list mails the member what, where and when, with a one-time
 * "this wasn't me" link.
 */
export const BROWSER_COOKIE = 'amora_browser';
/** About 400 days, the longest a browser keeps a cookie anyway. */
export const BROWSER_COOKIE_MAX_AGE = 400 * 24 * 60 * 60;

export const newBrowserId = (): string => randomBytes(18).toString('base64url');
export const isBrowserId = (value: string | undefined): value is string =>
  typeof value === 'string' && /^[\w-]{24}$/.test(value);

/**
 * Records the browser for the account: `new` when the account knew other browsers but not this
 * one, `first` when it knew none (accounts from before this check, a sign-up: no mail), `known`.
 */
export async function rememberBrowser(
  db: Db,
  userId: number,
  browserId: string,
  now: Date,
): Promise<'known' | 'first' | 'new'> {
  const inserted = await db
    .insert(knownBrowsers)
    .values({ userId, browserHash: sha256(browserId), firstSeenAt: now })
    .onConflictDoNothing()
    .returning({ userId: knownBrowsers.userId });
  if (inserted.length === 0) return 'known';
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(knownBrowsers)
    .where(eq(knownBrowsers.userId, userId));
  return (row?.n ?? 0) > 1 ? 'new' : 'first';
}

/** "This wasn't me": the account forgets every browser; the member's next sign-in starts afresh. */
export async function forgetBrowsers(db: Db, userId: number): Promise<void> {
  await db.delete(knownBrowsers).where(and(eq(knownBrowsers.userId, userId)));
}

const BROWSERS: [RegExp, string][] = [
  [/Edg(e|A|iOS)?\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/SamsungBrowser\//, 'Samsung Internet'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/Chrome\/|CriOS\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];
const SYSTEMS: [RegExp, string][] = [
  [/Windows/, 'Windows'],
  [/iPhone|iPad|iPod/, 'iOS'],
  [/Android/, 'Android'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/CrOS/, 'ChromeOS'],
  [/Linux/, 'Linux'],
];

/** Browser and system by their common names, from the User-Agent; null when not recognised. */
export function describeBrowser(userAgent: string | undefined): {
  browser: string | null;
  system: string | null;
} {
  const ua = userAgent ?? '';
  return {
    browser: BROWSERS.find(([pattern]) => pattern.test(ua))?.[1] ?? null,
    system: SYSTEMS.find(([pattern]) => pattern.test(ua))?.[1] ?? null,
  };
}

/** The country's name in the member's language ("Nederland", "Pays-Bas"), or null. */
export function countryName(country: string | null, language: string): string | null {
  if (!country) return null;
  try {
    return new Intl.DisplayNames([intlLanguage(language)], { type: 'region' }).of(country) ?? null;
  } catch {
    return null;
  }
}

/** The time in the member's language, in UTC and saying so. */
export function signInTime(at: Date, language: string): string {
  return `${new Intl.DateTimeFormat(intlLanguage(language), {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'UTC',
  }).format(at)} UTC`;
}
