import { LOCALE_COOKIE } from '@amora/shared';
import { getInterests } from '@amora/shared/endpoints';
import { asc } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { interests } from '../../db/schema';
import { routeOf } from '../../lib/contract';
import { localize, pickLanguage } from '../sites/service';

export async function listInterests(db: Db, language: string) {
  const rows = await db.select().from(interests).orderBy(asc(interests.position), asc(interests.id));
  return rows.map((row) => ({ id: row.id, slug: row.slug, name: localize(row.names, language, 'en') }));
}

export async function interestRoutes({ app, db, siteOf }: AppContext) {
  app.route({
    ...routeOf(getInterests, {
      summary: 'Profile interests, named in the requested language',
      tags: ['members'],
    }),
    handler: async (request, reply) => {
      const site = await siteOf(request);
      const language = pickLanguage(site, request.query.lang, request.cookies[LOCALE_COOKIE]);
      reply.header('cache-control', 'public, max-age=3600');
      reply.header('vary', 'cookie');
      return { interests: await listInterests(db, language) };
    },
  });
}
