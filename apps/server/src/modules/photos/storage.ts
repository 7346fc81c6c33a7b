import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Where photo files live. Narrow on purpose, so an S3-compatible driver can follow (DESIGN.md):
 * names are flat, server-generated and immutable — a name is written once and never changed.
 */
export interface PhotoStorage {
  put(name: string, data: Buffer, contentType: string): Promise<void>;
  /** The file, or null when there is none. */
  get(name: string): Promise<Buffer | null>;
  /** Removes the file; a missing file is not an error. */
  delete(name: string): Promise<void>;
}

/** `<32 hex>.webp` for a full image, `<32 hex>-t.webp` for its thumbnail. */
export const PHOTO_NAME_PATTERN = /^[0-9a-f]{32}(?:-t)?\.(?:webp|jpg|png)$/;

export function isPhotoName(name: string): boolean {
  return PHOTO_NAME_PATTERN.test(name);
}

/** A fresh pair of names (128 random bits) for one photo's full image and thumbnail. */
export function newPhotoNames(suffix = 'webp'): { full: string; thumb: string } {
  const id = randomBytes(16).toString('hex');
  return { full: `${id}.${suffix}`, thumb: `${id}-t.${suffix}` };
}

export const CONTENT_TYPES: Record<string, string> = {
  webp: 'image/webp',
  jpg: 'image/jpeg',
  png: 'image/png',
};

export function contentTypeOf(name: string): string {
  return CONTENT_TYPES[name.slice(name.lastIndexOf('.') + 1)] ?? 'application/octet-stream';
}

function checked(name: string): string {
  if (!isPhotoName(name)) throw new Error(`Not a photo name: ${JSON.stringify(name)}`);
  return name;
}

/**
 * Files under `dir` (the app uses `${DATA_DIR}/photos`), in 256 subfolders by the name's first
 * two characters. Writes go to a temporary file first and are renamed into place, so a reader
 * never sees half a file.
 */
export class LocalPhotoStorage implements PhotoStorage {
  constructor(readonly dir: string) {}

  private pathOf(name: string): string {
    return path.join(this.dir, checked(name).slice(0, 2), name);
  }

  async put(name: string, data: Buffer, _contentType: string): Promise<void> {
    const target = this.pathOf(name);
    await mkdir(path.dirname(target), { recursive: true });
    const temp = `${target}.${randomBytes(6).toString('hex')}.tmp`;
    try {
      await writeFile(temp, data, { flag: 'wx' });
      await rename(temp, target);
    } catch (err) {
      await rm(temp, { force: true });
      throw err;
    }
  }

  async get(name: string): Promise<Buffer | null> {
    if (!isPhotoName(name)) return null;
    try {
      return await readFile(this.pathOf(name));
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw err;
    }
  }

  async delete(name: string): Promise<void> {
    try {
      await unlink(this.pathOf(name));
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
    }
  }
}
