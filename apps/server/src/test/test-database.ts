import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import type { Config } from '../config';
import { type Database, openDatabase } from '../db/client';
import { prepareDatabase } from '../setup/prepare';

/** Demo members per demo site in test databases: a few, so searches have company, fast to seed. */
export const TEST_DEMO_MEMBERS = 40;

/** The demo staff logins' password in test databases (installations get generated ones). */
export const TEST_STAFF_PASSWORD = 'Test staff login 2026';

/** Migrates and seeds a test database: the run's template (test/global-setup.ts), or a file's own. */
export function prepareTestDatabase(options: {
  databaseUrl: string | undefined;
  seed: Config['seed'];
  offThread?: boolean;
}) {
  return prepareDatabase({
    ...options,
    dataDir: null,
    demoMembers: TEST_DEMO_MEMBERS,
    demoStaffPassword: TEST_STAFF_PASSWORD,
  });
}

/** One statement on the PostgreSQL server itself (creating and dropping scratch databases). */
export async function adminQuery(serverUrl: string, text: string) {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(text);
  } finally {
    await admin.end();
  }
}

/**
 * A fresh database for one test file: in-memory PGlite, or — when TEST_DATABASE_URL is set — a
 * scratch database created on that PostgreSQL server and dropped afterwards. A demo-seeded one is
 * a copy of the run's template (test/global-setup.ts), made in a fraction of the time migrating
 * and seeding takes. TEST_PGLITE=thread runs the in-memory PGlite as the server does, on its own
 * thread behind the socket (decision 038), migrated and seeded itself; by default it stays
 * in-process, which starts faster.
 */
export async function openTestDatabase(seed: Config['seed'] = 'demo'): Promise<Database & { url?: string }> {
  const template = seed === 'demo' ? inject('testDatabaseTemplate') : undefined;
  const serverUrl = process.env.TEST_DATABASE_URL;
  const offThread = process.env.TEST_PGLITE === 'thread';
  if (!serverUrl) {
    if (template?.kind === 'pglite' && !offThread) {
      return openDatabase({ dataDir: null, loadDataDir: new Blob([readFileSync(template.file)]) });
    }
    return prepareTestDatabase({ databaseUrl: undefined, seed, offThread });
  }
  const name = `amora_test_${randomBytes(6).toString('hex')}`;
  const fromTemplate = template?.kind === 'postgres' ? ` template ${template.name}` : '';
  await adminQuery(serverUrl, `create database ${name}${fromTemplate}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = fromTemplate
    ? await openDatabase({ databaseUrl: url.toString(), dataDir: null })
    : await prepareTestDatabase({ databaseUrl: url.toString(), seed });
  return {
    ...database,
    url: url.toString(),
    close: async () => {
      await database.close();
      await adminQuery(serverUrl, `drop database if exists ${name} with (force)`);
    },
  };
}

/**
 * Waits until the session's change counters (`pg_stat_all_tables`) show its writes: a session
 * publishes them when it goes idle at least a second after it last did, so a statement after
 * that second publishes them.
 */
export async function changeCountersPublished(database: Pick<Database, 'executeSql'>): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, 1100));
  await database.executeSql('select 1');
}
