import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { photos, users } from '../../db/schema';
import { avatarSpecs, renderAvatarPng } from '../../setup/seed/members';
import { createTestApp, TEST_STAFF_PASSWORD } from '../../test/harness';
import { client } from '../auth/testkit';
import { refreshListing } from '../members/profile-store';
import { jpeg, photoUpload } from '../photos/testkit';
import { ModelScreening, type ScreeningEngine, type ScreeningScores } from './engine';
import { explicitScore } from './policy';

/**
 * Screening on arrival (decision 043). The pipeline's tests run the real models — nsfwjs's
 * MobileNetV2 and BlazeFace on tfjs-wasm, in their worker thread — on pictures the test draws: a
 * face-less gradient and the demo avatars. No test can show the models an explicit picture, so
 * the explicit rules have their own suite below with an engine that says "explicit".
 */

/** A gradient with nothing in it: no face, nothing explicit. Each direction is a picture of its own. */
const gradient = (direction: 'x' | 'y' = 'x') =>
  sharp(
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="480"><defs><linearGradient id="g" x2="${direction === 'x' ? 1 : 0}" y2="${direction === 'y' ? 1 : 0}"><stop offset="0" stop-color="#e91e63"/><stop offset="1" stop-color="#673ab7"/></linearGradient></defs><rect width="640" height="480" fill="url(#g)"/></svg>`,
    ),
  )
    .jpeg()
    .toBuffer();

async function setUp(engine?: ScreeningEngine) {
  const t = await createTestApp({
    screening: engine,
    env: { DATA_DIR: mkdtempSync(path.join(tmpdir(), 'amora-screening-')) },
  });
  await t.addSite({ domain: 'faces.test', name: 'Faces', screenNoFace: 'hold', signupCredits: 100 });
  await t.addSite({
    domain: 'refuse.test',
    name: 'Refuse',
    screenExplicitMain: 'refuse',
    signupCredits: 100,
  });
  await t.addSite({ domain: 'open.test', name: 'Open', signupCredits: 100 });
  const moderator = client(t);
  expect((await moderator.staffLogin('moderator@amora.example', TEST_STAFF_PASSWORD)).statusCode).toBe(200);
  let n = 0;
  const member = async (host: string) => {
    const c = client(t, host);
    const res = await c.signup({
      email: `s${++n}-${randomUUID().slice(0, 6)}@example.com`,
      name: `Member ${n}`,
    });
    const id = res.json().user.id as number;
    await t.db.update(users).set({ status: 'active', paidUser: true }).where(eq(users.id, id));
    await refreshListing(t.db, id, { activate: true });
    const upload = async (image: Buffer) => {
      const body = photoUpload(image);
      return c.call('POST', '/api/photos.php', body.payload, body.headers);
    };
    return { c, id, upload };
  };
  const queue = async () =>
    (await moderator.call('GET', '/api/staff/photos.php?status=pending')).json().photos as {
      id: number;
      held_reasons: string[];
      risk: number;
      screening: ScreeningScores | null;
      copy_of: { id: number; user_id: number; banned: boolean } | null;
    }[];
  return { t, moderator, member, queue };
}

describe('the real models', () => {
  const engine = new ModelScreening();
  afterAll(() => engine.close());

  it('find no face and nothing explicit in a gradient, and take the demo avatars for drawings', async () => {
    const plain = await engine.screen(await gradient());
    expect(plain.faces).toBe(0);
    expect(explicitScore(plain)).toBeLessThan(0.1);
    const sum = Object.values(plain.classes).reduce((a, b) => a + b, 0);
    expect(sum).toBeGreaterThan(0.98);
    for (const spec of avatarSpecs(4, 1)) {
      const scores = await engine.screen(await renderAvatarPng(spec));
      expect(explicitScore(scores), spec.style).toBeLessThan(0.2);
      expect(scores.classes.drawing + scores.classes.neutral, spec.style).toBeGreaterThan(0.8);
    }
    expect(engine.stats()!.modelBytes).toBeGreaterThan(1_000_000);
  });
});

describe('screening on arrival through the API, with the real models', () => {
  let s: Awaited<ReturnType<typeof setUp>>;
  beforeAll(async () => {
    s = await setUp();
  });
  afterAll(async () => s?.t.close());

  it('holds a face-less profile photo where the site asks, and the queue shows the scores and why', async () => {
    const m = await s.member('faces.test');
    const res = await m.upload(await gradient());
    expect(res.statusCode).toBe(201);
    expect(res.json().photo.status).toBe('pending');
    const held = (await s.queue()).find((p) => p.id === res.json().photo.id)!;
    expect(held.held_reasons).toEqual(['no_face']);
    expect(held.screening!.faces).toBe(0);
    expect(held.screening!.classes.drawing).toBeGreaterThan(0.5);
    // Nobody else sees it yet: its file is private and the profile has no main image.
    expect(res.json().photo.filename).toMatch(/^\/photos\/private\//);
  });

  it('lets the same face-less photo through on a site that allows it, with its scores kept', async () => {
    const m = await s.member('open.test');
    const res = await m.upload(await gradient('y'));
    expect(res.json().photo.status).toBe('active');
    const [row] = await s.t.db.select().from(photos).where(eq(photos.id, res.json().photo.id));
    expect(row!.screening!.faces).toBe(0);
    expect(row!.phash).toMatch(/^[01]{64}$/);
    expect(row!.heldReasons).toEqual([]);
  });

  it('marks the same photo on a second account as a likely copy, side by side with the first, before anyone sees it', async () => {
    const first = await s.member('open.test');
    const second = await s.member('open.test');
    const image = await jpeg(800, 600);
    const original = (await first.upload(image)).json().photo;
    expect(original.status).toBe('active');
    // Resized and re-encoded: still the same picture.
    const copy = (await second.upload(await sharp(image).resize(600).jpeg({ quality: 70 }).toBuffer())).json()
      .photo;
    expect(copy.status).toBe('pending');
    const queued = await s.queue();
    const held = queued.find((p) => p.id === copy.id)!;
    expect(held.held_reasons).toEqual(['likely_copy']);
    expect(held.copy_of).toMatchObject({ id: original.id, user_id: first.id, banned: false });
    // Copies come first in the queue: they outrank any photo held for another reason.
    expect(queued[0]!.held_reasons).toContain('likely_copy');
    // The owner's own second upload of it is no copy.
    expect((await first.upload(image)).json().photo.status).toBe('active');
  });

  it('marks a banned account’s photo reused by a new account, and says the first account is banned', async () => {
    const banned = await s.member('open.test');
    const image = await jpeg(700, 500);
    const original = (await banned.upload(image)).json().photo;
    expect(
      (
        await s.moderator.call('POST', '/api/staff/ban.php', {
          user_id: banned.id,
          reason: 'fake',
          days: null,
        })
      ).statusCode,
    ).toBe(200);
    const again = await s.member('refuse.test');
    const copy = (await again.upload(image)).json().photo;
    expect(copy.status).toBe('pending');
    expect((await s.queue()).find((p) => p.id === copy.id)!.copy_of).toMatchObject({
      id: original.id,
      banned: true,
    });
  });

  it('scores a chat photo; a drawing is not marked explicit for the recipient', async () => {
    const [anna, bert] = [await s.member('open.test'), await s.member('open.test')];
    const { multipart } = await import('../photos/testkit');
    const body = multipart([
      { name: 'profile_id', data: String(bert.id) },
      { name: 'client_id', data: randomUUID() },
      {
        name: 'photo',
        data: await renderAvatarPng(avatarSpecs(1, 3)[0]!),
        filename: 'me.png',
        contentType: 'image/png',
      },
    ]);
    const sent = await anna.c.call('POST', '/api/chat-photo.php', body.payload, body.headers);
    expect(sent.statusCode).toBe(200);
    expect(sent.json().message.photo.explicit).toBe(false);
  });
});

/** An engine that says what the test needs: the explicit rules, which no drawn picture triggers. */
class SaysExplicit implements ScreeningEngine {
  async screen(): Promise<ScreeningScores> {
    return { classes: { drawing: 0, hentai: 0.05, neutral: 0.05, porn: 0.85, sexy: 0.05 }, faces: 1 };
  }
  stats() {
    return null;
  }
  async close() {}
}

describe('the explicit rules (an engine that scores every photo explicit)', () => {
  let s: Awaited<ReturnType<typeof setUp>>;
  beforeAll(async () => {
    s = await setUp(new SaysExplicit());
  });
  afterAll(async () => s?.t.close());

  it('refuses an explicit main photo where the site says refuse', async () => {
    const m = await s.member('refuse.test');
    const res = await m.upload(await jpeg());
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('photo_explicit');
  });

  it('holds an explicit main photo for a moderator by default, highest risk first; approved, it may be main', async () => {
    const m = await s.member('open.test');
    const res = await m.upload(await jpeg());
    expect(res.statusCode).toBe(201);
    expect(res.json().photo.status).toBe('pending');
    const queue = await s.queue();
    const held = queue.find((p) => p.id === res.json().photo.id)!;
    expect(held.held_reasons).toEqual(['explicit']);
    expect(held.risk).toBeGreaterThanOrEqual(0.9);
    // A second, non-main explicit photo is allowed but may not become the main photo.
    const second = (await m.upload(await jpeg())).json().photo;
    expect(second.status).toBe('active');
    const main = await m.c.call('PUT', '/api/photos.php', { id: second.id, main: true });
    expect(main.statusCode).toBe(409);
    expect(main.json().error).toBe('photo_explicit');
    expect(
      (
        await s.moderator.call('POST', '/api/staff/photo-decision.php', {
          photo_id: second.id,
          decision: 'approve',
        })
      ).statusCode,
    ).toBe(200);
    expect((await m.c.call('PUT', '/api/photos.php', { id: second.id, main: true })).statusCode).toBe(200);
  });

  it('marks an explicit chat photo for the recipient, who chose blurring by default', async () => {
    const [anna, bert] = [await s.member('open.test'), await s.member('open.test')];
    const { multipart } = await import('../photos/testkit');
    const body = multipart([
      { name: 'profile_id', data: String(bert.id) },
      { name: 'client_id', data: randomUUID() },
      { name: 'photo', data: await jpeg(), filename: 'x.jpg', contentType: 'image/jpeg' },
    ]);
    const sent = await anna.c.call('POST', '/api/chat-photo.php', body.payload, body.headers);
    expect(sent.statusCode).toBe(200);
    expect(sent.json().message.photo.explicit).toBe(true);
    const conversation = sent.json().message.conversation_id as number;
    const seen = (await bert.c.call('GET', `/api/chat.php?conversation=${conversation}`)).json();
    expect(seen.messages.at(-1).photo.explicit).toBe(true);
    expect((await bert.c.me()).blur_explicit_photos).toBe(true);
  });
});
