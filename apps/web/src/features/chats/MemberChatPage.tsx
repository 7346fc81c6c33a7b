import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import { ApiRequestError } from '../../api/errors';
import { chatsQuery } from '../../app-state/counts/chatsQuery';
import { memberQuery } from '../../app-state/members/queries';
import { useSession, useSessionKnown } from '../../app-state/session/useSession';
import { ErrorPage } from '../../components/ErrorPage';
import { PageSpinner } from '../../components/PageSpinner';
import { ChatHeader } from './ChatHeader';
import { ChatScreen } from './ChatScreen';
import { ConversationView } from './ConversationView';
import { VisitorPrompt } from './VisitorPrompt';

const nothingOlder = () => Promise.resolve();

/**
 * /members/{id}/chat: the conversation with that member if there is one, else an empty one whose
 * first message (sent with profile_id) starts it; the address then becomes /chats/{id}.
 */
export default function MemberChatPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const profileId = Number(id);
  const navigate = useNavigate();
  const user = useSession();
  const known = useSessionKnown();
  const chats = useQuery({ ...chatsQuery, enabled: user !== null });
  const member = useQuery({ ...memberQuery(profileId, user?.id ?? null), enabled: known });

  const existing = chats.data?.chats.find((chat) => chat.profile.id === profileId);
  if (existing) return <Navigate to={`/chats/${existing.conversation.id}`} replace />;

  if (user?.id === profileId) {
    return (
      <ChatScreen>
        <div className="chat-visitor">
          <p>{t('chat.self')}</p>
          <Link to="/profile" className="btn btn-primary">
            {t('nav.myProfile')}
          </Link>
        </div>
      </ChatScreen>
    );
  }
  const error = member.error;
  if (error instanceof ApiRequestError && error.code === 'blocked') {
    return <ErrorPage status={403} message={t('errors.blocked')} />;
  }
  if (error instanceof ApiRequestError && error.status === 404) return <ErrorPage status={404} />;

  if (known && !user) {
    return (
      <ChatScreen>
        {member.data && <ChatHeader profile={member.data} />}
        <VisitorPrompt
          text={member.data ? t('chat.visitorText', { name: member.data.name }) : t('chats.visitorText')}
        />
      </ChatScreen>
    );
  }
  if (member.isError) return <ErrorPage status={500} message={t('errors.generic')} />;
  if (!member.data || chats.isPending) {
    return (
      <ChatScreen>
        <PageSpinner />
      </ChatScreen>
    );
  }
  return (
    <ChatScreen>
      <ConversationView
        profile={member.data}
        target={{ profileId }}
        onLoadOlder={nothingOlder}
        onStarted={(conversationId) => navigate(`/chats/${conversationId}`, { replace: true })}
      />
    </ChatScreen>
  );
}
