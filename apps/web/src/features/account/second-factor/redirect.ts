import { ApiRequestError } from '../../../api/errors';

/**
 * Where a login goes when the server answers second_factor_required (the password was right; the
 * session waits for a code, decision 023): the code or setup screen, then on to `next`. Null
 * for any other answer.
 */
export function secondFactorPath(error: unknown, next: string): string | null {
  if (!(error instanceof ApiRequestError) || error.code !== 'second_factor_required') return null;
  return `/second-factor?next=${encodeURIComponent(next)}`;
}
