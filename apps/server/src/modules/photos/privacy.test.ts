import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { photos, profiles, sites, users } from '../../db/schema';
import { movePrivatePhotoFiles, PRIVATE_LAYOUT_MARKER } from '../../setup/photo-files';
import { createTestApp, TEST_STAFF_PASSWORD } from '../../test/harness';
import { client } from '../auth/testkit';
import { grantCredits } from '../credits/service';
import { refreshListing } from '../members/profile-store';
import { addPhotoFromBuffer, presentPhoto } from './service';
import { LocalPhotoStorage } from './storage';
import { jpeg, multipart, photoUpload } from './testkit';

/**
 * Decision 020: only approved profile photos are public files. Pending and rejected photos and
 * chat photos are served from the private area to those allowed, and 404 to everyone else.
 */
let t: Awaited<ReturnType<typeof createTestApp>>;
let dataDir: string;
let moderator: ReturnType<typeof client>;
let support: ReturnType<typeof client>;
let operator: ReturnType<typeof client>;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'amora-privacy-'));
  t = await createTestApp({ env: { DATA_DIR: dataDir } });
  // The English site moderates photos: uploads wait as `pending`.
  await t.db.update(sites).set({ photoModeration: true }).where(eq(sites.domain, 'localhost'));
  t.app.sites.invalidate();
  const login = async (role: string) => {
    const c = client(t);
    expect((await c.staffLogin(`${role}@amora.example`, TEST_STAFF_PASSWORD)).statusCode).toBe(200);
    return c;
  };
  moderator = await login('moderator');
  support = await login('support');
  operator = await login('operator');
});
afterAll(async () => {
  await t?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

let n = 0;
/** A confirmed, listed member of the site at `host` (English `localhost`, Dutch `127.0.0.1`). */
async function member(host = 'localhost', credits = 0) {
  const c = client(t, host);
  const email = `private${++n}@example.com`;
  const res = await c.signup({ email, name: `Private ${n}` });
  expect(res.statusCode).toBe(201);
  const id = res.json().user.id as number;
  await t.db.update(users).set({ status: 'active', paidUser: true }).where(eq(users.id, id));
  await refreshListing(t.db, id, { activate: true });
  if (credits) await t.db.transaction((tx) => grantCredits(tx, id, credits, 'adjustment', 'test'));
  return { c, id };
}

const visitor = (host = 'localhost') => ({
  call: (_method: 'GET', url: string, _payload?: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers: { host, ...headers } }),
});
type Viewer = Pick<ReturnType<typeof client>, 'call'> | ReturnType<typeof visitor>;
const get = (viewer: Viewer, url: string, headers: Record<string, string> = {}) =>
  viewer.call('GET', url, undefined, headers);

/** Both files of a photo in the API shape: full image and thumbnail. */
const urlsOf = (photo: { filename: string; thumb_filename: string }) => [
  photo.filename,
  photo.thumb_filename,
];
const namesOf = (photo: { filename: string; thumb_filename: string }) =>
  urlsOf(photo).map((url) => url.slice(url.lastIndexOf('/') + 1));
const fileIn = (area: 'photos' | 'photos-private', name: string) =>
  existsSync(path.join(dataDir, area, name.slice(0, 2), name));

async function expectStatus(viewer: Viewer, urls: string[], status: number) {
  for (const url of urls) expect((await get(viewer, url)).statusCode, url).toBe(status);
}

async function upload(owner: Awaited<ReturnType<typeof member>>) {
  const body = photoUpload(await jpeg());
  const res = await owner.c.call('POST', '/api/photos.php', body.payload, body.headers);
  expect(res.statusCode).toBe(201);
  return res.json().photo as { id: number; status: string; filename: string; thumb_filename: string };
}

const decide = (photoId: number, decision: 'approve' | 'reject') =>
  moderator.call('POST', '/api/staff/photo-decision.php', {
    photo_id: photoId,
    decision,
    ...(decision === 'reject' ? { reason: 'not_a_person' } : {}),
  });

describe('a photo waiting for moderation', () => {
  it('is served to its owner and photo staff only; everyone else gets 404 for every size', async () => {
    const owner = await member();
    const other = await member();
    const elsewhere = await member('127.0.0.1');
    const photo = await upload(owner);
    expect(photo.status).toBe('pending');
    const urls = urlsOf(photo);
    for (const url of urls) expect(url).toMatch(/^\/photos\/private\/[0-9a-f]{32}(-t)?\.webp$/);
    for (const name of namesOf(photo)) {
      expect(fileIn('photos-private', name)).toBe(true);
      expect(fileIn('photos', name)).toBe(false);
    }

    for (const url of urls) {
      const res = await get(owner.c, url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/webp');
      // Never in a shared cache (CDN, proxy); the browser re-checks access on every use.
      expect(res.headers['cache-control']).toBe('private, no-cache');
      expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
      const again = await get(owner.c, url, { 'if-none-match': res.headers.etag as string });
      expect(again.statusCode).toBe(304);
    }
    await expectStatus(moderator, urls, 200);
    // Support reads member details, the photos among them.
    await expectStatus(support, urls, 200);

    await expectStatus(visitor(), urls, 404);
    await expectStatus(visitor('127.0.0.1'), urls, 404);
    await expectStatus(other.c, urls, 404);
    await expectStatus(elsewhere.c, urls, 404);
    await expectStatus(operator, urls, 404);
    // Knowing the ETag does not help either.
    const probe = await get(visitor(), urls[0]!, { 'if-none-match': `"${namesOf(photo)[0]}"` });
    expect(probe.statusCode).toBe(404);
    expect(probe.headers['cache-control']).toBe('no-store');
    // Nor does the public path of the same name: the file is not in the public area.
    const publicUrls = namesOf(photo).map((name) => `/photos/${name}`);
    await expectStatus(visitor(), publicUrls, 404);
    await expectStatus(owner.c, publicUrls, 404);
  });

  it('becomes a public, long-cached file when approved, and private again when rejected', async () => {
    const owner = await member();
    const other = await member();
    const pending = await upload(owner);
    expect((await decide(pending.id, 'approve')).statusCode).toBe(200);

    const [approved] = (await owner.c.call('GET', '/api/photos.php')).json().photos;
    expect(approved).toMatchObject({ id: pending.id, status: 'active' });
    const publicUrls = urlsOf(approved);
    expect(publicUrls).toEqual(namesOf(pending).map((name) => `/photos/${name}`));
    for (const url of publicUrls) {
      const res = await get(visitor('127.0.0.1'), url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
    }
    for (const name of namesOf(pending)) {
      expect(fileIn('photos', name)).toBe(true);
      expect(fileIn('photos-private', name)).toBe(false);
    }
    // Others see it on the profile, with the public URLs.
    const profile = (await other.c.call('GET', `/api/member.php?id=${owner.id}`)).json();
    expect(JSON.stringify(profile)).toContain(publicUrls[0]);
    // The private path of an approved photo answers nothing, even to its owner.
    await expectStatus(owner.c, urlsOf(pending), 404);

    // Rejected later (a report, say): out of the public area, back to its owner only.
    expect((await decide(pending.id, 'reject')).statusCode).toBe(200);
    await expectStatus(visitor(), publicUrls, 404);
    await expectStatus(other.c, publicUrls, 404);
    const [rejected] = (await owner.c.call('GET', '/api/photos.php')).json().photos;
    expect(rejected).toMatchObject({ id: pending.id, status: 'rejected' });
    expect(urlsOf(rejected)).toEqual(urlsOf(pending));
    await expectStatus(owner.c, urlsOf(rejected), 200);
    await expectStatus(moderator, urlsOf(rejected), 200);
    await expectStatus(other.c, urlsOf(rejected), 404);
    await expectStatus(visitor(), urlsOf(rejected), 404);
    for (const name of namesOf(pending)) expect(fileIn('photos', name)).toBe(false);
  });

  it('stays private when rejected: owner and moderator see it, no one else', async () => {
    const owner = await member();
    const other = await member();
    const elsewhere = await member('127.0.0.1');
    const photo = await upload(owner);
    expect((await decide(photo.id, 'reject')).statusCode).toBe(200);
    const urls = urlsOf(photo);
    await expectStatus(owner.c, urls, 200);
    await expectStatus(moderator, urls, 200);
    await expectStatus(visitor(), urls, 404);
    await expectStatus(other.c, urls, 404);
    await expectStatus(elsewhere.c, urls, 404);
    // The staff queue of rejected photos links to the private files, which the moderator can open.
    const queue = (await moderator.call('GET', '/api/staff/photos.php?status=rejected')).json().photos;
    const listed = queue.find((p: { id: number }) => p.id === photo.id);
    expect(urlsOf(listed)).toEqual(urls);
  });
});

describe('deleting a photo', () => {
  it('removes its files, private or public', async () => {
    const owner = await member();
    const pending = await upload(owner);
    const approved = await upload(owner);
    await decide(approved.id, 'approve');
    for (const photo of [pending, approved]) {
      expect((await owner.c.call('DELETE', '/api/photos.php', { id: photo.id })).statusCode).toBe(200);
      for (const name of namesOf(photo)) {
        expect(fileIn('photos', name)).toBe(false);
        expect(fileIn('photos-private', name)).toBe(false);
      }
      await expectStatus(owner.c, urlsOf(photo), 404);
    }
  });
});

describe('a chat photo', () => {
  it('is for the two members of the conversation only (and operators of a fictional one)', async () => {
    const sender = await member('localhost', 100);
    const recipient = await member();
    const third = await member();
    const elsewhere = await member('127.0.0.1');
    const body = multipart([
      { name: 'client_id', data: randomUUID() },
      { name: 'profile_id', data: String(recipient.id) },
      { name: 'photo', data: await jpeg(), filename: 'beach.jpg', contentType: 'image/jpeg' },
    ]);
    const res = await sender.c.call('POST', '/api/chat-photo.php', body.payload, body.headers);
    expect(res.statusCode).toBe(200);
    const urls = urlsOf(res.json().message.photo);
    for (const url of urls) expect(url).toMatch(/^\/photos\/private\//);

    await expectStatus(sender.c, urls, 200);
    await expectStatus(recipient.c, urls, 200);
    await expectStatus(third.c, urls, 404);
    await expectStatus(elsewhere.c, urls, 404);
    await expectStatus(visitor(), urls, 404);
    await expectStatus(moderator, urls, 404);
    await expectStatus(operator, urls, 404);
    const publicUrls = namesOf(res.json().message.photo).map((name) => `/photos/${name}`);
    await expectStatus(visitor(), publicUrls, 404);

    // Blocked: the conversation is closed, and so are its photos.
    expect((await recipient.c.call('POST', '/api/block.php', { profile_id: sender.id })).statusCode).toBe(
      200,
    );
    await expectStatus(recipient.c, urls, 404);
    await expectStatus(sender.c, urls, 404);

    // Staff answering as a fictional member need to see what was sent to it.
    await t.db.update(profiles).set({ fictional: true }).where(eq(profiles.userId, recipient.id));
    await expectStatus(operator, urls, 200);
    await expectStatus(support, urls, 404);
  });
});

describe('files stored before decision 020', () => {
  it('move to the private area once: unapproved and chat photos; approved ones stay public', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'amora-layout-'));
    try {
      const owner = await member();
      // The old layout: every file in the public folder.
      const old = new LocalPhotoStorage(path.join(dir, 'photos'));
      const image = await jpeg();
      const pending = await addPhotoFromBuffer(t.db, old, owner.id, image, { status: 'active' });
      const active = await addPhotoFromBuffer(t.db, old, owner.id, image, { status: 'active' });
      await t.db.update(photos).set({ status: 'pending' }).where(eq(photos.id, pending.id));

      expect(await movePrivatePhotoFiles(t.db, old)).toBeGreaterThan(0);
      for (const name of [pending.filename, pending.thumbFilename]) {
        expect(await old.get(name, 'public')).toBeNull();
        expect(await old.get(name, 'private')).toBeInstanceOf(Buffer);
      }
      for (const name of [active.filename, active.thumbFilename]) {
        expect(await old.get(name, 'public')).toBeInstanceOf(Buffer);
      }
      expect(existsSync(path.join(dir, 'photos-private', PRIVATE_LAYOUT_MARKER))).toBe(true);
      // Once only: the marker makes later starts skip the scan.
      expect(await movePrivatePhotoFiles(t.db, old)).toBe(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('URLs of a photo', () => {
  it('go through the cdn_prefix when approved, and stay on the site when private', () => {
    const row = {
      id: 1,
      userId: 1,
      filename: 'a.webp',
      thumbFilename: 'a-t.webp',
      width: 400,
      height: 300,
      rejectReason: null,
      createdAt: new Date(),
      screening: null,
      explicit: false,
      heldReasons: [],
      risk: 0,
      phash: null,
      copyOf: null,
    };
    const cdn = 'https://cdn.example.com';
    expect(presentPhoto({ ...row, status: 'active' }, true, cdn).filename).toBe(`${cdn}/photos/a.webp`);
    expect(presentPhoto({ ...row, status: 'pending' }, true, cdn)).toMatchObject({
      filename: '/photos/private/a.webp',
      thumb_filename: '/photos/private/a-t.webp',
    });
    expect(presentPhoto({ ...row, status: 'rejected' }, false, cdn).filename).toBe('/photos/private/a.webp');
  });
});
