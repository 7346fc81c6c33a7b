import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { client, GOOD_PASSWORD } from '../modules/auth/testkit';
import { prepareDatabase } from '../setup/prepare';
import { createTestApp } from '../test/harness';
import { listSnapshots, RestoreRefused, restoreSnapshot, snapshotName, writeSnapshot } from './backup';

const root = mkdtempSync(path.join(tmpdir(), 'amora-backup-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/**
 * A server's app on an embedded database in `dataDir`; `offThread`: as `npm start` opens it, on
 * its own thread behind a socket (decision 038), so the snapshot is made by that thread.
 */
async function appOn(dataDir: string, offThread = false) {
  const database = await prepareDatabase({ dataDir, seed: 'demo', demoMembers: 2, offThread });
  return createTestApp({ database });
}

describe('embedded database snapshots (decision 034)', () => {
  it('a snapshot of a running server restores into a fresh DATA_DIR where a member logs in', async () => {
    const dataDir = path.join(root, 'live');
    const backups = path.join(root, 'backups');
    const t = await appOn(dataDir, true);
    let file: string;
    try {
      const member = client(t);
      const signup = await member.signup({ email: 'kept@example.com', password: GOOD_PASSWORD });
      expect(signup.statusCode).toBe(201);
      expect((await member.login('kept@example.com')).statusCode).toBe(200);
      // Made by the process that has the database open, while it serves.
      file = await writeSnapshot(t.database.dump!, backups, new Date('2027-03-14T02:23:00Z'), 7);
      // After the snapshot: not in it.
      await client(t).signup({ email: 'later@example.com', password: GOOD_PASSWORD });
    } finally {
      await t.close();
    }
    expect(path.basename(file)).toBe('amora-db-20270314-022300.tar.gz');

    const fresh = path.join(root, 'restored');
    const { users } = await restoreSnapshot(file, fresh);
    expect(users).toBeGreaterThan(0);
    const restored = await appOn(fresh);
    try {
      expect((await client(restored).login('kept@example.com')).statusCode).toBe(200);
      expect((await client(restored).login('later@example.com')).statusCode).not.toBe(200);
    } finally {
      await restored.close();
    }

    // A restore never overwrites a database.
    await expect(restoreSnapshot(file, fresh)).rejects.toBeInstanceOf(RestoreRefused);
  }, 600_000);

  it('keeps the newest BACKUP_KEEP snapshots and never counts a half-written one', async () => {
    const dir = path.join(root, 'rotation');
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, 'notes.txt'), 'the operator’s own file');
    writeFileSync(path.join(dir, `${snapshotName(new Date('2027-01-01T00:00:00Z'))}.partial`), 'x');
    const dump = async () => new Blob(['snapshot']);
    for (let day = 1; day <= 5; day++) {
      await writeSnapshot(dump, dir, new Date(`2027-02-0${day}T02:23:00Z`), 3);
    }
    expect(listSnapshots(dir).map((file) => path.basename(file))).toEqual([
      'amora-db-20270203-022300.tar.gz',
      'amora-db-20270204-022300.tar.gz',
      'amora-db-20270205-022300.tar.gz',
    ]);
    expect(existsSync(path.join(dir, 'notes.txt'))).toBe(true);
  });
});
