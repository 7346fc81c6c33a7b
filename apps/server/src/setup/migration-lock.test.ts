import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATION_LOCK_KEY, withMigrationLock } from '../db/migration-lock';
import { MIGRATIONS_DIR } from '../lib/paths';
import { SERVER_START_TIMEOUT } from '../test/server-process';
import { prepareDatabase } from './prepare';

const serverUrl = process.env.TEST_DATABASE_URL;
if (!serverUrl) console.warn('Migration lock test on PostgreSQL skipped: TEST_DATABASE_URL is not set');

describe('withMigrationLock on PGlite', () => {
  it('only runs the work: one process owns an embedded database', async () => {
    await expect(withMigrationLock(undefined, async () => 'done')).resolves.toBe('done');
  });
});

/**
 * Two nodes starting a new release at the same moment on one PostgreSQL (decision 039): one
 * migrates and seeds while the other waits for the advisory lock, then finds nothing to do.
 */
describe.skipIf(!serverUrl)('withMigrationLock on PostgreSQL', () => {
  const name = `amora_test_${randomBytes(6).toString('hex')}`;
  let url: string;

  async function withClient<T>(connection: string, use: (client: pg.Client) => Promise<T>): Promise<T> {
    const client = new pg.Client({ connectionString: connection });
    await client.connect();
    try {
      return await use(client);
    } finally {
      await client.end();
    }
  }

  beforeAll(async () => {
    await withClient(serverUrl!, (admin) => admin.query(`create database ${name}`));
    const parsed = new URL(serverUrl!);
    parsed.pathname = `/${name}`;
    url = parsed.toString();
  });

  afterAll(async () => {
    await withClient(serverUrl!, (admin) => admin.query(`drop database if exists ${name} with (force)`));
  });

  // Two nodes migrating and seeding at once; a server's start with its database took about 4
  // minutes at load ~24 on 2 cores (server-process.ts), so this gets that bound too.
  it(
    'lets two nodes start together on a fresh database: both succeed, migrations and seed applied once',
    async () => {
      const logs: string[][] = [[], []];
      const start = (node: 0 | 1) =>
        prepareDatabase(
          {
            databaseUrl: url,
            dataDir: null,
            seed: 'demo',
            demoMembers: 2,
            demoStaffPassword: 'Test staff login 2026',
          },
          (message) => logs[node]!.push(message),
        );
      const nodes = await Promise.all([start(0), start(1)]);
      try {
        // Exactly one node seeded (and reports the staff logins to print); the other found them.
        expect(nodes.filter((node) => node.demoStaff !== null)).toHaveLength(1);
        expect(logs.flat().filter((line) => line === 'Seeded interests and regions')).toHaveLength(1);
        expect(logs.flat().filter((line) => line.startsWith('Seeded the demo sites'))).toHaveLength(1);
        const journal = JSON.parse(readFileSync(path.join(MIGRATIONS_DIR, 'meta/_journal.json'), 'utf8')) as {
          entries: unknown[];
        };
        await withClient(url, async (client) => {
          const applied = await client.query('select count(*)::int as n from drizzle.__drizzle_migrations');
          expect(applied.rows[0].n).toBe(journal.entries.length);
          const staff = await client.query(`select count(*)::int as n from sites`);
          expect(staff.rows[0].n).toBeGreaterThan(0);
          // The lock's own connections are gone: nothing holds or waits for it any more.
          const locks = await client.query(
            `select count(*)::int as n from pg_locks
            where locktype = 'advisory' and ((classid::bigint << 32) | objid::bigint) = $1`,
            [MIGRATION_LOCK_KEY],
          );
          expect(locks.rows[0].n).toBe(0);
        });
      } finally {
        await Promise.all(nodes.map((node) => node.close()));
      }
    },
    SERVER_START_TIMEOUT,
  );

  it('makes the second caller wait until the first has finished', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const order: string[] = [];
    const first = withMigrationLock(url, async () => {
      order.push('first started');
      await gate;
      order.push('first done');
    });
    await expect.poll(() => order, { interval: 20 }).toEqual(['first started']);
    const waiting: string[] = [];
    const second = withMigrationLock(
      url,
      async () => {
        order.push('second started');
      },
      (message) => waiting.push(message),
    );
    // The second one is blocked inside PostgreSQL on the advisory lock, not yet running.
    await withClient(url, async (client) => {
      await expect
        .poll(
          async () =>
            (
              await client.query(
                `select count(*)::int as n from pg_locks
                  where locktype = 'advisory' and not granted
                    and ((classid::bigint << 32) | objid::bigint) = $1`,
                [MIGRATION_LOCK_KEY],
              )
            ).rows[0].n,
          { interval: 20, timeout: 60_000 },
        )
        .toBe(1);
    });
    expect(order).toEqual(['first started']);
    expect(waiting).toEqual(['Another node is migrating this database: waiting for it to finish']);
    release();
    await Promise.all([first, second]);
    expect(order).toEqual(['first started', 'first done', 'second started']);
  });

  it('releases the lock when the work fails', async () => {
    await expect(
      withMigrationLock(url, async () => {
        throw new Error('migration failed');
      }),
    ).rejects.toThrow('migration failed');
    await expect(withMigrationLock(url, async () => 'next start')).resolves.toBe('next start');
  });
});
