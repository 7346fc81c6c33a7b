import { useTranslation } from 'react-i18next';
import { useSession, useSessionKnown } from '../../app-state/session/useSession';
import { ChatList } from './ChatList';
import { ChatIcon } from './icons';
import { VisitorPrompt } from './VisitorPrompt';

/** /chats: the conversation list; on a desktop a second pane invites to open one. */
export default function ChatsPage() {
  const { t } = useTranslation();
  const user = useSession();
  const known = useSessionKnown();
  return (
    <div className="chats-page container">
      <div className="chats-page__grid">
        <section className="chats-page__list" aria-labelledby="chats-title">
          <h1 id="chats-title" className="chats-page__title">
            {t('pages.chats.title')}
          </h1>
          {user ? <ChatList /> : known && <VisitorPrompt text={t('chats.visitorText')} />}
        </section>
        <div className="chats-page__pane" aria-hidden="true">
          <span className="chats-page__pane-icon">
            <ChatIcon name="chat" size={44} />
          </span>
          <p className="chats-page__pane-title">{t('chats.chooseTitle')}</p>
          <p className="text-body-secondary">{t('chats.chooseText')}</p>
        </div>
      </div>
    </div>
  );
}
