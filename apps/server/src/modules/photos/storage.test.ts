import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe } from 'vitest';
import { LocalPhotoStorage } from './storage';
import { photoStorageContract } from './storage-contract';

describe('LocalPhotoStorage', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'amora-storage-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const storage = new LocalPhotoStorage(path.join(dir, 'photos'));
  photoStorageContract(() => storage);
});
