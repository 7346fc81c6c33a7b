import { z } from 'zod';
import { LANGUAGES } from '../languages';
import { MAILING_LIMITS, MAILING_STATUSES, MAILING_TYPES } from '../values/mailings';
import { CoercedIdSchema } from './ids';

/**
 * Promotion and news mailings from the staff console (/api/staff/mailings.php and friends):
 * the two docs/product.md#notification-types notification types no event sends. Plain text only — the mail layout escapes
 * and brands it like every other notification mail.
 */
export {
  MAILING_LIMITS,
  MAILING_STATUSES,
  MAILING_TYPES,
  type MailingStatus,
  type MailingType,
} from '../values/mailings';

const Id = CoercedIdSchema;

/**
 * Where the button leads: a path on the member's site (`/credits`, made absolute per site) or an
 * https address. Not `//host` (another site), no `javascript:`/`http:`, no spaces or backslashes.
 */
export const MailingLinkSchema = z.union([
  z.literal(''),
  z
    .string()
    .max(MAILING_LIMITS.link)
    .regex(/^\/(?![/\\])[^\s\\]*$/),
  z.url({ protocol: /^https$/ }).max(MAILING_LIMITS.link),
]);

export const MailingTextSchema = z.object({
  subject: z.string().trim().min(1).max(MAILING_LIMITS.subject),
  body: z.string().trim().min(1).max(MAILING_LIMITS.body),
  /** The button's label; required with a link, not allowed without one. */
  button: z.string().trim().max(MAILING_LIMITS.button).optional(),
});
export type MailingText = z.infer<typeof MailingTextSchema>;

const MailingFields = z.object({
  site_id: Id,
  type: z.enum(MAILING_TYPES),
  /** At least the site's default language (checked on the server, which knows the site). */
  texts: z.partialRecord(z.enum(LANGUAGES), MailingTextSchema),
  link: MailingLinkSchema.default(''),
});

/** A button needs both a link and a label in every language given. */
function buttonComplete(value: z.infer<typeof MailingFields>, ctx: z.RefinementCtx) {
  for (const [language, text] of Object.entries(value.texts)) {
    if (value.link && !text?.button)
      ctx.addIssue({ code: 'custom', path: ['texts', language, 'button'], message: 'required' });
    if (!value.link && text?.button) ctx.addIssue({ code: 'custom', path: ['link'], message: 'required' });
  }
}

export const MailingInputSchema = MailingFields.superRefine(buttonComplete);
export type MailingInput = z.infer<typeof MailingInputSchema>;
export const MailingUpdateSchema = MailingFields.extend({ id: Id }).superRefine(buttonComplete);
export const MailingIdSchema = z.object({ id: Id });
export const MailingTestSchema = z.object({ id: Id, language: z.enum(LANGUAGES).optional() });
/** POST /api/staff/mailing-test.php: the address the test went to. */
export const MailingTestAnswerSchema = z.object({ ok: z.literal(true), to: z.string() });
/** POST /api/staff/mailing-send.php: how many members it goes to. */
export const MailingSendAnswerSchema = z.object({ ok: z.literal(true), recipients: z.number().int() });

export const MailingSchema = z.object({
  id: z.number().int(),
  site_id: z.number().int(),
  type: z.enum(MAILING_TYPES),
  status: z.enum(MAILING_STATUSES),
  texts: z.record(
    z.string(),
    z.object({ subject: z.string(), body: z.string(), button: z.string().optional() }),
  ),
  link: z.string(),
  /** Members it was meant to reach when sending began; null for a draft. */
  recipients: z.number().int().nullable(),
  /** Members it has gone to so far. */
  sent: z.number().int(),
  created_by: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
  started_at: z.string().nullable(),
  finished_at: z.string().nullable(),
  cancelled_at: z.string().nullable(),
});
export type Mailing = z.infer<typeof MailingSchema>;
export const MailingsAnswerSchema = z.object({ mailings: z.array(MailingSchema) });
export const MailingsQuerySchema = z.object({ site_id: Id.optional() });

export const MailingAudienceQuerySchema = z.object({ site_id: Id, type: z.enum(MAILING_TYPES) });
export const MailingAudienceSchema = z.object({
  total: z.number().int(),
  /** Members per interface language (they get that language's text, else the site's default). */
  languages: z.array(z.object({ language: z.string(), members: z.number().int() })),
});
export type MailingAudience = z.infer<typeof MailingAudienceSchema>;
