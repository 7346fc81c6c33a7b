import type { Language } from '@amora/shared';
import {
  MailingAudienceQuerySchema,
  MailingAudienceSchema,
  MailingIdSchema,
  type MailingInput,
  MailingInputSchema,
  MailingSendAnswerSchema,
  MailingsAnswerSchema,
  MailingsQuerySchema,
  MailingTestAnswerSchema,
  MailingTestSchema,
  MailingUpdateSchema,
} from '@amora/shared/api/mailings';
import { CreatedIdSchema, OkSchema } from '@amora/shared/api/staff';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import type { StaffRoute } from '../staff/roles';

/**
 * Staff endpoints of the mailings (capability `mailings`), registered through the staff
 * console's route helper so the authorisation matrix covers them.
 */
export function campaignRoutes(context: AppContext, route: StaffRoute) {
  const { campaigns } = context;
  const ok = { ok: true as const };

  route(
    'GET',
    '/api/staff/mailings.php',
    'mailings',
    {
      summary: 'Mailings, newest first, with status and counts (optionally of one site)',
      querystring: MailingsQuerySchema,
      response: { 200: MailingsAnswerSchema },
    },
    async (r) => ({ mailings: await campaigns.list((r.query as { site_id?: number }).site_id) }),
  );
  route(
    'POST',
    '/api/staff/mailings.php',
    'mailings',
    {
      summary: 'Compose a promotion or news mailing for one site (a draft)',
      body: MailingInputSchema,
      response: { 201: CreatedIdSchema },
    },
    async (r, reply) => reply.code(201).send({ id: await campaigns.create(r.staff, r.body as MailingInput) }),
  );
  route(
    'PUT',
    '/api/staff/mailings.php',
    'mailings',
    { summary: 'Change a draft mailing', body: MailingUpdateSchema, response: { 200: OkSchema } },
    async (r) => {
      const { id, ...input } = r.body as MailingInput & { id: number };
      await campaigns.update(r.staff, id, input);
      return ok;
    },
  );
  route(
    'GET',
    '/api/staff/mailing-audience.php',
    'mailings',
    {
      summary: 'How many members a mailing of this type on this site reaches, per language',
      querystring: MailingAudienceQuerySchema,
      response: { 200: MailingAudienceSchema },
    },
    async (r) => {
      const query = r.query as z.infer<typeof MailingAudienceQuerySchema>;
      return campaigns.audience(query.site_id, query.type);
    },
  );
  route(
    'POST',
    '/api/staff/mailing-test.php',
    'mailings',
    {
      summary: 'Send the mailing to your own address, marked as a test',
      body: MailingTestSchema,
      response: { 200: MailingTestAnswerSchema },
    },
    async (r) => {
      const body = r.body as { id: number; language?: Language };
      return { ...ok, to: await campaigns.sendTest(r.staff, body.id, body.language) };
    },
  );
  route(
    'POST',
    '/api/staff/mailing-send.php',
    'mailings',
    {
      summary: 'Send a draft to its members (in batches, once per member); the first batch leaves at once',
      body: MailingIdSchema,
      response: { 200: MailingSendAnswerSchema },
    },
    async (r) => ({ ...ok, recipients: await campaigns.send(r.staff, (r.body as { id: number }).id) }),
  );
  route(
    'POST',
    '/api/staff/mailing-cancel.php',
    'mailings',
    {
      summary: 'Cancel a draft or stop a mailing being sent',
      body: MailingIdSchema,
      response: { 200: OkSchema },
    },
    async (r) => {
      await campaigns.cancel(r.staff, (r.body as { id: number }).id);
      return ok;
    },
  );
}
