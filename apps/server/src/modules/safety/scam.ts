/**
 * Finds what in a member's message looks like a scam or a move off the site (decision 042):
 * money-transfer and payment requests, gift cards, crypto, IBANs, crypto wallets, phone numbers,
 * e-mail addresses, messenger names and handles, and links to other sites. Pure and cheap: it
 * runs on every text message, after nothing but the text and the site's settings.
 *
 * A finding only flags a message; what happens then (delivered with a tip, or held) is the chat
 * send's business. The structural checks are strict where ordinary messages are full of numbers:
 * an IBAN must pass its checksum, a date or a time is never a phone number, nor is a sum written
 * with thousands separators, and a number without a leading `+`, `00` or `0` needs eight digits.
 */
import { IBAN_LENGTHS, isValidIban } from '@amora/shared/iban';
import { foldForMatching, listPattern } from '@amora/shared/meeting';
import { SCAM_WORDS, type ScamWordKind } from './scam-words';

export const SCAM_KINDS = [
  'money',
  'gift_card',
  'crypto',
  'iban',
  'wallet',
  'phone',
  'email',
  'messenger',
  'link',
  'custom',
] as const;
export type ScamKind = (typeof SCAM_KINDS)[number];
export interface ScamFinding {
  kind: ScamKind;
  /** The words as found (folded: lower case, without accents; an IBAN in capitals). */
  text: string;
}

/** The site's say: its staff's phrases (`-phrase` drops a built-in one) and the built-ins on or off. */
export interface ScamSettings {
  scamPatterns: readonly string[];
  scamPatternsBuiltin: boolean;
  /** The site's own host names: links to them are no move off the site. */
  domains: readonly string[];
}

const EMAIL = /[\p{L}\p{N}._%+-]+(?:@|\s*[[({]\s*(?:at|@)\s*[\])}]\s*)[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)+/gu;
const URL = /(?:https?:\/\/|www\.)[^\s<>"']+/gu;
// Only endings that are no word of the eleven languages: "gracias.de nada" is no link.
const BARE_DOMAIN =
  /(?<![\p{L}\p{N}@.])(?:[\p{L}\p{N}-]+\.)+(?:com|net|org|info|io|eu|nl|pl|dk|ch|fr|uk|ly|gg)(?:\/[^\s]*)?(?![\p{L}\p{N}])/gu;
const IBAN_CANDIDATE = /(?<![\p{L}\p{N}])[a-z]{2}\d{2}(?:[ -]?[a-z0-9]){10,34}/gu;
const WALLETS = [
  /(?<![\p{L}\p{N}])0x[0-9a-f]{40}(?![\p{L}\p{N}])/gu, // Ethereum and its kin
  /(?<![\p{L}\p{N}])bc1[02-9ac-hj-np-z]{25,62}(?![\p{L}\p{N}])/gu, // Bitcoin, bech32
];
// Base58 addresses are case-sensitive: looked for in the text as written.
const BASE58_WALLETS = [
  /(?<![\p{L}\p{N}])[13][1-9A-HJ-NP-Za-km-z]{25,34}(?![\p{L}\p{N}])/gu, // Bitcoin, legacy
  /(?<![\p{L}\p{N}])T[1-9A-HJ-NP-Za-km-z]{33}(?![\p{L}\p{N}])/gu, // Tron (USDT)
];
// A calendar date (12.05., 12/5/2026) and a time of day: claimed before phone numbers.
const DATE =
  /(?<![\d./-])(?:0?[1-9]|[12]\d|3[01])[./-](?:0?[1-9]|1[0-2])(?:[./-](?:\d{4}|\d{2}))?(?![./-]?\d)/gu;
const TIME = /(?<![\d.:])(?:[01]?\d|2[0-3])[:.h][0-5]\d(?!\d)/gu;
const PHONE = /(?<![\p{L}\d])(?:\+|00)?\d(?:[ ./()-]{0,2}\d){6,14}(?!\d)/gu;
const HANDLE = /(?<![\p{L}\p{N}._%+-])@[a-z0-9_.]{3,30}(?![\p{L}\p{N}])/gu;

function isPhone(candidate: string): boolean {
  const digits = candidate.replace(/\D/g, '');
  if (/^(?:\+|00)/.test(candidate)) return digits.length >= 8;
  if (candidate.startsWith('0')) return digits.length >= 9;
  if (digits.length < 8) return false;
  const groups = candidate.split(/[ ./()-]+/).filter(Boolean);
  // 10 000 000, 12.500.000: a sum, not a number to call (but 600 123 456 is a Polish mobile).
  const thousands = /^\d{1,3}$/.test(groups[0]!) && groups.slice(1).every((g) => /^\d{3}$/.test(g));
  if (groups.length > 1 && thousands && digits.length <= 8) return false;
  // 12 05 1990, 1990 2000: years, not a number to call.
  if (groups.length > 1 && groups.some((g) => /^(?:19|20)\d{2}$/.test(g))) return false;
  return true;
}

/** The IBAN at the start of a candidate (as written): its country's length, checksum passed. */
function ibanIn(candidate: string): string | null {
  const compact = candidate.replace(/[ -]/g, '').toUpperCase();
  const length = IBAN_LENGTHS[compact.slice(0, 2)];
  if (!length || compact.length < length || !isValidIban(compact.slice(0, length))) return null;
  // As much of the candidate as holds the IBAN: what follows stays for the other checks.
  let seen = 0;
  let end = 0;
  while (seen < length) if (/[a-z0-9]/.test(candidate[end++]!)) seen++;
  return candidate.slice(0, end);
}

function hostOf(link: string): string {
  const bare = link.replace(/^https?:\/\//, '').replace(/^www\./, '');
  return bare.split(/[/?#:]/)[0]!.replace(/\.$/, '');
}

type Compiled = [ScamKind, RegExp][];
const compiled = new Map<string, Compiled>();
const WORD_KINDS: ScamWordKind[] = ['money', 'gift_card', 'crypto', 'messenger'];

/** The phrase lists of a site, compiled once per distinct setting. */
function phraseChecks(settings: ScamSettings): Compiled {
  const key = `${settings.scamPatternsBuiltin}\n${settings.scamPatterns.join('\n')}`;
  let found = compiled.get(key);
  if (found) return found;
  const dropped = new Set(
    settings.scamPatterns.filter((p) => p.startsWith('-')).map((p) => foldForMatching(p.slice(1).trim())),
  );
  const own = settings.scamPatterns.filter((p) => !p.startsWith('-') && p.trim());
  found = [];
  if (settings.scamPatternsBuiltin) {
    for (const kind of WORD_KINDS) {
      const phrases = Object.values(SCAM_WORDS)
        .flatMap((lists) => lists[kind] ?? [])
        .filter((p) => !dropped.has(foldForMatching(p)));
      const pattern = listPattern(phrases);
      if (pattern) found.push([kind, pattern]);
    }
  }
  const custom = listPattern(own);
  if (custom) found.push(['custom', custom]);
  if (compiled.size > 100) compiled.clear();
  compiled.set(key, found);
  return found;
}

/**
 * What in `text` looks like a scam or a move off the site, in the order found; empty when
 * nothing does.
 */
export function findScamSignals(text: string, settings: ScamSettings): ScamFinding[] {
  const folded = foldForMatching(text);
  const taken: [number, number][] = [];
  const found: (ScamFinding & { at: number })[] = [];
  const claim = (start: number, end: number) => {
    if (taken.some(([s, e]) => start < e && end > s)) return false;
    taken.push([start, end]);
    return true;
  };
  /** `accept` answers the part of a match that counts (its beginning), or null for none. */
  const scan = (
    kind: ScamKind | null,
    pattern: RegExp,
    source = folded,
    accept: (m: string) => string | null = (m) => m,
  ) => {
    for (const match of source.matchAll(pattern)) {
      const value = accept(match[0]);
      if (value === null || !claim(match.index, match.index + value.length)) continue;
      if (!kind) continue;
      // An IBAN as banks print it, so staff can search for it as written.
      const text = kind === 'iban' ? value.replace(/[ -]/g, '').toUpperCase() : value.trim();
      found.push({ kind, text, at: match.index });
    }
  };

  if (settings.scamPatternsBuiltin) {
    const own = new Set(settings.domains.map((d) => d.toLowerCase().replace(/^www\./, '')));
    const offSite = (link: string) => {
      const host = hostOf(link);
      return [...own].some((d) => host === d || host.endsWith(`.${d}`)) ? null : link;
    };
    scan('email', EMAIL);
    scan('link', URL, folded, offSite);
    scan('link', BARE_DOMAIN, folded, offSite);
    scan('iban', IBAN_CANDIDATE, folded, ibanIn);
    for (const wallet of WALLETS) scan('wallet', wallet);
    // The base58 patterns read the text as written; folding keeps these characters in place.
    for (const wallet of BASE58_WALLETS)
      scan('wallet', wallet, text, (m) => (/\d/.test(m) && /[a-zA-Z]/.test(m) ? m : null));
    scan(null, DATE);
    scan(null, TIME);
    scan('phone', PHONE, folded, (m) => (isPhone(m) ? m : null));
    scan('messenger', HANDLE);
  }
  for (const [kind, pattern] of phraseChecks(settings)) scan(kind, pattern);
  return found.sort((a, b) => a.at - b.at).map(({ kind, text: t }) => ({ kind, text: t }));
}
