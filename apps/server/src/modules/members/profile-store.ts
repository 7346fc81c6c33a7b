import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { messages, photos, profiles, users } from '../../db/schema';

export type ProfileRow = typeof profiles.$inferSelect;

/** profileOf's statement per database handle, built once (docs/decisions/030-throughput.md). */
const profileQueries = new WeakMap<Db, ReturnType<typeof profileQuery>>();
const profileQuery = (db: Db) =>
  db
    .select()
    .from(profiles)
    .where(eq(profiles.userId, sql.placeholder('userId')))
    .prepare('profile_of');

/** The profile data the accounts module needs; the members module owns the table. */
export async function profileOf(db: Db, userId: number): Promise<ProfileRow | undefined> {
  let query = profileQueries.get(db);
  if (!query) {
    query = profileQuery(db);
    profileQueries.set(db, query);
  }
  const [row] = await query.execute({ userId });
  return row;
}

/** ownViewOf's statement per database handle, built once (decision 044). */
const ownViewQueries = new WeakMap<Db, ReturnType<typeof ownViewQuery>>();
const ownViewQuery = (db: Db) =>
  db
    .select({
      name: profiles.name,
      country: profiles.country,
      status: profiles.status,
      filename: photos.filename,
      thumbFilename: photos.thumbFilename,
      // The free texts used (docs/product.md#free-messages), only when asked: paying members have none.
      freeUsed: sql<number>`case when ${sql.placeholder('countFree')}::boolean
        then (select count(*)::int from ${messages} where ${messages.senderId} = ${users.id}
                 and ${messages.kind} = 'text' and ${messages.credits} = 0)
        else 0 end`,
    })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .leftJoin(photos, and(eq(photos.id, profiles.mainPhotoId), eq(photos.status, 'active')))
    .where(eq(users.id, sql.placeholder('userId')))
    .prepare('own_view');

/**
 * What the member's own answer (`user.php`) shows besides the account row, in one statement:
 * the profile's name, country and status (null without a profile), the main photo's files when
 * active, and with `countFree` the free texts already used.
 */
export async function ownViewOf(db: Db, userId: number, countFree: boolean) {
  let query = ownViewQueries.get(db);
  if (!query) {
    query = ownViewQuery(db);
    ownViewQueries.set(db, query);
  }
  const [row] = await query.execute({ userId, countFree });
  return {
    profile: row?.name == null ? null : { name: row.name, country: row.country, status: row.status! },
    photo:
      row?.filename && row.thumbFilename
        ? { filename: row.filename, thumbFilename: row.thumbFilename }
        : null,
    freeUsed: Number(row?.freeUsed ?? 0),
  };
}

export async function createProfile(db: Db, values: typeof profiles.$inferInsert): Promise<void> {
  await db.insert(profiles).values(values);
}

/**
 * Recomputes whether the member is listed: a confirmed, not deleted, not invisible, not banned
 * account with an active profile, not hidden by reports (decision 042). Called whenever one of those changes,
 * so listings follow at once.
 */
export async function refreshListing(
  db: Db,
  userId: number,
  options: { activate?: boolean } = {},
): Promise<void> {
  await db.execute(sql`
    update profiles p
       set status = case when ${options.activate ?? false} then 'active' else p.status end,
           searchable = (u.status = 'active'
                         and not u.invisible
                         and u.banned_at is null
                         and p.report_hidden_at is null
                         and (p.status = 'active' or ${options.activate ?? false})),
           updated_at = now()
      from users u
     where u.id = p.user_id and p.user_id = ${userId}`);
}

/** Marks the member active now (throttled by the caller), for "online" and search order. */
export async function touchActivity(db: Db, userId: number, now: Date): Promise<void> {
  await db.update(profiles).set({ lastActiveAt: now, away: false }).where(eq(profiles.userId, userId));
}

/** The member left (page hidden, last live socket closed): last seen now, no longer online. */
export async function markAway(db: Db, userId: number, now: Date): Promise<void> {
  await db.update(profiles).set({ lastActiveAt: now, away: true }).where(eq(profiles.userId, userId));
}
