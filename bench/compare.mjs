// Comparison benchmark: Amora's hot endpoints against a bare peer (bench/peer.mjs: plain Fastify +
// `pg`, one row by primary key or a page of 24 profiles; for the member reads and the chat send also
// the same read or write by hand from the session cookie) on the same scratch PostgreSQL database, in the same run. Each endpoint and its peer query run BENCH_SECONDS at BENCH_CONNECTIONS
// connections with autocannon, in alternating order round by round; then the same endpoints on
// embedded PGlite (against the same PostgreSQL peer), and /healthz and a member's chats.php while
// 50 visitors load the members page. Prints one markdown table; asserts nothing.
//
// Usage: npm run build && npm run bench:compare
//   BENCH_DATABASE_URL   PostgreSQL server (default postgres://postgres@127.0.0.1:5432/postgres)
//   BENCH_PROFILES       generated profiles on top of the demo data (default 0; e.g. 1000000)
//   BENCH_SECONDS        per endpoint and round (default 10)    BENCH_ROUNDS (default 2)
//   BENCH_CONNECTIONS    (default 50)    BENCH_PGLITE=off skips the embedded database
//   BENCH_ONLY           substrings, comma-separated: only endpoints whose name has one of them
//   BENCH_DB_PREFIX      scratch database name prefix (default amora_compare)
//   BENCH_SETUP_ONLY=1   prepare the PostgreSQL database (kept, its URL printed) and stop there
//   BENCH_CPU_PROF       a folder: Amora runs with --cpu-prof and leaves its profiles there
//   BENCH_PORT           Amora's port (default 4405); BENCH_PEER_PORT the peer's (default the next)
//   BENCH_BASELINE       another built checkout of Amora (e.g. a worktree of main after `npm run
//                        build`): on PostgreSQL it serves the same database on BENCH_PORT + 2 and
//                        runs in the same rounds, so a change is compared with what it changes in
//                        one run; the table adds its req/s, its CPU per answer and the CPU ratio
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import autocannon from 'autocannon';
import pg from 'pg';
import { generateProfiles, nodeOf, root, startServer, stopServer } from './lib.mjs';

const pgServer = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const extraProfiles = Number(process.env.BENCH_PROFILES ?? 0);
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const rounds = Number(process.env.BENCH_ROUNDS ?? 2);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const only = (process.env.BENCH_ONLY ?? '').split(',');
const AMORA_PORT = Number(process.env.BENCH_PORT ?? 4405);
const PEER_PORT = Number(process.env.BENCH_PEER_PORT ?? AMORA_PORT + 1);
const BASELINE_PORT = AMORA_PORT + 2;
const baseline = process.env.BENCH_BASELINE ? path.resolve(process.env.BENCH_BASELINE) : null;
const PARTNERS = 20;
const SENDERS = 50;
const RECIPIENTS = 200;
const HOST = 'localhost'; // the English demo site

/** Bench members with known session tokens (only their SHA-256 is stored, as the server does). */
const SETUP_SQL = `
  with new_users as (
    insert into users (site_id, email, password_hash, status, language, paid_user, credits, email_confirmed_at)
    select 1, e, 'x', 'active', 'en', true, case when e like 'cmp-recipient%' then 0 else 1000000 end, now()
      from (select 'cmp-viewer@bench.invalid' e
            union all select 'cmp-partner' || g || '@bench.invalid' from generate_series(0, ${PARTNERS - 1}) g
            union all select 'cmp-sender' || g || '@bench.invalid' from generate_series(0, ${SENDERS - 1}) g
            union all select 'cmp-recipient' || g || '@bench.invalid' from generate_series(0, ${RECIPIENTS - 1}) g) s
    returning id, email, credits),
  new_profiles as (
    insert into profiles (user_id, site_id, name, gender, seeking, birth_date, country, status, searchable)
    select id, 1, 'Bench', 'female', 'male', '1990-01-01', 'GB', 'active', true from new_users returning user_id),
  new_ledger as (
    insert into credit_ledger (user_id, amount, reason, reference, balance_after)
    select id, credits, 'adjustment', 'bench', credits from new_users where credits > 0 returning id)
  insert into sessions (user_id, token_hash, expires_at)
  select u.id, encode(sha256(convert_to('cmp-token-' || u.email, 'UTF8')), 'hex'), now() + interval '1 day'
    from new_users u;`;

const cookie = (who) => `amora_session=cmp-token-${who}@bench.invalid`;
const headers = (who) => ({ host: HOST, ...(who ? { cookie: cookie(who) } : {}) });

async function api(pathAndQuery, who, body) {
  // fetch sets Host from the address: localhost is the English demo site.
  const res = await fetch(`http://localhost:${AMORA_PORT}${pathAndQuery}`, {
    method: body ? 'POST' : 'GET',
    headers: {
      ...headers(who),
      ...(body ? { 'content-type': 'application/json', 'x-request-type': 'client' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!res.ok) throw new Error(`${pathAndQuery}: HTTP ${res.status} ${await res.text()}`);
  return res.json();
}

/** Through the API, as members would: the viewer's 20 conversations, likes and notifications. */
async function memberActivity() {
  const viewer = (await api('/api/user.php', 'cmp-viewer')).user.id;
  const partners = [];
  for (let i = 0; i < PARTNERS; i++) {
    const who = `cmp-partner${i}`;
    const id = (await api('/api/user.php', who)).user.id;
    partners.push(id);
    await api('/api/chat.php', 'cmp-viewer', {
      profile_id: id,
      text: `Hello ${i}`,
      client_id: `cmp-viewer-${i}-${Date.now()}`,
    });
    await api('/api/chat.php', who, {
      profile_id: viewer,
      text: `Hi back ${i}`,
      client_id: `cmp-partner-${i}-${Date.now()}`,
    });
    await api('/api/likes.php', who, { profile_id: viewer });
  }
  const firstRecipient = (await api('/api/user.php', 'cmp-recipient0')).user.id;
  const { profiles } = await api('/api/members.php?page=1&gender=male', 'cmp-viewer');
  return { viewer, partners, firstRecipient, demoMember: profiles[0].id };
}

/**
 * Chat sends to `path` (Amora's /api/chat.php or the peer's /send): send n from sender n mod 50 to
 * recipient n mod 200, each with its own client id.
 */
function sends(path, firstRecipient) {
  let sent = 0;
  return {
    method: 'POST',
    path,
    setupRequest: (req) => {
      const n = sent++;
      return {
        ...req,
        headers: {
          ...headers(`cmp-sender${n % SENDERS}`),
          'content-type': 'application/json',
          'x-request-type': 'client',
        },
        body: JSON.stringify({
          profile_id: firstRecipient + (n % RECIPIENTS),
          text: 'Hello from the benchmark',
          client_id: `cmp-${path}-${Date.now()}-${n}`,
        }),
      };
    },
  };
}

/** The peer's same read, of the viewer's session (the same cookie works on both servers). */
const peerSameRead = (name) => ({ path: `/${name}`, headers: { cookie: cookie('cmp-viewer') } });

/**
 * [name, Amora's request, the peer's reference query ('pk' or 'page'), the peer doing the same
 * work by hand (a member read or the send), if it has one].
 */
function endpoints(ctx) {
  const get = (p, who) => ({ path: p, headers: headers(who) });
  return [
    ['settings.php (visitor)', get('/api/settings.php'), 'pk'],
    // The member reads and the send also beside the peer doing the same work by hand (its /me,
    // /chats, /likes, /notifications, /send: the session and the data in one statement).
    ['user.php', get('/api/user.php', 'cmp-viewer'), 'pk', peerSameRead('me')],
    ['members.php visitor, page 1', get('/api/members.php?page=1'), 'page'],
    ['members.php member, page 1', get('/api/members.php?page=1', 'cmp-viewer'), 'page'],
    ['members.php member, page 5', get('/api/members.php?page=5', 'cmp-viewer'), 'page'],
    ['members.php visitor, gender', get('/api/members.php?page=1&gender=female'), 'page'],
    [
      'members.php member, gender + age',
      get('/api/members.php?page=1&gender=female&min_age=25&max_age=35', 'cmp-viewer'),
      'page',
    ],
    [
      'members.php member, gender + country + age, page 5',
      get('/api/members.php?page=5&gender=male&country=GB&min_age=30&max_age=60', 'cmp-viewer'),
      'page',
    ],
    ['member.php?id=', get(`/api/member.php?id=${ctx.demoMember}`, 'cmp-viewer'), 'pk'],
    [
      `chats.php (${PARTNERS} conversations)`,
      get('/api/chats.php', 'cmp-viewer'),
      'pk',
      peerSameRead('chats'),
    ],
    ['likes.php', get('/api/likes.php', 'cmp-viewer'), 'pk', peerSameRead('likes')],
    ['notifications.php', get('/api/notifications.php', 'cmp-viewer'), 'pk', peerSameRead('notifications')],
    [
      `POST chat.php (${SENDERS} senders, credits)`,
      sends('/api/chat.php', ctx.firstRecipient),
      'pk',
      sends('/send', ctx.firstRecipient),
    ],
  ].filter(([name]) => only.some((part) => name.includes(part)));
}

/**
 * Waits (up to 60 s) until the server answers /healthz within 100 ms: a previous endpoint's
 * backlog (requests already read when autocannon stopped) must not be billed to the next one.
 */
async function settle(port) {
  for (let i = 0; i < 120; i++) {
    const t0 = performance.now();
    try {
      await (await fetch(`http://127.0.0.1:${port}/healthz`)).arrayBuffer();
    } catch {}
    if (performance.now() - t0 < 100) return;
    await new Promise((r) => setTimeout(r, 500));
  }
}

/** CPU time (ms) a process has used so far, from /proc (Linux); null elsewhere. */
function cpuMs(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100; // utime + stime, 100 ticks/s
  } catch {
    return null;
  }
}

/**
 * CPU time (ms) used so far by each process of the PostgreSQL server on this machine (its backends
 * and background workers), by process id, from /proc; null elsewhere.
 */
function postgresCpuMs() {
  let entries;
  try {
    entries = readdirSync('/proc');
  } catch {
    return null;
  }
  const used = new Map();
  for (const entry of entries) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      if (!stat.includes(' (postgres) ')) continue;
      const fields = stat.split(') ')[1].split(' ');
      used.set(entry, ((Number(fields[11]) + Number(fields[12])) * 1000) / 100);
    } catch {}
  }
  return used.size ? used : null;
}

/**
 * PostgreSQL's CPU time between two readings: each process's growth, a new one's whole time. A
 * backend that exits meanwhile (an idle pool's connection closing) takes its time with it.
 */
function postgresCpuBetween(before, after) {
  if (!before || !after) return null;
  let total = 0;
  for (const [pid, ms] of after) total += ms - (before.get(pid) ?? 0);
  return total;
}

/**
 * One endpoint for `seconds`. Besides req/s and p99: the server process's CPU time per answer,
 * which other work on the machine disturbs far less than req/s (on PGlite the database's time is
 * in it), and PostgreSQL's CPU time per answer (its processes' whole time: the other contender's
 * pool is idle meanwhile).
 */
async function load(port, request, pid) {
  await settle(port);
  const before = cpuMs(pid);
  const databaseBefore = postgresCpuMs();
  const r = await autocannon({
    url: `http://127.0.0.1:${port}`,
    connections,
    duration: seconds,
    requests: [request],
  });
  const after = cpuMs(pid);
  const databaseAfter = postgresCpuMs();
  const perAnswer = (from, to) =>
    from === null || to === null || !r.requests.total ? null : (to - from) / r.requests.total;
  const databaseCpu = postgresCpuBetween(databaseBefore, databaseAfter);
  return {
    rps: r.requests.average,
    p99: r.latency.p99,
    bad: r.non2xx + r.errors + r.timeouts,
    cpu: perAnswer(before, after),
    databaseCpu: databaseCpu === null || !r.requests.total ? null : databaseCpu / r.requests.total,
  };
}

const peerRequest = (kind, pkId) => (kind === 'pk' ? { path: `/pk?id=${pkId}` } : { path: '/page' });

/**
 * Each endpoint beside its peer query (and the baseline's answer, `base`), alternating which goes
 * first, `rounds` times.
 */
async function compare(label, ctx, results, amoraPid, base = null) {
  const list = endpoints(ctx);
  for (const [, request, kind, same] of list) {
    // Warm-up: JIT, plan caches, connections.
    await autocannon({
      url: `http://127.0.0.1:${AMORA_PORT}`,
      connections,
      duration: 1,
      requests: [request],
    });
    await autocannon({
      url: `http://127.0.0.1:${PEER_PORT}`,
      connections,
      duration: 1,
      requests: [peerRequest(kind, ctx.demoMember)],
    });
    if (same) {
      await autocannon({
        url: `http://127.0.0.1:${PEER_PORT}`,
        connections,
        duration: 1,
        requests: [same],
      });
    }
    if (base) {
      await autocannon({
        url: `http://127.0.0.1:${BASELINE_PORT}`,
        connections,
        duration: 1,
        requests: [request],
      });
    }
  }
  for (let round = 0; round < rounds; round++) {
    for (const [name, request, kind, same] of list) {
      const key = `${label}|${name}`;
      const row = results.get(key) ?? { label, name, kind, amora: [], peer: [], base: [], same: [] };
      results.set(key, row);
      const contenders = [
        () => load(AMORA_PORT, request, amoraPid).then((r) => row.amora.push(r)),
        () => load(PEER_PORT, peerRequest(kind, ctx.demoMember), peerPid).then((r) => row.peer.push(r)),
      ];
      if (base) contenders.push(() => load(BASELINE_PORT, request, base.pid).then((r) => row.base.push(r)));
      if (same) {
        contenders.push(() => load(PEER_PORT, same, peerPid).then((r) => row.same.push(r)));
      }
      for (const run of round % 2 === 0 ? contenders : contenders.reverse()) await run();
      const a = row.amora.at(-1);
      const p = row.peer.at(-1);
      const b = row.base.at(-1);
      console.error(
        `  ${label} round ${round + 1}: ${name}: ${a.rps.toFixed(0)} req/s p99 ${a.p99} ms${a.bad ? ` (${a.bad} failed)` : ''}; ` +
          `peer ${p.rps.toFixed(0)} req/s${b ? `; baseline ${b.rps.toFixed(0)} req/s, CPU ${a.cpu?.toFixed(2)} / ${b.cpu?.toFixed(2)} ms` : ''}`,
      );
    }
  }
}

/**
 * /healthz and a member's chats.php, one at a time, while 50 clients load the members page:
 * visitors (one shared answer per site, decision 030) or, with `who`, a logged-in member (every
 * answer its own queries: what keeps the database busiest).
 */
async function underLoad(label, probes, who) {
  const times = { healthz: [], chats: [] };
  let running = true;
  const probe = async (key, p, who) => {
    while (running) {
      const t0 = performance.now();
      try {
        const res = await fetch(`http://localhost:${AMORA_PORT}${p}`, { headers: headers(who) });
        await res.arrayBuffer();
      } catch {}
      times[key].push(performance.now() - t0);
      await new Promise((r) => setTimeout(r, 50));
    }
  };
  await settle(AMORA_PORT);
  const probing = [probe('healthz', '/healthz'), probe('chats', '/api/chats.php', 'cmp-viewer')];
  const r = await autocannon({
    url: `http://127.0.0.1:${AMORA_PORT}/api/members.php?page=1`,
    connections: 50,
    duration: seconds,
    headers: headers(who),
  });
  running = false;
  await Promise.all(probing);
  const p99 = (list) => {
    list.sort((a, b) => a - b);
    return list[Math.min(list.length - 1, Math.floor(0.99 * list.length))]?.toFixed(0);
  };
  probes.push(
    `${label}: while 50 ${who ? 'members' : 'visitors'} load members.php (${r.requests.average.toFixed(0)} req/s): ` +
      `/healthz p99 ${p99(times.healthz)} ms, a member's chats.php p99 ${p99(times.chats)} ms`,
  );
}

async function startPeer(databaseUrl) {
  const child = spawn(nodeOf(root), [path.join(root, 'bench/peer.mjs')], {
    env: { ...process.env, DATABASE_URL: databaseUrl, PORT: String(PEER_PORT) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${PEER_PORT}/healthz`)).ok) return child;
    } catch {}
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('peer did not start');
}

function printTable(results, probes) {
  const mean = (list, key) => list.reduce((s, r) => s + r[key], 0) / list.length;
  const range = (list) => {
    const v = list.map((r) => r.rps);
    return `${Math.min(...v).toFixed(0)}–${Math.max(...v).toFixed(0)}`;
  };
  console.log(
    `\n${connections} connections, ${seconds} s per endpoint and round, ${rounds} rounds alternating with the peer; ` +
      `demo data${extraProfiles ? ` + ${extraProfiles.toLocaleString('en')} generated profiles` : ''}. ` +
      'Req/s: mean of the rounds (range); p99: the worst round; CPU: the server process’s CPU time per answer ' +
      '(on PGlite the database’s is in it); PG CPU: PostgreSQL’s processes’ CPU time per answer.\n',
  );
  console.log(
    '| database | endpoint | Amora req/s | Amora p99 | Amora CPU | PG CPU | peer | peer req/s | peer CPU | peer PG CPU | ratio |' +
      (baseline ? ' baseline req/s | baseline CPU | CPU ÷ baseline’s, per round |' : ''),
  );
  console.log(`|---|---|---:|---:|---:|---:|---|---:|---:|---:|---:|${baseline ? '---:|---:|---|' : ''}`);
  const cpu = (list, key = 'cpu') => {
    const v = list.map((r) => r[key]).filter((c) => c !== null && c !== undefined);
    return v.length ? `${(v.reduce((s, c) => s + c, 0) / v.length).toFixed(2)} ms` : '—';
  };
  // The baseline's columns: its rate and CPU, and this build's CPU per answer over the baseline's
  // round by round (the figure other work on the machine disturbs least).
  const baseColumns = (row) => {
    if (!baseline) return '';
    if (!row.base.length) return ' — | — | — |';
    const ratios = row.amora.map((a, i) =>
      a.cpu && row.base[i]?.cpu ? (a.cpu / row.base[i].cpu).toFixed(2) : '—',
    );
    return ` ${mean(row.base, 'rps').toFixed(0)} (${range(row.base)}) | ${cpu(row.base)} | ${ratios.join(', ')} |`;
  };
  for (const row of results.values()) {
    const a = mean(row.amora, 'rps');
    const p = mean(row.peer, 'rps');
    const failed = row.amora.reduce((s, r) => s + r.bad, 0);
    if (a === 0) {
      // Not one answer in time: the server was still busy with earlier requests (PGlite stalls).
      console.log(
        `| ${row.label} | ${row.name} | no answer | — | — | — | ${row.kind === 'pk' ? 'primary key' : 'page of 24'} | ${p.toFixed(0)} | ${cpu(row.peer)} | ${cpu(row.peer, 'databaseCpu')} | 0 % |`,
      );
      continue;
    }
    console.log(
      `| ${row.label} | ${row.name}${failed ? ` (${failed} failed)` : ''} | ${a.toFixed(0)} (${range(row.amora)}) | ` +
        `${Math.max(...row.amora.map((r) => r.p99))} ms | ${cpu(row.amora)} | ${cpu(row.amora, 'databaseCpu')} | ` +
        `${row.kind === 'pk' ? 'primary key' : 'page of 24'} | ` +
        `${p.toFixed(0)} | ${cpu(row.peer)} | ${cpu(row.peer, 'databaseCpu')} | ${((100 * a) / p).toFixed(0)} % |${baseColumns(row)}`,
    );
  }
  // The member reads and the send beside the peer doing the same work: where the peer's own read
  // falls short of the quarter of its primary-key rate, or its own send of 1,000 a second, the work
  // itself (session, rows, joins, bytes, writes and commits) is what stands in the way.
  const sameWork = [...results.values()].filter((row) => row.same.length);
  if (sameWork.length) {
    console.log(
      '\nThe member reads and the send beside the peer doing the same work by hand (bench/peer.mjs: the ' +
        'session cookie’s member and the same rows and joins, or the same writes, in one prepared statement; ' +
        'no second factor, no checks, no presentation, no live event), in the same rounds:\n',
    );
    console.log(
      '| database | endpoint | Amora req/s | peer, same work req/s | peer CPU | peer PG CPU | Amora ÷ same work | same work ÷ peer primary key |',
    );
    console.log('|---|---|---:|---:|---:|---:|---:|---:|');
    for (const row of sameWork) {
      const a = mean(row.amora, 'rps');
      const same = mean(row.same, 'rps');
      console.log(
        `| ${row.label} | ${row.name} | ${a.toFixed(0)} | ${same.toFixed(0)} (${range(row.same)}) | ${cpu(row.same)} | ` +
          `${cpu(row.same, 'databaseCpu')} | ${((100 * a) / same).toFixed(0)} % | ${((100 * same) / mean(row.peer, 'rps')).toFixed(0)} % |`,
      );
    }
  }
  console.log('');
  for (const line of probes) console.log(line);
}

// ── Run ────────────────────────────────────────────────────────────────────
const admin = new pg.Client({ connectionString: pgServer, connectionTimeoutMillis: 2000 });
try {
  await admin.connect();
} catch {
  console.log('comparison benchmark skipped: no PostgreSQL at', pgServer);
  process.exit(0);
}
const database = `${process.env.BENCH_DB_PREFIX ?? 'amora_compare'}_${Date.now()}`;
await admin.query(`create database ${database}`);
const url = new URL(pgServer);
url.pathname = `/${database}`;
const databaseUrl = url.toString();
const setupOnly = !!process.env.BENCH_SETUP_ONLY;
const dirs = [];
const profiling = process.env.BENCH_CPU_PROF
  ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(process.env.BENCH_CPU_PROF)}`]
  : [];
const tempDir = (name) => {
  const dir = mkdtempSync(path.join(tmpdir(), `amora-compare-${name}-`));
  dirs.push(dir);
  return dir;
};
const results = new Map();
const probes = [];
let peer;
let peerPid;
try {
  const pgEnv = { DATABASE_URL: databaseUrl, DATA_DIR: tempDir('pg') };
  await stopServer(await startServer(AMORA_PORT, pgEnv)); // migrations, demo data
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    if (extraProfiles) {
      const started = Date.now();
      const { rows } = await db.query(
        `select country, array_agg(id) ids from regions where country = any($1) group by country`,
        [['GB', 'IE', 'US', 'CA', 'AU', 'NZ']],
      );
      await generateProfiles(db, extraProfiles, rows);
      console.error(`generated ${extraProfiles} profiles in ${((Date.now() - started) / 1000).toFixed(0)} s`);
    }
    await db.query(SETUP_SQL);
  } finally {
    await db.end();
  }
  peer = await startPeer(databaseUrl);
  peerPid = peer.pid;

  let amora = await startServer(AMORA_PORT, pgEnv, profiling);
  // Its own data directory (uploads, keys): only the database is shared.
  const base = baseline
    ? await startServer(BASELINE_PORT, { ...pgEnv, DATA_DIR: tempDir('baseline') }, [], baseline)
    : null;
  try {
    const ctx = await memberActivity();
    if (setupOnly) {
      console.log(`kept ${databaseUrl} ${JSON.stringify(ctx)}`);
      await Promise.all([stopServer(amora), stopServer(peer), base && stopServer(base)]);
      process.exit(0); // keeps the database: the finally blocks below do not run
    }
    await compare('PostgreSQL', ctx, results, amora.pid, base);
    if (base) await stopServer(base);
    await underLoad('PostgreSQL', probes);
    await underLoad('PostgreSQL', probes, 'cmp-viewer');
  } finally {
    await stopServer(amora);
    if (base && base.exitCode === null && base.signalCode === null) await stopServer(base);
  }

  if (process.env.BENCH_PGLITE !== 'off') {
    const liteDir = tempDir('pglite');
    await stopServer(await startServer(AMORA_PORT, { DATA_DIR: liteDir }));
    const lite = await PGlite.create({ dataDir: path.join(liteDir, 'db') });
    await lite.exec(SETUP_SQL);
    await lite.close();
    amora = await startServer(AMORA_PORT, { DATA_DIR: liteDir }, profiling);
    try {
      const ctx = await memberActivity();
      await compare('PGlite', ctx, results, amora.pid);
      await underLoad('PGlite', probes);
      await underLoad('PGlite', probes, 'cmp-viewer');
    } finally {
      await stopServer(amora);
    }
  }
  printTable(results, probes);
} finally {
  if (peer) await stopServer(peer);
  await admin.query(`drop database if exists ${database} with (force)`);
  await admin.end();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
}
