import { type ReactNode, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Brand } from '../../components/Brand';
import { useSession } from '../session/useSession';
import { ChatList } from './ChatList';
import { useVisualViewport, useWideScreen } from './screen';

/**
 * The frame of a conversation in the chat layout: the whole visible viewport (above a phone's
 * keyboard); on a desktop the chats list sits beside the conversation.
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
          <div className="chat-aside__brand">
            <Brand />
          </div>
          <h2 id="chat-aside-title" className="chat-aside__title">
            {t('pages.chats.title')}
          </h2>
          <div className="chat-aside__list">
            <ChatList
              activeId={activeId}
              onDeleted={(id) => {
                if (id === activeId) navigate('/chats', { replace: true });
              }}
            />
          </div>
        </aside>
      )}
      <div className="chat-screen__main">{children}</div>
    </div>
  );
}
