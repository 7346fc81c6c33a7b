import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, campaignRecipients, campaigns, outbox, profiles, users } from '../../db/schema';
import { DAY, TestClock } from '../../lib/clock';
import { createTestApp, TEST_STAFF_PASSWORD } from '../../test/harness';
import { client } from '../auth/testkit';
import { refreshListing } from '../members/profile-store';
import { CampaignService } from './service';

const clock = new TestClock(new Date('2026-06-01T09:00:00Z'));
const HOST = 'mailings.test';
let t: Awaited<ReturnType<typeof createTestApp>>;
let admin: ReturnType<typeof client>;
let siteId: number;

beforeAll(async () => {
  t = await createTestApp({ clock });
  // A site of its own, German by default, so counts and fallbacks are this file's alone.
  siteId = (await t.addSite({ domain: HOST, name: 'Mailing Test', domainLanguage: 'de' })).id;
  admin = client(t);
  expect((await admin.staffLogin('admin@amora.example', TEST_STAFF_PASSWORD)).statusCode).toBe(200);
});
afterAll(async () => t?.close());

let n = 0;
/** A member of the test site; confirmed unless told otherwise, then changed as the test needs. */
async function member(language = 'de', change: Partial<typeof users.$inferInsert> = {}) {
  const c = client(t, HOST);
  const email = `reader${++n}@example.com`;
  const res = await c.signup({ email, name: `Reader ${n}` });
  expect(res.statusCode).toBe(201);
  const id = res.json().user.id as number;
  await t.db
    .update(users)
    .set({ status: 'active', language, ...change })
    .where(eq(users.id, id));
  await refreshListing(t.db, id, { activate: true });
  const [row] = await t.db.select({ email: users.email }).from(users).where(eq(users.id, id));
  return { id, email: row!.email };
}

const DE = {
  subject: 'Neu: Video-Chat',
  body: 'Ab heute kannst du per Video chatten.\n\nProbier es aus!',
  button: 'Jetzt ausprobieren',
};
const EN = { subject: 'New: video chat', body: 'From today you can video chat.', button: 'Try it now' };
const draft = (overrides: Record<string, unknown> = {}) => ({
  site_id: siteId,
  type: 'news',
  texts: { de: DE, en: EN },
  link: '/credits',
  ...overrides,
});
const create = async (overrides: Record<string, unknown> = {}) => {
  const res = await admin.call('POST', '/api/staff/mailings.php', draft(overrides));
  expect(res.statusCode).toBe(201);
  return res.json().id as number;
};
const mailsTo = (email: string) =>
  t.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.to, email), eq(outbox.template, 'campaign')));
const mailing = async (id: number) =>
  (await admin.call('GET', `/api/staff/mailings.php?site_id=${siteId}`))
    .json()
    .mailings.find((m: { id: number }) => m.id === id);
/** Nobody of the site is left waiting for an earlier test's mailing. */
const cancelOpen = () =>
  t.db
    .update(campaigns)
    .set({ status: 'cancelled' })
    .where(and(eq(campaigns.siteId, siteId), eq(campaigns.status, 'sending')));

describe('composing a mailing', () => {
  it('refuses what cannot be sent, field by field', async () => {
    const refused = async (body: Record<string, unknown>, field: string, status = 400) => {
      const res = await admin.call('POST', '/api/staff/mailings.php', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(status);
      expect(res.json().error).toBe('validation_failed');
      expect(Object.keys(res.json().fields ?? {})).toContain(field);
    };
    // The site's default language (German) has no text: German members would get nothing.
    await refused(draft({ texts: { en: EN } }), 'texts.de');
    await refused(draft({ texts: { de: { ...DE, subject: 'x'.repeat(151) } } }), 'texts.de.subject');
    await refused(draft({ texts: { de: { ...DE, body: '   ' } } }), 'texts.de.body');
    for (const link of [
      'javascript:alert(1)',
      'http://example.com/',
      '//evil.example/x',
      'ftp://x.example',
    ]) {
      await refused(draft({ link }), 'link');
    }
    // A link needs a label in every language, a label needs a link.
    await refused(draft({ texts: { de: { ...DE, button: '' } } }), 'texts.de.button');
    await refused(draft({ link: '' }), 'link');
    await refused(draft({ site_id: 9999 }), 'site_id');
    await refused(draft({ type: 'weekly_updates' }), 'type');
    await refused(draft({ texts: { xx: DE, de: DE } }), 'texts');
    expect(
      await t.db.select().from(campaigns).where(eq(campaigns.siteId, siteId)),
      'nothing was stored',
    ).toEqual([]);
  });

  it('stores a draft, lets it be edited, and audits both', async () => {
    const id = await create({ link: 'https://example.com/offer' });
    const edited = await admin.call('PUT', '/api/staff/mailings.php', {
      id,
      ...draft({
        type: 'promotions',
        texts: { de: { subject: 'Rabatt', body: 'Heute 20 % weniger.' } },
        link: '',
      }),
    });
    expect(edited.statusCode).toBe(200);
    expect(await mailing(id)).toMatchObject({
      status: 'draft',
      type: 'promotions',
      texts: { de: { subject: 'Rabatt', body: 'Heute 20 % weniger.' } },
      link: '',
      recipients: null,
      sent: 0,
      created_by: 'admin@amora.example',
    });
    const entries = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, String(id)));
    expect(entries.map((e) => e.action).sort()).toEqual(['mailing.create', 'mailing.update']);
    const update = entries.find((e) => e.action === 'mailing.update')!;
    expect(update.before).toMatchObject({ type: 'news', link: 'https://example.com/offer' });
    expect(update.after).toMatchObject({ type: 'promotions', link: '' });
    expect((await admin.call('PUT', '/api/staff/mailings.php', { id: 99_999, ...draft() })).statusCode).toBe(
      404,
    );
  });

  it('sends a test to the staff member’s own address, marked as a test', async () => {
    const id = await create();
    const res = await admin.call('POST', '/api/staff/mailing-test.php', { id, language: 'en' });
    expect(res.statusCode).toBe(200);
    expect(res.json().to).toBe('admin@amora.example');
    const [mail] = await mailsTo('admin@amora.example');
    expect(mail?.subject).toBe('[Test] New: video chat');
    expect(mail?.text).toContain('From today you can video chat.');
    // A language without a text shows what its members get: the site's default.
    await admin.call('POST', '/api/staff/mailing-test.php', { id, language: 'fr' });
    const tests = await mailsTo('admin@amora.example');
    expect(tests.map((m) => m.subject)).toContain('[Test] Neu: Video-Chat');
    expect((await mailing(id)).status).toBe('draft');
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'mailing.test'), eq(auditLog.targetId, String(id))));
    expect(entry?.after).toMatchObject({ to: 'admin@amora.example' });
  });
});

describe('sending', () => {
  it('reaches exactly the members who may get it, each in their language or the site’s', async () => {
    await cancelOpen();
    const german = await member('de');
    const english = await member('en');
    const french = await member('fr');
    const promotionsOff = await member('de', { notificationsDisabled: ['email:promotions'] });
    const banEnded = await member('de', {
      bannedAt: new Date(clock.now().getTime() - 9 * DAY),
      bannedUntil: new Date(clock.now().getTime() - DAY),
    });
    const excluded = [
      await member('de', { status: 'not_confirmed' }),
      await member('de', { status: 'deleted' }),
      await member('de', { bannedAt: clock.now(), bannedUntil: null }),
      await member('de', { bannedAt: clock.now(), bannedUntil: new Date(clock.now().getTime() + DAY) }),
      await member('de', { emailDisabledReason: 'bounce' }),
      await member('de', { notificationsDisabled: ['email:news'] }),
      await member('de', { email: `gone${n}@demo.invalid` }),
      await member('de', { role: 'support' }),
    ];
    const fictional = await member('de');
    await t.db.update(profiles).set({ fictional: true }).where(eq(profiles.userId, fictional.id));
    excluded.push(fictional);
    const included = [german, english, french, promotionsOff, banEnded];

    const audience = await admin.call('GET', `/api/staff/mailing-audience.php?site_id=${siteId}&type=news`);
    expect(audience.statusCode).toBe(200);
    expect(audience.json()).toEqual({
      total: 5,
      languages: [
        { language: 'de', members: 3 },
        { language: 'en', members: 1 },
        { language: 'fr', members: 1 },
      ],
    });

    const id = await create();
    const sent = await admin.call('POST', '/api/staff/mailing-send.php', { id });
    expect(sent.statusCode).toBe(200);
    expect(sent.json().recipients).toBe(5);
    await t.app.campaigns.idle();

    for (const m of included) expect(await mailsTo(m.email), m.email).toHaveLength(1);
    for (const m of excluded) expect(await mailsTo(m.email), m.email).toHaveLength(0);
    expect(await mailing(id)).toMatchObject({ status: 'sent', recipients: 5, sent: 5 });
    const row = await mailing(id);
    expect(row.started_at).toBe(clock.now().toISOString());
    expect(row.finished_at).not.toBeNull();

    const [de] = await mailsTo(german.email);
    expect(de?.subject).toBe('Neu: Video-Chat');
    expect(de?.text).toContain('Ab heute kannst du per Video chatten.');
    expect(de?.text).toContain('weil du Neuigkeiten von Mailing Test bekommst');
    const [en] = await mailsTo(english.email);
    expect(en?.subject).toBe('New: video chat');
    expect(en?.text).toContain('because you get news from Mailing Test');
    // French has no text: the German one, with a German greeting and footer around it.
    const [fr] = await mailsTo(french.email);
    expect(fr?.subject).toBe('Neu: Video-Chat');
    expect(fr?.text).toContain('weil du Neuigkeiten von Mailing Test bekommst');
    // The button leads to the path on the member's own site.
    expect(de?.text).toMatch(/Jetzt ausprobieren\nhttp:\/\/mailings\.test:\d+\/credits\n/);

    // Sending again, editing or cancelling what was sent: refused.
    const again = await admin.call('POST', '/api/staff/mailing-send.php', { id });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe('mailing_not_draft');
    const edit = await admin.call('PUT', '/api/staff/mailings.php', { id, ...draft() });
    expect(edit.statusCode).toBe(409);
    expect(edit.json().error).toBe('mailing_not_draft');
    expect((await admin.call('POST', '/api/staff/mailing-cancel.php', { id })).statusCode).toBe(409);
    await t.app.campaigns.sendDue();
    for (const m of included) expect(await mailsTo(m.email)).toHaveLength(1);
    const [audited] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'mailing.send'), eq(auditLog.targetId, String(id))));
    expect(audited?.after).toEqual({ status: 'sending', recipients: 5 });
  });

  it('has the one-click unsubscribe of its type, which turns off exactly that type', async () => {
    await cancelOpen();
    const reader = await member('de');
    const id = await create({
      type: 'promotions',
      texts: { de: { ...DE, body: 'Fett: <b>50 %</b> & mehr' } },
    });
    await admin.call('POST', '/api/staff/mailing-send.php', { id });
    await t.app.campaigns.idle();
    const [mail] = await mailsTo(reader.email);
    expect(mail?.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    const header = mail?.headers['List-Unsubscribe'] ?? '';
    expect(header).toMatch(/^<http:\/\/mailings\.test:\d+\/api\/unsubscribe\.php\?.*type=promotions.*>$/);
    const link = header.slice(1, -1);
    expect(mail?.text).toContain(link);
    expect(mail?.html).toContain(link.replaceAll('&', '&amp;'));
    expect(mail?.text).toContain('weil du Angebote von Mailing Test bekommst');
    // Plain text: escaped in the HTML, never markup.
    expect(mail?.html).toContain('Fett: &lt;b&gt;50 %&lt;/b&gt; &amp; mehr');
    expect(mail?.html).not.toContain('<b>50');

    const url = new URL(link);
    const res = await t.app.inject({
      method: 'POST',
      url: url.pathname + url.search,
      headers: { host: HOST, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(res.statusCode).toBe(200);
    const [after] = await t.db
      .select({ disabled: users.notificationsDisabled })
      .from(users)
      .where(eq(users.id, reader.id));
    expect(after?.disabled).toEqual(['email:promotions']);
    const news = await admin.call('GET', `/api/staff/mailing-audience.php?site_id=${siteId}&type=news`);
    const promotions = await admin.call(
      'GET',
      `/api/staff/mailing-audience.php?site_id=${siteId}&type=promotions`,
    );
    expect(news.json().total - promotions.json().total).toBeGreaterThanOrEqual(1);
  });

  it('two runs at once (two app nodes, a retry) mail every member exactly once, in batches', async () => {
    await cancelOpen();
    const readers = [];
    for (let i = 0; i < 7; i++) readers.push(await member(i % 2 ? 'en' : 'de'));
    const id = await create();
    // "Send" starts its own first batch; two more workers (batches of 2) join in at once.
    const nodeA = new CampaignService(t.db, clock, t.app.sites, t.app.notifications, { error: () => {} }, 2);
    const nodeB = new CampaignService(t.db, clock, t.app.sites, t.app.notifications, { error: () => {} }, 2);
    const res = await admin.call('POST', '/api/staff/mailing-send.php', { id });
    expect(res.statusCode).toBe(200);
    const [a, b] = await Promise.all([nodeA.sendDue(), nodeB.sendDue(), t.app.campaigns.idle()]);
    await t.app.campaigns.idle();
    const claimed = await t.db.select().from(campaignRecipients).where(eq(campaignRecipients.campaignId, id));
    expect(new Set(claimed.map((c) => c.userId)).size).toBe(claimed.length);
    for (const r of readers) expect(await mailsTo(r.email), r.email).toHaveLength(1);
    const status = await mailing(id);
    expect(status).toMatchObject({ status: 'sent', sent: claimed.length });
    expect(status.recipients).toBe(claimed.length);
    expect(a!.sent + b!.sent).toBeLessThanOrEqual(claimed.length);
    // Members who sign up after sending began are not part of this mailing.
    clock.advance(60_000);
    const late = await member('de');
    await nodeA.sendDue();
    expect(await mailsTo(late.email)).toHaveLength(0);
  });

  it('a cancelled mailing stops; staff may cancel a draft too', async () => {
    await cancelOpen();
    const reader = await member('de');
    const id = await create();
    // Half-way: sending, nobody mailed yet (as if the node stopped after "send").
    await t.db
      .update(campaigns)
      .set({ status: 'sending', startedAt: clock.now(), recipients: 1 })
      .where(eq(campaigns.id, id));
    const res = await admin.call('POST', '/api/staff/mailing-cancel.php', { id });
    expect(res.statusCode).toBe(200);
    await t.app.campaigns.sendDue();
    expect(await mailsTo(reader.email)).toHaveLength(0);
    const row = await mailing(id);
    expect(row).toMatchObject({ status: 'cancelled', sent: 0 });
    expect(row.cancelled_at).toBe(clock.now().toISOString());
    expect((await admin.call('POST', '/api/staff/mailing-send.php', { id })).statusCode).toBe(409);

    const other = await create();
    expect((await admin.call('POST', '/api/staff/mailing-cancel.php', { id: other })).statusCode).toBe(200);
    expect((await admin.call('POST', '/api/staff/mailing-cancel.php', { id: other })).json().error).toBe(
      'mailing_finished',
    );
    const cancels = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'mailing.cancel'), like(auditLog.targetId, '%')));
    expect(cancels.map((c) => c.targetId)).toEqual(expect.arrayContaining([String(id), String(other)]));
  });
});

describe('who may use mailings', () => {
  it('only admins; others are refused before their input is read', async () => {
    const moderator = client(t);
    await moderator.staffLogin('moderator@amora.example', TEST_STAFF_PASSWORD);
    const res = await moderator.call('POST', '/api/staff/mailings.php', draft());
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toBe('forbidden');
    const reader = await member('de');
    const memberClient = client(t, HOST);
    await memberClient.login(reader.email);
    const listed = await memberClient.call('GET', '/api/staff/mailings.php');
    expect(listed.statusCode).toBe(403);
    const anonymous = await client(t).call('POST', '/api/staff/mailing-send.php', { id: 1 });
    expect(anonymous.json().error).toBe('authentication_required');
  });
});
