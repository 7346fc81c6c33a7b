import { Outlet } from 'react-router';
import { Disclaimer } from '../components/Disclaimer';
import { Footer } from '../components/Footer';
import { TopBar } from '../components/TopBar';
import { UsComplianceFooter } from '../components/UsComplianceFooter';
import { LayoutFrame, useFooterVariant } from './LayoutFrame';
import { AlertArea } from './slots/AlertArea';
import { MemberDock } from './slots/MemberDock';
import { LikeModalSlot, MatchModalSlot, SignupModalSlot, TimeBonusModalSlot } from './slots/ModalSlots';

/**
 * The top bar, for a desktop conversation (features/chats/ChatScreen) to load from this chunk:
 * imported from a second chunk it would be split out of this one, and the first view of every
 * default-layout page would pay for the extra chunk.
 */
export { TopBar };

/** default layout: top bar, alerts, content, footer, disclaimer, US footer, entry warning, modals. */
export default function DefaultLayout() {
  const footer = useFooterVariant();
  return (
    <LayoutFrame layout="default">
      <TopBar />
      <AlertArea />
      <main id="content" className="layout__content">
        <Outlet />
      </main>
      <Footer variant={footer} />
      <Disclaimer />
      <UsComplianceFooter />
      <MemberDock />
      <SignupModalSlot />
      <TimeBonusModalSlot />
      <LikeModalSlot />
      <MatchModalSlot />
    </LayoutFrame>
  );
}
