import { sql } from 'drizzle-orm';
import type { Config } from '../config';
import { type Database, openDatabase } from './client';
import { regions } from './schema';
import { seedDemo, seedReferenceData } from './seed/index';

/** Opens the configured database, applies migrations and seeds what is missing. */
export async function prepareDatabase(
  config: { databaseUrl?: string; dataDir: string | null; seed: Config['seed'] },
  log: (message: string) => void = () => {},
): Promise<Database> {
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await database.migrate();
    const [row] = await database.db.select({ n: sql<number>`count(*)::int` }).from(regions);
    if (!row?.n) {
      await seedReferenceData(database.db);
      log('Seeded interests and regions');
    }
    if (config.seed === 'demo' && (await seedDemo(database.db))) log('Seeded the demo sites');
    return database;
  } catch (err) {
    await database.close().catch(() => {});
    throw err;
  }
}
