import { deleteStaffInvitations, getStaffInvitations, postStaffInvitations } from '@amora/shared/endpoints';
import type { AppContext } from '../../../context';
import { staffRouteOf } from '../../../lib/contract';
import { InvitationService } from '../../invitations/service';
import { staffOf } from '../roles';
import { ok, siteBaseFor, tags } from './shared';

/**
 * Invitation links (capability `sites`; sign-up by invitation only). The visitor's side is in
 * modules/invitations/routes.ts.
 */
export function invitationRoutes(context: AppContext) {
  const { app, db, clock } = context;
  const invitations = new InvitationService(db, clock);

  app.route({
    ...staffRouteOf(getStaffInvitations, {
      summary: 'Invitation links of every site (or one: ?site_id=), with their use',
      tags,
    }),
    handler: async (request) => ({
      invitations: await invitations.list(siteBaseFor(context, request), request.query.site_id),
    }),
  });
  app.route({
    ...staffRouteOf(postStaffInvitations, { summary: 'Make an invitation link', tags }),
    handler: async (request, reply) =>
      reply.code(201).send({ id: await invitations.create(staffOf(request), request.body) }),
  });
  app.route({
    ...staffRouteOf(deleteStaffInvitations, { summary: 'Revoke an invitation link', tags }),
    handler: async (request) => {
      await invitations.revoke(staffOf(request), request.body.id);
      return ok;
    },
  });
}
