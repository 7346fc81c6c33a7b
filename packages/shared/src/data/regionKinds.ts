import type { Language } from '../languages';

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
 * word Finnish members know for their own regions.
 */
export const REGION_KIND_NAMES: Record<RegionKind, Record<Language, string>> = {
  province: {
    da: 'Provins',
    de: 'Provinz',
    en: 'Province',
    es: 'Provincia',
    fi: 'Provinssi',
    fr: 'Province',
    it: 'Provincia',
    nl: 'Provincie',
    no: 'Provins',
    pl: 'Prowincja',
    sv: 'Provins',
  },
  'province-territory': {
    da: 'Provins/territorium',
    de: 'Provinz/Territorium',
    en: 'Province/territory',
    es: 'Provincia/territorio',
    fi: 'Provinssi/territorio',
    fr: 'Province/territoire',
    it: 'Provincia/territorio',
    nl: 'Provincie',
    no: 'Provins/territorium',
    pl: 'Prowincja/terytorium',
    sv: 'Provins/territorium',
  },
  region: {
    da: 'Region',
    de: 'Region',
    en: 'Region',
    es: 'Región',
    fi: 'Maakunta',
    fr: 'Région',
    it: 'Regione',
    nl: 'Regio',
    no: 'Region',
    pl: 'Region',
    sv: 'Region',
  },
  'autonomous-community': {
    da: 'Selvstyrende region',
    de: 'Autonome Gemeinschaft',
    en: 'Autonomous community',
    es: 'Comunidad autónoma',
    fi: 'Itsehallintoalue',
    fr: 'Communauté autonome',
    it: 'Comunità autonoma',
    nl: 'Regio',
    no: 'Autonom region',
    pl: 'Wspólnota autonomiczna',
    sv: 'Autonom region',
  },
  'federal-state': {
    da: 'Delstat',
    de: 'Bundesland',
    en: 'Federal state',
    es: 'Estado federado',
    fi: 'Osavaltio',
    fr: 'Land',
    it: 'Stato federato',
    nl: 'Deelstaat',
    no: 'Delstat',
    pl: 'Kraj związkowy',
    sv: 'Förbundsland',
  },
  canton: {
    da: 'Kanton',
    de: 'Kanton',
    en: 'Canton',
    es: 'Cantón',
    fi: 'Kantoni',
    fr: 'Canton',
    it: 'Cantone',
    nl: 'Kanton',
    no: 'Kanton',
    pl: 'Kanton',
    sv: 'Kanton',
  },
  state: {
    da: 'Delstat',
    de: 'Bundesstaat',
    en: 'State',
    es: 'Estado',
    fi: 'Osavaltio',
    fr: 'État',
    it: 'Stato',
    nl: 'Staat',
    no: 'Delstat',
    pl: 'Stan',
    sv: 'Delstat',
  },
  'state-territory': {
    da: 'Delstat/territorium',
    de: 'Bundesstaat/Territorium',
    en: 'State/territory',
    es: 'Estado/territorio',
    fi: 'Osavaltio/territorio',
    fr: 'État/territoire',
    it: 'Stato/territorio',
    nl: 'Staat',
    no: 'Delstat/territorium',
    pl: 'Stan/terytorium',
    sv: 'Delstat/territorium',
  },
  county: {
    da: 'Grevskab',
    de: 'Grafschaft',
    en: 'County',
    es: 'Condado',
    fi: 'Kreivikunta',
    fr: 'Comté',
    it: 'Contea',
    nl: 'Provincie',
    no: 'Grevskap',
    pl: 'Hrabstwo',
    sv: 'Grevskap',
  },
  fylke: {
    da: 'Fylke',
    de: 'Provinz',
    en: 'County',
    es: 'Provincia',
    fi: 'Lääni',
    fr: 'Comté',
    it: 'Contea',
    nl: 'Provincie',
    no: 'Fylke',
    pl: 'Okręg',
    sv: 'Fylke',
  },
  lan: {
    da: 'Len',
    de: 'Provinz',
    en: 'County',
    es: 'Provincia',
    fi: 'Lääni',
    fr: 'Comté',
    it: 'Contea',
    nl: 'Provincie',
    no: 'Len',
    pl: 'Region',
    sv: 'Län',
  },
  voivodeship: {
    da: 'Voivodskab',
    de: 'Woiwodschaft',
    en: 'Voivodeship',
    es: 'Voivodato',
    fi: 'Voivodikunta',
    fr: 'Voïvodie',
    it: 'Voivodato',
    nl: 'Woiwodschap',
    no: 'Voivodskap',
    pl: 'Województwo',
    sv: 'Vojvodskap',
  },
};
