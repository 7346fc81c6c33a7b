/**
 * Region lists per country, built from maintained data packages (the seed, docs/architecture.md#demo-data; the reverse geocode of GET /api/geocode.php).
 *
 * Sources, both loaded lazily on first use and cached:
 * - `iso-3166-2`: the ISO 3166-2 subdivisions with their type (Province, Canton, …) and their local
 *   name. It decides which subdivisions are a country's top-level regions (see RULES).
 * - `country-state-city` (only its states table, never the large cities table): a centroid
 *   (latitude/longitude) per subdivision, and English names where ISO's local form is unusable.
 *
 * Decisions (one line each in RULES):
 * - Territories with their own ISO 3166-1 code are left out: US outlying areas (PR, GU, VI, …), the
 *   French overseas regions (GP, MQ, GF, RE, YT), the Dutch Caribbean (BQ, AW, CW, SX).
 * - US: 50 states + DC. FR: the 13 metropolitan regions of 2016 (Corse included); iso-3166-2 only
 *   knows the 22 pre-2016 regions, so FR comes from country-state-city.
 * - GB: the four nations. Neither package has the nine regions of England, and the county-level
 *   lists mix 200+ unitary authorities, boroughs and districts.
 * - NO: the 19 counties as iso-3166-2 has them (pre-2018/2020 reforms; Svalbard and Jan Mayen left
 *   out). No installed package has the 15 counties of 2024; every old county lies wholly inside one
 *   of them, so a member's choice stays unambiguous.
 * - IE: the 26 counties. ES: 17 autonomous communities + Ceuta and Melilla. BE: 10 provinces +
 *   Brussels-Capital. NZ: the 16 regions (11 regional councils + 5 unitary authorities; Chatham
 *   Islands left out).
 * - A centroid the data lacks stays null (no region is located by hand).
 */
import { createRequire } from 'node:module';
import { COUNTRIES, COUNTRY_LANGUAGES, type Language } from '@amora/shared';

export interface Region {
  /** ISO 3166-2 code, e.g. "NL-NH". */
  code: string;
  /** Name in its local or official form as the data package gives it. */
  name: string;
  latitude: number | null;
  longitude: number | null;
}

export interface NearestRegion {
  country: string;
  code: string;
  name: string;
}

interface CscState {
  name: string;
  isoCode: string;
  countryCode: string;
  latitude: string | null;
  longitude: string | null;
}

interface IsoSubdivision {
  type: string;
  name: string;
}

interface IsoCountry {
  name: string;
  sub: Record<string, IsoSubdivision>;
}

interface Iso3166 {
  country(code: string): IsoCountry | null;
}

type Rule =
  | {
      /** Regions are the iso-3166-2 subdivisions of these types (plus `extra` codes). */
      source: 'iso';
      types: readonly string[];
      extra?: readonly string[];
      /** 'iso' = ISO's local name; 'csc' = country-state-city's name when it has the code. */
      names: 'iso' | 'csc';
    }
  | {
      /** Regions are the country-state-city states whose code (without country prefix) matches. */
      source: 'csc';
      codes: RegExp;
    };

const RULES: Record<string, Rule> = {
  US: { source: 'iso', types: ['State', 'District'], names: 'iso' },
  NL: { source: 'iso', types: ['Province'], names: 'iso' },
  BE: { source: 'iso', types: ['Province'], extra: ['BE-BRU'], names: 'iso' },
  // ARA, BFC, BRE, CVL, GES, HDF, IDF, NOR, NAQ, OCC, PDL, PAC + 20R (Corse); not 6AE, 69M, 75C.
  FR: { source: 'csc', codes: /^(?:[A-Z]{3}|20R)$/ },
  IT: { source: 'iso', types: ['Region'], names: 'iso' },
  ES: { source: 'iso', types: ['Autonomous community', 'Autonomous city in north africa'], names: 'iso' },
  DE: { source: 'iso', types: ['Länder'], names: 'iso' },
  AT: { source: 'iso', types: ['Federal länder'], names: 'iso' },
  // ISO gives most counties in Irish only (e.g. "Baile Átha Cliath"): use the English names.
  IE: { source: 'iso', types: ['County'], names: 'csc' },
  GB: { source: 'iso', types: ['Country', 'Province'], names: 'iso' },
  CA: { source: 'iso', types: ['Province', 'Territory'], names: 'iso' },
  PL: { source: 'iso', types: ['Province'], names: 'iso' },
  AU: { source: 'iso', types: ['State', 'Territory'], names: 'iso' },
  NZ: { source: 'iso', types: ['Regional council', 'Unitary authority'], names: 'iso' },
  CH: { source: 'iso', types: ['Canton'], names: 'iso' },
  DK: { source: 'iso', types: ['Region'], names: 'iso' },
  // ISO mixes Finnish and Swedish names (Lappi, Nyland, Birkaland): use country-state-city's.
  FI: { source: 'iso', types: ['Region'], names: 'csc' },
  // ISO gives Troms only as "Romsa" (Northern Sami): use country-state-city's Norwegian names.
  NO: { source: 'iso', types: ['County'], names: 'csc' },
  SE: { source: 'iso', types: ['County'], names: 'iso' },
};

/** ISO code → country-state-city code where the latter files a region under another code. */
const CSC_CODE_ALIASES: Record<string, string> = {
  'FI-10': 'LL', // Lappi / Lapland
  'ES-IB': 'PM', // Illes Balears: filed under its pre-2010 code ES-PM
};

const require = createRequire(import.meta.url);
let cscByCountry: Map<string, Map<string, CscState>> | undefined;
let iso: Iso3166 | undefined;
const cache = new Map<string, readonly Region[]>();

function cscStates(country: string): Map<string, CscState> {
  if (!cscByCountry) {
    // Only the states table (~0.5 MB); the package index would also load its 8 MB cities table.
    const all = require('country-state-city/lib/assets/state.json') as CscState[];
    cscByCountry = new Map();
    for (const s of all) {
      let m = cscByCountry.get(s.countryCode);
      if (!m) {
        m = new Map();
        cscByCountry.set(s.countryCode, m);
      }
      m.set(s.isoCode, s);
    }
  }
  return cscByCountry.get(country) ?? new Map();
}

function isoCountry(country: string): IsoCountry | null {
  iso ??= require('iso-3166-2') as Iso3166;
  return iso.country(country);
}

function coordinate(value: string | null | undefined): number | null {
  if (value == null || value === '') return null;
  const n = Number(value);
  return Number.isFinite(n) ? n : null;
}

/** ISO's "Madrid, Comunidad de" → "Comunidad de Madrid"; drops ISO's footnote asterisks. */
function tidyIsoName(name: string): string {
  const clean = name.replace(/\*+$/, '').trim();
  const inverted = /^([^,]+), ([^,]+)$/.exec(clean);
  return inverted ? `${inverted[2]} ${inverted[1]}` : clean;
}

function build(country: string): Region[] {
  const rule = RULES[country];
  if (!rule) return [];
  const csc = cscStates(country);
  const regions: Region[] = [];
  if (rule.source === 'csc') {
    for (const s of csc.values()) {
      if (!rule.codes.test(s.isoCode)) continue;
      regions.push({
        code: `${country}-${s.isoCode}`,
        name: s.name,
        latitude: coordinate(s.latitude),
        longitude: coordinate(s.longitude),
      });
    }
  } else {
    const subs = isoCountry(country)?.sub ?? {};
    for (const [code, sub] of Object.entries(subs)) {
      if (!rule.types.includes(sub.type) && !rule.extra?.includes(code)) continue;
      const s = csc.get(CSC_CODE_ALIASES[code] ?? code.slice(country.length + 1));
      regions.push({
        code,
        name: rule.names === 'csc' && s ? s.name : tidyIsoName(sub.name),
        latitude: coordinate(s?.latitude),
        longitude: coordinate(s?.longitude),
      });
    }
  }
  const collator = new Intl.Collator(COUNTRY_LANGUAGES[country]?.[0] ?? 'en');
  return regions.sort((a, b) => collator.compare(a.name, b.name) || a.code.localeCompare(b.code));
}

/**
 * The top-level regions of `country` (ISO 3166-1 alpha-2, any case), sorted by name in the
 * country's first language; [] for a country outside COUNTRIES. The result is cached and shared:
 * treat it as read-only.
 */
export function regionsFor(country: string): Region[] {
  const key = country.toUpperCase();
  let regions = cache.get(key);
  if (!regions) {
    regions = Object.freeze(build(key).map((r) => Object.freeze(r)));
    cache.set(key, regions);
  }
  return regions as Region[];
}

const EARTH_RADIUS_KM = 6371;

/** Great-circle distance in kilometres. */
export function haversineKm(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const rad = Math.PI / 180;
  const dLat = (lat2 - lat1) * rad;
  const dLon = (lon2 - lon1) * rad;
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(a)));
}

/** Farthest a point may be from the nearest region centroid and still count as inside that region. */
export const NEAREST_REGION_MAX_KM = 500;
/** Countries whose regions are so large that a point inside one can lie farther from its centroid. */
const MAX_KM_BY_COUNTRY: Record<string, number> = { US: 1200, CA: 1200, AU: 1200 };

/**
 * Offline reverse geocode (GET /api/geocode.php, docs/product.md#the-calls-the-web-makes): the region whose centroid is nearest to (lat, lon), among the
 * regions of `country` when given, else of every country in COUNTRIES. Returns null when the point
 * is farther than NEAREST_REGION_MAX_KM from every centroid (1,200 km for US, CA, AU), i.e. outside
 * our countries, or when the coordinates are not finite. Regions without a centroid are skipped.
 */
export function nearestRegion(country: string | null, lat: number, lon: number): NearestRegion | null {
  if (!Number.isFinite(lat) || !Number.isFinite(lon) || Math.abs(lat) > 90 || Math.abs(lon) > 180)
    return null;
  const countries = country ? [country.toUpperCase()] : COUNTRIES;
  let best: (NearestRegion & { km: number }) | null = null;
  for (const c of countries) {
    for (const r of regionsFor(c)) {
      if (r.latitude === null || r.longitude === null) continue;
      const km = haversineKm(lat, lon, r.latitude, r.longitude);
      if (!best || km < best.km) best = { country: c, code: r.code, name: r.name, km };
    }
  }
  if (!best || best.km > (MAX_KM_BY_COUNTRY[best.country] ?? NEAREST_REGION_MAX_KM)) return null;
  return { country: best.country, code: best.code, name: best.name };
}

const displayNames = new Map<string, Intl.DisplayNames>();

/** A country's name in `language` (Intl.DisplayNames, full ICU); the code itself when unknown. */
export function countryName(code: string, language: Language | string): string {
  const upper = code.toUpperCase();
  try {
    let names = displayNames.get(language);
    if (!names) {
      names = new Intl.DisplayNames([language], { type: 'region', fallback: 'none' });
      displayNames.set(language, names);
    }
    return names.of(upper) ?? upper;
  } catch {
    return upper;
  }
}
