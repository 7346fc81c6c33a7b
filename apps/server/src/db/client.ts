import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { MIGRATIONS_DIR } from '../lib/paths';
import { PreparingClient } from './prepared';
import * as schema from './schema';

type Schema = typeof schema;
/** One database handle type for both drivers: services never know which one runs. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Applies pending migrations (idempotent). */
  migrate(): Promise<void>;
  /** LISTEN on a channel; NOTIFYs from every node arrive here. Returns a stop function. */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  /**
   * Raw SQL for pg-boss (its `db` option): with values one parameterised statement, without
   * them possibly several statements (its migrations and locked maintenance run as one string).
   */
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  close(): Promise<void>;
  /**
   * The embedded database's data folder as a gzipped tar (PGlite's dumpDataDir), made between two
   * statements after a checkpoint: a consistent snapshot of a running server (decision 034).
   * Only for `pglite`; PostgreSQL is backed up with its own tools (pg_dump).
   */
  dump?: () => Promise<Blob>;
  /** PostgreSQL's connection pool right now (metrics, decision 035); none for PGlite's one connection. */
  poolStats?: () => { total: number; idle: number; waiting: number };
}

/**
 * `databaseUrl` set → node-postgres pool; unset → PGlite persisted in `dataDir/db`
 * (or in memory when `dataDir` is null, for tests).
 */
export async function openDatabase(options: {
  databaseUrl?: string;
  dataDir: string | null;
}): Promise<Database> {
  if (options.databaseUrl) {
    // Named statements: parsed once per connection, not on every call (db/prepared.ts).
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10, Client: PreparingClient });
    // A broken idle connection must not crash the process; the next query gets a new one.
    pool.on('error', () => {});
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    const listeners: (() => Promise<void>)[] = [];
    return {
      db,
      kind: 'postgres',
      poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
      migrate: () => migratePg(db as never, { migrationsFolder: MIGRATIONS_DIR }),
      listen: async (channel, onPayload) => {
        const stop = await listenWithReconnect(options.databaseUrl!, channel, onPayload);
        listeners.push(stop);
        return stop;
      },
      executeSql: async (text, values) => {
        const result = (await pool.query(text, values as unknown[])) as unknown as
          | pg.QueryResult
          | pg.QueryResult[];
        // A multi-statement string answers one result per statement; pg-boss reads none of those.
        return Array.isArray(result) ? { rows: result.at(-1)?.rows ?? [] } : { rows: result.rows };
      },
      close: async () => {
        await Promise.all(listeners.map((stop) => stop()));
        await pool.end();
      },
    };
  }
  let dir: string | undefined;
  if (options.dataDir) {
    dir = path.join(options.dataDir, 'db');
    mkdirSync(dir, { recursive: true });
  }
  const client = await PGlite.create(dir ? { dataDir: dir } : {});
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db as never, { migrationsFolder: MIGRATIONS_DIR }),
    listen: async (channel, onPayload) => {
      const unsubscribe = await client.listen(channel, onPayload);
      return async () => unsubscribe();
    },
    executeSql: async (text, values) => {
      if (values && values.length > 0) {
        const result = await client.query(text, values);
        return { rows: result.rows };
      }
      try {
        const results = await client.exec(text);
        return { rows: results.at(-1)?.rows ?? [] };
      } catch (err) {
        // A failed statement inside BEGIN … COMMIT would leave PGlite's single connection in an
        // aborted transaction for everybody; a pooled connection would be discarded instead.
        await client.exec('rollback').catch(() => {});
        throw err;
      }
    },
    close: () => client.close(),
    dump: async () => {
      await client.exec('checkpoint');
      return client.dumpDataDir('gzip');
    },
  };
}

/**
 * A dedicated connection for LISTEN (a pooled one would lose it). When it drops, it reconnects
 * with backoff and listens again; events sent meanwhile are caught up by clients over HTTP.
 */
async function listenWithReconnect(url: string, channel: string, onPayload: (payload: string) => void) {
  let stopped = false;
  let client: pg.Client | null = null;
  let delay = 500;
  const connect = async (): Promise<void> => {
    if (stopped) return;
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (message) => {
      if (message.channel === channel && message.payload) onPayload(message.payload);
    });
    next.on('error', () => {
      next.end().catch(() => {});
      if (client === next && !stopped) setTimeout(() => void connect().catch(() => {}), delay);
      delay = Math.min(delay * 2, 10_000);
    });
    await next.connect();
    await next.query(`listen ${pg.escapeIdentifier(channel)}`);
    client = next;
    delay = 500;
  };
  await connect();
  return async () => {
    stopped = true;
    await client?.end().catch(() => {});
  };
}
