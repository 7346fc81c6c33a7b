import pg from 'pg';
import type { Db } from '../../db/client';

/** `answered`: the database answered (rows, or an SQL error); false when the connection failed. */
type Observer = (statement: string, seconds: number, answered: boolean) => void;

/**
 * An error the database itself sent (an SQL error: pg's and PGlite's DatabaseError carry the
 * message's severity): it answered. A refused or broken connection's error has none.
 */
function isAnswer(error: unknown): boolean {
  return typeof (error as { severity?: unknown } | null)?.severity === 'string';
}

/** The statement kinds the histogram tells apart; anything else (begin, DDL, pg-boss's maintenance) is `other`. */
const KINDS = new Set(['select', 'insert', 'update', 'delete', 'with']);

export function statementKind(text: unknown): string {
  if (typeof text !== 'string') return 'other';
  const word = /^\s*([a-z]+)/i.exec(text)?.[1]?.toLowerCase();
  return word && KINDS.has(word) ? word : 'other';
}

/** Who observes the statements of a pool or an embedded database (several apps may share one in tests). */
const observers = new WeakMap<object, Set<Observer>>();
/** The methods already timed, per connection or embedded database. */
const wrapped = new WeakMap<object, Set<string>>();

type Method = (...args: unknown[]) => unknown;

/**
 * Replaces `target[method]` (`query`, or PGlite's `exec`) with one that times each statement from the call to its answer and
 * tells the observers of `owner`: the promise form (Drizzle) and the callback form (the pool's
 * own `pool.query`, which pg-boss uses). Streams and cursors (a `submit` method) pass untimed.
 */
function wrapMethod(target: object, method: 'query' | 'exec', owner: object): void {
  const holder = target as Record<string, unknown>;
  const original = holder[method];
  if (typeof original !== 'function') return;
  const done = wrapped.get(target) ?? new Set<string>();
  if (done.has(method)) return;
  done.add(method);
  wrapped.set(target, done);
  holder[method] = function (this: unknown, ...args: unknown[]) {
    const first = args[0] as { text?: unknown; submit?: unknown } | string | undefined;
    if (first && typeof first === 'object' && typeof first.submit === 'function')
      return (original as Method).apply(this, args);
    const statement = statementKind(typeof first === 'string' ? first : first?.text);
    const started = performance.now();
    const finished = (error?: unknown) => {
      const seconds = (performance.now() - started) / 1000;
      const answered = !error || isAnswer(error);
      for (const observe of observers.get(owner) ?? []) observe(statement, seconds, answered);
    };
    const last = args.at(-1);
    if (typeof last === 'function') {
      args[args.length - 1] = (...results: unknown[]) => {
        finished(results[0]);
        return (last as (...a: unknown[]) => unknown)(...results);
      };
      return (original as Method).apply(this, args);
    }
    const result = (original as Method).apply(this, args);
    if (result && typeof (result as Promise<unknown>).then === 'function')
      (result as Promise<unknown>).then(() => finished(), finished);
    return result;
  };
}

/**
 * Times every statement the app sends to its database (decision 039): on a node-postgres pool
 * (PostgreSQL, or the embedded database reached through its socket) each connection as the pool
 * hands it out, so transactions count too; on PGlite in the server's own thread, the statements
 * sent outside a transaction (PGlite's transactions run on an object of their own). Returns the
 * function that stops observing.
 */
export function timeQueries(db: Db, observe: Observer): () => void {
  const client = (db as unknown as { $client?: unknown }).$client;
  if (!client || typeof client !== 'object') return () => {};
  let set = observers.get(client);
  if (!set) {
    set = new Set();
    observers.set(client, set);
    if (client instanceof pg.Pool) {
      const owner = client;
      owner.on('acquire', (connection) => wrapMethod(connection, 'query', owner));
    } else {
      wrapMethod(client, 'query', client);
      wrapMethod(client, 'exec', client);
    }
  }
  set.add(observe);
  const own = set;
  return () => {
    own.delete(observe);
  };
}
