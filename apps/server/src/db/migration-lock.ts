import pg from 'pg';

/**
 * The advisory lock key every Amora node takes around migrating and seeding: a constant, so all
 * nodes on one PostgreSQL agree; 'amora' in ASCII, far from pg-boss's keys (it hashes its schema
 * name).
 */
export const MIGRATION_LOCK_KEY = 0x616d6f7261;

/**
 * Runs `work` (migrate, then seed) while holding a session-level PostgreSQL advisory lock on a
 * connection of its own (decision 039): two nodes starting a new release at the same moment
 * would otherwise both create drizzle's table and both insert the reference data and demo
 * accounts, and one would stop on a duplicate key. The second node waits here, then finds
 * nothing left to do. Session-level rather than in a transaction because the migrator and the
 * seed run their own transactions on the pool; a dedicated connection because a pooled one
 * would carry the lock back to the pool. If that connection drops, PostgreSQL releases the lock.
 * Without `databaseUrl` (PGlite: one process owns the data folder) it only runs `work`.
 */
export async function withMigrationLock<T>(
  databaseUrl: string | undefined,
  work: () => Promise<T>,
  log: (message: string) => void = () => {},
): Promise<T> {
  if (!databaseUrl) return work();
  const client = new pg.Client({ connectionString: databaseUrl, application_name: 'amora migrations' });
  // An error on this idle connection is an ended session: the lock is gone, work carries on.
  client.on('error', () => {});
  await client.connect();
  try {
    const tried = await client.query<{ locked: boolean }>('select pg_try_advisory_lock($1) as locked', [
      MIGRATION_LOCK_KEY,
    ]);
    if (!tried.rows[0]?.locked) {
      log('Another node is migrating this database: waiting for it to finish');
      await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    }
    return await work();
  } finally {
    // Ending the session releases the lock whatever state the connection is in.
    await client.end().catch(() => {});
  }
}
