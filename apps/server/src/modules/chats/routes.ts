import { AUTH_COOKIE, CoercedIdSchema, LOCALE_COOKIE, PHOTO_MAX_BYTES } from '@amora/shared';
import { GIFT_SLUGS, GIFTS } from '@amora/shared/data/gifts';
import {
  deleteChat,
  getChat,
  getChats,
  getGifts,
  postChat,
  postChatPhoto,
  postFictionalAck,
} from '@amora/shared/endpoints';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { routeOf } from '../../lib/contract';
import { HttpError } from '../../lib/errors';
import { localize, pickLanguage } from '../sites/service';
import {
  type ChatListRow,
  chatListJson,
  type SendContext,
  sendContextJson,
  sendContextValues,
} from './service';

const PhotoMessageFields = z
  .object({
    client_id: z.string().min(8).max(64),
    conversation_id: CoercedIdSchema.optional(),
    profile_id: CoercedIdSchema.optional(),
    text: z.string().max(10_000),
  })
  .refine((v) => (v.profile_id === undefined) !== (v.conversation_id === undefined), {
    path: ['profile_id'],
    message: 'Give profile_id or conversation_id',
  });

const tags = ['chats'];

export async function chatRoutes({ app, siteOf, auth, chats, photos, clock }: AppContext) {
  app.route({
    ...routeOf(getChats, { summary: "The member's conversations, newest first", tags }),
    handler: async (request) => {
      const site = await siteOf(request);
      // The session and the conversations in one statement (decision 044).
      const { user, data } = await auth.requireUserWith<ChatListRow[]>(request, site, {
        name: 'session_chat_list',
        data: chatListJson,
        values: { site: site.id },
      });
      return { chats: await chats.list(site, user.id, data ?? undefined) };
    },
  });

  app.route({
    ...routeOf(getChat, {
      summary: 'Messages of one conversation, newest first, with cursor paging; marks it read',
      tags,
    }),
    handler: async (request) => {
      const site = await siteOf(request);
      const user = await auth.requireUser(request, site);
      return chats.read(site, user.id, request.query.conversation, request.query.before);
    },
  });

  app.route({
    ...routeOf(postChat, {
      summary: 'Send a text message (costs credits; client_id makes a retry idempotent)',
      tags,
    }),
    handler: async (request) => {
      const site = await siteOf(request);
      const { gift, ...input } = request.body;
      if (gift !== undefined && (!GIFT_SLUGS.includes(gift) || site.disabledGifts.includes(gift))) {
        throw new HttpError(400, 'validation_failed', 'Unknown gift', { fields: { gift: 'invalid_value' } });
      }
      const content = gift ? ({ kind: 'gift', gift } as const) : ({ kind: 'text' } as const);
      // A paying member's send into an open conversation: one statement with the session; a
      // session it does not take (any check to make) goes the whole way below (decision 044).
      const quick = await chats.sendAtOnce(site, request.cookies[AUTH_COOKIE], input, content);
      if (quick)
        await auth.sessions.touchIfDue(
          quick.session.id,
          quick.session.userId,
          quick.session.lastSeenAt,
          clock.now(),
        );
      if (quick?.answer) return quick.answer;
      // The session and the send's context in one statement (decision 044).
      const { user, data } = await auth.requireUserWith<SendContext>(request, site, {
        name: 'session_send_context',
        data: sendContextJson,
        values: sendContextValues(request.body),
      });
      return chats.send(site, { id: user.id, paidUser: user.paidUser }, input, content, {
        context: data ?? undefined,
      });
    },
  });

  app.route({
    ...routeOf(postFictionalAck, {
      summary: "Confirm the site's notice on staff-run profiles (needed once before credits go to one)",
      tags,
    }),
    handler: async (request) => {
      const site = await siteOf(request);
      const user = await auth.requireUser(request, site);
      return { fictional_ack_at: (await chats.acknowledgeFictional(user.id)).toISOString() };
    },
  });

  app.route({
    ...routeOf(getGifts, {
      summary: 'The gift catalogue, named in the visitor’s language, with the price',
      tags,
    }),
    handler: async (request, reply) => {
      const site = await siteOf(request);
      const language = pickLanguage(site, request.query.lang, request.cookies[LOCALE_COOKIE]);
      reply.header('vary', 'cookie');
      return {
        gifts: GIFTS.filter((g) => !site.disabledGifts.includes(g.slug)).map((g) => ({
          slug: g.slug,
          name: localize(g.names, language, 'en'),
          image: `/gifts/${g.slug}.svg`,
          credits: site.giftCredits,
        })),
      };
    },
  });

  app.route({
    ...routeOf(postChatPhoto, {
      summary:
        'Send a photo message (multipart: client_id and conversation_id or profile_id, then the file `photo`)',
      tags,
      consumes: ['multipart/form-data'],
    }),
    handler: async (request) => {
      const site = await siteOf(request);
      const user = await auth.requireUser(request, site);
      const part = request.isMultipart()
        ? await request.file({ limits: { fileSize: PHOTO_MAX_BYTES, files: 1 } })
        : undefined;
      if (part?.fieldname !== 'photo') {
        part?.file.resume();
        throw new HttpError(400, 'validation_failed', 'Invalid body', { fields: { photo: 'required' } });
      }
      const field = (name: string) => {
        const value = (part.fields[name] as { value?: unknown } | undefined)?.value;
        return typeof value === 'string' ? value : undefined;
      };
      const parsed = PhotoMessageFields.safeParse({
        client_id: field('client_id'),
        conversation_id: field('conversation_id'),
        profile_id: field('profile_id'),
        text: field('text') ?? '',
      });
      if (!parsed.success) {
        part.file.resume();
        throw new HttpError(400, 'validation_failed', 'Invalid fields', {
          fields: Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0] ?? '_'), i.code])),
        });
      }
      const sender = { id: user.id, paidUser: user.paidUser };
      // A retried upload finds the stored message before processing the image again.
      const retried = await chats.findByClientId(site, sender, parsed.data.client_id);
      if (retried) {
        part.file.resume();
        return retried;
      }
      let buffer: Buffer;
      try {
        buffer = await part.toBuffer();
      } catch (err) {
        if (err instanceof app.multipartErrors.RequestFileTooLargeError) {
          throw new HttpError(400, 'photo_too_large', 'The file is larger than 10 MB');
        }
        throw err;
      }
      const stored = await photos.storeMessagePhoto(buffer);
      try {
        return await chats.send(site, sender, parsed.data, { kind: 'photo', ...stored });
      } catch (err) {
        await photos.discardFiles(stored);
        throw err;
      }
    },
  });

  app.route({
    ...routeOf(deleteChat, { summary: 'Delete a chat from the member’s list', tags }),
    handler: async (request) => {
      const site = await siteOf(request);
      const user = await auth.requireUser(request, site);
      await chats.hide(user.id, request.body.conversation.id);
      return { ok: true as const };
    },
  });
}
