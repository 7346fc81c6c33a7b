import { z } from 'zod';
import type { AppContext } from '../../app';

/**
 * GET /api/user.php — the session's member. Accounts (signup, login, sessions) arrive with the
 * accounts issue; until then nobody can be logged in, so the answer is always `{ user: null }`.
 */
export async function authRoutes({ app }: AppContext) {
  app.get(
    '/api/user.php',
    {
      schema: {
        summary: 'The logged-in member, or null',
        tags: ['auth'],
        response: { 200: z.object({ user: z.null() }) },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { user: null };
    },
  );
}
