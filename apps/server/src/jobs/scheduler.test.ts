import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { openTestDatabase } from '../test/harness';
import { startScheduler } from './scheduler';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase('none');
});
afterAll(async () => {
  await database?.close();
});

/**
 * A stopping node (SIGTERM, main.ts; decision 035) stops its scheduler beside the HTTP server:
 * a job already running finishes before the stop is done.
 */
describe('the scheduler of a stopping node', () => {
  it('lets the job in flight finish before the stop resolves', async () => {
    const events: string[] = [];
    let startedRun: () => void = () => {};
    const running = new Promise<void>((resolve) => {
      startedRun = resolve;
    });
    const scheduler = await startScheduler({
      database,
      log: { info: () => {}, error: () => {} },
      jobs: [
        {
          name: 'slow-job',
          cron: '0 0 1 1 *',
          run: async () => {
            events.push('started');
            startedRun();
            await new Promise((resolve) => setTimeout(resolve, 1500));
            events.push('finished');
          },
        },
      ],
      pollingIntervalSeconds: 0.5,
      schedule: false,
    });
    expect(await scheduler.trigger('slow-job')).toBeTruthy();
    await running;
    await scheduler.stop();
    events.push('stopped');
    expect(events).toEqual(['started', 'finished', 'stopped']);
    // The job's completion is pg-boss's own write after the handler returns; on PostgreSQL it
    // reaches the table through another pooled connection than this read, so wait for it.
    await expect
      .poll(
        async () =>
          (await database.executeSql("select state from pgboss.job where name = 'slow-job'", [])).rows,
        {
          timeout: 10_000,
        },
      )
      .toEqual([{ state: 'completed' }]);
  }, 60_000);
});
