import type { Language } from '@amora/shared';
import type { ModerationReason } from '@amora/shared/api/staff';
import da from '@amora/shared/locales/da.json';
import de from '@amora/shared/locales/de.json';
import en from '@amora/shared/locales/en.json';
import es from '@amora/shared/locales/es.json';
import fi from '@amora/shared/locales/fi.json';
import fr from '@amora/shared/locales/fr.json';
import it from '@amora/shared/locales/it.json';
import nl from '@amora/shared/locales/nl.json';
import no from '@amora/shared/locales/no.json';
import pl from '@amora/shared/locales/pl.json';
import sv from '@amora/shared/locales/sv.json';

/**
 * Reason texts come from the web catalogues (moderation.reasons), so the member reads the same
 * words in the statement-of-reasons mail as under a rejected photo.
 */
const CATALOGUES = { da, de, en, es, fi, fr, it, nl, no, pl, sv } as const;

export function reasonText(language: Language, reason: string | null): string {
  const reasons = CATALOGUES[language].moderation.reasons as Record<string, string>;
  return reasons[reason ?? 'other'] ?? reasons.other!;
}

/** A ban's end as members read it, e.g. "12 March 2027". */
export function formatDate(language: Language, date: Date): string {
  return new Intl.DateTimeFormat(language === 'no' ? 'nb' : language, {
    dateStyle: 'long',
    timeZone: 'UTC',
  }).format(date);
}

export type { ModerationReason };
