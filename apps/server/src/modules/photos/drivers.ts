import type { Config } from '../../config';
import { S3PhotoStorage } from './s3-storage';
import { localPhotoStorage, type PhotoStorage } from './storage';

/**
 * The configured photo storage (decision 035): the bucket when S3_BUCKET is set, shared by every
 * app node; else the folders under DATA_DIR, on this node alone. The app, the demo seed and the
 * commands all take it from here, so they write where the app reads.
 */
export function photoStorageFor(config: Pick<Config, 's3' | 'dataDir'>): PhotoStorage {
  return config.s3 ? new S3PhotoStorage(config.s3) : localPhotoStorage(config.dataDir);
}

/** Frees what a storage holds open (the S3 client's sockets); nothing for the local folders. */
export function closePhotoStorage(storage: PhotoStorage): void {
  if (storage instanceof S3PhotoStorage) storage.close();
}
