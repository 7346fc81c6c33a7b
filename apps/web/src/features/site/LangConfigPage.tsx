import { LANGUAGE_NAMES, type Language, switcherLanguages } from '@amora/shared/languages';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { useSettings } from '../../app-state/site/useSettings';
import { Brand } from '../../components/Brand';
import { useChangeLanguage } from '../../i18n/useChangeLanguage';
import { safeNext } from '../../lib/safeNext';

/**
 * /lang-config: choose the site's language. The choice is kept in the locale cookie (365 days,
 * docs/product.md#numbers-and-limits) and, for a member, in the account; then back to where the visitor came from.
 */
export default function LangConfigPage() {
  const { t, i18n } = useTranslation();
  const settings = useSettings();
  const changeLanguage = useChangeLanguage();
  const navigate = useNavigate();
  const next = safeNext(useSearchParams()[0].get('next')) ?? '/';
  const { primary, other } = switcherLanguages(settings?.geoip_selected_country);

  const choose = async (language: Language) => {
    await changeLanguage(language);
    navigate(next);
  };
  const button = (language: Language) => (
    <li key={language}>
      <button
        type="button"
        lang={language}
        className={`btn w-100 lang-config__choice ${i18n.language === language ? 'btn-primary' : 'btn-outline-primary'}`}
        aria-pressed={i18n.language === language}
        onClick={() => void choose(language)}
      >
        {LANGUAGE_NAMES[language]}
      </button>
    </li>
  );
  return (
    <section className="signup-page">
      <div className="signup-page__brand">
        <Brand />
      </div>
      <div className="signup-card">
        <h1 className="h3 text-center">{t('pages.lang-config.title')}</h1>
        <p className="text-center text-body-secondary">{t('pages.lang-config.intro')}</p>
        {primary.length > 0 && (
          <>
            <h2 className="h6 text-uppercase text-body-secondary mt-3">{t('langConfig.yourCountry')}</h2>
            <ul className="lang-config__list">{primary.map(button)}</ul>
            <h2 className="h6 text-uppercase text-body-secondary mt-3">{t('langConfig.other')}</h2>
          </>
        )}
        <ul className="lang-config__list">{other.map(button)}</ul>
      </div>
    </section>
  );
}
