import type { Message } from '@amora/shared/api/chat';
import type { ProfileCard } from '@amora/shared/api/profile';
import type { AnswerOf, BodyOf } from '@amora/shared/contract';
import {
  deleteChat,
  getChat,
  getGifts,
  postChat,
  postChatPhoto,
  postFictionalAck,
} from '@amora/shared/endpoints';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { call } from '../../api/endpoint';
import { CHATS_KEY, type ChatsAnswer, CONVERSATION_ROOT } from '../../app-state/counts/chatsQuery';
import { markMeaningfulMoment } from '../../app-state/notificationsStore';
import type { UserAnswer } from '../../app-state/session/types';
import { SESSION_KEY } from '../../app-state/session/useSession';

/** One page (30) of a conversation, newest first. */
export type ChatAnswer = AnswerOf<typeof getChat>;

/** A conversation as the screen keeps it: every loaded message, oldest first. */
export interface Conversation {
  id: number;
  profile: ProfileCard;
  messages: Message[];
  /** Older messages exist beyond the oldest loaded one. */
  hasMore: boolean;
}

/** A message to send; `gift` (from the catalogue) may come with an empty text. */
export type SendBody = BodyOf<typeof postChat>;

/** Where a message goes, as the server's fields. */
export type SendWhere = { conversation_id: number } | { profile_id: number };

/** A gift of the catalogue, its name in the visitor's language. */
export type Gift = AnswerOf<typeof getGifts>['gifts'][number];

/** The sent message, the balance and the free text messages left (null for a paying member). */
export type SendAnswer = AnswerOf<typeof postChat>;

export const conversationKey = (id: number) => [...CONVERSATION_ROOT, id] as const;

const byId = (a: Message, b: Message) => a.id - b.id;

/** Union by id (the later list wins, so a refreshed message brings its new status), oldest first. */
export function mergeMessages(...lists: Message[][]): Message[] {
  const all = new Map<number, Message>();
  for (const list of lists) for (const m of list) all.set(m.id, m);
  return [...all.values()].sort(byId);
}

/**
 * Folds the newest page into what is loaded. When more than a page arrived since the last look
 * (a gap between the two), the older messages are dropped and load again on scroll-up.
 */
export function mergeNewest(cached: Conversation | undefined, answer: ChatAnswer): Conversation {
  const fresh = [...answer.messages].sort(byId);
  const base = { id: answer.conversation.id, profile: answer.profile };
  if (!cached || cached.messages.length === 0) return { ...base, messages: fresh, hasMore: answer.has_more };
  const freshOldest = fresh[0]?.id;
  const cachedOldest = cached.messages[0]!.id;
  const cachedNewest = cached.messages[cached.messages.length - 1]!.id;
  if (answer.has_more && freshOldest !== undefined && freshOldest > cachedNewest) {
    return { ...base, messages: fresh, hasMore: true };
  }
  const covers = freshOldest === undefined || freshOldest <= cachedOldest;
  return {
    ...base,
    messages: mergeMessages(cached.messages, fresh),
    hasMore: covers ? answer.has_more : cached.hasMore,
  };
}

/** The chats list after the member saw a conversation: unread 0, newest message as the preview. */
function patchChat(queryClient: QueryClient, conversation: Conversation): boolean {
  let found = false;
  const last = conversation.messages[conversation.messages.length - 1];
  queryClient.setQueryData<ChatsAnswer>(CHATS_KEY, (old) => {
    if (!old) return old;
    const chats = old.chats.map((chat) => {
      if (chat.conversation.id !== conversation.id) return chat;
      found = true;
      return {
        ...chat,
        num_unread_messages: 0,
        last_message: last
          ? { text: last.text, kind: last.kind, mine: last.mine, created_at: last.created_at }
          : chat.last_message,
      };
    });
    return { chats };
  });
  return found;
}

/**
 * One conversation. Its fetch loads the newest page and merges it into the loaded history, so
 * the 5-second refresh (useChatEvents) and a live event both keep scroll-up history. Opening
 * it marks it read on the server; the chats list follows at once.
 */
export function conversationQuery(queryClient: QueryClient, id: number) {
  return queryOptions({
    queryKey: conversationKey(id),
    queryFn: async ({ signal }) => {
      const answer = await call(getChat, { query: { conversation: id }, signal, retries: 2 });
      const next = mergeNewest(queryClient.getQueryData<Conversation>(conversationKey(id)), answer);
      if (!patchChat(queryClient, next)) void queryClient.invalidateQueries({ queryKey: CHATS_KEY });
      return next;
    },
    staleTime: 0,
    retry: false,
    meta: { member: true, silent: true },
  });
}

/** Loads the page before the oldest loaded message into the conversation. */
export async function loadOlderMessages(queryClient: QueryClient, id: number): Promise<void> {
  const cached = queryClient.getQueryData<Conversation>(conversationKey(id));
  const before = cached?.messages[0]?.id;
  if (!cached?.hasMore || before === undefined) return;
  const answer = await call(getChat, { query: { conversation: id, before } });
  queryClient.setQueryData<Conversation>(conversationKey(id), (old) =>
    old ? { ...old, messages: mergeMessages(answer.messages, old.messages), hasMore: answer.has_more } : old,
  );
}

/** A sent message joins its conversation (created when it is the first one). */
export function addSentMessage(queryClient: QueryClient, profile: ProfileCard, message: Message): void {
  const key = conversationKey(message.conversation_id);
  queryClient.setQueryData<Conversation>(key, (old) =>
    old
      ? { ...old, messages: mergeMessages(old.messages, [message]) }
      : // A first message: older history may exist (a chat deleted earlier); the next fetch tells.
        { id: message.conversation_id, profile, messages: [message], hasMore: true },
  );
  const conversation = queryClient.getQueryData<Conversation>(key);
  if (!conversation || !patchChat(queryClient, conversation)) {
    void queryClient.invalidateQueries({ queryKey: CHATS_KEY });
  }
  // Newest first: the conversation moves to the top of the list.
  queryClient.setQueryData<ChatsAnswer>(CHATS_KEY, (old) => {
    const chat = old?.chats.find((c) => c.conversation.id === message.conversation_id);
    if (!old || !chat) return old;
    return { chats: [chat, ...old.chats.filter((c) => c !== chat)] };
  });
}

/** The balance and free messages of a send answer become the session's (top bar, composer). */
export function setBalance(
  queryClient: QueryClient,
  { credits, free_messages_left }: Pick<SendAnswer, 'credits' | 'free_messages_left'>,
): void {
  queryClient.setQueryData<UserAnswer>(SESSION_KEY, (old) =>
    old?.user ? { user: { ...old.user, credits, free_messages_left } } : old,
  );
}

export const chatApi = {
  send: (body: SendBody) =>
    call(postChat, { body }).then((answer) => {
      // A sent message is a moment to offer push notifications (docs/product.md#push).
      markMeaningfulMoment();
      return answer;
    }),
  /** Multipart: client_id and the target first, then the file (the server reads them in order). */
  sendPhoto: (where: SendWhere, clientId: string, file: File) => {
    const body = new FormData();
    body.append('client_id', clientId);
    for (const [field, value] of Object.entries(where)) body.append(field, String(value));
    body.append('photo', file, file.name);
    return call(postChatPhoto, { body });
  },
  /** The member confirmed the site's fictional_warning: paid messages to staff-run profiles may go. */
  acknowledgeFictional: () => call(postFictionalAck, { body: {} }),
  remove: (id: number) => call(deleteChat, { body: { conversation: { id } } }),
};

/** The gift catalogue of one language (loaded when the gift dialog opens). */
export const giftsQuery = (language: string) =>
  queryOptions({
    queryKey: ['gifts', language],
    queryFn: ({ signal }) => call(getGifts, { signal }),
    staleTime: 60 * 60_000,
  });

/** A new idempotency key for one message; a retry of the same message reuses it. */
export function newClientId(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}
