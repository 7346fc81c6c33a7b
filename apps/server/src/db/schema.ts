import { type SQL, sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** Text in several languages: `{ en: '…', nl: '…' }`; readers fall back to the site's language. */
export type LocalizedText = Partial<Record<string, string>>;

export const companies = pgTable('companies', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  address: text('address').notNull().default(''),
  /** Chamber of commerce number (KvK in the Netherlands). */
  kvk: text('kvk').notNull().default(''),
  city: text('city').notNull().default(''),
  country: text('country').notNull().default(''),
  tradenames: text('tradenames').array().notNull().default(sql`'{}'::text[]`),
  vatNumbers: text('vat_numbers').array().notNull().default(sql`'{}'::text[]`),
  supportPhone: text('support_phone').notNull().default(''),
  /** Percentage offered to a member who is about to delete the account (retention offer). */
  deleteDiscount: integer('delete_discount').notNull().default(0),
  added: timestamp('added', { withTimezone: true }).notNull().defaultNow(),
});

/** One branded dating site; the request's Host picks it (docs/architecture.md#sites); its settings: docs/product.md#what-we-keep. */
export const sites = pgTable(
  'sites',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    domain: text('domain').notNull(),
    /** Further host names answering for this site (www., staging names). */
    aliases: text('aliases').array().notNull().default(sql`'{}'::text[]`),
    name: text('name').notNull(),
    domainLanguage: text('domain_language').notNull(),
    cdnPrefix: text('cdn_prefix').notNull().default(''),
    description: jsonb('description').$type<LocalizedText>().notNull().default({}),
    indexTitle: jsonb('index_title').$type<LocalizedText>().notNull().default({}),
    countries: text('countries').array().notNull(),
    niche: integer('niche').notNull().default(1),
    signups: text('signups', { enum: ['all', 'with_trafficsource', 'invite_only'] })
      .notNull()
      .default('all'),
    loggedOutSearch: boolean('logged_out_search').notNull().default(true),
    loggedOutSearchTrafficsource: boolean('logged_out_search_trafficsource').notNull().default(false),
    /** Per country: the least a message costs there, `{ NL: { costs: 10, currency: 'EUR' } }`. */
    minimumMessageCosts: jsonb('minimum_message_costs')
      .$type<Record<string, { costs: number; currency: string }>>()
      .notNull()
      .default({}),
    messageCredits: integer('message_credits').notNull().default(10),
    photoCredits: integer('photo_credits').notNull().default(20),
    giftCredits: integer('gift_credits').notNull().default(30),
    signupCredits: integer('signup_credits').notNull().default(0),
    messageLength: integer('message_length').notNull().default(1000),
    visibleProfileFields: text('visible_profile_fields').array().notNull().default(sql`'{}'::text[]`),
    visibleProfileNotes: text('visible_profile_notes').array().notNull().default(sql`'{}'::text[]`),
    searchFields: text('search_fields').array().notNull().default(sql`'{}'::text[]`),
    supportEmail: text('support_email').notNull(),
    supportPhone: text('support_phone').notNull().default(''),
    fictionalIcon: text('fictional_icon').notNull().default('🎭'),
    fictionalWarning: jsonb('fictional_warning').$type<LocalizedText>().notNull().default({}),
    fictionalSingular: jsonb('fictional_singular').$type<LocalizedText>().notNull().default({}),
    fictionalPlural: jsonb('fictional_plural').$type<LocalizedText>().notNull().default({}),
    refundDays: integer('refund_days').notNull().default(14),
    memberResell: boolean('member_resell').notNull().default(false),
    enableSiteEntryPopup: boolean('enable_site_entry_popup').notNull().default(true),
    /** Chat history older than this many days is hidden (docs/product.md#chats-and-likes). */
    chatHistoryDays: integer('chat_history_days').notNull().default(365),
    /** Messages a free member may send without credits, in total. */
    freeMessages: integer('free_messages').notNull().default(3),
    /** New member photos wait for staff approval (pending) instead of showing at once. */
    photoModeration: boolean('photo_moderation').notNull().default(false),
    /** Countries where the entry warning shows; empty means everywhere. */
    entryWarningCountries: text('entry_warning_countries').array().notNull().default(sql`'{}'::text[]`),
    /** The adult-cam promotion tile (docs/product.md#screens): shown when on, linking to camPromoUrl with camPromoImage. */
    camPromoEnabled: boolean('cam_promo_enabled').notNull().default(false),
    camPromoUrl: text('cam_promo_url').notNull().default(''),
    camPromoImage: text('cam_promo_image').notNull().default(''),
    /** Gifts of the shipped catalogue this site does not offer (staff console). */
    disabledGifts: text('disabled_gifts').array().notNull().default(sql`'{}'::text[]`),
    /** Off: robots.txt disallows everything and every page says noindex (a site being set up). */
    searchEngineIndexing: boolean('search_engine_indexing').notNull().default(true),
    /**
     * Screening on arrival (decision 043): an explicit photo that would be the main photo is
     * refused at upload or held for a moderator; a profile photo without a face is held or allowed.
     */
    screenExplicitMain: text('screen_explicit_main', { enum: ['refuse', 'hold'] })
      .notNull()
      .default('hold'),
    screenNoFace: text('screen_no_face', { enum: ['hold', 'allow'] })
      .notNull()
      .default('allow'),
    /**
     * Distinct members reporting a profile within a week that hide it until a moderator decides;
     * 0: reports never hide (docs/decisions/042-abuse-thresholds.md).
     */
    reportHideThreshold: integer('report_hide_threshold').notNull().default(3),
    /** Sign-up and e-mail change refuse throwaway-mail domains (decisions 036 and 042). */
    refuseDisposableEmail: boolean('refuse_disposable_email').notNull().default(true),
    /**
     * Sign-ups from one client address within an hour after which a sign-up must bring a solved
     * proof-of-work challenge; 0: always (decision 042).
     */
    signupChallengeAfter: integer('signup_challenge_after').notNull().default(5),
    /**
     * Scam patterns kept by staff, one phrase each (the phrase syntax of the meeting check), added
     * to the built-in list; `-phrase` drops a built-in one for this site (decision 042).
     */
    scamPatterns: text('scam_patterns').array().notNull().default(sql`'{}'::text[]`),
    /** The built-in scam patterns (eleven languages, IBANs, phones, handles, links) apply. */
    scamPatternsBuiltin: boolean('scam_patterns_builtin').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('sites_domain_key').on(t.domain),
    check('sites_niche_range', sql`${t.niche} between 1 and 7`),
    check(
      'sites_credits_not_negative',
      sql`${t.messageCredits} >= 0 and ${t.photoCredits} >= 0 and ${t.giftCredits} >= 0 and ${t.signupCredits} >= 0`,
    ),
    check('sites_message_length_positive', sql`${t.messageLength} > 0`),
    check('sites_refund_days_not_negative', sql`${t.refundDays} >= 0`),
  ],
);

/** Profile interests (about 50); names per language so staff can add one without a deploy. */
export const interests = pgTable(
  'interests',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    names: jsonb('names').$type<LocalizedText>().notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [uniqueIndex('interests_slug_key').on(t.slug)],
);

/** Top-level regions per country (province, state, canton, …) with centroids for offline geocoding. */
export const regions = pgTable(
  'regions',
  {
    id: serial('id').primaryKey(),
    country: text('country').notNull(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
  },
  (t) => [
    uniqueIndex('regions_country_code_key').on(t.country, t.code),
    index('regions_country_idx').on(t.country),
    // A card's region name read from the index alone: by the primary key PostgreSQL reads the
    // table's few pages whole for every card instead (decision 044, "Plans"). Needs the table
    // vacuumed once after seeding (setup/prepare.ts).
    index('regions_id_name_idx').on(t.id, t.name),
  ],
);

/** Small key/value store for generated instance secrets (e.g. VAPID keys) and markers. */
export const instanceSettings = pgTable('instance_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A member account on one site (docs/product.md#what-we-keep "User"). E-mail is stored lower-cased. */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    status: text('status', { enum: ['not_confirmed', 'active', 'deleted'] })
      .notNull()
      .default('not_confirmed'),
    language: text('language').notNull(),
    /** Balance; changed only together with a ledger entry (chat and payments issues). */
    credits: integer('credits').notNull().default(0),
    paidUser: boolean('paid_user').notNull().default(false),
    signupMessage: text('signup_message'),
    /** Landing-page tracking: network, ref, sub1–sub3 (docs/product.md#what-we-keep). */
    tracking: jsonb('tracking').$type<Record<string, string>>().notNull().default({}),
    /** `channel:type` entries the member switched off, e.g. `email:promotions`. */
    notificationsDisabled: text('notifications_disabled').array().notNull().default(sql`'{}'::text[]`),
    invisible: boolean('invisible').notNull().default(false),
    signupDate: timestamp('signup_date', { withTimezone: true }).notNull().defaultNow(),
    emailConfirmedAt: timestamp('email_confirmed_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    deleteReason: text('delete_reason'),
    /** Staff role (staff console); null for members. Checked on the server for every staff call. */
    role: text('role', { enum: ['admin', 'moderator', 'operator', 'support'] }),
    /** A ban: set while banned; `banned_until` null means until lifted. Session calls answer 403 account_banned. */
    bannedAt: timestamp('banned_at', { withTimezone: true }),
    bannedUntil: timestamp('banned_until', { withTimezone: true }),
    /** Reason code of the ban (translated for the member, see staff/reasons). */
    banReason: text('ban_reason'),
    /**
     * Why no notification mail goes out any more (docs/product.md#accounts): the provider reported a spam mark,
     * a bounce or a list-unsubscribe. Null: mails per the member's preferences.
     */
    emailDisabledReason: text('email_disabled_reason', { enum: ['spam', 'bounce', 'list_unsubscribe'] }),
    emailDisabledAt: timestamp('email_disabled_at', { withTimezone: true }),
    /**
     * When the member confirmed the site's fictional_warning, which a paid message to a staff-run
     * profile needs first (docs/decisions/022-staff-run-profiles-and-money.md). Null: not yet.
     */
    fictionalAckAt: timestamp('fictional_ack_at', { withTimezone: true }),
    /**
     * The address in its canonical form — lower case, `+tag` dropped, Gmail's dots dropped and
     * googlemail.com folded — kept by the database itself, so no writer can forget it: one
     * account per mailbox and site (decision 042). Mirrors `canonicalEmail` in auth/address-policy.ts.
     */
    emailCanonical: text('email_canonical').generatedAlwaysAs(
      (): SQL =>
        sql`case when split_part(lower(email), '@', 2) in ('gmail.com', 'googlemail.com')
        then replace(regexp_replace(split_part(lower(email), '@', 1), '^(.[^+]*)\\+.*$', '\\1'), '.', '') || '@gmail.com'
        else regexp_replace(split_part(lower(email), '@', 1), '^(.[^+]*)\\+.*$', '\\1') || '@' || split_part(lower(email), '@', 2) end`,
    ),
    /** Chat photos the models score explicit arrive blurred until the member taps to view (decision 043). */
    blurExplicitPhotos: boolean('blur_explicit_photos').notNull().default(true),
  },
  (t) => [
    uniqueIndex('users_site_email_key').on(t.siteId, t.email),
    // Not unique: an installation may already hold two variants of one mailbox from before.
    index('users_site_email_canonical_idx').on(t.siteId, t.emailCanonical),
    index('users_role_idx').on(t.role).where(sql`${t.role} is not null`),
    check('users_credits_not_negative', sql`${t.credits} >= 0`),
    index('users_deleted_at_idx').on(t.deletedAt),
    // Reminder jobs look up members by signup time every few minutes (time bonus, welcome code).
    index('users_signup_date_idx').on(t.signupDate),
  ],
);

/**
 * What other members see of a member (docs/product.md#what-we-keep profile fields). Search filters live here too
 * (site, gender, birth date, country, region, visibility), so one index serves a search.
 */
export const profiles = pgTable(
  'profiles',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id),
    name: text('name').notNull(),
    gender: text('gender', { enum: ['male', 'female'] }).notNull(),
    seeking: text('seeking', { enum: ['male', 'female'] }),
    /** YYYY-MM-DD; ages are computed from it. */
    birthDate: date('birth_date', { mode: 'string' }).notNull(),
    country: text('country'),
    regionId: integer('region_id').references(() => regions.id),
    /** Special-category data (GDPR Art. 9): never in URLs, titles, logs or mails. */
    sexuality: text('sexuality'),
    hairColour: text('hair_colour'),
    eyeColour: text('eye_colour'),
    bodyType: text('body_type'),
    relationshipStatus: text('relationship_status'),
    tattoos: text('tattoos'),
    signupReason: text('signup_reason'),
    interests: integer('interests').array().notNull().default(sql`'{}'::int[]`),
    about: text('about').notNull().default(''),
    /** `disabled` until the e-mail is confirmed (docs/product.md#accounts activation reminder). */
    status: text('status', { enum: ['active', 'disabled'] })
      .notNull()
      .default('disabled'),
    /** Listed in search: an active, visible, not deleted member. Kept by the services. */
    searchable: boolean('searchable').notNull().default(false),
    /** Staff-run profile; always disclosed with the site's fictional icon and warning. */
    fictional: boolean('fictional').notNull().default(false),
    /** The about text changed since staff last reviewed it (profile text review queue). */
    aboutPending: boolean('about_pending').notNull().default(false),
    mainPhotoId: integer('main_photo_id'),
    lastActiveAt: timestamp('last_active_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * The member left (the page went hidden, the last live socket closed): not online, while
     * last_active_at keeps the true "last seen" time. Cleared by the next sign of life.
     */
    away: boolean('away').notNull().default(false),
    /**
     * Hidden since this time because enough members reported the profile: off search, swipe,
     * landers and new conversations until a moderator decides (decision 042). Null: not hidden.
     */
    reportHiddenAt: timestamp('report_hidden_at', { withTimezone: true }),
    /** A moderator's last decision on a hidden profile: reports before it no longer count to hide it. */
    reportsClearedAt: timestamp('reports_cleared_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Serves search by site + gender + age range, optionally country/region, newest activity first.
    // Search walks these in "most recently active first" order and stops after a page, so a
    // broad search never sorts the whole table; age is filtered on the way.
    // birth_date rides along at the end so age filters and the capped count read only the index.
    index('profiles_browse_age_idx')
      .on(t.siteId, t.gender, t.lastActiveAt.desc(), t.userId.desc(), t.birthDate)
      .where(sql`${t.searchable}`),
    index('profiles_browse_country_age_idx')
      .on(t.siteId, t.country, t.gender, t.lastActiveAt.desc(), t.userId.desc(), t.birthDate)
      .where(sql`${t.searchable}`),
    index('profiles_browse_all_age_idx')
      .on(t.siteId, t.lastActiveAt.desc(), t.userId.desc(), t.birthDate)
      .where(sql`${t.searchable}`),
    // Narrow searches (a region, an age band) are few rows: found by these, then sorted.
    index('profiles_region_idx').on(t.regionId, t.gender, t.birthDate).where(sql`${t.searchable}`),
    index('profiles_age_idx').on(t.siteId, t.gender, t.birthDate).where(sql`${t.searchable}`),
    index('profiles_about_pending_idx').on(t.updatedAt).where(sql`${t.aboutPending}`),
    index('profiles_fictional_idx').on(t.siteId).where(sql`${t.fictional}`),
  ],
);

/** Member photos: the re-encoded full image and thumbnail live in storage under these names. */
export const photos = pgTable(
  'photos',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['pending', 'active', 'rejected'] })
      .notNull()
      .default('active'),
    filename: text('filename').notNull(),
    thumbFilename: text('thumb_filename').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    rejectReason: text('reject_reason'),
    /** What the screening models said on arrival (decision 043); null: not screened (seeded, older). */
    screening: jsonb('screening').$type<{
      classes: { drawing: number; hentai: number; neutral: number; porn: number; sexy: number };
      faces: number;
    }>(),
    /** Scored explicit (porn + hentai ≥ 0.6) and not cleared by a moderator: never made the main photo. */
    explicit: boolean('explicit').notNull().default(false),
    /** Why the photo waits for a moderator (explicit, no_face, likely_copy, screening_failed, moderation). */
    heldReasons: text('held_reasons').array().notNull().default(sql`'{}'::text[]`),
    /** Order of the moderation queue, highest first (screening/policy.ts riskOf). */
    risk: real('risk').notNull().default(0),
    /** Perceptual hash (sharp-phash, 64 bits as '0'/'1'), to find the same picture on another account. */
    phash: text('phash'),
    /** The other account's photo this one looks like a copy of. */
    copyOf: integer('copy_of'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('photos_user_idx').on(t.userId, t.createdAt),
    index('photos_pending_risk_idx').on(t.risk.desc(), t.createdAt).where(sql`${t.status} = 'pending'`),
    index('photos_pending_idx').on(t.createdAt).where(sql`${t.status} = 'pending'`),
    // The private-file route finds a photo by its file name (decision 020).
    index('photos_filename_idx').on(t.filename),
  ],
);

/** A member who blocked another: neither sees the other in search, likes or chats. */
export const blocks = pgTable(
  'blocks',
  {
    blockerId: integer('blocker_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    blockedId: integer('blocked_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.blockerId, t.blockedId] }), index('blocks_blocked_idx').on(t.blockedId)],
);

/** Reports of profiles (and later messages), for the staff console's notice-and-action queue. */
export const reports = pgTable(
  'reports',
  {
    id: serial('id').primaryKey(),
    reporterId: integer('reporter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    profileId: integer('profile_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    messageId: integer('message_id'),
    reason: text('reason').notNull(),
    text: text('text').notNull().default(''),
    status: text('status', { enum: ['open', 'actioned', 'dismissed'] })
      .notNull()
      .default('open'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The staff decision (DSA notice and action): who, when, what was done and why. */
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: integer('decided_by'),
    /** `none`, `remove_text`, `remove_photos` or `ban`. */
    action: text('action'),
    decisionReason: text('decision_reason'),
  },
  (t) => [
    index('reports_status_idx').on(t.status, t.createdAt),
    // Distinct reporters of one profile, counted at every report and in the queue (decision 042).
    index('reports_profile_idx').on(t.profileId, t.createdAt),
  ],
);

/**
 * Keyed hashes (HMAC-SHA256 with an instance secret) of the canonical addresses of banned
 * accounts: sign-up on any site refuses a match while the ban lasts, also after the account is
 * erased — the hash is kept, the address is not (decision 042).
 */
export const bannedAddresses = pgTable(
  'banned_addresses',
  {
    id: serial('id').primaryKey(),
    hash: text('hash').notNull(),
    /** The banned account while it exists; null once erased (the hash stays). */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Null: until lifted. */
    bannedUntil: timestamp('banned_until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('banned_addresses_hash_idx').on(t.hash), index('banned_addresses_user_idx').on(t.userId)],
);

/**
 * Messages that matched the scam patterns, for the staff queue (decision 042). One row per
 * message; the sender's matches within a day decide whether the next one is held.
 */
export const messageFlags = pgTable(
  'message_flags',
  {
    id: serial('id').primaryKey(),
    messageId: integer('message_id')
      .notNull()
      .unique()
      .references(() => messages.id, { onDelete: 'cascade' }),
    siteId: integer('site_id').notNull(),
    senderId: integer('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    recipientId: integer('recipient_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** What matched: kind (money, iban, phone, …) and the words as found. */
    findings: jsonb('findings').$type<{ kind: string; text: string }[]>().notNull(),
    /** Held for review, not shown to the recipient until released. */
    held: boolean('held').notNull().default(false),
    /** Sent by an operator as a staff-run profile: never held, for an admin to review. */
    fictional: boolean('fictional').notNull().default(false),
    status: text('status', { enum: ['open', 'released', 'withheld', 'dismissed'] })
      .notNull()
      .default('open'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: integer('decided_by'),
  },
  (t) => [
    index('message_flags_status_idx').on(t.status, t.createdAt),
    // The sender's matches within a day, at every match (decision 042).
    index('message_flags_sender_idx').on(t.senderId, t.createdAt),
  ],
);

/** Complaints from the public /complaints form. */
export const complaints = pgTable('complaints', {
  id: serial('id').primaryKey(),
  siteId: integer('site_id')
    .notNull()
    .references(() => sites.id),
  name: text('name').notNull(),
  email: text('email').notNull(),
  subject: text('subject').notNull(),
  message: text('message').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  /** Language the complainant wrote in (their decision mail uses it). */
  language: text('language'),
  status: text('status', { enum: ['open', 'upheld', 'rejected'] })
    .notNull()
    .default('open'),
  decidedAt: timestamp('decided_at', { withTimezone: true }),
  decidedBy: integer('decided_by'),
  decisionReason: text('decision_reason'),
});

/** Login sessions: only the SHA-256 of the cookie token is stored. */
export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ip: text('ip'),
    userAgent: text('user_agent'),
    /**
     * When this session passed the second factor. Null: only the password so far — refused by
     * every call while the account needs one (staff, or a member who turned it on; decision 023).
     */
    secondFactorAt: timestamp('second_factor_at', { withTimezone: true }),
    /**
     * The passkey challenge this session was given last, as `register:<challenge>` or
     * `authenticate:<challenge>`; taken (set to null) by the answer that uses it, so each is
     * good for one answer, and only until `passkey_challenge_expires_at` (decision 029).
     */
    passkeyChallenge: text('passkey_challenge'),
    passkeyChallengeExpiresAt: timestamp('passkey_challenge_expires_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('sessions_token_hash_key').on(t.tokenHash), index('sessions_user_idx').on(t.userId)],
);

/** One-time links mailed to a member: activation, password reset, e-mail change, reactivation. */
export const authTokens = pgTable(
  'auth_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', {
      enum: ['activation', 'password_reset', 'email_change', 'reactivation', 'data_export', 'not_me'],
    }).notNull(),
    tokenHash: text('token_hash').notNull(),
    /** The new address, for an e-mail change. */
    newEmail: text('new_email'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('auth_tokens_token_hash_key').on(t.tokenHash),
    index('auth_tokens_user_purpose_idx').on(t.userId, t.purpose, t.createdAt),
  ],
);

/**
 * Browsers a member has signed in from, by the random id of their `amora_browser` cookie (kept
 * hashed): a sign-in from one not listed mails the member (decision 042).
 */
export const knownBrowsers = pgTable(
  'known_browsers',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    browserHash: text('browser_hash').notNull(),
    firstSeenAt: timestamp('first_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.browserHash] })],
);

/** Login attempts, for the account lockout and the per-IP limit (shared by every app node). */
export const loginAttempts = pgTable(
  'login_attempts',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id').notNull(),
    email: text('email').notNull(),
    ip: text('ip').notNull(),
    success: boolean('success').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('login_attempts_email_idx').on(t.siteId, t.email, t.createdAt),
    index('login_attempts_ip_idx').on(t.ip, t.createdAt),
  ],
);

/** Every e-mail the site sends; without SMTP it stays here (and in the log) for /dev/mail. */
export const outbox = pgTable(
  'outbox',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id').references(() => sites.id),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    template: text('template').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set when the SMTP server accepted it; null without SMTP or while a retry is due. */
    sentAt: timestamp('sent_at', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    /** Extra headers, e.g. List-Unsubscribe of a notification mail (kept for retries). */
    headers: jsonb('headers').$type<Record<string, string>>().notNull().default({}),
  },
  (t) => [index('outbox_created_idx').on(t.createdAt), index('outbox_unsent_idx').on(t.sentAt)],
);

/** A like from one member to another; mutual likes are a match (docs/product.md#chats-and-likes, #the-calls-the-web-makes). */
export const likes = pgTable(
  'likes',
  {
    likerId: integer('liker_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    likedId: integer('liked_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Where the like came from: a profile page, the swipe game, or an auto-like. */
    via: text('via', { enum: ['profile', 'swipe', 'auto'] })
      .notNull()
      .default('profile'),
    /** Unseen by the liked member; cleared when they open the liker's profile. */
    isNew: boolean('is_new').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.likerId, t.likedId] }),
    index('likes_liked_idx').on(t.likedId, t.createdAt),
    index('likes_swipe_day_idx').on(t.likerId, t.via, t.createdAt),
  ],
);

/** Profiles a member passed in the swipe game, so they are not offered again. */
export const swipePasses = pgTable(
  'swipe_passes',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    profileId: integer('profile_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.profileId] })],
);

/**
 * Append-only credit ledger (docs/architecture.md#money-and-credits). Every change of users.credits has
 * exactly one row here, written in the same transaction; (user, reason, reference) is unique,
 * so the same event can never be booked twice.
 */
export const creditLedger = pgTable(
  'credit_ledger',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Positive: credits added; negative: credits spent. */
    amount: integer('amount').notNull(),
    reason: text('reason', {
      enum: ['signup_bonus', 'message', 'photo_message', 'gift', 'purchase', 'refund', 'adjustment'],
    }).notNull(),
    /** What it is for: a message's client id, a payment id, … */
    reference: text('reference').notNull(),
    balanceAfter: integer('balance_after').notNull(),
    /** Spent on a staff-run (fictional) profile: the figure a refund request needs. */
    recipientFictional: boolean('recipient_fictional').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('credit_ledger_event_key').on(t.userId, t.reason, t.reference),
    index('credit_ledger_user_idx').on(t.userId, t.createdAt),
    check('credit_ledger_amount_not_zero', sql`${t.amount} <> 0`),
    check('credit_ledger_balance_not_negative', sql`${t.balanceAfter} >= 0`),
  ],
);

/** A conversation between two members (user_a < user_b). */
export const conversations = pgTable(
  'conversations',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id),
    userA: integer('user_a')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    userB: integer('user_b')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    startedBy: integer('started_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('conversations_pair_key').on(t.userA, t.userB),
    index('conversations_b_idx').on(t.userB),
    check('conversations_ordered_pair', sql`${t.userA} < ${t.userB}`),
  ],
);

/** Each member's side of a conversation: unread count, and whether they deleted it from their list. */
export const conversationMembers = pgTable(
  'conversation_members',
  {
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    unread: integer('unread').notNull().default(0),
    /** Hidden from the member's list until a newer message arrives. */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    /**
     * The newest message of the conversation this member may see (their own, or one delivered to
     * them), kept by every write that stores or delivers a message so the chat list reads it by
     * primary key (decision 044). No foreign key: a message goes only with its sender's account,
     * and then the other member's list leaves the conversation out (no card); a send would
     * otherwise pay the key's check.
     */
    lastMessageId: integer('last_message_id'),
  },
  (t) => [
    primaryKey({ columns: [t.conversationId, t.userId] }),
    index('conversation_members_user_idx').on(t.userId),
    check('conversation_members_unread_not_negative', sql`${t.unread} >= 0`),
  ],
);

export const messages = pgTable(
  'messages',
  {
    id: serial('id').primaryKey(),
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    senderId: integer('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['text', 'photo', 'gift'] })
      .notNull()
      .default('text'),
    text: text('text').notNull().default(''),
    /** A photo message: stored files (re-encoded, metadata stripped, like profile photos). */
    photoFilename: text('photo_filename'),
    photoThumb: text('photo_thumb'),
    /** The screening models scored the photo explicit (or could not screen it): blurred for the recipient. */
    photoExplicit: boolean('photo_explicit').notNull().default(false),
    /** What the screening models said about the photo (decision 043). */
    photoScreening: jsonb('photo_screening').$type<{
      classes: { drawing: number; hentai: number; neutral: number; porn: number; sexy: number };
      faces: number;
    }>(),
    /** A gift message: the gift's slug from the shipped catalogue. */
    gift: text('gift'),
    /** The sender's idempotency key: a retried send finds the stored message. */
    clientId: text('client_id').notNull(),
    credits: integer('credits').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Null while held for a recipient whose e-mail is unconfirmed (docs/product.md#accounts). */
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    readAt: timestamp('read_at', { withTimezone: true }),
    /** Staff member who wrote this as a fictional profile (operator inbox); never shown to members. */
    operatorId: integer('operator_id').references(() => users.id, { onDelete: 'set null' }),
    /**
     * Matched the scam patterns (decision 042): `flagged` is delivered with a safety tip for the
     * recipient; `held` waits for a moderator (not delivered, whatever the recipient's state);
     * `withheld`: a moderator kept it from the recipient for good.
     */
    scam: text('scam', { enum: ['flagged', 'held', 'withheld'] }),
  },
  (t) => [
    uniqueIndex('messages_client_key').on(t.senderId, t.clientId),
    index('messages_conversation_idx').on(t.conversationId, t.id),
    // The private-file route finds a chat photo by its file name (decision 020).
    index('messages_photo_idx').on(t.photoFilename).where(sql`${t.photoFilename} is not null`),
  ],
);

/**
 * Append-only record of every staff action (who, what, when, before/after). The staff module
 * only inserts; a trigger in the migration refuses UPDATE and DELETE.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    /** Kept as a plain number: the entry outlives the staff account. */
    staffId: integer('staff_id').notNull(),
    staffEmail: text('staff_email').notNull(),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_log_created_idx').on(t.createdAt),
    index('audit_log_target_idx').on(t.targetType, t.targetId, t.createdAt),
    index('audit_log_staff_idx').on(t.staffId, t.createdAt),
  ],
);

/* ---------------------------------------------------------------- payments (docs/product.md#what-we-keep, #payments, #who-may-do-what) */

/** Credit bundles and premium packages of a site, one row per currency (prices in cents). */
export const packages = pgTable(
  'packages',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['credits', 'premium'] }).notNull(),
    /** Visual tier p0–p3. */
    tier: integer('tier').notNull(),
    currency: text('currency').notNull(),
    /** Minor units (cents). */
    price: integer('price').notNull(),
    credits: integer('credits').notNull(),
    popular: boolean('popular').notNull().default(false),
    /** The badge's percentage (set by staff; the seed computes it from the price per credit). */
    discount: integer('discount').notNull().default(0),
    position: integer('position').notNull().default(0),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('packages_site_currency_idx').on(t.siteId, t.currency),
    check('packages_price_positive', sql`${t.price} > 0`),
    check('packages_credits_positive', sql`${t.credits} > 0`),
    check('packages_tier_range', sql`${t.tier} between 0 and 3`),
  ],
);

/** docs/product.md#what-we-keep "Discount code". `kind` marks the welcome code and the time bonus (docs/product.md#time-bonus). */
export const discountCodes = pgTable(
  'discount_codes',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    kind: text('kind', { enum: ['standard', 'welcome', 'time_bonus'] })
      .notNull()
      .default('standard'),
    country: text('country'),
    /** A personal code: only this member may use it. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    valuePercentage: integer('value_percentage').notNull(),
    currency: text('currency'),
    /** Minor units of `currency` (or of any currency when null). */
    minimumOrderValue: integer('minimum_order_value'),
    status: text('status', { enum: ['active', 'inactive'] })
      .notNull()
      .default('active'),
    validity: text('validity', { enum: ['once_per_user', 'once', 'unlimited'] })
      .notNull()
      .default('once_per_user'),
    /** Null: every payment method. */
    paymentMethods: text('payment_methods').array(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('discount_codes_site_code_key').on(t.siteId, t.code),
    check('discount_codes_percentage_range', sql`${t.valuePercentage} between 1 and 100`),
  ],
);

/** A member's order of one package; booked once when its payment is paid. */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    /** Kept (null) when the account is erased: orders are bookkeeping records. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id),
    packageId: integer('package_id').references(() => packages.id, { onDelete: 'set null' }),
    kind: text('kind', { enum: ['credits', 'premium'] }).notNull(),
    credits: integer('credits').notNull(),
    /** What the member pays, in cents, after the discount. */
    amount: integer('amount').notNull(),
    originalAmount: integer('original_amount').notNull(),
    currency: text('currency').notNull(),
    discountCodeId: integer('discount_code_id').references(() => discountCodes.id, { onDelete: 'set null' }),
    discountCode: text('discount_code'),
    discountPercentage: integer('discount_percentage').notNull().default(0),
    paymentMethod: text('payment_method').notNull(),
    provider: text('provider').notNull(),
    /** The provider's payment id; unique per provider (the booking key). */
    paymentId: text('payment_id'),
    checkoutUrl: text('checkout_url'),
    status: text('status', {
      enum: ['open', 'pending', 'paid', 'failed', 'cancelled', 'expired', 'refunded'],
    })
      .notNull()
      .default('open'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    /** Credits taken back by the refund (at most what was left of the booking). */
    refundedCredits: integer('refunded_credits'),
  },
  (t) => [
    uniqueIndex('orders_provider_payment_key').on(t.provider, t.paymentId),
    index('orders_user_idx').on(t.userId, t.createdAt),
    check('orders_amount_not_negative', sql`${t.amount} >= 0`),
  ],
);

/** Who used which discount code: once-per-user codes are unique per (code, user). */
export const discountCodeUses = pgTable(
  'discount_code_uses',
  {
    codeId: integer('code_id')
      .notNull()
      .references(() => discountCodes.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    usedAt: timestamp('used_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('discount_code_uses_order_key').on(t.orderId),
    index('discount_code_uses_code_user_idx').on(t.codeId, t.userId),
  ],
);

/** Payments of the built-in test provider (its "provider side"; never real money). */
export const testPayments = pgTable('test_payments', {
  id: text('id').primaryKey(),
  amount: integer('amount').notNull(),
  currency: text('currency').notNull(),
  description: text('description').notNull(),
  method: text('method').notNull(),
  status: text('status', { enum: ['open', 'pending', 'paid', 'failed', 'canceled', 'expired'] })
    .notNull()
    .default('open'),
  redirectUrl: text('redirect_url').notNull(),
  webhookUrl: text('webhook_url').notNull(),
  refundedAmount: integer('refunded_amount').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A SEPA direct-debit mandate signed with an SMS code (docs/product.md#screens, #how-things-change). */
export const sepaMandates = pgTable('sepa_mandates', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
  orderId: integer('order_id')
    .notNull()
    .references(() => orders.id),
  reference: text('reference').notNull().unique(),
  accountHolder: text('account_holder').notNull(),
  iban: text('iban').notNull(),
  street: text('street').notNull(),
  houseNumber: text('house_number').notNull(),
  zip: text('zip').notNull(),
  city: text('city').notNull(),
  phone: text('phone').notNull(),
  signedAt: timestamp('signed_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One-time SMS codes (hashed) for direct debit. */
export const smsCodes = pgTable(
  'sms_codes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    phone: text('phone').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sms_codes_phone_idx').on(t.phone, t.createdAt), index('sms_codes_order_idx').on(t.orderId)],
);

/** Every SMS the site sends; the default driver keeps it here and logs it (like the mail outbox). */
export const smsOutbox = pgTable('sms_outbox', {
  id: serial('id').primaryKey(),
  siteId: integer('site_id').references(() => sites.id),
  to: text('to').notNull(),
  text: text('text').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** IBANs and phone numbers refused for direct debit (fraud, chargebacks). */
export const paymentBlocklist = pgTable(
  'payment_blocklist',
  {
    kind: text('kind', { enum: ['iban', 'phone'] }).notNull(),
    value: text('value').notNull(),
    reason: text('reason').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.value] })],
);

/**
 * In-app notifications (the /notifications page). Messages of one conversation collapse into one
 * unread row (`count` grows), so a chatty evening is one line, not fifty.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type', {
      enum: [
        'new_conversation',
        'new_message',
        'like_received',
        'match',
        'payment_completed',
        'unread_reminder',
      ],
    }).notNull(),
    /** The member it is about (sender, liker); gone with their account. */
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'cascade' }),
    conversationId: integer('conversation_id').references(() => conversations.id, { onDelete: 'cascade' }),
    /** Type-specific details, e.g. `{ credits: 100 }` of a payment. */
    data: jsonb('data').$type<Record<string, string | number>>().notNull().default({}),
    count: integer('count').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [
    index('notifications_user_idx').on(t.userId, t.id.desc()),
    index('notifications_unread_idx').on(t.userId, t.type, t.conversationId).where(sql`${t.readAt} is null`),
  ],
);

/** Web Push subscriptions of a member's browsers (one row per endpoint). */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('push_subscriptions_endpoint_key').on(t.endpoint),
    index('push_subscriptions_user_idx').on(t.userId),
  ],
);

/**
 * Unread-message reminders already sent: the newest message each reminder covered, so a
 * conversation gets at most one reminder until newer messages arrive (job reruns are no-ops).
 */
export const unreadReminders = pgTable(
  'unread_reminders',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    lastMessageId: integer('last_message_id').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.conversationId] })],
);

/** Weekly update mails sent, one per member and ISO week (`2026-W23`): reruns send nothing. */
export const weeklyUpdates = pgTable(
  'weekly_updates',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    week: text('week').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.week] })],
);

/**
 * Request counters of the rate limits (lib/rate-limit.ts): one row per limit, client and fixed
 * window, shared by every app node. Old windows are deleted by the retention job.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    hits: integer('hits').notNull().default(1),
  },
  (t) => [primaryKey({ columns: [t.key, t.windowStart] }), index('rate_limits_window_idx').on(t.windowStart)],
);

/**
 * Reminder mails (`reminders` preference) already sent: one row per member and kind, claimed
 * before the mail leaves, so reruns and a second worker send nothing twice. `key` says what the
 * reminder was for (`signup` for the once-only kinds; the come-back reminder's absence, by the
 * last-seen time), and a come-back claim is only taken over by a newer absence after 30 days.
 */
export const reminderClaims = pgTable(
  'reminder_claims',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', {
      enum: ['time_bonus', 'welcome_discount', 'complete_profile', 'come_back'],
    }).notNull(),
    key: text('key').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind] })],
);

/* ---------------------------------------------------------------- mailings (decision 017, docs/product.md#notification-types) */

/** Subject, plain-text body (paragraphs split by blank lines) and button label in one language. */
export interface CampaignText {
  subject: string;
  body: string;
  button?: string;
}

/**
 * A promotion or news mailing staff compose for one site's members (staff console, Mailings).
 * `texts` per language, the site's default language always present; `link` a site path or an
 * https URL ('' for no button). Editable while a draft; `recipients` is how many members it was
 * meant to reach when sending began.
 */
export const campaigns = pgTable(
  'campaigns',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id),
    type: text('type', { enum: ['promotions', 'news'] }).notNull(),
    status: text('status', { enum: ['draft', 'sending', 'sent', 'cancelled'] })
      .notNull()
      .default('draft'),
    texts: jsonb('texts').$type<Record<string, CampaignText>>().notNull(),
    link: text('link').notNull().default(''),
    recipients: integer('recipients'),
    /** Kept as plain values, like the audit log: the mailing outlives the staff account. */
    createdBy: integer('created_by').notNull(),
    createdByEmail: text('created_by_email').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  },
  (t) => [
    index('campaigns_sending_idx').on(t.id).where(sql`${t.status} = 'sending'`),
    index('campaigns_site_idx').on(t.siteId, t.createdAt),
  ],
);

/**
 * Members a mailing went to: the row is claimed (insert … on conflict do nothing) before the mail
 * leaves, so a rerun, a retry or a second app node never mails anyone twice.
 */
export const campaignRecipients = pgTable(
  'campaign_recipients',
  {
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.campaignId, t.userId] })],
);

/**
 * Invitation links of a site whose sign-up is by invitation only (docs/product.md#who-it-is-for): staff hand out
 * `https://<site>/<token>`; each sign-up through it uses one of `max_uses` (null: no cap).
 */
export const invitations = pgTable(
  'invitations',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    token: text('token').notNull(),
    label: text('label').notNull(),
    maxUses: integer('max_uses'),
    uses: integer('uses').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdBy: integer('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('invitations_token_key').on(t.token), index('invitations_site_idx').on(t.siteId)],
);

/**
 * An account's authenticator app (RFC 6238 one-time codes; docs/decisions/023-second-factor.md).
 * The secret is encrypted with the instance's key and never leaves the server after setup.
 */
export const secondFactors = pgTable('second_factors', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** AES-256-GCM ciphertext of the base32 secret (modules/second-factor/secrets.ts). */
  secret: text('secret').notNull(),
  /** Null while being set up: scanned but not yet confirmed with a code. */
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  /** Time step of the last accepted code: each code is accepted once, even within its window. */
  lastStep: bigint('last_step', { mode: 'number' }).notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Single-use recovery codes, stored as a keyed hash (HMAC-SHA-256); `used_at` set on use. */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('recovery_codes_user_code_key').on(t.userId, t.codeHash)],
);

/**
 * Passkeys (WebAuthn credentials) of an account: a second factor of their own, next to or instead
 * of the authenticator app (decision 029). Registered for the site's domain (the RP id).
 */
export const passkeys = pgTable(
  'passkeys',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The credential's id, base64url, as the authenticator names it. */
    credentialId: text('credential_id').notNull(),
    /** The COSE public key, base64url. */
    publicKey: text('public_key').notNull(),
    /** The authenticator's signature counter: an answer must raise it (a cloned key does not). */
    counter: bigint('counter', { mode: 'number' }).notNull().default(0),
    transports: text('transports').array().notNull().default(sql`'{}'::text[]`),
    /** The RP id it was registered for: the site's domain. */
    rpId: text('rp_id').notNull(),
    /** A name the owner recognises it by ("Passkey 1", or one they chose). */
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('passkeys_credential_key').on(t.credentialId), index('passkeys_user_idx').on(t.userId)],
);

/** Code attempts, for the lockout (the password's rule: 5 wrong within 15 minutes). */
export const secondFactorAttempts = pgTable(
  'second_factor_attempts',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    ip: text('ip').notNull(),
    success: boolean('success').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('second_factor_attempts_user_idx').on(t.userId, t.createdAt)],
);
