import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase } from './client';

const serverUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!serverUrl)('the PostgreSQL pool', () => {
  it('opens at most the configured connections and queues the rest', async () => {
    const database = await openDatabase({ databaseUrl: serverUrl, poolSize: 2, dataDir: null });
    try {
      let most = 0;
      let queued = 0;
      const watching = setInterval(() => {
        const stats = database.poolStats!();
        most = Math.max(most, stats.total);
        queued = Math.max(queued, stats.waiting);
      }, 5);
      await Promise.all(Array.from({ length: 6 }, () => database.db.execute(sql`select pg_sleep(0.1)`)));
      clearInterval(watching);
      expect(most).toBe(2);
      expect(queued).toBeGreaterThan(0);
    } finally {
      await database.close();
    }
  });
});
