import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateLimits } from '../db/schema';
import { ADULT_BIRTH_DATE, CLIENT, GOOD_PASSWORD } from '../modules/auth/testkit';
import { createTestApp } from '../test/harness';
import { RATE_LIMITS } from './rate-limit';

let limited: Awaited<ReturnType<typeof createTestApp>>;
let unlimited: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  [limited, unlimited] = await Promise.all([
    createTestApp({ env: { RATE_LIMITS: 'on' } }),
    createTestApp({ env: { RATE_LIMITS: 'off' } }),
  ]);
});
afterAll(async () => {
  await limited?.close();
  await unlimited?.close();
});

const complaint = {
  name: 'Jan',
  email: 'jan@example.com',
  subject: 'A profile',
  message: 'Please look at member 12.',
};

function post(t: typeof limited, url: string, payload: object, ip: string) {
  return t.app.inject({ method: 'POST', url, headers: CLIENT, payload, remoteAddress: ip });
}

describe('rate limits per address', () => {
  it('refuses the complaint form past its limit with rate_limited and Retry-After, per address', async () => {
    const { max } = RATE_LIMITS.complaint;
    for (let i = 0; i < max; i++) {
      expect((await post(limited, '/api/complaint.php', complaint, '203.0.113.5')).statusCode).toBe(201);
    }
    const refused = await post(limited, '/api/complaint.php', complaint, '203.0.113.5');
    expect(refused.statusCode).toBe(429);
    const body = refused.json();
    expect(body).toMatchObject({ error: 'rate_limited', message: 'Too many requests' });
    expect(body.retry_after).toBeGreaterThan(0);
    expect(body.retry_after).toBeLessThanOrEqual(3600);
    expect(Number(refused.headers['retry-after'])).toBe(body.retry_after);

    // Another address is not affected, and neither is another form from the same address.
    expect((await post(limited, '/api/complaint.php', complaint, '198.51.100.7')).statusCode).toBe(201);
    const signup = await post(
      limited,
      '/api/signup.php',
      {
        email: 'limited@example.com',
        name: 'Lima',
        password: GOOD_PASSWORD,
        date_of_birth: ADULT_BIRTH_DATE,
        gender: 'female',
        seeking: 'male',
      },
      '203.0.113.5',
    );
    expect(signup.statusCode).toBe(201);

    // The counters live in the database, where every app node counts them.
    const rows = await limited.db.select().from(rateLimits);
    expect(rows.find((r) => r.key === 'POST /api/complaint.php 203.0.113.5')?.hits).toBe(max + 1);
    expect(rows.find((r) => r.key === 'POST /api/signup.php 203.0.113.5')?.hits).toBe(1);
  });

  it('counts concurrent requests exactly', async () => {
    const { max } = RATE_LIMITS.discountCode;
    const answers = await Promise.all(
      Array.from({ length: max + 5 }, () =>
        limited.app.inject({
          method: 'GET',
          url: '/api/discountcode.php?code=NOPE',
          remoteAddress: '192.0.2.44',
        }),
      ),
    );
    expect(answers.filter((a) => a.statusCode === 429)).toHaveLength(5);
  });

  it('limits the answers that tell whether an address has an account, per address and per target e-mail', async () => {
    const signup = (email: string) => ({
      email,
      name: 'Probe',
      password: GOOD_PASSWORD,
      date_of_birth: ADULT_BIRTH_DATE,
      gender: 'female',
      seeking: 'male',
    });
    expect(
      (await post(limited, '/api/signup.php', signup('known@example.com'), '192.0.2.1')).statusCode,
    ).toBe(201);
    const { max } = RATE_LIMITS.targetEmail;
    // One e-mail asked about from ever new client addresses (a botnet): the e-mail's own limit,
    // shared by the forms (the sign-up above was the first of its `max`).
    const probes = [];
    for (let i = 1; i <= max; i++) {
      const url = i % 2 ? '/api/reset-password.php' : '/api/signup.php';
      const body = i % 2 ? { email: 'Known@example.com' } : signup('known@example.com');
      probes.push(await post(limited, url, body, `192.0.2.${10 + i}`));
    }
    // (The account's three reset mails a day answer too_many_reset_mails on the way.)
    expect(probes.slice(0, -1).filter((p) => p.json().error === 'rate_limited')).toEqual([]);
    expect(probes[1]!.json().error).toBe('email_taken');
    const refused = probes.at(-1)!;
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ error: 'rate_limited' });
    expect(Number(refused.headers['retry-after'])).toBe(refused.json().retry_after);
    // An unknown address is limited the same way (the answer would tell it has no account).
    for (let i = 0; i < max; i++) {
      await post(limited, '/api/reset-password.php', { email: 'unknown@example.com' }, `198.51.100.${i + 1}`);
    }
    const unknown = await post(
      limited,
      '/api/reset-password.php',
      { email: 'unknown@example.com' },
      '198.51.100.99',
    );
    expect(unknown.statusCode).toBe(429);

    // Many target e-mails from one client address: the per-address limits.
    const resets = [];
    for (let i = 0; i <= RATE_LIMITS.mailForm.max; i++) {
      resets.push(
        await post(limited, '/api/reset-password.php', { email: `nobody${i}@example.com` }, '203.0.113.80'),
      );
    }
    expect(resets.slice(0, -1).every((r) => r.json().error === 'email_not_found')).toBe(true);
    expect(resets.at(-1)!.statusCode).toBe(429);
    const signups = [];
    for (let i = 0; i <= RATE_LIMITS.signup.max; i++) {
      signups.push(
        await post(limited, '/api/signup.php', { ...signup('known@example.com'), name: '' }, '203.0.113.81'),
      );
    }
    expect(signups.slice(0, -1).every((r) => r.statusCode === 400)).toBe(true);
    expect(signups.at(-1)!.statusCode).toBe(429);
  });

  it('does not limit with RATE_LIMITS=off', async () => {
    for (let i = 0; i <= RATE_LIMITS.complaint.max; i++) {
      expect((await post(unlimited, '/api/complaint.php', complaint, '203.0.113.5')).statusCode).toBe(201);
    }
  });
});
