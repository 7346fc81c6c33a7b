import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from './test/harness';

const webDistDir = mkdtempSync(path.join(tmpdir(), 'amora-web-'));
const script = `console.log(${JSON.stringify('x'.repeat(3000))});`;
mkdirSync(path.join(webDistDir, 'assets'));
writeFileSync(path.join(webDistDir, 'assets', 'main-AbC123xy.js'), script);
writeFileSync(path.join(webDistDir, 'assets', 'main-AbC123xy.js.br'), brotliCompressSync(script));
writeFileSync(
  path.join(webDistDir, 'index.html'),
  '<!doctype html><html lang="en"><head><title>Amora</title></head><body><div id="root"></div></body></html>',
);
writeFileSync(path.join(webDistDir, 'icon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
writeFileSync(path.join(webDistDir, 'sw-push.js'), 'self.addEventListener("push", () => {});');

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({ webDistDir });
});
afterAll(async () => t?.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { host: 'localhost', ...headers } });

describe('Cache-Control', () => {
  it('keeps hashed assets a year as immutable, prebuilt brotli included', async () => {
    const plain = await get('/assets/main-AbC123xy.js');
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(plain.body).toBe(script);
    const br = await get('/assets/main-AbC123xy.js', { 'accept-encoding': 'br, gzip' });
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(script);
  });

  it('revalidates HTML and the service worker; icons and the manifest for a short while', async () => {
    expect((await get('/')).headers['cache-control']).toBe('no-cache');
    expect((await get('/pages/faq')).headers['cache-control']).toBe('no-cache');
    expect((await get('/sw-push.js')).headers['cache-control']).toBe('no-cache');
    expect((await get('/icon.svg')).headers['cache-control']).toBe('public, max-age=86400');
    expect((await get('/favicon.ico')).headers['cache-control']).toBe('public, max-age=86400');
    expect((await get('/icons/app-192.png')).headers['cache-control']).toBe('public, max-age=86400');
    expect((await get('/manifest.webmanifest')).headers['cache-control']).toBe('public, max-age=3600');
  });

  it('keeps API answers out of every cache unless the route allows it', async () => {
    expect((await get('/api/members.php?page=1')).headers['cache-control']).toBe('no-store');
    expect((await get('/api/settings.php')).headers['cache-control']).toBe('no-store');
    const refused = await get('/api/chats.php');
    expect(refused.statusCode).toBe(403);
    expect(refused.headers['cache-control']).toBe('no-store');
    // A route's own policy wins: the regions are the same for everyone.
    expect((await get('/api/regions.php?country=GB')).headers['cache-control']).toBe('public, max-age=3600');
  });
});

describe('compression', () => {
  it('compresses JSON above 1 KB per Accept-Encoding', async () => {
    const identity = await get('/api/members.php?page=1');
    expect(identity.statusCode).toBe(200);
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.rawPayload.length).toBeGreaterThan(1024);

    const br = await get('/api/members.php?page=1', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.rawPayload.length).toBeLessThan(identity.rawPayload.length / 2);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(identity.json());

    const gzip = await get('/api/members.php?page=1', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(identity.json());
  });

  it('leaves small answers alone', async () => {
    const small = await get('/api/user.php', { 'accept-encoding': 'br, gzip' });
    expect(small.rawPayload.length).toBeLessThan(1024);
    expect(small.headers['content-encoding']).toBeUndefined();
  });

  it('never inflates a compressed request body', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user.php',
      headers: {
        host: 'localhost',
        'x-request-type': 'client',
        'content-type': 'application/json',
        'content-encoding': 'gzip',
      },
      payload: brotliCompressSync(JSON.stringify({ email: 'a@b.example', password: 'x' })),
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
  });
});

describe('COMPRESSION=off', () => {
  let off: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    off = await createTestApp({ env: { COMPRESSION: 'off' } });
  });
  afterAll(async () => off?.close());

  it('sends JSON as it is (a proxy in front compresses)', async () => {
    const res = await off.app.inject({
      method: 'GET',
      url: '/api/members.php?page=1',
      headers: { host: 'localhost', 'accept-encoding': 'br, gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
  });
});
