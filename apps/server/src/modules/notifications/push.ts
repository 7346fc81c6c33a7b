import type { Language } from '@amora/shared';
import { eq, inArray } from 'drizzle-orm';
import webpush from 'web-push';
import type { Db } from '../../db/client';
import { pushSubscriptions } from '../../db/schema';
import { actorName, type NotificationTemplate } from '../../mail/kinds';
import { notificationTexts } from '../../mail/texts';

/** Events that are also pushed to the member's browsers. */
export const PUSHED_TEMPLATES = [
  'new_conversation',
  'new_message',
  'like_received',
  'match',
] as const satisfies readonly NotificationTemplate[];
export type PushedTemplate = (typeof PUSHED_TEMPLATES)[number];

/**
 * Title and text of a pushed event in the member's language: the site, then the mail's subject.
 * A staff-run actor carries the site's label, as in the mail (decision 028).
 */
export function pushTexts(
  language: Language,
  template: PushedTemplate,
  p: { site: string; actor: string; fictionalLabel: string | null },
): { title: string; body: string } {
  const body = notificationTexts(template, language, {
    site: p.site,
    actor: actorName(p.actor, p.fictionalLabel),
    likes: 0,
    unread: 0,
  }).subject;
  return { title: p.site, body };
}

/** What the push worker (/sw-push.js) receives: ready to show, in the member's language. */
export interface PushPayload {
  type: string;
  title: string;
  body: string;
  /** Path to open on click, e.g. /chats/12. */
  url: string;
  /** Same tag replaces an older notification of the same conversation or kind. */
  tag: string;
  icon: string;
}

interface Log {
  warn(obj: object, msg?: string): void;
}

/** Seconds a push service keeps an undelivered message (a phone that is off for a while). */
const TTL_SECONDS = 24 * 3600;

/**
 * Web Push delivery: each payload is encrypted for the subscription (RFC 8291 aes128gcm) and
 * signed with our VAPID key by the web-push package; we post it ourselves with fetch so a
 * timeout is bounded and the push service's answer decides the subscription's fate.
 */
export class PushSender {
  constructor(
    private readonly db: Db,
    private readonly vapid: { publicKey: string; privateKey: string; subject: string },
    private readonly log: Log,
    /** Each push's outcome (the push metric). */
    private readonly onOutcome: (outcome: 'ok' | 'gone' | 'failed') => void = () => {},
  ) {}

  get publicKey(): string {
    return this.vapid.publicKey;
  }

  /** Sends to every browser of the member; returns how many push services accepted it. */
  async sendToUser(userId: number, payload: PushPayload): Promise<number> {
    const subscriptions = await this.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, userId));
    const gone: number[] = [];
    let accepted = 0;
    await Promise.all(
      subscriptions.map(async (subscription) => {
        const outcome = await this.sendOne(subscription, payload);
        this.onOutcome(outcome);
        if (outcome === 'gone') gone.push(subscription.id);
        if (outcome === 'ok') accepted++;
      }),
    );
    // 404/410: the browser unsubscribed or the subscription expired; it will never work again.
    if (gone.length) await this.db.delete(pushSubscriptions).where(inArray(pushSubscriptions.id, gone));
    return accepted;
  }

  private async sendOne(
    subscription: typeof pushSubscriptions.$inferSelect,
    payload: PushPayload,
  ): Promise<'ok' | 'gone' | 'failed'> {
    try {
      const request = webpush.generateRequestDetails(
        { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
        JSON.stringify(payload),
        {
          vapidDetails: this.vapid,
          TTL: TTL_SECONDS,
          urgency: 'high',
          topic: payload.tag.replace(/[^A-Za-z0-9_-]/g, '').slice(0, 32) || undefined,
        },
      );
      const res = await fetch(request.endpoint, {
        method: 'POST',
        headers: request.headers as Record<string, string>,
        body: request.body ? new Uint8Array(request.body) : null,
        signal: AbortSignal.timeout(10_000),
      });
      await res.body?.cancel();
      if (res.status === 404 || res.status === 410) return 'gone';
      if (!res.ok) {
        this.log.warn(
          { subscription: subscription.id, status: res.status },
          'push service refused a message',
        );
        return 'failed';
      }
      return 'ok';
    } catch (err) {
      this.log.warn({ subscription: subscription.id, err: String(err) }, 'push delivery failed');
      return 'failed';
    }
  }
}
