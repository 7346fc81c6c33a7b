import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { instanceSecret } from '../../lib/instance-secrets';

/**
 * Protects what the second factor stores (docs/decisions/023-second-factor.md): authenticator
 * secrets encrypted with AES-256-GCM, recovery codes as an HMAC — so a copy of the database
 * alone gives neither, when the key comes from SECOND_FACTOR_KEY rather than the database.
 */
export interface SecondFactorKeys {
  encrypt(plain: string): string;
  decrypt(sealed: string): string;
  /** Keyed hash of a recovery code (hex). */
  hash(code: string): string;
}

export function secondFactorKeys(keyHex: string): SecondFactorKeys {
  const key = Buffer.from(keyHex, 'hex');
  if (key.length !== 32) throw new Error('The second-factor key must be 32 bytes');
  return {
    encrypt(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return ['v1', iv, cipher.getAuthTag(), body]
        .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
        .join('.');
    },
    decrypt(sealed) {
      const [version, iv, tag, body] = sealed.split('.');
      if (version !== 'v1' || !iv || !tag || body === undefined) throw new Error('Unknown secret format');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString(
        'utf8',
      );
    },
    hash(code) {
      return createHmac('sha256', key).update(code).digest('hex');
    },
  };
}

/** The key from the environment, or one generated on first start and kept in the database. */
export async function loadSecondFactorKeys(db: Db, config: Config): Promise<SecondFactorKeys> {
  const keyHex =
    config.secondFactorKey ??
    (await instanceSecret(db, 'second_factor_key', () => randomBytes(32).toString('hex')));
  return secondFactorKeys(keyHex);
}
