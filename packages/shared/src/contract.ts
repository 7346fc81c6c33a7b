/**
 * The endpoint contract: for every endpoint of `endpoints.ts`, who may call it and the Zod schemas
 * of its request and answer (decision 037). The server checks each `/api/` route it registers
 * against this table (`apps/server/src/lib/contract.ts`), the web's client takes its request and
 * answer types from it (type-only, so no schema reaches the web bundle), and the OpenAPI document
 * comes from the same schemas.
 *
 * `auth`: `public` (anyone; a session may change the answer), `member` (a session, else 403
 * authentication_required), or the staff capability the route requires (`staff-roles.ts`).
 * `status`: the success status when it is not 200.
 */
import type { z } from 'zod';
import {
  ChangeEmailSchema,
  ChangePasswordSchema,
  DataExportRequestedSchema,
  DeleteAccountSchema,
  DeletedAnswerSchema,
  InvitationAnswerSchema,
  InvitationQuerySchema,
  LanguageRequestSchema,
  LoggedOutAnswerSchema,
  LoginRequestSchema,
  NotificationSettingsSchema,
  ResetRequestSchema,
  ResetSetSchema,
  SignedInAnswerSchema,
  SignupChallengeAnswerSchema,
  SignupRequestSchema,
  TokenSchema,
  TrackingSchema,
  UserAnswerSchema,
} from './api/account';
import {
  ChatAnswerSchema,
  ChatQuerySchema,
  ChatsAnswerSchema,
  DeleteChatSchema,
  FictionalAckAnswerSchema,
  GiftsAnswerSchema,
  SendAnswerSchema,
  SendMessageSchema,
} from './api/chat';
import { CreatedIdSchema, OkSchema, SentSchema } from './api/common';
import {
  AutoLikeAnswerSchema,
  LikeAnswerSchema,
  LikeRequestSchema,
  LikesAnswerSchema,
  SwipeAnswerSchema,
  SwipeRequestSchema,
  SwipeResultSchema,
} from './api/likes';
import {
  MailingAudienceQuerySchema,
  MailingAudienceSchema,
  MailingIdSchema,
  MailingInputSchema,
  MailingSendAnswerSchema,
  MailingsAnswerSchema,
  MailingsQuerySchema,
  MailingTestAnswerSchema,
  MailingTestSchema,
  MailingUpdateSchema,
} from './api/mailings';
import {
  MailEventAnswerSchema,
  MailEventSchema,
  MarkReadSchema,
  NotificationsAnswerSchema,
  NotificationsQuerySchema,
  PushRequestSchema,
  UnsubscribeQuerySchema,
} from './api/notifications';
import { LanderAnswerSchema, LanderQuerySchema, PageAnswerSchema, PageQuerySchema } from './api/pages';
import {
  CreateOrderAnswerSchema,
  CreateOrderRequestSchema,
  DirectDebitAnswerSchema,
  DirectDebitCodeAnswerSchema,
  DirectDebitCodeRequestSchema,
  DirectDebitRequestSchema,
  DiscountCodeAnswerSchema,
  DiscountCodeQuerySchema,
  OrderOrOrdersAnswerSchema,
  OrdersQuerySchema,
  PackagesAnswerSchema,
  RepeatOrderRequestSchema,
  TestCheckoutAnswerSchema,
  TestCheckoutQuerySchema,
  TestCheckoutRequestSchema,
  TestCheckoutResultSchema,
  TimeBonusAnswerSchema,
  WebhookBodySchema,
  WebhookQuerySchema,
} from './api/payments';
import {
  ComplaintAnswerSchema,
  ComplaintSchema,
  GeocodeAnswerSchema,
  GeocodeQuerySchema,
  MainPhotoSchema,
  MemberAnswerSchema,
  MemberQuerySchema,
  OwnProfileAnswerSchema,
  PhotoAnswerSchema,
  PhotoIdSchema,
  PhotosAnswerSchema,
  ProfileIdSchema,
  ProfileUpdateSchema,
  ReportAnswerSchema,
  ReportSchema,
  SearchAnswerSchema,
  SearchQuerySchema,
} from './api/profile';
import {
  PasskeyIdSchema,
  PasskeyOptionsSchema,
  PasskeyRegisteredAnswerSchema,
  PasskeyRegisterSchema,
  RecoveryCodesAnswerSchema,
  SecondFactorProofSchema,
  SecondFactorSetupSchema,
  SecondFactorStatusSchema,
} from './api/second-factor';
import {
  CompanyInfoAnswerSchema,
  InterestsAnswerSchema,
  LangQuerySchema,
  RegionsAnswerSchema,
  RegionsQuerySchema,
  SettingsSchema,
} from './api/site';
import {
  AuditAnswerSchema,
  AuditQuerySchema,
  BanSchema,
  CompanyUpdateSchema,
  ComplaintDecisionSchema,
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
} from './api/staff';
import * as E from './endpoints';
import type { Capability } from './staff-roles';

export const contract = {
  // sites
  [E.getSettings]: { auth: 'public', query: LangQuerySchema, answer: SettingsSchema },
  [E.getCompanyinfo]: { auth: 'public', query: LangQuerySchema, answer: CompanyInfoAnswerSchema },

  // auth
  [E.postSignup]: {
    auth: 'public',
    body: SignupRequestSchema,
    query: TrackingSchema,
    status: 201,
    answer: SignedInAnswerSchema,
  },
  [E.getSignupChallenge]: { auth: 'public', answer: SignupChallengeAnswerSchema },

  [E.getActivate]: { auth: 'public', query: TokenSchema },
  [E.getNotMe]: { auth: 'public', query: TokenSchema },
  [E.postActivationMail]: { auth: 'member', answer: SentSchema },
  [E.getUser]: { auth: 'public', answer: UserAnswerSchema },
  [E.postUser]: { auth: 'public', body: LoginRequestSchema, answer: SignedInAnswerSchema },
  [E.putUser]: { auth: 'member', body: LanguageRequestSchema, answer: UserAnswerSchema },
  [E.deleteUser]: { auth: 'member', body: DeleteAccountSchema, answer: DeletedAnswerSchema },
  [E.getLogout]: { auth: 'public', answer: LoggedOutAnswerSchema },
  [E.postResetPassword]: { auth: 'public', body: ResetRequestSchema, answer: SentSchema },
  [E.putResetPassword]: { auth: 'public', body: ResetSetSchema, answer: SignedInAnswerSchema },
  [E.putPassword]: { auth: 'member', body: ChangePasswordSchema, answer: OkSchema },
  [E.putEmail]: { auth: 'member', body: ChangeEmailSchema, answer: SentSchema },
  [E.postMailChange]: { auth: 'public', body: TokenSchema, answer: UserAnswerSchema },
  [E.putPreferences]: { auth: 'member', body: NotificationSettingsSchema, answer: UserAnswerSchema },
  [E.postReactivate]: { auth: 'public', body: TokenSchema, answer: SignedInAnswerSchema },
  [E.getSecondFactor]: { auth: 'member', answer: SecondFactorStatusSchema },
  [E.postSecondFactorSetup]: { auth: 'member', answer: SecondFactorSetupSchema },
  [E.putSecondFactorSetup]: {
    auth: 'member',
    body: SecondFactorProofSchema,
    answer: RecoveryCodesAnswerSchema,
  },
  [E.postSecondFactor]: { auth: 'member', body: SecondFactorProofSchema, answer: SignedInAnswerSchema },
  [E.deleteSecondFactor]: { auth: 'member', body: SecondFactorProofSchema, answer: SecondFactorStatusSchema },
  [E.postPasskeySetup]: { auth: 'member', answer: PasskeyOptionsSchema },
  [E.putPasskeySetup]: { auth: 'member', body: PasskeyRegisterSchema, answer: PasskeyRegisteredAnswerSchema },
  [E.postPasskeyChallenge]: { auth: 'member', answer: PasskeyOptionsSchema },
  [E.deletePasskey]: { auth: 'member', body: PasskeyIdSchema, answer: SecondFactorStatusSchema },

  // members
  [E.getInterests]: { auth: 'public', query: LangQuerySchema, answer: InterestsAnswerSchema },

  // geo
  [E.getRegions]: { auth: 'public', query: RegionsQuerySchema, answer: RegionsAnswerSchema },

  // members
  [E.getProfile]: { auth: 'member', answer: OwnProfileAnswerSchema },
  [E.putProfile]: { auth: 'member', body: ProfileUpdateSchema, answer: OwnProfileAnswerSchema },
  [E.getMembers]: { auth: 'public', query: SearchQuerySchema, answer: SearchAnswerSchema },
  [E.getMember]: { auth: 'public', query: MemberQuerySchema, answer: MemberAnswerSchema },

  // geo
  [E.getGeocode]: { auth: 'public', query: GeocodeQuerySchema, answer: GeocodeAnswerSchema },

  // likes
  [E.postLikes]: { auth: 'member', body: LikeRequestSchema, answer: LikeAnswerSchema },
  [E.deleteLikes]: { auth: 'member', body: LikeRequestSchema, answer: OkSchema },
  [E.getLikes]: { auth: 'member', answer: LikesAnswerSchema },
  [E.getAutoLike]: { auth: 'member', answer: AutoLikeAnswerSchema },
  [E.getSwipe]: { auth: 'member', answer: SwipeAnswerSchema },
  [E.postSwipe]: { auth: 'member', body: SwipeRequestSchema, answer: SwipeResultSchema },

  // chats
  [E.getChats]: { auth: 'member', answer: ChatsAnswerSchema },
  [E.getChat]: { auth: 'member', query: ChatQuerySchema, answer: ChatAnswerSchema },
  [E.postChat]: { auth: 'member', body: SendMessageSchema, answer: SendAnswerSchema },
  [E.postFictionalAck]: { auth: 'member', answer: FictionalAckAnswerSchema },
  [E.getGifts]: { auth: 'public', query: LangQuerySchema, answer: GiftsAnswerSchema },
  [E.postChatPhoto]: { auth: 'member', answer: SendAnswerSchema },
  [E.deleteChat]: { auth: 'member', body: DeleteChatSchema, answer: OkSchema },

  // live
  [E.getLive]: { auth: 'public' },
  [E.postPageHidden]: { auth: 'member', answer: OkSchema },

  // safety
  [E.postBlock]: { auth: 'member', body: ProfileIdSchema, answer: OkSchema },
  [E.deleteBlock]: { auth: 'member', body: ProfileIdSchema, answer: OkSchema },
  [E.postReport]: { auth: 'member', body: ReportSchema, status: 201, answer: ReportAnswerSchema },
  [E.postComplaint]: { auth: 'public', body: ComplaintSchema, status: 201, answer: ComplaintAnswerSchema },

  // account
  [E.getInvitation]: { auth: 'public', query: InvitationQuerySchema, answer: InvitationAnswerSchema },

  // notifications
  [E.getNotifications]: {
    auth: 'member',
    query: NotificationsQuerySchema,
    answer: NotificationsAnswerSchema,
  },
  [E.putNotifications]: { auth: 'member', body: MarkReadSchema, answer: NotificationsAnswerSchema },
  [E.postPush]: { auth: 'member', body: PushRequestSchema, answer: OkSchema },
  [E.getUnsubscribe]: { auth: 'public', query: UnsubscribeQuerySchema },
  [E.postUnsubscribe]: { auth: 'public', query: UnsubscribeQuerySchema },
  [E.postMailEvents]: { auth: 'public', body: MailEventSchema, answer: MailEventAnswerSchema },

  // photos
  [E.getPhotos]: { auth: 'member', answer: PhotosAnswerSchema },
  [E.postPhotos]: { auth: 'member', status: 201, answer: PhotoAnswerSchema },
  [E.putPhotos]: { auth: 'member', body: MainPhotoSchema, answer: PhotoAnswerSchema },
  [E.deletePhotos]: { auth: 'member', body: PhotoIdSchema, answer: OkSchema },

  // pages
  [E.getPage]: { auth: 'public', query: PageQuerySchema, answer: PageAnswerSchema },

  // landers
  [E.getLander]: { auth: 'public', query: LanderQuerySchema, answer: LanderAnswerSchema },

  // payments
  [E.getPackages]: { auth: 'public', answer: PackagesAnswerSchema },
  [E.getDiscountcode]: { auth: 'member', query: DiscountCodeQuerySchema, answer: DiscountCodeAnswerSchema },
  [E.getTimebonus]: { auth: 'public', answer: TimeBonusAnswerSchema },
  [E.postOrders]: { auth: 'member', body: CreateOrderRequestSchema, answer: CreateOrderAnswerSchema },
  [E.getOrders]: { auth: 'member', query: OrdersQuerySchema, answer: OrderOrOrdersAnswerSchema },
  [E.postRepeatOrder]: { auth: 'member', body: RepeatOrderRequestSchema, answer: CreateOrderAnswerSchema },
  [E.postPaymentWebhook]: {
    auth: 'public',
    body: WebhookBodySchema,
    query: WebhookQuerySchema,
    answer: OkSchema,
  },
  [E.getTestCheckout]: { auth: 'public', query: TestCheckoutQuerySchema, answer: TestCheckoutAnswerSchema },
  [E.postTestCheckout]: { auth: 'public', body: TestCheckoutRequestSchema, answer: TestCheckoutResultSchema },
  [E.postDirectdebitCode]: {
    auth: 'member',
    body: DirectDebitCodeRequestSchema,
    answer: DirectDebitCodeAnswerSchema,
  },
  [E.postDirectdebit]: { auth: 'member', body: DirectDebitRequestSchema, answer: DirectDebitAnswerSchema },

  // privacy
  [E.postDataExport]: { auth: 'member', status: 202, answer: DataExportRequestedSchema },
  [E.getDataExport]: { auth: 'member', query: TokenSchema },

  // staff
  [E.getStaffMe]: { auth: 'console', answer: StaffMeSchema },
  [E.getStaffPhotos]: { auth: 'moderation', query: StaffPhotosQuerySchema, answer: StaffPhotosAnswerSchema },
  [E.postStaffPhotoDecision]: { auth: 'moderation', body: PhotoDecisionSchema, answer: OkSchema },
  [E.getStaffProfileTexts]: { auth: 'moderation', answer: StaffProfileTextsAnswerSchema },
  [E.postStaffProfileTextDecision]: { auth: 'moderation', body: ProfileTextDecisionSchema, answer: OkSchema },
  [E.getStaffReports]: { auth: 'moderation', query: StaffQueueQuerySchema, answer: StaffReportsAnswerSchema },
  [E.postStaffReportDecision]: { auth: 'moderation', body: ReportDecisionSchema, answer: OkSchema },
  [E.getStaffComplaints]: {
    auth: 'moderation',
    query: StaffQueueQuerySchema,
    answer: StaffComplaintsAnswerSchema,
  },
  [E.postStaffComplaintDecision]: { auth: 'moderation', body: ComplaintDecisionSchema, answer: OkSchema },
  [E.getStaffFlaggedMessages]: {
    auth: 'moderation',
    query: StaffQueueQuerySchema,
    answer: StaffFlaggedMessagesAnswerSchema,
  },
  [E.postStaffFlaggedMessageDecision]: {
    auth: 'moderation',
    body: FlaggedMessageDecisionSchema,
    answer: OkSchema,
  },
  [E.postStaffBan]: { auth: 'moderation', body: BanSchema, answer: OkSchema },
  [E.deleteStaffBan]: { auth: 'moderation', body: UserIdSchema, answer: OkSchema },
  [E.getStaffMembers]: {
    auth: 'members_read',
    query: StaffMembersQuerySchema,
    answer: StaffMembersAnswerSchema,
  },
  [E.getStaffMember]: { auth: 'members_read', query: IdQuerySchema, answer: StaffMemberAnswerSchema },
  [E.postStaffEndSessions]: {
    auth: 'members_manage',
    body: EndSessionsSchema,
    answer: EndedSessionsAnswerSchema,
  },
  [E.postStaffCredits]: { auth: 'members_manage', body: CreditAdjustmentSchema, answer: CreditsAnswerSchema },
  [E.getStaffExport]: { auth: 'members_manage', query: IdQuerySchema },
  [E.postStaffErase]: { auth: 'members_manage', body: EraseSchema, answer: OkSchema },
  [E.getStaffStaff]: { auth: 'sites', answer: StaffMembersAnswerSchema },
  [E.postStaffRole]: { auth: 'sites', body: RoleSchema, answer: OkSchema },
  [E.getStaffSites]: { auth: 'sites', answer: StaffSitesAnswerSchema },
  [E.putStaffSite]: { auth: 'sites', body: SiteUpdateSchema, answer: OkSchema },
  [E.putStaffCompany]: { auth: 'sites', body: CompanyUpdateSchema, answer: OkSchema },
  [E.postStaffRefund]: { auth: 'members_manage', body: RefundSchema, answer: RefundAnswerSchema },
  [E.getStaffPackages]: { auth: 'sites', answer: StaffPackagesAnswerSchema },
  [E.postStaffPackages]: { auth: 'sites', body: PackageInputSchema, status: 201, answer: CreatedIdSchema },
  [E.putStaffPackages]: { auth: 'sites', body: PackageUpdateSchema, answer: OkSchema },
  [E.getStaffDiscountCodes]: { auth: 'sites', answer: StaffDiscountCodesAnswerSchema },
  [E.postStaffDiscountCodes]: {
    auth: 'sites',
    body: DiscountCodeInputSchema,
    status: 201,
    answer: CreatedIdSchema,
  },
  [E.putStaffDiscountCodes]: { auth: 'sites', body: DiscountCodeUpdateSchema, answer: OkSchema },
  [E.getStaffInvitations]: {
    auth: 'sites',
    query: StaffInvitationsQuerySchema,
    answer: StaffInvitationsAnswerSchema,
  },
  [E.postStaffInvitations]: {
    auth: 'sites',
    body: InvitationInputSchema,
    status: 201,
    answer: CreatedIdSchema,
  },
  [E.deleteStaffInvitations]: { auth: 'sites', body: InvitationRevokeSchema, answer: OkSchema },
  [E.getStaffFictional]: { auth: 'sites', answer: StaffFictionalAnswerSchema },
  [E.postStaffFictional]: {
    auth: 'sites',
    body: FictionalCreateSchema,
    status: 201,
    answer: FictionalCreatedSchema,
  },
  [E.putStaffFictional]: { auth: 'sites', body: FictionalUpdateSchema, answer: OkSchema },
  [E.postStaffFictionalPhoto]: { auth: 'sites', answer: OkSchema },
  [E.getStaffInbox]: { auth: 'inbox', answer: InboxAnswerSchema },
  [E.getStaffConversation]: { auth: 'inbox', query: IdQuerySchema, answer: StaffConversationAnswerSchema },
  [E.postStaffReply]: { auth: 'inbox', body: OperatorReplySchema, answer: OperatorReplyAnswerSchema },
  [E.getStaffAudit]: { auth: 'audit', query: AuditQuerySchema, answer: AuditAnswerSchema },
  [E.getStaffMailings]: { auth: 'mailings', query: MailingsQuerySchema, answer: MailingsAnswerSchema },
  [E.postStaffMailings]: { auth: 'mailings', body: MailingInputSchema, status: 201, answer: CreatedIdSchema },
  [E.putStaffMailings]: { auth: 'mailings', body: MailingUpdateSchema, answer: OkSchema },
  [E.getStaffMailingAudience]: {
    auth: 'mailings',
    query: MailingAudienceQuerySchema,
    answer: MailingAudienceSchema,
  },
  [E.postStaffMailingTest]: { auth: 'mailings', body: MailingTestSchema, answer: MailingTestAnswerSchema },
  [E.postStaffMailingSend]: { auth: 'mailings', body: MailingIdSchema, answer: MailingSendAnswerSchema },
  [E.postStaffMailingCancel]: { auth: 'mailings', body: MailingIdSchema, answer: OkSchema },

  // docs
  [E.getOpenapi]: { auth: 'public' },
} as const satisfies Record<Endpoint, EndpointSpec>;

export type Endpoint = (typeof E)[keyof typeof E];

/** Who may call an endpoint. */
export type EndpointAuth = 'public' | 'member' | Capability;

export interface EndpointSpec {
  auth: EndpointAuth;
  body?: z.ZodType;
  query?: z.ZodType;
  answer?: z.ZodType;
  status?: 201 | 202;
}

type Spec<K extends Endpoint> = (typeof contract)[K];
type SchemaOut<S> = S extends z.ZodType ? z.output<S> : undefined;
type SchemaIn<S> = S extends z.ZodType ? z.input<S> : undefined;

/** The JSON body an endpoint takes (`undefined`: none, or a multipart form). */
export type BodyOf<K extends Endpoint> = SchemaIn<Spec<K> extends { body: infer S } ? S : undefined>;
/** The query string an endpoint takes. */
export type QueryOf<K extends Endpoint> = SchemaIn<Spec<K> extends { query: infer S } ? S : undefined>;
/** What an endpoint answers on success. */
export type AnswerOf<K extends Endpoint> = Spec<K> extends { answer: infer S } ? SchemaOut<S> : unknown;
