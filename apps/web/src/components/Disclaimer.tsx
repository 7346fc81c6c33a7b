import { useTranslation } from 'react-i18next';
import { useCompanyInfo, useSettings } from '../app-state/site/useSettings';

/** 18+ notice, fictional-profile disclosure and the operating company. */
export function Disclaimer() {
  const { t } = useTranslation();
  const settings = useSettings();
  const company = useCompanyInfo();
  return (
    <aside className="disclaimer">
      <div className="container">
        <p className="disclaimer__adults">
          <span className="disclaimer__badge" aria-hidden="true">
            18+
          </span>
          {t('disclaimer.adults')}
        </p>
        {settings && (
          <p>
            {t('disclaimer.fictional', {
              fictional: settings.fictional_plural,
              icon: settings.fictional_icon,
            })}{' '}
            {settings.fictional_warning}
          </p>
        )}
        {settings && (
          <p>
            {company && <>{t('disclaimer.operator', { site: settings.name, company: company.name })} · </>}
            {t('footer.copyright', { year: new Date().getFullYear(), site: settings.name })}
          </p>
        )}
      </div>
    </aside>
  );
}
