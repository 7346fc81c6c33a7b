import { Outlet } from 'react-router';
import { Brand } from '../components/Brand';
import { Disclaimer } from '../components/Disclaimer';
import { Footer } from '../components/Footer';
import { CamPromoTile } from '../features/site/CamPromoTile';
import { useSettings } from '../features/site/useSettings';
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
