import { COUNTRIES } from '@amora/shared/languages';
import type { ProfileLabels } from './labels';

/** Site countries first, then the other countries we have regions for, each sorted by name. */
export function countryGroups(siteCountries: readonly string[], labels: Pick<ProfileLabels, 'country'>) {
  const byName = (a: string, b: string) => labels.country(a).localeCompare(labels.country(b));
  const site = siteCountries.filter((c) => COUNTRIES.includes(c));
  const other = COUNTRIES.filter((c) => !site.includes(c)).sort(byName);
  return { site: [...site].sort(byName), other };
}
