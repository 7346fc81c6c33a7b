import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listSnapshots, pidFile, runningServer, socketFile } from '../db/backup';
import { SERVER_ROOT } from '../lib/paths';
import { SERVER_START_TIMEOUT, type ServerProcess, startServerProcess } from '../test/server-process';

const run = promisify(execFile);
/** Each command opens the database through tsx on a busy machine; only a hung one waits this long. */
const SLOW = 600_000;

/**
 * The commands against the real server (src/main.ts) running on the embedded database, as an
 * operator runs them on the first day (decision 038): before, `staff:create` opened the data folder
 * a second time and reported an admin that the server never saw. Now the server's process id is in
 * DATA_DIR from before it opens the files, the commands work through the socket it serves its
 * database on, and what they write is what the running server answers.
 */
describe('the commands while the server runs on the embedded database', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'amora-running-'));
  let server: ServerProcess;
  /** While /readyz said migrating: which server DATA_DIR named, and whether its socket was there. */
  const whileMigrating: { pid: number | null; socket: boolean }[] = [];

  beforeAll(async () => {
    server = await startServerProcess({
      dataDir,
      env: { BACKUP_KEEP: '2' },
      onPoll: (res) => {
        if (res.status === 503)
          whileMigrating.push({ pid: runningServer(dataDir), socket: existsSync(socketFile(dataDir)) });
      },
    });
  }, SERVER_START_TIMEOUT);
  afterAll(() => {
    if (server?.child.exitCode === null) server.child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  const cli = (file: string, args: string[]) =>
    run(process.execPath, ['--import', 'tsx', `src/cli/${file}`, ...args], {
      cwd: SERVER_ROOT,
      env: { ...process.env, NODE_ENV: 'production', DATA_DIR: dataDir, LOG_LEVEL: 'silent' },
    }).then(
      (r) => ({ code: 0, ...r }),
      (e: { code: number; stdout: string; stderr: string }) => e,
    );

  /** POST /api/user.php (log in) on the running server, for the site's host name. */
  const logIn = (email: string, password: string) =>
    new Promise<{ status: number; body: { error?: string } }>((resolve, reject) => {
      const body = JSON.stringify({ email, password });
      const req = request(
        {
          host: '127.0.0.1',
          port: server.port,
          method: 'POST',
          path: '/api/user.php',
          headers: {
            host: 'liebe.example',
            'content-type': 'application/json',
            'x-request-type': 'client',
            'content-length': Buffer.byteLength(body),
          },
        },
        (res) => {
          let text = '';
          res.on('data', (chunk) => {
            text += String(chunk);
          });
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) }));
        },
      );
      req.on('error', reject);
      req.end(body);
    });

  it('names itself in DATA_DIR before it opens the database, so no command opens the files meanwhile', () => {
    expect(whileMigrating.length).toBeGreaterThan(0);
    for (const seen of whileMigrating) expect(seen).toEqual({ pid: server.child.pid, socket: false });
    expect(runningServer(dataDir)).toBe(server.child.pid);
    expect(existsSync(socketFile(dataDir))).toBe(true);
  });

  it(
    'takes site:create and staff:create through its own database: the new admin logs in on the running server',
    async () => {
      const site = await cli('site.ts', ['--domain', 'liebe.example', '--name', 'Liebe', '--language', 'de']);
      expect(site.stderr).toBe('');
      expect(site.stdout).toContain('Created the site Liebe');
      const password = 'Ein langes Passwort für Liebe 2026';
      const staff = await cli('staff.ts', [
        '--email',
        'boss@liebe.example',
        '--role',
        'admin',
        '--site',
        'liebe.example',
        '--password',
        password,
      ]);
      expect(staff.code).toBe(0);
      expect(staff.stdout).toContain('Created admin boss@liebe.example on liebe.example');
      // The password is right (staff then set up the second factor); a wrong one is refused.
      expect(await logIn('boss@liebe.example', password)).toMatchObject({
        status: 403,
        body: { error: 'second_factor_required' },
      });
      expect((await logIn('boss@liebe.example', 'Not the password 2026')).status).toBe(401);
    },
    SLOW,
  );

  it(
    'writes db:backup’s snapshot itself and refuses db:restore into its folder',
    async () => {
      const backup = await cli('db.ts', ['backup']);
      expect(backup.code).toBe(0);
      expect(backup.stdout).toContain(`written by the running server (process ${server.child.pid})`);
      expect(listSnapshots(path.join(dataDir, 'backups'))).toHaveLength(1);
      const restore = await cli('db.ts', ['restore', listSnapshots(path.join(dataDir, 'backups'))[0]!]);
      expect(restore.code).toBe(1);
      expect(restore.stderr).toContain(`A server is running on ${dataDir}`);
    },
    SLOW,
  );

  it('leaves neither its process id nor its socket behind when it stops', async () => {
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    expect(existsSync(pidFile(dataDir))).toBe(false);
    expect(existsSync(socketFile(dataDir))).toBe(false);
  }, 60_000);
});
