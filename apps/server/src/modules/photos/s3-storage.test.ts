import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { photos } from '../../db/schema';
import { prepareDatabase } from '../../setup/prepare';
import { type LocalS3, startLocalS3 } from '../../test/s3-server';
import { copyLocalPhotosToS3 } from './copy-to-s3';
import { S3PhotoStorage } from './s3-storage';
import { LocalPhotoStorage, newPhotoNames } from './storage';
import { photoStorageContract } from './storage-contract';

const started = await startLocalS3();
const unavailable = 'unavailable' in started ? started.unavailable : null;
if (unavailable) console.warn(`S3PhotoStorage tests skipped: ${unavailable}`);
afterAll(async () => {
  if (!unavailable) await (started as LocalS3).close();
});

describe.skipIf(!!unavailable)('S3PhotoStorage against a local S3 server (s3rver)', () => {
  const s3 = started as LocalS3;
  let storage: S3PhotoStorage;
  beforeAll(() => {
    storage = new S3PhotoStorage(s3.settings);
  });
  afterAll(async () => {
    storage?.close();
  });

  photoStorageContract(() => storage);

  it('keeps approved files under photos/ (what a cdn_prefix on the bucket serves) and the others under photos-private/', async () => {
    const { full } = newPhotoNames();
    await storage.put(full, Buffer.from('x'), 'image/webp', 'public');
    const pub = await fetch(`${s3.endpoint}/${s3.bucket}/photos/${full}`);
    expect(pub.status).toBe(200);
    expect(pub.headers.get('content-type')).toBe('image/webp');
    expect(pub.headers.get('cache-control')).toContain('immutable');
    await storage.move(full, 'private');
    expect((await fetch(`${s3.endpoint}/${s3.bucket}/photos/${full}`)).status).toBe(404);
    expect((await storage.get(full, 'private'))?.toString()).toBe('x');
  });
});

describe.skipIf(!!unavailable)('copyLocalPhotosToS3 (npm run photos:copy-to-s3)', () => {
  it('copies each area of a local folder into the same area of the bucket, once', async () => {
    const s3 = started as LocalS3;
    const dir = mkdtempSync(path.join(tmpdir(), 'amora-copy-'));
    const local = new LocalPhotoStorage(path.join(dir, 'photos'));
    const bucket = new S3PhotoStorage(s3.settings);
    try {
      const approved = newPhotoNames();
      const pending = newPhotoNames();
      await local.put(approved.full, Buffer.from('approved'), 'image/webp', 'public');
      await local.put(approved.thumb, Buffer.from('approved thumb'), 'image/webp', 'public');
      await local.put(pending.full, Buffer.from('pending'), 'image/webp', 'private');
      writeFileSync(path.join(dir, 'photos', 'stray.txt'), 'not a photo');

      expect(await copyLocalPhotosToS3(local, bucket)).toEqual({ copied: 3, present: 0, ignored: 1 });
      expect((await bucket.get(approved.full, 'public'))?.toString()).toBe('approved');
      expect((await bucket.get(approved.thumb, 'public'))?.toString()).toBe('approved thumb');
      expect((await bucket.get(pending.full, 'private'))?.toString()).toBe('pending');
      expect(await bucket.get(pending.full, 'public')).toBeNull();
      expect(await copyLocalPhotosToS3(local, bucket)).toEqual({ copied: 0, present: 3, ignored: 1 });
      // The folder is left as it was.
      expect((await local.get(approved.full, 'public'))?.toString()).toBe('approved');
    } finally {
      bucket.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe.skipIf(!!unavailable)('the demo seed with S3_BUCKET set', () => {
  it('writes the demo members’ photos into the bucket’s public area and nothing under DATA_DIR', async () => {
    const s3 = started as LocalS3;
    const dataDir = mkdtempSync(path.join(tmpdir(), 'amora-seed-s3-'));
    const bucket = new S3PhotoStorage(s3.settings);
    const database = await prepareDatabase({ dataDir, seed: 'demo', demoMembers: 1, s3: s3.settings });
    try {
      const rows = await database.db.select().from(photos);
      expect(rows.length).toBeGreaterThan(0);
      for (const row of rows) {
        expect(row.status).toBe('active');
        for (const name of [row.filename, row.thumbFilename]) {
          expect(await bucket.has(name, 'public'), name).toBe(true);
          expect(await bucket.has(name, 'private'), name).toBe(false);
        }
      }
      for (const folder of ['photos', 'photos-private']) {
        const dir = path.join(dataDir, folder);
        expect(existsSync(dir) ? readdirSync(dir, { recursive: true }) : []).toEqual([]);
      }
    } finally {
      await database.close();
      bucket.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 300_000);
});
