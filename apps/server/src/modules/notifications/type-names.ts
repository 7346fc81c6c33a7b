import type { Language, NOTIFICATION_TYPES } from '@amora/shared';
import { CATALOGUES } from '../../lib/catalogues';

/** The name of a notification type as the settings screen shows it, in the member's language. */
export function typeName(language: Language, type: (typeof NOTIFICATION_TYPES)[number]): string {
  return CATALOGUES[language].settings.types[type];
}
