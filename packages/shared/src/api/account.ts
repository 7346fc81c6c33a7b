import { z } from 'zod';
import {
  DELETE_REASONS,
  GENDERS,
  NAME_MAX_LENGTH,
  NOTIFICATION_CHANNELS,
  NOTIFICATION_TYPES,
} from '../values/account';
import { LanguageSchema } from './site';

export {
  DELETE_REASONS,
  GENDERS,
  MAX_AGE,
  MIN_AGE,
  NAME_MAX_LENGTH,
  NOTIFICATION_CHANNELS,
  NOTIFICATION_TYPES,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from '../values/account';

export const GenderSchema = z.enum(GENDERS);

/** `email:new_messages`, `push:like_received`, … — the entries of `notifications_disabled`. */
export const NotificationSettingSchema = z
  .string()
  .regex(new RegExp(`^(${NOTIFICATION_CHANNELS.join('|')}):(${NOTIFICATION_TYPES.join('|')})$`));

export const ImageSchema = z.object({ filename: z.string(), thumb_filename: z.string(), match: z.string() });

/** GET /api/user.php — the member of the session (docs/product.md#what-we-keep "User"). */
export const UserSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  status: z.enum(['not_confirmed', 'active']),
  credits: z.number().int(),
  paid_user: z.boolean(),
  /**
   * Free text messages still left (the site's allowance for members who never paid); null for a
   * paying member. Not in the spec's answer: added so the composer can say a message is free.
   */
  free_messages_left: z.number().int().min(0).nullable(),
  signup_date: z.string(),
  fictional_icon: z.string(),
  /**
   * The member confirmed the site's fictional_warning (POST /api/fictional-ack.php): paid messages
   * to staff-run profiles need it. Not in the spec's answer.
   */
  fictional_ack: z.boolean(),
  language: LanguageSchema,
  notifications_disabled: z.array(z.string()),
  /** Why notification mails stopped (docs/product.md#accounts): a spam mark, a bounce or a list-unsubscribe. */
  email_disabled: z.enum(['spam', 'bounce', 'list_unsubscribe']).nullable(),
  invisible: z.boolean(),
  /** Chat photos scored explicit arrive blurred until the member taps to view (decision 043); on by default. */
  blur_explicit_photos: z.boolean(),
  profile: z.object({
    name: z.string(),
    country: z.string().nullable(),
    status: z.enum(['active', 'disabled']),
    main_image: ImageSchema.nullable(),
  }),
});
/** Sign-up, login, a password reset, a mail change or a reactivation: the member now logged in. */
export const SignedInAnswerSchema = z.object({ user: UserSchema });
/** GET /api/logout.php. */
export const LoggedOutAnswerSchema = z.object({ user: z.null() });
/** DELETE /api/user.php: the account is deleted. */
export const DeletedAnswerSchema = z.object({ deleted: z.literal(true) });
export type User = z.infer<typeof UserSchema>;
export const UserAnswerSchema = z.object({ user: UserSchema.nullable() });

const Password = z.string().max(1024, 'password_too_long');

export const SignupRequestSchema = z.object({
  email: z.string().trim().max(254),
  name: z.string().trim().min(1).max(NAME_MAX_LENGTH),
  password: Password,
  date_of_birth: z.iso.date().optional(),
  gender: GenderSchema,
  seeking: GenderSchema.optional(),
  signup_message: z.string().trim().max(2000).optional(),
  /** The solved proof-of-work challenge (ALTCHA payload), when the server asks for one (decision 042). */
  altcha: z.string().max(20_000).optional(),
  /** A field hidden from people: filled in, the sign-up is refused (decision 042). */
  website: z.string().max(500).optional(),
});
export type SignupRequest = z.infer<typeof SignupRequestSchema>;

/** Whether this sign-up must bring a solved challenge, and one to solve (the ALTCHA widget's format). */
export const SignupChallengeAnswerSchema = z.object({
  required: z.boolean(),
  challenge: z.object({
    parameters: z.record(z.string(), z.unknown()),
    signature: z.string().optional(),
  }),
});
export type SignupChallengeAnswer = z.infer<typeof SignupChallengeAnswerSchema>;

/** Tracking of the page the visitor landed on (docs/product.md#what-we-keep), sent as the signup call's query. */
export const TrackingSchema = z.object({
  network: z.string().max(100).optional(),
  ref: z.string().max(100).optional(),
  sub1: z.string().max(100).optional(),
  sub2: z.string().max(100).optional(),
  sub3: z.string().max(100).optional(),
  invite: z.string().max(100).optional(),
});

export const LoginRequestSchema = z.object({ email: z.string().trim().max(254), password: Password });
export const LanguageRequestSchema = z.object({ language: LanguageSchema });
export const ResetRequestSchema = z.object({ email: z.string().trim().max(254) });
export const ResetSetSchema = z.object({
  token: z.string().min(1).max(200),
  password: Password,
  password_repeat: Password,
});
export const ChangePasswordSchema = z.object({ old_password: Password, new_password: Password });
export const ChangeEmailSchema = z.object({ email: z.string().trim().max(254), password: Password });
export const TokenSchema = z.object({ token: z.string().min(1).max(200) });
/** A data export was asked for: the link is on its way by mail and works until `expires_at`. */
export const DataExportRequestedSchema = z.object({ expires_at: z.string() });
export const NotificationSettingsSchema = z.object({
  notifications_disabled: z.array(NotificationSettingSchema).max(NOTIFICATION_TYPES.length * 2),
  invisible: z.boolean(),
  /** Blur chat photos scored explicit until tapped; omitted: unchanged. */
  blur_explicit_photos: z.boolean().optional(),
  /** Turns notification mails back on after a bounce, spam mark or list-unsubscribe. */
  email_enabled: z.literal(true).optional(),
});
export const DeleteAccountSchema = z.object({
  reason: z.enum(DELETE_REASONS),
  password: Password,
  comment: z.string().max(1000).optional(),
});

/**
 * Error codes of the accounts API (translated as errors.<code> in the catalogues). Field codes in
 * `fields` use the same names.
 */
export const ACCOUNT_ERROR_CODES = [
  'email_invalid',
  'email_disposable',
  'email_refused',
  'name_equals_email',
  'name_starts_with_at',
  'birth_date_required',
  'birth_date_invalid',
  'too_young',
  'password_too_short',
  'password_too_long',
  'password_too_common',
  'email_taken',
  'email_deleted',
  'signups_closed',
  'login_failed',
  'account_blocked',
  'too_many_reset_mails',
  'email_not_found',
  'link_invalid',
  'passwords_not_equal',
  'wrong_old_password',
  'client_header_required',
  'email_unchanged',
  'authentication_required',
] as const;

/** GET /api/invitation.php?token=: whether an invitation link still lets a visitor sign up. */
export const InvitationQuerySchema = z.object({ token: z.string().max(100) });
export const InvitationAnswerSchema = z.object({ invitation: z.object({ valid: z.boolean() }) });
export type InvitationAnswer = z.infer<typeof InvitationAnswerSchema>;
