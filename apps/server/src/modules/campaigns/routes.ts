import {
  getStaffMailingAudience,
  getStaffMailings,
  postStaffMailingCancel,
  postStaffMailingSend,
  postStaffMailings,
  postStaffMailingTest,
  putStaffMailings,
} from '@amora/shared/endpoints';
import type { AppContext } from '../../context';
import { staffRouteOf } from '../../lib/contract';
import { staffOf } from '../staff/roles';

const tags = ['staff'];

/**
 * Staff endpoints of the mailings (capability `mailings`), registered inside the staff area
 * (modules/staff/plugin.ts), whose hook checks each route's capability.
 */
export function campaignRoutes({ app, campaigns }: AppContext) {
  const ok = { ok: true as const };

  app.route({
    ...staffRouteOf(getStaffMailings, {
      summary: 'Mailings, newest first, with status and counts (optionally of one site)',
      tags,
    }),
    handler: async (request) => ({ mailings: await campaigns.list(request.query.site_id) }),
  });
  app.route({
    ...staffRouteOf(postStaffMailings, {
      summary: 'Compose a promotion or news mailing for one site (a draft)',
      tags,
    }),
    handler: async (request, reply) =>
      reply.code(201).send({ id: await campaigns.create(staffOf(request), request.body) }),
  });
  app.route({
    ...staffRouteOf(putStaffMailings, { summary: 'Change a draft mailing', tags }),
    handler: async (request) => {
      const { id, ...input } = request.body;
      await campaigns.update(staffOf(request), id, input);
      return ok;
    },
  });
  app.route({
    ...staffRouteOf(getStaffMailingAudience, {
      summary: 'How many members a mailing of this type on this site reaches, per language',
      tags,
    }),
    handler: async (request) => campaigns.audience(request.query.site_id, request.query.type),
  });
  app.route({
    ...staffRouteOf(postStaffMailingTest, {
      summary: 'Send the mailing to your own address, marked as a test',
      tags,
    }),
    handler: async (request) => ({
      ...ok,
      to: await campaigns.sendTest(staffOf(request), request.body.id, request.body.language),
    }),
  });
  app.route({
    ...staffRouteOf(postStaffMailingSend, {
      summary: 'Send a draft to its members (in batches, once per member); the first batch leaves at once',
      tags,
    }),
    handler: async (request) => ({
      ...ok,
      recipients: await campaigns.send(staffOf(request), request.body.id),
    }),
  });
  app.route({
    ...staffRouteOf(postStaffMailingCancel, { summary: 'Cancel a draft or stop a mailing being sent', tags }),
    handler: async (request) => {
      await campaigns.cancel(staffOf(request), request.body.id);
      return ok;
    },
  });
}
