import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/harness';

const TOKEN = 'metrics-token-for-tests-0123';

describe('GET /metrics with METRICS_TOKEN', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp({ env: { METRICS_TOKEN: TOKEN } });
  });
  afterAll(async () => t?.close());

  it('refuses a missing or wrong token, even from this machine', async () => {
    const none = await t.app.inject({ method: 'GET', url: '/metrics' });
    expect(none.statusCode).toBe(401);
    expect(none.headers['www-authenticate']).toBe('Bearer');
    const wrong = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: 'Bearer wrong' },
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.body).not.toContain('amora_');
  });

  it('answers the named series in Prometheus text format, requests labelled by route pattern', async () => {
    await t.app.inject({ method: 'GET', url: '/healthz' });
    await t.app.inject({ method: 'GET', url: '/photos/00000000000000000000000000000000.webp' });
    await t.app.inject({ method: 'GET', url: '/no/such/thing/at/all' });
    const res = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}`, 'x-forwarded-for': '203.0.113.9' },
      remoteAddress: '203.0.113.9',
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    expect(res.headers['cache-control']).toBe('no-store');
    const text = res.body;
    expect(text).toMatch(/amora_http_requests_total\{method="GET",route="\/healthz",status="200"\} 1/);
    // The pattern, not the file's name: series stay few whatever the URLs are.
    expect(text).toMatch(/amora_http_requests_total\{method="GET",route="\/photos\/:name",status="404"\} 1/);
    expect(text).not.toContain('00000000000000000000000000000000');
    expect(text).toContain(
      'amora_http_request_duration_seconds_bucket{le="0.005",method="GET",route="/healthz"',
    );
    for (const series of [
      'nodejs_eventloop_lag_seconds',
      'process_resident_memory_bytes',
      'amora_live_sockets 0',
      'amora_mail_outbox_unsent',
      'amora_mail_outbox_failing',
    ]) {
      expect(text).toContain(series);
    }
    if (t.databaseKind === 'postgres') expect(text).toContain('amora_db_pool_connections');
  });
});

describe('GET /metrics without METRICS_TOKEN', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());

  it('answers a caller on this machine, and nobody else (not through a proxy either)', async () => {
    const local = await t.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '127.0.0.1' });
    expect(local.statusCode).toBe(200);
    expect(local.body).toContain('amora_http_requests_total');
    expect((await t.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '::1' })).statusCode).toBe(
      200,
    );

    const remote = await t.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '203.0.113.9' });
    expect(remote.statusCode).toBe(404);
    const proxied = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      remoteAddress: '127.0.0.1',
      headers: { 'x-forwarded-for': '203.0.113.9' },
    });
    expect(proxied.statusCode).toBe(404);
    expect(proxied.body).not.toContain('amora_');
  });
});
