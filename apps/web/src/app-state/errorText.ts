import type { TFunction } from 'i18next';
import { ApiRequestError } from '../api/errors';
import { i18n } from '../i18n/i18n';
import type { FieldError, FormErrors, FormValues } from '../lib/form';
import { MIN_AGE, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './account/constants';

/** Values every account message may need, so a server code alone still reads well. */
const DEFAULTS = { min_age: MIN_AGE, min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH };

/** The translated message of a refusal code (errors.<code>), or the generic message. */
export function errorText(t: TFunction, error: FieldError): string {
  const key = `errors.${error.code}`;
  const params = { ...DEFAULTS, ...error.params };
  // With the params, a plural message (account_blocked_one/_other, by count) is found too.
  return i18n.exists(key, params) ? t(key as 'errors.generic', params) : t('errors.generic');
}

export interface ServerErrorMapping<V extends FormValues> {
  /** The form's fields; server field codes with these names show next to them. */
  fields: readonly (keyof V)[];
  /** Server field names that the form calls differently. */
  rename?: Partial<Record<string, keyof V>>;
  /** Top-level codes that belong next to a field (409 email_taken → the e-mail field). */
  codes?: Partial<Record<string, keyof V>>;
}

/**
 * Turns a refused call into form errors: field codes next to their fields, codes that belong
 * to a field next to it, anything else as the form's message.
 */
export function serverErrors<V extends FormValues>(
  error: unknown,
  mapping: ServerErrorMapping<V>,
): FormErrors<V> {
  const { fields: fieldNames, rename: fieldMap = {}, codes = {} } = mapping;
  if (!(error instanceof ApiRequestError)) return { form: { code: 'generic' } } as FormErrors<V>;
  const params: Record<string, string | number> = {};
  if (error.details.min_age !== undefined) params.min_age = error.details.min_age;
  // A number of minutes is the message's count, so it takes its language's plural form.
  if (error.details.minutes !== undefined) params.count = error.details.minutes;
  if (error.details.suggestion !== undefined) params.suggestion = error.details.suggestion;
  const out: FormErrors<V> = {};
  for (const [field, code] of Object.entries(error.fields ?? {})) {
    const name = fieldMap[field] ?? (fieldNames.includes(field as keyof V) ? (field as keyof V) : undefined);
    if (name) out[name] = { code, params };
  }
  if (Object.keys(out).length > 0) return out;
  const codeField = codes[error.code];
  if (codeField) return { [codeField]: { code: error.code, params } } as FormErrors<V>;
  if (error.code === 'rate_limited' && error.retryAfter !== undefined) {
    return { form: { code: 'retryAfter', params: { seconds: error.retryAfter } } } as FormErrors<V>;
  }
  return { form: { code: error.code, params } } as FormErrors<V>;
}
