import { z } from 'zod';
import { NOTIFICATION_TYPES } from './account';
import { CoercedIdSchema, IdSchema } from './ids';
import { MemberSummarySchema } from './profile';

/** In-app notification kinds (events), each shown with its own text on /notifications. */
export const IN_APP_NOTIFICATION_TYPES = [
  'new_conversation',
  'new_message',
  'like_received',
  'match',
  'payment_completed',
  'unread_reminder',
] as const;
export type InAppNotificationType = (typeof IN_APP_NOTIFICATION_TYPES)[number];

export const NotificationSchema = z.object({
  id: z.number().int(),
  type: z.enum(IN_APP_NOTIFICATION_TYPES),
  /** The member it is about (sender, liker), when there is one. */
  actor: MemberSummarySchema.nullable(),
  conversation_id: z.number().int().nullable(),
  data: z.record(z.string(), z.union([z.string(), z.number()])),
  /** Messages of one conversation collapse into one notification. */
  count: z.number().int(),
  /** Path in the web app to open. */
  url: z.string(),
  created_at: z.string(),
  read: z.boolean(),
});
export type Notification = z.infer<typeof NotificationSchema>;

/** GET /api/notifications.php — newest first, a page at a time. */
export const NotificationsAnswerSchema = z.object({
  notifications: z.array(NotificationSchema),
  unread: z.number().int(),
  has_more: z.boolean(),
});
export type NotificationsAnswer = z.infer<typeof NotificationsAnswerSchema>;

export const NotificationsQuerySchema = z.object({
  before: CoercedIdSchema.optional().describe('Page: notifications older than this id'),
});

/** PUT /api/notifications.php — mark one read, or all. */
export const MarkReadSchema = z.union([z.object({ id: IdSchema }), z.object({ all: z.literal(true) })]);

/** A browser's PushSubscription.toJSON(). */
export const PushSubscriptionSchema = z.object({
  endpoint: z.url().max(2048),
  expirationTime: z.number().nullable().optional(),
  keys: z.object({
    p256dh: z.string().regex(/^[A-Za-z0-9_-]{80,100}={0,2}$/),
    auth: z.string().regex(/^[A-Za-z0-9_-]{16,32}={0,2}$/),
  }),
});
/** POST /api/user.php?push=1 saves it; with `subscription: null` and the endpoint it is removed. */
export type PushSubscriptionJson = z.infer<typeof PushSubscriptionSchema>;
export const PushRequestSchema = z.union([
  z.object({ subscription: PushSubscriptionSchema }),
  z.object({ subscription: z.null(), endpoint: z.url().max(2048) }),
]);

/** Types a notification mail can be unsubscribed from (the preference types of docs/product.md#notification-types). */
export const UnsubscribeQuerySchema = z.object({
  u: CoercedIdSchema,
  type: z.enum(NOTIFICATION_TYPES),
  sig: z.string().max(64),
});

/** POST /api/mail-events.php — the mail provider's report (bounce, spam mark, list-unsubscribe). */
export const MailEventSchema = z.object({
  event: z.enum(['bounce', 'spam', 'list_unsubscribe']),
  email: z.string().trim().max(254),
  /** The site's domain, when the provider knows it (several sites may share an address). */
  domain: z.string().max(253).optional(),
});
/** POST /api/mail-events.php's answer: how many members' addresses the report touched. */
export const MailEventAnswerSchema = z.object({ ok: z.literal(true), members: z.number().int() });
