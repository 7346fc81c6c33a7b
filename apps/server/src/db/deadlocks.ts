/** PostgreSQL's code for a deadlock it broke by failing one of the statements in it. */
const DEADLOCK = '40P01';

/** Whether an error, or one it wraps (Drizzle's `cause`), is PostgreSQL breaking a deadlock. */
export function isDeadlock(err: unknown): boolean {
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === DEADLOCK) return true;
  }
  return false;
}

/**
 * Runs `work` — one statement or one transaction, all or nothing — again when PostgreSQL broke a
 * deadlock by failing it: nothing of it was written, and the other side has gone on. At most
 * `attempts` times; any other error, or the last deadlock, is thrown.
 */
export async function retryDeadlocks<T>(work: () => Promise<T>, attempts = 3): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (err) {
      if (attempt >= attempts || !isDeadlock(err)) throw err;
    }
  }
}
