import type { FieldError } from '../../lib/form';
import { PHOTO_MAX_BYTES, PHOTO_TYPES } from './constants';

/**
 * The browser-side check before an upload, with the server's own refusal codes (the server checks
 * the content again): only JPEG, PNG and WebP, at most 10 MB.
 */
export function checkPhotoFile(file: Pick<File, 'type' | 'size'>): FieldError | undefined {
  if (!(PHOTO_TYPES as readonly string[]).includes(file.type)) return { code: 'photo_type_not_allowed' };
  if (file.size > PHOTO_MAX_BYTES) return { code: 'photo_too_large' };
  if (file.size === 0) return { code: 'photo_corrupt' };
  return undefined;
}

/** Whether this many photos fill the member's allowance. */
export function photoLimitReached(count: number, limit: number): boolean {
  return count >= limit;
}
