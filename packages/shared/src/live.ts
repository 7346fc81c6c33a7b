/**
 * What travels over the live socket (GET /api/live), declared once for the server
 * (`apps/server/src/realtime`) and the web (`apps/web/src/lib/liveSocket.ts`). Types only: the
 * web's bundle carries nothing of this module.
 */

/** What a member's open pages learn live. Small: a client refetches details over HTTP. */
export type LiveEvent =
  | { type: 'message'; conversation_id: number; message_id: number; from: number }
  | { type: 'read'; conversation_id: number; by: number }
  | { type: 'typing'; conversation_id: number; from: number }
  | { type: 'like'; from: number }
  | { type: 'match'; with: number }
  /** The balance after a send or a payment; a send also says how many free messages are left. */
  | { type: 'credits'; credits: number; free_messages_left?: number | null }
  /** A new in-app notification: the page refreshes its notifications count. */
  | { type: 'notification' };

/** What a page tells the server over the live socket: the member is typing in a conversation. */
export type LiveSignal = { type: 'typing'; conversation_id: number };
