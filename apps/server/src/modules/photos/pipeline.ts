import { PHOTO_MAX_BYTES } from '@amora/shared';
import sharp, { type Metadata, type SharpOptions } from 'sharp';

/** Why an image was refused; the routes answer 400 with the code. */
export type PhotoErrorCode =
  | 'photo_type_not_allowed'
  | 'photo_corrupt'
  | 'photo_too_large'
  | 'photo_too_small';

export class PhotoError extends Error {
  constructor(
    readonly code: PhotoErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'PhotoError';
  }
}

export const PIPELINE = {
  /** Decompression-bomb guard: a 10 MB file may claim any size; we decode at most this many pixels. */
  maxInputPixels: 40_000_000,
  /** Shorter side, after orientation. */
  minSide: 200,
  fullMaxSide: 1600,
  fullQuality: 82,
  thumbSize: 400,
  thumbQuality: 80,
  /** Decodes at once per process: each may hold a large raster; sharp has its own thread pool. */
  maxParallel: 2,
} as const;

export type ImageKind = 'jpeg' | 'png' | 'webp';

/** The real type by the first bytes, whatever the file name or the declared type say. */
export function sniffImageType(input: Buffer): ImageKind | null {
  if (input.length >= 3 && input[0] === 0xff && input[1] === 0xd8 && input[2] === 0xff) return 'jpeg';
  if (
    input.length >= 8 &&
    input.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
  ) {
    return 'png';
  }
  if (
    input.length >= 12 &&
    input.toString('latin1', 0, 4) === 'RIFF' &&
    input.toString('latin1', 8, 12) === 'WEBP'
  ) {
    return 'webp';
  }
  return null;
}

export interface ProcessedImage {
  /** WebP, at most 1600 px on the long side, no metadata. */
  full: Buffer;
  /** WebP, 400×400 cover crop, no metadata. */
  thumb: Buffer;
  /** Of `full`. */
  width: number;
  height: number;
}

/** The file type every stored image has (suffix and content type of the names we generate). */
export const OUTPUT_FORMAT = { suffix: 'webp', contentType: 'image/webp' } as const;

let running = 0;
const waiting: (() => void)[] = [];
async function limited<T>(work: () => Promise<T>): Promise<T> {
  if (running >= PIPELINE.maxParallel) await new Promise<void>((resolve) => waiting.push(resolve));
  running++;
  try {
    return await work();
  } finally {
    running--;
    waiting.shift()?.();
  }
}

/**
 * Checks an uploaded image by its content and re-encodes it: EXIF orientation applied, converted
 * to sRGB, every piece of metadata dropped (EXIF with GPS, XMP, IPTC, ICC), a full image and a
 * square thumbnail. Throws PhotoError for anything it will not store.
 */
export async function processImage(input: Buffer): Promise<ProcessedImage> {
  if (input.length > PHOTO_MAX_BYTES)
    throw new PhotoError('photo_too_large', 'The file is larger than 10 MB');
  const kind = sniffImageType(input);
  if (!kind) throw new PhotoError('photo_type_not_allowed', 'Only JPEG, PNG and WebP images are accepted');

  const options: SharpOptions = {
    // Truncated or broken pixel data aborts instead of storing a half-grey image.
    failOn: 'error',
    limitInputPixels: PIPELINE.maxInputPixels,
    // The first frame of an animated WebP; no multi-page surprises.
    pages: 1,
  };
  let meta: Metadata;
  try {
    meta = await sharp(input, { ...options, limitInputPixels: false }).metadata();
  } catch {
    throw new PhotoError('photo_corrupt', 'The image cannot be read');
  }
  if (meta.format !== kind) {
    // Magic bytes of one type, content of another (or a header only): not an image we trust.
    throw new PhotoError('photo_corrupt', 'The image cannot be read');
  }
  if (!meta.width || !meta.height) throw new PhotoError('photo_corrupt', 'The image has no size');
  if (meta.width * meta.height > PIPELINE.maxInputPixels) {
    throw new PhotoError('photo_too_large', 'The image has too many pixels');
  }
  if (Math.min(meta.width, meta.height) < PIPELINE.minSide) {
    throw new PhotoError('photo_too_small', `The image must be at least ${PIPELINE.minSide} px on each side`);
  }

  return limited(async () => {
    try {
      // Decode once: orientation from EXIF, then an sRGB raster without alpha.
      const base = sharp(input, options).rotate().flatten({ background: '#ffffff' }).toColourspace('srgb');
      // No withMetadata / keepMetadata / keepIccProfile: sharp writes no EXIF, XMP, IPTC or ICC.
      const [full, thumb] = await Promise.all([
        base
          .clone()
          .resize(PIPELINE.fullMaxSide, PIPELINE.fullMaxSide, { fit: 'inside', withoutEnlargement: true })
          .webp({ quality: PIPELINE.fullQuality, effort: 4 })
          .toBuffer({ resolveWithObject: true }),
        base
          .clone()
          .resize(PIPELINE.thumbSize, PIPELINE.thumbSize, {
            fit: 'cover',
            position: sharp.strategy.attention,
          })
          .webp({ quality: PIPELINE.thumbQuality, effort: 4 })
          .toBuffer(),
      ]);
      return { full: full.data, thumb, width: full.info.width, height: full.info.height };
    } catch (err) {
      if (err instanceof Error && /pixel limit/i.test(err.message)) {
        throw new PhotoError('photo_too_large', 'The image has too many pixels');
      }
      throw new PhotoError('photo_corrupt', 'The image cannot be read');
    }
  });
}
