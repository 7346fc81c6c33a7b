import {
  ComplaintAnswerSchema,
  ComplaintSchema,
  LOCALE_COOKIE,
  OkSchema,
  ProfileIdSchema,
  ReportAnswerSchema,
  ReportSchema,
} from '@amora/shared';
import type { AppContext } from '../../context';
import { HttpError } from '../../lib/errors';
import { RATE_LIMITS } from '../../lib/rate-limit';
import { normaliseEmail } from '../auth/credentials';
import { pickLanguage } from '../sites/service';
import { SafetyService } from './service';

const tags = ['safety'];

export async function safetyRoutes({ app, db, clock, siteOf, auth, mailer }: AppContext) {
  const safety = new SafetyService(db, clock, mailer, app.log);

  app.post(
    '/api/block.php',
    {
      schema: {
        summary: 'Block a member',
        tags,
        body: ProfileIdSchema,
        response: { 200: OkSchema },
      },
    },
    async (request) => {
      const site = await siteOf(request);
      const user = await auth.requireUser(request, site);
      await safety.block(site.id, user.id, request.body.profile_id);
      return { ok: true as const };
    },
  );

  app.delete(
    '/api/block.php',
    {
      schema: {
        summary: 'Unblock a member',
        tags,
        body: ProfileIdSchema,
        response: { 200: OkSchema },
      },
    },
    async (request) => {
      const site = await siteOf(request);
      const user = await auth.requireUser(request, site);
      await safety.unblock(user.id, request.body.profile_id);
      return { ok: true as const };
    },
  );

  app.post(
    '/api/report.php',
    {
      config: { rateLimit: RATE_LIMITS.report },
      schema: {
        summary:
          'Report a profile or message, and with `block: true` block the member in the same step; answers a receipt',
        tags,
        body: ReportSchema,
        response: { 201: ReportAnswerSchema },
      },
    },
    async (request, reply) => {
      const site = await siteOf(request);
      const user = await auth.requireUser(request, site);
      return reply.code(201).send({ report: await safety.report(site, user.id, request.body) });
    },
  );

  app.post(
    '/api/complaint.php',
    {
      config: { rateLimit: RATE_LIMITS.complaint },
      schema: {
        summary: 'The public complaint form (/complaints); acknowledged by mail to the complainant',
        tags,
        body: ComplaintSchema,
        response: { 201: ComplaintAnswerSchema },
      },
    },
    async (request, reply) => {
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
  );
}
