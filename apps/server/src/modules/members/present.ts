import {
  type MemberSummary,
  PRESENCE_ONLINE_MS,
  PROFILE_OPTION_FIELDS,
  type ProfileCard,
} from '@amora/shared';
import { imageOf } from '../photos/service';
import type { Site } from '../sites/service';

/** Ages are counted in whole years on the given day (UTC). */
export function ageFrom(birthDate: string, today: Date): number {
  // YYYY-MM-DD, read without splitting: every card of every list asks this.
  const y = Number(birthDate.slice(0, 4));
  const m = Number(birthDate.slice(5, 7));
  const d = Number(birthDate.slice(8, 10));
  const month = today.getUTCMonth() + 1;
  const beforeBirthday = month < m || (month === m && today.getUTCDate() < d);
  return today.getUTCFullYear() - y - (beforeBirthday ? 1 : 0);
}

/** The birth-date range (inclusive, YYYY-MM-DD) of members aged min…max on `today`. */
export function birthDateRange(minAge: number, maxAge: number, today: Date): { from: string; to: string } {
  const shift = (years: number, days = 0) => {
    const d = new Date(
      Date.UTC(today.getUTCFullYear() - years, today.getUTCMonth(), today.getUTCDate() + days),
    );
    return d.toISOString().slice(0, 10);
  };
  // Aged ≤ maxAge: born after the day (maxAge + 1) years ago. Aged ≥ minAge: born on or before minAge years ago.
  return { from: shift(maxAge + 1, 1), to: shift(minAge) };
}

/** A member counts as online this long after the last sign of life (the web's rule too). */
export const ONLINE_MS = PRESENCE_ONLINE_MS;

/** What naming another member needs: their profile's name and flag, their main photo's files. */
export interface SummaryRow {
  userId: number;
  name: string;
  fictional: boolean;
  filename: string | null;
  thumbFilename: string | null;
}

export interface CardRow extends SummaryRow {
  birthDate: string;
  gender: 'male' | 'female';
  country: string | null;
  region: string | null;
  lastActiveAt: Date;
  invisible?: boolean | null;
  away?: boolean | null;
}

/**
 * Another member as every answer names them, `fictional` included: the one presenter of a member
 * summary, so no answer can carry a staff-run profile without its flag (decision 028).
 */
export function presentMember(site: Site, row: SummaryRow): MemberSummary {
  return {
    id: row.userId,
    name: row.name,
    main_image:
      row.filename && row.thumbFilename
        ? imageOf({ filename: row.filename, thumbFilename: row.thumbFilename }, site.cdnPrefix)
        : null,
    fictional: row.fictional,
  };
}

/** The summary inside a card (a like, a match, a toast name the member the card showed). */
export function summaryOf(card: MemberSummary): MemberSummary {
  return { id: card.id, name: card.name, main_image: card.main_image, fictional: card.fictional };
}

export function presentCard(site: Site, row: CardRow, now: Date): ProfileCard {
  return {
    ...presentMember(site, row),
    age: ageFrom(row.birthDate, now),
    gender: row.gender,
    country: row.country,
    region: row.region,
    // Invisible mode hides presence altogether: neither online nor a last-seen time.
    online: !row.invisible && !row.away && now.getTime() - row.lastActiveAt.getTime() < ONLINE_MS,
    last_seen: row.invisible ? null : row.lastActiveAt.toISOString(),
  };
}

/** The option fields a site shows on profile pages (its visible_profile_fields). */
export function visibleOptionFields(site: Site) {
  return PROFILE_OPTION_FIELDS.filter((field) => site.visibleProfileFields.includes(field));
}
