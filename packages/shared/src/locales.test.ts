import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  baseKey,
  formsIn,
  keysByBase,
  loadCatalogue,
  placeholders,
  pluralBases,
  pluralForms,
} from './catalogue-checks';
import { LANGUAGES } from './languages';

const load = loadCatalogue;

const english = load('en');

/**
 * Keys the code calls with a count — t('key', { count: … }) in the web and the server, the key
 * written out (a ternary of two keys counts both) — read from the source, so a new counted string
 * cannot slip in with one form ("1 credits", "Saldo: 1 krediittiä"). docs/decisions/032-language-register-and-plurals.md
 */
const ROOT = path.join(import.meta.dirname, '..', '..', '..');
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}
export function keysCalledWithCount(sources: string[]): Set<string> {
  const keys = new Set<string>();
  for (const source of sources) {
    for (const call of source.matchAll(/\bt\(\s*([^,(){}]*?)\s*,\s*\{([^{}]*)\}/g)) {
      const [, keyArgument = '', options = ''] = call;
      if (!/(?:^|,)\s*count\s*(?::|,|$)/.test(options.trim())) continue;
      for (const literal of keyArgument.matchAll(/(['"`])(\w+(?:\.\w+)+)\1/g)) keys.add(literal[2] as string);
    }
  }
  return keys;
}
const countedKeys = keysCalledWithCount(
  ['apps/web/src', 'apps/server/src']
    .flatMap((dir) => sourceFiles(path.join(ROOT, dir)))
    .map((file) => readFileSync(file, 'utf8')),
);

/**
 * JavaScript's \b knows only ASCII letters, even with the u flag, so it never ends a word in ą, ę
 * or é ("Tobą", "Cię", "débité"). The rules below write \b and mean a word boundary of any script.
 */
const WORD = '[\\p{L}\\p{N}_]';
const unicodeWords = (rule: RegExp) =>
  new RegExp(
    rule.source.replaceAll('\\b', `(?:(?<!${WORD})(?=${WORD})|(?<=${WORD})(?!${WORD}))`),
    rule.flags,
  );

/**
 * Words docs/language-style.md rules out, in the catalogues, the mail catalogues and the static pages: Polish członek,
 * "para" for a match and capitalised pronouns mid-sentence; Finnish match (osuma); Swedish foto,
 * present and gillande (bild, gåva, gillning); Danish and Norwegian credits and foto (kreditter,
 * billede/bilde); Dutch u (je); Spanish likes (me gusta); German Sie (du everywhere); French, Italian
 * and Spanish forms that assume the reader is a man (Prêt ?, Benvenuto, ¿Listo?, sei arrivato).
 */
const RULED_OUT_WORDS: Partial<Record<string, RegExp>> = {
  pl: /\bczłon(ek|ka|kiem|kowie|ków|kom|kami|kach|ku|kowi)\b|Jesteście parą|(?<=[\p{L}\p{N},;)] )(Ty|Twój|Twoja|Twoje|Twojego|Twojej|Twoim|Twoich|Twoją|Cię|Ci|Ciebie|Tobą|Tobie)\b/u,
  fi: /\bmatch/iu,
  sv: /\bfoto(n|t|na)?\b|\bpresent(er|en|erna)?\b|\bgillande(n|na)?\b/iu,
  da: /\b[Cc]redits?\b|\b[Ff]oto(s|et|er|erne)?\b/u,
  no: /\b[Cc]redits?\b|\b[Ff]oto(et|er|ene)?\b/u,
  // Dutch: je, and the unstressed we that goes with it (wij only where the terms define the word).
  nl: /\b(u|uw|Uw)\b|(^|[.!?] )U\b|(?<!")\b[Ww]ij\b(?!")/u,
  // German also keeps the generic masculine for people away: "unser Team", "eine Person", "Verbraucherin oder Verbraucher".
  de: /\b(Ihnen|Ihre|Ihren|Ihrem|Ihrer|Ihres)\b|(?<=\p{L} )Ihr\b|\bSie (können|haben|müssen|erhalten|finden)\b|\b(Mitarbeiter|Mitarbeitern|Besucher|Besuchern|Nutzer|Nutzern|Benutzer)\b|(?<!Verbraucherin oder )\bVerbraucher\b/u,
  // The reader's gender is not known: no masculine-only (or bracketed "(e)") form addresses them.
  fr: /\p{L}\(e\)|\b(Prêt|Seul|Bienvenu|Cher membre)\b|\bvous (êtes|serez|soyez|étiez|avez été) (arrivé|connecté|déconnecté|inscrit|désabonné|abonné|remboursé|satisfait|prêt|seul|sûr|certain|autorisé|débité)\b|\bvous maintient connecté\b/u,
  it: /\b(Benvenut[oa]|Da sol[oa]|Sei sol[oa]|Pront[oa] a|Caro membro)\b|\bsei (arrivato|iscritto|registrato|connesso|sicuro|pronto)\b|\b(verrai disconnesso|ti mantiene connesso)\b|\b[Nn]on (farla|farlo) aspettare\b/u,
  es: /\b[Ll]ikes?\b|¿(List[oa]|Estás sol[oa]|Sol[oa] esta noche)\b|\b(Bienvenid[oa]|Querid[oa] miembro)\b|\bestás (registrado|conectado|listo|solo)\b/u,
};
const RULED_OUT = Object.fromEntries(
  Object.entries(RULED_OUT_WORDS).map(([language, rule]) => [language, unicodeWords(rule as RegExp)]),
);
/** The words of a catalogue text, its {{placeholders}} left out: they name values, not words ({{likes}}). */
const wordsOf = (text: string) => text.replace(/\{\{[^}]*\}\}/g, '');
const pageTexts = (language: string) => {
  const dir = path.join(import.meta.dirname, 'locales', 'pages', language);
  return readdirSync(dir).map((file) => [file, readFileSync(path.join(dir, file), 'utf8')] as const);
};

describe.each(Object.keys(RULED_OUT))('%s words', (language) => {
  const ruledOut = RULED_OUT[language] as RegExp;
  it("the catalogue uses the style note's words", () => {
    expect(
      [...load(language)].filter(([, text]) => ruledOut.test(wordsOf(text))).map(([key]) => key),
    ).toEqual([]);
  });
  it("the mail catalogue uses the style note's words", () => {
    expect(
      [...load(language, 'locales/mail')]
        .filter(([, text]) => ruledOut.test(wordsOf(text)))
        .map(([key]) => key),
    ).toEqual([]);
  });
  it("the static pages use the style note's words", () => {
    expect(
      pageTexts(language)
        .filter(([, text]) => ruledOut.test(text))
        .map(([file]) => file),
    ).toEqual([]);
  });
});

/**
 * French puts a no-break space before : ; ! ? and inside « » (docs/language-style.md), so a line
 * never starts with one; the apostrophe is the typographic one.
 */
describe('French punctuation', () => {
  const ordinarySpace = / [:;!?](?!\w)|« | »/;
  it.each(['locales', 'locales/mail'])(
    'the %s catalogue has a no-break space before : ; ! ? and inside « »',
    (folder) => {
      expect(
        [...load('fr', folder)].filter(([, text]) => ordinarySpace.test(wordsOf(text))).map(([key]) => key),
      ).toEqual([]);
    },
  );
  it('the static pages do too', () => {
    expect(
      pageTexts('fr')
        .filter(([, text]) => ordinarySpace.test(text))
        .map(([file]) => file),
    ).toEqual([]);
  });
  it.each(['fr', 'it'])('%s writes the typographic apostrophe', (language) => {
    const straight = /\p{L}'/u;
    expect(
      [...load(language), ...load(language, 'locales/mail')]
        .filter(([, text]) => straight.test(text))
        .map(([key]) => key),
    ).toEqual([]);
    expect(
      pageTexts(language)
        .filter(([, text]) => straight.test(text))
        .map(([file]) => file),
    ).toEqual([]);
  });
});

/**
 * Plural forms that were once made by appending an ending (Tagn, Tagenn, dagerr, foto's's): a
 * count's noun is written out in each form.
 */
describe('plural nouns', () => {
  const glued = /\b(Tagn|Tagenn|dagn|dagenn|dagr|dagerr)\b|'s's\b/u;
  it.each(LANGUAGES)('%s has no glued-on plural endings', (language) => {
    const texts = [...load(language), ...load(language, 'locales/mail')];
    expect(texts.filter(([, text]) => glued.test(text)).map(([key]) => key)).toEqual([]);
  });
});

/**
 * Premium is the product's name (docs/language-style.md): a capital in every language, mid-sentence
 * too ("Become Premium", "Bliv Premium-medlem"); a link to /premium is not a word. In a compound it
 * is joined as each language joins a name: with a hyphen in Danish, Norwegian, Swedish and Finnish
 * (Premium-medlem, Premium-jäsen), solid in Dutch (Premiumlid).
 */
describe('Premium', () => {
  const lowerCase = /(?<![\p{L}\p{N}_/-])premium/u;
  const compound: Partial<Record<string, RegExp>> = {
    da: /Premium\p{Ll}/u,
    no: /Premium\p{Ll}/u,
    sv: /Premium\p{Ll}/u,
    fi: /Premium\p{Ll}/u,
    nl: /Premium-\p{Ll}/u,
  };
  it.each(LANGUAGES)('%s writes Premium as a name in catalogues, mails and pages', (language) => {
    const wrong = (text: string) => lowerCase.test(text) || (compound[language]?.test(text) ?? false);
    const catalogues = [...load(language), ...load(language, 'locales/mail')];
    expect(catalogues.filter(([, text]) => wrong(wordsOf(text))).map(([key]) => key)).toEqual([]);
    expect(
      pageTexts(language)
        .filter(([, text]) => wrong(text))
        .map(([file]) => file),
    ).toEqual([]);
  });
});

/**
 * English legal words left in other languages (docs/language-style.md): each language names a
 * chargeback in its own words (tilbageførsel, återföring, takaisinveloitus, obciążenie zwrotne…).
 */
describe('no English left', () => {
  const english = /\bchargebacks?\b/iu;
  it.each(LANGUAGES.filter((l) => l !== 'en'))('%s says chargeback in its own words', (language) => {
    const texts = [...load(language), ...load(language, 'locales/mail'), ...pageTexts(language)];
    expect(texts.filter(([, text]) => english.test(text)).map(([key]) => key)).toEqual([]);
  });
});

/** The percent sign as docs/language-style.md writes it: "25 %" with a no-break space, or "25%" without. */
describe('percent', () => {
  const SPACED = ['da', 'de', 'es', 'fi', 'fr', 'no', 'sv'];
  it.each(LANGUAGES)('%s writes the percent sign its own way in catalogues, mails and pages', (language) => {
    const wrong = SPACED.includes(language) ? /(?<!\u00a0)%/u : /\s%/u;
    const texts = [...load(language), ...load(language, 'locales/mail'), ...pageTexts(language)];
    expect(texts.filter(([, text]) => wrong.test(text)).map(([key]) => key)).toEqual([]);
  });
});

describe('unicodeWords', () => {
  it('ends a word in any letter, as \\b does not', () => {
    expect(/\bTobą\b/u.test('z Tobą rozmowę')).toBe(false);
    const rule = unicodeWords(/\bTobą\b/u);
    expect(rule.test('z Tobą rozmowę')).toBe(true);
    expect(rule.test('z Tobąx')).toBe(false);
  });
});

describe('keysCalledWithCount', () => {
  it('reads the key of a call with a count, both keys of a ternary, and nothing else', () => {
    const source = `t('a.one', { count: n }); t(kind ? 'b.x' : "b.y", {\n id, count,\n}); t('c', { n: row.count }); t('d', { max })`;
    expect([...keysCalledWithCount([source])].sort()).toEqual(['a.one', 'b.x', 'b.y']);
  });
});

describe('translation catalogues', () => {
  it('finds the keys the code calls with a count', () => {
    expect(countedKeys.size).toBeGreaterThan(20);
    expect(countedKeys).toContain('payments.balance');
  });

  it('gives every key called with a count plural forms in English', () => {
    const plural = pluralBases(english);
    expect([...countedKeys].filter((key) => !plural.has(key))).toEqual([]);
    expect([...countedKeys].filter((key) => english.has(key))).toEqual([]);
  });

  it('has a real English catalogue', () => {
    expect(english.size).toBeGreaterThan(50);
  });

  it('has every plural form English uses, and only those', () => {
    for (const base of pluralBases(english)) expect(formsIn(english, base)).toEqual(pluralForms('en', base));
  });

  describe.each(LANGUAGES.filter((l) => l !== 'en'))('%s', (language) => {
    const catalogue = load(language);

    it('has every English key and no others', () => {
      const own = keysByBase(catalogue);
      const englishKeys = keysByBase(english);
      expect([...englishKeys].filter((k) => !own.has(k))).toEqual([]);
      expect([...own].filter((k) => !englishKeys.has(k))).toEqual([]);
    });

    it('has the plural forms of its own language for every plural key', () => {
      expect([...pluralBases(catalogue)].sort()).toEqual([...pluralBases(english)].sort());
      // A key called with a count has exactly the forms Intl.PluralRules gives this language.
      for (const key of countedKeys) expect(formsIn(catalogue, key)).toEqual(pluralForms(language, key));
      expect([...countedKeys].filter((key) => catalogue.has(key))).toEqual([]);
      for (const base of pluralBases(english)) {
        expect(formsIn(catalogue, base)).toEqual(pluralForms(language, base));
      }
    });

    it('keeps the placeholders of every string', () => {
      // A plural form is held against the English "other" form.
      const englishText = (key: string) =>
        english.get(key) ?? english.get(`${baseKey(key)}_other`) ?? english.get(baseKey(key));
      const mismatched = [...catalogue].filter(([key, text]) => {
        const source = englishText(key);
        return source !== undefined && placeholders(text) !== placeholders(source);
      });
      expect(mismatched.map(([key]) => key)).toEqual([]);
    });

    it('has no empty strings and is translated, not copied', () => {
      expect([...catalogue].filter(([, text]) => !text.trim()).map(([key]) => key)).toEqual([]);
      const copied = [...english].filter(([key, text]) => text.length > 12 && catalogue.get(key) === text);
      // Brand names and a few international words may match; whole sentences must not.
      expect(copied.length, copied.map(([k]) => k).join(', ')).toBeLessThan(english.size * 0.05);
    });
  });
});
