import type { Database } from './client';

/**
 * Tables whose planner statistics are missing or stale: never analysed (`reltuples` < 0), or
 * changed by more than autovacuum's own threshold (50 rows + 10 %) since the last analyse.
 */
const STALE_TABLES = `
  select format('%I.%I', s.schemaname, s.relname) as name
    from pg_stat_user_tables s
    join pg_class c on c.oid = s.relid
   where c.reltuples < 0
      or s.n_mod_since_analyze > 50 + 0.1 * greatest(c.reltuples, s.n_live_tup)
   order by s.relname`;

/**
 * The statistics target of the embedded database's analyses: a sample of 3,000 rows (PostgreSQL's
 * default, 100, samples 30,000). PGlite answers every connection on one thread, so an analyse
 * holds up every member's query while it runs: on a table of 26,000 messages a full analyse took
 * 160–490 ms, at this target 11–18 ms. Ten histogram buckets and ten common values per column are
 * enough for the plans of an embedded installation's size (docs/decisions/030-throughput.md).
 */
export const EMBEDDED_STATISTICS_TARGET = 10;

/**
 * Analyses the tables whose statistics are missing or stale, and answers their names. Without
 * statistics PostgreSQL guesses a dozen rows per table and picks plans that are fine for a dozen
 * and ruinous for thousands (the members page joined every photo to every profile). PGlite has
 * no autovacuum at all, and a PostgreSQL server may run without it, so the server does the
 * autovacuum's analyse itself: at start (after migrations and seeding) and every minute
 * (docs/decisions/030-throughput.md). Where autovacuum runs, this finds nothing to do.
 */
export async function refreshPlannerStatistics(
  database: Pick<Database, 'executeSql' | 'kind'>,
): Promise<string[]> {
  const { rows } = await database.executeSql(STALE_TABLES, []);
  const names = (rows as { name: string }[]).map((row) => row.name);
  for (const name of names) {
    // One batch per table: the embedded database answers others' queries between two analyses.
    await database.executeSql(
      database.kind === 'pglite'
        ? `begin; set local default_statistics_target = ${EMBEDDED_STATISTICS_TARGET}; analyze ${name}; commit`
        : `analyze ${name}`,
    );
  }
  return names;
}
