import { z } from 'zod';
import { LANGUAGES } from '../languages';
import { STAFF_ROLES } from '../staff-roles';
import { MODERATION_REASONS } from '../values/staff';
import { CoercedIdSchema } from './ids';

/**
 * The staff console's API (/api/staff/*.php). Staff are accounts with a role; every call checks
 * the role on the server (apps/server/src/modules/staff/roles.ts has the matrix).
 */
export { STAFF_ROLES, type StaffRole } from '../staff-roles';

export { MODERATION_REASONS, type ModerationReason } from '../values/staff';
export const ModerationReasonSchema = z.enum(MODERATION_REASONS);

const Id = CoercedIdSchema;
const Iso = z.string();

export const StaffMeSchema = z.object({
  staff: z.object({ id: z.number().int(), email: z.string(), role: z.enum(STAFF_ROLES) }),
});
export type StaffMe = z.infer<typeof StaffMeSchema>['staff'];

export { CreatedIdSchema, OkSchema } from './common';

// ── Moderation ───────────────────────────────────────────────────────────

export const StaffPhotoSchema = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  name: z.string(),
  site_id: z.number().int(),
  status: z.enum(['pending', 'active', 'rejected']),
  thumb_filename: z.string(),
  filename: z.string(),
  reject_reason: z.string().nullable(),
  created_at: Iso,
  /** What the screening models said on arrival (null: not screened, e.g. a seeded photo). */
  screening: z
    .object({
      classes: z.object({
        drawing: z.number(),
        hentai: z.number(),
        neutral: z.number(),
        porn: z.number(),
        sexy: z.number(),
      }),
      faces: z.number().int(),
    })
    .nullable(),
  /** Why it waits for a moderator: explicit, no_face, likely_copy, screening_failed, moderation. */
  held_reasons: z.array(z.string()),
  /** The queue's order, highest first. */
  risk: z.number(),
  /** The other account's photo this one looks like a copy of, to show side by side. */
  copy_of: z
    .object({
      id: z.number().int(),
      user_id: z.number().int(),
      name: z.string(),
      status: z.enum(['pending', 'active', 'rejected']),
      thumb_filename: z.string(),
      banned: z.boolean(),
    })
    .nullable(),
});
export type StaffPhoto = z.infer<typeof StaffPhotoSchema>;
export const StaffPhotosQuerySchema = z.object({
  status: z.enum(['pending', 'active', 'rejected']).default('pending'),
});
export const StaffPhotosAnswerSchema = z.object({ photos: z.array(StaffPhotoSchema) });

export const PhotoDecisionSchema = z
  .object({
    photo_id: Id,
    decision: z.enum(['approve', 'reject']),
    reason: ModerationReasonSchema.optional(),
  })
  .refine((v) => v.decision === 'approve' || v.reason, { path: ['reason'], message: 'required' });

export const StaffProfileTextSchema = z.object({
  user_id: z.number().int(),
  name: z.string(),
  site_id: z.number().int(),
  about: z.string(),
  fictional: z.boolean(),
  updated_at: Iso,
});
export type StaffProfileText = z.infer<typeof StaffProfileTextSchema>;
export const StaffProfileTextsAnswerSchema = z.object({ profiles: z.array(StaffProfileTextSchema) });
export const ProfileTextDecisionSchema = z
  .object({
    user_id: Id,
    decision: z.enum(['approve', 'remove']),
    reason: ModerationReasonSchema.optional(),
  })
  .refine((v) => v.decision === 'approve' || v.reason, { path: ['reason'], message: 'required' });

export const StaffReportSchema = z.object({
  id: z.number().int(),
  reporter: z.object({ id: z.number().int(), email: z.string(), name: z.string() }),
  profile: z.object({
    id: z.number().int(),
    name: z.string(),
    about: z.string(),
    /** Staff-run: never hidden by reports, flagged to admins instead (decision 042). */
    fictional: z.boolean(),
    /** Hidden from search, swipe, landers and new conversations by its reports until decided. */
    hidden: z.boolean(),
  }),
  /** Distinct members with an open report of this profile; the open queue is ordered by it. */
  reporters: z.number().int(),
  message: z.object({ id: z.number().int(), text: z.string() }).nullable(),
  reason: z.string(),
  text: z.string(),
  status: z.enum(['open', 'actioned', 'dismissed']),
  action: z.string().nullable(),
  decision_reason: z.string().nullable(),
  created_at: Iso,
  decided_at: Iso.nullable(),
});
export type StaffReport = z.infer<typeof StaffReportSchema>;
export const StaffQueueQuerySchema = z.object({ status: z.enum(['open', 'closed']).default('open') });
export const StaffReportsAnswerSchema = z.object({ reports: z.array(StaffReportSchema) });

/** A message that matched the scam patterns, for the staff queue (decision 042). */
export const StaffFlaggedMessageSchema = z.object({
  id: z.number().int(),
  site_id: z.number().int(),
  status: z.enum(['open', 'released', 'withheld', 'dismissed']),
  /** A second match within a day: not shown to the recipient until released. */
  held: z.boolean(),
  /** Written by an operator as a staff-run profile: never held, for an admin to review. */
  fictional: z.boolean(),
  created_at: z.string(),
  findings: z.array(z.object({ kind: z.string(), text: z.string() })),
  message: z.object({ id: z.number().int(), conversation_id: z.number().int(), text: z.string() }),
  sender: z.object({ id: z.number().int(), name: z.string(), email: z.string(), status: z.string() }),
  recipient: z.object({ id: z.number().int(), name: z.string() }),
  /** The sender's messages of the last 7 days, newest first (at most 10), this one included. */
  history: z.array(
    z.object({
      id: z.number().int(),
      text: z.string(),
      created_at: z.string(),
      recipient: z.string(),
      scam: z.enum(['flagged', 'held', 'withheld']).nullable(),
    }),
  ),
});
export type StaffFlaggedMessage = z.infer<typeof StaffFlaggedMessageSchema>;
export const StaffFlaggedMessagesAnswerSchema = z.object({ messages: z.array(StaffFlaggedMessageSchema) });
/** Release a held message to its recipient, keep it from them for good, or close a flag as seen. */
export const FlaggedMessageDecisionSchema = z.object({
  flag_id: Id,
  decision: z.enum(['release', 'withhold', 'dismiss']),
});

/** What happens to the reported member when a report is upheld. */
export const REPORT_ACTIONS = ['none', 'remove_text', 'remove_photos', 'ban'] as const;
export const ReportDecisionSchema = z
  .object({
    report_id: Id,
    decision: z.enum(['actioned', 'dismissed']),
    action: z.enum(REPORT_ACTIONS).default('none'),
    reason: ModerationReasonSchema.optional(),
    /** For action ban: days, or null for a ban until lifted. */
    days: z.number().int().positive().max(3650).nullable().optional(),
  })
  .refine((v) => v.decision === 'dismissed' || v.reason, { path: ['reason'], message: 'required' });

export const StaffComplaintSchema = z.object({
  id: z.number().int(),
  site_id: z.number().int(),
  name: z.string(),
  email: z.string(),
  subject: z.string(),
  message: z.string(),
  status: z.enum(['open', 'upheld', 'rejected']),
  decision_reason: z.string().nullable(),
  created_at: Iso,
  decided_at: Iso.nullable(),
});
export type StaffComplaint = z.infer<typeof StaffComplaintSchema>;
export const StaffComplaintsAnswerSchema = z.object({ complaints: z.array(StaffComplaintSchema) });
export const ComplaintDecisionSchema = z.object({
  complaint_id: Id,
  decision: z.enum(['upheld', 'rejected']),
  reason: ModerationReasonSchema.optional(),
});

export const BanSchema = z.object({
  user_id: Id,
  reason: ModerationReasonSchema,
  /** Days, or null: until lifted. */
  days: z.number().int().positive().max(3650).nullable(),
});
export const UserIdSchema = z.object({ user_id: Id });

// ── Members ──────────────────────────────────────────────────────────────

export const StaffMemberRowSchema = z.object({
  id: z.number().int(),
  site_id: z.number().int(),
  email: z.string(),
  name: z.string(),
  status: z.string(),
  role: z.enum(STAFF_ROLES).nullable(),
  credits: z.number().int(),
  fictional: z.boolean(),
  banned: z.boolean(),
  signup_date: Iso,
});
export type StaffMemberRow = z.infer<typeof StaffMemberRowSchema>;
export const StaffMembersQuerySchema = z.object({ q: z.string().trim().min(1).max(200) });
export const StaffMembersAnswerSchema = z.object({ members: z.array(StaffMemberRowSchema) });

export const StaffMemberDetailSchema = z.object({
  member: StaffMemberRowSchema.extend({
    paid_user: z.boolean(),
    language: z.string(),
    ban: z.object({ reason: z.string().nullable(), until: Iso.nullable(), since: Iso }).nullable(),
    profile: z
      .object({
        name: z.string(),
        gender: z.string(),
        birth_date: z.string(),
        country: z.string().nullable(),
        about: z.string(),
        status: z.string(),
      })
      .nullable(),
  }),
  photos: z.array(StaffPhotoSchema),
  ledger: z.array(
    z.object({
      id: z.number().int(),
      amount: z.number().int(),
      reason: z.string(),
      reference: z.string(),
      balance_after: z.number().int(),
      /** Spent on a staff-run (fictional) profile. */
      recipient_fictional: z.boolean(),
      created_at: Iso,
    }),
  ),
  /** Credits the member spent on staff-run profiles, all time: the figure a refund request needs. */
  fictional_spent: z.number().int(),
  sessions: z.array(
    z.object({
      id: z.number().int(),
      created_at: Iso,
      last_seen_at: Iso,
      ip: z.string().nullable(),
      user_agent: z.string().nullable(),
    }),
  ),
  ledger_matches_balance: z.boolean(),
});
export type StaffMemberDetail = z.infer<typeof StaffMemberDetailSchema>;
export const IdQuerySchema = z.object({ id: Id });

export const EndSessionsSchema = z.object({ user_id: Id, session_id: Id.optional() });
export const CreditAdjustmentSchema = z.object({
  user_id: Id,
  amount: z
    .number()
    .int()
    .min(-100_000)
    .max(100_000)
    .refine((n) => n !== 0, 'not_zero'),
  note: z.string().trim().min(3).max(500),
});
export const EraseSchema = z.object({ user_id: Id, confirm_email: z.string().trim().toLowerCase() });
export const RoleSchema = z.object({ user_id: Id, role: z.enum(STAFF_ROLES).nullable() });

// ── Sites ────────────────────────────────────────────────────────────────

const Localized = z.record(z.string(), z.string().max(2000));
const Countries = z.array(z.string().regex(/^[A-Z]{2}$/)).max(250);

/** Every editable setting of docs/product.md#what-we-keep, in the API's snake_case (null fields are left alone). */
export const SiteSettingsSchema = z.object({
  name: z.string().trim().min(1).max(100),
  domain: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^[a-z0-9.-]+(:\d+)?$/),
  aliases: z.array(z.string().trim().toLowerCase().min(1).max(253)).max(20),
  domain_language: z.enum(['da', 'de', 'en', 'es', 'fi', 'fr', 'it', 'nl', 'no', 'pl', 'sv']),
  cdn_prefix: z.string().trim().max(300),
  description: Localized,
  index_title: Localized,
  countries: Countries.min(1),
  niche: z.number().int().min(1).max(7),
  signups: z.enum(['all', 'with_trafficsource', 'invite_only']),
  logged_out_search: z.boolean(),
  logged_out_search_trafficsource: z.boolean(),
  minimum_message_costs: z.record(
    z.string().regex(/^[A-Z]{2}$/),
    z.object({ costs: z.number().int().min(0), currency: z.string().regex(/^[A-Z]{3}$/) }),
  ),
  message_credits: z.number().int().min(0).max(10_000),
  photo_credits: z.number().int().min(0).max(10_000),
  gift_credits: z.number().int().min(0).max(10_000),
  signup_credits: z.number().int().min(0).max(10_000),
  message_length: z.number().int().min(1).max(10_000),
  visible_profile_fields: z.array(z.string().max(50)).max(50),
  visible_profile_notes: z.array(z.string().max(50)).max(50),
  search_fields: z.array(z.string().max(50)).max(50),
  support_email: z.email(),
  support_phone: z.string().trim().max(50),
  fictional_icon: z.string().trim().min(1).max(16),
  fictional_warning: Localized,
  fictional_singular: Localized,
  fictional_plural: Localized,
  refund_days: z.number().int().min(0).max(365),
  member_resell: z.boolean(),
  enable_site_entry_popup: z.boolean(),
  entry_warning_countries: Countries,
  chat_history_days: z.number().int().min(1).max(3650),
  free_messages: z.number().int().min(0).max(1000),
  photo_moderation: z.boolean(),
  disabled_gifts: z.array(z.string().max(50)).max(100),
  /** Search engines may index the home page, landers and static pages (robots.txt, noindex). */
  search_engine_indexing: z.boolean(),
  /** Distinct reporters within 7 days that hide a profile until a moderator decides; 0: never (decision 042). */
  report_hide_threshold: z.number().int().min(0).max(1000),
  /** Sign-up and e-mail change refuse throwaway-mail domains (decisions 036 and 042). */
  refuse_disposable_email: z.boolean(),
  /** Sign-ups from one client address within an hour before a sign-up needs the challenge; 0: always. */
  signup_challenge_after: z.number().int().min(0).max(100_000),
  /**
   * Scam patterns of this site's staff, added to the built-in ones: a phrase in the meeting
   * check's syntax, or `-phrase` to drop a built-in one (decision 042).
   */
  scam_patterns: z.array(z.string().trim().min(1).max(100)).max(500),
  /** The built-in scam patterns (eleven languages; IBANs, wallets, phones, handles, links) apply. */
  scam_patterns_builtin: z.boolean(),
  /** Screening on arrival (decision 043): an explicit main photo is refused or held for a moderator. */
  screen_explicit_main: z.enum(['refuse', 'hold']),
  /** Screening on arrival: a profile photo without a face is held for a moderator or allowed. */
  screen_no_face: z.enum(['hold', 'allow']),
  /** The adult-cam promotion tile (docs/product.md#screens): on/off, where it links, which image it shows. */
  cam_promo_enabled: z.boolean(),
  cam_promo_url: z.union([z.literal(''), z.url({ protocol: /^https?$/ }).max(500)]),
  cam_promo_image: z.union([
    z.literal(''),
    z.url({ protocol: /^https?$/ }).max(500),
    z.string().regex(/^\/[\w./-]{1,300}$/),
  ]),
});
export type SiteSettings = z.infer<typeof SiteSettingsSchema>;
export const SiteUpdateSchema = SiteSettingsSchema.partial().extend({ id: Id });

export const CompanyInfoSchema = z.object({
  name: z.string().trim().min(1).max(200),
  address: z.string().trim().max(300),
  kvk: z.string().trim().max(50),
  city: z.string().trim().max(100),
  country: z.string().trim().max(100),
  tradenames: z.array(z.string().trim().min(1).max(200)).max(20),
  vat_numbers: z.array(z.string().trim().min(1).max(50)).max(20),
  support_phone: z.string().trim().max(50),
  delete_discount: z.number().int().min(0).max(100),
});
export const CompanyUpdateSchema = CompanyInfoSchema.partial().extend({ id: Id });

export const StaffSiteSchema = z.object({
  id: z.number().int(),
  company_id: z.number().int(),
  settings: SiteSettingsSchema,
  company: CompanyInfoSchema.extend({ id: z.number().int() }),
});
export type StaffSite = z.infer<typeof StaffSiteSchema>;
export const StaffSitesAnswerSchema = z.object({
  sites: z.array(StaffSiteSchema),
  gifts: z.array(z.object({ slug: z.string(), name: z.string() })),
});

// ── Fictional profiles and the operator inbox ────────────────────────────

export const FictionalProfileSchema = z.object({
  name: z.string().trim().min(1).max(50),
  gender: z.enum(['male', 'female']),
  seeking: z.enum(['male', 'female']).nullable(),
  birth_date: z.iso.date(),
  country: z
    .string()
    .regex(/^[A-Z]{2}$/)
    .nullable(),
  about: z.string().max(2000),
});
export const FictionalCreateSchema = FictionalProfileSchema.extend({ site_id: Id });
export const FictionalUpdateSchema = FictionalProfileSchema.partial().extend({ user_id: Id });
export const StaffFictionalSchema = FictionalProfileSchema.extend({
  user_id: z.number().int(),
  site_id: z.number().int(),
  thumb: z.string().nullable(),
  conversations: z.number().int(),
});
export type StaffFictional = z.infer<typeof StaffFictionalSchema>;
export const StaffFictionalAnswerSchema = z.object({ profiles: z.array(StaffFictionalSchema) });

export const InboxEntrySchema = z.object({
  conversation_id: z.number().int(),
  site_id: z.number().int(),
  fictional: z.object({ id: z.number().int(), name: z.string() }),
  member: z.object({ id: z.number().int(), name: z.string() }),
  last_text: z.string(),
  waiting_since: Iso,
});
export type InboxEntry = z.infer<typeof InboxEntrySchema>;
export const InboxAnswerSchema = z.object({ conversations: z.array(InboxEntrySchema) });
export const StaffConversationAnswerSchema = z.object({
  conversation_id: z.number().int(),
  /**
   * The site's fictional_warning as the member reads it (the member's language), shown beside the
   * composer, and the languages the reply is checked in for a proposed meeting (the member's and
   * the site's; see findMeetingProposals).
   */
  warning: z.string(),
  languages: z.array(z.enum(LANGUAGES)),
  fictional: z.object({ id: z.number().int(), name: z.string(), about: z.string() }),
  member: z.object({
    id: z.number().int(),
    name: z.string(),
    about: z.string(),
    country: z.string().nullable(),
  }),
  messages: z.array(
    z.object({
      id: z.number().int(),
      from_fictional: z.boolean(),
      kind: z.string(),
      text: z.string(),
      created_at: Iso,
      /** E-mail of the operator who wrote it as the fictional profile (staff only). */
      operator: z.string().nullable(),
    }),
  ),
});
export type StaffConversation = z.infer<typeof StaffConversationAnswerSchema>;
export const OperatorReplySchema = z.object({
  conversation_id: Id,
  text: z.string().min(1).max(10_000),
  client_id: z.string().min(8).max(64),
  /**
   * The operator saw what the reply proposes (a meeting, contact off the site) and sends it
   * anyway; without it such a reply answers 409 reply_flagged. The audit log records it.
   */
  confirm_flagged: z.boolean().optional(),
});

// ── Audit ────────────────────────────────────────────────────────────────

export const AuditQuerySchema = z.object({
  staff_id: Id.optional(),
  action: z.string().max(60).optional(),
  target_type: z.string().max(30).optional(),
  target_id: z.string().max(40).optional(),
  before: Id.optional().describe('Entry id: older entries than this'),
});
export const AuditEntrySchema = z.object({
  id: z.number().int(),
  staff_id: z.number().int(),
  staff_email: z.string(),
  action: z.string(),
  target_type: z.string(),
  target_id: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  created_at: Iso,
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;
export const AuditAnswerSchema = z.object({ entries: z.array(AuditEntrySchema), has_more: z.boolean() });

// ── Packages, discount codes, orders ─────────────────────────────────────

const Currency = z.string().regex(/^[A-Z]{3}$/);
export const PackageInputSchema = z.object({
  site_id: Id,
  kind: z.enum(['credits', 'premium']),
  tier: z.number().int().min(0).max(3),
  currency: Currency,
  /** Minor units (cents). */
  price: z.number().int().positive().max(10_000_000),
  credits: z.number().int().positive().max(1_000_000),
  popular: z.boolean().default(false),
  discount: z.number().int().min(0).max(99).default(0),
  position: z.number().int().min(0).max(1000).default(0),
  active: z.boolean().default(true),
});
export const PackageUpdateSchema = PackageInputSchema.omit({ site_id: true }).partial().extend({ id: Id });
export const StaffPackageSchema = PackageInputSchema.extend({
  id: z.number().int(),
  site_id: z.number().int(),
});
export type StaffPackage = z.infer<typeof StaffPackageSchema>;
export const StaffPackagesAnswerSchema = z.object({ packages: z.array(StaffPackageSchema) });

export const DiscountCodeInputSchema = z.object({
  site_id: Id,
  code: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9_-]{3,64}$/),
  value_percentage: z.number().int().min(1).max(100),
  country: z
    .string()
    .regex(/^[A-Z]{2}$/)
    .nullable()
    .default(null),
  user_id: Id.nullable().default(null),
  expires: z.iso.datetime({ offset: true }).nullable().default(null),
  currency: Currency.nullable().default(null),
  minimum_order_value: z.number().int().min(0).max(10_000_000).nullable().default(null),
  validity: z.enum(['once_per_user', 'once', 'unlimited']).default('once_per_user'),
  paymentmethods: z.array(z.string().max(30)).max(20).nullable().default(null),
});
/** Staff change a code's status or end; `expire: true` ends it now. */
export const DiscountCodeUpdateSchema = z.object({
  id: Id,
  status: z.enum(['active', 'inactive']).optional(),
  expires: z.iso.datetime({ offset: true }).nullable().optional(),
  expire: z.literal(true).optional(),
});
export const StaffDiscountCodeSchema = z.object({
  id: z.number().int(),
  site_id: z.number().int(),
  code: z.string(),
  kind: z.string(),
  value_percentage: z.number().int(),
  country: z.string().nullable(),
  user_id: z.number().int().nullable(),
  expires: Iso.nullable(),
  expired: z.boolean(),
  currency: z.string().nullable(),
  minimum_order_value: z.number().int().nullable(),
  status: z.enum(['active', 'inactive']),
  validity: z.string(),
  paymentmethods: z.array(z.string()).nullable(),
  uses: z.number().int(),
});
export type StaffDiscountCode = z.infer<typeof StaffDiscountCodeSchema>;
export const StaffDiscountCodesAnswerSchema = z.object({ codes: z.array(StaffDiscountCodeSchema) });

export const StaffOrderSchema = z.object({
  id: z.number().int(),
  kind: z.string(),
  credits: z.number().int(),
  amount: z.number().int(),
  currency: z.string(),
  discount_code: z.string().nullable(),
  payment_method: z.string(),
  provider: z.string(),
  status: z.string(),
  created_at: Iso,
  paid_at: Iso.nullable(),
  refunded_at: Iso.nullable(),
  refunded_credits: z.number().int().nullable(),
  /** Paid and still within the site's refund_days. */
  refundable: z.boolean(),
});
export type StaffOrder = z.infer<typeof StaffOrderSchema>;

// ── Invitations (sign-up by invitation only) ───────────────────────────────

/** Staff make an invitation link for a site: a label to recognise it, optional use cap and end. */
export const InvitationInputSchema = z.object({
  site_id: Id,
  label: z.string().trim().min(1).max(100),
  max_uses: z.number().int().min(1).max(100_000).nullable().default(null),
  expires: z.iso.datetime({ offset: true }).nullable().default(null),
});
export const InvitationRevokeSchema = z.object({ id: Id });
export const StaffInvitationSchema = z.object({
  id: z.number().int(),
  site_id: z.number().int(),
  label: z.string(),
  /** The link to hand out: the site's address and the token as the path. */
  url: z.string(),
  max_uses: z.number().int().nullable(),
  uses: z.number().int(),
  expires: Iso.nullable(),
  revoked: z.boolean(),
  /** Usable now: not revoked, not expired, not used up. */
  valid: z.boolean(),
  created_at: Iso,
});
export type StaffInvitation = z.infer<typeof StaffInvitationSchema>;
export const StaffInvitationsAnswerSchema = z.object({ invitations: z.array(StaffInvitationSchema) });

/** GET /api/staff/member.php: the member with their orders. */
export const StaffMemberAnswerSchema = StaffMemberDetailSchema.extend({ orders: z.array(StaffOrderSchema) });
/** POST /api/staff/end-sessions.php: how many sessions ended. */
export const EndedSessionsAnswerSchema = z.object({ ended: z.number().int() });
/** POST /api/staff/credits.php: the member's balance after the adjustment. */
export const CreditsAnswerSchema = z.object({ credits: z.number().int() });
/** POST /api/staff/refund.php: the order to refund, and the credits taken back. */
export const RefundSchema = z.object({ order_id: CoercedIdSchema });
export const RefundAnswerSchema = z.object({ ok: z.literal(true), refunded_credits: z.number().int() });
/** GET /api/staff/invitations.php: every site's links, or one site's. */
export const StaffInvitationsQuerySchema = z.object({ site_id: CoercedIdSchema.optional() });
/** POST /api/staff/fictional.php: the new fictional profile's account. */
export const FictionalCreatedSchema = z.object({ user_id: z.number().int() });
/** POST /api/staff/reply.php: the operator's message. */
export const OperatorReplyAnswerSchema = z.object({ message_id: z.number().int() });
