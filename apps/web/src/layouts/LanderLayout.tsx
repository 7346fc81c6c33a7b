import { Outlet } from 'react-router';
import { useSettings } from '../app-state/site/useSettings';
import { Brand } from '../components/Brand';
import { CamPromoTile } from '../components/CamPromoTile';
import { Disclaimer } from '../components/Disclaimer';
import { Footer } from '../components/Footer';
import { LayoutFrame, useFooterVariant } from './LayoutFrame';

/** lander layout: logo bar, content, footer, disclaimer; entry warning only for NL and DE. */
export default function LanderLayout() {
  const footer = useFooterVariant();
  const settings = useSettings();
  return (
    <LayoutFrame layout="lander">
      <header className="logo-bar">
        <div className="container">
          <Brand />
        </div>
      </header>
      <main id="content" className="layout__content">
        <Outlet />
        <CamPromoTile settings={settings} />
      </main>
      <Footer variant={footer} />
      <Disclaimer />
    </LayoutFrame>
  );
}
