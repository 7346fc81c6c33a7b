import { and, eq, type SQL, sql } from 'drizzle-orm';
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

/**
 * ownViewOf's answer as one JSON value of SQL, for a statement that reads the member's session
 * too (SessionService.resolveWith, decision 044): the free texts used are counted when the member
 * does not pay and `freeMessages` (a placeholder: the site's allowance) is above 0.
 */
export function ownViewJson(userId: SQL): SQL {
  return sql`(select json_build_object('name', op.name, 'country', op.country, 'status', op.status,
      'filename', oph.filename, 'thumb_filename', oph.thumb_filename,
      'free_used', case when not ou.paid_user and ${sql.placeholder('freeMessages')}::int > 0
        then (select count(*)::int from messages om
               where om.sender_id = ou.id and om.kind = 'text' and om.credits = 0)
        else 0 end)
    from users ou
    left join profiles op on op.user_id = ou.id
    left join photos oph on oph.id = op.main_photo_id and oph.status = 'active'
   where ou.id = ${userId})`;
}

/** ownViewJson's value as ownViewOf answers. */
export function ownViewFromJson(row: {
  name: string | null;
  country: string | null;
  status: ProfileRow['status'] | null;
  filename: string | null;
  thumb_filename: string | null;
  free_used: number;
}) {
  return {
    profile: row.name == null ? null : { name: row.name, country: row.country, status: row.status! },
    photo:
      row.filename && row.thumb_filename
        ? { filename: row.filename, thumbFilename: row.thumb_filename }
        : null,
    freeUsed: Number(row.free_used ?? 0),
  };
}

export type OwnView = Awaited<ReturnType<typeof ownViewOf>>;

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
