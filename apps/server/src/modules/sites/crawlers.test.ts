import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { LANDER_NAMES } from '@amora/shared';
import { eq } from 'drizzle-orm';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { createTestApp } from '../../test/harness';
import { client, GOOD_PASSWORD } from '../auth/testkit';
import { refreshListing } from '../members/profile-store';
import { jpeg, photoUpload } from '../photos/testkit';
import { createStaffAccount } from '../staff/accounts';
import { sitemapXml } from './crawlers';

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

const get = (url: string, host = 'localhost:3000') => t.app.inject({ method: 'GET', url, headers: { host } });

/** The sitemap's entries, read back with an XML parser (a malformed document fails here). */
function parseSitemap(xml: string): { loc: string; lastmod: string }[] {
  expect(XMLValidator.validate(xml)).toBe(true);
  const doc = new XMLParser({ ignoreAttributes: false, isArray: (name) => name === 'url' }).parse(xml);
  expect(doc.urlset['@_xmlns']).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
  return (doc.urlset.url ?? []).map((url: { loc: string; lastmod: string }) => ({
    loc: url.loc,
    lastmod: url.lastmod,
  }));
}

/** The Disallow rules of a robots.txt and whether a path is allowed by them (longest match). */
function allowed(robots: string, pathname: string): boolean {
  const rules = robots
    .split('\n')
    .map((line) => /^(Allow|Disallow):\s*(\S*)/.exec(line))
    .filter((m): m is RegExpExecArray => !!m && m[2] !== '')
    .filter((m) => pathname.startsWith(m[2]!))
    .sort((a, b) => b[2]!.length - a[2]!.length);
  return rules[0]?.[1] !== 'Disallow';
}

describe('robots.txt', () => {
  it('on each demo site: its own sitemap, pages allowed, members and the API disallowed', async () => {
    for (const [host, origin] of [
      ['localhost:3000', 'http://localhost:3000'],
      ['127.0.0.1:3000', 'http://127.0.0.1:3000'],
    ]) {
      const res = await get('/robots.txt', host);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/plain/);
      expect(res.body).toContain(`Sitemap: ${origin}/sitemap.xml`);
      for (const open of [
        '/',
        '/landers/gallery/plain',
        '/landers/tinderswipe',
        '/pages/terms',
        '/pages/faq',
      ]) {
        expect(allowed(res.body, open), open).toBe(true);
      }
      for (const closed of [
        '/members',
        '/members/5',
        '/members/5/landing',
        '/chats/3',
        '/likes',
        '/settings',
        '/profile',
        '/staff',
        '/staff/sites',
        '/transactions/12',
        '/test-checkout/tp_1',
        '/api/members.php',
        '/photos/a.webp',
        '/pages/ban',
      ]) {
        expect(allowed(res.body, closed), closed).toBe(false);
      }
    }
  });

  it('answers a site alias with the site’s own domain', async () => {
    await t.addSite({ domain: 'crawl.example', name: 'Crawl', aliases: ['www.crawl.example'] });
    const res = await get('/robots.txt', 'www.crawl.example');
    expect(res.body).toContain('Sitemap: https://crawl.example/sitemap.xml');
  });
});

describe('sitemap.xml', () => {
  it('lists home, landers with the niche prefix and static pages on the site’s origin, no member', async () => {
    const res = await get('/sitemap.xml', '127.0.0.1:3000');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/xml/);
    const urls = parseSitemap(res.body);
    const locs = urls.map((u) => u.loc);
    expect(locs).toContain('http://127.0.0.1:3000/');
    expect(locs).toContain('http://127.0.0.1:3000/landers/tinderswipe');
    expect(locs).toContain('http://127.0.0.1:3000/pages/privacy');
    const prefix = (await get('/api/lander.php', '127.0.0.1:3000')).json().prefix;
    for (const name of LANDER_NAMES)
      expect(locs).toContain(`http://127.0.0.1:3000/landers/${name}/${prefix}`);
    expect(locs.every((loc) => loc.startsWith('http://127.0.0.1:3000/'))).toBe(true);
    expect(locs.some((loc) => /members|chats|likes|\/pages\/ban/.test(loc))).toBe(false);
    for (const { lastmod } of urls) expect(lastmod).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    // Each site its own.
    const english = parseSitemap((await get('/sitemap.xml')).body).map((u) => u.loc);
    expect(english[0]).toBe('http://localhost:3000/');
  });

  it('escapes what it writes', async () => {
    const site = (await t.app.sites.all())[0]!;
    const xml = sitemapXml(site, await t.app.sites.company(site), 'https://a.example/?x=1&y=<"2">');
    expect(parseSitemap(xml)[0]?.loc).toBe('https://a.example/?x=1&y=<"2">/');
  });
});

describe('security.txt', () => {
  it('names the site’s contact, expires within a year, and gives its canonical address', async () => {
    for (const [host, mail] of [
      ['localhost:3000', /^Contact: mailto:\S+@\S+$/m],
      ['127.0.0.1:3000', /^Contact: mailto:\S+@\S+$/m],
    ] as const) {
      const res = await get('/.well-known/security.txt', host);
      expect(res.statusCode).toBe(200);
      expect(res.body).toMatch(mail);
      expect(res.body).toContain(`Canonical: http://${host}/.well-known/security.txt`);
      const expires = Date.parse(/^Expires: (\S+)$/m.exec(res.body)![1]!);
      const days = (expires - Date.now()) / 86_400_000;
      expect(days).toBeGreaterThan(360);
      expect(days).toBeLessThanOrEqual(366);
    }
    const settings = (await get('/api/settings.php', '127.0.0.1:3000')).json();
    expect((await get('/.well-known/security.txt', '127.0.0.1:3000')).body).toContain(
      `Contact: mailto:${settings.support_email}`,
    );
  });
});

describe('favicon.ico', () => {
  it('is an ICO of the site’s icon, cached for a day', async () => {
    const res = await get('/favicon.ico');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/x-icon');
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
    const ico = res.rawPayload;
    expect(ico.readUInt16LE(2)).toBe(1);
    const count = ico.readUInt16LE(4);
    expect(count).toBe(3);
    const size = ico.readUInt32LE(6 + 8);
    const offset = ico.readUInt32LE(6 + 12);
    const meta = await sharp(ico.subarray(offset, offset + size)).metadata();
    expect(meta).toMatchObject({ format: 'png', width: 16, height: 16 });
  });
});

describe('X-Robots-Tag', () => {
  it('lets the home page, landers and static pages be indexed, nothing else', async () => {
    for (const open of ['/', '/landers/gallery', '/landers/tinderswipe', '/pages/terms']) {
      const res = await get(open);
      expect(res.statusCode, open).toBe(200);
      expect(res.headers['x-robots-tag'], open).toBeUndefined();
      expect(res.body, open).not.toContain('noindex');
    }
    for (const closed of [
      '/members/5',
      '/members/5/landing',
      '/members/5/chat',
      '/likes',
      '/settings',
      '/staff',
      '/transactions/4',
      '/pages/ban',
    ]) {
      const res = await get(closed);
      expect(res.statusCode, closed).toBe(200);
      expect(res.headers['x-robots-tag'], closed).toBe('noindex, nofollow');
      expect(res.body, closed).toContain('<meta name="robots" content="noindex, nofollow" />');
    }
    // A conversation or invitation that does not exist is looked up on a direct load and answers
    // 404 (decision 040), as closed to crawlers as the rest.
    for (const unknown of ['/chats/3', '/inv_8f3k2LmQ9zXw7Yt4']) {
      const res = await get(unknown);
      expect(res.statusCode, unknown).toBe(404);
      expect(res.headers['x-robots-tag'], unknown).toBe('noindex, nofollow');
    }
  });

  it('marks every API answer and every 404', async () => {
    for (const url of ['/api/settings.php', '/api/members.php', '/api/nope.php', '/no/such/page']) {
      expect((await get(url)).headers['x-robots-tag'], url).toBe('noindex, nofollow');
    }
    expect((await get('/no/such/page')).statusCode).toBe(404);
    // Resources a crawler needs stay unmarked.
    for (const url of ['/robots.txt', '/sitemap.xml', '/favicon.ico']) {
      expect((await get(url)).headers['x-robots-tag'], url).toBeUndefined();
    }
  });
});

describe('own head and text for static pages', () => {
  it('serves the page’s title, description, canonical and text in the HTML itself', async () => {
    const home = await get('/', '127.0.0.1:3000');
    const homeTitle = /<title>([^<]*)<\/title>/.exec(home.body)![1];
    expect(home.body).toContain('<link rel="canonical" href="http://127.0.0.1:3000/" />');
    for (const page of ['faq', 'terms']) {
      const res = await get(`/pages/${page}`, '127.0.0.1:3000');
      const api = (await get(`/api/page.php?page=${page}`, '127.0.0.1:3000')).json();
      const title = /<title>([^<]*)<\/title>/.exec(res.body)![1];
      expect(title).not.toBe(homeTitle);
      expect(title).toContain(api.title.replace(/&/g, '&amp;'));
      const description = /<meta name="description" content="([^"]*)"/.exec(res.body)![1]!;
      expect(description.length).toBeGreaterThan(20);
      expect(description.length).toBeLessThanOrEqual(161);
      expect(res.body).toContain(`<meta property="og:title" content="${title}" />`);
      expect(res.body).toContain(`<link rel="canonical" href="http://127.0.0.1:3000/pages/${page}" />`);
      expect(res.body).toMatch(
        /<noscript><main><h1>[^<]+<\/h1>(<h2>[^<]*<\/h2>|<p>[^<]*<\/p>){3,}<\/main><\/noscript>/,
      );
      expect(res.body).toContain('<div id="root"></div>');
    }
    // Pages that may not be indexed name no canonical address.
    expect((await get('/members/5')).body).not.toContain('rel="canonical"');
  });
});

describe('own head and text for landers', () => {
  const tag = (html: string, key: string) =>
    new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`).exec(html)?.[1];

  it('serves each lander’s own title, description, canonical, preview image and headline', async () => {
    const homeTitle = /<title>([^<]*)<\/title>/.exec((await get('/')).body)![1];
    const titles = new Set<string>();
    for (const lander of ['/landers/tinderswipe', ...LANDER_NAMES.map((name) => `/landers/${name}/summer`)]) {
      const res = await get(`${lander}?network=adnet`);
      expect(res.statusCode, lander).toBe(200);
      const title = /<title>([^<]*)<\/title>/.exec(res.body)![1]!;
      expect(title, lander).not.toBe(homeTitle);
      titles.add(title);
      expect(tag(res.body, 'og:title'), lander).toBe(title);
      expect(tag(res.body, 'description')!.length, lander).toBeGreaterThan(20);
      expect(tag(res.body, 'og:image'), lander).toBe('http://localhost:3000/og/lander.jpg');
      expect(tag(res.body, 'twitter:card'), lander).toBe('summary_large_image');
      // Canonical without the tracking query: one address per lander for search engines.
      expect(res.body, lander).toContain(`<link rel="canonical" href="http://localhost:3000${lander}" />`);
      expect(res.body, lander).toMatch(
        /<noscript><main><h1>[^<]+<\/h1><p>[^<]+<\/p><p>[^<]+<\/p><p>.*<a href="\/(signup|login)">[^<]+<\/a><\/p><\/main><\/noscript>/,
      );
      expect(res.body, lander).toContain('<div id="root"></div>');
    }
    // Most landers have a title of their own (two video landers share their wording).
    expect(titles.size).toBeGreaterThanOrEqual(LANDER_NAMES.length);
    const gallery = (await get('/landers/gallery')).body;
    expect(gallery).toContain('<html lang="en">');
    expect(gallery).toMatch(/<title>Who do you like\? \| [^<]+<\/title>/);
    expect(gallery).toContain('<h1>Singles near you are waiting</h1>');
  });

  it('speaks the site’s language, or the visitor’s chosen one', async () => {
    const site = await t.addSite({ domain: 'nl.example', name: 'Liefde', domainLanguage: 'nl' });
    const dutch = (await get('/landers/gallery', 'nl.example')).body;
    expect(dutch).toContain('<html lang="nl">');
    expect(dutch).toContain('<title>Wie vind jij leuk? | Liefde</title>');
    expect(dutch).toContain('<h1>Singles bij jou in de buurt wachten</h1>');
    expect(dutch).toContain('<meta property="og:image" content="http://nl.example/og/lander.jpg" />');
    const chosen = await t.app.inject({
      method: 'GET',
      url: '/landers/gallery',
      headers: { host: 'nl.example', cookie: 'i18n_redirected=de' },
    });
    expect(chosen.body).toContain('<html lang="de">');
    expect(site.id).toBeGreaterThan(0);
  });

  it('preloads the first member’s photo and draws the preview image at 1200×630 from members', async () => {
    // A site of its own, whose landers show one member with a photo.
    await t.addSite({ domain: 'photos.example', name: 'Photos', photoModeration: false });
    await t.addSite({ domain: 'empty.example', name: 'Empty' });
    const empty = await get('/og/lander.jpg', 'empty.example');
    expect(empty.statusCode).toBe(200);
    expect(empty.headers['content-type']).toBe('image/jpeg');
    expect(empty.headers['x-robots-tag']).toBeUndefined();
    const c = client(t, 'photos.example');
    const id = (await c.signup({ email: 'photo@photos.example', name: 'Photo' })).json().user.id as number;
    await t.db.update(users).set({ status: 'active' }).where(eq(users.id, id));
    const body = photoUpload(await jpeg(800, 800));
    expect((await c.call('POST', '/api/photos.php', body.payload, body.headers)).statusCode).toBe(201);
    await refreshListing(t.db, id, { activate: true });
    const [first] = (await get('/api/lander.php?count=12', 'photos.example')).json().profiles;
    expect(first.id).toBe(id);

    const swipe = (await get('/landers/tinderswipe', 'photos.example')).body;
    expect(swipe).toContain(
      `<link rel="preload" as="image" href="${first.main_image.filename}" fetchpriority="high" />`,
    );
    const map = (await get('/landers/maplanding', 'photos.example')).body;
    expect(map).toContain(`href="${first.main_image.thumb_filename}" fetchpriority="high"`);

    const res = await get('/og/lander.jpg', 'photos.example');
    const meta = await sharp(res.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 1200, 630]);
    // Not the icon of a site without members: the member's photo.
    expect(res.rawPayload.equals(empty.rawPayload)).toBe(false);
  });
});

describe('a site closed to search engines (staff setting)', () => {
  it('disallows everything, lists nothing and marks every page noindex', async () => {
    const site = await t.addSite({ domain: 'closed.example', name: 'Closed' });
    expect(site.searchEngineIndexing).toBe(true);
    const admin = await createStaffAccount(t.db, {
      siteId: site.id,
      email: 'seo-admin@closed.example',
      role: 'admin',
      password: GOOD_PASSWORD,
    });
    expect(admin.created).toBe(true);
    const staff = client(t, 'closed.example');
    expect((await staff.staffLogin('seo-admin@closed.example', GOOD_PASSWORD)).statusCode).toBe(200);
    const listed = (await staff.call('GET', '/api/staff/sites.php')).json().sites;
    expect(listed.find((s: { id: number }) => s.id === site.id).settings.search_engine_indexing).toBe(true);
    const off = await staff.call('PUT', '/api/staff/site.php', {
      id: site.id,
      search_engine_indexing: false,
    });
    expect(off.statusCode).toBe(200);

    const robots = await get('/robots.txt', 'closed.example');
    expect(robots.body).toBe('User-agent: *\nDisallow: /\n');
    expect(parseSitemap((await get('/sitemap.xml', 'closed.example')).body)).toEqual([]);
    for (const page of ['/', '/landers/gallery', '/pages/terms']) {
      const res = await get(page, 'closed.example');
      expect(res.headers['x-robots-tag'], page).toBe('noindex, nofollow');
      expect(res.body, page).toContain('<meta name="robots" content="noindex, nofollow" />');
    }
    // The other sites stay open.
    expect((await get('/')).headers['x-robots-tag']).toBeUndefined();
  });
});
