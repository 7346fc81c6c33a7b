import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { socketFile } from './db/backup';
import { prepareDatabase } from './db/setup';
import { SERVER_ROOT } from './lib/paths';
import { ADULT_BIRTH_DATE, GOOD_PASSWORD } from './modules/auth/testkit';

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const port = (probe.address() as { port: number }).port;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** The real server (src/main.ts) on the embedded database in `dataDir`, answering /healthz. */
async function startServer(
  dataDir: string,
  port: number,
): Promise<{ child: ChildProcess; output: () => string }> {
  // Node itself with tsx's loader (not the tsx command, a parent process): the kill hits the server.
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: SERVER_ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      SEED: 'none',
      MAIL_OUTBOX_ONLY: 'on',
      RATE_LIMITS: 'off',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk) => {
    output += String(chunk);
  });
  child.stderr!.on('data', (chunk) => {
    output += String(chunk);
  });
  while ((await fetch(`http://127.0.0.1:${port}/healthz`).catch(() => null))?.status !== 200) {
    if (child.exitCode !== null) throw new Error(`The server did not start:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 200)); // poll interval
  }
  return { child, output: () => output };
}

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
  }, 300_000);

  afterAll(() => {
    if (server && server.exitCode === null) server.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('loses no acknowledged write', async () => {
    const port = await freePort();
    const first = await startServer(dataDir, port);
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
    const gone = new Promise((resolve) => first.child.once('exit', resolve));
    first.child.kill('SIGKILL');
    await Promise.all([gone, ...running]);

    const second = await startServer(dataDir, port);
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
    const stopped = new Promise((resolve) => second.child.once('exit', resolve));
    second.child.kill('SIGTERM');
    expect(await stopped).toBe(0);
  }, 600_000);
});
