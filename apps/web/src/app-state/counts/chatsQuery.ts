import type { AnswerOf } from '@amora/shared/contract';
import { getChats } from '@amora/shared/endpoints';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../api/endpoint';

/**
 * GET /api/chats.php (docs/product.md#the-calls-the-web-makes): the member's conversations, newest first. Shared by the chat
 * screens and the top bar's unread badge, so kept tiny: the badge imports it on every page.
 */
export const CHATS_KEY = ['chats'] as const;
/** Prefix of the open conversations' queries: ['chat', conversationId]. */
export const CONVERSATION_ROOT = ['chat'] as const;

export type ChatsAnswer = AnswerOf<typeof getChats>;

export const chatsQuery = queryOptions({
  queryKey: CHATS_KEY,
  queryFn: ({ signal }) => call(getChats, { signal }),
  staleTime: 10_000,
  meta: { member: true, silent: true },
});

/** Unread messages over all conversations (the top bar badge, the title prefix, the app badge). */
export const countUnread = (answer: ChatsAnswer | undefined): number =>
  answer ? answer.chats.reduce((sum, chat) => sum + chat.num_unread_messages, 0) : 0;
