import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSettings } from '../app-state/site/useSettings';

const LINKS = [
  { to: '/pages/terms', key: 'footer.terms' },
  { to: '/pages/privacy', key: 'footer.privacy' },
  { to: '/pages/cookies', key: 'footer.cookies' },
  { to: '/pages/ban', key: 'footer.ban' },
  { to: '/pricing', key: 'footer.pricing' },
  { to: '/complaints', key: 'footer.complaints' },
  { to: '/pages/return-policy', key: 'footer.returnPolicy' },
  { to: '/pages/faq', key: 'footer.faq' },
] as const;

export type FooterVariant = 'full' | 'compact' | 'app';

/**
 * Footer links (docs/product.md#layouts). `app`: installed-app mode, `compact`: logged-in member on a page other
 * than the index; `full` otherwise.
 */
export function Footer({ variant = 'full' }: { variant?: FooterVariant }) {
  const { t } = useTranslation();
  const settings = useSettings();
  return (
    <footer className={`site-footer site-footer--${variant}`}>
      <div className="container">
        <nav aria-label={t('footer.linksLabel')}>
          <ul className="site-footer__links">
            {LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{t(link.key)}</Link>
              </li>
            ))}
            <li>
              {settings?.support_email ? (
                <a href={`mailto:${settings.support_email}`}>{t('footer.support')}</a>
              ) : (
                <Link to="/pages/service">{t('footer.support')}</Link>
              )}
            </li>
          </ul>
        </nav>
      </div>
    </footer>
  );
}
