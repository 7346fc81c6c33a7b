import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { timeQueries } from './query-timing';
import type { Readiness } from './readiness';

declare module 'fastify' {
  interface FastifyInstance {
    /** Whether this node takes traffic: `main` marks it stopping on SIGTERM (decision 039). */
    readiness: Readiness;
  }
}

const databaseKinds = z.enum(['pglite', 'postgres']);

/**
 * How recent an answer from the database proves it reachable. Under load a statement is answered
 * every few milliseconds, and a probe's own `select 1` would wait in the same queue as the
 * members' (the pool's ten connections; on the embedded database, one session): the probe would
 * time the load, not the node. With no answer that recent (an idle node), the probe asks itself.
 */
export const RECENT_ANSWER_MS = 1_000;

/** Liveness and readiness; `readiness` is the one `buildApp` decorates the app with, for `main`. */
export async function healthRoutes({ app, db, databaseKind }: AppContext, readiness: Readiness) {
  let lastAnswerAt = Number.NEGATIVE_INFINITY;
  const stopWatching = timeQueries(db, (_statement, _seconds, answered) => {
    if (answered) lastAnswerAt = performance.now();
  });
  app.addHook('onClose', async () => stopWatching());
  const databaseAnswers = async () => {
    if (performance.now() - lastAnswerAt < RECENT_ANSWER_MS) return;
    await db.execute(sql`select 1`);
  };

  app.get(
    '/healthz',
    {
      schema: {
        summary: 'Liveness and database reachability',
        tags: ['ops'],
        response: {
          200: z.object({ status: z.literal('ok'), database: databaseKinds }),
          503: z.object({ status: z.literal('unavailable'), database: databaseKinds }),
        },
      },
    },
    async (request, reply) => {
      try {
        await databaseAnswers();
        return { status: 'ok' as const, database: databaseKind };
      } catch (err) {
        request.log.error({ err }, 'health check: database unreachable');
        return reply.code(503).send({ status: 'unavailable' as const, database: databaseKind });
      }
    },
  );

  // Readiness (decision 039): 503 from the stop signal on, while the node still finishes what it
  // has; before the app exists, the start-up probe answers 503 `migrating` on the same port.
  app.get(
    '/readyz',
    {
      schema: {
        summary: 'Readiness: whether a load balancer should send this node requests',
        tags: ['ops'],
        response: {
          200: z.object({ status: z.literal('ready') }),
          503: z.object({ status: z.enum(['stopping', 'unavailable']) }),
        },
      },
      logLevel: 'warn',
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      if (readiness.state === 'stopping') return reply.code(503).send({ status: 'stopping' as const });
      try {
        await databaseAnswers();
        return { status: 'ready' as const };
      } catch (err) {
        request.log.error({ err }, 'readiness check: database unreachable');
        return reply.code(503).send({ status: 'unavailable' as const });
      }
    },
  );
}
