import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changeCountersPublished, openTestDatabase } from '../test/test-database';
import type { Database } from './client';
import { EMBEDDED_STATISTICS_TARGET, refreshPlannerStatistics } from './statistics';

describe('the planner statistics refresh', () => {
  let database: Database;
  /** The server's own target (PostgreSQL's default is 100), read before any analyse. */
  let serverTarget: number;
  beforeAll(async () => {
    database = await openTestDatabase('none');
    serverTarget = await statisticsTarget();
    await database.executeSql(
      // Autovacuum (where it runs) must not analyse it first.
      'create table planner_probe (n int) with (autovacuum_enabled = false)',
    );
  });
  afterAll(async () => {
    await database?.close();
  });

  async function statisticsTarget() {
    const { rows } = await database.executeSql('show default_statistics_target', []);
    return Number((rows as { default_statistics_target: string }[])[0]!.default_statistics_target);
  }

  const histogramBounds = async () => {
    const { rows } = await database.executeSql(
      `select array_length(histogram_bounds::text::int[], 1) as bounds
         from pg_stats where tablename = 'planner_probe' and attname = 'n'`,
      [],
    );
    return (rows as { bounds: number }[])[0]?.bounds ?? null;
  };

  it('analyses a table never analysed, and then nothing until it changes', async () => {
    await database.executeSql('insert into planner_probe select generate_series(1, 2000)');
    await changeCountersPublished(database);
    expect(await refreshPlannerStatistics(database)).toContain('public.planner_probe');
    expect(await refreshPlannerStatistics(database)).toEqual([]);
    expect(await histogramBounds()).not.toBeNull();
  });

  it('analyses a table again once more than 50 rows and a tenth of it changed', async () => {
    await database.executeSql('insert into planner_probe select generate_series(2001, 2200)');
    await changeCountersPublished(database);
    expect(await refreshPlannerStatistics(database)).toEqual([]);
    await database.executeSql('insert into planner_probe select generate_series(2201, 2500)');
    await changeCountersPublished(database);
    expect(await refreshPlannerStatistics(database)).toEqual(['public.planner_probe']);
  });

  it("samples little on the embedded database, whose one thread every query waits for, and PostgreSQL's default there", async () => {
    // A histogram of 2,500 distinct values has target + 1 bounds: 11 on PGlite, 101 at
    // PostgreSQL's default of 100.
    const target = database.kind === 'pglite' ? EMBEDDED_STATISTICS_TARGET : serverTarget;
    expect(await histogramBounds()).toBe(target + 1);
    // The lower target was for the analyses only, inside their transactions.
    expect(await statisticsTarget()).toBe(serverTarget);
  });
});
