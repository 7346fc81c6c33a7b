import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router';
import { useSession } from '../app-state/session/useSession';
import { LayoutFrame } from './LayoutFrame';
import { SignupModalSlot } from './slots/ModalSlots';

// From the default layout's chunk, which has it anyway: imported here as well, the top bar would
// be split into a chunk of its own that every default-layout page's first view pays for.
const TopBar = lazy(() => import('./DefaultLayout').then((module) => ({ default: module.TopBar })));

/**
 * chat layout: the content fills the screen; entry warning only for NL and DE. The signup modal
 * too: a visitor who opens /members/{id}/chat is asked to sign up (403 authentication_required).
 * A member on a desktop keeps the site's top bar (navigation, language and account menus) above
 * the conversation; until its code is there an empty bar of its height holds the place.
 */
export default function ChatLayout() {
  // Read at render, as features/chats/screen's useWideScreen decides (≥ 992 px); not imported from
  // there, which would split that module out of the conversation's chunk.
  const wide = typeof window.matchMedia === 'function' && window.matchMedia('(min-width: 992px)').matches;
  const user = useSession();
  const bar = wide && user !== null;
  return (
    <LayoutFrame layout="chat">
      {bar && (
        <Suspense fallback={<div className="top-bar chat-layout__bar" />}>
          <TopBar />
        </Suspense>
      )}
      <main
        id="content"
        className={`layout__content layout__content--chat${bar ? ' layout__content--bar' : ''}`}
      >
        <Outlet />
      </main>
      <SignupModalSlot />
    </LayoutFrame>
  );
}
