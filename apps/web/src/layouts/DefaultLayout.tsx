import { Outlet } from 'react-router';
import { AlertArea } from '../components/AlertArea';
import { Disclaimer } from '../components/Disclaimer';
import { Footer } from '../components/Footer';
import { LikeModalSlot, MatchModalSlot, SignupModalSlot, TimeBonusModalSlot } from '../components/ModalSlots';
import { TopBar } from '../components/TopBar';
import { UsComplianceFooter } from '../components/UsComplianceFooter';
import { CamPromoTile } from '../features/site/CamPromoTile';
import { useSettings } from '../features/site/useSettings';
import { useCurrentRoute } from '../routeHandle';
import { LayoutFrame, useFooterVariant } from './LayoutFrame';

/** default layout: top bar, alerts, content, footer, disclaimer, US footer, entry warning, modals. */
export default function DefaultLayout() {
  const footer = useFooterVariant();
  const settings = useSettings();
  const route = useCurrentRoute();
  // The cam promotion tile (spec §2) on the home page and the member search.
  const promo = route?.name === 'index' || route?.name === 'members';
  return (
    <LayoutFrame layout="default">
      <TopBar />
      <AlertArea />
      <main id="content" className="layout__content">
        <Outlet />
      </main>
      {promo && (
        <div className="container">
          <CamPromoTile settings={settings} />
        </div>
      )}
      <Footer variant={footer} />
      <Disclaimer />
      <UsComplianceFooter />
      <SignupModalSlot />
      <TimeBonusModalSlot />
      <LikeModalSlot />
      <MatchModalSlot />
    </LayoutFrame>
  );
}
