import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { and, count, eq, ne } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { photos, profiles, users } from '../../db/schema';
import { createTestApp } from '../../test/harness';
import { client } from '../auth/testkit';
import { addPhotoFromBuffer, addPhotosFromBuffers, imageOf, PhotoService, photoUrl } from './service';
import { LocalPhotoStorage, newPhotoNames, type PhotoStorage } from './storage';
import { exifHasGps, jpeg, noise, photoUpload, picture } from './testkit';

let t: Awaited<ReturnType<typeof createTestApp>>;
let dataDir: string;
beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'amora-photos-'));
  t = await createTestApp({ env: { DATA_DIR: dataDir } });
});
afterAll(async () => {
  await t?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

let counter = 0;
/** A fresh logged-in member with helpers for the photo API. */
async function member() {
  const c = client(t);
  const email = `photos${++counter}@example.com`;
  expect((await c.signup({ email })).statusCode).toBe(201);
  const [row] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  const upload = async (data: Buffer | string, filename?: string, type?: string) => {
    const { payload, headers } = photoUpload(data, filename, type);
    return c.call('POST', '/api/photos.php', payload, headers);
  };
  return {
    ...c,
    id: row!.id,
    upload,
    list: async () => (await c.call('GET', '/api/photos.php')).json(),
    mainPhotoId: async () =>
      (await t.db.select().from(profiles).where(eq(profiles.userId, row!.id)))[0]!.mainPhotoId,
  };
}

const storedFiles = () =>
  readdirSync(path.join(dataDir, 'photos'), { recursive: true, withFileTypes: true }).filter((e) =>
    e.isFile(),
  ).length;

describe('POST /api/photos.php', () => {
  it('stores a JPEG with EXIF GPS without any metadata; the first photo becomes main', async () => {
    const m = await member();
    const input = await noise(800, 600)
      .jpeg()
      .withExifMerge({ IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '52/1 22/1 0/1' } })
      .toBuffer();
    expect(exifHasGps((await sharp(input).metadata()).exif)).toBe(true);

    const res = await m.upload(input);
    expect(res.statusCode).toBe(201);
    const { photo } = res.json();
    expect(photo).toMatchObject({
      status: 'active',
      width: 800,
      height: 600,
      main: true,
      reject_reason: null,
    });
    expect(photo.filename).toMatch(/^\/photos\/[0-9a-f]{32}\.webp$/);
    expect(photo.thumb_filename).toMatch(/^\/photos\/[0-9a-f]{32}-t\.webp$/);
    expect(await m.mainPhotoId()).toBe(photo.id);

    for (const url of [photo.filename, photo.thumb_filename]) {
      const file = await t.app.inject({ method: 'GET', url });
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('image/webp');
      expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(file.headers['x-content-type-options']).toBe('nosniff');
      const meta = await sharp(file.rawPayload).metadata();
      expect(meta).toMatchObject({ format: 'webp' });
      expect(meta.exif).toBeUndefined();
      expect(meta.icc).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
    }
    const thumb = await t.app.inject({ method: 'GET', url: photo.thumb_filename });
    expect(await sharp(thumb.rawPayload).metadata()).toMatchObject({ width: 400, height: 400 });
    const again = await t.app.inject({
      method: 'GET',
      url: photo.filename,
      headers: { 'if-none-match': `"${photo.filename.split('/').pop()}"` },
    });
    expect(again.statusCode).toBe(304);
  });

  it('streams a photo file from storage: the answer begins before storage has delivered all of it', async () => {
    const { full } = newPhotoNames();
    const body = new PassThrough();
    let opened!: () => void;
    const wasOpened = new Promise<void>((resolve) => {
      opened = resolve;
    });
    const real = t.app.photos.storage;
    // Serves `full` from a stream the test feeds; reading a whole file would fail the test.
    const fed: PhotoStorage = {
      put: (...args) => real.put(...args),
      delete: (name) => real.delete(name),
      move: (name, area) => real.move(name, area),
      get: () => Promise.reject(new Error('the route read a whole file')),
      open: async (name, area) => {
        if (name !== full || area !== 'public') return null;
        opened();
        return { stream: body, size: 6 };
      },
    };
    const service = t.app.photos as { storage: PhotoStorage };
    service.storage = fed;
    try {
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = t.app.server.address() as { port: number };
      const answer = fetch(`http://127.0.0.1:${port}/photos/${full}`);
      await wasOpened;
      body.write('abc');
      // Headers and the first bytes arrive while the file is still being read (not yet ended).
      const res = await answer;
      expect(res.status).toBe(200);
      expect(res.headers.get('content-length')).toBe('6');
      const reader = res.body!.getReader();
      const first = await reader.read();
      expect(Buffer.from(first.value!).toString()).toBe('abc');
      body.end('def');
      let rest = '';
      for (let piece = await reader.read(); !piece.done; piece = await reader.read()) {
        rest += Buffer.from(piece.value).toString();
      }
      expect(rest).toBe('def');
    } finally {
      service.storage = real;
    }
  });

  it('turns an image with EXIF orientation 6 upright', async () => {
    const m = await member();
    const input = await picture(600, 400).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    const { photo } = (await m.upload(input)).json();
    expect(photo).toMatchObject({ width: 400, height: 600 });
  });

  it('accepts PNG and WebP, whatever their names, and files over the 1 MB JSON body limit', async () => {
    const m = await member();
    expect((await m.upload(await picture(500, 500).png().toBuffer(), 'a.png', 'image/png')).statusCode).toBe(
      201,
    );
    expect(
      (await m.upload(await picture(500, 500).webp().toBuffer(), 'x.bin', 'application/octet-stream'))
        .statusCode,
    ).toBe(201);
    const big = await noise(1200, 1200).jpeg({ quality: 95 }).toBuffer();
    expect(big.length).toBeGreaterThan(1_048_576);
    expect((await m.upload(big)).statusCode).toBe(201);
  });

  it.each([
    [
      'a text file renamed .jpg',
      'photo_type_not_allowed',
      async () => Buffer.from('Not a picture\n'.repeat(50)),
    ],
    ['a GIF', 'photo_type_not_allowed', () => picture(300, 300).gif().toBuffer()],
    [
      'a truncated JPEG',
      'photo_corrupt',
      async () => (await noise(800, 600).jpeg().toBuffer()).subarray(0, 30_000),
    ],
    ['a tiny image', 'photo_too_small', () => jpeg(120, 120)],
  ])('refuses %s with 400 %s', async (_name, code, make) => {
    const m = await member();
    const res = await m.upload(await make());
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: code });
    expect((await m.list()).photos).toEqual([]);
  });

  it('refuses a file over 10 MB with 400 photo_too_large', async () => {
    const m = await member();
    const huge = Buffer.concat([await jpeg(), Buffer.alloc(10 * 1024 * 1024 + 1000, 1)]);
    const res = await m.upload(huge);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'photo_too_large' });
  });

  it('wants a file in the field photo, a login and the client header', async () => {
    const m = await member();
    const wrongField = await m.call(
      'POST',
      '/api/photos.php',
      ...(() => {
        const { payload, headers } = photoUpload(Buffer.from('x'));
        return [
          Buffer.from(payload.toString('latin1').replace('name="photo"', 'name="picture"'), 'latin1'),
          headers,
        ] as const;
      })(),
    );
    expect(wrongField.statusCode).toBe(400);
    expect(wrongField.json()).toMatchObject({ error: 'validation_failed', fields: { photo: 'required' } });
    const json = await m.call('POST', '/api/photos.php', { photo: 'x' });
    expect(json.json()).toMatchObject({ error: 'validation_failed', fields: { photo: 'required' } });

    const { payload, headers } = photoUpload(await jpeg());
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/photos.php',
      payload,
      headers: { ...headers, 'x-request-type': 'client' },
    });
    expect(anonymous.statusCode).toBe(403);
    expect(anonymous.json().error).toBe('authentication_required');
    const noHeader = await m.call('POST', '/api/photos.php', payload, { ...headers, 'x-request-type': '' });
    expect(noHeader.statusCode).toBe(403);
    expect(noHeader.json().error).toBe('client_header_required');
    expect((await t.app.inject({ method: 'GET', url: '/api/photos.php' })).statusCode).toBe(403);
  });
});

describe('limits', () => {
  it('lets a free member have 3 photos; the 4th is 403 photo_limit_reached {limit: 3}', async () => {
    const m = await member();
    for (let i = 0; i < 3; i++) expect((await m.upload(await jpeg())).statusCode).toBe(201);
    const res = await m.upload(await jpeg());
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ error: 'photo_limit_reached', limit: 3 });
    const list = await m.list();
    expect(list.limit).toBe(3);
    expect(list.photos).toHaveLength(3);
    expect(list.photos.filter((p: { main: boolean }) => p.main)).toHaveLength(1);
  });

  it('lets a premium member have 25', async () => {
    const m = await member();
    await t.db.update(users).set({ paidUser: true }).where(eq(users.id, m.id));
    const storage = new LocalPhotoStorage(path.join(dataDir, 'photos'));
    const image = await jpeg(300, 300);
    await addPhotosFromBuffers(
      t.db,
      storage,
      Array.from({ length: 24 }, () => ({ userId: m.id, buffer: image })),
    );
    expect((await m.upload(image)).statusCode).toBe(201);
    const res = await m.upload(image);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ error: 'photo_limit_reached', limit: 25 });
    expect((await m.list()).limit).toBe(25);
  });

  it('does not let parallel uploads pass the limit together, and leaves no files of refused ones', async () => {
    const m = await member();
    for (let i = 0; i < 2; i++) expect((await m.upload(await jpeg())).statusCode).toBe(201);
    const filesBefore = storedFiles();
    const image = await jpeg();
    const answers = await Promise.all(Array.from({ length: 4 }, () => m.upload(image)));
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 403, 403, 403]);
    const [row] = await t.db
      .select({ n: count() })
      .from(photos)
      .where(and(eq(photos.userId, m.id), ne(photos.status, 'rejected')));
    expect(row!.n).toBe(3);
    expect(storedFiles()).toBe(filesBefore + 2);
  });

  it('does not count rejected photos', async () => {
    const m = await member();
    for (let i = 0; i < 3; i++) await m.upload(await jpeg());
    const [first] = await t.db.select().from(photos).where(eq(photos.userId, m.id)).limit(1);
    await t.db
      .update(photos)
      .set({ status: 'rejected', rejectReason: 'blurry' })
      .where(eq(photos.id, first!.id));
    expect((await m.upload(await jpeg())).statusCode).toBe(201);
  });
});

describe('main photo and deletion', () => {
  it('chooses the main photo; deleting it promotes the next one; the last one leaves none', async () => {
    const m = await member();
    const ids: number[] = [];
    for (let i = 0; i < 3; i++) ids.push((await m.upload(await jpeg())).json().photo.id);
    expect(await m.mainPhotoId()).toBe(ids[0]);

    const chosen = await m.call('PUT', '/api/photos.php', { id: ids[2], main: true });
    expect(chosen.statusCode).toBe(200);
    expect(chosen.json().photo).toMatchObject({ id: ids[2], main: true });
    expect((await m.list()).photos.map((p: { main: boolean }) => p.main)).toEqual([false, false, true]);

    const files = (await m.list()).photos.find((p: { id: number }) => p.id === ids[2]);
    expect((await m.call('DELETE', '/api/photos.php', { id: ids[2] })).json()).toEqual({ ok: true });
    expect(await m.mainPhotoId()).toBe(ids[0]);
    expect((await t.app.inject({ method: 'GET', url: files.filename })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: files.thumb_filename })).statusCode).toBe(404);

    await m.call('DELETE', '/api/photos.php', { id: ids[0] });
    expect(await m.mainPhotoId()).toBe(ids[1]);
    await m.call('DELETE', '/api/photos.php', { id: ids[1] });
    expect(await m.mainPhotoId()).toBeNull();
    expect((await m.list()).photos).toEqual([]);
  });

  it("does not let a member delete or choose another member's photo", async () => {
    const owner = await member();
    const other = await member();
    const { photo } = (await owner.upload(await jpeg())).json();
    for (const [method, body] of [
      ['DELETE', { id: photo.id }],
      ['PUT', { id: photo.id, main: true }],
    ] as const) {
      const res = await other.call(method, '/api/photos.php', body);
      expect(res.statusCode).toBe(404);
      expect(res.json().error).toBe('not_found');
    }
    expect((await owner.list()).photos).toHaveLength(1);
    expect(await other.mainPhotoId()).toBeNull();
    const missing = await owner.call('DELETE', '/api/photos.php', { id: 99_999_999 });
    expect(missing.statusCode).toBe(404);
    const bad = await owner.call('PUT', '/api/photos.php', { id: photo.id, main: false });
    expect(bad.statusCode).toBe(400);
  });
});

describe('PhotoService', () => {
  it('keeps photos pending under moderation; main_image shows only an active main photo', async () => {
    const m = await member();
    const storage = new LocalPhotoStorage(path.join(dataDir, 'photos'));
    const service = new PhotoService(t.db, storage, undefined, { moderation: true });
    const pending = await service.upload(m.id, false, await jpeg());
    expect(pending.status).toBe('pending');
    expect(await m.mainPhotoId()).toBe(pending.id);
    expect(await service.mainImageFor(m.id)).toBeNull();
    expect((await service.upload(m.id, false, await jpeg(), { moderation: false })).status).toBe('active');

    await t.db.update(photos).set({ status: 'active' }).where(eq(photos.id, pending.id));
    expect(await service.mainImageFor(m.id, 'https://cdn.example.com')).toEqual({
      filename: `https://cdn.example.com/photos/${pending.filename}`,
      thumb_filename: `https://cdn.example.com/photos/${pending.thumbFilename}`,
      match: `https://cdn.example.com/photos/${pending.filename}`,
    });
    const other = await member();
    const images = await service.mainImagesFor([m.id, other.id]);
    expect([...images.keys()]).toEqual([m.id]);
  });

  it('adds seeded photos without the limit, optionally as the main photo', async () => {
    const m = await member();
    const storage = new LocalPhotoStorage(path.join(dataDir, 'photos'));
    const image = await jpeg(300, 300);
    const rows = await addPhotosFromBuffers(
      t.db,
      storage,
      Array.from({ length: 5 }, () => ({ userId: m.id, buffer: image })),
    );
    expect(await m.mainPhotoId()).toBe(rows[0]!.id);
    const chosen = await addPhotoFromBuffer(t.db, storage, m.id, image, { main: true, status: 'active' });
    expect(await m.mainPhotoId()).toBe(chosen.id);
    expect(await storage.get(chosen.filename, 'public')).toBeInstanceOf(Buffer);
    expect((await m.list()).photos).toHaveLength(6);
  });
});

describe('GET /photos/:name', () => {
  it.each([
    '/photos/0123456789abcdef0123456789abcdef.webp',
    '/photos/..%2F..%2Fpackage.json',
    '/photos/..%2Fphotos.test.ts',
    '/photos/%2e%2e%2f%2e%2e%2fetc%2fpasswd',
    '/photos/0123456789ABCDEF0123456789ABCDEF.webp',
    '/photos/../package.json',
    '/photos/',
  ])('answers 404 JSON for %s', async (url) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toBe('not_found');
  });
});

describe('URLs', () => {
  it("put the site's cdn_prefix in front", () => {
    expect(photoUrl('a.webp')).toBe('/photos/a.webp');
    expect(photoUrl('a.webp', 'https://cdn.example.com/')).toBe('https://cdn.example.com/photos/a.webp');
    expect(imageOf({ filename: 'a.webp', thumbFilename: 'a-t.webp' }, 'https://cdn.example.com')).toEqual({
      filename: 'https://cdn.example.com/photos/a.webp',
      thumb_filename: 'https://cdn.example.com/photos/a-t.webp',
      match: 'https://cdn.example.com/photos/a.webp',
    });
  });
});
