import fastifyWebsocket from '@fastify/websocket';
import { and, eq, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { AppContext } from '../app';
import { conversations, profiles } from '../db/schema';
import { HttpError } from '../lib/errors';
import { normaliseHost } from '../modules/sites/service';
import { LiveHub } from './hub';

const ClientMessage = z.object({ type: z.literal('typing'), conversation_id: z.number().int().positive() });
/** A member counts as online this long after the last sign of life. */
const AWAY_AFTER_MS = 5 * 60_000;

/**
 * GET /api/live: a WebSocket for live events, authenticated by the session cookie, only from
 * the site's own pages (Origin check: a foreign page cannot open it with the member's cookie).
 */
export async function liveRoutes({ app, db, clock, siteOf, auth, events }: AppContext) {
  await app.register(fastifyWebsocket, { options: { maxPayload: 4096 } });
  const hub = new LiveHub(events);
  app.addHook('onClose', async () => hub.closeAll());

  const touch = (userId: number, at: Date) =>
    db.update(profiles).set({ lastActiveAt: at }).where(eq(profiles.userId, userId));

  app.get(
    '/api/live',
    {
      websocket: true,
      schema: { hide: true },
      preValidation: async (request) => {
        const site = await siteOf(request);
        const origin = request.headers.origin;
        let originHost = '';
        try {
          originHost = origin ? normaliseHost(new URL(origin).host) : '';
        } catch {}
        const host = normaliseHost(request.headers.host);
        const allowed =
          originHost &&
          (originHost === host || originHost === site.domain || site.aliases.includes(originHost));
        if (!allowed) throw new HttpError(403, 'forbidden', 'Live events only for the site’s own pages');
        await auth.requireUser(request, site);
      },
    },
    async (socket, request) => {
      const user = (await auth.userOf(request))!;
      hub.add(user.id, socket);
      await touch(user.id, clock.now());
      socket.on('message', async (raw: Buffer) => {
        let parsed: z.infer<typeof ClientMessage>;
        try {
          parsed = ClientMessage.parse(JSON.parse(raw.toString()));
        } catch {
          return; // Unknown client messages are ignored, never fatal.
        }
        const [conversation] = await db
          .select({ a: conversations.userA, b: conversations.userB })
          .from(conversations)
          .where(
            and(
              eq(conversations.id, parsed.conversation_id),
              or(eq(conversations.userA, user.id), eq(conversations.userB, user.id)),
            ),
          );
        if (!conversation) return;
        const other = conversation.a === user.id ? conversation.b : conversation.a;
        await events.publish([other], {
          type: 'typing',
          conversation_id: parsed.conversation_id,
          from: user.id,
        });
      });
      socket.on('close', () => {
        if (!hub.isOnline(user.id))
          void touch(user.id, new Date(clock.now().getTime() - AWAY_AFTER_MS)).catch(() => {});
      });
    },
  );

  app.post(
    '/api/page-hidden.php',
    {
      schema: {
        summary: 'Beacon when the page becomes hidden: the member shows as away',
        tags: ['live'],
        response: { 200: z.object({ ok: z.literal(true) }) },
      },
    },
    async (request) => {
      const site = await siteOf(request);
      const user = await auth.requireUser(request, site);
      if (!hub.isOnline(user.id)) {
        await db
          .update(profiles)
          .set({
            lastActiveAt: sql`least(${profiles.lastActiveAt}, ${new Date(clock.now().getTime() - AWAY_AFTER_MS)})`,
          })
          .where(eq(profiles.userId, user.id));
      }
      return { ok: true as const };
    },
  );

  return hub;
}
