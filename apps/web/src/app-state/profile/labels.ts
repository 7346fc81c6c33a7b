import type { ProfileFieldLabelKey } from '@amora/shared/data/profileOptions';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@amora/shared/languages';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { intlLanguage } from '../../i18n/intl';
import type { Gender } from '../account/constants';
import type { ProfileOptionField } from './constants';

/**
 * Labels of profile fields and options in the active language, from the shared reference data
 * (every label in eleven languages, ≈ 5 KB gzip). The data loads like a catalogue: once, on
 * demand, in parallel with the page's API calls, so it is not part of any route's first chunk.
 */
type LabelData = typeof import('@amora/shared/data/profileOptions');

export const labelDataQuery = queryOptions({
  queryKey: ['profile-label-data'],
  queryFn: (): Promise<LabelData> => import('@amora/shared/data/profileOptions'),
  staleTime: Number.POSITIVE_INFINITY,
  gcTime: Number.POSITIVE_INFINITY,
  structuralSharing: false,
  retry: 2,
});

export interface ProfileLabels {
  language: Language;
  /** False until the reference data has loaded (labels are empty until then). */
  ready: boolean;
  field: (field: ProfileFieldLabelKey) => string;
  option: (field: ProfileOptionField, value: string) => string;
  gender: (gender: Gender) => string;
  genderPlural: (gender: Gender) => string;
  country: (code: string) => string;
}

const displayNames = new Map<Language, Intl.DisplayNames | null>();

function countryNamer(language: Language): Intl.DisplayNames | null {
  if (!displayNames.has(language)) {
    try {
      // Norwegian: Intl knows Bokmål as nb.
      displayNames.set(language, new Intl.DisplayNames([intlLanguage(language)], { type: 'region' }));
    } catch {
      displayNames.set(language, null);
    }
  }
  return displayNames.get(language) ?? null;
}

export function profileLabels(language: Language, data: LabelData | undefined): ProfileLabels {
  return {
    language,
    ready: !!data,
    field: (field) => data?.PROFILE_FIELD_LABELS[field][language] ?? '',
    option: (field, value) => data?.profileOptionLabel(field, value, language) ?? value,
    gender: (gender) => data?.GENDER_LABELS[gender][language] ?? '',
    genderPlural: (gender) => data?.GENDER_PLURAL_LABELS[gender][language] ?? '',
    country: (code) => countryNamer(language)?.of(code) ?? code,
  };
}

export function useProfileLabels(): ProfileLabels {
  const { i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
  const data = useQuery(labelDataQuery).data;
  return profileLabels(language, data);
}
