import {
  ChatAnswerSchema,
  ChatQuerySchema,
  ChatsAnswerSchema,
  DeleteChatSchema,
  SendAnswerSchema,
  SendMessageSchema,
} from '@amora/shared';
import { z } from 'zod';
import type { AppContext } from '../../app';

const tags = ['chats'];

export async function chatRoutes({ app, siteOf, auth, chats }: AppContext) {
  app.get(
    '/api/chats.php',
    {
      schema: {
        summary: "The member's conversations, newest first",
        tags,
        response: { 200: ChatsAnswerSchema },
      },
    },
    async (request) => {
      const site = await siteOf(request);
      const user = await auth.requireUser(request, site);
      return { chats: await chats.list(site, user.id) };
    },
  );

  app.get(
    '/api/chat.php',
    {
      schema: {
        summary: 'Messages of one conversation, newest first, with cursor paging; marks it read',
        tags,
        querystring: ChatQuerySchema,
        response: { 200: ChatAnswerSchema },
      },
    },
    async (request) => {
      const site = await siteOf(request);
      const user = await auth.requireUser(request, site);
      return chats.read(site, user.id, request.query.conversation, request.query.before);
    },
  );

  app.post(
    '/api/chat.php',
    {
      schema: {
        summary: 'Send a text message (costs credits; client_id makes a retry idempotent)',
        tags,
        body: SendMessageSchema,
        response: { 200: SendAnswerSchema },
      },
    },
    async (request) => {
      const site = await siteOf(request);
      const user = await auth.requireUser(request, site);
      return chats.send(site, { id: user.id, paidUser: user.paidUser }, request.body);
    },
  );

  app.delete(
    '/api/chat.php',
    {
      schema: {
        summary: 'Delete a chat from the member’s list',
        tags,
        body: DeleteChatSchema,
        response: { 200: z.object({ ok: z.literal(true) }) },
      },
    },
    async (request) => {
      const site = await siteOf(request);
      const user = await auth.requireUser(request, site);
      await chats.hide(user.id, request.body.conversation.id);
      return { ok: true as const };
    },
  );
}
