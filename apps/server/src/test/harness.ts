import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import type { Database } from '../db/client';
import { sites } from '../db/schema';
import type { Clock } from '../lib/clock';
import type { ServerTimeouts } from '../lib/server-timeouts';
import type { Mailer } from '../mail/mailer';
import type { ScreeningEngine } from '../modules/screening/engine';
import { openTestDatabase } from './test-database';

export { openTestDatabase, TEST_DEMO_MEMBERS, TEST_STAFF_PASSWORD } from './test-database';

export async function createTestApp(
  options: {
    webDistDir?: string;
    env?: Record<string, string>;
    clock?: Clock;
    mailer?: Mailer;
    pagesDir?: string;
    /** Captures every log line (the logger is off otherwise). */
    logStream?: NodeJS.WritableStream;
    timeouts?: ServerTimeouts;
    /** A database of the test's own (e.g. PGlite in a data folder); default: a fresh test one. */
    database?: Database;
    /** The photo-screening models; default: the real ones, loaded on the first photo. */
    screening?: ScreeningEngine;
  } = {},
) {
  const database: Database & { url?: string } = options.database ?? (await openTestDatabase());
  // Photo files go to a folder of this app's own unless the test names one: never into the
  // server's ./data in the source tree, and never shared with a file running beside it.
  const ownDataDir = options.env?.DATA_DIR ? null : mkdtempSync(path.join(tmpdir(), 'amora-test-data-'));
  // Rate limits off by default: suites sign up many members from one address (rate-limit.test.ts turns them on).
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    RATE_LIMITS: 'off',
    ...(ownDataDir ? { DATA_DIR: ownDataDir } : {}),
    ...options.env,
  });
  const app = await buildApp({
    config,
    database,
    webDistDir: options.webDistDir ?? '/nonexistent',
    logger: false,
    clock: options.clock,
    mailer: options.mailer,
    pagesDir: options.pagesDir,
    logStream: options.logStream,
    timeouts: options.timeouts,
    screening: options.screening,
  });
  await app.ready();
  // Suites sign up many members from one address: the sign-up challenge's threshold is lifted
  // through its site setting, not switched off (signup-challenge.test.ts lowers it again).
  await database.db.update(sites).set({ signupChallengeAfter: 100_000 });
  app.sites.invalidate();
  return {
    app,
    /**
     * A site of the test's own (its members, counts and money rules are that file's alone): the
     * first demo site's settings with `values` over them. Requests reach it by its `domain`.
     */
    addSite: async (values: Partial<typeof sites.$inferInsert> & { domain: string; name: string }) => {
      const [demo] = await database.db.select().from(sites).limit(1);
      const { id: _id, createdAt: _c, updatedAt: _u, ...copy } = demo!;
      const [site] = await database.db
        .insert(sites)
        .values({ ...copy, aliases: [], ...values })
        .returning();
      app.sites.invalidate();
      return site!;
    },
    db: database.db,
    databaseKind: database.kind,
    /** The database handle itself (pg-boss's raw SQL in the jobs tests). */
    database,
    /** The scratch database's URL on PostgreSQL (a second app node can open it). */
    databaseUrl: database.url,
    close: async () => {
      await app.close();
      await database.close();
      if (ownDataDir) rmSync(ownDataDir, { recursive: true, force: true });
    },
  };
}
