import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { AppContext } from '../../context';

export async function healthRoutes({ app, db, databaseKind }: AppContext) {
  app.get(
    '/healthz',
    {
      schema: {
        summary: 'Liveness and database reachability',
        tags: ['ops'],
        response: {
          200: z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']) }),
          503: z.object({ status: z.literal('unavailable'), database: z.enum(['pglite', 'postgres']) }),
        },
      },
    },
    async (request, reply) => {
      try {
        await db.execute(sql`select 1`);
        return { status: 'ok' as const, database: databaseKind };
      } catch (err) {
        request.log.error({ err }, 'health check: database unreachable');
        return reply.code(503).send({ status: 'unavailable' as const, database: databaseKind });
      }
    },
  );
}
