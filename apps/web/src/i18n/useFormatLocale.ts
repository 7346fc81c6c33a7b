import { useTranslation } from 'react-i18next';
import { useSettings } from '../app-state/site/useSettings';
import { formatLocale } from './intl';

/** formatLocale for the current language and site (the language alone while the settings load). */
export function useFormatLocale(): string {
  const { i18n } = useTranslation();
  const settings = useSettings();
  const countries = settings ? [settings.geoip_selected_country, ...settings.countries] : [];
  return formatLocale(i18n.language, countries);
}
