import { lazy, type ReactNode, Suspense, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSession } from '../../app-state/session/useSession';
import { useVisualViewport, useWideScreen } from './screen';

// Only a desktop shows the list beside the conversation: a phone's first view goes without it.
const ChatList = lazy(() => import('./ChatList').then((module) => ({ default: module.ChatList })));

/**
 * The frame of a conversation in the chat layout: the whole visible viewport (above a phone's
 * keyboard); on a desktop the chats list sits beside the conversation, below the site's top bar
 * (layouts/ChatLayout).
 */
export function ChatScreen({ activeId, children }: { activeId?: number; children: ReactNode }) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  const wide = useWideScreen();
  const user = useSession();
  const navigate = useNavigate();
  useVisualViewport(ref);
  return (
    <div ref={ref} className="chat-screen">
      {wide && user && (
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
  );
}
