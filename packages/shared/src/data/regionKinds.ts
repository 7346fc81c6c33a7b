import type { Language } from '../languages';
import { namesIn } from './names';
import { DATA_TEXTS } from './texts';

/**
 * The kind of a country's top-level region, i.e. what the "region" field of a profile is called for
 * a member from that country (docs/product.md#numbers-and-limits: in Dutch provincie, regio, deelstaat, kanton, staat or
 * woiwodschap).
 */
export const REGION_KINDS = [
  'province',
  'province-territory',
  'region',
  'autonomous-community',
  'federal-state',
  'canton',
  'state',
  'state-territory',
  'county',
  'fylke',
  'lan',
  'voivodeship',
] as const;
export type RegionKind = (typeof REGION_KINDS)[number];

/**
 * Country (ISO 3166-1 alpha-2) → kind of its regions. Every country of COUNTRIES has an entry; the
 * region lists themselves come from the server's geo module (apps/server/src/modules/geo/regionData.ts),
 * which picks exactly this level per country.
 */
export const REGION_KIND_BY_COUNTRY: Record<string, RegionKind> = {
  US: 'state', // 50 states + District of Columbia
  NL: 'province',
  BE: 'province', // 10 provinces + Brussels-Capital Region
  FR: 'region', // 13 metropolitan regions
  IT: 'region',
  ES: 'autonomous-community', // 17 communities + Ceuta and Melilla
  DE: 'federal-state',
  AT: 'federal-state',
  IE: 'county',
  GB: 'region', // England, Scotland, Wales, Northern Ireland
  CA: 'province-territory',
  PL: 'voivodeship',
  AU: 'state-territory',
  NZ: 'region',
  CH: 'canton',
  DK: 'region',
  FI: 'region', // maakunta
  NO: 'fylke',
  SE: 'lan', // län
};

/**
 * The name of each kind, singular and capitalised, per interface language. The Dutch names are
 * restricted to the six words of docs/product.md#numbers-and-limits (provincie, regio, deelstaat, kanton, staat, woiwodschap):
 * a Norwegian fylke and a Swedish län are "Provincie" as in Dutch usage, an Irish county (graafschap)
 * is "Provincie" too, and a Spanish autonomous community is "Regio". The Finnish "region" is "Maakunta", the
 * word Finnish members know for their own regions. The names are in `locales/data/<lng>.json`
 * (`regionKinds`).
 */
export const REGION_KIND_NAMES = Object.fromEntries(
  REGION_KINDS.map((kind) => [
    kind,
    namesIn(DATA_TEXTS, (texts) => texts.regionKinds[kind], `region kind ${kind}`),
  ]),
) as Record<RegionKind, Record<Language, string>>;
