import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/harness';
import { timeQueries } from './query-timing';
import { startupProbe } from './readiness';
import { RECENT_ANSWER_MS } from './routes';

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

describe('GET /healthz', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let statements = 0;
  beforeAll(async () => {
    t = await createTestApp();
    timeQueries(t.db, () => statements++);
  });
  // The last test closed the database under the app: what the app's close asks of it fails.
  afterAll(async () => {
    await t.app.close().catch(() => {});
    await t.database.close().catch(() => {});
  });
  const idle = () => new Promise((resolve) => setTimeout(resolve, RECENT_ANSWER_MS + 100));

  it('takes a statement answered in the last second as the database reachable, asks it itself when none was', async () => {
    await t.app.inject({ method: 'GET', url: '/api/settings.php' });
    await t.db.execute(sql`select 1`);
    const before = statements;
    const busy = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(busy.json()).toEqual({ status: 'ok', database: t.databaseKind });
    expect(statements).toBe(before);

    await idle();
    const quiet = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(quiet.json()).toEqual({ status: 'ok', database: t.databaseKind });
    expect(statements).toBe(before + 1);
  });

  it('answers 503 unavailable once the database stopped answering, though an error came just before', async () => {
    // An SQL error is an answer: the database is there.
    await idle();
    await expect(t.db.execute(sql`select no_such_column`)).rejects.toThrow();
    const before = statements;
    expect((await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    expect(statements).toBe(before);

    await t.database.close();
    await idle();
    // A connection that fails is none.
    await expect(t.db.execute(sql`select 1`)).rejects.toThrow();
    const res = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ status: 'unavailable', database: t.databaseKind });
  });
});
