import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ApiRequestError } from '../../api/errors';
import { CHATS_KEY } from '../../app-state/counts/chatsQuery';
import { useSession, useSessionKnown } from '../../app-state/session/useSession';
import { ErrorPage } from '../../components/ErrorPage';
import { PageSpinner } from '../../components/PageSpinner';
import { conversationQuery, loadOlderMessages } from './api';
import { ChatScreen } from './ChatScreen';
import { ConversationView } from './ConversationView';
import { VisitorPrompt } from './VisitorPrompt';

/** /chats/{id}: one conversation, in the chat layout. Opening it marks it read. */
export default function ConversationPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const conversationId = Number(id);
  const queryClient = useQueryClient();
  const user = useSession();
  const known = useSessionKnown();
  const conversation = useQuery({
    ...conversationQuery(queryClient, conversationId),
    enabled: user !== null,
  });
  const loaded = conversation.isSuccess;

  // The server set this chat's unread count to 0: the list (and the badges) catch up.
  useEffect(() => {
    if (loaded) void queryClient.invalidateQueries({ queryKey: CHATS_KEY });
  }, [loaded, queryClient]);

  const onLoadOlder = useCallback(
    () => loadOlderMessages(queryClient, conversationId),
    [queryClient, conversationId],
  );

  if (known && !user) {
    return (
      <ChatScreen>
        <VisitorPrompt title={t('pages.chats-id.title')} text={t('chats.visitorText')} />
      </ChatScreen>
    );
  }
  const error = conversation.error;
  if (error instanceof ApiRequestError && error.code === 'blocked') {
    return <ErrorPage status={403} message={t('errors.blocked')} />;
  }
  if (error instanceof ApiRequestError && error.status === 404) return <ErrorPage status={404} />;
  if (conversation.isError && !conversation.data) {
    return (
      <ChatScreen activeId={conversationId}>
        <div className="chat-list__state" role="alert">
          <p>{t('errors.generic')}</p>
          <button
            type="button"
            className="btn btn-outline-primary"
            onClick={() => void conversation.refetch()}
          >
            {t('chats.retry')}
          </button>
        </div>
      </ChatScreen>
    );
  }
  return (
    <ChatScreen activeId={conversationId}>
      {conversation.data ? (
        <ConversationView
          key={conversationId}
          profile={conversation.data.profile}
          target={{ conversationId }}
          messages={conversation.data.messages}
          hasMore={conversation.data.hasMore}
          onLoadOlder={onLoadOlder}
        />
      ) : (
        <PageSpinner />
      )}
    </ChatScreen>
  );
}
