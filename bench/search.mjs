// Benchmark: member search on PostgreSQL at 100,000 and 1,000,000 profiles. Generates members
// with SQL, then times typical searches through the real server over HTTP (logged-out visitor,
// which the demo site allows). Prints p50/p95 per query kind; asserts nothing.
// Usage: npm run build && node bench/search.mjs   (BENCH_DATABASE_URL, BENCH_SIZES=100000,1000000)
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { generateProfiles, startServer, stopServer } from './lib.mjs';

const server = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const sizes = (process.env.BENCH_SIZES ?? '100000,1000000').split(',').map(Number);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 60);
const PORT = 4403;

const admin = new pg.Client({ connectionString: server, connectionTimeoutMillis: 2000 });
try {
  await admin.connect();
} catch {
  console.log('search benchmark skipped: no PostgreSQL at', server);
  process.exit(0);
}
const name = `amora_search_bench_${Date.now()}`;
await admin.query(`create database ${name}`);
const url = new URL(server);
url.pathname = `/${name}`;
const env = {
  DATABASE_URL: url.toString(),
  DATA_DIR: mkdtempSync(path.join(tmpdir(), 'amora-sb-')),
  SEED: 'demo',
};

const db = new pg.Client({ connectionString: url.toString() });
try {
  // First start: migrations, reference data, demo sites.
  await stopServer(await startServer(PORT, env));
  await db.connect();
  const { rows: regionRows } = await db.query(
    `select country, array_agg(id) ids from regions where country = any($1) group by country`,
    [['GB', 'IE', 'US', 'CA', 'AU', 'NZ']],
  );
  const regionsByCountry = Object.fromEntries(regionRows.map((r) => [r.country, r.ids]));
  const gb = regionsByCountry.GB;

  let have = 0;
  for (const size of sizes) {
    const started = Date.now();
    await generateProfiles(db, size - have, regionRows);
    have = size;
    // A steady state as autovacuum leaves it: statistics and the visibility map (index-only scans).
    await db.query('vacuum analyze users');
    await db.query('vacuum analyze profiles');
    console.log(
      `\n${size.toLocaleString('en')} generated profiles (+ demo members), generated in ${((Date.now() - started) / 1000).toFixed(0)} s`,
    );
    const child = await startServer(PORT, env);
    try {
      await measure(gb);
    } finally {
      await stopServer(child);
    }
  }
} finally {
  await db.end().catch(() => {});
  if (process.env.BENCH_KEEP_DB) console.log(`kept database ${name}`);
  else await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
}

async function measure(gbRegions) {
  const kinds = {
    'browse (no filter)': () => '',
    gender: () => '?gender=female',
    'gender + age 25-35': () => '?gender=female&min_age=25&max_age=35',
    'gender + country': () => '?gender=male&country=GB',
    'gender + country + region + age': () =>
      `?gender=female&country=GB&countryregion=${gbRegions[Math.floor(Math.random() * gbRegions.length)]}&min_age=30&max_age=45`,
    'narrow age 60-61': () => '?gender=male&min_age=60&max_age=61',
  };
  for (const [label, query] of Object.entries(kinds)) {
    const times = [];
    for (let i = 0; i < ROUNDS; i++) {
      const t0 = performance.now();
      const res = await fetch(`http://localhost:${PORT}/api/members.php${query()}`, {
        // localhost: the English demo site, where the generated members live.
      });
      await res.arrayBuffer();
      if (!res.ok) throw new Error(`${label}: HTTP ${res.status}`);
      times.push(performance.now() - t0);
    }
    times.sort((a, b) => a - b);
    const pct = (p) => times[Math.min(times.length - 1, Math.floor((p / 100) * times.length))].toFixed(1);
    console.log(`  ${label.padEnd(34)} p50 ${pct(50).padStart(6)} ms   p95 ${pct(95).padStart(6)} ms`);
  }
}
