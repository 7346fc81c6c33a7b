import { getInvitation } from '@amora/shared/endpoints';
import type { AppContext } from '../../context';
import { routeOf } from '../../lib/contract';
import { RATE_LIMITS } from '../../lib/rate-limit';
import { InvitationService } from './service';

/** The visitor's side of invitation links; staff manage them in modules/staff/routes/invitations.ts. */
export async function invitationRoutes({ app, db, clock, siteOf }: AppContext) {
  const invitations = new InvitationService(db, clock);
  app.route({
    ...routeOf(getInvitation, {
      summary: 'Whether an invitation link still lets a visitor sign up on this site',
      tags: ['account'],
    }),
    // Limited like the discount codes: an answer per guess must not make guessing cheap.
    config: { rateLimit: RATE_LIMITS.discountCode },
    handler: async (request) => {
      const site = await siteOf(request);
      return { invitation: { valid: await invitations.isValid(site.id, request.query.token) } };
    },
  });
}
