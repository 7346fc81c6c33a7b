import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { type Clock, HOUR } from '../lib/clock';
import { purgeDeletedAccounts } from '../modules/auth/service';

interface Log {
  info(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}

export interface Job {
  name: string;
  everyMs: number;
  /** Gets the transaction that holds the job's lock (or the database on a single node). */
  run(tx: Db): Promise<unknown>;
}

/**
 * Periodic work. Every node runs the timer, but a job runs on one node at a time: it takes a
 * PostgreSQL advisory lock (per job) inside a transaction and skips when another node holds it.
 */
export function startScheduler(options: {
  db: Db;
  /** The embedded database serves one process, so its jobs need no lock (and PGlite has one connection). */
  singleNode: boolean;
  clock: Clock;
  log: Log;
  extraJobs?: Job[];
  /** Called for each account the purge erases, before its rows go (photo files). */
  beforeErase?: (userId: number) => Promise<void>;
}): () => void {
  const { db, clock, log } = options;
  const jobs: Job[] = [
    {
      name: 'purge-deleted-accounts',
      everyMs: HOUR,
      run: (tx) => purgeDeletedAccounts(tx, clock.now(), options.beforeErase),
    },
    ...(options.extraJobs ?? []),
  ];
  const timers = jobs.map((job, index) => {
    const tick = async () => {
      try {
        if (options.singleNode) {
          log.info({ job: job.name, result: await job.run(db) }, 'job finished');
          return;
        }
        await db.transaction(async (tx) => {
          const lock = (await tx.execute(
            sql`select pg_try_advisory_xact_lock(7412, ${index}) as ok`,
          )) as unknown as {
            rows: { ok: boolean }[];
          };
          if (!lock.rows[0]?.ok) return;
          const result = await job.run(tx);
          log.info({ job: job.name, result }, 'job finished');
        });
      } catch (err) {
        log.error({ err, job: job.name }, 'job failed');
      }
    };
    const first = setTimeout(tick, 10_000);
    const every = setInterval(tick, job.everyMs);
    first.unref();
    every.unref();
    return [first, every] as const;
  });
  return () => {
    for (const [first, every] of timers) {
      clearTimeout(first);
      clearInterval(every);
    }
  };
}
