import PgBoss from 'pg-boss';
import type { Database } from '../db/client';
import type { Metrics } from '../modules/health/metrics';

interface Log {
  info(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}

export interface Job {
  name: string;
  /** Cron expression (UTC), e.g. `17 * * * *` for every hour at :17. */
  cron: string;
  /** Idempotent: a rerun after a crash or a duplicate trigger changes nothing twice. */
  run(): Promise<unknown>;
}

export interface Scheduler {
  /** Queues a job now (tests, and a node that wants it sooner); null when one is queued already. */
  trigger(name: string): Promise<string | null>;
  stop(): Promise<void>;
}

/**
 * Scheduled work through pg-boss (decision 008): the queue lives in the database (schema
 * `pgboss`), so jobs survive a restart; cron fires once per slot across all nodes, each queue
 * has the `stately` policy (at most one waiting and one running), and a job is fetched with
 * SKIP LOCKED by exactly one worker. On PGlite pg-boss runs on our single connection.
 */
export async function startScheduler(options: {
  database: Pick<Database, 'executeSql'>;
  log: Log;
  jobs: Job[];
  /** How often idle workers look for work (seconds); tests poll faster. */
  pollingIntervalSeconds?: number;
  /** Off for a second worker in tests that only works queued jobs. */
  schedule?: boolean;
  /** Counts runs and reads queue depths for /metrics (decision 035). */
  metrics?: Metrics;
}): Promise<Scheduler> {
  const { log } = options;
  const boss = new PgBoss({
    db: { executeSql: (text, values) => options.database.executeSql(text, values) as never },
    schema: 'pgboss',
    schedule: options.schedule ?? true,
    // Keep finished jobs a week for a look at what ran, then drop them.
    deleteAfterDays: 7,
  });
  boss.on('error', (err) => log.error({ err: String(err) }, 'job queue error'));
  await boss.start();
  for (const job of options.jobs) {
    await boss.createQueue(job.name, {
      name: job.name,
      policy: 'stately',
      retryLimit: 2,
      retryDelay: 60,
      expireInSeconds: 15 * 60,
    });
    if (options.schedule ?? true) await boss.schedule(job.name, job.cron, undefined, { tz: 'UTC' });
    await boss.work(job.name, { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 10 }, async () => {
      try {
        const result = await job.run();
        log.info({ job: job.name, result }, 'job finished');
        options.metrics?.jobRuns.inc({ job: job.name, outcome: 'ok' });
      } catch (err) {
        log.error({ err: String(err), job: job.name }, 'job failed');
        options.metrics?.jobRuns.inc({ job: job.name, outcome: 'failed' });
        throw err;
      }
    });
  }
  options.metrics?.labelledGauge(
    'amora_job_queue_waiting',
    'Jobs queued and not yet started, by queue (every node shares the queue)',
    'job',
    async () =>
      Object.fromEntries(
        await Promise.all(
          options.jobs.map(async (job) => [job.name, await boss.getQueueSize(job.name)] as const),
        ),
      ),
  );
  return {
    trigger: (name) => boss.send(name, {}),
    stop: () => boss.stop({ graceful: true, wait: true, timeout: 10_000 }),
  };
}
