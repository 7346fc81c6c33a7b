import { LOCALE_COOKIE } from '@amora/shared';
import { deleteBlock, postBlock, postComplaint, postReport } from '@amora/shared/endpoints';
import type { AppContext } from '../../context';
import { routeOf } from '../../lib/contract';
import { HttpError } from '../../lib/errors';
import { RATE_LIMITS } from '../../lib/rate-limit';
import { normaliseEmail } from '../auth/credentials';
import { pickLanguage } from '../sites/service';
import { SafetyService } from './service';

const tags = ['safety'];

export async function safetyRoutes({ app, db, clock, siteOf, auth, mailer }: AppContext) {
  const safety = new SafetyService(db, clock, mailer, app.log);

  app.route({
    ...routeOf(postBlock, { summary: 'Block a member', tags }),
    handler: async (request) => {
      const site = await siteOf(request);
      const user = await auth.requireUser(request, site);
      await safety.block(site.id, user.id, request.body.profile_id);
      return { ok: true as const };
    },
  });

  app.route({
    ...routeOf(deleteBlock, { summary: 'Unblock a member', tags }),
    handler: async (request) => {
      const site = await siteOf(request);
      const user = await auth.requireUser(request, site);
      await safety.unblock(user.id, request.body.profile_id);
      return { ok: true as const };
    },
  });

  app.route({
    ...routeOf(postReport, {
      summary:
        'Report a profile or message, and with `block: true` block the member in the same step; answers a receipt',
      tags,
    }),
    config: { rateLimit: RATE_LIMITS.report },
    handler: async (request, reply) => {
      const site = await siteOf(request);
      const user = await auth.requireUser(request, site);
      return reply.code(201).send({ report: await safety.report(site, user.id, request.body) });
    },
  });

  app.route({
    ...routeOf(postComplaint, {
      summary: 'The public complaint form (/complaints); acknowledged by mail to the complainant',
      tags,
    }),
    config: { rateLimit: RATE_LIMITS.complaint },
    handler: async (request, reply) => {
      const site = await siteOf(request);
      const email = normaliseEmail(request.body.email);
      if (!email) {
        throw new HttpError(400, 'validation_failed', 'Invalid e-mail', {
          fields: { email: 'email_invalid' },
        });
      }
      const language = pickLanguage(site, request.cookies[LOCALE_COOKIE]);
      const receipt = await safety.complaint(site, { ...request.body, email }, language);
      return reply.code(201).send({ complaint: receipt });
    },
  });
}
