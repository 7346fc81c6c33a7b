import path from 'node:path';
import { PageAnswerSchema } from '@amora/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, sites } from '../../db/schema';
import { createTestApp } from '../../test/harness';
import { escapeMarkdown, fillPlaceholders, formatLongDate, termsVersionDate } from './fill';

let t: Awaited<ReturnType<typeof createTestApp>>;
const pagesDir = path.join(import.meta.dirname, 'fixtures');

beforeAll(async () => {
  t = await createTestApp({ pagesDir });
  // Test databases seed members without photos; landers only show members with one.
  await t.db.execute(sql`
    with added as (
      insert into photos (user_id, filename, thumb_filename, width, height)
      select user_id, 'p' || user_id || '.webp', 't' || user_id || '.webp', 600, 600 from profiles
      returning id, user_id)
    update profiles p set main_photo_id = added.id from added where added.user_id = p.user_id`);
});
afterAll(async () => t?.close());

const get = (url: string, host = 'localhost:3000', headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { host, ...headers } });

describe('GET /api/page.php', () => {
  it('fills the terms with the English site’s company and settings', async () => {
    const res = await get('/api/page.php?page=terms');
    expect(res.statusCode).toBe(200);
    const page = PageAnswerSchema.parse(res.json());
    expect(page).toMatchObject({ page: 'terms', language: 'en', title: 'Terms of Amora' });
    // Amora's company was added on 2024-03-01, after the default version date.
    expect(page.version_date).toBe('2024-03-01T09:00:00.000Z');
    expect(page.body).toContain('Version of 1 March 2024.');
    expect(page.body).toContain('**Amora Media B.V.**, Keizersgracht 123, Amsterdam, Netherlands');
    expect(page.body).toContain('chamber of commerce 81234567, VAT NL862345678B01');
    expect(page.body).toContain('You are 18 or older');
    expect(page.body).toContain('cancel within 14 days');
    expect(page.body).toContain('within 14 days');
    expect(page.body).toContain('[write to us](mailto:support@amora.example)');
    expect(page.body).toContain('Some members are fictional profiles.');
    expect(page.body).not.toMatch(/\{\{/);
  });

  it('uses the default version date for a company older than 2023-12-01, in the page’s language', async () => {
    const page = (await get('/api/page.php?page=terms', '127.0.0.1:3000')).json();
    expect(page).toMatchObject({ language: 'nl', title: 'Voorwaarden van Vonkje' });
    expect(page.version_date).toBe('2023-12-01T12:00:00.000Z');
    expect(page.body).toContain('Versie van 1 december 2023.');
    expect(page.body).toContain('Vonkje Online B.V.');
    expect(page.body).toContain('Vonkje, Vonkje Dating');
    expect(page.body).toContain('NL858123456B01, BE0712345678');
    expect(page.body).toContain('Nederland');
  });

  it('follows the refund_days setting', async () => {
    await t.db.update(sites).set({ refundDays: 30 }).where(eq(sites.domain, 'localhost'));
    t.app.sites.invalidate();
    try {
      expect((await get('/api/page.php?page=terms')).json().body).toContain('cancel within 30 days');
    } finally {
      await t.db.update(sites).set({ refundDays: 14 }).where(eq(sites.domain, 'localhost'));
      t.app.sites.invalidate();
    }
  });

  it('answers in the requested language, then the locale cookie, falling back to English', async () => {
    expect((await get('/api/page.php?page=terms&lang=nl')).json().language).toBe('nl');
    expect(
      (await get('/api/page.php?page=terms', 'localhost', { cookie: 'i18n_redirected=nl' })).json().language,
    ).toBe('nl');
    // The fixture has no German text: English is served and says so.
    expect((await get('/api/page.php?page=privacy&lang=de')).json()).toMatchObject({ language: 'en' });
  });

  it('refuses unknown pages and languages, and answers 404 for a page without text', async () => {
    const unknown = await get('/api/page.php?page=secrets');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({
      error: 'validation_failed',
      fields: { page: expect.any(String) },
    });
    expect((await get('/api/page.php?page=terms&lang=xx')).statusCode).toBe(400);
    expect((await get('/api/page.php')).statusCode).toBe(400);
    const missing = await get('/api/page.php?page=faq');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ error: 'not_found' });
  });

  it('keeps company data from being read as Markdown', async () => {
    await t.db
      .update(companies)
      .set({ name: '*Evil* [click](https://x.example)' })
      .where(eq(companies.kvk, '81234567'));
    t.app.sites.invalidate();
    try {
      const body: string = (await get('/api/page.php?page=terms')).json().body;
      expect(body).toContain('\\*Evil\\* \\[click\\]\\(https://x.example\\)');
    } finally {
      await t.db.update(companies).set({ name: 'Amora Media B.V.' }).where(eq(companies.kvk, '81234567'));
      t.app.sites.invalidate();
    }
  });
});

describe('placeholders and dates', () => {
  it('picks the later of the default date and the company’s added date', () => {
    expect(termsVersionDate({ added: new Date('2020-01-01T00:00:00Z') }).toISOString()).toBe(
      '2023-12-01T12:00:00.000Z',
    );
    expect(termsVersionDate({ added: new Date('2025-05-05T05:00:00Z') }).toISOString()).toBe(
      '2025-05-05T05:00:00.000Z',
    );
  });

  it('formats dates per language, Norwegian as Bokmål', () => {
    const date = new Date('2023-12-01T12:00:00Z');
    expect(formatLongDate(date, 'en')).toBe('1 December 2023');
    expect(formatLongDate(date, 'de')).toBe('1. Dezember 2023');
    expect(formatLongDate(date, 'no')).toBe('1. desember 2023');
    expect(formatLongDate(date, 'pl')).toBe('1 grudnia 2023');
  });

  it('leaves unknown placeholders visible and escapes Markdown in values', () => {
    expect(fillPlaceholders('{{a}} and {{ b }} and {{nope}}', { a: 'A', b: 'B' })).toBe(
      'A and B and {{nope}}',
    );
    expect(escapeMarkdown('a*b[c](d)\\')).toBe('a\\*b\\[c\\]\\(d\\)\\\\');
  });
});

describe('GET /api/lander.php', () => {
  it('answers members with photos for the site’s niche, to visitors', async () => {
    const res = await get('/api/lander.php?count=6');
    expect(res.statusCode).toBe(200);
    const answer = res.json();
    expect(answer).toMatchObject({ niche: 1, prefix: 'plain' });
    expect(answer.profiles.length).toBeGreaterThan(0);
    expect(answer.profiles.length).toBeLessThanOrEqual(6);
    for (const profile of answer.profiles) expect(profile.main_image?.filename).toMatch(/^\/photos\//);
  });

  it('shows women for the "she" niche and fills up when a niche has too few members', async () => {
    await t.db.update(sites).set({ niche: 2 }).where(eq(sites.domain, 'localhost'));
    t.app.sites.invalidate();
    try {
      const answer = (await get('/api/lander.php?count=4')).json();
      expect(answer).toMatchObject({ niche: 2, prefix: 'she' });
      expect(answer.profiles.every((p: { gender: string }) => p.gender === 'female')).toBe(true);
      await t.db.update(sites).set({ niche: 5 }).where(eq(sites.domain, 'localhost'));
      t.app.sites.invalidate();
      const gilf = (await get('/api/lander.php?count=20')).json();
      expect(gilf.prefix).toBe('gilf');
      expect(gilf.profiles.length).toBe(20);
    } finally {
      await t.db.update(sites).set({ niche: 1 }).where(eq(sites.domain, 'localhost'));
      t.app.sites.invalidate();
    }
  });

  it('refuses a count out of range', async () => {
    expect((await get('/api/lander.php?count=500')).statusCode).toBe(400);
    expect((await get('/api/lander.php?count=0')).json()).toMatchObject({ error: 'validation_failed' });
  });
});

describe('web manifest and icons', () => {
  it('names each site in its own manifest, standalone, with PNG icons of 192 and 512 px', async () => {
    const res = await get('/manifest.webmanifest');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/application\/manifest\+json/);
    const manifest = res.json();
    expect(manifest).toMatchObject({
      name: 'Amora',
      start_url: '/',
      display: 'standalone',
      theme_color: '#d81b60',
    });
    expect(manifest.icons.map((i: { sizes: string }) => i.sizes)).toEqual(
      expect.arrayContaining(['192x192', '512x512']),
    );
    expect((await get('/manifest.webmanifest', '127.0.0.1:3000')).json()).toMatchObject({
      name: 'Vonkje',
      lang: 'nl',
    });
  });

  it('draws the icons as PNG and refuses other names', async () => {
    const icon = await get('/icons/app-192.png');
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['content-type']).toBe('image/png');
    expect(icon.rawPayload.subarray(1, 4).toString()).toBe('PNG');
    expect((await get('/icons/other.png')).statusCode).toBe(400);
  });
});

describe('settings: the cam promotion tile', () => {
  it('is on for the demo sites and null when switched off', async () => {
    expect((await get('/api/settings.php')).json().cam_promo).toEqual({
      url: 'https://cams.example/?ref=amora',
      image: '/promo/cam.svg',
    });
    await t.db.update(sites).set({ camPromoEnabled: false }).where(eq(sites.domain, 'localhost'));
    t.app.sites.invalidate();
    try {
      expect((await get('/api/settings.php')).json().cam_promo).toBeNull();
    } finally {
      await t.db.update(sites).set({ camPromoEnabled: true }).where(eq(sites.domain, 'localhost'));
      t.app.sites.invalidate();
    }
  });
});
