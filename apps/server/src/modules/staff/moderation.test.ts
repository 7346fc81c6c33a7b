import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, messages, outbox, sites, users } from '../../db/schema';
import { DAY, TestClock } from '../../lib/clock';
import { createTestApp, TEST_STAFF_PASSWORD } from '../../test/harness';
import { client } from '../auth/testkit';
import { ledgerSum } from '../credits/service';
import { refreshListing } from '../members/profile-store';
import { jpeg, photoUpload } from '../photos/testkit';

const clock = new TestClock(new Date('2026-06-01T09:00:00Z'));
let t: Awaited<ReturnType<typeof createTestApp>>;
let admin: ReturnType<typeof client>;
let moderator: ReturnType<typeof client>;
let support: ReturnType<typeof client>;
let operator: ReturnType<typeof client>;

beforeAll(async () => {
  t = await createTestApp({ clock, env: { DATA_DIR: mkdtempSync(path.join(tmpdir(), 'amora-staff-')) } });
  await t.db
    .update(sites)
    .set({ photoModeration: true, signupCredits: 0 })
    .where(eq(sites.domain, 'localhost'));
  t.app.sites.invalidate();
  const login = async (role: string) => {
    const c = client(t);
    expect((await c.staffLogin(`${role}@amora.example`, TEST_STAFF_PASSWORD)).statusCode).toBe(200);
    return c;
  };
  admin = await login('admin');
  moderator = await login('moderator');
  support = await login('support');
  operator = await login('operator');
});
afterAll(async () => t?.close());

let n = 0;
async function member(name = 'Member') {
  const c = client(t);
  const email = `member${++n}@example.com`;
  const res = await c.signup({ email, name: `${name} ${n}` });
  const id = res.json().user.id as number;
  await t.db.update(users).set({ status: 'active' }).where(eq(users.id, id));
  await refreshListing(t.db, id, { activate: true });
  return { c, id, email };
}
const mailsTo = (to: string) => t.db.select().from(outbox).where(eq(outbox.to, to)).orderBy(desc(outbox.id));
const auditOf = (action: string) =>
  t.db.select().from(auditLog).where(eq(auditLog.action, action)).orderBy(desc(auditLog.id));

describe('photo moderation', () => {
  it('a rejected photo shows the member the reason, and the member gets a statement of reasons', async () => {
    const m = await member('Photo');
    const body = photoUpload(await jpeg());
    const upload = await m.c.call('POST', '/api/photos.php', body.payload, body.headers);
    expect(upload.statusCode).toBe(201);
    const photoId = upload.json().photo.id as number;
    expect(upload.json().photo.status).toBe('pending');

    const queue = (await moderator.call('GET', '/api/staff/photos.php')).json().photos;
    expect(queue.map((p: { id: number }) => p.id)).toContain(photoId);

    const noReason = await moderator.call('POST', '/api/staff/photo-decision.php', {
      photo_id: photoId,
      decision: 'reject',
    });
    expect(noReason.statusCode).toBe(400);
    const res = await moderator.call('POST', '/api/staff/photo-decision.php', {
      photo_id: photoId,
      decision: 'reject',
      reason: 'not_a_person',
    });
    expect(res.statusCode).toBe(200);

    const own = (await m.c.call('GET', '/api/photos.php')).json().photos;
    expect(own[0]).toMatchObject({ id: photoId, status: 'rejected', reject_reason: 'not_a_person' });
    const [mail] = await mailsTo(m.email);
    expect(mail!.template).toBe('statement_of_reasons');
    expect(mail!.text).toContain('the photo does not show a person');
    expect(mail!.text).toContain('/complaints');
    const [entry] = await auditOf('photo.reject');
    expect(entry).toMatchObject({ targetType: 'photo', targetId: String(photoId) });
    expect(entry!.before).toMatchObject({ status: 'pending' });
    expect(entry!.after).toMatchObject({ status: 'rejected', reject_reason: 'not_a_person' });

    const gone = (await moderator.call('GET', '/api/staff/photos.php')).json().photos;
    expect(gone.map((p: { id: number }) => p.id)).not.toContain(photoId);
  });
});

describe('profile texts', () => {
  it('a changed text waits for review; removing it clears it and tells the member why', async () => {
    const m = await member('Texter');
    expect((await m.c.call('PUT', '/api/profile.php', { about: 'Call me on 0612345678!' })).statusCode).toBe(
      200,
    );
    const queue = (await moderator.call('GET', '/api/staff/profile-texts.php')).json().profiles;
    expect(queue.find((p: { user_id: number }) => p.user_id === m.id)?.about).toBe('Call me on 0612345678!');
    await moderator.call('POST', '/api/staff/profile-text-decision.php', {
      user_id: m.id,
      decision: 'remove',
      reason: 'contact_details',
    });
    expect((await m.c.call('GET', '/api/profile.php')).json().profile.about).toBe('');
    expect((await mailsTo(m.email))[0]!.text).toContain('contact details or links');
    const after = (await moderator.call('GET', '/api/staff/profile-texts.php')).json().profiles;
    expect(after.find((p: { user_id: number }) => p.user_id === m.id)).toBeUndefined();
  });
});

describe('reports and bans (notice and action)', () => {
  it('the reporter gets a receipt and the decision; the banned member gets reasons and is refused', async () => {
    const reporter = await member('Reporter');
    const offender = await member('Offender');
    const report = await reporter.c.call('POST', '/api/report.php', {
      profile_id: offender.id,
      reason: 'harassment',
      text: 'Keeps insulting me',
    });
    expect(report.statusCode).toBe(201);
    const reportId = report.json().report.id as number;
    expect((await mailsTo(reporter.email))[0]!.template).toBe('report_received');

    const open = (await moderator.call('GET', '/api/staff/reports.php')).json().reports;
    expect(open.find((r: { id: number }) => r.id === reportId)).toMatchObject({
      reason: 'harassment',
      text: 'Keeps insulting me',
      profile: { id: offender.id },
    });

    const res = await moderator.call('POST', '/api/staff/report-decision.php', {
      report_id: reportId,
      decision: 'actioned',
      action: 'ban',
      reason: 'harassment',
      days: 7,
    });
    expect(res.statusCode).toBe(200);
    const again = await moderator.call('POST', '/api/staff/report-decision.php', {
      report_id: reportId,
      decision: 'dismissed',
    });
    expect(again.json().error).toBe('already_decided');

    const decision = (await mailsTo(reporter.email))[0]!;
    expect(decision.template).toBe('report_decision');
    expect(decision.text).toContain('taken action');
    const reasons = (await mailsTo(offender.email))[0]!;
    expect(reasons.template).toBe('statement_of_reasons');
    expect(reasons.text).toContain('suspended until June 8, 2026');

    // Every session call of the banned member answers account_banned, with reason and end.
    for (const [method, url] of [
      ['GET', '/api/user.php'],
      ['GET', '/api/chats.php'],
      ['GET', '/api/likes.php'],
    ] as const) {
      const refused = await offender.c.call(method, url);
      expect(refused.statusCode, url).toBe(403);
      expect(refused.json()).toMatchObject({
        error: 'account_banned',
        reason: 'harassment',
        until: '2026-06-08T09:00:00.000Z',
      });
    }
    // Logging in again is refused too; logging out still works.
    offender.c.cookie = undefined;
    expect((await offender.c.login(offender.email)).json().error).toBe('account_banned');

    // The ban ends by itself after 7 days…
    clock.advance(8 * DAY);
    expect((await offender.c.login(offender.email)).statusCode).toBe(200);
    clock.advance(-8 * DAY);
    expect((await offender.c.call('GET', '/api/user.php')).json().error).toBe('account_banned');
    // …or when lifted.
    expect((await moderator.call('DELETE', '/api/staff/ban.php', { user_id: offender.id })).statusCode).toBe(
      200,
    );
    expect((await offender.c.call('GET', '/api/user.php')).statusCode).toBe(200);
    expect((await auditOf('member.unban'))[0]!.before).toMatchObject({ reason: 'harassment' });
  });

  it('a dismissed report tells the reporter no action was taken; staff cannot be banned', async () => {
    const reporter = await member('Reporter');
    const other = await member('Other');
    const id = (
      await reporter.c.call('POST', '/api/report.php', { profile_id: other.id, reason: 'spam' })
    ).json().report.id;
    await moderator.call('POST', '/api/staff/report-decision.php', { report_id: id, decision: 'dismissed' });
    expect((await mailsTo(reporter.email))[0]!.text).toContain('no breach');
    expect((await other.c.call('GET', '/api/user.php')).statusCode).toBe(200);
    const [staffRow] = await t.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'support@amora.example'));
    const res = await moderator.call('POST', '/api/staff/ban.php', {
      user_id: staffRow!.id,
      reason: 'spam',
      days: null,
    });
    expect(res.statusCode).toBe(409);
  });

  it('a complaint is decided and the complainant hears it in their language', async () => {
    const visitor = client(t);
    await visitor.call(
      'POST',
      '/api/complaint.php',
      {
        name: 'Kees',
        email: 'kees@example.com',
        subject: 'Nepprofiel',
        message: 'Dit profiel is nep, kijk er eens naar.',
      },
      { cookie: 'i18n_redirected=nl' },
    );
    const open = (await moderator.call('GET', '/api/staff/complaints.php')).json().complaints;
    const complaint = open.find((c: { email: string }) => c.email === 'kees@example.com');
    expect(complaint).toBeDefined();
    await moderator.call('POST', '/api/staff/complaint-decision.php', {
      complaint_id: complaint.id,
      decision: 'upheld',
    });
    const [mail] = await mailsTo('kees@example.com');
    expect(mail!.template).toBe('report_decision');
    expect(mail!.subject).toContain('Besluit over je melding');
  });
});

describe('members and money', () => {
  it('support adjusts credits through the ledger, never below zero', async () => {
    const m = await member('Credits');
    const add = await support.call('POST', '/api/staff/credits.php', {
      user_id: m.id,
      amount: 50,
      note: 'Goodwill for an outage',
    });
    expect(add.json().credits).toBe(50);
    const take = await support.call('POST', '/api/staff/credits.php', {
      user_id: m.id,
      amount: -20,
      note: 'Correction',
    });
    expect(take.json().credits).toBe(30);
    const tooMuch = await support.call('POST', '/api/staff/credits.php', {
      user_id: m.id,
      amount: -31,
      note: 'Too much',
    });
    expect(tooMuch.statusCode).toBe(402);
    expect(await ledgerSum(t.db, m.id)).toBe(30);
    const detail = (await support.call('GET', `/api/staff/member.php?id=${m.id}`)).json();
    expect(detail.member.credits).toBe(30);
    expect(detail.ledger_matches_balance).toBe(true);
    expect(detail.ledger.map((l: { amount: number; reason: string }) => [l.amount, l.reason])).toEqual([
      [-20, 'adjustment'],
      [50, 'adjustment'],
    ]);
    const [entry] = await auditOf('member.credits');
    expect(entry!.after).toMatchObject({ credits: 30, amount: -20, note: 'Correction' });
  });

  it('finds members by id, e-mail and name, and ends their sessions', async () => {
    const m = await member('Findable');
    for (const q of [String(m.id), m.email.toUpperCase(), 'findable']) {
      const found = (await support.call('GET', `/api/staff/members.php?q=${encodeURIComponent(q)}`)).json()
        .members;
      expect(
        found.map((r: { id: number }) => r.id),
        q,
      ).toContain(m.id);
    }
    // A number past the integer range is no id: searched as text, never an overflow.
    const huge = await support.call('GET', '/api/staff/members.php?q=2147483648');
    expect(huge.statusCode).toBe(200);
    expect(huge.json().members).toEqual([]);
    const detail = (await support.call('GET', `/api/staff/member.php?id=${m.id}`)).json();
    expect(detail.sessions.length).toBe(1);
    expect((await support.call('POST', '/api/staff/end-sessions.php', { user_id: m.id })).json().ended).toBe(
      1,
    );
    expect((await m.c.call('GET', '/api/chats.php')).json().error).toBe('authentication_required');
  });

  it('exports a member’s data without secrets, then erases the member', async () => {
    const m = await member('Leaving');
    const other = await member('Other');
    await support.call('POST', '/api/staff/credits.php', {
      user_id: m.id,
      amount: 100,
      note: 'So they can write',
    });
    await t.db.update(users).set({ paidUser: true }).where(eq(users.id, m.id));
    expect(
      (
        await m.c.call('POST', '/api/chat.php', {
          profile_id: other.id,
          text: 'Hello there',
          client_id: randomUUID(),
        })
      ).statusCode,
    ).toBe(200);
    await m.c.call('POST', '/api/like.php', { profile_id: other.id });

    const res = await support.call('GET', `/api/staff/export.php?id=${m.id}`);
    expect(res.headers['content-disposition']).toContain(`member-${m.id}.json`);
    const data = res.json();
    expect(data.account.email).toBe(m.email);
    expect(data.account.passwordHash).toBeUndefined();
    expect(JSON.stringify(data)).not.toMatch(/argon2|token_hash|tokenHash/);
    expect(data.profile.name).toBe(`Leaving ${n - 1}`);
    expect(data.messages.map((x: { text: string }) => x.text)).toEqual(['Hello there']);
    expect(data.credit_ledger.length).toBeGreaterThanOrEqual(2);
    expect(data.sessions.length).toBe(1);

    const wrong = await support.call('POST', '/api/staff/erase.php', {
      user_id: m.id,
      confirm_email: 'someone@else.com',
    });
    expect(wrong.json().fields).toEqual({ confirm_email: 'mismatch' });
    expect(
      (await support.call('POST', '/api/staff/erase.php', { user_id: m.id, confirm_email: m.email }))
        .statusCode,
    ).toBe(200);
    expect(await t.db.select().from(users).where(eq(users.id, m.id))).toEqual([]);
    expect(await t.db.select().from(messages).where(eq(messages.senderId, m.id))).toEqual([]);
    expect((await m.c.login(m.email)).statusCode).toBe(401);
    expect((await auditOf('member.erase'))[0]!.targetId).toBe(String(m.id));
  });
});

describe('sites', () => {
  it('an admin renames a site and it shows at once; a moderator may not', async () => {
    const { sites: all } = (await admin.call('GET', '/api/staff/sites.php')).json();
    const english = all.find((s: { settings: { domain: string } }) => s.settings.domain === 'localhost');
    expect(english.settings).toHaveProperty('refund_days');
    expect(english.company).toHaveProperty('kvk');
    expect(
      (await moderator.call('PUT', '/api/staff/site.php', { id: english.id, name: 'Nope' })).statusCode,
    ).toBe(403);
    const bad = await admin.call('PUT', '/api/staff/site.php', { id: english.id, niche: 9 });
    expect(bad.statusCode).toBe(400);
    const res = await admin.call('PUT', '/api/staff/site.php', {
      id: english.id,
      name: 'Amora Plus',
      entry_warning_countries: ['NL', 'DE'],
      disabled_gifts: ['rose'],
    });
    expect(res.statusCode).toBe(200);
    const settings = (await client(t).call('GET', '/api/settings.php')).json();
    expect(settings.name).toBe('Amora Plus');
    expect(settings.entry_warning_countries).toEqual(['NL', 'DE']);
    const gifts = (await client(t).call('GET', '/api/gifts.php')).json().gifts;
    expect(gifts.map((g: { slug: string }) => g.slug)).not.toContain('rose');
    const [entry] = await auditOf('site.update');
    expect(entry!.before).toMatchObject({ name: 'Amora' });
    expect(entry!.after).toMatchObject({ name: 'Amora Plus' });

    // The adult-cam promotion tile: switched on with a link; a link that is no web address is refused.
    const badLink = await admin.call('PUT', '/api/staff/site.php', {
      id: english.id,
      cam_promo_url: 'javascript:alert(1)',
    });
    expect(badLink.statusCode).toBe(400);
    const cam = await admin.call('PUT', '/api/staff/site.php', {
      id: english.id,
      cam_promo_enabled: true,
      cam_promo_url: 'https://cams.example/amora',
    });
    expect(cam.statusCode).toBe(200);
    expect((await client(t).call('GET', '/api/settings.php')).json().cam_promo).toMatchObject({
      url: 'https://cams.example/amora',
    });

    await admin.call('PUT', '/api/staff/company.php', { id: english.company.id, city: 'Utrecht' });
    expect((await client(t).call('GET', '/api/companyinfo.php')).json().company.city).toBe('Utrecht');
  });
});

describe('fictional profiles and the operator inbox', () => {
  it('an operator answers as the fictional profile; the operator is recorded, never shown', async () => {
    const created = await admin.call('POST', '/api/staff/fictional.php', {
      site_id: 1,
      name: 'Sophie',
      gender: 'female',
      seeking: 'male',
      birth_date: '1995-03-02',
      country: 'US',
      about: 'Fictional, for entertainment.',
    });
    expect(created.statusCode).toBe(201);
    const fictionalId = created.json().user_id as number;
    const m = await member('Lonely');
    await support.call('POST', '/api/staff/credits.php', { user_id: m.id, amount: 100, note: 'To chat' });
    const sent = await m.c.call('POST', '/api/chat.php', {
      profile_id: fictionalId,
      text: 'Hi Sophie!',
      client_id: randomUUID(),
    });
    expect(sent.statusCode).toBe(200);
    const conversationId = sent.json().message.conversation_id as number;

    const inbox = (await operator.call('GET', '/api/staff/inbox.php')).json().conversations;
    expect(
      inbox.find((c: { conversation_id: number }) => c.conversation_id === conversationId),
    ).toMatchObject({
      fictional: { id: fictionalId, name: 'Sophie' },
      member: { id: m.id },
      last_text: 'Hi Sophie!',
    });
    const reply = await operator.call('POST', '/api/staff/reply.php', {
      conversation_id: conversationId,
      text: 'Hi! Nice to hear from you.',
      client_id: randomUUID(),
    });
    expect(reply.statusCode).toBe(200);
    const [row] = await t.db.select().from(messages).where(eq(messages.id, reply.json().message_id));
    const [op] = await t.db.select().from(users).where(eq(users.email, 'operator@amora.example'));
    expect(row).toMatchObject({ senderId: fictionalId, operatorId: op!.id, credits: 0 });

    const chat = (await m.c.call('GET', `/api/chat.php?conversation=${conversationId}`)).json();
    expect(chat.profile.fictional).toBe(true);
    expect(chat.messages[0].text).toBe('Hi! Nice to hear from you.');
    expect(JSON.stringify(chat)).not.toContain('operator');
    // Answered: no longer waiting.
    const after = (await operator.call('GET', '/api/staff/inbox.php')).json().conversations;
    expect(
      after.find((c: { conversation_id: number }) => c.conversation_id === conversationId),
    ).toBeUndefined();
    const staffView = (await operator.call('GET', `/api/staff/conversation.php?id=${conversationId}`)).json();
    expect(staffView.messages.at(-1)).toMatchObject({
      from_fictional: true,
      operator: 'operator@amora.example',
    });
  });

  it('flags a reply that proposes a meeting: refused until confirmed, then sent and audited', async () => {
    const created = await admin.call('POST', '/api/staff/fictional.php', {
      site_id: 1,
      name: 'Harry',
      gender: 'male',
      seeking: 'female',
      birth_date: '1990-01-02',
      country: 'NL',
      about: 'Fictional.',
    });
    const fictionalId = created.json().user_id as number;
    const m = await member('Curious');
    await t.db.update(users).set({ language: 'nl' }).where(eq(users.id, m.id));
    const sent = await m.c.call('POST', '/api/chat.php', {
      profile_id: fictionalId,
      text: 'Hoi Harry!',
      client_id: randomUUID(),
    });
    const conversationId = sent.json().message.conversation_id as number;
    // The composer shows the warning as the member reads it, and checks in the member's language.
    const view = (await operator.call('GET', `/api/staff/conversation.php?id=${conversationId}`)).json();
    expect(view.languages).toEqual(['nl', 'en']);
    expect(view.warning).toMatch(/^Sommige profielen op deze site zijn fictief/);

    const proposal = 'Zullen we zaterdag om 20:00 afspreken? App me!';
    const body = { conversation_id: conversationId, text: proposal, client_id: randomUUID() };
    const refused = await operator.call('POST', '/api/staff/reply.php', body);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe('reply_flagged');
    expect(await t.db.select().from(messages).where(eq(messages.senderId, fictionalId))).toEqual([]);

    const confirmed = await operator.call('POST', '/api/staff/reply.php', { ...body, confirm_flagged: true });
    expect(confirmed.statusCode).toBe(200);
    const [entry] = await auditOf('inbox.reply_flagged');
    expect(entry).toMatchObject({
      staffEmail: 'operator@amora.example',
      targetType: 'conversation',
      targetId: String(conversationId),
    });
    expect(entry!.after).toMatchObject({
      message_id: confirmed.json().message_id,
      as: fictionalId,
      flagged: expect.arrayContaining([
        { kind: 'meeting', text: 'afspreken' },
        { kind: 'contact', text: 'App me' },
      ]),
    });
    // An in-character reply goes through at once, audited as an ordinary reply.
    const plain = await operator.call('POST', '/api/staff/reply.php', {
      conversation_id: conversationId,
      text: 'Leuk dat je schrijft! Hoe was je dag?',
      client_id: randomUUID(),
    });
    expect(plain.statusCode).toBe(200);
    const [latest] = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, String(conversationId)))
      .orderBy(desc(auditLog.id));
    expect(latest).toMatchObject({ action: 'inbox.reply', after: { message_id: plain.json().message_id } });
  });

  it('the conversation of two members is not the operators’ business', async () => {
    const a = await member('A');
    const b = await member('B');
    await support.call('POST', '/api/staff/credits.php', { user_id: a.id, amount: 100, note: 'To chat' });
    const sent = await a.c.call('POST', '/api/chat.php', {
      profile_id: b.id,
      text: 'Hello',
      client_id: randomUUID(),
    });
    const id = sent.json().message.conversation_id;
    expect((await operator.call('GET', `/api/staff/conversation.php?id=${id}`)).statusCode).toBe(404);
    const reply = await operator.call('POST', '/api/staff/reply.php', {
      conversation_id: id,
      text: 'x',
      client_id: randomUUID(),
    });
    expect(reply.statusCode).toBe(404);
  });
});

describe('audit log', () => {
  it('is append-only and filterable by admins', async () => {
    await expect(t.db.execute(sql`update audit_log set action = 'x'`)).rejects.toThrow();
    await expect(t.db.execute(sql`delete from audit_log`)).rejects.toThrow();
    const all = (await admin.call('GET', '/api/staff/audit.php')).json();
    expect(all.entries.length).toBeGreaterThan(5);
    const bans = (await admin.call('GET', '/api/staff/audit.php?action=member.ban')).json().entries;
    expect(bans.length).toBeGreaterThan(0);
    expect(bans.every((e: { action: string }) => e.action === 'member.ban')).toBe(true);
    expect(bans[0].staff_email).toBe('moderator@amora.example');
    const [staffRow] = await t.db
      .select()
      .from(users)
      .where(and(eq(users.email, 'support@amora.example')));
    const bySupport = (await admin.call('GET', `/api/staff/audit.php?staff_id=${staffRow!.id}`)).json()
      .entries;
    expect(bySupport.every((e: { staff_email: string }) => e.staff_email === 'support@amora.example')).toBe(
      true,
    );
  });
});
