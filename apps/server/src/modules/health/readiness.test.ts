import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/harness';
import { startupProbe } from './readiness';

describe('the start-up probe (the port while the database migrates)', () => {
  let probe: Awaited<ReturnType<typeof startupProbe>>;
  let base: string;
  beforeAll(async () => {
    probe = await startupProbe(0, '127.0.0.1', 'postgres');
    base = `http://127.0.0.1:${probe.port}`;
  });

  it('answers 503 to everything: migrating on /readyz, unavailable on /healthz, the JSON error starting elsewhere', async () => {
    const ready = await fetch(`${base}/readyz`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toEqual({ status: 'migrating' });
    expect(ready.headers.get('cache-control')).toBe('no-store');

    const health = await fetch(`${base}/healthz?probe=1`);
    expect(health.status).toBe(503);
    expect(await health.json()).toEqual({ status: 'unavailable', database: 'postgres' });

    const post = await fetch(`${base}/api/chat.php`, { method: 'POST', body: '{"text":"hello"}' });
    expect(post.status).toBe(503);
    expect(post.headers.get('retry-after')).toBe('5');
    expect(await post.json()).toEqual({ error: 'starting', message: expect.any(String) });
  });

  it('frees the port when the app is about to listen', async () => {
    await probe.close();
    await expect(fetch(`${base}/readyz`)).rejects.toThrow();
  });
});

describe('GET /readyz', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    // Production: a host that is no site's gets a 404 everywhere but /healthz and /readyz.
    t = await createTestApp({ env: { NODE_ENV: 'production', PUBLIC_URL: 'https://localhost' } });
  });
  afterAll(async () => t?.close());

  it('answers 200 ready while the node serves, on any host and never cached', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/readyz', headers: { host: 'no-site.example' } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ready' });
    expect(res.headers['cache-control']).toBe('no-store');
    const page = await t.app.inject({
      method: 'GET',
      url: '/api/settings.php',
      headers: { host: 'no-site.example' },
    });
    expect(page.statusCode).toBe(404);
  });

  it('answers 503 stopping once the node began to stop, while liveness stays ok', async () => {
    t.app.readiness.stopping();
    const res = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ status: 'stopping' });
    expect((await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
  });
});
