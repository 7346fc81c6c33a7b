import { intlLanguage, type Language } from '@amora/shared';
import type { ModerationReason } from '@amora/shared/api/staff';
import { hasText, textsOf } from '../../lib/i18n';

/**
 * Reason texts come from the web catalogues (moderation.reasons), so the member reads the same
 * words in the statement-of-reasons mail as under a rejected photo; an unknown reason reads as
 * "other".
 */
export function reasonText(language: Language, reason: string | null): string {
  const key = `moderation.reasons.${reason ?? 'other'}`;
  return textsOf(language)(hasText(language, key) ? key : 'moderation.reasons.other');
}

/** A ban's end as members read it, e.g. "12 March 2027". */
export function formatDate(language: Language, date: Date): string {
  return new Intl.DateTimeFormat(intlLanguage(language), {
    dateStyle: 'long',
    timeZone: 'UTC',
  }).format(date);
}

export type { ModerationReason };
