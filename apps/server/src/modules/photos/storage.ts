import { randomBytes } from 'node:crypto';
import { mkdir, open, readFile, rename, rm, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';

/**
 * Which of the two storage areas a file is in (decision 020). `public`: approved profile photos,
 * served as static files to anyone (and through a site's cdn_prefix). `private`: photos waiting
 * for moderation or rejected, and chat photos — served only after an authorisation check.
 */
export type PhotoArea = 'public' | 'private';

/**
 * Where photo files live. Narrow on purpose, so an S3-compatible driver can follow (docs/architecture.md#storage):
 * names are flat, server-generated and immutable — a name is written once and never changed.
 * A file is in one area at a time; moderation moves it between them.
 */
export interface PhotoStorage {
  put(name: string, data: Buffer, contentType: string, area: PhotoArea): Promise<void>;
  /** The file in that area, or null when it is not there. */
  get(name: string, area: PhotoArea): Promise<Buffer | null>;
  /**
   * The file in that area as a stream with its size, or null when it is not there: what the app
   * serves, so an answer never holds a whole file in memory (decision 039). The caller reads the
   * stream to its end or destroys it.
   */
  open(name: string, area: PhotoArea): Promise<PhotoFile | null>;
  /** Removes the file from both areas; a missing file is not an error. */
  delete(name: string): Promise<void>;
  /** Moves the file into `area`; already there (or missing) is not an error. */
  move(name: string, area: PhotoArea): Promise<void>;
}

/** A stored file being read: its bytes as they come, and how many there are. */
export interface PhotoFile {
  stream: Readable;
  /** Bytes in all; undefined when the store did not say (the answer is then sent chunked). */
  size: number | undefined;
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

/** The app's storage: public files in `${DATA_DIR}/photos`, private ones beside it. */
export function localPhotoStorage(dataDir: string): LocalPhotoStorage {
  return new LocalPhotoStorage(path.join(dataDir, 'photos'));
}

/**
 * Files under `dir` (public; the app uses `${DATA_DIR}/photos`, so a static file server or CDN
 * origin can serve that folder as it is) and `privateDir` (default `${dir}-private`, outside it),
 * in 256 subfolders by the name's first two characters. Writes go to a temporary file first and
 * are renamed into place, so a reader never sees half a file; a move is one rename.
 */
export class LocalPhotoStorage implements PhotoStorage {
  readonly privateDir: string;
  constructor(
    readonly dir: string,
    privateDir?: string,
  ) {
    this.privateDir = privateDir ?? `${dir}-private`;
  }

  private pathOf(name: string, area: PhotoArea): string {
    return path.join(area === 'public' ? this.dir : this.privateDir, checked(name).slice(0, 2), name);
  }

  async put(name: string, data: Buffer, _contentType: string, area: PhotoArea): Promise<void> {
    const target = this.pathOf(name, area);
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

  async get(name: string, area: PhotoArea): Promise<Buffer | null> {
    if (!isPhotoName(name)) return null;
    try {
      return await readFile(this.pathOf(name, area));
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw err;
    }
  }

  async open(name: string, area: PhotoArea): Promise<PhotoFile | null> {
    if (!isPhotoName(name)) return null;
    // Opened first, so a move or delete after this point cannot cut the answer short.
    const handle = await open(this.pathOf(name, area), 'r').catch((err: NodeJS.ErrnoException) => {
      if (err.code === 'ENOENT') return null;
      throw err;
    });
    if (!handle) return null;
    try {
      const { size } = await handle.stat();
      // The stream closes the file when it ends or is destroyed.
      return { stream: handle.createReadStream(), size };
    } catch (err) {
      await handle.close();
      throw err;
    }
  }

  async delete(name: string): Promise<void> {
    for (const area of ['public', 'private'] as const) {
      try {
        await unlink(this.pathOf(name, area));
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
      }
    }
  }

  async move(name: string, area: PhotoArea): Promise<void> {
    const target = this.pathOf(name, area);
    await mkdir(path.dirname(target), { recursive: true });
    try {
      await rename(this.pathOf(name, area === 'public' ? 'private' : 'public'), target);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
    }
  }
}
