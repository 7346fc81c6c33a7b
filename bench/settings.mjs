// Benchmark: GET /api/settings.php on the built server, on embedded PGlite and — when one answers —
// on PostgreSQL. Prints requests/s and latency percentiles; asserts nothing.
// Usage: npm run build && npm run bench   (BENCH_SECONDS, BENCH_CONNECTIONS to tune)
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { startServer, stopServer } from './lib.mjs';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);
const pgServer = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

async function measure(label, env, port) {
  const server = await startServer(port, env);
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
    await stopServer(server);
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
