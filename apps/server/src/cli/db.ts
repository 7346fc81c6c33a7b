// `npm run db:backup`: a snapshot of the embedded database into BACKUP_DIR (default
// DATA_DIR/backups). A running server makes it itself (asked with SIGUSR2); else this command
// opens the data folder and makes it. `npm run db:restore -- <snapshot>`: the snapshot into
// DATA_DIR, whose database folder must be missing or empty (decision 034; README "Backups").
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../config';
import {
  listSnapshots,
  notServingYet,
  RestoreRefused,
  restoreSnapshot,
  runningServer,
  socketFile,
  writeSnapshot,
} from '../db/backup';
import { openDatabase } from '../db/client';
import { loadDotEnv } from './env';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function backup(): Promise<void> {
  const config = loadConfig();
  if (config.databaseUrl) {
    console.error(
      'DATABASE_URL is set: back PostgreSQL up with its own tools, e.g. pg_dump -Fc (README "Backups").',
    );
    process.exit(1);
  }
  const { dir, keep } = config.backup;
  const pid = runningServer(config.dataDir);
  if (pid && !existsSync(socketFile(config.dataDir))) {
    // Starting or stopping: it listens for the signal only while it serves (else it would end it).
    console.error(notServingYet(pid, config.dataDir));
    process.exit(1);
  }
  if (pid) {
    // The server owns the database: it writes the snapshot; we wait for the file to appear.
    const before = new Set(listSnapshots(dir));
    process.kill(pid, 'SIGUSR2');
    for (let i = 0; i < 1200; i++) {
      const made = listSnapshots(dir).find((file) => !before.has(file));
      if (made) return report(made, `by the running server (process ${pid})`);
      await sleep(250);
    }
    console.error(`The running server (process ${pid}) wrote no snapshot in 5 minutes: see its log.`);
    process.exit(1);
  }
  const database = await openDatabase({ dataDir: config.dataDir });
  try {
    report(await writeSnapshot(database.dump!, dir, new Date(), Math.max(1, keep)), 'from the data folder');
  } finally {
    await database.close();
  }
}

function report(file: string, how: string) {
  const size = (statSync(file).size / 1024 / 1024).toFixed(1);
  console.log(`Snapshot ${file} (${size} MB) written ${how}.`);
}

async function restore(file: string | undefined): Promise<void> {
  if (!file) {
    console.error(
      'Usage: npm run db:restore -- <snapshot file>   (into DATA_DIR, which holds no database yet)',
    );
    process.exit(2);
  }
  const config = loadConfig();
  if (runningServer(config.dataDir)) {
    console.error(`A server is running on ${config.dataDir}: stop it, and restore into a new DATA_DIR.`);
    process.exit(1);
  }
  try {
    const { users } = await restoreSnapshot(path.resolve(file), config.dataDir);
    console.log(
      `Restored ${file} into ${config.dataDir} (${users} accounts). Start the server with this DATA_DIR.`,
    );
    console.log('Photos are files, not in the snapshot: copy DATA_DIR/photos and photos-private along.');
  } catch (err) {
    console.error(err instanceof RestoreRefused ? err.message : `Restore failed: ${String(err)}`);
    process.exit(1);
  }
}

loadDotEnv();
const [command, argument] = process.argv.slice(2);
if (command === 'backup') await backup();
else if (command === 'restore') await restore(argument);
else {
  console.error('Usage: node dist/db.js backup | restore <snapshot file>');
  process.exit(2);
}
