/**
 * Finds what in an operator's reply proposes meeting in person or contact off the site: a
 * meeting, a date or time to meet, an address, a phone number, an e-mail address, a link, a
 * messenger. The staff inbox asks before sending such a reply and the server audits it
 * (docs/decisions/022-staff-run-profiles-and-money.md). Pure: the same answer in the browser
 * and on the server.
 *
 * The phrases live with the translations, one list per language in `locales/meeting/<lng>.json`
 * (language-neutral names in `all.json`). A phrase is lower-case words; `#` is a number (8,
 * 20:30, 8.30, 20h30); `*` alone is any one word; `*straat` a word ending so (compounds);
 * `treff*` a word beginning so (inflections). Matching ignores case and accents, and only whole
 * words match.
 */
import type { Language } from './languages';
import all from './locales/meeting/all.json' with { type: 'json' };
import da from './locales/meeting/da.json' with { type: 'json' };
import de from './locales/meeting/de.json' with { type: 'json' };
import en from './locales/meeting/en.json' with { type: 'json' };
import es from './locales/meeting/es.json' with { type: 'json' };
import fi from './locales/meeting/fi.json' with { type: 'json' };
import fr from './locales/meeting/fr.json' with { type: 'json' };
import it from './locales/meeting/it.json' with { type: 'json' };
import nl from './locales/meeting/nl.json' with { type: 'json' };
import no from './locales/meeting/no.json' with { type: 'json' };
import pl from './locales/meeting/pl.json' with { type: 'json' };
import sv from './locales/meeting/sv.json' with { type: 'json' };

export const MEETING_KINDS = [
  'meeting',
  'time',
  'address',
  'phone',
  'email',
  'link',
  'messenger',
  'contact',
] as const;
export type MeetingKind = (typeof MEETING_KINDS)[number];
export interface MeetingFinding {
  kind: MeetingKind;
  /** The words as written in the reply. */
  text: string;
}

interface WordList {
  meeting?: string[];
  contact?: string[];
  address?: string[];
  time?: string[];
  messenger?: string[];
}
export const MEETING_WORDS: Record<Language | 'all', WordList> = {
  all,
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

/** Folded for matching: lower case, no accents, one kind of apostrophe. */
export const foldForMatching = (text: string) =>
  text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/[’‘`]/g, "'");

const fold = foldForMatching;

const NUMBER = String.raw`\d{1,4}(?:[:.h]\d{2})?`;
const LETTERS = String.raw`[\p{L}\p{N}]*`;
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** One phrase of a list as a regular expression source (see the syntax above). */
function phraseSource(phrase: string): string {
  return fold(phrase)
    .trim()
    .split(/\s+/)
    .map((word) => {
      if (word === '#') return NUMBER;
      if (word === '*') return String.raw`[\p{L}\p{N}][\p{L}\p{N}'-]*`;
      const prefix = word.startsWith('*') ? LETTERS : '';
      const suffix = word.length > 1 && word.endsWith('*') ? LETTERS : '';
      const core = word.slice(prefix ? 1 : 0, suffix ? -1 : undefined);
      return prefix + core.split('#').map(escapeRegExp).join(NUMBER) + suffix;
    })
    .join(String.raw`\s+`);
}

const wordsOnly = (source: string) => String.raw`(?<![\p{L}\p{N}])(?:${source})(?![\p{L}\p{N}])`;

/**
 * A list of phrases (the syntax above) as one pattern that matches whole words of a folded text
 * (`foldForMatching`); null for an empty list. The scam check uses it too (decision 042).
 */
export function listPattern(phrases: readonly string[] | undefined): RegExp | null {
  if (!phrases?.length) return null;
  const sources = [...phrases].sort((a, b) => b.length - a.length).map(phraseSource);
  return new RegExp(wordsOnly(sources.join('|')), 'gu');
}

/** Patterns that hold in every language, in the order they claim a part of the text. */
const FIXED: [MeetingKind, RegExp][] = [
  ['email', /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)+/gu],
  ['email', /[\p{L}\p{N}._%+-]+\s*[[({]\s*(?:at|@)\s*[\])}]\s*[\p{L}\p{N}-]+/gu],
  ['link', /(?:https?:\/\/|www\.)\S+/gu],
  [
    'link',
    /(?<![\p{L}\p{N}@.])[\p{L}\p{N}-]{2,}\.(?:com|net|org|info|me|io|eu|nl|be|de|at|ch|fr|es|it|pl|se|dk|no|fi|uk)(?![\p{L}\p{N}])/gu,
  ],
  // A calendar date (12.05., 12/5/2026); before phone numbers, which it would otherwise resemble.
  [
    'time',
    /(?<![\d./-])(?:0?[1-9]|[12]\d|3[01])[./-](?:0?[1-9]|1[0-2])(?:[./-](?:\d{4}|\d{2}))?(?![./-]?\d)/gu,
  ],
  ['time', /(?<![\d.:])(?:[01]?\d|2[0-3]):[0-5]\d(?!\d)/gu],
  ['phone', /(?<![\p{L}\d])(?:\+|00)?\d(?:[ ./()-]{0,2}\d){6,14}(?!\d)/gu],
];

const LIST_KINDS = ['messenger', 'contact', 'address', 'meeting', 'time'] as const;
const patterns = new Map<string, [MeetingKind, RegExp][]>();
function listPatterns(language: Language | 'all'): [MeetingKind, RegExp][] {
  let found = patterns.get(language);
  if (!found) {
    const words = MEETING_WORDS[language];
    found = LIST_KINDS.flatMap((kind) => {
      const pattern = listPattern(words[kind]);
      return pattern ? [[kind, pattern] as [MeetingKind, RegExp]] : [];
    });
    patterns.set(language, found);
  }
  return found;
}

/**
 * What in `text` proposes meeting or contact off the site, in the given languages (English and
 * the language-neutral names always count too: operators mix them in). Empty when nothing does.
 * A date or time alone ("talk tomorrow") is no proposal; two of them ("Saturday at 8") are, and
 * so is one beside anything else found.
 */
export function findMeetingProposals(text: string, languages: readonly string[]): MeetingFinding[] {
  // Fold character by character, so a match maps back to the words as the operator wrote them.
  let folded = '';
  const starts: number[] = [];
  const ends: number[] = [];
  let offset = 0;
  for (const char of text) {
    const piece = fold(char);
    for (let i = 0; i < piece.length; i++) {
      starts.push(offset);
      ends.push(offset + char.length);
    }
    folded += piece;
    offset += char.length;
  }
  const original = (start: number, end: number) => text.slice(starts[start], ends[end - 1]);

  const chosen = new Set<Language | 'all'>(['all', 'en']);
  for (const language of languages) if (language in MEETING_WORDS) chosen.add(language as Language);
  const checks = [...FIXED, ...[...chosen].flatMap(listPatterns)];
  const taken: [number, number][] = [];
  const found: (MeetingFinding & { at: number })[] = [];
  for (const [kind, pattern] of checks) {
    for (const match of folded.matchAll(pattern)) {
      const start = match.index;
      const end = start + match[0].length;
      if (taken.some(([s, e]) => start < e && end > s)) continue;
      if (kind === 'phone' && (match[0].match(/\d/g)?.length ?? 0) < 7) continue;
      taken.push([start, end]);
      found.push({ kind, text: original(start, end).trim(), at: start });
    }
  }
  const times = new Set(found.filter((f) => f.kind === 'time').map((f) => fold(f.text)));
  if (found.every((f) => f.kind === 'time') && times.size < 2) return [];
  return found.sort((a, b) => a.at - b.at).map(({ kind, text }) => ({ kind, text }));
}
