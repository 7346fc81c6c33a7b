import { Writable } from 'node:stream';
import { AUTH_COOKIE } from '@amora/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, checkMailTransport, loadConfig } from '../config';
import { client, GOOD_PASSWORD, lastMail } from '../modules/auth/testkit';
import { createTestApp } from '../test/harness';
import { REDACTED, redactUrl } from './logging';
import { randomToken } from './tokens';

/** Every log line the app writes, as text. */
function captureLog() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { stream, text: () => lines.join('') };
}

describe('redactUrl', () => {
  it('replaces credentials in query strings and keeps the rest', () => {
    const token = randomToken();
    expect(redactUrl(`/api/activate.php?token=${token}`)).toBe(`/api/activate.php?token=${REDACTED}`);
    expect(redactUrl(`/reset-password/do?token=${token}`)).toBe(`/reset-password/do?token=${REDACTED}`);
    expect(redactUrl(`/api/unsubscribe.php?u=12&type=like_received&sig=${token.slice(0, 32)}`)).toBe(
      `/api/unsubscribe.php?u=12&type=like_received&sig=${REDACTED}`,
    );
    expect(redactUrl(`/api/signup.php?invite=${token}&network=ads`)).toBe(
      `/api/signup.php?invite=${REDACTED}&network=ads`,
    );
    expect(redactUrl('/api/test-checkout.php?payment_id=tp_1')).toBe(
      `/api/test-checkout.php?payment_id=${REDACTED}`,
    );
    // An unknown parameter holding something token-shaped.
    expect(redactUrl(`/api/members.php?page=2&x=${token}`)).toBe(`/api/members.php?page=2&x=${REDACTED}`);
    expect(redactUrl('/api/members.php?page=2&lang=de')).toBe('/api/members.php?page=2&lang=de');
  });

  it('replaces token path segments: invitation and tracking links, the test checkout', () => {
    const token = randomToken();
    expect(redactUrl(`/${token}`)).toBe(`/${REDACTED}`);
    expect(redactUrl(`/${token}?ref=x`)).toBe(`/${REDACTED}?ref=x`);
    expect(redactUrl('/test-checkout/tp_abc123')).toBe(`/test-checkout/${REDACTED}`);
    expect(redactUrl('/landers/transitionsvideolanding')).toBe('/landers/transitionsvideolanding');
    expect(redactUrl('/members/5')).toBe('/members/5');
  });
});

describe('production without a mail transport', () => {
  it('refuses to start, naming SMTP_URL and MAIL_OUTBOX_ONLY', () => {
    const config = loadConfig({ NODE_ENV: 'production', SEED: 'none' });
    expect(() => checkMailTransport(config)).toThrow(ConfigError);
    expect(() => checkMailTransport(config)).toThrow(/SMTP_URL[\s\S]*MAIL_OUTBOX_ONLY=on/);
  });

  it('starts with SMTP_URL, with MAIL_OUTBOX_ONLY=on, or outside production; a demo with a warning', () => {
    const production = { NODE_ENV: 'production', SEED: 'none' };
    expect(checkMailTransport(loadConfig({ ...production, SMTP_URL: 'smtp://mail:25' }))).toBeNull();
    expect(checkMailTransport(loadConfig({ ...production, MAIL_OUTBOX_ONLY: 'on' }))).toBeNull();
    expect(checkMailTransport(loadConfig({ NODE_ENV: 'development', SEED: 'none' }))).toBeNull();
    expect(checkMailTransport(loadConfig({ NODE_ENV: 'production', SEED: 'demo' }))).toMatch(/SMTP_URL/);
  });
});

describe('the log of a member journey in production', () => {
  const log = captureLog();
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp({
      env: { NODE_ENV: 'production', MAIL_OUTBOX_ONLY: 'on', LOG_LEVEL: 'info' },
      logStream: log.stream,
    });
  });
  afterAll(() => t.close());

  it('holds no token, cookie or password: sign-up, activation, reset, login, unsubscribe', async () => {
    const email = 'logged@example.com';
    const secrets: string[] = [GOOD_PASSWORD];
    const member = client(t);
    const invite = randomToken();
    secrets.push(invite);
    expect((await member.signup({ email }, `?invite=${invite}&network=ads`)).statusCode).toBe(201);
    secrets.push(member.cookie!);

    const activation = await lastMail(t, email, '/api/activate.php?token=');
    secrets.push(activation.token);
    const activated = await member.call('GET', activation.pathAndQuery);
    expect(activated.headers.location).toBe('/activate/done');

    expect((await member.call('POST', '/api/reset-password.php', { email })).statusCode).toBe(200);
    const reset = await lastMail(t, email, '/reset-password/do?token=');
    secrets.push(reset.token);
    await member.call('GET', reset.pathAndQuery);
    const newPassword = 'Another horse battery staple 43';
    secrets.push(newPassword);
    const set = await member.call('PUT', '/api/reset-password.php', {
      token: reset.token,
      password: newPassword,
      password_repeat: newPassword,
    });
    expect(set.statusCode).toBe(200);
    secrets.push(member.cookie!);

    const again = client(t);
    expect((await again.login(email, newPassword)).statusCode).toBe(200);
    secrets.push(again.cookie!);
    // A wrong password is logged as a 4xx answer, never as the password.
    const wrong = 'Wrong horse battery staple 44';
    secrets.push(wrong);
    expect((await client(t).login(email, wrong)).statusCode).toBeGreaterThanOrEqual(400);

    const user = await again.me();
    const site = (await t.app.sites.all())[0]!;
    const unsubscribe = new URL(t.app.notifications.unsubscribeUrl(site, user.id, 'like_received'));
    secrets.push(unsubscribe.searchParams.get('sig')!);
    const path = unsubscribe.pathname + unsubscribe.search;
    expect(
      (await t.app.inject({ method: 'GET', url: path, headers: { host: 'localhost' } })).statusCode,
    ).toBe(200);
    const done = await t.app.inject({
      method: 'POST',
      url: path,
      headers: { host: 'localhost', 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(done.statusCode).toBe(200);

    // An invitation link and the invitation check carry their token in the path and the query.
    const link = randomToken();
    secrets.push(link);
    await t.app.inject({ method: 'GET', url: `/${link}`, headers: { host: 'localhost' } });
    await member.call('GET', `/api/invitation.php?token=${link}`);

    // Whoever logs headers or a body: cookies, bearer tokens and passwords come out redacted.
    const bearer = randomToken();
    secrets.push(bearer);
    t.app.log.info(
      {
        req: { headers: { cookie: `${AUTH_COOKIE}=${again.cookie}`, authorization: `Bearer ${bearer}` } },
        res: { headers: { 'set-cookie': `${AUTH_COOKIE}=${again.cookie}` } },
        body: { email, password: newPassword, password_repeat: newPassword },
      },
      'a careless log line',
    );

    const text = log.text();
    // The capture works: the journey's requests are in it, their credentials replaced.
    expect(text).toContain(`/api/activate.php?token=${REDACTED}`);
    expect(text).toContain(`/api/unsubscribe.php?u=${user.id}&type=like_received&sig=${REDACTED}`);
    expect(text).toContain(`"url":"/${REDACTED}"`);
    expect(text).toContain('mail kept in the outbox');
    expect(text).toContain('a careless log line');
    for (const secret of secrets) expect(text, secret).not.toContain(secret);
    // Mail in production is logged without its text or links.
    expect(text).toContain(`/reset-password/do?token=${REDACTED}`);
    expect(text).not.toMatch(/(token|sig)=(?!\[redacted\])/);
    expect(text).not.toMatch(/"links"|"text"/);
  });
});
