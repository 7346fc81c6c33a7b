import type { CompanyInfo, Settings } from '@amora/shared/api/site';
import { getCompanyinfo, getSettings } from '@amora/shared/endpoints';
import type { Language } from '@amora/shared/languages';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { call } from '../../api/endpoint';
import { forcedDomain } from './forcedDomain';

/**
 * The query of the page the settings are loaded for (docs/product.md#the-calls-the-web-makes:
 * "forced domain plus the route's query"): a landing's tracking or invitation travels with them.
 */
function routeQuery(): Record<string, string> {
  if (typeof window === 'undefined') return {};
  return Object.fromEntries(new URLSearchParams(window.location.search));
}

export function settingsQuery(language: Language | undefined) {
  return queryOptions({
    queryKey: ['settings', language ?? 'default'],
    queryFn: ({ signal }) =>
      call(getSettings, { query: { ...routeQuery(), lang: language, domain: forcedDomain() }, signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** The site's settings in the current language; undefined while they load (or when they failed). */
export function useSettings(): Settings | undefined {
  const { i18n } = useTranslation();
  return useQuery({ ...settingsQuery(i18n.language as Language), placeholderData: keepPreviousData }).data;
}

export const companyInfoQuery = queryOptions({
  queryKey: ['companyinfo'],
  queryFn: ({ signal }) => call(getCompanyinfo, { query: { domain: forcedDomain() }, signal }),
  staleTime: Number.POSITIVE_INFINITY,
  meta: { silent: true },
});

export function useCompanyInfo(): CompanyInfo | undefined {
  return useQuery(companyInfoQuery).data?.company;
}
