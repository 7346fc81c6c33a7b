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

  it('does not limit with RATE_LIMITS=off', async () => {
    for (let i = 0; i <= RATE_LIMITS.complaint.max; i++) {
      expect((await post(unlimited, '/api/complaint.php', complaint, '203.0.113.5')).statusCode).toBe(201);
    }
  });
});
