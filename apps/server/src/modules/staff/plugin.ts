import { getStaffAudit, getStaffMe } from '@amora/shared/endpoints';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { staffRouteOf } from '../../lib/contract';
import { HttpError } from '../../lib/errors';
import { campaignRoutes } from '../campaigns/routes';
import { listAudit } from './audit';
import { requireStaff, staffOf } from './roles';
import { fictionalRoutes } from './routes/fictional';
import { invitationRoutes } from './routes/invitations';
import { memberRoutes } from './routes/members';
import { moderationRoutes } from './routes/moderation';
import { moneyRoutes } from './routes/money';
import { tags } from './routes/shared';
import { siteRoutes } from './routes/sites';

/**
 * The staff console's API, one encapsulated Fastify plugin (decision 037): every route in it is
 * a staff endpoint of the contract, registered with `staffRouteOf`, which puts the capability the
 * contract requires into the route's config. The area's hooks, and only its routes, check that
 * capability before the body is validated, so a member learns nothing about an endpoint's input
 * (every refusal is the same 403), and answer with `cache-control: no-store`.
 * The areas' routes live in `routes/<area>.ts`; the mailings' in `modules/campaigns/routes.ts`.
 */
export async function staffRoutes(context: AppContext) {
  await context.app.register(async (instance: FastifyInstance) => {
    const app = instance.withTypeProvider<ZodTypeProvider>();
    app.addHook('onRoute', (route) => {
      if (!route.config?.capability) {
        throw new Error(`${route.method} ${route.url}: a staff route names its capability (staffRouteOf)`);
      }
    });
    app.addHook('preValidation', async (request) => {
      const { capability } = request.routeOptions.config;
      if (!capability) throw new HttpError(403, 'forbidden', 'Not allowed for your role');
      request.staff = await requireStaff(context.auth, request, capability);
    });
    app.addHook('preHandler', async (_request, reply) => {
      reply.header('cache-control', 'no-store');
    });

    const area = { ...context, app };
    app.route({
      ...staffRouteOf(getStaffMe, { summary: 'The logged-in staff member', tags }),
      handler: async (request) => ({ staff: staffOf(request) }),
    });
    // In this order, the order of the OpenAPI document's paths.
    moderationRoutes(area);
    memberRoutes(area);
    siteRoutes(area);
    moneyRoutes(area);
    invitationRoutes(area);
    fictionalRoutes(area);
    app.route({
      ...staffRouteOf(getStaffAudit, { summary: 'The audit log, newest first, filterable', tags }),
      handler: async (request) => listAudit(context.db, request.query),
    });
    campaignRoutes(area);
  });
}
