import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox, sessions, users } from '../../db/schema';
import { createTestApp } from '../../test/harness';
import { BROWSER_COOKIE, describeBrowser } from './new-browser';
import { GOOD_PASSWORD } from './testkit';

/** A sign-in from a browser the account has not used mails the member (decision 042). */
let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const FIREFOX_LINUX = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

/** One browser: its own cookies (the browser id and the session), its own User-Agent. */
function browser(userAgent: string, extra: Record<string, string> = {}) {
  const jar = new Map<string, string>();
  return async (method: string, url: string, payload?: object) => {
    const res = await t.app.inject({
      method: method as 'GET',
      url,
      payload,
      headers: {
        host: 'localhost',
        'x-request-type': 'client',
        'user-agent': userAgent,
        cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; '),
        ...extra,
      },
    });
    for (const c of res.cookies) {
      if (c.value) jar.set(c.name, c.value);
      else jar.delete(c.name);
    }
    return res;
  };
}

const mailsTo = (to: string) => t.db.select().from(outbox).where(eq(outbox.to, to)).orderBy(desc(outbox.id));
const signInMails = async (to: string) => (await mailsTo(to)).filter((m) => m.template === 'new_sign_in');

let n = 0;
async function account(language = 'en') {
  const email = `signin${++n}@example.com`;
  const first = browser(FIREFOX_LINUX);
  const res = await first('POST', '/api/signup.php', {
    email,
    name: 'Mila',
    password: GOOD_PASSWORD,
    date_of_birth: '1990-01-01',
    gender: 'female',
    seeking: 'male',
  });
  expect(res.statusCode).toBe(201);
  expect(res.cookies.map((c) => c.name)).toContain(BROWSER_COOKIE);
  await t.db.update(users).set({ language }).where(eq(users.email, email));
  return { email, first };
}

describe('a sign-in from a new browser', () => {
  it('mails the member browser, system, country and time; the same browser again is not told', async () => {
    const { email, first } = await account();
    expect((await first('POST', '/api/user.php', { email, password: GOOD_PASSWORD })).statusCode).toBe(200);
    expect(await signInMails(email)).toHaveLength(0);

    const phone = browser(SAFARI_IPHONE, { 'cf-ipcountry': 'NL' });
    expect((await phone('POST', '/api/user.php', { email, password: GOOD_PASSWORD })).statusCode).toBe(200);
    const [mail, ...more] = await signInMails(email);
    expect(more).toHaveLength(0);
    expect(mail!.subject).toBe('New sign-in to your Amora account');
    expect(mail!.text).toContain('Safari · iOS · Netherlands ·');
    expect(mail!.text).toMatch(/UTC/);
    expect(mail!.text).toContain('This wasn’t me');
    expect(mail!.text).toMatch(/\/api\/not-me\.php\?token=\S+/);

    expect((await phone('POST', '/api/user.php', { email, password: GOOD_PASSWORD })).statusCode).toBe(200);
    expect(await signInMails(email)).toHaveLength(1);
  });

  it('writes the mail in the member’s language, without a place when the country is unknown', async () => {
    const { email } = await account('nl');
    const other = browser(FIREFOX_LINUX);
    expect((await other('POST', '/api/user.php', { email, password: GOOD_PASSWORD })).statusCode).toBe(200);
    const [mail] = await signInMails(email);
    expect(mail!.subject).toBe('Nieuwe aanmelding op je Amora-account');
    expect(mail!.text).toContain('Firefox · Linux ·');
    expect(mail!.text).toContain('Dit was ik niet');
  });

  it('tells nothing on a wrong password', async () => {
    const { email } = await account();
    const other = browser(SAFARI_IPHONE);
    expect((await other('POST', '/api/user.php', { email, password: 'wrong password 123' })).statusCode).toBe(
      401,
    );
    expect(await signInMails(email)).toHaveLength(0);
  });

  it('"this wasn\'t me" ends every session and leads to choosing a new password, once', async () => {
    const { email, first } = await account();
    const intruder = browser(SAFARI_IPHONE);
    expect((await intruder('POST', '/api/user.php', { email, password: GOOD_PASSWORD })).statusCode).toBe(
      200,
    );
    const [mail] = await signInMails(email);
    const link = new URL(mail!.text.match(/https?:\/\/\S+\/api\/not-me\.php\?token=\S+/)![0]);
    const [user] = await t.db.select().from(users).where(eq(users.email, email));
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, user!.id))).toHaveLength(2);

    const res = await first('GET', link.pathname + link.search);
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toMatch(/^\/reset-password\/do\?token=\S+/);
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, user!.id))).toHaveLength(0);
    expect((await intruder('GET', '/api/user.php')).json().user).toBeNull();

    // The reset token works: a new password, and the old one no longer lets anyone in.
    const token = new URLSearchParams(String(res.headers.location).split('?')[1]).get('token');
    const set = await first('PUT', '/api/reset-password.php', {
      token,
      password: 'A brand new password 77',
      password_repeat: 'A brand new password 77',
    });
    expect(set.statusCode).toBe(200);
    expect((await intruder('POST', '/api/user.php', { email, password: GOOD_PASSWORD })).statusCode).toBe(
      401,
    );

    const again = await first('GET', link.pathname + link.search);
    expect(again.statusCode).toBe(303);
    expect(again.headers.location).toBe('/reset-password');
  });
});

describe('browser names', () => {
  it('knows the common browsers and systems, and says nothing it does not know', () => {
    expect(describeBrowser(FIREFOX_LINUX)).toEqual({ browser: 'Firefox', system: 'Linux' });
    expect(describeBrowser(SAFARI_IPHONE)).toEqual({ browser: 'Safari', system: 'iOS' });
    expect(
      describeBrowser(
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
      ),
    ).toEqual({ browser: 'Edge', system: 'Windows' });
    expect(describeBrowser('curl/8.0')).toEqual({ browser: null, system: null });
  });
});
