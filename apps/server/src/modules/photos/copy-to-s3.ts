import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { S3PhotoStorage } from './s3-storage';
import { contentTypeOf, isPhotoName, type LocalPhotoStorage, type PhotoArea } from './storage';

export interface CopyReport {
  copied: number;
  /** Already in the bucket, in the same area: a second run copies nothing again. */
  present: number;
  /** Files in the folders that are not photo names (temporary files, strays): left alone. */
  ignored: number;
}

/**
 * Copies every photo file of the local folders into the bucket, each into the same area
 * (decision 035). It only adds: the folders stay as they are, so switching back is possible
 * until the operator removes them. Run once while the app still serves from the folders, then
 * again after switching S3_BUCKET on, to catch uploads made in between.
 */
export async function copyLocalPhotosToS3(
  local: LocalPhotoStorage,
  bucket: S3PhotoStorage,
  progress: (report: CopyReport) => void = () => {},
): Promise<CopyReport> {
  const report: CopyReport = { copied: 0, present: 0, ignored: 0 };
  for (const [area, dir] of [
    ['public', local.dir],
    ['private', local.privateDir],
  ] as [PhotoArea, string][]) {
    const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch((err) => {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return [];
      throw err;
    });
    for (const entry of entries) {
      if (!entry.isFile()) continue;
      if (!isPhotoName(entry.name)) {
        report.ignored++;
        continue;
      }
      if (await bucket.has(entry.name, area)) {
        report.present++;
      } else {
        const data = await readFile(path.join(entry.parentPath, entry.name));
        await bucket.put(entry.name, data, contentTypeOf(entry.name), area);
        report.copied++;
      }
      if ((report.copied + report.present) % 500 === 0) progress(report);
    }
  }
  return report;
}
