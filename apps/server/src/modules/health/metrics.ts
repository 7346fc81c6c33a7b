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
