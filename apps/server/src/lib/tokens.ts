import { hash, randomBytes } from 'node:crypto';

/** A random token for a cookie or a mailed link (256 bits, URL-safe). */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * Tokens are stored only as their SHA-256, so a database leak does not hand out sessions or links.
 * One-shot `hash`: every member request hashes its session cookie, and a Hash object per call cost
 * more than the digest (decision 044).
 */
export function sha256(value: string): string {
  return hash('sha256', value, 'hex');
}
