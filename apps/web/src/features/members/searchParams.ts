import type { QueryValue } from '../../api/client';

/**
 * The member search's filters (docs/product.md#screens) ↔ the page URL ↔ the GET /api/members.php query.
 * Only these names ever reach the URL or the API: sexuality is special-category data and is
 * never a search parameter, whatever a link or a caller puts in.
 */
export const SEARCH_FILTERS = ['gender', 'country', 'countryregion', 'min_age', 'max_age'] as const;
export type SearchFilter = (typeof SEARCH_FILTERS)[number];
/** The URL's explicit "any gender", so that a member's own default (their seeking) can be cleared. */
export const ANY_GENDER = 'all';
export const MIN_SEARCH_AGE = 18;
export const MAX_SEARCH_AGE = 99;

export type SearchFilters = Partial<Record<SearchFilter, string>> & { page: number };

const VALID: Record<SearchFilter, (v: string) => boolean> = {
  gender: (v) => v === 'male' || v === 'female' || v === ANY_GENDER,
  country: (v) => /^[A-Z]{2}$/.test(v),
  countryregion: (v) => /^[1-9]\d{0,9}$/.test(v),
  min_age: (v) => isAge(v),
  max_age: (v) => isAge(v),
};

function isAge(v: string): boolean {
  const n = Number(v);
  return /^\d{2}$/.test(v) && n >= MIN_SEARCH_AGE && n <= MAX_SEARCH_AGE;
}

/**
 * Filters from the URL: only the site's search fields, only valid values; the region only with
 * its country. `defaultGender` (the member's seeking) applies when the URL names no gender.
 */
export function readFilters(
  params: URLSearchParams,
  allowed: readonly string[],
  defaultGender?: string | null,
): SearchFilters {
  const filters: SearchFilters = { page: 1 };
  for (const name of SEARCH_FILTERS) {
    if (!allowed.includes(name)) continue;
    const value = params.get(name)?.trim();
    if (name === 'country' && value) {
      const upper = value.toUpperCase();
      if (VALID.country(upper)) filters.country = upper;
      continue;
    }
    if (value && VALID[name](value)) filters[name] = value;
  }
  if (!filters.gender && defaultGender && allowed.includes('gender')) filters.gender = defaultGender;
  if (!filters.country) delete filters.countryregion;
  const page = Number(params.get('page'));
  if (Number.isInteger(page) && page > 1 && page <= 500) filters.page = page;
  return filters;
}

/** The URL query of a search: the filters (gender "all" kept explicit) and the page if > 1. */
export function filtersToParams(filters: SearchFilters, keep?: URLSearchParams): URLSearchParams {
  const params = new URLSearchParams();
  // Tracking of the landing page (network, ref) stays: logged-out search may depend on it.
  for (const name of ['network', 'ref']) {
    const value = keep?.get(name);
    if (value) params.set(name, value);
  }
  for (const name of SEARCH_FILTERS) {
    const value = filters[name];
    if (value) params.set(name, value);
  }
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}

/** The GET /api/members.php query: the filters without the "any gender" marker, the page, tracking. */
export function apiQuery(
  filters: SearchFilters,
  tracking: { network?: string; ref?: string } = {},
): Record<string, QueryValue> {
  const query: Record<string, QueryValue> = {};
  for (const name of SEARCH_FILTERS) {
    const value = filters[name];
    if (value && !(name === 'gender' && value === ANY_GENDER)) query[name] = value;
  }
  query.page = filters.page;
  if (tracking.network) query.network = tracking.network;
  if (tracking.ref) query.ref = tracking.ref;
  return query;
}

/** One filter changed: the page goes back to 1; a new country drops the region; ages stay ordered. */
export function changeFilter(filters: SearchFilters, name: SearchFilter, value: string): SearchFilters {
  const next: SearchFilters = { ...filters, page: 1, [name]: value || undefined };
  if (name === 'country') delete next.countryregion;
  const min = Number(next.min_age);
  const max = Number(next.max_age);
  if (next.min_age && next.max_age && min > max) {
    if (name === 'min_age') next.max_age = next.min_age;
    else next.min_age = next.max_age;
  }
  return next;
}

/** Page numbers to offer around the current one: 1 … 4 5 [6] 7 8 … 20. */
export function pageList(page: number, pages: number): (number | 'gap')[] {
  const out: (number | 'gap')[] = [];
  const from = Math.max(2, page - 2);
  const to = Math.min(pages - 1, page + 2);
  out.push(1);
  if (from > 2) out.push('gap');
  for (let p = from; p <= to; p++) out.push(p);
  if (to < pages - 1) out.push('gap');
  if (pages > 1) out.push(pages);
  return out;
}
