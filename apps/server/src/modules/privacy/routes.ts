import { getDataExport, postDataExport } from '@amora/shared/endpoints';
import type { AppContext } from '../../context';
import { routeOf } from '../../lib/contract';
import { linkBaseUrl } from '../auth/context';
import { DataExportService } from './export';

const tags = ['privacy'];

export async function privacyRoutes({ app, db, clock, mailer, siteOf, auth, photos, config }: AppContext) {
  const exports = new DataExportService(db, clock, mailer, photos);

  app.route({
    ...routeOf(postDataExport, {
      summary:
        'Ask for a copy of your data (GDPR Art. 15/20): a one-time download link by mail, valid 7 days; ' +
        'once a day (429 export_requested_recently with retry_after)',
      tags,
    }),
    handler: async (request, reply) => {
      const site = await siteOf(request);
      const user = await auth.requireUser(request, site);
      const answer = await exports.request(site, user.id, linkBaseUrl(request, site, config));
      return reply.code(202).send(answer);
    },
  });

  app.route({
    ...routeOf(getDataExport, {
      summary:
        'Download your data archive (ZIP: data.json and your photo files) with the link from the mail; ' +
        'only in the same member’s session, once. Used, expired or another’s link: 410 link_invalid',
      tags,
      produces: ['application/zip'],
    }),
    handler: async (request, reply) => {
      const site = await siteOf(request);
      const user = await auth.requireUser(request, site);
      const { zip, filename } = await exports.download(user.id, request.query.token);
      return reply
        .header('cache-control', 'no-store')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .type('application/zip')
        .send(Buffer.from(zip.buffer, zip.byteOffset, zip.byteLength));
    },
  });
}
