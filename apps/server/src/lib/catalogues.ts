import type { Language } from '@amora/shared';
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

/** The parts of the web app's catalogues that the server itself shows. */
interface ServerTexts {
  settings: { types: Record<string, string> };
  errors: Record<string, string>;
  common: { login: string };
  /** Titles and intros per route; a lander's served head uses its own (decision 034). */
  pages: Record<string, { title: string; intro: string } | undefined>;
  lander: { cta: string; inviteOnly: string; niche: Record<string, { title: string; text: string }> };
}

/** The web app's translation catalogues, for the few texts the server itself shows. */
export const CATALOGUES: Record<Language, ServerTexts> = { da, de, en, es, fi, fr, it, nl, no, pl, sv };
