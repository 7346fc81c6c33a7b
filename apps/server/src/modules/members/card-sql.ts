import { type SQL, sql } from 'drizzle-orm';
import type { CardRow } from './present';

/**
 * A member's card as SQL, for statements written as SQL that answer with other members' cards
 * (chats, likes, notifications, the profile page) in the same statement instead of a second one
 * (decision 044). The same rows and joins as MemberService's card query: the profile `p`, its
 * account `u`, region `r` and active main photo `ph`.
 */
export const CARD_COLUMNS =
  sql.raw(`p.user_id as card_id, p.name as card_name, p.birth_date::text as card_birth_date,
  p.gender as card_gender, p.country as card_country, r.name as card_region, p.fictional as card_fictional,
  p.last_active_at as card_last_active_at, u.invisible as card_invisible, p.away as card_away,
  ph.filename as card_filename, ph.thumb_filename as card_thumb_filename`);

export const CARD_JOINS = sql.raw(`join users u on u.id = p.user_id
  left join regions r on r.id = p.region_id
  left join photos ph on ph.id = p.main_photo_id and ph.status = 'active'`);

/**
 * The card of the member `id` of `site` as a lateral subquery (`left join lateral … on true`),
 * no row when that member is of another site, has no profile, or is blocked either way with
 * `viewer` — as MemberService.cardsByIds leaves them out.
 */
export function cardOf(id: SQL, site: SQL, viewer: SQL): SQL {
  return sql`(select ${CARD_COLUMNS} from profiles p ${CARD_JOINS}
     where p.user_id = ${id} and p.site_id = ${site}
       and not exists (select 1 from blocks b
             where (b.blocker_id = ${viewer} and b.blocked_id = p.user_id)
                or (b.blocker_id = p.user_id and b.blocked_id = ${viewer})))`;
}

/** The card columns of a row, as the driver read them. */
export interface CardColumns {
  card_id: number | null;
  card_name: string;
  card_birth_date: string;
  card_gender: 'male' | 'female';
  card_country: string | null;
  card_region: string | null;
  card_fictional: boolean;
  card_last_active_at: string | Date;
  card_invisible: boolean;
  card_away: boolean;
  card_filename: string | null;
  card_thumb_filename: string | null;
}

/** The CardRow of a row's card columns (null: no card). */
export function cardRowOf(row: CardColumns): CardRow | null {
  if (row.card_id === null || row.card_id === undefined) return null;
  return {
    userId: Number(row.card_id),
    name: row.card_name,
    birthDate: row.card_birth_date,
    gender: row.card_gender,
    country: row.card_country,
    region: row.card_region,
    fictional: row.card_fictional,
    lastActiveAt: new Date(row.card_last_active_at),
    invisible: row.card_invisible,
    away: row.card_away,
    filename: row.card_filename,
    thumbFilename: row.card_thumb_filename,
  };
}
