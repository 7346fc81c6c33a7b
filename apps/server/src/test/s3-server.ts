import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { S3Settings } from '../modules/photos/s3-storage';

/** A real S3-protocol server on loopback (the `s3rver` package), with one empty bucket. */
export interface LocalS3 {
  /** The S3_* variables that point the app at it. */
  env: Record<string, string>;
  /** The same, as the driver's settings. */
  settings: S3Settings;
  endpoint: string;
  bucket: string;
  close(): Promise<void>;
}

interface S3rverInstance {
  run(): Promise<AddressInfo>;
  close(): Promise<void>;
}
type S3rverClass = new (options: Record<string, unknown>) => S3rverInstance;

/**
 * Starts it, or answers why it could not (the driver tests then skip with that reason). The
 * signature check stays on: a request the real service would refuse is refused here too.
 */
export async function startLocalS3(bucket = 'amora-photos'): Promise<LocalS3 | { unavailable: string }> {
  let S3rver: S3rverClass;
  try {
    // A name in a variable: the package ships no types, and this file declares the part it uses.
    const name = 's3rver';
    S3rver = ((await import(name)) as { default: S3rverClass }).default;
  } catch (err) {
    return { unavailable: `the s3rver package does not load: ${(err as Error).message}` };
  }
  const directory = mkdtempSync(path.join(tmpdir(), 'amora-s3-'));
  const server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  let address: AddressInfo;
  try {
    address = await server.run();
  } catch (err) {
    rmSync(directory, { recursive: true, force: true });
    return { unavailable: `s3rver did not start: ${(err as Error).message}` };
  }
  const endpoint = `http://127.0.0.1:${address.port}`;
  return {
    endpoint,
    bucket,
    settings: {
      endpoint,
      bucket,
      region: 'us-east-1',
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      forcePathStyle: true,
    },
    env: {
      S3_ENDPOINT: endpoint,
      S3_BUCKET: bucket,
      S3_REGION: 'us-east-1',
      // s3rver's fixed credentials.
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'on',
    },
    async close() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
