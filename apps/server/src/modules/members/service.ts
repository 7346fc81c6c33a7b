import {
  LIMITS,
  type MemberSummary,
  type OwnProfile,
  PROFILE_OPTION_FIELDS,
  type ProfileUpdate,
  type PublicProfile,
  type SearchAnswer,
} from '@amora/shared';
import { and, asc, eq, gte, inArray, lte, ne, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { blocks, interests, photos, profiles, regions, users } from '../../db/schema';
import { preparedStatement } from '../../db/statements';
import type { Clock } from '../../lib/clock';
import { HttpError, notFound } from '../../lib/errors';
import { imageOf, photoFileUrl, presentPhoto } from '../photos/service';
import type { Site } from '../sites/service';
import { CARD_COLUMNS, CARD_JOINS, type CardColumns, cardRowOf } from './card-sql';
import {
  ageFrom,
  birthDateRange,
  type CardRow,
  presentCard,
  presentMember,
  visibleOptionFields,
} from './present';
import { profileOf } from './profile-store';

export const PER_PAGE = 24;
/** Fewer results than this and similar profiles are added. */
const FEW_RESULTS = 6;
/** Counting stops here: "1,000+" is all a member needs, and counting 1M rows is slow. */
const COUNT_CAP = 1_000;
const SIMILAR_COUNT = 12;
/** Visitor pages kept at most (filter combinations over all sites); past it the cache starts over. */
const VISITOR_PAGES_KEPT = 1_000;
/**
 * A site's shared count of listed members (see `sharedCount`) stops here: far enough past
 * COUNT_CAP that a member's own exclusions (themselves, the members blocked either way) cannot
 * bring a capped count below it, short of a member with 1,000 blocks (then counted exactly).
 */
const SHARED_COUNT_CAP = 2 * COUNT_CAP;
/**
 * A member's search pages up to this one have statements of their own with the offset written
 * in (see memberSearchQuery); later pages, rarely asked, share one with the offset as a value.
 */
const PAGES_WRITTEN_OUT = 10;
/**
 * The listed members a site's search keeps in browse order per filters for `visitorCacheMs` (see
 * `ranking`): the pages written out, and some to spare for a member's own exclusions.
 */
const RANKED = PER_PAGE * PAGES_WRITTEN_OUT + 2 * PER_PAGE;
/**
 * Rankings kept at most (filter combinations over all sites), each up to RANKED cards (~90 KB);
 * past it they start over, as the visitors' pages do.
 */
const RANKINGS_KEPT = 200;
/** Photos of another member a viewer sees: visitors the main photo, free members a few, premium all. */
const VISITOR_PHOTOS = 1;

/** Matches the browse indexes exactly (DESC NULLS LAST), so PostgreSQL can walk them in order. */
const BROWSE_ORDER = [
  sql`${profiles.lastActiveAt} desc nulls last`,
  sql`${profiles.userId} desc nulls last`,
] as const;

/**
 * Listed members, written as the browse indexes' own predicate (`where searchable`) rather than a
 * bound `= $n`, so a statement's generic plan can use those partial indexes too (decision 030).
 */
const LISTED = sql`${profiles.searchable}`;

export interface SearchFilters {
  gender?: 'male' | 'female';
  country?: string;
  countryregion?: number;
  min_age?: number;
  max_age?: number;
  page: number;
}

const cardColumns = {
  userId: profiles.userId,
  name: profiles.name,
  birthDate: profiles.birthDate,
  gender: profiles.gender,
  country: profiles.country,
  region: regions.name,
  fictional: profiles.fictional,
  lastActiveAt: profiles.lastActiveAt,
  // Invisible members never show as online (search already leaves them out).
  invisible: users.invisible,
  away: profiles.away,
  filename: photos.filename,
  thumbFilename: photos.thumbFilename,
};

/**
 * A member's profile page: the profile `id` of the site (any state: the caller decides who may see
 * an unlisted one) with its card, option fields, about text and interests; its active photos as
 * JSON, main photo first, then oldest first; whether `viewer` (null for a visitor) blocked the
 * member or the member blocked `viewer`; and whether the member's like of `viewer` is unseen.
 */
export type ProfilePageRow = CardColumns & {
  searchable: boolean;
  about: string;
  interests: number[];
  photos: { id: number; filename: string; thumb_filename: string; width: number; height: number }[] | null;
  blocked_by_me: boolean;
  blocked_me: boolean;
  unseen_like: boolean;
} & Partial<Record<(typeof PROFILE_OPTION_FIELDS)[number], string | null>>;

function profilePageSql(viewer: SQL): SQL {
  for (const field of PROFILE_OPTION_FIELDS) {
    if (!/^[a-z_]+$/.test(field)) throw new Error(`${field} is not a column name`);
  }
  return sql`
    select ${CARD_COLUMNS}, p.searchable, p.about, p.interests,
           ${sql.raw(PROFILE_OPTION_FIELDS.map((field) => `p.${field}`).join(', '))},
           (select json_agg(json_build_object('id', a.id, 'filename', a.filename,
                     'thumb_filename', a.thumb_filename, 'width', a.width, 'height', a.height)
                     order by a.id = coalesce(p.main_photo_id, 0) desc, a.created_at, a.id)
              from photos a where a.user_id = p.user_id and a.status = 'active') as photos,
           exists (select 1 from blocks b where b.blocker_id = ${viewer} and b.blocked_id = p.user_id) as blocked_by_me,
           exists (select 1 from blocks b where b.blocker_id = p.user_id and b.blocked_id = ${viewer}) as blocked_me,
           exists (select 1 from likes l
                    where l.liker_id = p.user_id and l.liked_id = ${viewer} and l.is_new) as unseen_like
      from profiles p ${CARD_JOINS}
     where p.user_id = ${sql.placeholder('id')}::int and p.site_id = ${sql.placeholder('site')}::int`;
}

const profilePage = preparedStatement<ProfilePageRow>('profile_page', () =>
  profilePageSql(sql`${sql.placeholder('viewer')}::int`),
);

/** profilePage's row (or null) as one JSON value of SQL, for the statement that reads the session too. */
export function profilePageJson(viewer: SQL): SQL {
  return sql`(select row_to_json(x) from (${profilePageSql(viewer)}) x)`;
}

/** Which filters a search has: the conditions of its statement (one statement per shape). */
function shapeOf(f: SearchFilters) {
  return {
    gender: f.gender !== undefined,
    country: f.country !== undefined,
    region: f.countryregion !== undefined,
    age: f.min_age !== undefined || f.max_age !== undefined,
  };
}

/** A member's page read whole (`memberSearchSql`). */
interface MemberPageRead {
  /** The exclusions (with a shared count) or the capped count (without): see MemberService.search. */
  total: number;
  cards: CardColumns[];
}

/**
 * A member's search as the session's statement reads it: the page (`memberSearchSql`) or, where
 * the site's ranking is kept, only the member's exclusions (`memberExclusionsSql`).
 */
export type MemberSearchRead =
  | MemberPageRead
  | {
      /** How many of the member's exclusions the filters list (the shared count's part). */
      total: number;
      /** The member and everyone blocked either way: left out of the kept ranking. */
      excluded: number[];
    };

/** Which filters a search of `shape` has, as digits for its statements' names (one per shape). */
function shapeName(shape: ReturnType<typeof shapeOf>): string {
  return Object.values(shape)
    .map((on) => (on ? 1 : 0))
    .join('');
}

/** The conditions of a search of `shape` on profiles `p`, with memberSearchSql's placeholders. */
function searchFiltersSql(shape: ReturnType<typeof shapeOf>): SQL {
  const p = (name: string) => sql.placeholder(name);
  return sql.join(
    [
      sql`p.site_id = ${p('site')}::int and p.searchable`,
      shape.gender ? sql`p.gender = ${p('gender')}::text` : undefined,
      shape.country ? sql`p.country = ${p('country')}::text` : undefined,
      shape.region ? sql`p.region_id = ${p('region')}::int` : undefined,
      shape.age
        ? // The upper bound on another expression than the lower one: PostgreSQL would take the
          // pair for a narrow range of unknown bounds (0.5 % of the rows) and plan a sort of the
          // age index's rows instead of a walk in browse order — 20 times slower with a broad
          // band (decision 044, "Plans"). The lower bound still narrows the index walk.
          sql`p.birth_date >= ${p('born_from')}::date and p.birth_date::timestamp <= ${p('born_to')}::timestamp`
        : undefined,
    ].filter((part) => part !== undefined),
    sql` and `,
  );
}

/** The viewer and the members blocked either way, as a subquery of one column `id`. */
const excludedSql = (viewer: SQL) => sql`select ${viewer} as id
  union select blocked_id from blocks where blocker_id = ${viewer}
  union select blocker_id from blocks where blocked_id = ${viewer}`;

/**
 * A member's page of the search as one JSON value of SQL of the member's id (`viewer`): the
 * listed members of the site the filters match, but the member and those blocked either way, in
 * the browse indexes' order; and the total's part — the member's exclusions when the site's
 * shared count is kept (`shared`), else the capped count. The same rows as MemberService's card
 * query (decision 044: a statement with subqueries costs less as SQL built once than through the
 * query builder on every request). Placeholders: site, gender, country, region, born_from,
 * born_to (the filters of `shape`), offset.
 */
function memberSearchSql(
  viewer: SQL,
  shape: ReturnType<typeof shapeOf>,
  shared: boolean,
  offset: number | null,
): SQL {
  const p = (name: string) => sql.placeholder(name);
  const filters = searchFiltersSql(shape);
  const shown = sql`${filters} and p.user_id <> ${viewer}
    and not exists (select 1 from blocks b
          where (b.blocker_id = ${viewer} and b.blocked_id = p.user_id)
             or (b.blocker_id = p.user_id and b.blocked_id = ${viewer}))`;
  const total = shared
    ? sql`(select count(*)::int from profiles p where ${filters} and p.user_id in (${excludedSql(viewer)}))`
    : sql`(select count(*)::int from (select 1 from profiles p where ${shown} limit ${sql.raw(String(COUNT_CAP))}) c)`;
  // The page's members first, by the browse index alone; their cards only then, so a later page
  // does not join the cards of every member it skips (decision 044, "Plans").
  return sql`(select json_build_object('total', ${total}, 'cards', coalesce((select json_agg(c) from (
      select ${CARD_COLUMNS} from (
        select p.user_id from profiles p
         where ${shown}
         order by p.last_active_at desc nulls last, p.user_id desc nulls last
         limit ${sql.raw(String(PER_PAGE))} offset ${offset === null ? p('offset') : sql.raw(String(offset))}::int) page
        join profiles p on p.user_id = page.user_id ${CARD_JOINS}
       order by p.last_active_at desc nulls last, p.user_id desc nulls last) c), '[]'::json)))`;
}

/**
 * The viewer's exclusions from the search (themselves and the members blocked either way) and how
 * many of them the filters list, as one JSON value of SQL: a member's page is then the site's
 * kept ranking less these (MemberService.search). Placeholders: those of memberSearchSql's
 * filters, no offset.
 */
function memberExclusionsSql(viewer: SQL, shape: ReturnType<typeof shapeOf>): SQL {
  return sql`(select json_build_object(
      'total', (select count(*)::int from profiles p
                 where ${searchFiltersSql(shape)} and p.user_id in (${excludedSql(viewer)})),
      'excluded', (select json_agg(x.id) from (${excludedSql(viewer)}) x)))`;
}

/** memberSearchSql's statements without the session, by name (MemberService.readMemberSearch). */
const memberSearchStatements = new Map<
  string,
  ReturnType<typeof preparedStatement<{ data: MemberPageRead }>>
>();

/** A value kept until `until` (performance.now()): see `keep`. */
interface Kept<T> {
  until: number;
  value: Promise<T>;
}

/**
 * The value kept in `store` under `key` while fresh, else `make()`'s, kept for `ms`: askers at
 * the same time share one promise, and a failed one is not kept (the next asker asks again).
 * Past `most` keys the store starts over.
 */
function keep<T>(
  store: Map<string, Kept<T>>,
  key: string,
  most: number,
  ms: number,
  make: () => Promise<T>,
): Promise<T> {
  const at = performance.now();
  const kept = store.get(key);
  if (kept && kept.until > at) return kept.value;
  if (store.size >= most) store.clear();
  const entry = { until: at + ms, value: make() };
  store.set(key, entry);
  entry.value.catch(() => {
    if (store.get(key) === entry) store.delete(key);
  });
  return entry.value;
}

/** The key of what a site's search keeps for every page of it (its filters but the page). */
function sharedKey(site: Site, filters: SearchFilters): string {
  const { page: _page, ...shared } = filters;
  return `${site.id} ${JSON.stringify(shared)}`;
}

export class MemberService {
  /** Visitors' search answers by site and filters, while fresh (see visitorSearch). */
  private readonly visitorPages = new Map<string, Kept<SearchAnswer>>();
  /** Listed members by site and filters, counted up to SHARED_COUNT_CAP, while fresh (see sharedCount). */
  private readonly sharedCounts = new Map<string, Kept<number>>();
  /** The first RANKED listed members by site and filters, in browse order, while fresh (see ranking). */
  private readonly rankings = new Map<string, Kept<CardRow[]>>();

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    /** How long a visitor's search answer is reused (ms); 0: never (docs/decisions/030-throughput.md). */
    private readonly visitorCacheMs = 0,
  ) {}

  // ── Own profile ──────────────────────────────────────────────────────────

  async ownProfile(site: Site, userId: number): Promise<OwnProfile> {
    const profile = await profileOf(this.db, userId);
    if (!profile) throw notFound('No profile');
    const [user] = await this.db.select({ paidUser: users.paidUser }).from(users).where(eq(users.id, userId));
    const [region] = profile.regionId
      ? await this.db
          .select({ id: regions.id, name: regions.name })
          .from(regions)
          .where(eq(regions.id, profile.regionId))
      : [];
    const own = await this.db
      .select()
      .from(photos)
      .where(eq(photos.userId, userId))
      .orderBy(asc(photos.createdAt), asc(photos.id));
    const main = own.find((p) => p.id === profile.mainPhotoId && p.status === 'active') ?? null;
    const options = Object.fromEntries(
      PROFILE_OPTION_FIELDS.map((field) => [field, optionValue(profile, field)]),
    );
    return {
      id: userId,
      name: profile.name,
      gender: profile.gender,
      seeking: profile.seeking,
      birth_date: profile.birthDate,
      age: ageFrom(profile.birthDate, this.clock.now()),
      country: profile.country,
      region: region ?? null,
      ...(options as Pick<OwnProfile, (typeof PROFILE_OPTION_FIELDS)[number]>),
      interests: profile.interests,
      about: profile.about,
      photos: own.map((p) => presentPhoto(p, p.id === profile.mainPhotoId, site.cdnPrefix)),
      main_image: main ? imageOf(main, site.cdnPrefix) : null,
      photo_limit: user?.paidUser ? LIMITS.premiumPhotos : LIMITS.freePhotos,
    };
  }

  async updateProfile(site: Site, userId: number, update: ProfileUpdate): Promise<OwnProfile> {
    const current = await profileOf(this.db, userId);
    if (!current) throw notFound('No profile');
    const changes: Partial<typeof profiles.$inferInsert> = { updatedAt: this.clock.now() };
    if (update.name !== undefined) {
      const [account] = await this.db.select({ email: users.email }).from(users).where(eq(users.id, userId));
      if (update.name.toLowerCase() === account?.email) throw fieldError('name', 'name_equals_email');
      if (update.name.startsWith('@')) throw fieldError('name', 'name_starts_with_at');
      changes.name = update.name;
    }
    if (update.seeking !== undefined) changes.seeking = update.seeking;
    const country = update.country ?? current.country;
    if (update.country !== undefined) {
      if (!site.countries.includes(update.country) && !(await this.hasRegions(update.country))) {
        throw fieldError('country', 'invalid_value');
      }
      changes.country = update.country;
      if (update.country !== current.country && update.region_id === undefined) changes.regionId = null;
    }
    if (update.region_id !== undefined) {
      if (update.region_id !== null) {
        const [region] = await this.db
          .select({ country: regions.country })
          .from(regions)
          .where(eq(regions.id, update.region_id));
        if (!region || region.country !== country) throw fieldError('region_id', 'invalid_value');
      }
      changes.regionId = update.region_id;
    }
    for (const field of PROFILE_OPTION_FIELDS) {
      if (update[field] !== undefined) Object.assign(changes, { [camel(field)]: update[field] });
    }
    if (update.interests !== undefined) {
      const wanted = [...new Set(update.interests)];
      const known = wanted.length
        ? await this.db.select({ id: interests.id }).from(interests).where(inArray(interests.id, wanted))
        : [];
      if (known.length !== wanted.length) throw fieldError('interests', 'invalid_value');
      changes.interests = wanted;
    }
    if (update.about !== undefined) {
      changes.about = update.about;
      // A new text waits in the staff console's profile text review (it shows meanwhile).
      changes.aboutPending = update.about.trim() !== '';
    }
    await this.db.update(profiles).set(changes).where(eq(profiles.userId, userId));
    this.forgetVisitorPages(site.id);
    return this.ownProfile(site, userId);
  }

  private async hasRegions(country: string): Promise<boolean> {
    const [row] = await this.db
      .select({ id: regions.id })
      .from(regions)
      .where(eq(regions.country, country))
      .limit(1);
    return !!row;
  }

  // ── Search ───────────────────────────────────────────────────────────────

  /**
   * A visitor's (logged-out) search: the same answer for every visitor of a site, so one answer
   * per site and filters is reused for `visitorCacheMs` (5 s by default) by every visitor asking
   * meanwhile, and concurrent first askers share one query. A profile edited on this node clears
   * the site's answers at once; other changes (and other nodes' edits) show within that time.
   */
  visitorSearch(site: Site, filters: SearchFilters): Promise<SearchAnswer> {
    if (this.visitorCacheMs <= 0) return this.search(site, null, filters);
    return keep(
      this.visitorPages,
      `${site.id} ${JSON.stringify(filters)}`,
      VISITOR_PAGES_KEPT,
      this.visitorCacheMs,
      () => this.search(site, null, filters),
    );
  }

  /** Drops the site's kept visitor answers, shared counts and rankings (a listed member changed). */
  forgetVisitorPages(siteId: number): void {
    for (const kept of [this.visitorPages, this.sharedCounts, this.rankings]) {
      for (const key of kept.keys()) {
        if (key.startsWith(`${siteId} `)) kept.delete(key);
      }
    }
  }

  /**
   * How many members of the site a search's filters list, counted up to SHARED_COUNT_CAP: the
   * same for every member, so counted once per site and filters for `visitorCacheMs`, like the
   * visitors' page, and shared by the members who ask meanwhile (concurrent first askers share
   * one statement). A member's total is this less their own exclusions (counted by `memberSearchSql`), so the
   * page's statement no longer counts up to 1,000 rows for every answer (decision 044). Null when
   * nothing is kept (`visitorCacheMs` 0): the page's statement counts exactly.
   */
  private sharedCount(site: Site, filters: SearchFilters, now: Date): Promise<number> | null {
    if (this.visitorCacheMs <= 0) return null;
    return keep(this.sharedCounts, sharedKey(site, filters), VISITOR_PAGES_KEPT, this.visitorCacheMs, () =>
      this.countCapped(and(...this.searchConditions(site, null, filters, now))!, SHARED_COUNT_CAP),
    );
  }

  /**
   * The first RANKED listed members of the site the filters match, with their cards, in browse
   * order: the same for every member, so read once per site and filters for `visitorCacheMs`,
   * like the visitors' page, and shared by the members who ask meanwhile (concurrent first askers
   * share one statement). A member's page among the first PAGES_WRITTEN_OUT is this less the
   * member's own exclusions, read with the session (decision 044, "A ranking kept per site"):
   * PostgreSQL no longer walks the browse index and joins 24 cards for every member's page.
   */
  private ranking(site: Site, filters: SearchFilters, now: Date): Promise<CardRow[]> {
    return keep(this.rankings, sharedKey(site, filters), RANKINGS_KEPT, this.visitorCacheMs, async () =>
      this.cardQuery(and(...this.searchConditions(site, null, filters, now))!)
        .orderBy(...BROWSE_ORDER)
        .limit(RANKED),
    );
  }

  /** Whether a member's page of this search is taken from the site's kept ranking. */
  private ranked(filters: SearchFilters): boolean {
    return this.visitorCacheMs > 0 && filters.page <= PAGES_WRITTEN_OUT;
  }

  /**
   * The session statement's part of a member's search (`auth.userWith`): where the page comes
   * from the site's kept ranking, only the member's exclusions (`memberExclusionsSql`); else the
   * page and the total's part (`memberSearchSql`). One named statement per shape of the filters.
   */
  memberSearchQuery(site: Site, filters: SearchFilters) {
    if (!this.ranked(filters)) return this.memberPageQuery(site, filters);
    const shape = shapeOf(filters);
    return {
      name: `session_members_${shapeName(shape)}_exclusions`,
      data: (viewer: SQL) => memberExclusionsSql(viewer, shape),
      values: this.filterValues(site, filters, shape),
    };
  }

  /** The values of searchFiltersSql's placeholders for these filters. */
  private filterValues(site: Site, filters: SearchFilters, shape: ReturnType<typeof shapeOf>) {
    const range =
      shape.age && birthDateRange(filters.min_age ?? LIMITS.minAge, filters.max_age ?? 120, this.clock.now());
    return {
      site: site.id,
      gender: filters.gender,
      country: filters.country,
      region: filters.countryregion,
      born_from: range ? range.from : undefined,
      born_to: range ? range.to : undefined,
    };
  }

  /** The session statement's part of a member's page read whole (`memberSearchSql`). */
  private memberPageQuery(site: Site, filters: SearchFilters) {
    const shape = shapeOf(filters);
    const shared = this.visitorCacheMs > 0;
    // The first pages' offsets are written into their statements: PostgreSQL costs a plan for an
    // unknown offset as if it skipped a tenth of the rows, so it planned such a statement anew
    // on every call (1.2 ms, more than running it) instead of keeping one (decision 044, "Plans").
    const offset = (filters.page - 1) * PER_PAGE;
    const literal = filters.page <= PAGES_WRITTEN_OUT ? offset : null;
    const name = `session_members_${shapeName(shape)}${shared ? '_shared' : ''}${literal === null ? '' : `_p${filters.page}`}`;
    return {
      name,
      data: (viewer: SQL) => memberSearchSql(viewer, shape, shared, literal),
      values: { ...this.filterValues(site, filters, shape), offset: literal === null ? offset : undefined },
    };
  }

  /** A member's page of the search on its own, when the session's statement did not read it. */
  private async readMemberSearch(site: Site, viewerId: number, filters: SearchFilters) {
    const query = this.memberPageQuery(site, filters);
    let statement = memberSearchStatements.get(query.name);
    if (!statement) {
      statement = preparedStatement<{ data: MemberPageRead }>(
        query.name.replace('session_', ''),
        () => sql`select ${query.data(sql`${sql.placeholder('viewer')}::int`)} as data`,
      );
      memberSearchStatements.set(query.name, statement);
    }
    const [row] = await statement(this.db, { ...query.values, viewer: viewerId });
    return row!.data;
  }

  /** A member's page read whole: the one the session's statement read, else read now. */
  private async wholePage(
    site: Site,
    viewerId: number,
    filters: SearchFilters,
    read: MemberSearchRead | null | undefined,
  ): Promise<{ total: number; rows: CardRow[] }> {
    const page = read && 'cards' in read ? read : await this.readMemberSearch(site, viewerId, filters);
    return { total: page.total, rows: page.cards.flatMap((card) => cardRowOf(card) ?? []) };
  }

  /**
   * A member's page from the site's kept ranking less `excluded`, or null when the ranking holds
   * too few for it once those are left out (a member who blocked many): then read whole.
   */
  private async rankedPage(
    site: Site,
    filters: SearchFilters,
    excluded: number[],
    now: Date,
  ): Promise<CardRow[] | null> {
    const ranking = await this.ranking(site, filters, now);
    const leftOut = new Set(excluded);
    const offset = (filters.page - 1) * PER_PAGE;
    const shown = ranking.filter((row) => !leftOut.has(row.userId));
    // A ranking shorter than RANKED holds every listed member: any page of it is whole.
    if (ranking.length === RANKED && shown.length < offset + PER_PAGE) return null;
    return shown.slice(offset, offset + PER_PAGE);
  }

  /**
   * A search's answer. A visitor's page (`viewerId` null) or a member's; `read`: the member's page
   * read with the session already (`memberSearchQuery`), else asked here.
   */
  async search(
    site: Site,
    viewerId: number | null,
    filters: SearchFilters,
    read?: MemberSearchRead | null,
  ): Promise<SearchAnswer> {
    const now = this.clock.now();
    const offset = (filters.page - 1) * PER_PAGE;
    // The filters as the query builder's conditions: a visitor's page, and the exact count of a
    // page past the end or of a member with many exclusions — not built for a member's page read
    // with the session.
    const where = () => and(...this.searchConditions(site, viewerId, filters, now))!;
    // A member's total: the site's shared count less the member's exclusions, which the page's
    // statement counts (a few rows). Without a shared count (and for visitors), the page's
    // statement counts up to COUNT_CAP itself. Either is a subquery PostgreSQL runs once (decision
    // 044); a page past the end has no row to carry it.
    const shared = viewerId === null ? null : await this.sharedCount(site, filters, now);
    let rows: CardRow[];
    let counted: number | null;
    if (viewerId !== null) {
      // From the kept ranking when the session's statement read the exclusions and the ranking
      // holds the page; else the page read whole (with the session, or now).
      const ranked =
        read && 'excluded' in read ? await this.rankedPage(site, filters, read.excluded, now) : null;
      const page = ranked
        ? { total: read!.total, rows: ranked }
        : await this.wholePage(site, viewerId, filters, read);
      rows = page.rows;
      counted = rows.length ? page.total : null;
    } else {
      const visitorWhere = where();
      const found = await this.cardQuery(visitorWhere, {
        total: sql<number>`(${this.cappedCount(visitorWhere)})`,
      })
        .orderBy(...BROWSE_ORDER)
        .limit(PER_PAGE)
        .offset(offset);
      rows = found;
      counted = found.length ? Number(found[0]!.total) : null;
    }
    let total: number;
    if (counted === null) {
      total = await this.countCapped(where());
    } else if (shared === null) {
      total = counted;
    } else {
      const left = shared - counted;
      // A capped shared count less many exclusions says too little: count this member's exactly.
      total =
        shared >= SHARED_COUNT_CAP && left < COUNT_CAP
          ? await this.countCapped(where())
          : // At least the rows shown: the shared count can be a few seconds older than the page.
            Math.max(Math.min(left, COUNT_CAP), offset + rows.length);
    }
    let similar: CardRow[] = [];
    if (total < FEW_RESULTS) {
      // Relax: any region, five more years each way, any country of the site; never repeat a result.
      const relaxed = this.searchConditions(
        site,
        viewerId,
        {
          gender: filters.gender,
          min_age: Math.max(LIMITS.minAge, (filters.min_age ?? LIMITS.minAge) - 5),
          max_age: Math.min(99, (filters.max_age ?? 99) + 5),
          page: 1,
        },
        now,
      );
      const shown = rows.map((r) => r.userId);
      if (shown.length)
        relaxed.push(
          sql`${profiles.userId} not in (${sql.join(
            shown.map((id) => sql`${id}`),
            sql`, `,
          )})`,
        );
      similar = await this.cardQuery(and(...relaxed)!)
        .orderBy(...BROWSE_ORDER)
        .limit(SIMILAR_COUNT);
    }
    return {
      profiles: rows.map((row) => presentCard(site, row, now)),
      total,
      page: filters.page,
      per_page: PER_PAGE,
      similar: similar.map((row) => presentCard(site, row, now)),
    };
  }

  /** Cards of the given members, in that order, leaving out anyone blocked either way. */
  async cardsByIds(site: Site, viewerId: number, ids: number[]) {
    if (ids.length === 0) return [];
    const now = this.clock.now();
    const rows = await this.cardQuery(
      and(eq(profiles.siteId, site.id), inArray(profiles.userId, ids), notBlockedEitherWay(viewerId))!,
    );
    const byId = new Map(rows.map((row) => [row.userId, presentCard(site, row, now)]));
    return ids.flatMap((id) => byId.get(id) ?? []);
  }

  /**
   * Summaries of the given members of the site, by id, whatever their state or blocks: what a
   * notification or mail about something they did names (a past event stays readable).
   */
  async summariesByIds(site: Site, ids: number[]): Promise<Map<number, MemberSummary>> {
    if (ids.length === 0) return new Map();
    const rows = await this.db
      .select({
        userId: profiles.userId,
        name: profiles.name,
        fictional: profiles.fictional,
        filename: photos.filename,
        thumbFilename: photos.thumbFilename,
      })
      .from(profiles)
      .leftJoin(photos, and(eq(photos.id, profiles.mainPhotoId), eq(photos.status, 'active')))
      .where(and(eq(profiles.siteId, site.id), inArray(profiles.userId, [...new Set(ids)])));
    return new Map(rows.map((row) => [row.userId, presentMember(site, row)]));
  }

  /**
   * Swipe-game candidates: listed members fitting the viewer's search preference (gender sought),
   * not yet liked or passed, not blocked; recently active first.
   */
  async swipeCandidates(
    site: Site,
    viewer: { id: number; seeking: 'male' | 'female' | null },
    limit: number,
    options: { fictionalOnly?: boolean } = {},
  ) {
    const now = this.clock.now();
    const conditions = this.searchConditions(
      site,
      viewer.id,
      { gender: viewer.seeking ?? undefined, page: 1 },
      now,
    );
    if (options.fictionalOnly) conditions.push(eq(profiles.fictional, true));
    conditions.push(
      sql`not exists (select 1 from likes l where l.liker_id = ${viewer.id} and l.liked_id = ${profiles.userId})`,
      sql`not exists (select 1 from swipe_passes s where s.user_id = ${viewer.id} and s.profile_id = ${profiles.userId})`,
    );
    const rows = await this.cardQuery(and(...conditions)!)
      .orderBy(...BROWSE_ORDER)
      .limit(limit);
    return rows.map((row) => presentCard(site, row, now));
  }

  /**
   * Members a landing page shows: listed, with a photo, fitting the site's niche (docs/product.md#landing-pages: niches
   * 1–7 are plain, she, bdsm, bbw, gilf, milf, gay), recently active first. When the niche has too
   * few members the rest is filled with anyone listed with a photo, so a lander is never empty.
   */
  async landerCards(site: Site, limit: number) {
    const now = this.clock.now();
    const base = [
      eq(profiles.siteId, site.id),
      LISTED,
      sql`${profiles.mainPhotoId} is not null`,
      sql`${photos.id} is not null`,
    ];
    const niche = nicheConditions(site.niche, now);
    const rows = await this.cardQuery(and(...base, ...niche)!)
      .orderBy(...BROWSE_ORDER)
      .limit(limit);
    if (rows.length < limit && niche.length > 0) {
      const shown = rows.map((r) => r.userId);
      const more = await this.cardQuery(
        and(
          ...base,
          shown.length
            ? sql`${profiles.userId} not in (${sql.join(
                shown.map((id) => sql`${id}`),
                sql`, `,
              )})`
            : undefined,
        )!,
      )
        .orderBy(...BROWSE_ORDER)
        .limit(limit - rows.length);
      rows.push(...more);
    }
    return rows.map((row) => presentCard(site, row, now));
  }

  private searchConditions(site: Site, viewerId: number | null, f: SearchFilters, now: Date): SQL[] {
    const conditions: SQL[] = [eq(profiles.siteId, site.id), LISTED];
    if (f.gender) conditions.push(eq(profiles.gender, f.gender));
    if (f.country) conditions.push(eq(profiles.country, f.country));
    if (f.countryregion) conditions.push(eq(profiles.regionId, f.countryregion));
    if (f.min_age !== undefined || f.max_age !== undefined) {
      const range = birthDateRange(f.min_age ?? LIMITS.minAge, f.max_age ?? 120, now);
      conditions.push(gte(profiles.birthDate, range.from), lte(profiles.birthDate, range.to));
    }
    if (viewerId !== null) {
      conditions.push(ne(profiles.userId, viewerId), notBlockedEitherWay(viewerId));
    }
    return conditions;
  }

  /** Cards matching `where`; `extra` adds columns (the page's total). */
  private cardQuery<Extra extends Record<string, SQL>>(where: SQL, extra: Extra = {} as Extra) {
    return (
      this.db
        .select({ ...cardColumns, ...extra })
        .from(profiles)
        // A join by primary key, one row each (an EXISTS here became a hashed scan of all users).
        .innerJoin(users, eq(users.id, profiles.userId))
        .leftJoin(regions, eq(regions.id, profiles.regionId))
        .leftJoin(photos, and(eq(photos.id, profiles.mainPhotoId), eq(photos.status, 'active')))
        .where(where)
        .$dynamic()
    );
  }

  /** How many members match, counted up to `cap`: a statement of its own or a subquery. */
  private cappedCount(where: SQL, cap = COUNT_CAP) {
    const capped = this.db.select({ one: sql`1` }).from(profiles).where(where).limit(cap).as('capped');
    return this.db.select({ n: sql<number>`count(*)::int` }).from(capped);
  }

  private async countCapped(where: SQL, cap = COUNT_CAP): Promise<number> {
    const [row] = await this.cappedCount(where, cap);
    return row?.n ?? 0;
  }

  // ── Profile page ─────────────────────────────────────────────────────────

  /**
   * A member's profile page, read in one statement built once (decision 044): the card, the
   * profile's fields, the active photos (main first), blocks either way and whether the member's
   * like of the viewer is still unseen (`unseenLike`: opening the page clears it, see the route).
   */
  async publicProfile(
    site: Site,
    viewer: { id: number; paidUser: boolean } | null,
    id: number,
    /** profilePageJson's row for this viewer, read with the session already. */
    read?: ProfilePageRow,
  ): Promise<{ profile: PublicProfile; unseenLike: boolean }> {
    const now = this.clock.now();
    const [row] = read
      ? [read]
      : await profilePage(this.db, { id, site: site.id, viewer: viewer?.id ?? null });
    const card = row && cardRowOf(row);
    const isSelf = viewer?.id === id;
    if (!row || !card || (!row.searchable && !isSelf)) throw notFound('No such member');
    const blocksApply = viewer !== null && !isSelf;
    if (blocksApply && row.blocked_me) {
      throw new HttpError(403, 'blocked', 'This member blocked you; the profile cannot be viewed');
    }
    const active = row.photos ?? [];
    const allowed = isSelf || viewer?.paidUser ? active.length : viewer ? LIMITS.freePhotos : VISITOR_PHOTOS;
    const shown = active.slice(0, allowed);
    const fields: Record<string, string> = {};
    for (const field of visibleOptionFields(site)) {
      const value = row[field];
      if (value !== null && value !== undefined) fields[field] = value;
    }
    const profile: PublicProfile = {
      ...presentCard(site, card, now),
      about: site.visibleProfileNotes.includes('about') ? row.about : null,
      fields,
      interests: site.visibleProfileFields.includes('interests') ? row.interests : [],
      photos: shown.map((p) => ({
        id: p.id,
        filename: photoFileUrl(p.filename, 'active', site.cdnPrefix),
        thumb_filename: photoFileUrl(p.thumb_filename, 'active', site.cdnPrefix),
        width: p.width,
        height: p.height,
      })),
      photos_total: active.length,
      more_photos: shown.length >= active.length ? 'none' : viewer ? 'premium' : 'login',
      blocked_by_me: blocksApply && row.blocked_by_me,
    };
    return { profile, unseenLike: blocksApply && row.unseen_like };
  }
}

/** Which members fit a niche; plain (1) and bdsm (3) have no profile field to pick by. */
function nicheConditions(niche: number, now: Date): SQL[] {
  const female = eq(profiles.gender, 'female');
  const aged = (min: number, max: number) => {
    const range = birthDateRange(min, max, now);
    return [gte(profiles.birthDate, range.from), lte(profiles.birthDate, range.to)];
  };
  switch (niche) {
    case 2:
      return [female];
    case 4:
      return [female, inArray(profiles.bodyType, ['curvy', 'plus_size'])];
    case 5:
      return [female, ...aged(55, 99)];
    case 6:
      return [female, ...aged(35, 54)];
    case 7:
      return [eq(profiles.gender, 'male'), inArray(profiles.sexuality, ['gay', 'bi'])];
    default:
      return [];
  }
}

/** Neither the viewer blocked the member nor the member the viewer. */
export function notBlockedEitherWay(viewerId: number): SQL {
  return sql`not exists (select 1 from ${blocks}
     where (${blocks.blockerId} = ${viewerId} and ${blocks.blockedId} = ${profiles.userId})
        or (${blocks.blockerId} = ${profiles.userId} and ${blocks.blockedId} = ${viewerId}))`;
}

function camel(field: string): string {
  return field.replace(/_(\w)/g, (_, c: string) => c.toUpperCase());
}

function optionValue(profile: typeof profiles.$inferSelect, field: string): string | null {
  return (profile as unknown as Record<string, string | null>)[camel(field)] ?? null;
}

function fieldError(field: string, code: string) {
  return new HttpError(400, 'validation_failed', `Invalid ${field}`, { fields: { [field]: code } });
}
