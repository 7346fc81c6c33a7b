/**
 * Every HTTP endpoint of the API, declared once: `'<METHOD> <path>'`. Zod-free and one export per
 * endpoint, so the web imports only the few it calls and its bundle carries nothing more than
 * the strings it always sent (decision 037). The schemas and the auth level of each endpoint are
 * in `contract.ts`, keyed by these same values; the compiler holds the two files to the same set.
 *
 * Adding an endpoint: an export here (name = method + path in camelCase), its entry in
 * `contract.ts`, then the server route with the same method and path and the contract's schemas
 * (`buildApp` refuses to start with an `/api/` route that is not in the contract or whose schemas
 * differ). The web calls it through `apps/web/src/api/endpoint.ts`:
 *
 *   import { postLikes } from '@amora/shared/endpoints';
 *   const answer = await call(postLikes, { body: { profile_id: 7 } }); // typed from the contract
 */

// sites
export const getSettings = 'GET /api/settings.php';
export const getCompanyinfo = 'GET /api/companyinfo.php';

// auth
export const postSignup = 'POST /api/signup.php';
export const getSignupChallenge = 'GET /api/signup-challenge.php';
export const getActivate = 'GET /api/activate.php';
export const getNotMe = 'GET /api/not-me.php';
export const postActivationMail = 'POST /api/activation-mail.php';
export const getUser = 'GET /api/user.php';
export const postUser = 'POST /api/user.php';
export const putUser = 'PUT /api/user.php';
export const deleteUser = 'DELETE /api/user.php';
export const getLogout = 'GET /api/logout.php';
export const postResetPassword = 'POST /api/reset-password.php';
export const putResetPassword = 'PUT /api/reset-password.php';
export const putPassword = 'PUT /api/password.php';
export const putEmail = 'PUT /api/email.php';
export const postMailChange = 'POST /api/mail-change.php';
export const putPreferences = 'PUT /api/preferences.php';
export const postReactivate = 'POST /api/reactivate.php';
export const getSecondFactor = 'GET /api/second-factor.php';
export const postSecondFactorSetup = 'POST /api/second-factor-setup.php';
export const putSecondFactorSetup = 'PUT /api/second-factor-setup.php';
export const postSecondFactor = 'POST /api/second-factor.php';
export const deleteSecondFactor = 'DELETE /api/second-factor.php';
export const postPasskeySetup = 'POST /api/passkey-setup.php';
export const putPasskeySetup = 'PUT /api/passkey-setup.php';
export const postPasskeyChallenge = 'POST /api/passkey-challenge.php';
export const deletePasskey = 'DELETE /api/passkey.php';

// members
export const getInterests = 'GET /api/interests.php';

// geo
export const getRegions = 'GET /api/regions.php';

// members
export const getProfile = 'GET /api/profile.php';
export const putProfile = 'PUT /api/profile.php';
export const getMembers = 'GET /api/members.php';
export const getMember = 'GET /api/member.php';

// geo
export const getGeocode = 'GET /api/geocode.php';

// likes
export const postLikes = 'POST /api/likes.php';
export const deleteLikes = 'DELETE /api/likes.php';
export const getLikes = 'GET /api/likes.php';
export const getAutoLike = 'GET /api/auto-like.php';
export const getSwipe = 'GET /api/swipe.php';
export const postSwipe = 'POST /api/swipe.php';

// chats
export const getChats = 'GET /api/chats.php';
export const getChat = 'GET /api/chat.php';
export const postChat = 'POST /api/chat.php';
export const postFictionalAck = 'POST /api/fictional-ack.php';
export const getGifts = 'GET /api/gifts.php';
export const postChatPhoto = 'POST /api/chat-photo.php';
export const deleteChat = 'DELETE /api/chat.php';

// live
export const getLive = 'GET /api/live';
export const postPageHidden = 'POST /api/page-hidden.php';

// safety
export const postBlock = 'POST /api/block.php';
export const deleteBlock = 'DELETE /api/block.php';
export const postReport = 'POST /api/report.php';
export const postComplaint = 'POST /api/complaint.php';

// account
export const getInvitation = 'GET /api/invitation.php';

// notifications
export const getNotifications = 'GET /api/notifications.php';
export const putNotifications = 'PUT /api/notifications.php';
export const postPush = 'POST /api/user.php?push=1';
export const getUnsubscribe = 'GET /api/unsubscribe.php';
export const postUnsubscribe = 'POST /api/unsubscribe.php';
export const postMailEvents = 'POST /api/mail-events.php';

// photos
export const getPhotos = 'GET /api/photos.php';
export const postPhotos = 'POST /api/photos.php';
export const putPhotos = 'PUT /api/photos.php';
export const deletePhotos = 'DELETE /api/photos.php';

// pages
export const getPage = 'GET /api/page.php';

// landers
export const getLander = 'GET /api/lander.php';

// payments
export const getPackages = 'GET /api/packages.php';
export const getDiscountcode = 'GET /api/discountcode.php';
export const getTimebonus = 'GET /api/timebonus.php';
export const postOrders = 'POST /api/orders.php';
export const getOrders = 'GET /api/orders.php';
export const postRepeatOrder = 'POST /api/repeat-order.php';
export const postPaymentWebhook = 'POST /api/payment-webhook.php';
export const getTestCheckout = 'GET /api/test-checkout.php';
export const postTestCheckout = 'POST /api/test-checkout.php';
export const postDirectdebitCode = 'POST /api/directdebit-code.php';
export const postDirectdebit = 'POST /api/directdebit.php';

// privacy
export const postDataExport = 'POST /api/data-export.php';
export const getDataExport = 'GET /api/data-export.php';

// staff
export const getStaffMe = 'GET /api/staff/me.php';
export const getStaffPhotos = 'GET /api/staff/photos.php';
export const postStaffPhotoDecision = 'POST /api/staff/photo-decision.php';
export const getStaffProfileTexts = 'GET /api/staff/profile-texts.php';
export const postStaffProfileTextDecision = 'POST /api/staff/profile-text-decision.php';
export const getStaffReports = 'GET /api/staff/reports.php';
export const postStaffReportDecision = 'POST /api/staff/report-decision.php';
export const getStaffComplaints = 'GET /api/staff/complaints.php';
export const postStaffComplaintDecision = 'POST /api/staff/complaint-decision.php';
export const getStaffFlaggedMessages = 'GET /api/staff/flagged-messages.php';
export const postStaffFlaggedMessageDecision = 'POST /api/staff/flagged-message-decision.php';
export const postStaffBan = 'POST /api/staff/ban.php';
export const deleteStaffBan = 'DELETE /api/staff/ban.php';
export const getStaffMembers = 'GET /api/staff/members.php';
export const getStaffMember = 'GET /api/staff/member.php';
export const postStaffEndSessions = 'POST /api/staff/end-sessions.php';
export const postStaffCredits = 'POST /api/staff/credits.php';
export const getStaffExport = 'GET /api/staff/export.php';
export const postStaffErase = 'POST /api/staff/erase.php';
export const getStaffStaff = 'GET /api/staff/staff.php';
export const postStaffRole = 'POST /api/staff/role.php';
export const getStaffSites = 'GET /api/staff/sites.php';
export const putStaffSite = 'PUT /api/staff/site.php';
export const putStaffCompany = 'PUT /api/staff/company.php';
export const postStaffRefund = 'POST /api/staff/refund.php';
export const getStaffPackages = 'GET /api/staff/packages.php';
export const postStaffPackages = 'POST /api/staff/packages.php';
export const putStaffPackages = 'PUT /api/staff/packages.php';
export const getStaffDiscountCodes = 'GET /api/staff/discount-codes.php';
export const postStaffDiscountCodes = 'POST /api/staff/discount-codes.php';
export const putStaffDiscountCodes = 'PUT /api/staff/discount-codes.php';
export const getStaffInvitations = 'GET /api/staff/invitations.php';
export const postStaffInvitations = 'POST /api/staff/invitations.php';
export const deleteStaffInvitations = 'DELETE /api/staff/invitations.php';
export const getStaffFictional = 'GET /api/staff/fictional.php';
export const postStaffFictional = 'POST /api/staff/fictional.php';
export const putStaffFictional = 'PUT /api/staff/fictional.php';
export const postStaffFictionalPhoto = 'POST /api/staff/fictional-photo.php';
export const getStaffInbox = 'GET /api/staff/inbox.php';
export const getStaffConversation = 'GET /api/staff/conversation.php';
export const postStaffReply = 'POST /api/staff/reply.php';
export const getStaffAudit = 'GET /api/staff/audit.php';
export const getStaffMailings = 'GET /api/staff/mailings.php';
export const postStaffMailings = 'POST /api/staff/mailings.php';
export const putStaffMailings = 'PUT /api/staff/mailings.php';
export const getStaffMailingAudience = 'GET /api/staff/mailing-audience.php';
export const postStaffMailingTest = 'POST /api/staff/mailing-test.php';
export const postStaffMailingSend = 'POST /api/staff/mailing-send.php';
export const postStaffMailingCancel = 'POST /api/staff/mailing-cancel.php';

// docs
export const getOpenapi = 'GET /api/openapi.json';
