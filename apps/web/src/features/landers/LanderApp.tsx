import type { RouteDef } from '@amora/shared/routes';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../app-state/session/useSession';
import { useSettings } from '../../app-state/site/useSettings';
import { CamPromoTile } from '../../components/CamPromoTile';
import { Disclaimer } from '../../components/Disclaimer';
import { EntryWarning } from '../../components/entry-warning/EntryWarning';
import { HeartLogo } from '../../components/HeartLogo';
import { useInstalledApp } from '../../lib/installedApp';
import { LanderScreen } from './LanderScreen';

const FOOTER = [
  ['/pages/terms', 'footer.terms'],
  ['/pages/privacy', 'footer.privacy'],
  ['/pages/cookies', 'footer.cookies'],
  ['/pages/ban', 'footer.ban'],
  ['/pricing', 'footer.pricing'],
  ['/complaints', 'footer.complaints'],
  ['/pages/return-policy', 'footer.returnPolicy'],
  ['/pages/faq', 'footer.faq'],
] as const;

/**
 * The lander layout of the lean entry: logo bar, the landing, footer, disclaimer and the entry
 * warning (NL and DE only on this layout) — the same frame as the main app's LanderLayout, built
 * without the router so a lander's first view stays small.
 */
export function LanderApp({ route }: { route: { def: RouteDef; params: Record<string, string> } }) {
  const { t } = useTranslation();
  const settings = useSettings();
  const user = useSession();
  const installedApp = useInstalledApp();
  const classes = ['layout', 'layout-lander', user ? 'logged-in' : 'logged-out'];
  if (installedApp) classes.push('installed-app');
  return (
    <div className={classes.join(' ')} data-layout="lander">
      <a href="#content" className="visually-hidden-focusable skip-link">
        {t('common.skipToContent')}
      </a>
      <header className="logo-bar">
        <div className="container">
          <a href="/" className="brand" aria-label={settings?.name ?? t('nav.home')}>
            <HeartLogo size={34} />
            <span className="brand__name">{settings?.name}</span>
          </a>
        </div>
      </header>
      <main id="content" className="layout__content">
        <LanderScreen route={{ name: route.def.name, params: route.params }} settings={settings} />
        <CamPromoTile settings={settings} />
      </main>
      <footer className={`site-footer site-footer--${installedApp ? 'app' : 'full'}`}>
        <div className="container">
          <nav aria-label={t('footer.linksLabel')}>
            <ul className="site-footer__links">
              {FOOTER.map(([href, key]) => (
                <li key={href}>
                  <a href={href}>{t(key)}</a>
                </li>
              ))}
              <li>
                <a href={settings?.support_email ? `mailto:${settings.support_email}` : '/pages/service'}>
                  {t('footer.support')}
                </a>
              </li>
            </ul>
          </nav>
        </div>
      </footer>
      <Disclaimer />
      <EntryWarning layout="lander" />
    </div>
  );
}
