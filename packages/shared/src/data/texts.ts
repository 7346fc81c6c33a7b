import type { Language } from '../languages';
import da from '../locales/data/da.json' with { type: 'json' };
import de from '../locales/data/de.json' with { type: 'json' };
import en from '../locales/data/en.json' with { type: 'json' };
import es from '../locales/data/es.json' with { type: 'json' };
import fi from '../locales/data/fi.json' with { type: 'json' };
import fr from '../locales/data/fr.json' with { type: 'json' };
import it from '../locales/data/it.json' with { type: 'json' };
import nl from '../locales/data/nl.json' with { type: 'json' };
import no from '../locales/data/no.json' with { type: 'json' };
import pl from '../locales/data/pl.json' with { type: 'json' };
import sv from '../locales/data/sv.json' with { type: 'json' };

/**
 * The names of the reference data the server shows or seeds — gifts, interests, the kinds of
 * region — one catalogue per language beside the interface texts (`locales/data/<lng>.json`,
 * docs/decisions/041-native-review-and-page-texts.md). The web does not import them.
 */
export interface DataTexts {
  gifts: Record<string, string>;
  interests: Record<string, string>;
  regionKinds: Record<string, string>;
}

export const DATA_TEXTS: Record<Language, DataTexts> = { da, de, en, es, fi, fr, it, nl, no, pl, sv };
