import { IdSchema } from '@amora/shared';
import { postPageHidden } from '@amora/shared/endpoints';
import type { LiveSignal } from '@amora/shared/live';
import fastifyWebsocket from '@fastify/websocket';
import { and, eq, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { AppContext } from '../context';
import type { Db } from '../db/client';
import { blocks, conversations } from '../db/schema';
import { routeOf } from '../lib/contract';
import { HttpError } from '../lib/errors';
import { markAway, touchActivity } from '../modules/members/profile-store';
import { LiveHub } from './hub';
import { isOwnOrigin } from './origin';

const ClientMessage = z.object({
  type: z.literal('typing'),
  conversation_id: IdSchema,
}) satisfies z.ZodType<LiveSignal>;
/** Typing signals a socket may send: the web sends one per 3 s while the member types. */
const TYPING_EVERY_MS = 2_000;

/**
 * GET /api/live: a WebSocket for live events, authenticated by the session cookie, only from
 * the site's own pages (Origin check, ./origin.ts: a foreign page cannot open it with the
 * member's cookie).
 */
export async function liveRoutes({ app, db, clock, config, siteOf, auth, events, metrics }: AppContext) {
  const hub = new LiveHub(events, (event) => metrics.liveEvents.inc({ type: event.type }));
  // Before the plugin's own preClose (hooks run in order): on shutdown every member's socket is
  // closed with 1012 "service restart", which the page answers by reconnecting — through the
  // proxy, to a node that still runs (decision 035).
  app.addHook('preClose', (done) => {
    hub.closeAll();
    done();
  });
  await app.register(fastifyWebsocket, { options: { maxPayload: 4096 } });
  metrics.gauge('amora_live_sockets', 'Open /api/live WebSockets on this node', () => hub.connections);

  // Written by hand, not with routeOf: a WebSocket route (its handler takes the socket, and the
  // OpenAPI document has no operation for it; docs/architecture.md#routes-outside-the-contract).
  app.get(
    '/api/live',
    {
      websocket: true,
      schema: { hide: true },
      preValidation: async (request) => {
        const site = await siteOf(request);
        if (!isOwnOrigin(request.headers.origin, request, config.publicUrl)) {
          throw new HttpError(403, 'forbidden', 'Live events only for the site’s own pages');
        }
        await auth.requireUser(request, site);
      },
    },
    async (socket, request) => {
      // Every listener is attached before the first await: a message sent right after the socket
      // opened would otherwise be dropped while the member is looked up, and a socket closed
      // meanwhile would stay in the hub for good, its member "online" (@fastify/websocket README,
      // "attach event handlers synchronously").
      const arrived = (async () => {
        const user = await auth.userOf(request);
        // Gone while being looked up: never online.
        if (!user || socket.readyState !== socket.OPEN) return null;
        hub.add(user.id, socket);
        await touchActivity(db, user.id, clock.now());
        return user;
      })().catch((error: unknown) => {
        request.log.warn({ err: error }, 'live socket start failed');
        socket.close(1011);
        return null;
      });
      let lastTyping = 0;
      socket.on('message', async (raw: Buffer) => {
        let parsed: z.infer<typeof ClientMessage>;
        try {
          parsed = ClientMessage.parse(JSON.parse(raw.toString()));
        } catch {
          return; // Unknown client messages are ignored, never fatal.
        }
        // Each signal is a NOTIFY to every node: a chatty or hostile client is cut down here
        // (wall time, not the app clock: this is rate limiting).
        const now = Date.now();
        if (now - lastTyping < TYPING_EVERY_MS) return;
        lastTyping = now;
        try {
          const user = await arrived;
          if (!user) return;
          const other = await typingPartner(db, user.id, parsed.conversation_id);
          if (other === null) return;
          await events.publish([other], {
            type: 'typing',
            conversation_id: parsed.conversation_id,
            from: user.id,
          });
        } catch (error) {
          request.log.warn({ err: error }, 'typing signal failed');
        }
      });
      socket.on('close', () => {
        // After the arrival is written (the away must not be overwritten by it), and after the
        // hub has dropped this socket (a promise callback runs once every close listener ran).
        void arrived
          .then(async (user) => {
            if (user && !hub.isOnline(user.id)) await markAway(db, user.id, clock.now());
          })
          .catch(() => {});
      });
      await arrived;
    },
  );

  app.route({
    ...routeOf(postPageHidden, {
      summary: 'Beacon when the page becomes hidden: the member shows as away',
      tags: ['live'],
    }),
    handler: async (request) => {
      const site = await siteOf(request);
      const user = await auth.requireUser(request, site);
      // Another page of the member keeps a live socket on this node: still online.
      if (!hub.isOnline(user.id)) await markAway(db, user.id, clock.now());
      return { ok: true as const };
    },
  });

  return hub;
}

/**
 * Who hears that `userId` types in a conversation: the other participant, or null when `userId`
 * is not in it or either blocked the other (a blocked member learns nothing, not even this).
 */
async function typingPartner(db: Db, userId: number, conversationId: number): Promise<number | null> {
  const [conversation] = await db
    .select({ a: conversations.userA, b: conversations.userB })
    .from(conversations)
    .where(
      and(
        eq(conversations.id, conversationId),
        or(eq(conversations.userA, userId), eq(conversations.userB, userId)),
        sql`not exists (select 1 from ${blocks}
             where (${blocks.blockerId} = ${conversations.userA} and ${blocks.blockedId} = ${conversations.userB})
                or (${blocks.blockerId} = ${conversations.userB} and ${blocks.blockedId} = ${conversations.userA}))`,
      ),
    );
  if (!conversation) return null;
  return conversation.a === userId ? conversation.b : conversation.a;
}
