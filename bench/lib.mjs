// Shared by the benchmarks: starting the built server, and running a benchmark on each database.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The demo staff logins' password on benchmark servers (installations get generated ones). */
export const BENCH_STAFF_PASSWORD = 'Benchmark staff login 2026';

/**
 * Starts apps/server/dist/main.js with `env` and waits until /healthz answers (≤ 150 s). A
 * production start, with the demo data asked for by name (production seeds nothing by default).
 */
export async function startServer(port, env) {
  const child = spawn(process.execPath, [path.join(root, 'apps/server/dist/main.js')], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      // Benchmarks deliver no mail; production refuses to start without saying so (decision 026).
      MAIL_OUTBOX_ONLY: 'on',
      SEED: 'demo',
      DEMO_STAFF_PASSWORD: BENCH_STAFF_PASSWORD,
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) return child;
    } catch {}
    await new Promise((r) => setTimeout(r, 250));
  }
  child.kill();
  throw new Error('server did not start');
}

export async function stopServer(child) {
  child.kill('SIGTERM');
  await new Promise((r) => child.once('exit', r));
}

/**
 * Runs `run(label, env, exec)` on embedded PGlite and then — when one answers — on a scratch
 * database of the PostgreSQL server `serverUrl`. `env` starts the server on that database;
 * `exec(sql)` runs setup SQL there directly (with the server stopped, for PGlite).
 * `keep`: leave the PGlite data folder (for looking at it afterwards).
 */
export async function onEachDatabase(name, serverUrl, run, { keep = false } = {}) {
  const dataDir = mkdtempSync(path.join(tmpdir(), `amora-${name}-`));
  try {
    await run('PGlite', { DATA_DIR: dataDir }, async (sql) => {
      const db = await PGlite.create({ dataDir: path.join(dataDir, 'db') });
      await db.exec(sql);
      await db.close();
    });
  } finally {
    if (!keep) rmSync(dataDir, { recursive: true, force: true });
  }

  const admin = new pg.Client({ connectionString: serverUrl, connectionTimeoutMillis: 2000 });
  try {
    await admin.connect();
  } catch {
    console.log('PostgreSQL  skipped: no server at', serverUrl);
    return;
  }
  const database = `amora_${name}_bench_${Date.now()}`;
  await admin.query(`create database ${database}`);
  const pgDataDir = mkdtempSync(path.join(tmpdir(), `amora-${name}-pg-`));
  try {
    const url = new URL(serverUrl);
    url.pathname = `/${database}`;
    await run('PostgreSQL', { DATABASE_URL: url.toString(), DATA_DIR: pgDataDir }, async (sql) => {
      const c = new pg.Client({ connectionString: url.toString() });
      await c.connect();
      await c.query(sql);
      await c.end();
    });
  } finally {
    await admin.query(`drop database if exists ${database} with (force)`);
    await admin.end();
    rmSync(pgDataDir, { recursive: true, force: true });
  }
}
