import { LANGUAGE_NAMES, type Language, switcherLanguages } from '@amora/shared/languages';
import Dropdown from 'react-bootstrap/Dropdown';
import { useTranslation } from 'react-i18next';
import { useSettings } from '../features/site/useSettings';
import { useChangeLanguage } from '../i18n/useChangeLanguage';

/** Language switcher: the visitor's country's languages first, then all others (spec §9). */
export function LanguageDropdown({ align = 'end' }: { align?: 'start' | 'end' }) {
  const { t, i18n } = useTranslation();
  const settings = useSettings();
  const changeLanguage = useChangeLanguage();
  const current = i18n.language as Language;
  const { primary, other } = switcherLanguages(settings?.geoip_selected_country);

  const item = (language: Language) => (
    <Dropdown.Item
      key={language}
      as="button"
      lang={language}
      active={language === current}
      aria-current={language === current ? 'true' : undefined}
      onClick={() => void changeLanguage(language)}
    >
      {LANGUAGE_NAMES[language]}
    </Dropdown.Item>
  );

  return (
    <Dropdown align={align} className="language-dropdown">
      <Dropdown.Toggle variant="outline-light" size="sm" aria-label={t('nav.languageMenu')} id="language-toggle">
        <span aria-hidden="true" className="me-1">
          🌐
        </span>
        {current.toUpperCase()}
      </Dropdown.Toggle>
      <Dropdown.Menu className="language-dropdown__menu">
        {primary.length > 0 && <Dropdown.Header>{t('nav.yourCountry')}</Dropdown.Header>}
        {primary.map(item)}
        {primary.length > 0 && <Dropdown.Divider />}
        {primary.length > 0 && <Dropdown.Header>{t('nav.otherLanguages')}</Dropdown.Header>}
        {other.map(item)}
      </Dropdown.Menu>
    </Dropdown>
  );
}
