import { createRequire } from 'node:module';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@amora/shared';
import { hash, verify } from '@node-rs/argon2';
import { isCleanText } from '../../lib/input-guard';

/** argon2id with OWASP's recommended minimum (19 MiB, 2 passes). */
const ARGON2 = { algorithm: 2 as const, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export const hashPassword = (password: string) => hash(password, ARGON2);

/** A hash to verify against when the account does not exist, so timing does not reveal it. */
let dummyHash: Promise<string> | null = null;

export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  if (!passwordHash) {
    dummyHash ??= hashPassword('not-a-real-password');
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  return verify(passwordHash, password).catch(() => false);
}

let commonPasswords: Set<string> | null = null;

/** zxcvbn-ts's list of ~50,000 most common passwords, loaded on first use. */
function isCommon(password: string): boolean {
  if (!commonPasswords) {
    const require = createRequire(import.meta.url);
    const { dictionary } = require('@zxcvbn-ts/language-common') as { dictionary: Record<string, string[]> };
    commonPasswords = new Set(dictionary['passwords-common']!.filter((p) => p.length >= PASSWORD_MIN_LENGTH));
  }
  return commonPasswords.has(password.toLowerCase());
}

/** The refusal code for a weak password, or null. Long passphrases are welcome (up to 128). */
export function passwordProblem(
  password: string,
  context: { email?: string; name?: string } = {},
): 'password_too_short' | 'password_too_long' | 'password_too_common' | null {
  if ([...password].length < PASSWORD_MIN_LENGTH) return 'password_too_short';
  if ([...password].length > PASSWORD_MAX_LENGTH) return 'password_too_long';
  const lower = password.toLowerCase();
  if (isCommon(password)) return 'password_too_common';
  if (/^(.)\1+$/.test(password)) return 'password_too_common';
  const local = context.email?.split('@')[0]?.toLowerCase();
  if ((local && local.length >= 4 && lower === local) || lower === context.email?.toLowerCase()) {
    return 'password_too_common';
  }
  if (context.name && lower === context.name.toLowerCase()) return 'password_too_common';
  return null;
}

type SpellChecker = { run(options: { email: string }): { full: string } | undefined };
let spellChecker: SpellChecker | null = null;

/** Lower-cased, trimmed address, or null when it is not a plausible e-mail address. */
export function normaliseEmail(raw: string): string | null {
  const email = raw.trim().toLowerCase();
  if (email.length > 254) return null;
  // Practical check: one @, a dot in the domain, no spaces or control characters.
  if (
    !/^[^\s@"<>(),;:\\[\]]+@[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)+$/.test(
      email,
    )
  ) {
    return null;
  }
  return email;
}

/** The big mail providers: an address one typo away from one of these is refused with a suggestion. */
const MAJOR_PROVIDERS = new Set([
  'gmail.com',
  'googlemail.com',
  'hotmail.com',
  'hotmail.nl',
  'hotmail.de',
  'hotmail.fr',
  'hotmail.co.uk',
  'hotmail.it',
  'hotmail.es',
  'outlook.com',
  'live.com',
  'live.nl',
  'msn.com',
  'yahoo.com',
  'yahoo.co.uk',
  'yahoo.fr',
  'icloud.com',
  'me.com',
  'aol.com',
  'gmx.de',
  'gmx.net',
  'web.de',
  't-online.de',
  'ziggo.nl',
  'kpnmail.nl',
  'telenet.be',
  'skynet.be',
  'orange.fr',
  'free.fr',
  'libero.it',
  'wp.pl',
  'onet.pl',
  'o2.pl',
]);

/**
 * A typo of a big provider's domain (jan@gmial.com): the address is syntactically fine but
 * cannot be the member's. Returns the corrected address, or undefined.
 */
export function providerTypo(email: string): string | undefined {
  const domain = email.split('@')[1] ?? '';
  if (MAJOR_PROVIDERS.has(domain)) return undefined;
  const suggestion = suggestEmail(email);
  const suggestedDomain = suggestion?.split('@')[1];
  return suggestedDomain && MAJOR_PROVIDERS.has(suggestedDomain) ? suggestion : undefined;
}

/** A did-you-mean address for common domain typos (gmial.com → gmail.com), or undefined. */
export function suggestEmail(raw: string): string | undefined {
  if (!spellChecker) {
    const require = createRequire(import.meta.url);
    const mod = require('@zootools/email-spell-checker') as SpellChecker & { default?: SpellChecker };
    spellChecker = mod.default ?? mod;
  }
  const email = raw.trim().toLowerCase();
  // The checker runs encodeURI, which throws on a lone surrogate: such an address has no suggestion.
  if (!isCleanText(email)) return undefined;
  const suggestion = spellChecker?.run({ email })?.full;
  return suggestion && suggestion !== email ? suggestion : undefined;
}
