import { CoercedIdSchema, PHOTO_MAX_BYTES } from '@amora/shared';
import {
  AuditAnswerSchema,
  AuditQuerySchema,
  BanSchema,
  CompanyUpdateSchema,
  ComplaintDecisionSchema,
  CreatedIdSchema,
  CreditAdjustmentSchema,
  CreditsAnswerSchema,
  DiscountCodeInputSchema,
  DiscountCodeUpdateSchema,
  EndedSessionsAnswerSchema,
  EndSessionsSchema,
  EraseSchema,
  FictionalCreatedSchema,
  FictionalCreateSchema,
  FictionalUpdateSchema,
  FlaggedMessageDecisionSchema,
  IdQuerySchema,
  InboxAnswerSchema,
  InvitationInputSchema,
  InvitationRevokeSchema,
  OkSchema,
  OperatorReplyAnswerSchema,
  OperatorReplySchema,
  PackageInputSchema,
  PackageUpdateSchema,
  PhotoDecisionSchema,
  ProfileTextDecisionSchema,
  RefundAnswerSchema,
  RefundSchema,
  ReportDecisionSchema,
  RoleSchema,
  SiteUpdateSchema,
  StaffComplaintsAnswerSchema,
  StaffConversationAnswerSchema,
  StaffDiscountCodesAnswerSchema,
  StaffFictionalAnswerSchema,
  StaffFlaggedMessagesAnswerSchema,
  StaffInvitationsAnswerSchema,
  StaffInvitationsQuerySchema,
  StaffMemberAnswerSchema,
  StaffMembersAnswerSchema,
  StaffMembersQuerySchema,
  StaffMeSchema,
  StaffPackagesAnswerSchema,
  StaffPhotosAnswerSchema,
  StaffPhotosQuerySchema,
  StaffProfileTextsAnswerSchema,
  StaffQueueQuerySchema,
  StaffReportsAnswerSchema,
  StaffSitesAnswerSchema,
  UserIdSchema,
} from '@amora/shared/api/staff';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { HttpError, notFound } from '../../lib/errors';
import { linkBaseUrl } from '../auth/context';
import { campaignRoutes } from '../campaigns/routes';
import { InvitationService } from '../invitations/service';
import { FlaggedMessageService } from '../safety/flags';
import { audit, listAudit } from './audit';
import { FictionalService } from './fictional';
import { StaffMemberService } from './members';
import { ModerationService } from './moderation';
import { StaffMoneyService } from './money';
import { type Capability, requireStaff, type Staff, type StaffRoute } from './roles';
import { StaffSiteService } from './sites';

/** Every staff endpoint with the capability it needs (the authorisation matrix test walks these). */
export const STAFF_ENDPOINTS: {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  capability: Capability;
}[] = [];

const tags = ['staff'];

declare module 'fastify' {
  interface FastifyRequest {
    staff?: Staff;
  }
}

export async function staffRoutes(context: AppContext) {
  const { app, db, clock, mailer, sites, photos, auth, config, chats, payments } = context;
  const siteBaseFor = (request: FastifyRequest) => async (siteId: number) => {
    const site = (await sites.all()).find((s) => s.id === siteId);
    return site ? linkBaseUrl(request, site, config) : (config.publicUrl ?? '');
  };
  const moderationFor = (request: FastifyRequest) =>
    new ModerationService(db, clock, mailer, sites, photos, siteBaseFor(request), request.log);
  const flagged = new FlaggedMessageService(db, clock, chats);
  const members = new StaffMemberService(db, clock, photos);
  const siteAdmin = new StaffSiteService(db, clock, sites);
  const fictional = new FictionalService(db, clock, sites, chats);
  const money = new StaffMoneyService(db, clock);
  const invitations = new InvitationService(db, clock);
  STAFF_ENDPOINTS.length = 0;

  /**
   * Registers a staff endpoint. The role is checked before the body is validated, so a member
   * learns nothing about an endpoint's input: every refusal is the same 403.
   */
  const route: StaffRoute = (method, url, capability, schema, handler) => {
    STAFF_ENDPOINTS.push({ method, url, capability });
    app.route({
      method,
      url,
      schema: { tags, ...schema },
      preValidation: async (request) => {
        request.staff = await requireStaff(auth, request, capability);
      },
      handler: async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return handler(request as FastifyRequest & { staff: Staff }, reply);
      },
    });
  };
  const ok = { ok: true as const };
  const OkAnswer = { 200: OkSchema };

  route(
    'GET',
    '/api/staff/me.php',
    'console',
    { summary: 'The logged-in staff member', response: { 200: StaffMeSchema } },
    (r) => ({
      staff: r.staff,
    }),
  );

  // ── Moderation ───────────────────────────────────────────────────────────

  route(
    'GET',
    '/api/staff/photos.php',
    'moderation',
    {
      summary: 'Photo queue (pending by default)',
      querystring: StaffPhotosQuerySchema,
      response: { 200: StaffPhotosAnswerSchema },
    },
    async (r) => ({ photos: await moderationFor(r).photoQueue((r.query as { status: 'pending' }).status) }),
  );
  route(
    'POST',
    '/api/staff/photo-decision.php',
    'moderation',
    {
      summary: 'Approve a photo, or reject it with a reason the member sees',
      body: PhotoDecisionSchema,
      response: OkAnswer,
    },
    async (r) => {
      await moderationFor(r).decidePhoto(r.staff, r.body as z.infer<typeof PhotoDecisionSchema>);
      return ok;
    },
  );
  route(
    'GET',
    '/api/staff/profile-texts.php',
    'moderation',
    {
      summary: 'Profile texts changed since the last review',
      response: { 200: StaffProfileTextsAnswerSchema },
    },
    async (r) => ({ profiles: await moderationFor(r).profileTextQueue() }),
  );
  route(
    'POST',
    '/api/staff/profile-text-decision.php',
    'moderation',
    {
      summary: 'Approve a profile text or remove it with a reason',
      body: ProfileTextDecisionSchema,
      response: OkAnswer,
    },
    async (r) => {
      await moderationFor(r).decideProfileText(r.staff, r.body as z.infer<typeof ProfileTextDecisionSchema>);
      return ok;
    },
  );
  route(
    'GET',
    '/api/staff/reports.php',
    'moderation',
    {
      summary: 'Reports of members (open, or closed)',
      querystring: StaffQueueQuerySchema,
      response: { 200: StaffReportsAnswerSchema },
    },
    async (r) => ({ reports: await moderationFor(r).reportQueue((r.query as { status: 'open' }).status) }),
  );
  route(
    'POST',
    '/api/staff/report-decision.php',
    'moderation',
    {
      summary:
        'Decide a report (DSA notice and action): the reporter gets the decision, the member the reasons',
      body: ReportDecisionSchema,
      response: OkAnswer,
    },
    async (r) => {
      await moderationFor(r).decideReport(r.staff, r.body as z.infer<typeof ReportDecisionSchema>);
      return ok;
    },
  );
  route(
    'GET',
    '/api/staff/complaints.php',
    'moderation',
    {
      summary: 'Complaints from the public form',
      querystring: StaffQueueQuerySchema,
      response: { 200: StaffComplaintsAnswerSchema },
    },
    async (r) => ({
      complaints: await moderationFor(r).complaintQueue((r.query as { status: 'open' }).status),
    }),
  );
  route(
    'POST',
    '/api/staff/complaint-decision.php',
    'moderation',
    {
      summary: 'Decide a complaint; the complainant gets the decision by mail',
      body: ComplaintDecisionSchema,
      response: OkAnswer,
    },
    async (r) => {
      await moderationFor(r).decideComplaint(r.staff, r.body as z.infer<typeof ComplaintDecisionSchema>);
      return ok;
    },
  );
  route(
    'GET',
    '/api/staff/flagged-messages.php',
    'moderation',
    {
      summary:
        'Messages that matched the scam patterns, with their senders’ recent messages (open, or closed)',
      querystring: StaffQueueQuerySchema,
      response: { 200: StaffFlaggedMessagesAnswerSchema },
    },
    async (r) => ({ messages: await flagged.queue((r.query as { status: 'open' }).status) }),
  );
  route(
    'POST',
    '/api/staff/flagged-message-decision.php',
    'moderation',
    {
      summary: 'Release a held message to its recipient, withhold it for good, or dismiss a delivered one',
      body: FlaggedMessageDecisionSchema,
      response: OkAnswer,
    },
    async (r) => {
      await flagged.decide(r.staff, r.body as z.infer<typeof FlaggedMessageDecisionSchema>);
      return ok;
    },
  );
  route(
    'POST',
    '/api/staff/ban.php',
    'moderation',
    {
      summary: 'Ban a member for some days or until lifted; they get a statement of reasons',
      body: BanSchema,
      response: OkAnswer,
    },
    async (r) => {
      await moderationFor(r).ban(r.staff, r.body as z.infer<typeof BanSchema>);
      return ok;
    },
  );
  route(
    'DELETE',
    '/api/staff/ban.php',
    'moderation',
    { summary: 'Lift a ban', body: UserIdSchema, response: OkAnswer },
    async (r) => {
      await moderationFor(r).unban(r.staff, (r.body as { user_id: number }).user_id);
      return ok;
    },
  );

  // ── Members ──────────────────────────────────────────────────────────────

  route(
    'GET',
    '/api/staff/members.php',
    'members_read',
    {
      summary: 'Find members by id, e-mail or name',
      querystring: StaffMembersQuerySchema,
      response: { 200: StaffMembersAnswerSchema },
    },
    async (r) => ({ members: await members.find((r.query as { q: string }).q) }),
  );
  route(
    'GET',
    '/api/staff/member.php',
    'members_read',
    {
      summary: 'A member: account, profile, photos, orders, ledger, sessions',
      querystring: IdQuerySchema,
      response: { 200: StaffMemberAnswerSchema },
    },
    async (r) => {
      const id = (r.query as { id: number }).id;
      return { ...(await members.detail(id)), orders: await money.ordersOf(id) };
    },
  );
  route(
    'POST',
    '/api/staff/end-sessions.php',
    'members_manage',
    {
      summary: 'End one or all sessions of a member',
      body: EndSessionsSchema,
      response: { 200: EndedSessionsAnswerSchema },
    },
    async (r) => {
      const body = r.body as z.infer<typeof EndSessionsSchema>;
      return { ended: await members.endSessions(r.staff, body.user_id, body.session_id) };
    },
  );
  route(
    'POST',
    '/api/staff/credits.php',
    'members_manage',
    {
      summary: 'Adjust credits with a note (a ledger entry)',
      body: CreditAdjustmentSchema,
      response: { 200: CreditsAnswerSchema },
    },
    async (r) => {
      const body = r.body as z.infer<typeof CreditAdjustmentSchema>;
      return { credits: await members.adjustCredits(r.staff, body.user_id, body.amount, body.note) };
    },
  );
  route(
    'GET',
    '/api/staff/export.php',
    'members_manage',
    { summary: 'Export a member’s data (GDPR Art. 20), as a JSON download', querystring: IdQuerySchema },
    async (r, reply) => {
      const id = (r.query as { id: number }).id;
      const data = await members.exportData(r.staff, id);
      reply.header('content-disposition', `attachment; filename="member-${id}.json"`);
      reply.type('application/json');
      return JSON.stringify(data, null, 2);
    },
  );
  route(
    'POST',
    '/api/staff/erase.php',
    'members_manage',
    {
      summary: 'Erase a member now (GDPR Art. 17); the e-mail must be typed to confirm',
      body: EraseSchema,
      response: OkAnswer,
    },
    async (r) => {
      const body = r.body as z.infer<typeof EraseSchema>;
      await members.erase(r.staff, body.user_id, body.confirm_email);
      return ok;
    },
  );
  route(
    'GET',
    '/api/staff/staff.php',
    'sites',
    { summary: 'Staff accounts and their roles', response: { 200: StaffMembersAnswerSchema } },
    async () => ({ members: await members.staffList() }),
  );
  route(
    'POST',
    '/api/staff/role.php',
    'sites',
    { summary: 'Give an account a staff role, or take it away (null)', body: RoleSchema, response: OkAnswer },
    async (r) => {
      const body = r.body as z.infer<typeof RoleSchema>;
      await members.setRole(r.staff, body.user_id, body.role);
      return ok;
    },
  );

  // ── Sites ────────────────────────────────────────────────────────────────

  route(
    'GET',
    '/api/staff/sites.php',
    'sites',
    {
      summary: 'Every site with all its settings and company info; the gift catalogue',
      response: { 200: StaffSitesAnswerSchema },
    },
    async () => siteAdmin.list(),
  );
  route(
    'PUT',
    '/api/staff/site.php',
    'sites',
    {
      summary: 'Change site settings (only the fields given); effective without a restart',
      body: SiteUpdateSchema,
      response: OkAnswer,
    },
    async (r) => {
      await siteAdmin.updateSite(r.staff, r.body as z.infer<typeof SiteUpdateSchema>);
      return ok;
    },
  );
  route(
    'PUT',
    '/api/staff/company.php',
    'sites',
    { summary: 'Change company info (only the fields given)', body: CompanyUpdateSchema, response: OkAnswer },
    async (r) => {
      await siteAdmin.updateCompany(r.staff, r.body as z.infer<typeof CompanyUpdateSchema>);
      return ok;
    },
  );

  route(
    'POST',
    '/api/staff/refund.php',
    'members_manage',
    {
      summary: 'Refund a paid order within the site’s refund_days (payments module: provider, order, ledger)',
      body: RefundSchema,
      response: { 200: RefundAnswerSchema },
    },
    async (r) => {
      const orderId = (r.body as { order_id: number }).order_id;
      const order = await money.order(orderId);
      const site = (await sites.all()).find((s) => s.id === order.siteId);
      if (!site) throw notFound('No such order');
      const refunded = await payments.refund(orderId, site);
      const refundedCredits = (await money.order(orderId)).refundedCredits ?? 0;
      await audit(
        db,
        r.staff,
        'order.refund',
        { type: 'order', id: orderId },
        { status: order.status, user_id: order.userId },
        { status: refunded.status, refunded_credits: refundedCredits },
        clock.now(),
      );
      return { ok: true as const, refunded_credits: refundedCredits };
    },
  );

  // ── Packages and discount codes ──────────────────────────────────────────

  route(
    'GET',
    '/api/staff/packages.php',
    'sites',
    {
      summary: 'Packages and prices of every site and currency',
      response: { 200: StaffPackagesAnswerSchema },
    },
    async () => ({ packages: await money.packages() }),
  );
  route(
    'POST',
    '/api/staff/packages.php',
    'sites',
    {
      summary: 'Add a package',
      body: PackageInputSchema,
      response: { 201: CreatedIdSchema },
    },
    async (r, reply) =>
      reply
        .code(201)
        .send({ id: await money.createPackage(r.staff, r.body as z.infer<typeof PackageInputSchema>) }),
  );
  route(
    'PUT',
    '/api/staff/packages.php',
    'sites',
    {
      summary: 'Change a package (price, credits, tier, badge, popular, on/off)',
      body: PackageUpdateSchema,
      response: OkAnswer,
    },
    async (r) => {
      await money.updatePackage(r.staff, r.body as z.infer<typeof PackageUpdateSchema>);
      return ok;
    },
  );
  route(
    'GET',
    '/api/staff/discount-codes.php',
    'sites',
    {
      summary: 'Discount codes made by staff, with their use',
      response: { 200: StaffDiscountCodesAnswerSchema },
    },
    async () => ({ codes: await money.codes() }),
  );
  route(
    'POST',
    '/api/staff/discount-codes.php',
    'sites',
    {
      summary: 'Create a discount code',
      body: DiscountCodeInputSchema,
      response: { 201: CreatedIdSchema },
    },
    async (r, reply) =>
      reply
        .code(201)
        .send({ id: await money.createCode(r.staff, r.body as z.infer<typeof DiscountCodeInputSchema>) }),
  );
  route(
    'PUT',
    '/api/staff/discount-codes.php',
    'sites',
    {
      summary: 'Expire, deactivate or reactivate a discount code',
      body: DiscountCodeUpdateSchema,
      response: OkAnswer,
    },
    async (r) => {
      await money.updateCode(r.staff, r.body as z.infer<typeof DiscountCodeUpdateSchema>);
      return ok;
    },
  );

  // ── Invitation links (sign-up by invitation only) ────────────────────────

  route(
    'GET',
    '/api/staff/invitations.php',
    'sites',
    {
      summary: 'Invitation links of every site (or one: ?site_id=), with their use',
      querystring: StaffInvitationsQuerySchema,
      response: { 200: StaffInvitationsAnswerSchema },
    },
    async (r) => ({
      invitations: await invitations.list(siteBaseFor(r), (r.query as { site_id?: number }).site_id),
    }),
  );
  route(
    'POST',
    '/api/staff/invitations.php',
    'sites',
    {
      summary: 'Make an invitation link',
      body: InvitationInputSchema,
      response: { 201: CreatedIdSchema },
    },
    async (r, reply) =>
      reply
        .code(201)
        .send({ id: await invitations.create(r.staff, r.body as z.infer<typeof InvitationInputSchema>) }),
  );
  route(
    'DELETE',
    '/api/staff/invitations.php',
    'sites',
    { summary: 'Revoke an invitation link', body: InvitationRevokeSchema, response: OkAnswer },
    async (r) => {
      await invitations.revoke(r.staff, (r.body as { id: number }).id);
      return ok;
    },
  );

  // ── Fictional profiles and the operator inbox ────────────────────────────

  route(
    'GET',
    '/api/staff/fictional.php',
    'sites',
    { summary: 'Fictional profiles', response: { 200: StaffFictionalAnswerSchema } },
    async () => ({ profiles: await fictional.list() }),
  );
  route(
    'POST',
    '/api/staff/fictional.php',
    'sites',
    {
      summary: 'Create a fictional profile (always flagged)',
      body: FictionalCreateSchema,
      response: { 201: FictionalCreatedSchema },
    },
    async (r, reply) =>
      reply
        .code(201)
        .send({ user_id: await fictional.create(r.staff, r.body as z.infer<typeof FictionalCreateSchema>) }),
  );
  route(
    'PUT',
    '/api/staff/fictional.php',
    'sites',
    { summary: 'Edit a fictional profile', body: FictionalUpdateSchema, response: OkAnswer },
    async (r) => {
      await fictional.update(r.staff, r.body as z.infer<typeof FictionalUpdateSchema>);
      return ok;
    },
  );
  route(
    'POST',
    '/api/staff/fictional-photo.php',
    'sites',
    {
      summary: 'Upload a photo of a fictional profile (multipart: user_id, then the file `photo`)',
      consumes: ['multipart/form-data'],
      response: OkAnswer,
    },
    async (r) => {
      const missing = (field: string) =>
        new HttpError(400, 'validation_failed', 'Invalid body', { fields: { [field]: 'required' } });
      if (!r.isMultipart()) throw missing('photo');
      const part = await r.file({ limits: { fileSize: PHOTO_MAX_BYTES, files: 1 } });
      const userId = CoercedIdSchema.safeParse(
        (part?.fields.user_id as { value?: string } | undefined)?.value,
      );
      if (part?.fieldname !== 'photo') throw missing('photo');
      if (!userId.success || !(await fictional.isFictional(userId.data))) {
        part.file.resume();
        throw notFound('No such fictional profile');
      }
      const row = await photos.upload(userId.data, true, await part.toBuffer(), { moderation: false });
      await audit(
        db,
        r.staff,
        'fictional.photo',
        { type: 'member', id: userId.data },
        null,
        { photo_id: row.id },
        clock.now(),
      );
      return ok;
    },
  );
  route(
    'GET',
    '/api/staff/inbox.php',
    'inbox',
    {
      summary: 'Conversations with fictional profiles waiting for an answer, oldest first',
      response: { 200: InboxAnswerSchema },
    },
    async () => ({ conversations: await fictional.inbox() }),
  );
  route(
    'GET',
    '/api/staff/conversation.php',
    'inbox',
    {
      summary: 'A conversation with a fictional profile',
      querystring: IdQuerySchema,
      response: { 200: StaffConversationAnswerSchema },
    },
    async (r) => fictional.conversation((r.query as { id: number }).id),
  );
  route(
    'POST',
    '/api/staff/reply.php',
    'inbox',
    {
      summary: 'Answer as the fictional profile; the member receives it live',
      body: OperatorReplySchema,
      response: { 200: OperatorReplyAnswerSchema },
    },
    async (r) => ({
      message_id: await fictional.reply(r.staff, r.body as z.infer<typeof OperatorReplySchema>),
    }),
  );

  // ── Audit ────────────────────────────────────────────────────────────────

  route(
    'GET',
    '/api/staff/audit.php',
    'audit',
    {
      summary: 'The audit log, newest first, filterable',
      querystring: AuditQuerySchema,
      response: { 200: AuditAnswerSchema },
    },
    async (r) => listAudit(db, r.query as z.infer<typeof AuditQuerySchema>),
  );

  // ── Mailings (modules/campaigns) ─────────────────────────────────────────

  campaignRoutes(context, route);
}
