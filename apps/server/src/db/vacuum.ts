import type { Database } from './client';

/**
 * Tables autovacuum would vacuum now, where none runs (PGlite has none; on PostgreSQL, when the
 * server's `autovacuum` is off), by its own default rules: more dead row versions than 50 +
 * 20 % of the table, more rows inserted since the last vacuum than 1,000 + 20 % (so that the
 * visibility map covers them and index-only scans skip the table), or a transaction id old
 * enough that the table must be frozen before the counter wraps around. Only tables the server's
 * role owns (every table on PGlite, whose role is the superuser, the catalogs among them: each
 * analyse rewrites rows of `pg_statistic`); a TOAST table is vacuumed with its own table.
 */
const tablesToVacuum = (pglite: boolean) => `
  select format('%I.%I', s.schemaname, s.relname) as name
    from pg_stat_all_tables s
    join pg_class c on c.oid = s.relid
   where ${pglite ? 'true' : `current_setting('autovacuum') = 'off'`}
     and c.relkind in ('r', 'm') and c.relpersistence = 'p'
     and s.schemaname not in ('pg_toast', 'information_schema')
     and pg_has_role(c.relowner, 'MEMBER')
     and (s.n_dead_tup > 50 + 0.2 * greatest(c.reltuples, 0)
          or s.n_ins_since_vacuum > 1000 + 0.2 * greatest(c.reltuples, 0)
          or age(c.relfrozenxid) > current_setting('autovacuum_freeze_max_age')::bigint)
   order by s.schemaname, s.relname`;

/**
 * Vacuums the tables autovacuum would, where no autovacuum runs, and answers their names. PGlite
 * has none (it is PostgreSQL in single-user mode), and a PostgreSQL server may run with
 * `autovacuum = off`. Without a vacuum every update leaves its old row version behind: the
 * presence time on each member's profile, the chat's counters on every send, pg-boss's jobs. The
 * tables only grow, and after about two hundred million write transactions the database would
 * refuse writes to protect itself from the transaction counter's wrap-around
 * (docs/decisions/030-throughput.md). Where autovacuum runs, this does nothing.
 */
export async function vacuumTables(database: Pick<Database, 'executeSql' | 'kind'>): Promise<string[]> {
  const { rows } = await database.executeSql(tablesToVacuum(database.kind === 'pglite'), []);
  const names = (rows as { name: string }[]).map((row) => row.name);
  // One statement per table (a vacuum runs outside any transaction): on the embedded database
  // other members' queries are answered between two vacuums. On PGlite each took 6–10 ms after
  // 10,000 presence updates, 25 ms for a first vacuum of 100,000 messages.
  for (const name of names) await database.executeSql(`vacuum ${name}`);
  return names;
}
