import { LOCALE_COOKIE } from '@amora/shared';
import { REGION_KIND_BY_COUNTRY, REGION_KIND_NAMES } from '@amora/shared/data/regionKinds';
import { getRegions } from '@amora/shared/endpoints';
import { asc, eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { regions } from '../../db/schema';
import { routeOf } from '../../lib/contract';
import { notFound } from '../../lib/errors';
import { localize, pickLanguage } from '../sites/service';
import { countryName } from './regionData';

export async function geoRoutes({ app, db, siteOf }: AppContext) {
  app.route({
    ...routeOf(getRegions, {
      summary: "A country's top-level regions (province, state, canton, …)",
      tags: ['geo'],
    }),
    handler: async (request, reply) => {
      const { country } = request.query;
      const kind = REGION_KIND_BY_COUNTRY[country];
      if (!kind) throw notFound(`No regions for country ${country}`);
      const site = await siteOf(request);
      const language = pickLanguage(site, request.query.lang, request.cookies[LOCALE_COOKIE]);
      const rows = await db
        .select({
          id: regions.id,
          code: regions.code,
          name: regions.name,
          latitude: regions.latitude,
          longitude: regions.longitude,
        })
        .from(regions)
        .where(eq(regions.country, country))
        .orderBy(asc(regions.name));
      reply.header('cache-control', 'public, max-age=3600');
      reply.header('vary', 'cookie');
      return {
        country,
        country_name: countryName(country, language),
        region_kind: kind,
        region_kind_name: localize(REGION_KIND_NAMES[kind], language, 'en'),
        regions: rows.sort((a, b) => a.name.localeCompare(b.name, language)),
      };
    },
  });
}
