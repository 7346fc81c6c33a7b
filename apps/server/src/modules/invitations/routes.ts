import { InvitationAnswerSchema, InvitationQuerySchema } from '@amora/shared';
import type { AppContext } from '../../context';
import { RATE_LIMITS } from '../../lib/rate-limit';
import { InvitationService } from './service';

/** The visitor's side of invitation links; staff manage them in modules/staff/routes/invitations.ts. */
export async function invitationRoutes({ app, db, clock, siteOf }: AppContext) {
  const invitations = new InvitationService(db, clock);
  app.get(
    '/api/invitation.php',
    {
      // Limited like the discount codes: an answer per guess must not make guessing cheap.
      config: { rateLimit: RATE_LIMITS.discountCode },
      schema: {
        summary: 'Whether an invitation link still lets a visitor sign up on this site',
        tags: ['account'],
        querystring: InvitationQuerySchema,
        response: { 200: InvitationAnswerSchema },
      },
    },
    async (request) => {
      const site = await siteOf(request);
      return { invitation: { valid: await invitations.isValid(site.id, request.query.token) } };
    },
  );
}
