import { and, inArray, isNotNull, lte } from 'drizzle-orm';
import type { Db } from '../db/client';
import { profiles, users } from '../db/schema';
import type { Clock } from '../lib/clock';
import { refreshListing } from '../modules/members/profile-store';

/**
 * Ends bans that ran out (decision 042): the member is listed again in search, swipe and the
 * landers, as when staff lift a ban (a profile that reports hid comes back too: the ban was the
 * moderator's decision on it). Sign-in already ignores an expired ban; this job only lists the
 * profile again, at most a few minutes late, and a rerun finds nothing left to do.
 */
export async function endExpiredBans(db: Db, clock: Clock) {
  const now = clock.now();
  const ended = await db
    .update(users)
    .set({ bannedAt: null, bannedUntil: null, banReason: null })
    .where(and(isNotNull(users.bannedAt), isNotNull(users.bannedUntil), lte(users.bannedUntil, now)))
    .returning({ id: users.id });
  if (ended.length === 0) return { bans: 0 };
  const ids = ended.map((u) => u.id);
  await db
    .update(profiles)
    .set({ reportHiddenAt: null, reportsClearedAt: now })
    .where(and(inArray(profiles.userId, ids), isNotNull(profiles.reportHiddenAt)));
  for (const id of ids) await refreshListing(db, id);
  return { bans: ended.length };
}
