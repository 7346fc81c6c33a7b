import { COUNTRIES, COUNTRY_LANGUAGES } from '@amora/shared';
import { REGION_KIND_BY_COUNTRY } from '@amora/shared/data/regionKinds';
import { describe, expect, it } from 'vitest';
import { countryName, haversineKm, nearestRegion, regionsFor } from './regionData';

const EXPECTED_COUNTS: Record<string, number> = {
  US: 51, // 50 states + DC
  NL: 12,
  BE: 11, // 10 provinces + Brussels-Capital
  FR: 13, // metropolitan regions
  IT: 20,
  ES: 19, // 17 autonomous communities + Ceuta + Melilla
  DE: 16,
  AT: 9,
  IE: 26,
  GB: 4, // nations
  CA: 13,
  PL: 16,
  AU: 8,
  NZ: 16,
  CH: 26,
  DK: 5,
  FI: 19,
  NO: 19, // pre-reform counties as the package has them
  SE: 21,
};

describe('regionsFor', () => {
  it.each(COUNTRIES)('%s has its exact number of top-level regions', (country) => {
    expect(regionsFor(country)).toHaveLength(EXPECTED_COUNTS[country]!);
  });

  it('covers every country of COUNTRIES, with a region kind for each', () => {
    expect(Object.keys(EXPECTED_COUNTS).sort()).toEqual([...COUNTRIES].sort());
    for (const country of COUNTRIES) {
      expect(regionsFor(country).length).toBeGreaterThan(0);
      expect(REGION_KIND_BY_COUNTRY[country]).toBeDefined();
    }
  });

  it('gives unique ISO 3166-2 codes with the country prefix and non-empty names', () => {
    const all = COUNTRIES.flatMap((c) => regionsFor(c).map((r) => ({ ...r, country: c })));
    expect(new Set(all.map((r) => r.code)).size).toBe(all.length);
    for (const r of all) {
      expect(r.code).toMatch(new RegExp(`^${r.country}-[A-Z0-9]{1,3}$`));
      expect(r.name.trim()).not.toBe('');
      expect(r.name).not.toMatch(/[*,]/);
    }
  });

  it('has coordinates within range, or null for both', () => {
    for (const country of COUNTRIES) {
      for (const r of regionsFor(country)) {
        expect(r.latitude === null).toBe(r.longitude === null);
        if (r.latitude !== null) expect(Math.abs(r.latitude)).toBeLessThanOrEqual(90);
        if (r.longitude !== null) expect(Math.abs(r.longitude)).toBeLessThanOrEqual(180);
      }
    }
    // Nearly every region is located; the package lacks only a few centroids.
    const missing = COUNTRIES.flatMap((c) => regionsFor(c)).filter((r) => r.latitude === null);
    expect(missing.length).toBeLessThanOrEqual(5);
  });

  it('is sorted by name in the country language', () => {
    for (const country of COUNTRIES) {
      const collator = new Intl.Collator(COUNTRY_LANGUAGES[country]![0]);
      const names = regionsFor(country).map((r) => r.name);
      expect(names).toEqual([...names].sort(collator.compare));
    }
    // Swedish collation puts Ö after Ä and Z.
    expect(regionsFor('SE').at(-1)?.name).toBe('Östergötlands län');
  });

  it('uses local names and excludes territories with their own ISO 3166-1 code', () => {
    const nl = regionsFor('NL');
    expect(nl.map((r) => r.name)).toContain('Noord-Holland');
    expect(nl.some((r) => r.code.startsWith('NL-BQ') || r.code === 'NL-AW')).toBe(false);
    const us = regionsFor('US').map((r) => r.code);
    expect(us).toContain('US-DC');
    expect(us).not.toContain('US-PR');
    expect(regionsFor('FR').map((r) => r.code)).toContain('FR-IDF');
    expect(regionsFor('DE').find((r) => r.code === 'DE-BY')?.name).toBe('Bayern');
    expect(regionsFor('ES').find((r) => r.code === 'ES-MD')?.name).toBe('Comunidad de Madrid');
  });

  it('accepts lower case and returns [] for countries outside COUNTRIES', () => {
    expect(regionsFor('nl')).toHaveLength(12);
    expect(regionsFor('JP')).toEqual([]);
  });

  it('returns the same cached array on every call', () => {
    expect(regionsFor('CH')).toBe(regionsFor('CH'));
  });
});

describe('nearestRegion', () => {
  it.each([
    ['Amsterdam', 52.37, 4.9, 'NL', 'NL-NH'],
    ['Munich', 48.14, 11.58, 'DE', 'DE-BY'],
    ['Zürich', 47.37, 8.54, 'CH', 'CH-ZH'],
    ['Warsaw', 52.23, 21.01, 'PL', 'PL-MZ'],
    ['Stockholm', 59.33, 18.07, 'SE', 'SE-AB'],
    ['Melbourne', -37.81, 144.96, 'AU', 'AU-VIC'],
    ['Edinburgh', 55.95, -3.19, 'GB', 'GB-SCT'],
    ['Ivalo', 68.66, 27.54, 'FI', 'FI-10'],
    ['Palma', 39.57, 2.65, 'ES', 'ES-IB'],
  ])('%s → %s', (_name, lat, lon, country, code) => {
    expect(nearestRegion(null, lat, lon)).toMatchObject({ country, code });
  });

  it('restricts the search to the given country', () => {
    // Maastricht is nearer to Belgian centroids than to Dutch ones; within NL it is Limburg.
    expect(nearestRegion('NL', 50.85, 5.69)).toMatchObject({ country: 'NL', code: 'NL-LI' });
    expect(nearestRegion('nl', 52.37, 4.9)?.code).toBe('NL-NH');
  });

  it('returns null outside our countries', () => {
    expect(nearestRegion(null, 40, -40)).toBeNull(); // mid-Atlantic
    expect(nearestRegion(null, 35.68, 139.69)).toBeNull(); // Tokyo
    expect(nearestRegion(null, -1.29, 36.82)).toBeNull(); // Nairobi
    expect(nearestRegion(null, Number.NaN, 4.9)).toBeNull();
    expect(nearestRegion('JP', 35.68, 139.69)).toBeNull();
  });

  it('measures great-circle distances', () => {
    expect(haversineKm(52.37, 4.9, 48.86, 2.35)).toBeCloseTo(430, -1); // Amsterdam–Paris
  });
});

describe('countryName', () => {
  it('names countries in the requested language', () => {
    expect(countryName('NL', 'nl')).toBe('Nederland');
    expect(countryName('DE', 'fr')).toBe('Allemagne');
    expect(countryName('ch', 'it')).toBe('Svizzera');
    expect(countryName('SE', 'fi')).toBe('Ruotsi');
    expect(countryName('DK', 'no')).toBe('Danmark');
  });

  it('falls back to the code', () => {
    expect(countryName('XX', 'en')).toBe('XX');
    expect(countryName('NL', 'not a locale!')).toBe('NL');
  });
});
