import type { MailingType } from '@amora/shared/api/mailings';
import type { BodyOf, QueryOf } from '@amora/shared/contract';
import {
  deleteStaffBan,
  deleteStaffInvitations,
  getStaffAudit,
  getStaffComplaints,
  getStaffConversation,
  getStaffDiscountCodes,
  getStaffFictional,
  getStaffFlaggedMessages,
  getStaffInbox,
  getStaffInvitations,
  getStaffMailingAudience,
  getStaffMailings,
  getStaffMe,
  getStaffMember,
  getStaffMembers,
  getStaffPackages,
  getStaffPhotos,
  getStaffProfileTexts,
  getStaffReports,
  getStaffSites,
  postStaffBan,
  postStaffComplaintDecision,
  postStaffCredits,
  postStaffDiscountCodes,
  postStaffEndSessions,
  postStaffErase,
  postStaffFictional,
  postStaffFictionalPhoto,
  postStaffFlaggedMessageDecision,
  postStaffInvitations,
  postStaffMailingCancel,
  postStaffMailingSend,
  postStaffMailings,
  postStaffMailingTest,
  postStaffPackages,
  postStaffPhotoDecision,
  postStaffProfileTextDecision,
  postStaffRefund,
  postStaffReply,
  postStaffReportDecision,
  postStaffRole,
  putStaffCompany,
  putStaffDiscountCodes,
  putStaffFictional,
  putStaffMailings,
  putStaffPackages,
  putStaffSite,
} from '@amora/shared/endpoints';
import { call } from '../../api/endpoint';

/** Staff reads are retried twice on a network error or a 5xx; changes never are. */
const READ = { retries: 2 };

/** The staff API (apps/server/src/modules/staff/plugin.ts and routes/), typed from the endpoint contract. */
export const staffApi = {
  me: () => call(getStaffMe, READ),
  photos: (status: QueryOf<typeof getStaffPhotos>['status'] = 'pending') =>
    call(getStaffPhotos, { ...READ, query: { status } }),
  photoDecision: (body: BodyOf<typeof postStaffPhotoDecision>) => call(postStaffPhotoDecision, { body }),
  texts: () => call(getStaffProfileTexts, READ),
  textDecision: (body: BodyOf<typeof postStaffProfileTextDecision>) =>
    call(postStaffProfileTextDecision, { body }),
  reports: (status: 'open' | 'closed') => call(getStaffReports, { ...READ, query: { status } }),
  reportDecision: (body: BodyOf<typeof postStaffReportDecision>) => call(postStaffReportDecision, { body }),
  complaints: (status: 'open' | 'closed') => call(getStaffComplaints, { ...READ, query: { status } }),
  complaintDecision: (body: BodyOf<typeof postStaffComplaintDecision>) =>
    call(postStaffComplaintDecision, { body }),
  flagged: (status: 'open' | 'closed') => call(getStaffFlaggedMessages, { ...READ, query: { status } }),
  flaggedDecision: (body: BodyOf<typeof postStaffFlaggedMessageDecision>) =>
    call(postStaffFlaggedMessageDecision, { body }),
  ban: (body: BodyOf<typeof postStaffBan>) => call(postStaffBan, { body }),
  unban: (user_id: number) => call(deleteStaffBan, { body: { user_id } }),
  members: (q: string) => call(getStaffMembers, { ...READ, query: { q } }),
  member: (id: number) => call(getStaffMember, { ...READ, query: { id } }),
  endSessions: (user_id: number, session_id?: number) =>
    call(postStaffEndSessions, { body: { user_id, session_id } }),
  credits: (body: BodyOf<typeof postStaffCredits>) => call(postStaffCredits, { body }),
  refund: (order_id: number) => call(postStaffRefund, { body: { order_id } }),
  erase: (user_id: number, confirm_email: string) =>
    call(postStaffErase, { body: { user_id, confirm_email } }),
  role: (user_id: number, role: BodyOf<typeof postStaffRole>['role']) =>
    call(postStaffRole, { body: { user_id, role } }),
  sites: () => call(getStaffSites, READ),
  updateSite: (body: BodyOf<typeof putStaffSite>) => call(putStaffSite, { body }),
  updateCompany: (body: BodyOf<typeof putStaffCompany>) => call(putStaffCompany, { body }),
  fictional: () => call(getStaffFictional, READ),
  createFictional: (body: BodyOf<typeof postStaffFictional>) => call(postStaffFictional, { body }),
  updateFictional: (body: BodyOf<typeof putStaffFictional>) => call(putStaffFictional, { body }),
  fictionalPhoto: (userId: number, file: File) => {
    const form = new FormData();
    form.set('user_id', String(userId));
    form.set('photo', file);
    return call(postStaffFictionalPhoto, { body: form });
  },
  inbox: () => call(getStaffInbox, READ),
  conversation: (id: number) => call(getStaffConversation, { ...READ, query: { id } }),
  reply: (body: BodyOf<typeof postStaffReply>) => call(postStaffReply, { body }),
  packages: () => call(getStaffPackages, READ),
  createPackage: (body: BodyOf<typeof postStaffPackages>) => call(postStaffPackages, { body }),
  updatePackage: (body: BodyOf<typeof putStaffPackages>) => call(putStaffPackages, { body }),
  codes: () => call(getStaffDiscountCodes, READ),
  createCode: (body: BodyOf<typeof postStaffDiscountCodes>) => call(postStaffDiscountCodes, { body }),
  updateCode: (body: BodyOf<typeof putStaffDiscountCodes>) => call(putStaffDiscountCodes, { body }),
  invitations: (site_id: number) => call(getStaffInvitations, { ...READ, query: { site_id } }),
  createInvitation: (body: BodyOf<typeof postStaffInvitations>) => call(postStaffInvitations, { body }),
  revokeInvitation: (id: number) => call(deleteStaffInvitations, { body: { id } }),
  mailings: () => call(getStaffMailings, READ),
  createMailing: (body: BodyOf<typeof postStaffMailings>) => call(postStaffMailings, { body }),
  updateMailing: (body: BodyOf<typeof putStaffMailings>) => call(putStaffMailings, { body }),
  mailingAudience: (site_id: number, type: MailingType) =>
    call(getStaffMailingAudience, { ...READ, query: { site_id, type } }),
  testMailing: (id: number, language?: BodyOf<typeof postStaffMailingTest>['language']) =>
    call(postStaffMailingTest, { body: { id, language } }),
  sendMailing: (id: number) => call(postStaffMailingSend, { body: { id } }),
  cancelMailing: (id: number) => call(postStaffMailingCancel, { body: { id } }),
  audit: (query: QueryOf<typeof getStaffAudit>) => call(getStaffAudit, { ...READ, query }),
};

export const staffMeQuery = {
  queryKey: ['staff', 'me'],
  queryFn: staffApi.me,
  retry: false,
  staleTime: 60_000,
};
