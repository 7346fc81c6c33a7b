import { z } from 'zod';
import { CoercedIdSchema, IdSchema } from './ids';
import { ProfileCardSchema } from './profile';

export const MessageSchema = z.object({
  id: z.number().int(),
  conversation_id: z.number().int(),
  mine: z.boolean(),
  kind: z.enum(['text', 'photo', 'gift']),
  text: z.string(),
  /** Photo messages: the image (full and thumbnail); gift messages: the gift's slug and image. */
  photo: z
    .object({
      filename: z.string(),
      thumb_filename: z.string(),
      /** Screened explicit on arrival: the recipient's page blurs it when their setting says so. */
      explicit: z.boolean().optional(),
    })
    .nullable()
    .optional(),
  gift: z.object({ slug: z.string(), image: z.string() }).nullable().optional(),
  created_at: z.string(),
  /** For own messages: sent (stored), delivered (the recipient can see it) or read. */
  status: z.enum(['sent', 'delivered', 'read']),
  client_id: z.string().nullable().describe('The sender’s idempotency key (own messages only)'),
  /** Received and matched the scam patterns: the conversation shows a safety tip (decision 042). */
  safety_tip: z.boolean().optional(),
});
export type Message = z.infer<typeof MessageSchema>;

export const ChatEntrySchema = z.object({
  profile: ProfileCardSchema,
  conversation: z.object({ id: z.number().int() }),
  num_unread_messages: z.number().int(),
  last_message: z
    .object({
      text: z.string(),
      kind: z.enum(['text', 'photo', 'gift']),
      mine: z.boolean(),
      created_at: z.string(),
    })
    .nullable(),
});
export const ChatsAnswerSchema = z.object({ chats: z.array(ChatEntrySchema) });
export type ChatEntry = z.infer<typeof ChatEntrySchema>;

export const ChatQuerySchema = z.object({
  conversation: CoercedIdSchema,
  before: CoercedIdSchema.optional().describe('Message id: older messages than this'),
});
export const ChatAnswerSchema = z.object({
  conversation: z.object({ id: z.number().int() }),
  profile: ProfileCardSchema,
  messages: z.array(MessageSchema).describe('Newest first'),
  has_more: z.boolean(),
});

export const SendMessageSchema = z
  .object({
    profile_id: IdSchema.optional(),
    conversation_id: IdSchema.optional(),
    text: z.string().max(10_000).default(''),
    /** A gift from the catalogue (GET /api/gifts.php) instead of, or with, a text. */
    gift: z.string().max(40).optional(),
    client_id: z.string().min(8).max(64),
    /**
     * The member answered "Are you sure?" for a first message holding a word of the offensive
     * list (409 offensive_first_message): send it (decision 042).
     */
    confirm_offensive: z.boolean().optional(),
  })
  .refine((v) => (v.profile_id === undefined) !== (v.conversation_id === undefined), {
    message: 'Give profile_id or conversation_id',
    path: ['profile_id'],
  });
export const GiftsAnswerSchema = z.object({
  gifts: z.array(
    z.object({ slug: z.string(), name: z.string(), image: z.string(), credits: z.number().int() }),
  ),
});
export const SendAnswerSchema = z.object({
  message: MessageSchema,
  credits: z.number().int(),
  /** After this message: the user answer's free_messages_left (null for a paying member). */
  free_messages_left: z.number().int().min(0).nullable(),
});
/**
 * POST /api/fictional-ack.php: the member confirmed the site's fictional_warning, which a paid
 * message to a staff-run profile needs first (otherwise 409 fictional_ack_required).
 */
export const FictionalAckAnswerSchema = z.object({ fictional_ack_at: z.string() });
export const DeleteChatSchema = z.object({ conversation: z.object({ id: IdSchema }) });

export const FREE_CHATS_STARTED = 2;
