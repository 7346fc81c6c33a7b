import { z } from 'zod';

/** A code from an authenticator app (RFC 6238: six digits every 30 seconds). */
export const TOTP_DIGITS = 6;
export const RECOVERY_CODE_COUNT = 10;

/**
 * GET /api/second-factor.php — the second factor of the session's account. `verified`: this
 * session has passed it; `required`: the account may not be used without it (staff, or a member
 * who turned it on).
 */
export const SecondFactorStatusSchema = z.object({
  enabled: z.boolean(),
  required: z.boolean(),
  verified: z.boolean(),
  /** Staff cannot turn it off; members can. */
  mandatory: z.boolean(),
  recovery_codes_left: z.number().int().min(0),
});
export type SecondFactorStatus = z.infer<typeof SecondFactorStatusSchema>;

/** POST /api/second-factor-setup.php — a new secret to scan; shown once, never returned again. */
export const SecondFactorSetupSchema = z.object({
  secret: z.string(),
  otpauth_url: z.string(),
  /** The otpauth URL as a QR code: an SVG data URL. */
  qr_code: z.string(),
});
export type SecondFactorSetup = z.infer<typeof SecondFactorSetupSchema>;

/**
 * PUT /api/second-factor-setup.php: `code` from the app. POST and DELETE /api/second-factor.php:
 * `code`, or one of the recovery codes. Spaces and dashes people type are tolerated; a code of
 * the wrong shape is a wrong code (it counts towards the lockout like any other).
 */
export const SecondFactorProofSchema = z.object({
  code: z.string().max(20).optional(),
  recovery_code: z.string().max(40).optional(),
});
export type SecondFactorProof = z.infer<typeof SecondFactorProofSchema>;

/** Answer of a finished setup: the recovery codes, shown once. */
export const RecoveryCodesSchema = z.object({ recovery_codes: z.array(z.string()) });

/**
 * Error codes of the second factor (translated as errors.<code>): the session has passed only
 * the password; a wrong, reused or malformed code; a setup asked for twice; staff turning it off.
 */
export const SECOND_FACTOR_ERROR_CODES = [
  'second_factor_required',
  'second_factor_setup_required',
  'code_invalid',
  'code_used',
  'second_factor_enabled',
  'second_factor_mandatory',
] as const;
