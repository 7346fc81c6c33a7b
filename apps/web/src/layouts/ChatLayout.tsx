import { Outlet } from 'react-router';
import { SignupModalSlot } from '../components/ModalSlots';
import { LayoutFrame } from './LayoutFrame';

/**
 * chat layout: the content fills the screen; entry warning only for NL and DE. The signup modal
 * too: a visitor who opens /members/{id}/chat is asked to sign up (403 authentication_required).
 */
export default function ChatLayout() {
  return (
    <LayoutFrame layout="chat">
      <main id="content" className="layout__content layout__content--chat">
        <Outlet />
      </main>
      <SignupModalSlot />
    </LayoutFrame>
  );
}
