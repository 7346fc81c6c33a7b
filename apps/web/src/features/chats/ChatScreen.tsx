import { lazy, type ReactNode, Suspense, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSession } from '../session/useSession';
import { useVisualViewport, useWideScreen } from './screen';

// Only a desktop shows the list and the site's top bar beside the conversation: a phone's first
// view goes without them.
const ChatList = lazy(() => import('./ChatList').then((module) => ({ default: module.ChatList })));
const TopBar = lazy(() => import('../../components/TopBar').then((module) => ({ default: module.TopBar })));

/**
 * The frame of a conversation in the chat layout: the whole visible viewport (above a phone's
 * keyboard). On a desktop the site's top bar (its navigation, language and account menus) stays
 * above and the chats list sits beside the conversation; until the bar's code is there an empty
 * bar of its height holds its place, so nothing moves when it arrives.
 */
export function ChatScreen({ activeId, children }: { activeId?: number; children: ReactNode }) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  const wide = useWideScreen();
  const user = useSession();
  const navigate = useNavigate();
  useVisualViewport(ref);
  const aside = wide && user;
  return (
    <div ref={ref} className={`chat-screen${aside ? ' chat-screen--wide' : ''}`}>
      {aside && (
        <Suspense fallback={<div className="top-bar chat-screen__bar-placeholder" />}>
          <TopBar />
        </Suspense>
      )}
      <div className="chat-screen__body">
        {aside && (
          <aside className="chat-screen__aside" aria-labelledby="chat-aside-title">
            <h2 id="chat-aside-title" className="chat-aside__title">
              {t('pages.chats.title')}
            </h2>
            <div className="chat-aside__list">
              <Suspense fallback={null}>
                <ChatList
                  activeId={activeId}
                  onDeleted={(id) => {
                    if (id === activeId) navigate('/chats', { replace: true });
                  }}
                />
              </Suspense>
            </div>
          </aside>
        )}
        <div className="chat-screen__main">{children}</div>
      </div>
    </div>
  );
}
