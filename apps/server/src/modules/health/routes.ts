import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { AppContext } from '../../context';
import type { Readiness } from './readiness';

declare module 'fastify' {
  interface FastifyInstance {
    /** Whether this node takes traffic: `main` marks it stopping on SIGTERM (decision 039). */
    readiness: Readiness;
  }
}

const databaseKinds = z.enum(['pglite', 'postgres']);

/** Liveness and readiness; `readiness` is the one `buildApp` decorates the app with, for `main`. */
export async function healthRoutes({ app, db, databaseKind }: AppContext, readiness: Readiness) {
  const databaseAnswers = async () => {
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
