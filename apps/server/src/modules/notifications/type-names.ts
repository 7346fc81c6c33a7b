import type { Language, NOTIFICATION_TYPES } from '@amora/shared';
import da from '@amora/shared/locales/da.json' with { type: 'json' };
import de from '@amora/shared/locales/de.json' with { type: 'json' };
import en from '@amora/shared/locales/en.json' with { type: 'json' };
import es from '@amora/shared/locales/es.json' with { type: 'json' };
import fi from '@amora/shared/locales/fi.json' with { type: 'json' };
import fr from '@amora/shared/locales/fr.json' with { type: 'json' };
import it from '@amora/shared/locales/it.json' with { type: 'json' };
import nl from '@amora/shared/locales/nl.json' with { type: 'json' };
import no from '@amora/shared/locales/no.json' with { type: 'json' };
import pl from '@amora/shared/locales/pl.json' with { type: 'json' };
import sv from '@amora/shared/locales/sv.json' with { type: 'json' };

type Types = Record<(typeof NOTIFICATION_TYPES)[number], string>;
const CATALOGUES: Record<Language, { settings: { types: Types } }> = {
  da,
  de,
  en,
  es,
  fi,
  fr,
  it,
  nl,
  no,
  pl,
  sv,
};

/** The name of a notification type as the settings screen shows it, in the member's language. */
export function typeName(language: Language, type: (typeof NOTIFICATION_TYPES)[number]): string {
  return CATALOGUES[language].settings.types[type];
}
