// Benchmark: GET /api/settings.php on the built server, on embedded PGlite and — when one answers —
// on PostgreSQL. Prints requests/s and latency percentiles; asserts nothing.
// Usage: npm run build && npm run bench   (BENCH_SECONDS, BENCH_CONNECTIONS to tune)
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);
const pgServer = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

async function startServer(env, port) {
  const child = spawn(process.execPath, [path.join(root, 'apps/server/dist/main.js')], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) return child;
    } catch {}
    await new Promise((r) => setTimeout(r, 250));
  }
  child.kill();
  throw new Error('server did not start');
}

async function measure(label, env, port) {
  const server = await startServer(env, port);
  try {
    const url = `http://127.0.0.1:${port}/api/settings.php`;
    await autocannon({ url, connections, duration: 2, headers: { host: 'localhost' } }); // warm-up
    const r = await autocannon({ url, connections, duration: seconds, headers: { host: 'localhost' } });
    const ok = r['2xx'];
    console.log(
      `${label.padEnd(11)} ${r.requests.average.toFixed(0).padStart(7)} req/s   p50 ${r.latency.p50} ms   p99 ${r.latency.p99} ms   ` +
        `${ok} ok, ${r.non2xx} non-2xx, ${r.errors} errors (${connections} connections, ${seconds} s)`,
    );
  } finally {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
  }
}

console.log('GET /api/settings.php');
const dataDir = mkdtempSync(path.join(tmpdir(), 'amora-bench-'));
try {
  await measure('PGlite', { DATA_DIR: dataDir }, 4401);
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}

const admin = new pg.Client({ connectionString: pgServer, connectionTimeoutMillis: 2000 });
try {
  await admin.connect();
} catch {
  console.log('PostgreSQL  skipped: no server answers at', pgServer);
  process.exit(0);
}
const name = `amora_bench_${Date.now()}`;
await admin.query(`create database ${name}`);
try {
  const url = new URL(pgServer);
  url.pathname = `/${name}`;
  await measure('PostgreSQL', { DATABASE_URL: url.toString(), DATA_DIR: tmpdir() }, 4402);
} finally {
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
}
