import { and, gt, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
import mailchecker from 'mailchecker';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';

/**
 * Which addresses may open an account (docs/decisions/036-hard-to-abuse.md): no throwaway-mail
 * domain, and no variant of an address whose account is banned.
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
 * and `googlemail.com` folded into `gmail.com` (Gmail delivers all of these to one inbox).
 */
export function canonicalEmail(email: string): string {
  const at = email.lastIndexOf('@');
  let local = email.slice(0, at).toLowerCase();
  let domain = email.slice(at + 1).toLowerCase();
  const plus = local.indexOf('+');
  if (plus > 0) local = local.slice(0, plus);
  if (GMAIL.has(domain)) {
    local = local.replaceAll('.', '');
    domain = 'gmail.com';
  }
  return `${local}@${domain}`;
}

/**
 * Whether `email` is a variant of the address of an account banned now (on any site of the
 * deployment). Only banned accounts of the same mail domain are read and compared in their
 * canonical form, so the look-up stays small without a stored canonical column.
 */
export async function isBannedAddress(db: Db, email: string, now: Date): Promise<boolean> {
  const canonical = canonicalEmail(email);
  const domain = canonical.slice(canonical.lastIndexOf('@') + 1);
  const domains = domain === 'gmail.com' ? [...GMAIL] : [domain];
  const rows = await db
    .select({ email: users.email })
    .from(users)
    .where(
      and(
        isNotNull(users.bannedAt),
        or(isNull(users.bannedUntil), gt(users.bannedUntil, now)),
        inArray(sql`lower(split_part(${users.email}, '@', 2))`, domains),
      ),
    );
  return rows.some((row) => canonicalEmail(row.email) === canonical);
}
