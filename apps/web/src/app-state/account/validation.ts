import type { FieldError } from '../../lib/form';
import { MAX_AGE, MIN_AGE, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './constants';

/**
 * Client-side checks that mirror the server's (docs/product.md#what-we-check), returning the same codes the
 * server sends in `fields`, so both show the same translated message (errors.<code>).
 */

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

export function required(value: string): FieldError | undefined {
  return value.trim() ? undefined : { code: 'required' };
}

export function checkEmail(value: string): FieldError | undefined {
  if (!value.trim()) return { code: 'required' };
  return EMAIL.test(value.trim()) ? undefined : { code: 'email_invalid' };
}

export function checkName(value: string, email: string): FieldError | undefined {
  const name = value.trim();
  if (!name) return { code: 'required' };
  if (name.startsWith('@')) return { code: 'name_starts_with_at' };
  if (email.trim() && name.toLowerCase() === email.trim().toLowerCase()) return { code: 'name_equals_email' };
  return undefined;
}

export function checkPassword(value: string): FieldError | undefined {
  if (!value) return { code: 'required' };
  if (value.length < PASSWORD_MIN_LENGTH)
    return { code: 'password_too_short', params: { min: PASSWORD_MIN_LENGTH } };
  if (value.length > PASSWORD_MAX_LENGTH)
    return { code: 'password_too_long', params: { max: PASSWORD_MAX_LENGTH } };
  return undefined;
}

/** Age in whole years on `today` of someone born on `birth` (YYYY-MM-DD). */
export function ageOn(birth: string, today: Date): number {
  const [y, m, d] = birth.split('-').map(Number) as [number, number, number];
  let age = today.getFullYear() - y;
  const month = today.getMonth() + 1;
  if (month < m || (month === m && today.getDate() < d)) age--;
  return age;
}

/** A real calendar date in YYYY-MM-DD form. */
export function isDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

export function checkBirthDate(
  value: string,
  today = new Date(),
  minAge: number = MIN_AGE,
): FieldError | undefined {
  if (!value) return { code: 'birth_date_required', params: { min_age: minAge } };
  // A day the month lacks (30 February), a date to come or an age no member has.
  const age = isDate(value) ? ageOn(value, today) : -1;
  if (age < 0 || age > MAX_AGE) return { code: 'birth_date_invalid' };
  if (age < minAge) return { code: 'too_young', params: { min_age: minAge } };
  return undefined;
}

export function checkRepeat(value: string, first: string): FieldError | undefined {
  if (!value) return { code: 'required' };
  return value === first ? undefined : { code: 'passwords_not_equal' };
}
