import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';

/**
 * This node's Prometheus metrics (decision 035), one registry per app so that tests can build
 * several apps in one process. Request series are labelled by route pattern (`/api/photos/:name`),
 * never by the URL, so the number of series stays bounded.
 */
export class Metrics {
  readonly registry = new Registry();
  readonly requests: Counter<'method' | 'route' | 'status'>;
  readonly duration: Histogram<'method' | 'route' | 'status'>;
  readonly jobRuns: Counter<'job' | 'outcome'>;
  readonly queryDuration: Histogram<'statement'>;
  readonly liveEvents: Counter<'type'>;
  readonly pushes: Counter<'outcome'>;
  readonly paymentsBooked: Counter<'provider' | 'currency'>;
  readonly paymentsBookedAmount: Counter<'provider' | 'currency'>;
  readonly screenings: Counter<'result'>;
  readonly screeningDuration: Histogram;

  constructor() {
    // Process CPU, memory, handles, GC and event-loop lag (nodejs_eventloop_lag_*).
    collectDefaultMetrics({ register: this.registry });
    this.requests = new Counter({
      name: 'amora_http_requests_total',
      help: 'HTTP requests answered, by method, route pattern and status code',
      labelNames: ['method', 'route', 'status'],
      registers: [this.registry],
    });
    this.duration = new Histogram({
      name: 'amora_http_request_duration_seconds',
      help: 'Time from request to the end of the answer, by method, route pattern and status code',
      labelNames: ['method', 'route', 'status'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [this.registry],
    });
    this.jobRuns = new Counter({
      name: 'amora_job_runs_total',
      help: 'Scheduled job runs on this node, by job and outcome (ok, failed)',
      labelNames: ['job', 'outcome'],
      registers: [this.registry],
    });
    // Decision 039: the series decision 035 left out.
    this.queryDuration = new Histogram({
      name: 'amora_db_query_duration_seconds',
      help: 'Time from sending a statement to its answer, by kind (select, insert, update, delete, with, other)',
      labelNames: ['statement'],
      buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
      registers: [this.registry],
    });
    this.liveEvents = new Counter({
      name: 'amora_live_events_total',
      help: 'Live events written to the WebSockets of this node, by event type (one per socket)',
      labelNames: ['type'],
      registers: [this.registry],
    });
    this.pushes = new Counter({
      name: 'amora_push_sends_total',
      help: 'Web pushes handed to the push services, by outcome (ok, gone: subscription ended, failed)',
      labelNames: ['outcome'],
      registers: [this.registry],
    });
    this.paymentsBooked = new Counter({
      name: 'amora_payments_booked_total',
      help: 'Payments booked by this node (credits granted), by provider and currency',
      labelNames: ['provider', 'currency'],
      registers: [this.registry],
    });
    this.paymentsBookedAmount = new Counter({
      name: 'amora_payments_booked_amount_cents_total',
      help: 'What the booked payments paid, in cents of their currency, by provider and currency',
      labelNames: ['provider', 'currency'],
      registers: [this.registry],
    });
    // Screening on arrival (decision 043): how many photos, what the models said, how long.
    this.screenings = new Counter({
      name: 'amora_photo_screenings_total',
      help: 'Photos screened on arrival, by result (clean, explicit, failed: held for a person)',
      labelNames: ['result'],
      registers: [this.registry],
    });
    this.screeningDuration = new Histogram({
      name: 'amora_photo_screening_duration_seconds',
      help: 'Time to screen one photo (models and perceptual hash), the first one including the model load',
      buckets: [0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
      registers: [this.registry],
    });
  }

  /** A gauge read when Prometheus scrapes (`read` may query; a failure leaves the series out). */
  gauge(name: string, help: string, read: () => number | Promise<number>): void {
    new Gauge({
      name,
      help,
      registers: [this.registry],
      async collect() {
        this.set(await read());
      },
    });
  }

  /** Several series of one gauge read at scrape time, e.g. one per queue. */
  labelledGauge(
    name: string,
    help: string,
    label: string,
    read: () => Promise<Record<string, number>> | Record<string, number>,
  ): void {
    new Gauge({
      name,
      help,
      labelNames: [label],
      registers: [this.registry],
      async collect() {
        this.reset();
        for (const [value, n] of Object.entries(await read())) this.set({ [label]: value }, n);
      },
    });
  }
}

function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  return address === '::1' || address.startsWith('127.') || address.startsWith('::ffff:127.');
}

function sameToken(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Who may read /metrics: with METRICS_TOKEN, whoever sends `Authorization: Bearer <token>`;
 * without it, only a caller on this machine that did not come through a proxy (a proxy on
 * loopback would otherwise hand the page to the internet: a forwarded request is refused).
 */
export function mayReadMetrics(request: FastifyRequest, token: string | undefined): boolean {
  if (token) {
    const header = request.headers.authorization ?? '';
    return header.startsWith('Bearer ') && sameToken(header.slice(7), token);
  }
  const forwarded =
    request.headers['x-forwarded-for'] || request.headers.forwarded || request.headers['x-real-ip'];
  return !forwarded && isLoopback(request.socket.remoteAddress);
}

/** Counts and times every answer, and serves GET /metrics to who may read it. */
export function installMetrics(app: FastifyInstance, metrics: Metrics, token: string | undefined): void {
  app.addHook('onResponse', async (request, reply) => {
    // Unmatched URLs share one label: a scan of random paths must not make new series.
    const route = request.routeOptions.url ?? 'unmatched';
    const labels = { method: request.method, route, status: String(reply.statusCode) };
    metrics.requests.inc(labels);
    metrics.duration.observe(labels, reply.elapsedTime / 1000);
  });

  app.get('/metrics', { schema: { hide: true }, logLevel: 'warn' }, async (request, reply) => {
    if (!mayReadMetrics(request, token)) {
      // With a token a client may retry with it; without one, the page does not exist for them.
      if (token) return reply.code(401).header('www-authenticate', 'Bearer').send({ error: 'unauthorized' });
      return reply.code(404).send({ error: 'not_found' });
    }
    return reply
      .header('cache-control', 'no-store')
      .type(metrics.registry.contentType)
      .send(await metrics.registry.metrics());
  });
}
