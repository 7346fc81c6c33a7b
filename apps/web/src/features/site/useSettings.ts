import type { CompanyInfo, Settings } from '@amora/shared/api/site';
import type { Language } from '@amora/shared/languages';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { fetchJson } from '../../api/client';
import { forcedDomain } from './forcedDomain';

export function settingsQuery(language: Language | undefined) {
  return queryOptions({
    queryKey: ['settings', language ?? 'default'],
    queryFn: ({ signal }) =>
      fetchJson<Settings>('/api/settings.php', { query: { lang: language, domain: forcedDomain() }, signal }),
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
  queryFn: ({ signal }) =>
    fetchJson<{ company: CompanyInfo }>('/api/companyinfo.php', {
      query: { domain: forcedDomain() },
      signal,
    }),
  staleTime: Number.POSITIVE_INFINITY,
  meta: { silent: true },
});

export function useCompanyInfo(): CompanyInfo | undefined {
  return useQuery(companyInfoQuery).data?.company;
}
