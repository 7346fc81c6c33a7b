import { sql } from 'drizzle-orm';
import type { Config } from '../config';
import { type Database, openDatabase } from '../db/client';
import { withMigrationLock } from '../db/migration-lock';
import { regions } from '../db/schema';
import { refreshPlannerStatistics } from '../db/statistics';
import { closePhotoStorage, photoStorageFor } from '../modules/photos/drivers';
import type { S3Settings } from '../modules/photos/s3-storage';
import { localPhotoStorage } from '../modules/photos/storage';
import { movePrivatePhotoFiles } from './photo-files';
import { type DemoStaffLogin, seedDemo, seedReferenceData, vacuumReferenceData } from './seed/index';
import { DEMO_MEMBERS_PER_SITE } from './seed/members';

/**
 * Opens the configured database, applies migrations and seeds what is missing. `demoMembers`:
 * generated members per demo site (default 1,200; tests pass a few). Their avatars go to
 * `${dataDir}/photos`, the public area the app serves photos from, or to the bucket when `s3` is
 * set (decision 035); without either (in-memory test databases) demo members have no photos. `demoStaff` holds the staff logins the demo seed
 * made on this start (with their passwords, to print once), else null.
 */
export async function prepareDatabase(
  config: {
    databaseUrl?: string | undefined;
    /** PostgreSQL's pool per node (config's databasePoolSize); default by the cores (defaultPoolSize). */
    databasePoolSize?: number | undefined;
    dataDir: string | null;
    /** PGlite on its own thread behind a socket (the server; decision 038). */
    offThread?: boolean | undefined;
    s3?: S3Settings | undefined;
    seed: Config['seed'];
    demoMembers?: number;
    demoStaffPassword?: string | undefined;
    demoSignupChallengeAfter?: number | undefined;
    demoChallengeSite?: string | undefined;
  },
  log: (message: string) => void = () => {},
): Promise<Database & { demoStaff: DemoStaffLogin[] | null }> {
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    poolSize: config.databasePoolSize,
    dataDir: config.dataDir,
    offThread: config.offThread,
  });
  try {
    // One node at a time on a shared PostgreSQL; the next one waits, then finds nothing to do.
    const demoStaff = await withMigrationLock(
      config.databaseUrl,
      async () => {
        await database.migrate();
        // Folders written before decision 020 only: a bucket never had that layout.
        if (config.dataDir && !config.s3) {
          const moved = await movePrivatePhotoFiles(database.db, localPhotoStorage(config.dataDir));
          if (moved) log(`Moved the files of ${moved} unapproved or chat photos to the private area`);
        }
        const [row] = await database.db.select({ n: sql<number>`count(*)::int` }).from(regions);
        if (!row?.n) {
          await seedReferenceData(database.db);
          log('Seeded interests and regions');
        }
        await vacuumReferenceData(database.db);
        let demoStaff: DemoStaffLogin[] | null = null;
        if (config.seed === 'demo') {
          const started = performance.now();
          const storage =
            config.s3 || config.dataDir
              ? photoStorageFor({ s3: config.s3, dataDir: config.dataDir ?? '' })
              : null;
          const seeded = await seedDemo(database.db, {
            members: { perSite: config.demoMembers ?? DEMO_MEMBERS_PER_SITE, storage, now: new Date() },
            staffPassword: config.demoStaffPassword,
            signupChallengeAfter: config.demoSignupChallengeAfter,
            challengeSite: config.demoChallengeSite,
          }).finally(() => storage && closePhotoStorage(storage));
          if (seeded) {
            const seconds = ((performance.now() - started) / 1000).toFixed(1);
            const m = seeded.members;
            const t = m?.timings;
            log(
              `Seeded the demo sites: ${m?.members ?? 0} members, ${m?.photos ?? 0} photos from ${m?.avatars ?? 0} avatar designs in ${seconds} s` +
                (t ? ` (rows ${t.rows} ms, avatars ${t.avatars} ms, photo files ${t.photos} ms)` : ''),
            );
            demoStaff = seeded.staff;
          }
        }
        return demoStaff;
      },
      log,
    );
    // Fresh rows (a seed, an import, a restore) get planner statistics before the first request.
    const analysed = await refreshPlannerStatistics(database);
    if (analysed.length) log(`Planner statistics refreshed: ${analysed.length} tables`);
    return { ...database, demoStaff };
  } catch (err) {
    await database.close().catch(() => {});
    throw err;
  }
}
