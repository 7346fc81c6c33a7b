import type { Readable } from 'node:stream';
import {
  CopyObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { isPhotoName, type PhotoArea, type PhotoFile, type PhotoStorage } from './storage';

/** Where the bucket is and how to sign in to it (the S3_* variables, apps/server/src/config.ts). */
export interface S3Settings {
  /** https://… of an S3-compatible service; undefined → AWS's own endpoint for the region. */
  endpoint: string | undefined;
  bucket: string;
  region: string;
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
  /** `https://host/bucket/key` instead of `https://bucket.host/key` (MinIO, Garage, SeaweedFS). */
  forcePathStyle: boolean;
}

/**
 * The bucket's key prefixes, the same as the local folders' names (decision 035): approved files
 * under `photos/`, so a site's cdn_prefix may point at the bucket itself (`<prefix>/photos/<name>`
 * is the object's URL there) and a bucket policy may make `photos/*` alone readable to anyone;
 * the others under `photos-private/`, which nothing but the app reads (decision 020).
 */
export const S3_PREFIXES: Record<PhotoArea, string> = { public: 'photos/', private: 'photos-private/' };

const IMMUTABLE = 'public, max-age=31536000, immutable';

function notFound(err: unknown): boolean {
  if (!(err instanceof S3ServiceException)) return false;
  return err.name === 'NoSuchKey' || err.name === 'NotFound' || err.$metadata.httpStatusCode === 404;
}

/**
 * Photo files as objects in one bucket that every app node shares (decision 035). Names are
 * immutable, so a write is one PUT (S3 never shows half an object); a move is a copy then a
 * delete of the old key — between the two the file is in both areas, which get() tolerates.
 */
export class S3PhotoStorage implements PhotoStorage {
  readonly client: S3Client;
  readonly bucket: string;

  constructor(settings: S3Settings) {
    this.bucket = settings.bucket;
    this.client = new S3Client({
      region: settings.region,
      forcePathStyle: settings.forcePathStyle,
      ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
      ...(settings.accessKeyId && settings.secretAccessKey
        ? { credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey } }
        : {}),
      // Only what a request needs: some S3-compatible servers reject the newer checksum headers.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  keyOf(name: string, area: PhotoArea): string {
    if (!isPhotoName(name)) throw new Error(`Not a photo name: ${JSON.stringify(name)}`);
    return S3_PREFIXES[area] + name;
  }

  async put(name: string, data: Buffer, contentType: string, area: PhotoArea): Promise<void> {
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.bucket,
        Key: this.keyOf(name, area),
        Body: data,
        ContentType: contentType,
        // What a CDN or browser reading the bucket directly keeps; private keys are never public.
        CacheControl: area === 'public' ? IMMUTABLE : 'private, no-store',
      }),
    );
  }

  async get(name: string, area: PhotoArea): Promise<Buffer | null> {
    if (!isPhotoName(name)) return null;
    try {
      const answer = await this.client.send(
        new GetObjectCommand({ Bucket: this.bucket, Key: this.keyOf(name, area) }),
      );
      if (!answer.Body) return null;
      return Buffer.from(await answer.Body.transformToByteArray());
    } catch (err) {
      if (notFound(err)) return null;
      throw err;
    }
  }

  async open(name: string, area: PhotoArea): Promise<PhotoFile | null> {
    if (!isPhotoName(name)) return null;
    try {
      const answer = await this.client.send(
        new GetObjectCommand({ Bucket: this.bucket, Key: this.keyOf(name, area) }),
      );
      if (!answer.Body) return null;
      // In Node the body is the HTTP response itself: passed on as it arrives, never gathered.
      return { stream: answer.Body as Readable, size: answer.ContentLength };
    } catch (err) {
      if (notFound(err)) return null;
      throw err;
    }
  }

  /** Whether the file is in that area, without reading it (the copy command skips what is there). */
  async has(name: string, area: PhotoArea): Promise<boolean> {
    try {
      await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: this.keyOf(name, area) }));
      return true;
    } catch (err) {
      if (notFound(err)) return false;
      throw err;
    }
  }

  async delete(name: string): Promise<void> {
    const answer = await this.client.send(
      new DeleteObjectsCommand({
        Bucket: this.bucket,
        Delete: {
          Objects: [{ Key: this.keyOf(name, 'public') }, { Key: this.keyOf(name, 'private') }],
          Quiet: true,
        },
      }),
    );
    const failed = (answer.Errors ?? []).filter((e) => e.Code !== 'NoSuchKey');
    if (failed.length)
      throw new Error(`Deleting ${name} from the bucket failed: ${failed[0]?.Code} ${failed[0]?.Message}`);
  }

  async move(name: string, area: PhotoArea): Promise<void> {
    const from = this.keyOf(name, area === 'public' ? 'private' : 'public');
    const to = this.keyOf(name, area);
    try {
      await this.client.send(
        new CopyObjectCommand({
          Bucket: this.bucket,
          Key: to,
          CopySource: `${this.bucket}/${from}`,
          MetadataDirective: 'REPLACE',
          ContentType: contentTypeFor(name),
          CacheControl: area === 'public' ? IMMUTABLE : 'private, no-store',
        }),
      );
    } catch (err) {
      if (notFound(err)) return;
      throw err;
    }
    await this.client.send(
      new DeleteObjectsCommand({ Bucket: this.bucket, Delete: { Objects: [{ Key: from }], Quiet: true } }),
    );
  }

  close(): void {
    this.client.destroy();
  }
}

function contentTypeFor(name: string): string {
  return name.endsWith('.webp') ? 'image/webp' : name.endsWith('.png') ? 'image/png' : 'image/jpeg';
}
