import { Outlet } from 'react-router';
import { LayoutFrame } from './LayoutFrame';
import { SignupModalSlot } from './slots/ModalSlots';

/** empty layout: content, entry warning and the signup modal. */
export default function EmptyLayout() {
  return (
    <LayoutFrame layout="empty">
      <main id="content" className="layout__content">
        <Outlet />
      </main>
      <SignupModalSlot />
    </LayoutFrame>
  );
}
