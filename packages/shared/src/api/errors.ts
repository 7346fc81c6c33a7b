import { z } from 'zod';

/** Every failure answers this shape (docs/architecture.md#errors-are-data). */
export const ApiErrorSchema = z.object({
  error: z.string().describe('Machine-readable code, e.g. validation_failed, not_found'),
  message: z
    .string()
    .describe('Short English description for logs and developers; the UI translates `error`'),
  fields: z.record(z.string(), z.string()).optional().describe('Per-field codes for validation errors'),
  retry_after: z.number().int().optional().describe('Seconds to wait, with 429'),
  suggestion: z.string().optional().describe('Did-you-mean e-mail address, with email_invalid'),
  minutes: z.number().int().optional().describe('Minutes an account stays blocked, with account_blocked'),
  min_age: z.number().int().optional().describe('The minimum age, with too_young'),
  limit: z
    .number()
    .int()
    .optional()
    .describe('The limit reached, with photo_limit_reached and daily_like_limit'),
  resets_at: z.string().optional().describe('When a daily limit resets (ISO), with daily_like_limit'),
  setup: z
    .boolean()
    .optional()
    .describe('With second_factor_required: no authenticator yet, set one up first'),
});
export type ApiError = z.infer<typeof ApiErrorSchema>;

/** Codes the web app knows how to translate (errors.<code> in the catalogues). */
export const ERROR_CODES = [
  'validation_failed',
  'not_found',
  'authentication_required',
  'forbidden',
  'rate_limited',
  'internal_error',
  'site_not_found',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];
