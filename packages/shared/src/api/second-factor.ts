import { z } from 'zod';
import { UserSchema } from './account';
import { IdSchema } from './ids';

/** A code from an authenticator app (RFC 6238: six digits every 30 seconds). */
export const TOTP_DIGITS = 6;
export const RECOVERY_CODE_COUNT = 10;

/**
 * GET /api/second-factor.php — the second factor of the session's account. `verified`: this
 * session has passed it; `required`: the account may not be used without it (staff, or a member
 * who turned it on).
 */
/** A registered passkey as its owner sees it (decision 029). */
export const PasskeySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  created_at: z.string(),
  last_used_at: z.string().nullable(),
});
export type Passkey = z.infer<typeof PasskeySchema>;

export const SecondFactorStatusSchema = z.object({
  /** Some second factor is on: the authenticator app, a passkey or both. */
  enabled: z.boolean(),
  /** The authenticator app (codes) is set up. */
  authenticator: z.boolean(),
  passkeys: z.array(PasskeySchema),
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
const Base64Url = z
  .string()
  .max(16_384)
  .regex(/^[A-Za-z0-9_-]*={0,2}$/);
/** What the browser's WebAuthn answer carries besides its `response` (@simplewebauthn/browser's JSON). */
const CredentialFields = {
  id: Base64Url.min(1).max(1_024),
  rawId: Base64Url.min(1).max(1_024),
  type: z.literal('public-key'),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
  clientExtensionResults: z.record(z.string().max(100), z.unknown()),
};

/** A passkey's answer to a sign-in challenge (navigator.credentials.get, as JSON). */
export const PasskeyAssertionSchema = z.object({
  ...CredentialFields,
  response: z.object({
    clientDataJSON: Base64Url,
    authenticatorData: Base64Url,
    signature: Base64Url,
    userHandle: Base64Url.optional(),
  }),
});

/** A new passkey's answer to a registration challenge (navigator.credentials.create, as JSON). */
export const PasskeyAttestationSchema = z.object({
  ...CredentialFields,
  response: z.object({
    clientDataJSON: Base64Url,
    attestationObject: Base64Url,
    authenticatorData: Base64Url.optional(),
    transports: z
      .array(z.enum(['ble', 'cable', 'hybrid', 'internal', 'nfc', 'smart-card', 'usb']))
      .max(10)
      .optional(),
    publicKeyAlgorithm: z.number().int().optional(),
    publicKey: Base64Url.optional(),
  }),
});

export const SecondFactorProofSchema = z.object({
  code: z.string().max(20).optional(),
  recovery_code: z.string().max(40).optional(),
  /** A passkey's answer to the challenge of POST /api/passkey-challenge.php. */
  passkey: PasskeyAssertionSchema.optional(),
});
export type SecondFactorProof = z.infer<typeof SecondFactorProofSchema>;

/** Answer of a finished setup: the recovery codes, shown once. */
export const RecoveryCodesSchema = z.object({ recovery_codes: z.array(z.string()) });
export type RecoveryCodes = z.infer<typeof RecoveryCodesSchema>;

/**
 * POST /api/passkey-setup.php and /api/passkey-challenge.php: the options for
 * navigator.credentials.create / .get as JSON (challenge, RP id, the account's passkeys).
 */
export const PasskeyOptionsSchema = z.object({
  options: z.looseObject({ challenge: z.string(), rpId: z.string().optional() }),
});

/** PUT /api/passkey-setup.php: the new passkey's answer, and a name for it. */
export const PasskeyRegisterSchema = z.object({
  response: PasskeyAttestationSchema,
  name: z.string().trim().max(60).optional(),
});
/** The new passkey; `recovery_codes` when it is the account's first second factor (else empty). */
export const PasskeyRegisteredSchema = RecoveryCodesSchema.extend({ passkey: PasskeySchema });
export type PasskeyRegistered = z.infer<typeof PasskeyRegisteredSchema>;

export const PasskeyIdSchema = z.object({ id: IdSchema });

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
  /** The passkey's answer did not check out: wrong site, signature, or an answer given before. */
  'passkey_invalid',
  /** No passkey of this account answered (none registered, or another account's). */
  'passkey_unknown',
  /** The only second factor left: a member turns the second factor off instead. */
  'second_factor_last',
] as const;

/** PUT /api/second-factor-setup.php: the recovery codes, and the member whose session now passed. */
export const RecoveryCodesAnswerSchema = RecoveryCodesSchema.extend({ user: UserSchema });
/** PUT /api/passkey-setup.php: the passkey registered, and the member whose session now passed. */
export const PasskeyRegisteredAnswerSchema = PasskeyRegisteredSchema.extend({ user: UserSchema });
