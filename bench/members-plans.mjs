// The members page on a large data set: generates BENCH_PROFILES profiles (default 1,000,000) on
// top of the demo data in a scratch PostgreSQL database, asks the server for the members page in
// each view (visitor and member; unfiltered, filtered, page 5) with every statement captured
// (bench/capture-sql.mjs), prints EXPLAIN (ANALYZE, BUFFERS) of each of those statements and one
// client's timings of the member's unfiltered first page, then drops the database. Asserts nothing.
//
// Usage: npm run build -w @amora/server && npm run bench:plans
//   BENCH_DATABASE_URL  PostgreSQL server (default postgres://postgres@127.0.0.1:5432/postgres)
//   BENCH_PROFILES      generated profiles (default 1000000)
//   BENCH_PORT          the server's port (default 4416)
//   BENCH_KEEP=1        keep the database (its URL is printed) instead of dropping it
//   BENCH_REUSE         the name of a database a BENCH_KEEP run kept: no generating, kept again
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { generateProfiles, root, startServer, stopServer } from './lib.mjs';

const server = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const profiles = Number(process.env.BENCH_PROFILES ?? 1_000_000);
const PORT = Number(process.env.BENCH_PORT ?? 4416);
const reuse = process.env.BENCH_REUSE;
const keep = !!process.env.BENCH_KEEP || !!reuse;

const VIEWS = [
  ['visitor, page 1', '/api/members.php?page=1', false],
  ['member, page 1', '/api/members.php?page=1', true],
  ['member, page 5', '/api/members.php?page=5', true],
  ['visitor, gender', '/api/members.php?page=1&gender=female', false],
  ['member, gender + age', '/api/members.php?page=1&gender=female&min_age=25&max_age=35', true],
  [
    'member, gender + country + age, page 5',
    '/api/members.php?page=5&gender=male&country=GB&min_age=30&max_age=60',
    true,
  ],
];

const VIEWER_SQL = `
  with u as (
    insert into users (site_id, email, password_hash, status, language, paid_user, credits, email_confirmed_at)
    values (1, 'plans-viewer@bench.invalid', 'x', 'active', 'en', true, 100, now()) returning id),
  p as (
    insert into profiles (user_id, site_id, name, gender, seeking, birth_date, country, status, searchable)
    select id, 1, 'Viewer', 'male', 'female', '1990-01-01', 'GB', 'active', true from u returning user_id)
  insert into sessions (user_id, token_hash, expires_at)
  select id, encode(sha256(convert_to('plans-token', 'UTF8')), 'hex'), now() + interval '1 day' from u`;

async function get(p, member) {
  const t0 = performance.now();
  const res = await fetch(`http://localhost:${PORT}${p}`, {
    // fetch sets Host from the address: localhost is the English demo site.
    headers: { ...(member ? { cookie: 'amora_session=plans-token' } : {}) },
  });
  const body = await res.text();
  if (!res.ok) throw new Error(`${p}: HTTP ${res.status} ${body.slice(0, 200)}`);
  return performance.now() - t0;
}

const admin = new pg.Client({ connectionString: server, connectionTimeoutMillis: 2000 });
try {
  await admin.connect();
} catch {
  console.log('skipped: no PostgreSQL at', server);
  process.exit(0);
}
const database = reuse ?? `amora_plans_${Date.now()}`;
if (!reuse) await admin.query(`create database ${database}`);
const url = new URL(server);
url.pathname = `/${database}`;
const dataDir = mkdtempSync(path.join(tmpdir(), 'amora-plans-'));
const captured = path.join(dataDir, 'statements.jsonl');
const env = { DATABASE_URL: url.toString(), DATA_DIR: dataDir };
const db = new pg.Client({ connectionString: url.toString() });
try {
  if (!reuse) {
    await stopServer(await startServer(PORT, env)); // migrations, demo data
    await db.connect();
    const started = Date.now();
    const { rows } = await db.query(
      `select country, array_agg(id) ids from regions where country = any($1) group by country`,
      [['GB', 'IE', 'US', 'CA', 'AU', 'NZ']],
    );
    await generateProfiles(db, profiles, rows);
    await db.query(VIEWER_SQL);
    await db.query('vacuum analyze');
    console.log(
      `${profiles.toLocaleString('en')} profiles generated in ${((Date.now() - started) / 1000).toFixed(0)} s, then VACUUM ANALYZE`,
    );
  } else {
    await db.connect();
  }
  const [{ n }] = (await db.query('select count(*)::int n from profiles')).rows;
  console.log(`${n.toLocaleString('en')} profiles\n`);

  writeFileSync(captured, '');
  const app = await startServer(PORT, { ...env, CAPTURE_SQL_FILE: captured }, [
    '--import',
    path.join(root, 'bench/capture-sql.mjs'),
  ]);
  const perView = [];
  const timings = [];
  try {
    // A node answers 503 while it starts; wait until the viewer's session is known.
    for (let i = 0; i < 120; i++) {
      const res = await fetch(`http://localhost:${PORT}/api/user.php`, {
        headers: { cookie: 'amora_session=plans-token' },
      }).catch(() => null);
      if (res?.ok && (await res.json()).user) break;
      await new Promise((r) => setTimeout(r, 500));
    }
    await get('/api/settings.php', false); // the site's settings, cached from here on
    for (const [name, p, member] of VIEWS) {
      const before = readFileSync(captured, 'utf8').length;
      await get(p, member);
      const lines = readFileSync(captured, 'utf8').slice(before).trim().split('\n').filter(Boolean);
      const statements = lines
        .map((line) => JSON.parse(line))
        .filter((s) => !/from "sessions"|pgboss|^\s*(begin|commit|select 1)\b/i.test(s.text));
      perView.push({ name, path: p, statements });
    }
    // One client, one request at a time: the member's unfiltered first page (never cached).
    for (let i = 0; i < 40; i++) timings.push(await get('/api/members.php?page=1', true));
  } finally {
    await stopServer(app);
  }

  for (const view of perView) {
    console.log(`## ${view.name} — GET ${view.path} (${view.statements.length} statements)\n`);
    for (const s of view.statements) {
      const { rows: plan } = await db.query(`explain (analyze, buffers) ${s.text}`, s.values);
      console.log('```');
      console.log(s.text.replace(/\s+/g, ' ').trim());
      console.log(`-- values: ${JSON.stringify(s.values)}`);
      for (const r of plan) console.log(r['QUERY PLAN']);
      console.log('```\n');
    }
  }
  timings.sort((a, b) => a - b);
  const at = (q) => timings[Math.min(timings.length - 1, Math.floor(q * timings.length))].toFixed(1);
  console.log(
    `One client, ${timings.length} requests of the member's unfiltered first page: p50 ${at(0.5)} ms, p95 ${at(0.95)} ms, max ${at(1)} ms`,
  );
} finally {
  await db.end().catch(() => {});
  if (keep) console.log(`kept ${url}`);
  else await admin.query(`drop database if exists ${database} with (force)`);
  await admin.end();
  rmSync(dataDir, { recursive: true, force: true });
}
