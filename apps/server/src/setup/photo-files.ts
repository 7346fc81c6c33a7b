import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { and, asc, gt, isNotNull, ne } from 'drizzle-orm';
import type { Db } from '../db/client';
import { messages, photos } from '../db/schema';
import type { LocalPhotoStorage } from '../modules/photos/storage';

const BATCH = 1_000;
/** Written into the private folder once the move is done, so later starts skip it. */
export const PRIVATE_LAYOUT_MARKER = '.layout-020';

/**
 * Data migration of decision 020. Before it every photo file lay in the public folder; now the
 * files of photos that are not approved (pending, rejected) and of chat photos belong in the
 * private area. Moves them once per data folder. Approved photos — the bulk, the demo avatars
 * among them — stay where they are. A file already moved or missing is skipped, so a start
 * interrupted halfway simply does the rest next time. Returns how many rows were looked at.
 */
export async function movePrivatePhotoFiles(db: Db, storage: LocalPhotoStorage): Promise<number> {
  const marker = path.join(storage.privateDir, PRIVATE_LAYOUT_MARKER);
  if (existsSync(marker)) return 0;
  let seen = 0;
  const moveAll = async (names: string[]) => {
    for (const name of names) await storage.move(name, 'private');
  };
  for (let after = 0; ; ) {
    const rows = await db
      .select({ id: photos.id, full: photos.filename, thumb: photos.thumbFilename })
      .from(photos)
      .where(and(ne(photos.status, 'active'), gt(photos.id, after)))
      .orderBy(asc(photos.id))
      .limit(BATCH);
    await moveAll(rows.flatMap((r) => [r.full, r.thumb]));
    seen += rows.length;
    if (rows.length < BATCH) break;
    after = rows.at(-1)!.id;
  }
  for (let after = 0; ; ) {
    const rows = await db
      .select({ id: messages.id, full: messages.photoFilename, thumb: messages.photoThumb })
      .from(messages)
      .where(and(isNotNull(messages.photoFilename), gt(messages.id, after)))
      .orderBy(asc(messages.id))
      .limit(BATCH);
    await moveAll(rows.flatMap((r) => [r.full, r.thumb]).filter((n): n is string => !!n));
    seen += rows.length;
    if (rows.length < BATCH) break;
    after = rows.at(-1)!.id;
  }
  await mkdir(storage.privateDir, { recursive: true });
  await writeFile(marker, `${new Date().toISOString()}\n`);
  return seen;
}
