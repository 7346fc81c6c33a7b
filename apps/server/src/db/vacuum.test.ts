import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changeCountersPublished, openTestDatabase } from '../test/test-database';
import type { Database } from './client';
import { vacuumTables } from './vacuum';

describe('the vacuum of tables where no autovacuum runs', () => {
  let database: Database;
  /** PGlite has no autovacuum; a PostgreSQL server has one unless `autovacuum = off`. */
  let noAutovacuum: boolean;
  beforeAll(async () => {
    database = await openTestDatabase('none');
    const { rows } = await database.executeSql('show autovacuum', []);
    noAutovacuum = database.kind === 'pglite' || (rows as { autovacuum: string }[])[0]!.autovacuum === 'off';
    // Autovacuum (where it runs) must not vacuum it first.
    await database.executeSql(
      'create table vacuum_probe (n int, note text) with (autovacuum_enabled = false)',
    );
  });
  afterAll(async () => {
    await database?.close();
  });

  const probe = async () => {
    const { rows } = await database.executeSql(
      `select vacuum_count::int as vacuums, n_dead_tup::int as dead
         from pg_stat_all_tables where relid = 'vacuum_probe'::regclass`,
      [],
    );
    return (rows as { vacuums: number; dead: number }[])[0]!;
  };

  it('vacuums a table once more than 1,000 rows were added, so that the visibility map covers them', async () => {
    await database.executeSql(
      `insert into vacuum_probe select g, 'row ' || g from generate_series(1, 2000) g`,
    );
    await changeCountersPublished(database);
    const vacuumed = await vacuumTables(database);
    if (!noAutovacuum) {
      expect(vacuumed).toEqual([]);
      return;
    }
    expect(vacuumed).toContain('public.vacuum_probe');
    expect((await probe()).vacuums).toBe(1);
    await changeCountersPublished(database);
    expect(await vacuumTables(database)).not.toContain('public.vacuum_probe');
  });

  it('vacuums it again once its dead row versions pass 50 and a fifth of it, and they are gone', async () => {
    if (!noAutovacuum) return;
    // 2,000 rows: the threshold is 450 dead versions.
    await database.executeSql(`update vacuum_probe set note = 'seen' where n <= 400`);
    await changeCountersPublished(database);
    expect(await vacuumTables(database)).not.toContain('public.vacuum_probe');
    expect(await probe()).toEqual({ vacuums: 1, dead: 400 });
    await database.executeSql(`update vacuum_probe set note = 'seen again' where n > 1900`);
    await changeCountersPublished(database);
    expect(await vacuumTables(database)).toContain('public.vacuum_probe');
    expect(await probe()).toEqual({ vacuums: 2, dead: 0 });
  });
});
