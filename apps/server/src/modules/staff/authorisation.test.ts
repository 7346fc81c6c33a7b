import type { StaffRole } from '@amora/shared/api/staff';
import { contract, type Endpoint, type EndpointSpec } from '@amora/shared/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_STAFF_PASSWORD } from '../../test/harness';
import { client } from '../auth/testkit';
import { DEMO_STAFF } from './accounts';
import { CAPABILITIES, type Capability } from './roles';

/**
 * Every staff endpoint with the capability the contract requires: the server refuses to start
 * when a staff route's config names another (lib/contract.ts), and this walks them all.
 */
const STAFF_ENDPOINTS = Object.entries(contract as Record<Endpoint, EndpointSpec>).flatMap(
  ([endpoint, { auth }]) => {
    if (auth === 'public' || auth === 'member') return [];
    const [method, url] = endpoint.split(' ') as ['GET' | 'POST' | 'PUT' | 'DELETE', string];
    return [{ method, url, capability: auth satisfies Capability }];
  },
);

let t: Awaited<ReturnType<typeof createTestApp>>;
const callers = new Map<string, ReturnType<typeof client>>();

beforeAll(async () => {
  t = await createTestApp();
  for (const { email, role } of DEMO_STAFF) {
    const c = client(t);
    expect((await c.staffLogin(email, TEST_STAFF_PASSWORD)).statusCode).toBe(200);
    callers.set(role, c);
  }
  const member = client(t);
  expect((await member.signup({ email: 'plain@example.com' })).statusCode).toBe(201);
  callers.set('member', member);
  callers.set('anonymous', client(t));
});
afterAll(async () => t?.close());

describe('staff authorisation matrix', () => {
  it('has endpoints for every capability', () => {
    const used = new Set(STAFF_ENDPOINTS.map((e) => e.capability));
    expect([...used].sort()).toEqual(Object.keys(CAPABILITIES).sort());
    expect(STAFF_ENDPOINTS.length).toBeGreaterThan(25);
  });

  it('walks the mailings endpoints too (admins only)', () => {
    expect(
      STAFF_ENDPOINTS.filter((e) => e.capability === 'mailings').map((e) => `${e.method} ${e.url}`),
    ).toEqual([
      'GET /api/staff/mailings.php',
      'POST /api/staff/mailings.php',
      'PUT /api/staff/mailings.php',
      'GET /api/staff/mailing-audience.php',
      'POST /api/staff/mailing-test.php',
      'POST /api/staff/mailing-send.php',
      'POST /api/staff/mailing-cancel.php',
    ]);
    expect(CAPABILITIES.mailings).toEqual(['admin']);
  });

  const roles: (StaffRole | 'member' | 'anonymous')[] = [
    'admin',
    'moderator',
    'operator',
    'support',
    'member',
    'anonymous',
  ];
  it.each(roles)('%s: every staff endpoint answers as the role matrix says', async (role) => {
    const c = callers.get(role)!;
    const wrong: string[] = [];
    for (const endpoint of STAFF_ENDPOINTS) {
      const allowed = (CAPABILITIES[endpoint.capability] as readonly string[]).includes(role);
      // An empty body: allowed callers get past the role check (and usually fail validation),
      // refused callers get 403 before their input is even looked at.
      const res = await c.call(endpoint.method, endpoint.url, endpoint.method === 'GET' ? undefined : {});
      const body = res.json();
      if (allowed) {
        if (res.statusCode === 403 || res.statusCode >= 500)
          wrong.push(`${endpoint.method} ${endpoint.url} → ${res.statusCode}`);
      } else {
        const code = role === 'anonymous' ? 'authentication_required' : 'forbidden';
        if (res.statusCode !== 403 || body.error !== code)
          wrong.push(`${endpoint.method} ${endpoint.url} → ${res.statusCode} ${body.error}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('answers staff calls with no-store, a HEAD request too, after the same role check', async () => {
    const admin = callers.get('admin')!;
    const me = await admin.call('GET', '/api/staff/me.php');
    expect(me.statusCode).toBe(200);
    expect(me.headers['cache-control']).toBe('no-store');
    const head = await admin.call('HEAD', '/api/staff/me.php');
    expect(head.statusCode).toBe(200);
    expect(head.headers['cache-control']).toBe('no-store');
    const refused = await callers.get('member')!.call('HEAD', '/api/staff/audit.php');
    expect(refused.statusCode).toBe(403);
  });

  it('keeps its hooks to the staff area: a visitor reads the settings and the regions as they are', async () => {
    const settings = await callers.get('anonymous')!.call('GET', '/api/settings.php');
    expect(settings.statusCode).toBe(200);
    // Every API answer is no-store unless its route allows a cache (lib/security-headers.ts); the
    // regions do, and the staff area's no-store does not reach them.
    const regions = await callers.get('anonymous')!.call('GET', '/api/regions.php?country=GB');
    expect(regions.statusCode).toBe(200);
    expect(regions.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('admins see every capability; an operator only the console and the inbox', () => {
    for (const capability of Object.keys(CAPABILITIES) as (keyof typeof CAPABILITIES)[]) {
      expect(CAPABILITIES[capability]).toContain('admin');
    }
    const operator = Object.entries(CAPABILITIES)
      .filter(([, roles]) => (roles as readonly string[]).includes('operator'))
      .map(([name]) => name);
    expect(operator.sort()).toEqual(['console', 'inbox']);
  });
});
