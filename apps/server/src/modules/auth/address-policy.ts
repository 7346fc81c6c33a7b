import { createHmac, randomBytes } from 'node:crypto';
import { and, eq, gt, isNotNull, isNull, ne, notExists, or, sql } from 'drizzle-orm';
import mailchecker from 'mailchecker';
import type { Db, Tx } from '../../db/client';
import { bannedAddresses, users } from '../../db/schema';
import { instanceSecret } from '../../lib/instance-secrets';

/**
 * Which addresses may open an account (docs/decisions/036-hard-to-abuse.md, 042): no throwaway-mail
 * domain where the site refuses them, no variant of an address whose account is banned, and one
 * account per mailbox and site.
 */

/** The throwaway-mail domains of the kept `mailchecker` package, shipped with it (no download). */
const DISPOSABLE: ReadonlySet<string> = mailchecker.blacklist();

/** True for a throwaway-mail domain or any subdomain of one (`x.mailinator.com`). */
export function isDisposableEmail(email: string): boolean {
  let domain = email.slice(email.lastIndexOf('@') + 1).toLowerCase();
  for (;;) {
    if (DISPOSABLE.has(domain)) return true;
    const dot = domain.indexOf('.');
    if (dot === -1) return false;
    domain = domain.slice(dot + 1);
  }
}

const GMAIL = new Set(['gmail.com', 'googlemail.com']);

/**
 * One mailbox, one form: lower case, `+tag` dropped; for Gmail the dots of the local part dropped
 * and `googlemail.com` folded into `gmail.com` (Gmail delivers all of these to one inbox). The
 * database keeps the same form in `users.email_canonical`; the two must agree.
 */
export function canonicalEmail(email: string): string {
  const at = email.lastIndexOf('@');
  let local = email.slice(0, at).toLowerCase();
  let domain = email.slice(at + 1).toLowerCase();
  // From the first `+` after the first character, as users.email_canonical computes it.
  const plus = local.indexOf('+', 1);
  if (plus > 0) local = local.slice(0, plus);
  if (GMAIL.has(domain)) {
    local = local.replaceAll('.', '');
    domain = 'gmail.com';
  }
  return `${local}@${domain}`;
}

/**
 * The keyed hash a ban keeps of an address (HMAC-SHA256 of the canonical form with an instance
 * secret): enough to recognise the mailbox again, never to read it back (decision 042).
 */
export function bannedAddressHash(key: string, email: string): string {
  return createHmac('sha256', key).update(canonicalEmail(email)).digest('hex');
}

/** The instance's key of banned-address hashes, made by the first node to need it. */
const keys = new WeakMap<Db, Promise<string>>();
export function bannedAddressKey(db: Db): Promise<string> {
  let key = keys.get(db);
  if (!key) {
    key = instanceSecret(db, 'banned_address_key', () => randomBytes(32).toString('hex'));
    keys.set(db, key);
    key.catch(() => keys.delete(db));
  }
  return key;
}

/** Records a ban's hash (on any site it will refuse the address while the ban lasts). */
export async function recordBannedAddress(
  db: Db | Tx,
  key: string,
  user: { id: number; email: string },
  until: Date | null,
): Promise<void> {
  await db.delete(bannedAddresses).where(eq(bannedAddresses.userId, user.id));
  await db
    .insert(bannedAddresses)
    .values({ hash: bannedAddressHash(key, user.email), userId: user.id, bannedUntil: until });
}

/** A lifted ban lets the address back. */
export async function forgetBannedAddress(db: Db | Tx, userId: number): Promise<void> {
  await db.delete(bannedAddresses).where(eq(bannedAddresses.userId, userId));
}

/**
 * Gives the bans made before the hashes were kept theirs; run at start (main.ts), a no-op once
 * done. Banned accounts are few (decision 042). Answers how many it hashed.
 */
export async function hashEarlierBans(db: Db): Promise<number> {
  const key = await bannedAddressKey(db);
  const missing = await db
    .select({ id: users.id, email: users.email, until: users.bannedUntil })
    .from(users)
    .where(
      and(
        isNotNull(users.bannedAt),
        notExists(
          db.select({ one: sql`1` }).from(bannedAddresses).where(eq(bannedAddresses.userId, users.id)),
        ),
      ),
    );
  for (const user of missing) await recordBannedAddress(db, key, user, user.until);
  return missing.length;
}

/**
 * Whether `email` is a variant of the address of an account banned now, on any site of the
 * deployment, also when that account was erased since: one indexed look-up of its keyed hash.
 */
export async function isBannedAddress(db: Db, email: string, now: Date): Promise<boolean> {
  const key = await bannedAddressKey(db);
  const [row] = await db
    .select({ id: bannedAddresses.id })
    .from(bannedAddresses)
    .where(
      and(
        eq(bannedAddresses.hash, bannedAddressHash(key, email)),
        or(isNull(bannedAddresses.bannedUntil), gt(bannedAddresses.bannedUntil, now)),
      ),
    )
    .limit(1);
  return !!row;
}

/**
 * Another live account of this site for the same mailbox (`jan+2@…` when `jan@…` exists): one
 * account per canonical address and site, so sign-up credits cannot be farmed with variants.
 */
export async function hasVariantAccount(db: Db, siteId: number, email: string, exceptUserId?: number) {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.siteId, siteId),
        eq(users.emailCanonical, canonicalEmail(email)),
        ne(users.status, 'deleted'),
        ne(users.email, email),
        exceptUserId === undefined ? undefined : ne(users.id, exceptUserId),
      ),
    )
    .limit(1);
  return !!row;
}
