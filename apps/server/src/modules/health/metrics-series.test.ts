import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { AUTH_COOKIE } from '@amora/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { outbox, users } from '../../db/schema';
import { type Scheduler, startScheduler } from '../../jobs/scheduler';
import { SERVER_ROOT } from '../../lib/paths';
import { createTestApp } from '../../test/harness';
import { client } from '../auth/testkit';
import { grantCredits } from '../credits/service';
import { refreshListing } from '../members/profile-store';
import { startPushService } from '../notifications/testkit';
import { jpeg, photoUpload } from '../photos/testkit';
import type { ScreeningEngine, ScreeningScores } from '../screening/engine';
import { statementKind } from './query-timing';

let t: Awaited<ReturnType<typeof createTestApp>>;
let push: Awaited<ReturnType<typeof startPushService>>;
let port: number;
/** A scheduler on the app's metrics, as main.ts starts one (the last test's). */
let scheduler: Scheduler | undefined;

/**
 * What the screening engine answers next. The models themselves are screening.test.ts's; here only
 * the counting is under test, and no test can show the models an explicit picture.
 */
let nextScreening: 'clean' | 'explicit' | 'fail' = 'clean';
const said = (porn: number): ScreeningScores => ({
  classes: { drawing: 0, hentai: 0, neutral: 1 - porn, porn, sexy: 0 },
  faces: 1,
});
const engine: ScreeningEngine = {
  async screen() {
    if (nextScreening === 'fail') throw new Error('model out of order');
    return said(nextScreening === 'explicit' ? 0.9 : 0.01);
  },
  stats: () => ({ loadMs: 1500, modelBytes: 42_000_000, lastInferenceMs: 80 }),
  close: async () => {},
};

beforeAll(async () => {
  t = await createTestApp({ screening: engine });
  push = await startPushService();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as { port: number }).port;
});
afterAll(async () => {
  await scheduler?.stop();
  await t?.close();
  await push?.close();
});

/** A series' name with its labels in a fixed order, so a lookup does not depend on prom-client's. */
function seriesKey(series: string): string {
  const open = series.indexOf('{');
  if (open < 0) return series;
  const labels = series.slice(open + 1, series.lastIndexOf('}')).match(/[a-z_]+="[^"]*"/g) ?? [];
  return `${series.slice(0, open)}{${labels.sort().join(',')}}`;
}

/** The page as it is now: the value of one series (0 when it is not there yet). */
async function scrape() {
  const res = await t.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '127.0.0.1' });
  expect(res.statusCode).toBe(200);
  const values = new Map<string, number>();
  for (const line of res.body.split('\n')) {
    if (!line || line.startsWith('#')) continue;
    const space = line.lastIndexOf(' ');
    values.set(seriesKey(line.slice(0, space)), Number(line.slice(space + 1)));
  }
  return (series: string) => values.get(seriesKey(series)) ?? 0;
}

let n = 0;
async function member() {
  const c = client(t);
  const res = await c.signup({ email: `series${++n}@example.com`, name: `Series ${n}` });
  const id = res.json().user.id as number;
  await t.db.update(users).set({ status: 'active' }).where(eq(users.id, id));
  await refreshListing(t.db, id, { activate: true });
  await t.db.transaction((tx) => grantCredits(tx, id, 1000, 'adjustment', 'metrics-test'));
  return { c, id };
}

/**
 * The series decision 039 added to /metrics: each appears and moves when its event happens.
 */
describe('/metrics series for queries, live events, pushes and payments', () => {
  it('times database statements by kind', async () => {
    const before = await scrape();
    await member();
    const after = await scrape();
    // The scrape's own outbox gauges and the sign-up read; its writes are counted on PostgreSQL
    // (and off-thread PGlite), where transactions run on pooled connections too.
    expect(after('amora_db_query_duration_seconds_count{statement="select"}')).toBeGreaterThan(
      before('amora_db_query_duration_seconds_count{statement="select"}'),
    );
    expect(after('amora_db_query_duration_seconds_sum{statement="select"}')).toBeGreaterThan(0);
    if (t.databaseKind === 'postgres')
      expect(after('amora_db_query_duration_seconds_count{statement="insert"}')).toBeGreaterThan(
        before('amora_db_query_duration_seconds_count{statement="insert"}'),
      );
    expect(after('amora_db_query_duration_seconds_bucket{le="+Inf",statement="select"}')).toBe(
      after('amora_db_query_duration_seconds_count{statement="select"}'),
    );
  });

  it('labels statements by their first word, a bounded set', () => {
    expect(statementKind('  SELECT 1')).toBe('select');
    expect(statementKind('insert into x values (1)')).toBe('insert');
    expect(statementKind('with a as (select 1) select * from a')).toBe('with');
    expect(statementKind('begin')).toBe('other');
    expect(statementKind('create table "x" (id int)')).toBe('other');
    expect(statementKind(undefined)).toBe('other');
  });

  it('counts live events written to this node’s sockets, by type', async () => {
    const reader = await member();
    const sender = await member();
    const socket = new WebSocket(`ws://127.0.0.1:${port}/api/live`, {
      headers: { host: 'localhost', origin: 'http://localhost', cookie: `${AUTH_COOKIE}=${reader.c.cookie}` },
    });
    const arrived = new Promise<void>((resolve, reject) => {
      socket.on('message', (data) => {
        if ((JSON.parse(String(data)) as { type: string }).type === 'message') resolve();
      });
      socket.on('error', reject);
    });
    await new Promise((resolve, reject) => {
      socket.once('open', resolve);
      socket.once('error', reject);
    });
    try {
      const before = await scrape();
      const sent = await sender.c.call('POST', '/api/chat.php', {
        client_id: randomUUID(),
        profile_id: reader.id,
        text: 'Counted live',
      });
      expect(sent.statusCode).toBe(200);
      await arrived;
      const after = await scrape();
      expect(after('amora_live_events_total{type="message"}')).toBe(
        before('amora_live_events_total{type="message"}') + 1,
      );
    } finally {
      socket.close();
    }
  });

  it('counts pushes by outcome: accepted, gone and failed', async () => {
    const liker = await member();
    const liked = await member();
    const ok = push.subscription(`ok-${n}`);
    const gone = push.subscription(`gone-${n}`);
    const failing = push.subscription(`failing-${n}`);
    push.statusOf.set(gone.path, 410);
    push.statusOf.set(failing.path, 500);
    for (const sub of [ok, gone, failing]) {
      expect(
        (await liked.c.call('POST', '/api/user.php?push=1', { subscription: sub.json })).statusCode,
      ).toBe(200);
    }
    const before = await scrape();
    await liker.c.call('POST', '/api/likes.php', { profile_id: liked.id });
    await t.app.notifications.idle();
    const after = await scrape();
    for (const outcome of ['ok', 'gone', 'failed'])
      expect(after(`amora_push_sends_total{outcome="${outcome}"}`)).toBe(
        before(`amora_push_sends_total{outcome="${outcome}"}`) + 1,
      );
  });

  it('counts booked payments and their amount by provider and currency, once per payment', async () => {
    const payer = await member();
    const { credits } = (await payer.c.call('GET', '/api/packages.php')).json();
    const ordered = await payer.c.call('POST', '/api/orders.php', {
      withdrawal_waiver: true,
      package_id: credits[0].id,
      payment_method: 'creditcard',
    });
    expect(ordered.statusCode).toBe(200);
    const { order } = ordered.json();
    const series = `{currency="${order.currency}",provider="test"}`;
    const before = await scrape();
    const paid = await payer.c.call('POST', '/api/test-checkout.php', {
      payment_id: order.payment_id,
      outcome: 'paid',
    });
    expect(paid.statusCode).toBe(200);
    // A second report of the same payment books nothing more.
    await payer.c.call('POST', '/api/test-checkout.php', { payment_id: order.payment_id, outcome: 'paid' });
    const after = await scrape();
    expect(after(`amora_payments_booked_total${series}`)).toBe(
      before(`amora_payments_booked_total${series}`) + 1,
    );
    expect(after(`amora_payments_booked_amount_cents_total${series}`)).toBe(
      before(`amora_payments_booked_amount_cents_total${series}`) + order.amount,
    );
  });
});

describe('/metrics series for photo screening', () => {
  it('counts each screened photo by what the models said, times it, and shows the loaded models', async () => {
    const { c } = await member();
    const upload = async () => {
      const body = photoUpload(await jpeg());
      return c.call('POST', '/api/photos.php', body.payload, body.headers);
    };
    const before = await scrape();
    for (const result of ['clean', 'explicit', 'fail'] as const) {
      nextScreening = result;
      expect((await upload()).statusCode).toBeLessThan(300);
    }
    nextScreening = 'clean';
    const after = await scrape();
    for (const result of ['clean', 'explicit', 'failed'])
      expect(after(`amora_photo_screenings_total{result="${result}"}`)).toBe(
        before(`amora_photo_screenings_total{result="${result}"}`) + 1,
      );
    expect(after('amora_photo_screening_duration_seconds_count')).toBe(
      before('amora_photo_screening_duration_seconds_count') + 3,
    );
    expect(after('amora_photo_screening_duration_seconds_sum')).toBeGreaterThan(
      before('amora_photo_screening_duration_seconds_sum'),
    );
    expect(after('amora_screening_models_bytes')).toBe(42_000_000);
    expect(after('amora_screening_models_load_seconds')).toBe(1.5);
  });
});

/** The series the operator's guide explains (its table's first column), names only. */
function seriesInTheGuide(): string[] {
  const guide = readFileSync(path.join(SERVER_ROOT, '../../docs/operations.md'), 'utf8');
  const table = guide.slice(guide.indexOf('## What the metrics mean'));
  const names: string[] = [];
  for (const row of table.split('\n').filter((line) => line.startsWith('| `'))) {
    const cell = row.split('|')[1]!;
    let previous = '';
    for (const [, written] of cell.matchAll(/`([^`]+)`/g)) {
      const name = written!.replace(/\{.*$/, '');
      // `amora_db_pool_connections`, `_idle`: the same stem with another ending.
      const full = name.startsWith('_') ? previous.replace(/_[a-z]+$/, '') + name : name;
      names.push(full);
      previous = full;
    }
  }
  return names;
}

describe('/metrics answers every series an operator is told about', () => {
  it('has each series the operator’s guide explains and each one running several nodes needs, jobs and mail failures counted', async () => {
    // A node's scheduler, on the app's metrics as in main.ts, with a job that fails.
    scheduler = await startScheduler({
      database: t.database,
      log: { info: () => {}, error: () => {} },
      jobs: [
        {
          name: 'metrics-failing-job',
          cron: '0 0 1 1 *',
          run: async () => {
            throw new Error('out of order');
          },
        },
      ],
      pollingIntervalSeconds: 0.5,
      schedule: false,
      metrics: t.app.metrics,
    });
    expect(await scheduler.trigger('metrics-failing-job')).toBeTruthy();
    await expect
      .poll(
        async () => (await scrape())('amora_job_runs_total{job="metrics-failing-job",outcome="failed"}'),
        {
          timeout: 30_000,
          interval: 250,
        },
      )
      .toBe(1);
    // A mail the SMTP server refused once and that waits for its retry.
    const before = await scrape();
    await t.db.insert(outbox).values({
      to: 'someone@example.com',
      subject: 'Refused',
      text: 'Refused',
      html: '<p>Refused</p>',
      template: 'test',
      attempts: 1,
      lastError: '550 refused',
    });
    const after = await scrape();
    expect(after('amora_mail_outbox_failing')).toBe(before('amora_mail_outbox_failing') + 1);
    expect(after('amora_mail_outbox_unsent')).toBe(before('amora_mail_outbox_unsent') + 1);
    // The failed run waits in the queue for its retry (a minute later).
    expect(after('amora_job_queue_waiting{job="metrics-failing-job"}')).toBe(1);

    const res = await t.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '127.0.0.1' });
    // Every metric says its type, samples or not yet (a counter with labels has none until counted).
    const declared = new Set([...res.body.matchAll(/^# TYPE (\S+) /gm)].map((m) => m[1]!));
    const pooled = !!t.database.poolStats;
    // What running on several nodes needs (decisions 035 and 039), by what it measures.
    const needed: Record<string, string[]> = {
      'requests by route and status, counted and timed': [
        'amora_http_requests_total',
        'amora_http_request_duration_seconds',
      ],
      'database pool use (a node-postgres pool: PostgreSQL, the server’s off-thread PGlite)': pooled
        ? ['amora_db_pool_connections', 'amora_db_pool_idle', 'amora_db_pool_waiting']
        : [],
      'database query time': ['amora_db_query_duration_seconds'],
      'open WebSockets': ['amora_live_sockets'],
      'live events (per second: rate())': ['amora_live_events_total'],
      'job queue depth and failures': ['amora_job_queue_waiting', 'amora_job_runs_total'],
      'mail outbox backlog and failures': ['amora_mail_outbox_unsent', 'amora_mail_outbox_failing'],
      'push failures': ['amora_push_sends_total'],
      'payments booked': ['amora_payments_booked_total', 'amora_payments_booked_amount_cents_total'],
      'process memory': ['process_resident_memory_bytes', 'nodejs_heap_size_used_bytes'],
      'event-loop lag': ['nodejs_eventloop_lag_seconds'],
    };
    for (const [what, names] of Object.entries(needed))
      for (const name of names) expect(declared.has(name), `${what}: ${name}`).toBe(true);
    expect(res.body).toMatch(
      /^amora_http_request_duration_seconds_bucket\{.*route="\/metrics",status="200"/m,
    );

    const guide = seriesInTheGuide();
    expect(guide.length).toBeGreaterThan(20);
    for (const name of guide) {
      if (name.startsWith('amora_db_pool_') && !pooled) continue;
      // `nodejs_heap_*`: any series of that family.
      const known = name.endsWith('*')
        ? [...declared].some((d) => d.startsWith(name.slice(0, -1)))
        : declared.has(name);
      expect(known, `the guide explains ${name}`).toBe(true);
    }
  });
});
