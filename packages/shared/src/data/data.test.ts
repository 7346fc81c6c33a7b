import { describe, expect, it } from 'vitest';
import { GENDERS } from '../api/account';
import { PROFILE_OPTION_FIELDS, PROFILE_OPTIONS } from '../api/profile';
import { loadCatalogue } from '../catalogue-checks';
import { COUNTRIES, LANGUAGES } from '../languages';
import { INTERESTS } from './interests';
import {
  GENDER_LABELS,
  GENDER_PLURAL_LABELS,
  PROFILE_FIELD_LABELS,
  PROFILE_OPTION_LABELS,
  profileOptionLabel,
} from './profileOptions';
import { REGION_KIND_BY_COUNTRY, REGION_KIND_NAMES, REGION_KINDS } from './regionKinds';

/** "A handful": how many names per language may equal the English one (Yoga, Camping, …). */
const MAX_SAME_AS_ENGLISH = 8;

function expectTranslated(entries: { id: string; names: Record<string, string> }[], maxSame: number) {
  for (const { id, names } of entries) {
    expect(Object.keys(names).sort(), id).toEqual([...LANGUAGES].sort());
    for (const language of LANGUAGES) {
      const name = names[language]!;
      expect(name.trim(), `${id}.${language}`).not.toBe('');
      expect(name, `${id}.${language}`).toBe(name.trim());
      expect(name[0], `${id}.${language} capitalised`).toBe(name[0]!.toLocaleUpperCase(language));
    }
  }
  for (const language of LANGUAGES.filter((l) => l !== 'en')) {
    const same = entries.filter((e) => e.names[language] === e.names.en).map((e) => e.id);
    expect(same.length, `${language} identical to English: ${same.join(', ')}`).toBeLessThanOrEqual(maxSame);
  }
}

describe('INTERESTS', () => {
  it('has about fifty interests with unique lowercase ascii slugs', () => {
    expect(INTERESTS.length).toBeGreaterThanOrEqual(45);
    expect(INTERESTS.length).toBeLessThanOrEqual(60);
    const slugs = INTERESTS.map((i) => i.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const slug of slugs) expect(slug).toMatch(/^[a-z]+(?:-[a-z]+)*$/);
  });

  it('is translated into all eleven languages', () => {
    expectTranslated(
      INTERESTS.map((i) => ({ id: i.slug, names: i.names })),
      MAX_SAME_AS_ENGLISH,
    );
  });

  it('has unique names within each language', () => {
    for (const language of LANGUAGES) {
      const names = INTERESTS.map((i) => i.names[language].toLocaleLowerCase(language));
      expect(new Set(names).size, language).toBe(names.length);
    }
  });
});

describe('region kinds', () => {
  it('maps every country of COUNTRIES to a known kind', () => {
    expect(Object.keys(REGION_KIND_BY_COUNTRY).sort()).toEqual([...COUNTRIES].sort());
    for (const kind of Object.values(REGION_KIND_BY_COUNTRY)) expect(REGION_KINDS).toContain(kind);
  });

  it('names every kind in all eleven languages', () => {
    expect(Object.keys(REGION_KIND_NAMES).sort()).toEqual([...REGION_KINDS].sort());
    expectTranslated(
      REGION_KINDS.map((k) => ({ id: k, names: REGION_KIND_NAMES[k] })),
      // Region/Kanton/Region… are the same word in several languages.
      4,
    );
  });

  it('uses the Dutch words of docs/product.md#numbers-and-limits', () => {
    const words = ['Provincie', 'Regio', 'Deelstaat', 'Kanton', 'Staat', 'Woiwodschap'];
    for (const kind of REGION_KINDS) expect(words).toContain(REGION_KIND_NAMES[kind].nl);
    const dutch = (country: string) => REGION_KIND_NAMES[REGION_KIND_BY_COUNTRY[country]!].nl;
    expect(dutch('NL')).toBe('Provincie');
    expect(dutch('FR')).toBe('Regio');
    expect(dutch('DE')).toBe('Deelstaat');
    expect(dutch('CH')).toBe('Kanton');
    expect(dutch('US')).toBe('Staat');
    expect(dutch('PL')).toBe('Woiwodschap');
  });
});

describe('profile option labels', () => {
  const optionEntries = PROFILE_OPTION_FIELDS.flatMap((field) =>
    PROFILE_OPTIONS[field].map((value) => ({
      id: `${field}.${value}`,
      names: (PROFILE_OPTION_LABELS[field] as Record<string, Record<string, string>>)[value]!,
    })),
  );

  it('labels exactly the options of PROFILE_OPTIONS', () => {
    expect(Object.keys(PROFILE_OPTION_LABELS).sort()).toEqual([...PROFILE_OPTION_FIELDS].sort());
    for (const field of PROFILE_OPTION_FIELDS) {
      expect(Object.keys(PROFILE_OPTION_LABELS[field]).sort(), field).toEqual(
        [...PROFILE_OPTIONS[field]].sort(),
      );
    }
  });

  it('translates every option into all eleven languages', () => {
    // Single, Gay, Bisexual… are loanwords in several languages; a handful may match English.
    expectTranslated(optionEntries, 4);
  });

  it('has distinct labels within each field and language', () => {
    for (const field of PROFILE_OPTION_FIELDS) {
      for (const language of LANGUAGES) {
        const labels = PROFILE_OPTIONS[field].map((v) =>
          profileOptionLabel(field, v, language)!.toLocaleLowerCase(language),
        );
        expect(new Set(labels).size, `${field}.${language}`).toBe(labels.length);
      }
    }
  });

  it('looks up one label and refuses unknown values', () => {
    expect(profileOptionLabel('body_type', 'athletic', 'nl')).toBe('Sportief');
    expect(profileOptionLabel('hair_colour', 'green', 'en')).toBeNull();
  });

  it('labels every profile field in all eleven languages', () => {
    const keys = [...PROFILE_OPTION_FIELDS, 'age', 'interests', 'region', 'about', 'gender', 'seeking'];
    expect(Object.keys(PROFILE_FIELD_LABELS).sort()).toEqual(keys.sort());
    expectTranslated(
      Object.entries(PROFILE_FIELD_LABELS).map(([id, names]) => ({ id, names })),
      2,
    );
    expect(PROFILE_FIELD_LABELS.hair_colour.en).toBe('Hair colour');
    expect(PROFILE_FIELD_LABELS.body_type.en).toBe('Body type');
    expect(PROFILE_FIELD_LABELS.relationship_status.en).toBe('Relationship status');
    expect(PROFILE_FIELD_LABELS.signup_reason.en).toBe('Reason for signing up');
  });

  it('names both genders in the singular and the plural', () => {
    for (const labels of [GENDER_LABELS, GENDER_PLURAL_LABELS]) {
      expect(Object.keys(labels).sort()).toEqual([...GENDERS].sort());
      expectTranslated(
        GENDERS.map((g) => ({ id: g, names: labels[g] })),
        1,
      );
    }
    expect(GENDER_LABELS.female.en).toBe('Woman');
    expect(GENDER_PLURAL_LABELS.male.nl).toBe('Mannen');
  });
});

describe('gift catalogue', () => {
  it('names every gift in all eleven languages and ships its image', async () => {
    const { GIFTS } = await import('./gifts');
    const { existsSync } = await import('node:fs');
    const path = await import('node:path');
    expect(GIFTS.length).toBeGreaterThanOrEqual(6);
    for (const gift of GIFTS) {
      for (const language of LANGUAGES) expect(gift.names[language], `${gift.slug} ${language}`).toBeTruthy();
      const image = path.join(import.meta.dirname, '../../../../apps/web/public/gifts', `${gift.slug}.svg`);
      expect(existsSync(image), image).toBe(true);
    }
  });
});

/**
 * The names live in catalogues beside the interface texts (locales/data/<lng>.json for gifts,
 * interests and region kinds; locales/profile/<lng>.json for the profile labels): each language
 * has exactly the keys of English, so none is missing and none is left over after a rename.
 */
describe.each(['locales/data', 'locales/profile'])('the %s catalogues', (folder) => {
  const english = [...loadCatalogue('en', folder).keys()].sort();
  it.each(LANGUAGES.filter((l) => l !== 'en'))('%s has every English key and no others', (language) => {
    expect([...loadCatalogue(language, folder).keys()].sort()).toEqual(english);
  });
  it.each(LANGUAGES)('%s has no empty name', (language) => {
    expect(
      [...loadCatalogue(language, folder)].filter(([, text]) => !text.trim()).map(([key]) => key),
    ).toEqual([]);
  });
});
