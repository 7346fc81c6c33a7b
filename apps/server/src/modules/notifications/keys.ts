import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import webpush from 'web-push';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { instanceSettings } from '../../db/schema';

export interface NotificationKeys {
  vapid: { publicKey: string; privateKey: string };
  /** Signs the unsubscribe links of notification mails (HMAC). */
  unsubscribeSecret: string;
}

/**
 * A generated instance secret: the first node to start writes it, every node reads the same
 * row (insert … on conflict do nothing, then read), so several nodes never disagree.
 */
async function instanceSecret<T>(db: Db, key: string, make: () => T): Promise<T> {
  await db.insert(instanceSettings).values({ key, value: make() }).onConflictDoNothing();
  const [row] = await db.select().from(instanceSettings).where(eq(instanceSettings.key, key));
  return row!.value as T;
}

/** VAPID keys from the environment or the database (created on first start); the mail secret. */
export async function loadNotificationKeys(db: Db, config: Config): Promise<NotificationKeys> {
  const vapid =
    config.vapid ??
    (await instanceSecret(db, 'vapid', () => {
      const keys = webpush.generateVAPIDKeys();
      return { publicKey: keys.publicKey, privateKey: keys.privateKey };
    }));
  const unsubscribeSecret = await instanceSecret(db, 'unsubscribe_secret', () =>
    randomBytes(32).toString('base64url'),
  );
  return { vapid, unsubscribeSecret };
}
