import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { socketFile } from './db/backup';
import { ADULT_BIRTH_DATE, GOOD_PASSWORD } from './modules/auth/testkit';
import { prepareDatabase } from './setup/prepare';
import { freePort, SERVER_START_TIMEOUT, startServerProcess } from './test/server-process';

/**
 * kill -9 in the middle of sign-ups on the embedded database, which runs on its own thread
 * behind a socket (decision 038): every sign-up the server answered 201 is there after the
 * restart (PGlite writes its WAL through to the files at each commit; the process dying loses
 * nothing the kernel has), and the restarted server takes over the socket the dead one left.
 */
describe('a server killed mid-traffic on the embedded database', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'amora-crash-'));
  let server: ChildProcess | undefined;

  beforeAll(async () => {
    // The demo sites without members: somewhere to sign up, many times from one address (no
    // sign-up challenge, decision 042).
    const database = await prepareDatabase({
      dataDir,
      seed: 'demo',
      demoMembers: 0,
      demoSignupChallengeAfter: 1_000_000,
    });
    await database.close();
  }, SERVER_START_TIMEOUT);

  afterAll(() => {
    if (server && server.exitCode === null) server.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('loses no acknowledged write', async () => {
    const port = await freePort();
    const first = await startServerProcess({
      dataDir,
      port,
      readyPath: '/healthz',
      env: { RATE_LIMITS: 'off' },
    });
    server = first.child;
    const acknowledged: string[] = [];
    let sent = 0;
    const failures: string[] = [];
    let killed = false;
    const signUps = async () => {
      while (!killed) {
        const email = `crash-${sent++}@example.com`;
        const res = await fetch(`http://127.0.0.1:${port}/api/signup.php`, {
          method: 'POST',
          headers: { host: 'localhost', 'content-type': 'application/json', 'x-request-type': 'client' },
          body: JSON.stringify({
            email,
            name: 'Crash',
            password: GOOD_PASSWORD,
            date_of_birth: ADULT_BIRTH_DATE,
            gender: 'female',
          }),
        }).catch(() => null);
        if (res?.status === 201) acknowledged.push(email);
        else if (res && !killed) failures.push(`${res.status}: ${await res.text()}`);
      }
    };
    const running = [signUps(), signUps(), signUps(), signUps()];
    await expect
      .poll(() => acknowledged.length, { timeout: 120_000, interval: 20 })
      .toBeGreaterThanOrEqual(12);
    // Requests are in flight on every loop when the process dies.
    killed = true;
    first.child.kill('SIGKILL');
    await Promise.all([first.exited, ...running]);

    const second = await startServerProcess({
      dataDir,
      port,
      readyPath: '/healthz',
      env: { RATE_LIMITS: 'off' },
    });
    server = second.child;
    const db = new pg.Client({ connectionString: readFileSync(socketFile(dataDir), 'utf8') });
    await db.connect();
    try {
      const { rows } = await db.query<{ email: string }>('select email from users where email = any($1)', [
        acknowledged,
      ]);
      expect(rows.map((row) => row.email).sort()).toEqual([...acknowledged].sort());
    } finally {
      await db.end();
    }
    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);
  }, 600_000);
});
