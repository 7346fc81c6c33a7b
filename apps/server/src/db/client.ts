import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { defaultPoolSize } from '../config';
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
  /**
   * Off-thread PGlite only: a connection string for the embedded database's socket, which other
   * processes on this machine (site:create, staff:create) use while the server runs.
   */
  localUrl?: string;
}

/**
 * `databaseUrl` set → node-postgres pool; unset → PGlite persisted in `dataDir/db` (or in memory
 * when `dataDir` is null, for tests). `offThread`: PGlite runs in a worker thread behind
 * PostgreSQL's wire protocol and is reached through the same pool as PostgreSQL (decision 038);
 * the server does this, tests and one-off commands may keep PGlite on their own thread.
 */
export async function openDatabase(options: {
  databaseUrl?: string | undefined;
  /** PostgreSQL only: the pool's connections (config's databasePoolSize); default by the cores. */
  poolSize?: number | undefined;
  dataDir: string | null;
  offThread?: boolean | undefined;
  /** In-process, in-memory PGlite only: start from this dump instead of an empty cluster (tests' template). */
  loadDataDir?: Blob | undefined;
}): Promise<Database> {
  if (options.databaseUrl) {
    return openPool(options.databaseUrl, {
      max: options.poolSize ?? defaultPoolSize(availableParallelism()),
    });
  }
  if (options.offThread) return openEmbeddedOffThread(options.dataDir);
  let dir: string | undefined;
  if (options.dataDir) {
    dir = path.join(options.dataDir, 'db');
    mkdirSync(dir, { recursive: true });
  }
  const client = await PGlite.create(
    dir ? { dataDir: dir } : options.loadDataDir ? { loadDataDir: options.loadDataDir } : {},
  );
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

/** A node-postgres pool on `url`: PostgreSQL, or the embedded database's socket. */
function openPool(url: string, poolOptions: pg.PoolConfig = {}): Database {
  // Named statements: parsed once per connection, not on every call (db/prepared.ts).
  const pool = new pg.Pool({ connectionString: url, max: 10, Client: PreparingClient, ...poolOptions });
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
      const stop = await listenWithReconnect(url, channel, onPayload);
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

/** Unix socket paths are limited to 107 bytes on Linux; longer data folders use a private temporary one. */
const MAX_SOCKET_PATH = 100;
const SOCKET_NAME = '.s.PGSQL.5432';

/**
 * PGlite in a worker thread behind PostgreSQL's wire protocol (db/embedded/), reached through a
 * node-postgres pool exactly as PostgreSQL is: a slow query keeps PGlite's thread busy, not the
 * server's (decision 038). The socket lives in the data folder (mode 0700 like PostgreSQL's) or,
 * when that path is too long or there is none, in a private temporary folder.
 */
async function openEmbeddedOffThread(dataDir: string | null): Promise<Database> {
  let dir: string | null = null;
  if (dataDir) {
    dir = path.join(dataDir, 'db');
    mkdirSync(dir, { recursive: true });
  }
  const inDataDir = dataDir && path.resolve(dataDir, SOCKET_NAME).length <= MAX_SOCKET_PATH;
  const socketDir = inDataDir ? path.resolve(dataDir) : mkdtempSync(path.join(tmpdir(), 'amora-db-'));
  const socketPath = path.join(socketDir, SOCKET_NAME);
  const worker = startWorker({ dataDir: dir, socketPath });
  const pending = new Map<number, { resolve: (value: unknown) => void; reject: (err: Error) => void }>();
  let nextId = 1;
  const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
  await new Promise<void>((resolve, reject) => {
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`The embedded database's thread stopped (${code})`)));
    worker.on(
      'message',
      (message: { type?: string; message?: string; id?: number; value?: unknown; error?: string }) => {
        if (message.type === 'ready') resolve();
        else if (message.type === 'failed') reject(new Error(message.message));
        else if (message.id !== undefined) {
          const waiting = pending.get(message.id);
          pending.delete(message.id);
          if (message.error !== undefined) waiting?.reject(new Error(message.error));
          else waiting?.resolve(message.value);
        }
      },
    );
  }).catch(async (err: unknown) => {
    await worker.terminate();
    throw err;
  });
  worker.on('error', (err) => console.error("The embedded database's thread failed:", err));
  const ask = (type: 'dump' | 'close') =>
    new Promise<unknown>((resolve, reject) => {
      const id = nextId++;
      pending.set(id, { resolve, reject });
      worker.postMessage({ type, id });
    });
  const url = `postgres://postgres@localhost/postgres?host=${encodeURIComponent(socketDir)}`;
  // Connections stay open: each one's named statements are prepared once (db/prepared.ts).
  const database = openPool(url, { idleTimeoutMillis: 0 });
  return {
    ...database,
    kind: 'pglite',
    localUrl: url,
    dump: async () => new Blob([(await ask('dump')) as ArrayBuffer]),
    close: async () => {
      await database.close();
      await ask('close').catch(() => {});
      await worker.terminate();
      await exited;
      if (inDataDir) rmSync(socketPath, { force: true });
      else rmSync(socketDir, { recursive: true, force: true });
    },
  };
}

/**
 * The worker runs the built `pglite-worker.js` beside the bundle, or — from the sources (tsx,
 * vitest) — the TypeScript file through tsx's loader.
 */
function startWorker(workerData: { dataDir: string | null; socketPath: string }): Worker {
  const built = new URL('./pglite-worker.js', import.meta.url);
  if (!import.meta.url.endsWith('.ts') && existsSync(built)) return new Worker(built, { workerData });
  const source = new URL('./embedded/worker.ts', import.meta.url).href;
  const boot = `
    const { register } = await import(${JSON.stringify(tsxLoader())});
    register();
    await import(${JSON.stringify(source)});`;
  return new Worker(boot, { eval: true, workerData });
}

/** tsx's ESM loader API (a file URL), for a worker started from the TypeScript sources. */
function tsxLoader(): string {
  const cjs = createRequire(import.meta.url).resolve('tsx/esm/api');
  return pathToFileURL(cjs.replace(/\.cjs$/, '.mjs')).href;
}
