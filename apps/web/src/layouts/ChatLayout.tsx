import { Outlet } from 'react-router';
import { LayoutFrame } from './LayoutFrame';

/** chat layout: the content fills the screen; entry warning only for NL and DE. */
export default function ChatLayout() {
  return (
    <LayoutFrame layout="chat">
      <main id="content" className="layout__content layout__content--chat">
        <Outlet />
      </main>
    </LayoutFrame>
  );
}
