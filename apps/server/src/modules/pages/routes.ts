import { LOCALE_COOKIE } from '@amora/shared';
import { getPage } from '@amora/shared/endpoints';
import type { AppContext } from '../../context';
import { routeOf } from '../../lib/contract';
import { notFound } from '../../lib/errors';
import { pickLanguage } from '../sites/service';
import { fillPlaceholders, placeholderValues, termsVersionDate } from './fill';
import type { PageTexts } from './texts';

/** Static and legal pages (/pages/*): the text in the visitor's language, filled for the site. */
export async function pageRoutes({ app, sites, siteOf }: AppContext, texts: PageTexts) {
  app.route({
    ...routeOf(getPage, {
      summary: 'A static or legal page, filled with the site’s company info and settings',
      tags: ['pages'],
    }),
    handler: async (request, reply) => {
      const site = await siteOf(request);
      const company = await sites.company(site);
      const language = pickLanguage(site, request.query.lang, request.cookies[LOCALE_COOKIE]);
      const text = texts.get(request.query.page, language);
      if (!text) throw notFound('This page has no text yet');
      const values = placeholderValues(site, company, text.language);
      // Per site and language; a short cache so staff edits of company info show within minutes.
      reply.header('cache-control', 'public, max-age=300').header('vary', 'cookie');
      return {
        page: request.query.page,
        language: text.language,
        title: fillPlaceholders(text.title, values).replace(/\\(.)/g, '$1'),
        body: fillPlaceholders(text.body, values),
        version_date: termsVersionDate(company).toISOString(),
      };
    },
  });
}
