import { useTranslation } from 'react-i18next';
import { useSettings } from '../app-state/site/useSettings';

/** True for English visitors in the United States (docs/product.md#layouts: extra footer). */
export function isUsEnglish(
  language: string,
  selectedCountry?: string | null,
  geoipCountry?: string | null,
): boolean {
  return language === 'en' && (selectedCountry === 'US' || geoipCountry === 'US');
}

export function UsComplianceFooter() {
  const { t, i18n } = useTranslation();
  const settings = useSettings();
  if (!settings || !isUsEnglish(i18n.language, settings.geoip_selected_country, settings.geoip_country))
    return null;
  return (
    <aside className="us-compliance" aria-label={t('footer.usComplianceLabel')}>
      <div className="container">
        <p>{t('footer.usCompliance')}</p>
      </div>
    </aside>
  );
}
