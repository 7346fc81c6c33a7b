import { randomBytes } from 'node:crypto';
import webpush from 'web-push';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { instanceSecret } from '../../lib/instance-secrets';

export interface NotificationKeys {
  vapid: { publicKey: string; privateKey: string };
  /** Signs the unsubscribe links of notification mails (HMAC). */
  unsubscribeSecret: string;
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
