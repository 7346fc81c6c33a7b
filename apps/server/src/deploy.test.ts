import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { AUTH_COOKIE } from '@amora/shared';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { buildApp } from './app';
import { loadConfig } from './config';
import { type Database, openDatabase } from './db/client';
import { users } from './db/schema';
import { SERVER_ROOT } from './lib/paths';
import { ADULT_BIRTH_DATE, CLIENT, GOOD_PASSWORD } from './modules/auth/testkit';
import { grantCredits } from './modules/credits/service';
import { refreshListing } from './modules/members/profile-store';
import { noise, photoUpload } from './modules/photos/testkit';
import { createTestApp } from './test/harness';
import { type LocalS3, startLocalS3 } from './test/s3-server';
import { freePort } from './test/server-process';

const NGINX = '/usr/sbin/nginx';
const EXAMPLE = path.join(SERVER_ROOT, '../../deploy/nginx.conf');

/** deploy/nginx.conf as it is, but on a plain loopback port, with the test's nodes and folders. */
function testConfig(dir: string, port: number, nodes: number[]): string {
  let site = readFileSync(EXAMPLE, 'utf8');
  // The port-80 redirect server goes; the TLS server listens on loopback without TLS.
  site = site.replace(/server \{\n {4}listen 80;[\s\S]*?\n\}\n/, '');
  site = site.replace(/ {4}listen 443 ssl http2;\n/, `    listen 127.0.0.1:${port};\n`);
  site = site.replace(/ {4}listen \[::\]:443 ssl http2;\n/, '');
  site = site.replace(/^ {4}ssl_.*\n/gm, '');
  site = site.replace(/server_name [^;]+;/g, 'server_name localhost;');
  site = site.replace(/ {4}server 127\.0\.0\.1:\d+;\n/g, '');
  site = site.replace(
    'upstream amora {\n',
    `upstream amora {\n${nodes.map((p) => `    server 127.0.0.1:${p};\n`).join('')}`,
  );
  site = site.replace('/var/cache/nginx/amora', path.join(dir, 'cache'));
  writeFileSync(path.join(dir, 'site.conf'), site);
  for (const sub of ['cache', 'temp']) mkdirSync(path.join(dir, sub));
  const temp = path.join(dir, 'temp');
  return [
    'daemon off;',
    'worker_processes 1;',
    ...(process.getuid?.() === 0 ? ['user root;'] : []),
    `pid ${path.join(dir, 'nginx.pid')};`,
    `error_log ${path.join(dir, 'error.log')} warn;`,
    'events { worker_connections 256; }',
    'http {',
    '  access_log off;',
    `  client_body_temp_path ${temp}/body; proxy_temp_path ${temp}/proxy; fastcgi_temp_path ${temp}/fastcgi;`,
    `  uwsgi_temp_path ${temp}/uwsgi; scgi_temp_path ${temp}/scgi;`,
    `  include ${path.join(dir, 'site.conf')};`,
    '}',
  ].join('\n');
}

const hasNginx = spawnSync(NGINX, ['-v']).status === 0;
const s3 = hasNginx ? await startLocalS3() : { unavailable: 'nginx is not installed' };
const unavailable = !hasNginx
  ? `nginx is not installed (apt-get install nginx-light)`
  : 'unavailable' in s3
    ? s3.unavailable
    : null;
if (unavailable) console.warn(`Reverse-proxy test skipped: ${unavailable}`);

/**
 * The example nginx configuration (deploy/nginx.conf, decision 035) in front of two app nodes
 * sharing one database and one bucket — on PostgreSQL (TEST_DATABASE_URL) each node with its own
 * connections — and a member journey through the proxy: sign up and sign in, a photo larger than
 * nginx's default body limit served by both nodes, and a message that arrives live on the node
 * that did not take the send.
 */
describe.skipIf(!!unavailable)('two app nodes behind the example nginx configuration', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'amora-nginx-'));
  const dataA = mkdtempSync(path.join(tmpdir(), 'amora-proxy-a-'));
  const dataB = mkdtempSync(path.join(tmpdir(), 'amora-proxy-b-'));
  let a: Awaited<ReturnType<typeof createTestApp>>;
  let b: FastifyInstance;
  let databaseB: Database | null = null;
  let nginx: ChildProcess;
  let base: string;

  beforeAll(async () => {
    const env = (s3 as LocalS3).env;
    a = await createTestApp({ env: { DATA_DIR: dataA, ...env } });
    if (a.databaseUrl) databaseB = await openDatabase({ databaseUrl: a.databaseUrl, dataDir: null });
    b = await buildApp({
      config: loadConfig({
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        RATE_LIMITS: 'off',
        DATA_DIR: dataB,
        ...env,
      }),
      database: databaseB ?? a.database,
      webDistDir: '/nonexistent',
      logger: false,
    });
    await a.app.listen({ port: 0, host: '127.0.0.1' });
    await b.listen({ port: 0, host: '127.0.0.1' });
    const ports = [a.app, b].map((app) => (app.server.address() as { port: number }).port);
    const port = await freePort();
    writeFileSync(path.join(dir, 'nginx.conf'), testConfig(dir, port, ports));
    const check = spawnSync(NGINX, ['-t', '-c', path.join(dir, 'nginx.conf'), '-p', dir], {
      encoding: 'utf8',
    });
    expect(check.status, check.stderr).toBe(0);
    nginx = spawn(NGINX, ['-c', path.join(dir, 'nginx.conf'), '-p', dir], { stdio: 'ignore' });
    base = `http://localhost:${port}`;
    while ((await fetch(`${base}/healthz`).catch(() => null))?.status !== 200) {
      if (nginx.exitCode !== null) throw new Error(readFileSync(path.join(dir, 'error.log'), 'utf8'));
      await new Promise((resolve) => setTimeout(resolve, 100)); // poll interval
    }
  });

  afterAll(async () => {
    if (nginx && nginx.exitCode === null) {
      const done = new Promise((resolve) => nginx.once('exit', resolve));
      nginx.kill('SIGQUIT');
      await done;
    }
    await b?.close();
    await databaseB?.close();
    await a?.close();
    if (!unavailable) await (s3 as LocalS3).close();
    for (const d of [dir, dataA, dataB]) rmSync(d, { recursive: true, force: true });
  });

  /** A member made through the proxy: signed up, then signed in (the session used from here on). */
  async function member(name: string, credits = 0) {
    const email = `${name.toLowerCase()}-${randomUUID().slice(0, 6)}@example.com`;
    const signup = await fetch(`${base}/api/signup.php`, {
      method: 'POST',
      headers: { ...CLIENT, 'content-type': 'application/json' },
      body: JSON.stringify({
        email,
        name,
        password: GOOD_PASSWORD,
        date_of_birth: ADULT_BIRTH_DATE,
        gender: 'female',
        seeking: 'male',
      }),
    });
    expect(signup.status).toBe(201);
    const { user } = (await signup.json()) as { user: { id: number } };
    // What confirming the address and buying credits would do; not this test's subject.
    await a.db.update(users).set({ status: 'active', paidUser: true }).where(eq(users.id, user.id));
    await refreshListing(a.db, user.id, { activate: true });
    if (credits)
      await a.db.transaction((tx) => grantCredits(tx, user.id, credits, 'adjustment', 'proxy-test'));
    const signIn = await fetch(`${base}/api/user.php`, {
      method: 'POST',
      headers: { ...CLIENT, 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: GOOD_PASSWORD }),
    });
    expect(signIn.status).toBe(200);
    const cookie = signIn.headers
      .getSetCookie()
      .find((c) => c.startsWith(`${AUTH_COOKIE}=`))!
      .split(';')[0]!;
    return { id: user.id, cookie };
  }

  /** Opens /api/live through the proxy like a page of the site; resolves once it is open. */
  async function live(cookie: string) {
    const socket = new WebSocket(`${base.replace('http', 'ws')}/api/live`, {
      headers: { origin: base, cookie },
    });
    const messages: { type: string; from?: number }[] = [];
    socket.on('message', (data) => messages.push(JSON.parse(String(data))));
    // The upgrade goes through (a proxy that drops Upgrade answers 400 or 404 here).
    await new Promise<void>((resolve, reject) => {
      socket.once('open', () => resolve());
      socket.once('unexpected-response', (_req, res) => reject(new Error(`live socket: ${res.statusCode}`)));
      socket.once('error', reject);
    });
    return { socket, messages };
  }

  /** amora_live_sockets of one node, from its own /metrics. */
  async function liveSockets(app: FastifyInstance) {
    const res = await app.inject({ method: 'GET', url: '/metrics', remoteAddress: '127.0.0.1' });
    return Number(res.body.match(/^amora_live_sockets (\d+)$/m)?.[1]);
  }

  it('passes the member journey through: sign-in, a large upload served by both nodes, a message live on the other node', async () => {
    const sender = await member('Sender', 100);
    const reader = await member('Reader');
    const { cookie } = sender;

    // Over nginx's default 1 MB body limit: the example allows uploads up to the app's 10 MB.
    const image = await noise(1400, 1400).png().toBuffer();
    expect(image.length).toBeGreaterThan(1_048_576);
    const { payload, headers } = photoUpload(image, 'big.png', 'image/png');
    const upload = await fetch(`${base}/api/photos.php`, {
      method: 'POST',
      headers: { ...CLIENT, ...headers, cookie },
      body: new Uint8Array(payload),
    });
    expect(upload.status).toBe(201);
    const { photo } = (await upload.json()) as { photo: { filename: string } };

    // Both nodes serve it (one bucket), and nginx keeps the immutable file in its cache.
    for (const app of [a.app, b]) {
      expect((await app.inject({ method: 'GET', url: photo.filename })).statusCode).toBe(200);
    }
    const first = await fetch(`${base}${photo.filename}`);
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    await first.arrayBuffer();
    const second = await fetch(`${base}${photo.filename}`);
    expect(second.headers.get('x-cache')).toBe('HIT');

    // The reader has the site open twice: nginx hands the two sockets to the two nodes in turn.
    const pages = [await live(reader.cookie), await live(reader.cookie)];
    try {
      await expect
        .poll(async () => [await liveSockets(a.app), await liveSockets(b)], { timeout: 15_000 })
        .toEqual([1, 1]);
      // One node takes the send; the socket on the other one gets the message too.
      const sent = await fetch(`${base}/api/chat.php`, {
        method: 'POST',
        headers: { ...CLIENT, 'content-type': 'application/json', cookie },
        body: JSON.stringify({ profile_id: reader.id, text: 'Through nginx', client_id: randomUUID() }),
      });
      expect(sent.status).toBe(200);
      for (const page of pages) {
        await expect
          .poll(() => page.messages.find((m) => m.type === 'message'), { timeout: 15_000 })
          .toMatchObject({ type: 'message', from: sender.id });
      }
    } finally {
      for (const page of pages) page.socket.close();
    }

    // /metrics is not handed out through the proxy.
    expect((await fetch(`${base}/metrics`)).status).toBe(404);
  });
});
