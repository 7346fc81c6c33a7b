import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../db/schema';
import { createTestApp } from '../test/harness';
import { createMailer } from './mailer';
import { DevMailListSchema } from './routes';

const silent = { info: () => {}, warn: () => {}, error: () => {} };

describe('development outbox routes', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;

  beforeAll(async () => {
    t = await createTestApp({ env: { NODE_ENV: 'development' } });
    const mailer = createMailer({ db: t.db, log: silent });
    const base = {
      siteId: 1,
      siteName: 'Amora',
      supportEmail: 'support@amora.example',
      language: 'en' as const,
    };
    // Written out of order on purpose: the list sorts by time, newest first.
    await t.db.insert(outbox).values({
      siteId: 1,
      to: 'old@example.com',
      subject: 'An old mail',
      text: 'old',
      html: '<p>old</p>',
      template: 'activation',
      createdAt: new Date('2020-01-01T00:00:00Z'),
    });
    await mailer.send({
      ...base,
      to: 'anna@example.com',
      template: 'activation',
      data: { name: 'Anna', link: 'https://amora.example/activate?token=first&a=1' },
    });
    await mailer.send({
      ...base,
      to: 'bob@example.com',
      template: 'password_reset',
      data: { name: '<b>Bob</b>', link: 'https://amora.example/reset?token=second' },
    });
    await mailer.send({
      ...base,
      to: 'anna@example.com',
      template: 'reactivated',
      language: 'nl',
      data: { name: 'Anna', link: 'https://amora.example/' },
    });
  });
  afterAll(async () => t?.close());

  it('GET /dev/mail.json lists the outbox newest first', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/dev/mail.json' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const { mails } = DevMailListSchema.parse(res.json());
    expect(mails.map((m) => m.to)).toEqual([
      'anna@example.com',
      'bob@example.com',
      'anna@example.com',
      'old@example.com',
    ]);
    expect(mails[0]).toMatchObject({
      template: 'reactivated',
      subject: 'Welkom terug bij Amora!',
      sent_at: null,
    });
    expect(mails[1]!.text).toContain('https://amora.example/reset?token=second');
    expect(mails[1]!.html).toContain('&lt;b&gt;Bob&lt;/b&gt;');
    expect(Date.parse(mails[0]!.created_at)).toBeGreaterThanOrEqual(Date.parse(mails[1]!.created_at));
  });

  it('filters by the exact recipient', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/dev/mail.json?to=anna@example.com' });
    const { mails } = DevMailListSchema.parse(res.json());
    expect(mails.map((m) => m.template)).toEqual(['reactivated', 'activation']);
    const none = await t.app.inject({ method: 'GET', url: '/dev/mail.json?to=anna@example' });
    expect(none.json()).toEqual({ mails: [] });
    const upper = await t.app.inject({ method: 'GET', url: '/dev/mail.json?to=ANNA@example.com' });
    expect(upper.json().mails).toHaveLength(2);
  });

  it('GET /dev/mail shows the mails as an escaped HTML page with clickable links', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/dev/mail' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    const page = res.body;
    expect(page).toContain('Confirm your e-mail address for Amora');
    expect(page).toContain('<pre>');
    expect(page).toContain(
      '<a href="https://amora.example/activate?token=first&amp;a=1" rel="noopener noreferrer">https://amora.example/activate?token=first&amp;a=1</a>',
    );
    expect(page).toContain('&lt;b&gt;Bob&lt;/b&gt;');
    expect(page).not.toContain('<b>Bob</b>');
    expect(page).not.toContain('<p>old</p>');
    expect(page.indexOf('Welkom terug')).toBeLessThan(page.indexOf('An old mail'));
  });

  it('stays out of the OpenAPI document', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(Object.keys(res.json().paths)).not.toContain('/dev/mail.json');
  });
});

describe('in production', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp({ env: { NODE_ENV: 'production' } });
  });
  afterAll(async () => t?.close());

  it('has neither outbox route', async () => {
    for (const url of ['/dev/mail', '/dev/mail.json', '/dev/mail.json?to=a@b.c']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toMatchObject({ error: 'not_found' });
    }
  });
});
