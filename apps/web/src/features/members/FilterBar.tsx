import { useQuery } from '@tanstack/react-query';
import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GENDERS } from '../../app-state/account/constants';
import { regionsQuery } from '../../app-state/profile/api';
import { countryGroups } from '../../app-state/profile/countries';
import { useProfileLabels } from '../../app-state/profile/labels';
import {
  ANY_GENDER,
  MAX_SEARCH_AGE,
  MIN_SEARCH_AGE,
  type SearchFilter,
  type SearchFilters,
} from './searchParams';

const AGES = Array.from({ length: MAX_SEARCH_AGE - MIN_SEARCH_AGE + 1 }, (_, i) =>
  String(MIN_SEARCH_AGE + i),
);

/** The search filters of the site's search_fields; collapsible on phones, always open from md. */
export function FilterBar({
  fields,
  filters,
  siteCountries,
  onChange,
  onReset,
}: {
  fields: readonly string[];
  filters: SearchFilters;
  siteCountries: readonly string[];
  onChange: (name: SearchFilter, value: string) => void;
  onReset: () => void;
}) {
  const { t, i18n } = useTranslation();
  const labels = useProfileLabels();
  const [open, setOpen] = useState(false);
  const has = (name: SearchFilter) => fields.includes(name);
  const groups = countryGroups(siteCountries, labels);
  const country = filters.country ?? '';
  const regions = useQuery({
    ...regionsQuery(country, i18n.language),
    enabled: has('countryregion') && !!country,
  });
  const active = (['country', 'countryregion', 'min_age', 'max_age'] as const).filter(
    (n) => filters[n],
  ).length;
  if (fields.length === 0) return null;

  const select = (
    name: SearchFilter,
    label: string,
    options: { value: string; label: string }[],
    anyLabel: string,
  ) => (
    <div className={`filter-bar__field filter-bar__field--${name}`}>
      <label htmlFor={`search-${name}`} className="form-label">
        {label}
      </label>
      <select
        id={`search-${name}`}
        className="form-select form-select-sm"
        value={filters[name] ?? ''}
        disabled={name === 'countryregion' && !country}
        onChange={(e) => onChange(name, e.target.value)}
      >
        <option value="">{anyLabel}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );

  return (
    <section className="filter-bar" aria-label={t('search.filters')}>
      <button
        type="button"
        className="btn btn-outline-primary btn-sm filter-bar__toggle d-md-none"
        aria-expanded={open}
        aria-controls="search-filters"
        onClick={() => setOpen((o) => !o)}
      >
        <svg viewBox="0 0 24 24" width="16" height="16" className="me-1" aria-hidden="true">
          <path fill="currentColor" d="M3 5h18v2H3zm4 6h10v2H7zm3 6h4v2h-4z" />
        </svg>
        {t('search.filters')}
        {active > 0 && <span className="badge rounded-pill text-bg-primary ms-2">{active}</span>}
      </button>
      <div id="search-filters" className={`filter-bar__panel${open ? ' is-open' : ''}`}>
        {has('gender') && (
          <fieldset className="filter-bar__field filter-bar__field--gender">
            <legend className="form-label">{t('search.show')}</legend>
            <div className="btn-group btn-group-sm w-100">
              {[ANY_GENDER, ...GENDERS].map((g) => (
                <Fragment key={g}>
                  <input
                    type="radio"
                    className="btn-check"
                    name="search-gender"
                    id={`search-gender-${g}`}
                    checked={(filters.gender ?? ANY_GENDER) === g}
                    onChange={() => onChange('gender', g)}
                  />
                  <label className="btn btn-outline-primary" htmlFor={`search-gender-${g}`}>
                    {g === ANY_GENDER
                      ? t('search.everyone')
                      : labels.genderPlural(g as (typeof GENDERS)[number])}
                  </label>
                </Fragment>
              ))}
            </div>
          </fieldset>
        )}
        {(has('min_age') || has('max_age')) && (
          <div className="filter-bar__ages">
            {has('min_age') &&
              select(
                'min_age',
                t('search.minAge'),
                AGES.map((a) => ({ value: a, label: a })),
                t('search.any'),
              )}
            {has('max_age') &&
              select(
                'max_age',
                t('search.maxAge'),
                AGES.map((a) => ({ value: a, label: a })),
                t('search.any'),
              )}
          </div>
        )}
        {has('country') &&
          select(
            'country',
            t('location.country'),
            [...groups.site, ...groups.other].map((c) => ({ value: c, label: labels.country(c) })),
            t('search.anyCountry'),
          )}
        {has('countryregion') &&
          select(
            'countryregion',
            regions.data?.region_kind_name ?? labels.field('region'),
            (regions.data?.regions ?? []).map((r) => ({ value: String(r.id), label: r.name })),
            t('search.anyRegion'),
          )}
        <div className="filter-bar__reset">
          <button type="button" className="btn btn-link btn-sm" onClick={onReset}>
            {t('search.reset')}
          </button>
        </div>
      </div>
    </section>
  );
}
