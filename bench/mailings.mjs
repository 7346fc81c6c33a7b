// Benchmark: a staff mailing (promotions) to every member of a site, through the real server.
// Members are inserted directly; an admin composes and sends over the staff API; the figure is
// how long until the mailing is `sent` and how many mails per second went into the outbox (no
// SMTP: each mail is rendered and stored, as on a site without a mail server).
// On embedded PGlite and — when one answers — PostgreSQL. Prints figures; asserts nothing.
// Usage: npm run build && node bench/mailings.mjs   (BENCH_MEMBERS, BENCH_DATABASE_URL)
import { readFileSync } from 'node:fs';
import { BENCH_STAFF_PASSWORD, onEachDatabase, startServer, stopServer } from './lib.mjs';

const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 5000);
const pgServer = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const PORT = 4406;
const STAFF = { email: 'admin@amora.example', password: BENCH_STAFF_PASSWORD };

/** Confirmed members of site 1 with real-looking addresses (`.invalid` ones are never mailed). */
const SETUP_SQL = (n) => `
  with new_users as (
    insert into users (site_id, email, password_hash, status, language)
    select 1, 'mailbench' || g || '@example.com', 'x', 'active', (array['en','de','nl'])[1 + g % 3]
      from generate_series(1, ${n}) g
    returning id)
  insert into profiles (user_id, site_id, name, gender, birth_date, status, searchable)
  select id, 1, 'Reader', 'female', '1990-01-01', 'active', false from new_users;`;

async function staffCall(cookie, method, url, body) {
  const res = await fetch(`http://localhost:${PORT}${url}`, {
    method,
    headers: { cookie, 'content-type': 'application/json', 'x-request-type': 'client' },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!res.ok) throw new Error(`${method} ${url}: HTTP ${res.status} ${await res.text()}`);
  return res;
}

async function run(label, env, setup) {
  await stopServer(await startServer(PORT, { ...env, SEED: 'demo' })); // migrate and seed
  await setup(SETUP_SQL(MEMBERS));
  const server = await startServer(PORT, env);
  try {
    const login = await staffCall('', 'POST', '/api/user.php', STAFF);
    const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0];
    const created = await staffCall(cookie, 'POST', '/api/staff/mailings.php', {
      site_id: 1,
      type: 'promotions',
      texts: {
        en: {
          subject: 'Spring offer',
          body: 'Twice the credits this weekend.\n\nSee you soon!',
          button: 'Buy',
        },
        de: { subject: 'Frühlingsangebot', body: 'Doppelte Credits an diesem Wochenende.', button: 'Kaufen' },
      },
      link: '/credits',
    });
    const { id } = await created.json();
    const t0 = performance.now();
    const sent = await (await staffCall(cookie, 'POST', '/api/staff/mailing-send.php', { id })).json();
    let mailing;
    for (;;) {
      const list = await (await staffCall(cookie, 'GET', '/api/staff/mailings.php?site_id=1')).json();
      mailing = list.mailings.find((m) => m.id === id);
      if (mailing.status !== 'sending') break;
      await new Promise((r) => setTimeout(r, 200));
    }
    const seconds = (performance.now() - t0) / 1000;
    // The server's peak resident memory over its life (Linux), to see that a mailing is streamed.
    const peak = readFileSync(`/proc/${server.pid}/status`, 'utf8').match(/VmHWM:\s+(\d+)/)?.[1];
    console.log(
      `${label.padEnd(11)} ${mailing.status}: ${mailing.sent} of ${sent.recipients} members in ${seconds.toFixed(1)} s` +
        ` = ${Math.round(mailing.sent / seconds)} mails/s; server peak RSS ${peak ? Math.round(peak / 1024) : '?'} MiB`,
    );
  } finally {
    await stopServer(server);
  }
}

await onEachDatabase('mail', pgServer, run);
