import { AUTH_COOKIE } from '@amora/shared';
import { desc, eq } from 'drizzle-orm';
import { outbox, sessions } from '../../db/schema';
import { sha256 } from '../../lib/tokens';
import type { createTestApp } from '../../test/harness';

type T = Awaited<ReturnType<typeof createTestApp>>;

export const CLIENT = { 'x-request-type': 'client' };
export const ADULT_BIRTH_DATE = '1990-04-12';
export const GOOD_PASSWORD = 'Correct horse battery staple 42';

/** Calls the API like the web client: client header, Host of the English demo site, a cookie. */
export function client(t: T, host = 'localhost') {
  let cookie: string | undefined;
  const call = async (
    method: string,
    url: string,
    payload?: unknown,
    extraHeaders: Record<string, string> = {},
  ) => {
    const res = await t.app.inject({
      method: method as 'GET',
      url,
      payload: payload as Record<string, unknown>,
      headers: {
        host,
        ...CLIENT,
        ...(cookie ? { cookie: `${AUTH_COOKIE}=${cookie}` } : {}),
        ...extraHeaders,
      },
    });
    const set = res.cookies.find((c) => c.name === AUTH_COOKIE);
    if (set) cookie = set.value || undefined;
    return res;
  };
  return {
    call,
    get cookie() {
      return cookie;
    },
    set cookie(value: string | undefined) {
      cookie = value;
    },
    signup: (overrides: Record<string, unknown> = {}, query = '') =>
      call('POST', `/api/signup.php${query}`, {
        email: 'anna@example.com',
        name: 'Anna',
        password: GOOD_PASSWORD,
        date_of_birth: ADULT_BIRTH_DATE,
        gender: 'female',
        seeking: 'male',
        ...overrides,
      }),
    login: (email = 'anna@example.com', password = GOOD_PASSWORD) =>
      call('POST', '/api/user.php', { email, password }),
    me: async () => (await call('GET', '/api/user.php')).json().user,
    /**
     * Logs staff in: the password, then the second factor marked passed in the database. Only a
     * shortcut for suites about other things; second-factor.test.ts walks the real codes.
     */
    staffLogin: async (email: string, password: string) => {
      const res = await call('POST', '/api/user.php', { email, password });
      if (res.statusCode !== 403 || res.json().error !== 'second_factor_required' || !cookie) return res;
      await t.db
        .update(sessions)
        .set({ secondFactorAt: new Date() })
        .where(eq(sessions.tokenHash, sha256(cookie)));
      return call('GET', '/api/user.php');
    },
  };
}

/** The newest mail to `to` with a link containing `path`, and that link. */
export async function lastMail(t: T, to: string, path: string) {
  // The newest mail with such a link: notification mails may have arrived since.
  const mails = await t.db.select().from(outbox).where(eq(outbox.to, to)).orderBy(desc(outbox.id)).limit(20);
  const mail = mails.find((m) => m.text.includes(path)) ?? mails[0];
  if (!mail) throw new Error(`No mail to ${to}`);
  const link = mail.text.match(new RegExp(`https?://\\S*${path.replace(/[?.]/g, '\\$&')}\\S*`))?.[0];
  if (!link) throw new Error(`No ${path} link in mail to ${to}: ${mail.text}`);
  const url = new URL(link);
  return { mail, link, url, token: url.searchParams.get('token')!, pathAndQuery: url.pathname + url.search };
}
