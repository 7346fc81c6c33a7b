import type {
  MailingAudienceSchema,
  MailingInput,
  MailingsAnswerSchema,
  MailingType,
} from '@amora/shared/api/mailings';
import type {
  AuditAnswerSchema,
  InboxAnswerSchema,
  StaffComplaintsAnswerSchema,
  StaffConversationAnswerSchema,
  StaffDiscountCodesAnswerSchema,
  StaffFictionalAnswerSchema,
  StaffInvitationsAnswerSchema,
  StaffMemberDetailSchema,
  StaffMembersAnswerSchema,
  StaffMeSchema,
  StaffOrder,
  StaffPackagesAnswerSchema,
  StaffPhotosAnswerSchema,
  StaffProfileTextsAnswerSchema,
  StaffReportsAnswerSchema,
  StaffSitesAnswerSchema,
} from '@amora/shared/api/staff';
import type { z } from 'zod';
import { apiFetch, type HttpMethod, type QueryValue } from '../../api/client';
import { ApiRequestError } from '../../api/errors';

type Out<T extends z.ZodType> = z.infer<T>;

async function call<T>(
  path: string,
  method: HttpMethod = 'GET',
  body?: unknown,
  query?: Record<string, QueryValue>,
) {
  const result = await apiFetch<T>(`/api/staff/${path}`, {
    method,
    body,
    query,
    retries: method === 'GET' ? 2 : 0,
  });
  if (result === false) throw new ApiRequestError('authentication_required', 403);
  return result;
}

/** The staff API (apps/server/src/modules/staff/routes.ts). */
export const staffApi = {
  me: () => call<Out<typeof StaffMeSchema>>('me.php'),
  photos: (status = 'pending') =>
    call<Out<typeof StaffPhotosAnswerSchema>>('photos.php', 'GET', undefined, { status }),
  photoDecision: (body: { photo_id: number; decision: 'approve' | 'reject'; reason?: string }) =>
    call('photo-decision.php', 'POST', body),
  texts: () => call<Out<typeof StaffProfileTextsAnswerSchema>>('profile-texts.php'),
  textDecision: (body: { user_id: number; decision: 'approve' | 'remove'; reason?: string }) =>
    call('profile-text-decision.php', 'POST', body),
  reports: (status: 'open' | 'closed') =>
    call<Out<typeof StaffReportsAnswerSchema>>('reports.php', 'GET', undefined, { status }),
  reportDecision: (body: Record<string, unknown>) => call('report-decision.php', 'POST', body),
  complaints: (status: 'open' | 'closed') =>
    call<Out<typeof StaffComplaintsAnswerSchema>>('complaints.php', 'GET', undefined, { status }),
  complaintDecision: (body: Record<string, unknown>) => call('complaint-decision.php', 'POST', body),
  ban: (body: { user_id: number; reason: string; days: number | null }) => call('ban.php', 'POST', body),
  unban: (user_id: number) => call('ban.php', 'DELETE', { user_id }),
  members: (q: string) => call<Out<typeof StaffMembersAnswerSchema>>('members.php', 'GET', undefined, { q }),
  member: (id: number) =>
    call<Out<typeof StaffMemberDetailSchema> & { orders: StaffOrder[] }>('member.php', 'GET', undefined, {
      id,
    }),
  endSessions: (user_id: number, session_id?: number) =>
    call<{ ended: number }>('end-sessions.php', 'POST', { user_id, session_id }),
  credits: (body: { user_id: number; amount: number; note: string }) =>
    call<{ credits: number }>('credits.php', 'POST', body),
  refund: (order_id: number) => call<{ refunded_credits: number }>('refund.php', 'POST', { order_id }),
  erase: (user_id: number, confirm_email: string) => call('erase.php', 'POST', { user_id, confirm_email }),
  role: (user_id: number, role: string | null) => call('role.php', 'POST', { user_id, role }),
  sites: () => call<Out<typeof StaffSitesAnswerSchema>>('sites.php'),
  updateSite: (body: Record<string, unknown>) => call('site.php', 'PUT', body),
  updateCompany: (body: Record<string, unknown>) => call('company.php', 'PUT', body),
  fictional: () => call<Out<typeof StaffFictionalAnswerSchema>>('fictional.php'),
  createFictional: (body: Record<string, unknown>) =>
    call<{ user_id: number }>('fictional.php', 'POST', body),
  updateFictional: (body: Record<string, unknown>) => call('fictional.php', 'PUT', body),
  fictionalPhoto: (userId: number, file: File) => {
    const form = new FormData();
    form.set('user_id', String(userId));
    form.set('photo', file);
    return call('fictional-photo.php', 'POST', form);
  },
  inbox: () => call<Out<typeof InboxAnswerSchema>>('inbox.php'),
  conversation: (id: number) =>
    call<Out<typeof StaffConversationAnswerSchema>>('conversation.php', 'GET', undefined, { id }),
  reply: (body: { conversation_id: number; text: string; client_id: string; confirm_flagged?: boolean }) =>
    call<{ message_id: number }>('reply.php', 'POST', body),
  packages: () => call<Out<typeof StaffPackagesAnswerSchema>>('packages.php'),
  createPackage: (body: Record<string, unknown>) => call<{ id: number }>('packages.php', 'POST', body),
  updatePackage: (body: Record<string, unknown>) => call('packages.php', 'PUT', body),
  codes: () => call<Out<typeof StaffDiscountCodesAnswerSchema>>('discount-codes.php'),
  createCode: (body: Record<string, unknown>) => call<{ id: number }>('discount-codes.php', 'POST', body),
  updateCode: (body: Record<string, unknown>) => call('discount-codes.php', 'PUT', body),
  invitations: (site_id: number) =>
    call<Out<typeof StaffInvitationsAnswerSchema>>('invitations.php', 'GET', undefined, { site_id }),
  createInvitation: (body: {
    site_id: number;
    label: string;
    max_uses: number | null;
    expires: string | null;
  }) => call<{ id: number }>('invitations.php', 'POST', body),
  revokeInvitation: (id: number) => call('invitations.php', 'DELETE', { id }),
  mailings: () => call<Out<typeof MailingsAnswerSchema>>('mailings.php'),
  createMailing: (body: MailingInput) => call<{ id: number }>('mailings.php', 'POST', body),
  updateMailing: (body: MailingInput & { id: number }) => call('mailings.php', 'PUT', body),
  mailingAudience: (site_id: number, type: MailingType) =>
    call<Out<typeof MailingAudienceSchema>>('mailing-audience.php', 'GET', undefined, { site_id, type }),
  testMailing: (id: number, language?: string) =>
    call<{ to: string }>('mailing-test.php', 'POST', { id, language }),
  sendMailing: (id: number) => call<{ recipients: number }>('mailing-send.php', 'POST', { id }),
  cancelMailing: (id: number) => call('mailing-cancel.php', 'POST', { id }),
  audit: (query: Record<string, QueryValue>) =>
    call<Out<typeof AuditAnswerSchema>>('audit.php', 'GET', undefined, query),
};

export const staffMeQuery = {
  queryKey: ['staff', 'me'],
  queryFn: staffApi.me,
  retry: false,
  staleTime: 60_000,
};
