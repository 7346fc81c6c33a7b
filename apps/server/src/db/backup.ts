import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';

/**
 * Snapshots of the embedded database (decision 034): PGlite's data folder as a gzipped tar,
 * written by the process that owns the data (the running server, nightly or on a signal from
 * `npm run db:backup`), kept under BACKUP_DIR, the newest BACKUP_KEEP of them. A snapshot is
 * restored into a data folder without a database by `npm run db:restore -- <file>`.
 */

/** `amora-db-20270314-022300.tar.gz`: sorts by time, and names nothing else of the folder. */
const SNAPSHOT = /^amora-db-\d{8}-\d{6}\.tar\.gz$/;

export function snapshotName(now: Date): string {
  const stamp = now.toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
  return `amora-db-${stamp}.tar.gz`;
}

/** The snapshots in `dir`, oldest first. */
export function listSnapshots(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => SNAPSHOT.test(name))
    .sort()
    .map((name) => path.join(dir, name));
}

/**
 * Writes a snapshot of the database into `dir` (through a temporary name, so a half-written file
 * is never taken for a snapshot), then removes all but the newest `keep`. Returns its path.
 */
export async function writeSnapshot(
  dump: () => Promise<Blob>,
  dir: string,
  now: Date,
  keep: number,
): Promise<string> {
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, snapshotName(now));
  const partial = `${file}.partial`;
  writeFileSync(partial, Buffer.from(await (await dump()).arrayBuffer()));
  renameSync(partial, file);
  const all = listSnapshots(dir);
  for (const old of all.slice(0, Math.max(0, all.length - Math.max(1, keep)))) rmSync(old, { force: true });
  return file;
}

/** Where PGlite keeps the database inside DATA_DIR (db/client.ts). */
export const databaseFolder = (dataDir: string) => path.join(dataDir, 'db');

export class RestoreRefused extends Error {}

/**
 * Restores a snapshot into `dataDir`'s database folder, which must be missing or empty: a
 * restore never overwrites data. Opens the result once, so a damaged file fails here and not on
 * the next start. Returns how many accounts the restored database holds.
 */
export async function restoreSnapshot(file: string, dataDir: string): Promise<{ users: number }> {
  const target = databaseFolder(dataDir);
  if (existsSync(target) && readdirSync(target).length > 0) {
    throw new RestoreRefused(
      `${target} already holds a database. Restore into a new DATA_DIR, or move that folder away first (the server stopped).`,
    );
  }
  const data = readFileSync(file);
  mkdirSync(target, { recursive: true });
  let db: PGlite | null = null;
  try {
    db = await PGlite.create({ dataDir: target, loadDataDir: new Blob([data]) });
    const result = await db.query<{ n: number }>('select count(*)::int as n from users');
    return { users: result.rows[0]?.n ?? 0 };
  } catch (err) {
    await db?.close().catch(() => {});
    db = null;
    rmSync(target, { recursive: true, force: true });
    throw err;
  } finally {
    await db?.close();
  }
}

/**
 * The running server's process id, kept in DATA_DIR from before it opens the embedded database
 * until the process ends, so a command never opens those files while the server has them: the
 * commands work through the server's socket (below) once it serves, and refuse while it starts or
 * stops; `npm run db:backup` asks it for a snapshot (SIGUSR2).
 */
export const pidFile = (dataDir: string) => path.join(dataDir, 'server.pid');

/**
 * Marks DATA_DIR as this server's (the process id in {@link pidFile}) before its embedded database
 * is opened, and unmarks it when the process exits, however it exits. Throws when another server
 * runs on this folder.
 */
export function claimDataDir(dataDir: string): void {
  const other = runningServer(dataDir);
  if (other !== null && other !== process.pid)
    throw new Error(`Another server (process ${other}) runs on ${dataDir}: one folder, one server.`);
  mkdirSync(dataDir, { recursive: true });
  // A server killed before it could clean up left its socket's address: nothing answers there.
  rmSync(socketFile(dataDir), { force: true });
  const file = pidFile(dataDir);
  // With the process's start time: after a reboot, a stale file's number may be another node's.
  const mark = `${process.pid} ${startTimeOf(process.pid) ?? ''}`.trim();
  writeFileSync(file, mark);
  process.once('exit', () => {
    if (existsSync(file) && readFileSync(file, 'utf8').trim() === mark) rmSync(file);
  });
}

/** When a process started, in clock ticks since boot (/proc/<pid>/stat, field 22); null off Linux. */
function startTimeOf(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command's name, which is in parentheses and may hold spaces: 3, 4, …
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? null;
  } catch {
    return null;
  }
}

/**
 * The running server's embedded database socket as a connection string, kept in DATA_DIR beside
 * the process id, so site:create and staff:create work through the server's database (decision 038).
 */
export const socketFile = (dataDir: string) => path.join(dataDir, 'server.database');

/** What a command says when the server has the embedded database open but does not serve it. */
export const notServingYet = (pid: number, dataDir: string) =>
  `The server (process ${pid}) has the embedded database in ${dataDir} open and is starting or stopping. Wait until it has started (or stopped), then run this command again.`;

/** The process id of a server running on `dataDir`, or null (none, or a stale file). */
export function runningServer(dataDir: string): number | null {
  const file = pidFile(dataDir);
  if (!existsSync(file)) return null;
  const [id, started] = readFileSync(file, 'utf8').trim().split(' ');
  const pid = Number(id);
  if (!Number.isSafeInteger(pid) || pid <= 0) return null;
  try {
    process.kill(pid, 0);
  } catch {
    return null;
  }
  // A stale file's number may belong to another program by now: never signal that one.
  const startedNow = started ? startTimeOf(pid) : null;
  if (startedNow !== null && startedNow !== started) return null;
  const cmdline = `/proc/${pid}/cmdline`;
  if (existsSync(cmdline) && !/main\.(js|ts)/.test(readFileSync(cmdline, 'utf8'))) return null;
  return pid;
}
