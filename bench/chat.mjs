// Live delivery and the send: 2,000 members' sockets open on one node; after a warm-up, the time
// from a send's POST to the recipient's socket having the event (ten sends at a time), then the
// send rate of 50 senders. On PGlite and PostgreSQL; prints figures, asserts nothing.
// Usage: npm run build && node bench/chat.mjs   (BENCH_SOCKETS, BENCH_MESSAGES, BENCH_THROUGHPUT,
// BENCH_WARM_UP, BENCH_DATABASE_URL, BENCH_KEEP)
import WebSocket from 'ws';
import { onEachDatabase, startServer, stopServer } from './lib.mjs';

const SOCKETS = Number(process.env.BENCH_SOCKETS ?? 2000);
const MESSAGES = Number(process.env.BENCH_MESSAGES ?? 400);
const THROUGHPUT_MESSAGES = Number(process.env.BENCH_THROUGHPUT ?? 2000);
const WARM_UP = Number(process.env.BENCH_WARM_UP ?? 200);
const pgServer = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const PORT = 4404;
/** Many members sending at once, as on a real site (one member's sends are serialised). */
const SENDERS = 50;

/** Members with known session tokens (only their SHA-256 is stored, as the server does). */
const SETUP_SQL = (n) => `
  with new_users as (
    insert into users (site_id, email, password_hash, status, language, paid_user, credits)
    select 1, 'bench' || g || '@bench.invalid', 'x', 'active', 'en', true, case when g < ${SENDERS} then 1000000 else 0 end
      from generate_series(0, ${n + SENDERS - 1}) g
    returning id, email),
  new_profiles as (
    insert into profiles (user_id, site_id, name, gender, birth_date, status, searchable)
    select id, 1, 'Bench', 'female', '1990-01-01', 'active', true from new_users returning user_id)
  insert into sessions (user_id, token_hash, expires_at)
  select u.id, encode(sha256(convert_to('bench-token-' || u.email, 'UTF8')), 'hex'), now() + interval '1 day'
    from new_users u;
  insert into credit_ledger (user_id, amount, reason, reference, balance_after)
  select id, 1000000, 'adjustment', 'bench', 1000000 from users where email like 'bench%' and credits > 0;`;

async function run(label, env, setup) {
  await stopServer(await startServer(PORT, env)); // migrate and seed
  await setup(SETUP_SQL(SOCKETS));
  const server = await startServer(PORT, env);
  try {
    const cookie = (i) => `amora_session=bench-token-bench${i}@bench.invalid`;
    const ids = await (async () => {
      const res = await fetch(`http://localhost:${PORT}/api/user.php`, { headers: { cookie: cookie(0) } });
      const first = (await res.json()).user.id;
      return Array.from({ length: SOCKETS }, (_, i) => first + SENDERS + i);
    })();

    // Connect the receivers.
    const waiting = new Map();
    const arrivals = new Map();
    const t0 = performance.now();
    const sockets = await Promise.all(
      ids.map(
        (_id, i) =>
          new Promise((resolve, reject) => {
            const ws = new WebSocket(`ws://127.0.0.1:${PORT}/api/live`, {
              headers: { host: 'localhost', origin: 'http://localhost', cookie: cookie(SENDERS + i) },
            });
            ws.on('open', () => resolve(ws));
            ws.on('error', reject);
            ws.on('message', (data) => {
              const event = JSON.parse(String(data));
              if (event.type !== 'message') return;
              // The event may beat the POST's answer: remember when it came.
              const waiter = waiting.get(event.message_id);
              if (waiter) waiter(performance.now());
              else arrivals.set(event.message_id, performance.now());
            });
          }),
      ),
    );
    const connectMs = performance.now() - t0;

    const send = async (to, clientId, from = 0) => {
      const res = await fetch(`http://localhost:${PORT}/api/chat.php`, {
        method: 'POST',
        headers: {
          cookie: cookie(from % SENDERS),
          'content-type': 'application/json',
          'x-request-type': 'client',
        },
        body: JSON.stringify({ profile_id: to, text: 'Hello from the benchmark', client_id: clientId }),
      });
      if (!res.ok) throw new Error(`send: HTTP ${res.status} ${await res.text()}`);
      return res.json();
    };

    // Warm-up, not measured: every pooled connection prepares its statements and the server's
    // code is compiled, as on a node that has run for a while; meanwhile the writes of the 2,000
    // members who just came online (their activity) finish. Senders and recipients of its own.
    for (let i = 0; i < WARM_UP; i += 10) {
      await Promise.all(
        Array.from({ length: 10 }, (_, k) =>
          send(ids[ids.length - 1 - ((i + k) % 1000)], `warm-${i + k}-${Date.now()}`, 10 + k),
        ),
      );
    }

    // Delivery latency: POST start → the receiver's socket has the event. Ten sends at a time,
    // each a sender's first message to the recipient (the most a send writes).
    const latencies = [];
    for (let i = 0; i < MESSAGES; i += 10) {
      await Promise.all(
        Array.from({ length: 10 }, async (_, k) => {
          const to = ids[(i + k) % ids.length];
          const start = performance.now();
          let arrived;
          const delivered = new Promise((r) => (arrived = r));
          const { message } = await send(to, `lat-${i + k}-${Date.now()}`, k);
          if (arrivals.has(message.id)) arrived(arrivals.get(message.id));
          else waiting.set(message.id, arrived);
          const at = await Promise.race([delivered, new Promise((r) => setTimeout(() => r(null), 5000))]);
          waiting.delete(message.id);
          if (at) latencies.push(at - start);
        }),
      );
    }
    latencies.sort((a, b) => a - b);
    const pct = (p) =>
      latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))]?.toFixed(1);

    // Throughput: 50 sends in flight at a time.
    const started = performance.now();
    let next = 0;
    await Promise.all(
      Array.from({ length: 50 }, async () => {
        while (next < THROUGHPUT_MESSAGES) {
          const i = next++;
          await send(ids[i % ids.length], `tp-${i}-${Date.now()}`, i);
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    for (const ws of sockets) ws.terminate();
    const check = await fetch(`http://localhost:${PORT}/api/user.php`, { headers: { cookie: cookie(0) } });
    const { credits } = (await check.json()).user;
    console.log(
      `${label.padEnd(11)} ${SOCKETS} sockets connected in ${(connectMs / 1000).toFixed(1)} s; delivery p50 ${pct(50)} ms, p99 ${pct(99)} ms ` +
        `(${latencies.length}/${MESSAGES} delivered); send throughput ${(THROUGHPUT_MESSAGES / seconds).toFixed(0)} messages/s ` +
        `from ${SENDERS} senders (sender 0 balance now ${credits})`,
    );
  } finally {
    await stopServer(server);
  }
}

await onEachDatabase('chat', pgServer, run, { keep: !!process.env.BENCH_KEEP });
