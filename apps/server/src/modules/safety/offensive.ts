/**
 * The first-message nudge (decision 042): whether a text holds a word of the kept
 * multi-language list `naughty-words` (the List of Dirty, Naughty, Obscene and Otherwise Bad
 * Words, CC BY 4.0). Nothing is blocked: the chat send asks "Are you sure?" once, before a
 * member's first message to someone, and sends when they confirm.
 *
 * The lists live on the server: the chat route is the bundle's heaviest first view and the
 * lists are ~40 KB. Checked in the sender's and the recipient's languages and English only: the
 * lists hold words that are harmless elsewhere (Dutch "asbak" is an ashtray in any language but
 * one), so every list at once would ask about ordinary first messages.
 */
import { isLanguage, type Language } from '@amora/shared';
import { foldForMatching, listPattern } from '@amora/shared/meeting';
import da from 'naughty-words/da.json' with { type: 'json' };
import de from 'naughty-words/de.json' with { type: 'json' };
import en from 'naughty-words/en.json' with { type: 'json' };
import es from 'naughty-words/es.json' with { type: 'json' };
import fi from 'naughty-words/fi.json' with { type: 'json' };
import fr from 'naughty-words/fr.json' with { type: 'json' };
import it from 'naughty-words/it.json' with { type: 'json' };
import nl from 'naughty-words/nl.json' with { type: 'json' };
import no from 'naughty-words/no.json' with { type: 'json' };
import pl from 'naughty-words/pl.json' with { type: 'json' };
import sv from 'naughty-words/sv.json' with { type: 'json' };

const LISTS: Record<Language, readonly string[]> = { da, de, en, es, fi, fr, it, nl, no, pl, sv };

// The list's entries are plain words: the phrase syntax's `#` and `*` taken literally.
const literal = (word: string) => word.replace(/[#*]/g, ' ').trim();
const patterns = new Map<Language, RegExp | null>();
function patternOf(language: Language): RegExp | null {
  if (!patterns.has(language))
    patterns.set(language, listPattern(LISTS[language].map(literal).filter(Boolean)));
  return patterns.get(language) ?? null;
}

/** Whether `text` holds a word of the list in one of `languages` (English always counts). */
export function holdsOffensiveWord(text: string, languages: readonly (string | null | undefined)[]): boolean {
  const folded = foldForMatching(text);
  const chosen = new Set<Language>(['en']);
  for (const language of languages) if (isLanguage(language)) chosen.add(language);
  for (const language of chosen) {
    const pattern = patternOf(language);
    if (pattern && folded.search(pattern) >= 0) return true;
  }
  return false;
}
