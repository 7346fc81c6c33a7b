import type { ChatEntry } from '@amora/shared/api/chat';
import { BADGES } from '@amora/shared/constants';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorMessageKey } from '../../api/errors';
import { CHATS_KEY, type ChatsAnswer, chatsQuery } from '../../app-state/counts/chatsQuery';
import { badgeText } from '../../app-state/counts/useCounts';
import { useSettings } from '../../app-state/site/useSettings';
import { useTyping } from '../../app-state/typingStore';
import { Presence } from '../../components/Presence';
import { useFormatLocale } from '../../i18n/useFormatLocale';
import { chatApi, conversationKey } from './api';
import { ChatAvatar } from './ChatAvatar';
import { ChatIcon } from './icons';
import { relativeTime } from './time';

// The confirmation is loaded when a member deletes a chat, not with every chat screen.
const ConfirmDelete = lazy(() => import('./ConfirmDelete'));

/** Newest first by the last message (the server's order; a message just sent moves up here too). */
export function newestFirst(chats: ChatEntry[]): ChatEntry[] {
  return [...chats].sort((a, b) =>
    (b.last_message?.created_at ?? '').localeCompare(a.last_message?.created_at ?? ''),
  );
}

/** A clock for relative times, ticking once a minute. */
function useNow(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

function Preview({ chat }: { chat: ChatEntry }) {
  const { t } = useTranslation();
  const typing = useTyping(chat.conversation.id);
  if (typing) {
    return (
      <span className="chat-item__preview chat-item__preview--typing">
        {t('chat.typing', { name: chat.profile.name })}
      </span>
    );
  }
  const last = chat.last_message;
  if (!last) return <span className="chat-item__preview text-body-secondary">{t('chats.noMessages')}</span>;
  const text = last.kind === 'photo' ? t('chats.photo') : last.kind === 'gift' ? t('chats.gift') : last.text;
  return <span className="chat-item__preview">{last.mine ? t('chats.you', { text }) : text}</span>;
}

function ChatItem({
  chat,
  active,
  now,
  onDelete,
}: {
  chat: ChatEntry;
  active: boolean;
  now: Date;
  onDelete: () => void;
}) {
  const { t } = useTranslation();
  const locale = useFormatLocale();
  const settings = useSettings();
  const { profile } = chat;
  const unread = chat.num_unread_messages;
  return (
    <li className={`chat-item${unread > 0 ? ' chat-item--unread' : ''}${active ? ' is-active' : ''}`}>
      <Link
        to={`/chats/${chat.conversation.id}`}
        className="chat-item__link"
        aria-current={active ? 'page' : undefined}
      >
        <ChatAvatar profile={profile} size={52} />
        <span className="chat-item__body">
          <span className="chat-item__top">
            <span className="chat-item__name">{profile.name}</span>
            {profile.fictional && settings && (
              <span
                className="chat-item__fictional"
                role="img"
                aria-label={settings.fictional_singular}
                title={settings.fictional_warning}
              >
                {settings.fictional_icon}
              </span>
            )}
            {chat.last_message && (
              <time className="chat-item__time" dateTime={chat.last_message.created_at}>
                {relativeTime(chat.last_message.created_at, now, locale)}
              </time>
            )}
          </span>
          <Presence profile={profile} className="chat-item__presence" />
          <span className="chat-item__bottom">
            <Preview chat={chat} />
            {unread > 0 && (
              <span className="badge rounded-pill bg-unread chat-item__badge">
                <span aria-hidden="true">{badgeText(unread, BADGES.unreadCap)}</span>
                <span className="visually-hidden">{t('chats.unread', { count: unread })}</span>
              </span>
            )}
          </span>
        </span>
      </Link>
      <button
        type="button"
        className="chat-item__delete"
        aria-label={t('chats.delete', { name: profile.name })}
        title={t('chats.delete', { name: profile.name })}
        onClick={onDelete}
      >
        <ChatIcon name="trash" size={18} />
      </button>
    </li>
  );
}

function Skeleton() {
  return (
    <ul className="chat-list chat-list--loading" aria-hidden="true">
      {[0, 1, 2, 3].map((i) => (
        <li key={i} className="chat-item chat-item--skeleton">
          <span className="chat-item__link">
            <span className="chat-avatar chat-skeleton chat-skeleton--round" />
            <span className="chat-item__body">
              <span className="chat-skeleton chat-skeleton--line" />
              <span className="chat-skeleton chat-skeleton--line chat-skeleton--short" />
            </span>
          </span>
        </li>
      ))}
    </ul>
  );
}

/**
 * The member's conversations: photo, name, fictional icon, last message and its time, unread
 * badge, online dot. Deleting asks first, then removes the chat at once and tells the server;
 * when that fails an alert says so and the list reloads (docs/product.md#alerts).
 */
export function ChatList({
  activeId,
  onDeleted,
}: {
  activeId?: number;
  /** After a chat left the list (e.g. leave the open one). */
  onDeleted?: (conversationId: number) => void;
}) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const chats = useQuery(chatsQuery);
  const now = useNow();
  const [confirm, setConfirm] = useState<ChatEntry | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const remove = async (chat: ChatEntry) => {
    const id = chat.conversation.id;
    setConfirm(null);
    setFailure(null);
    await queryClient.cancelQueries({ queryKey: CHATS_KEY });
    queryClient.setQueryData<ChatsAnswer>(CHATS_KEY, (old) =>
      old ? { chats: old.chats.filter((c) => c.conversation.id !== id) } : old,
    );
    onDeleted?.(id);
    try {
      await chatApi.remove(id);
      queryClient.removeQueries({ queryKey: conversationKey(id) });
    } catch (error) {
      const reason = t(errorMessageKey(error, (key) => i18n.exists(key)) as 'errors.generic');
      setFailure(t('chats.deleteFailed', { error: reason }));
      void queryClient.invalidateQueries({ queryKey: CHATS_KEY });
    }
  };

  const alert = failure && (
    <div className="alert alert-danger d-flex align-items-start gap-2 chat-list__alert" role="alert">
      <span className="flex-grow-1">{failure}</span>
      <button
        type="button"
        className="btn-close"
        aria-label={t('chat.dismiss')}
        onClick={() => setFailure(null)}
      />
    </div>
  );

  if (chats.isPending) return <Skeleton />;
  if (chats.isError) {
    return (
      <div className="chat-list__state" role="alert">
        <p>{t('chats.loadFailed')}</p>
        <button type="button" className="btn btn-outline-primary btn-sm" onClick={() => void chats.refetch()}>
          {t('chats.retry')}
        </button>
      </div>
    );
  }
  const list = newestFirst(chats.data.chats);
  return (
    <>
      {alert}
      {list.length === 0 ? (
        <div className="chat-list__empty">
          <span className="chat-list__empty-icon" aria-hidden="true">
            <ChatIcon name="chat" size={36} />
          </span>
          <h2 className="h5">{t('chats.emptyTitle')}</h2>
          <p className="text-body-secondary">{t('chats.emptyText')}</p>
          <Link to="/members" className="btn btn-primary">
            {t('chats.emptyAction')}
          </Link>
        </div>
      ) : (
        <ul className="chat-list" aria-label={t('chats.listLabel')}>
          {list.map((chat) => (
            <ChatItem
              key={chat.conversation.id}
              chat={chat}
              active={chat.conversation.id === activeId}
              now={now}
              onDelete={() => setConfirm(chat)}
            />
          ))}
        </ul>
      )}
      {confirm && (
        <Suspense fallback={null}>
          <ConfirmDelete
            chat={confirm}
            onConfirm={() => void remove(confirm)}
            onClose={() => setConfirm(null)}
          />
        </Suspense>
      )}
    </>
  );
}
