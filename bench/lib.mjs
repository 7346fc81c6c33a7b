// Shared by the benchmarks: starting the built server, and running a benchmark on each database.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The demo staff logins' password on benchmark servers (installations get generated ones). */
export const BENCH_STAFF_PASSWORD = 'Benchmark staff login 2026';

/**
 * The Node.js a checkout runs on (`npm start`): the one installed with it (node_modules/.bin/node),
 * whatever node started the benchmark — `node bench/compare.mjs` on a machine with an older Node
 * would otherwise measure the server on that one (presenting a card took 10 times as long on
 * Node 20 as on the project's Node 24).
 */
export function nodeOf(checkout) {
  const installed = path.join(checkout, 'node_modules/.bin/node');
  return existsSync(installed) ? installed : process.execPath;
}

/**
 * Starts apps/server/dist/main.js with `env` and waits until /healthz answers (≤ 150 s). A
 * production start, with the demo data asked for by name (production seeds nothing by default).
 * `nodeArgs`: options for node itself (e.g. `--cpu-prof`).
 * `checkout`: another built checkout of Amora to start instead of this one (a baseline).
 */
export async function startServer(port, env, nodeArgs = [], checkout = root) {
  const child = spawn(nodeOf(checkout), [...nodeArgs, path.join(checkout, 'apps/server/dist/main.js')], {
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

/**
 * Adds `count` active, mostly listed members with random attributes to site 1 (the English demo
 * site), in batches of 100,000 (one statement each). `regionRows`: `{ country, ids }` per country.
 */
export async function generateProfiles(db, count, regionRows) {
  const batch = 100_000;
  for (let done = 0; done < count; done += batch) {
    const n = Math.min(batch, count - done);
    // One statement per batch: users, then their profiles with random attributes.
    await db.query(
      `with new_users as (
         insert into users (site_id, email, password_hash, status, language, signup_date)
         select 1, 'bench' || g || '-' || $2 || '@bench.invalid', 'x', 'active', 'en', now() - random() * interval '400 days'
           from generate_series(1, $1) g
         returning id)
       insert into profiles (user_id, site_id, name, gender, seeking, birth_date, country, region_id,
                             status, searchable, last_active_at, about)
       select u.id, 1, 'Bench ' || u.id,
              case when random() < 0.5 then 'female' else 'male' end,
              case when random() < 0.5 then 'female' else 'male' end,
              (date '2008-01-01' - (random() * 57 * 365)::int),
              c.country, c.ids[1 + floor(random() * array_length(c.ids, 1))::int],
              'active', random() > 0.03,
              now() - random() * interval '30 days', ''
         from new_users u
         cross join lateral (select country, ids from (values ${regionRows
           .map((_, i) => `($${3 + i * 2}::text, $${4 + i * 2}::int[])`)
           .join(', ')}) v(country, ids) order by random() + u.id * 0 limit 1) c`,
      [n, `${Date.now()}-${done}`, ...regionRows.flatMap((r) => [r.country, r.ids])],
    );
  }
}
