import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SettingsSchema } from '@amora/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conversations, invitations, photos, profiles } from '../../db/schema';
import { NOT_FOUND_META } from '../../lib/spa';
import { createTestApp } from '../../test/harness';
import { client } from '../auth/testkit';

let t: Awaited<ReturnType<typeof createTestApp>>;
const webDistDir = mkdtempSync(path.join(tmpdir(), 'amora-web-'));
writeFileSync(
  path.join(webDistDir, 'index.html'),
  '<!doctype html><html lang="en"><head><title>Amora</title></head><body><div id="root"></div></body></html>',
);

beforeAll(async () => {
  t = await createTestApp({ webDistDir });
});
afterAll(async () => t?.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { host: 'localhost:3000', ...headers } });

describe('GET /api/settings.php', () => {
  it('answers the English demo site for Host localhost, per its schema', async () => {
    const res = await get('/api/settings.php');
    expect(res.statusCode).toBe(200);
    const settings = SettingsSchema.parse(res.json());
    expect(settings).toMatchObject({
      name: 'Amora',
      domain: 'localhost',
      domain_language: 'en',
      language: 'en',
    });
    expect(settings.index_title).toContain('Amora');
    expect(settings.fictional_warning).toMatch(/fictional/);
  });

  it('answers the Dutch demo site for Host 127.0.0.1, in Dutch', async () => {
    const res = await get('/api/settings.php', { host: '127.0.0.1:3000' });
    expect(res.json()).toMatchObject({ name: 'Vonkje', domain_language: 'nl', language: 'nl' });
    expect(res.json().index_title).toContain('Nederland');
  });

  it('translates texts into the requested language, then the locale cookie', async () => {
    expect((await get('/api/settings.php?lang=de')).json().fictional_plural).toBe('fiktive Profile');
    const viaCookie = await get('/api/settings.php', { cookie: 'i18n_redirected=fr' });
    expect(viaCookie.json()).toMatchObject({ language: 'fr', fictional_plural: 'profils fictifs' });
  });

  it('lets a domain query force another site outside production', async () => {
    expect((await get('/api/settings.php?domain=127.0.0.1')).json().name).toBe('Vonkje');
  });

  it('falls back to the first site for an unknown host', async () => {
    expect((await get('/api/settings.php', { host: 'unknown.example' })).json().name).toBe('Amora');
  });

  it('takes the country from a CDN header and selects it when the site serves it', async () => {
    const res = await get('/api/settings.php', { 'cf-ipcountry': 'ie' });
    expect(res.json()).toMatchObject({ geoip_country: 'IE', geoip_selected_country: 'IE' });
    const elsewhere = await get('/api/settings.php', { 'cf-ipcountry': 'JP' });
    expect(elsewhere.json()).toMatchObject({ geoip_country: 'JP', geoip_selected_country: 'GB' });
  });

  it('looks the country up offline from the visitor IP without a CDN header', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/settings.php',
      headers: { host: '127.0.0.1' },
      remoteAddress: '145.97.39.155', // a Dutch university network
    });
    expect(res.json()).toMatchObject({ geoip_country: 'NL', geoip_selected_country: 'NL' });
    expect((await get('/api/settings.php')).json().geoip_country).toBeNull(); // loopback: unknown
  });

  it('refuses an unknown language with 400 and a field code', async () => {
    const res = await get('/api/settings.php?lang=xx');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'validation_failed', fields: { lang: expect.any(String) } });
  });
});

describe('GET /api/companyinfo.php', () => {
  it('answers the company behind the site', async () => {
    const res = await get('/api/companyinfo.php');
    expect(res.statusCode).toBe(200);
    expect(res.json().company).toMatchObject({
      name: 'Amora Media B.V.',
      city: 'Amsterdam',
      kvk: '81234567',
    });
  });
});

describe('health, OpenAPI and unknown paths', () => {
  it('reports the database as reachable', async () => {
    const res = await get('/healthz');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: t.databaseKind });
  });

  it('serves an OpenAPI document generated from the route schemas', async () => {
    const doc = (await get('/api/openapi.json')).json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/settings.php',
        '/api/interests.php',
        '/api/regions.php',
        '/api/companyinfo.php',
      ]),
    );
    expect(doc.paths['/api/settings.php'].get.responses['200']).toBeDefined();
  });

  it('answers an unknown /api path with a JSON 404', async () => {
    const res = await get('/api/nope.php');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ error: 'not_found' });
    const post = await t.app.inject({
      method: 'POST',
      url: '/api/settings.php',
      headers: { host: 'localhost', 'x-request-type': 'client' },
    });
    expect(post.statusCode).toBe(404);
    expect(post.json().error).toBe('not_found');
  });

  it('serves the web app with 200 on table routes and 404 elsewhere', async () => {
    const [member] = await t.db
      .select({ id: profiles.userId })
      .from(profiles)
      .where(and(eq(profiles.siteId, 1), eq(profiles.searchable, true)))
      .limit(1);
    for (const url of [
      '/',
      `/members/${member!.id}`,
      '/likes/received',
      '/pages/terms',
      '/landers/video/summer',
      '/likes/matches',
      '/credits/7/ideal',
      '/transactions/3',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain('<div id="root">');
    }
    for (const url of [
      '/nope',
      '/members/abc',
      '/pages/unknown',
      '/landers/video/a/b',
      // Known routes with values the app does not have.
      '/likes/bogus',
      '/credits/abc',
      '/transactions/abc',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body).toContain('<div id="root">');
      expect(res.body).toContain(NOT_FOUND_META);
    }
  });

  it('answers 404 on a direct load of a member, conversation or link this site does not have', async () => {
    const status = async (url: string, c?: ReturnType<typeof client>) => {
      const res = c ? await c.call('GET', url) : await get(url);
      expect(res.body, url).toContain('<div id="root">');
      expect(res.body.includes(NOT_FOUND_META), url).toBe(res.statusCode === 404);
      return res.statusCode;
    };
    const shown = await t.db
      .select({ id: profiles.userId, siteId: profiles.siteId })
      .from(profiles)
      .where(eq(profiles.searchable, true));
    const [a, b] = shown.filter((p) => p.siteId === 1);
    const elsewhere = shown.find((p) => p.siteId !== 1)!;
    expect(await status(`/members/${a!.id}`)).toBe(200);
    expect(await status(`/likes/m/${a!.id}`)).toBe(200);
    expect(await status('/members/999999')).toBe(404);
    expect(await status('/likes/m/999999')).toBe(404);
    // Another site's member is not this site's.
    expect(await status(`/members/${elsewhere.id}`)).toBe(404);
    // A profile hidden from search is there for its owner only (the member API's rule).
    const own = client(t, 'localhost:3000');
    const ownId = (await own.signup({ email: 'records@example.com', name: 'Rhea' })).json().user.id as number;
    await t.db.update(profiles).set({ searchable: false }).where(eq(profiles.userId, ownId));
    expect(await status(`/members/${ownId}`, own)).toBe(200);
    expect(await status(`/members/${ownId}`)).toBe(404);
    // A conversation page needs a member of this site; one hidden since keeps its conversations.
    expect(await status(`/members/${a!.id}/chat`)).toBe(200);
    expect(await status(`/members/${ownId}/chat`)).toBe(200);
    expect(await status('/members/999999/chat')).toBe(404);
    expect(await status(`/members/${elsewhere.id}/chat`)).toBe(404);

    const [low, high] = [a!.id, b!.id].sort((x, y) => x - y);
    const [chat] = await t.db
      .insert(conversations)
      .values({ siteId: 1, userA: low!, userB: high!, startedBy: low! })
      .returning({ id: conversations.id });
    // Without a session the visitor is asked to log in; a member sees only their own.
    expect(await status(`/chats/${chat!.id}`)).toBe(200);
    expect(await status(`/chats/${chat!.id}`, own)).toBe(404);
    expect(await status('/chats/999999')).toBe(404);

    const token = 'Rec0rdsTokenOfTwentyFour';
    await t.db.insert(invitations).values({ siteId: 1, token, label: 'records' });
    await t.db.insert(invitations).values({ siteId: 2, token: `${token}Nl`, label: 'records nl' });
    expect(await status(`/${token}`)).toBe(200);
    expect(await status(`/${token}Nl`)).toBe(404);
    expect(await status('/no-such-page-here')).toBe(404);
  });

  it("puts the site's language, title and description into the page head", async () => {
    const en = (await get('/')).body;
    expect(en).toContain('<html lang="en">');
    expect(en).toContain('<title>Amora – dating for grown-up singles</title>');
    expect(en).toContain('<meta property="og:site_name" content="Amora" />');
    // A static page has a head of its own (crawlers.test.ts), in the site's language too.
    const faq = (await get('/pages/faq')).body;
    expect(faq).toContain('<html lang="en">');
    expect(faq).toMatch(/<title>[^<]+ \| Amora<\/title>/);
    const nl = (await get('/', { host: '127.0.0.1' })).body;
    expect(nl).toContain('<html lang="nl">');
    expect(nl).toContain('Vonkje – vind de vonk in Nederland en België');
    expect((await get('/', { cookie: 'i18n_redirected=de' })).body).toContain('<html lang="de">');
  });

  it('gives a profile with an active main photo a share image, and no other', async () => {
    const [member] = await t.db
      .select({ id: profiles.userId })
      .from(profiles)
      .where(and(eq(profiles.siteId, 1), eq(profiles.searchable, true)))
      .limit(1);
    const [photo] = await t.db
      .insert(photos)
      .values({
        userId: member!.id,
        filename: 'share-test.webp',
        thumbFilename: 'share-test-t.webp',
        width: 800,
        height: 800,
      })
      .returning();
    await t.db.update(profiles).set({ mainPhotoId: photo!.id }).where(eq(profiles.userId, member!.id));
    const page = (await get(`/members/${member!.id}`)).body;
    expect(page).toContain(
      '<meta property="og:image" content="http://localhost:3000/photos/share-test.webp" />',
    );
    await t.db.update(photos).set({ status: 'pending' }).where(eq(photos.id, photo!.id));
    expect((await get(`/members/${member!.id}`)).body).not.toContain('og:image');
  });

  it('sends security headers', async () => {
    const res = await get('/');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    // Nothing frames the site (landers and payment pages are top-level pages): both headers say so.
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['x-frame-options']).toBe('DENY');
  });
});
