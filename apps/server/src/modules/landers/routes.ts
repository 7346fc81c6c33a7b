import { LanderAnswerSchema, LanderQuerySchema, NICHE_PREFIXES } from '@amora/shared';
import type { AppContext } from '../../context';

/**
 * Members for the landing pages (docs/product.md#landing-pages). Public: landers are what paid traffic lands on, before
 * anyone has an account; they show members' main photos only, as the logged-out search does.
 */
export async function landerRoutes({ app, siteOf, members }: AppContext) {
  app.get(
    '/api/lander.php',
    {
      schema: {
        summary: 'Members a landing page shows, picked by the site’s niche',
        tags: ['landers'],
        querystring: LanderQuerySchema,
        response: { 200: LanderAnswerSchema },
      },
    },
    async (request, reply) => {
      const site = await siteOf(request);
      const profiles = await members.landerCards(site, request.query.count);
      // Shared by every visitor of the site; a minute old is fresh enough for "online now".
      reply.header('cache-control', 'public, max-age=60');
      return { niche: site.niche, prefix: NICHE_PREFIXES[site.niche - 1] ?? 'plain', profiles };
    },
  );
}
