import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { type Database, openDatabase } from '../../db/client';
import { users } from '../../db/schema';
import { createTestApp } from '../../test/harness';
import { type LocalS3, startLocalS3 } from '../../test/s3-server';
import { client } from '../auth/testkit';
import { noise, photoUpload } from './testkit';

const started = await startLocalS3();
const unavailable = 'unavailable' in started ? started.unavailable : null;
if (unavailable) console.warn(`Two-node photo test skipped: ${unavailable}`);

/**
 * Two app nodes, one database, one bucket, each with a DATA_DIR of its own (decision 035): what
 * one node stores the other serves, moderates and erases. On PostgreSQL (TEST_DATABASE_URL) node B
 * opens its own connection to the scratch database; on PGlite the two share the embedded one.
 */
describe.skipIf(!!unavailable)('photos on S3 shared by two app nodes', () => {
  const s3 = started as LocalS3;
  const dirA = mkdtempSync(path.join(tmpdir(), 'amora-node-a-'));
  const dirB = mkdtempSync(path.join(tmpdir(), 'amora-node-b-'));
  let a: Awaited<ReturnType<typeof createTestApp>>;
  let b: FastifyInstance;
  let databaseB: Database | null = null;

  beforeAll(async () => {
    a = await createTestApp({ env: { DATA_DIR: dirA, ...s3.env } });
    if (a.databaseUrl) databaseB = await openDatabase({ databaseUrl: a.databaseUrl, dataDir: null });
    b = await buildApp({
      config: loadConfig({
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        RATE_LIMITS: 'off',
        DATA_DIR: dirB,
        ...s3.env,
      }),
      database: databaseB ?? a.database,
      webDistDir: '/nonexistent',
      logger: false,
    });
    await b.ready();
  });
  afterAll(async () => {
    await b?.close();
    await databaseB?.close();
    await a?.close();
    await s3.close();
    rmSync(dirA, { recursive: true, force: true });
    rmSync(dirB, { recursive: true, force: true });
  });

  it('uploads through A, serves through B, moderates through B, erases through A', async () => {
    const onA = client(a);
    expect((await onA.signup({ email: 'two-nodes@example.com' })).statusCode).toBe(201);
    const [member] = await a.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'two-nodes@example.com'));
    const onB = client({ app: b } as typeof a);
    onB.cookie = onA.cookie;

    const { payload, headers } = photoUpload(await noise(600, 600).jpeg().toBuffer());
    const uploaded = await onA.call('POST', '/api/photos.php', payload, headers);
    expect(uploaded.statusCode).toBe(201);
    const { photo } = uploaded.json();
    const name = photo.filename.split('/').pop() as string;

    // Served by the node that did not receive the upload, byte for byte the same as A serves.
    const fromA = await a.app.inject({ method: 'GET', url: `/photos/${name}` });
    const fromB = await b.inject({ method: 'GET', url: `/photos/${name}` });
    expect(fromB.statusCode).toBe(200);
    expect(fromB.headers['content-type']).toBe('image/webp');
    expect(fromB.rawPayload.equals(fromA.rawPayload)).toBe(true);

    // Rejected through B: gone from the public area everywhere, its owner still sees it on A.
    await b.photos.moderate(photo.id, 'rejected', 'not_you');
    expect((await a.app.inject({ method: 'GET', url: `/photos/${name}` })).statusCode).toBe(404);
    expect((await b.inject({ method: 'GET', url: `/photos/${name}` })).statusCode).toBe(404);
    expect((await fetch(`${s3.endpoint}/${s3.bucket}/photos/${name}`)).status).toBe(404);
    const own = await onA.call('GET', `/photos/private/${name}`);
    expect(own.statusCode).toBe(200);
    expect(own.rawPayload.equals(fromA.rawPayload)).toBe(true);
    expect((await b.inject({ method: 'GET', url: `/photos/private/${name}` })).statusCode).toBe(404);
    expect((await onB.call('GET', `/photos/private/${name}`)).statusCode).toBe(200);

    // Erased through A: B serves it no more, and the bucket holds no copy.
    await a.app.photos.removeAll(member!.id);
    expect((await onB.call('GET', `/photos/private/${name}`)).statusCode).toBe(404);
    for (const key of [`photos/${name}`, `photos-private/${name}`]) {
      expect((await fetch(`${s3.endpoint}/${s3.bucket}/${key}`)).status).toBe(404);
    }

    // Neither node wrote a photo file to its own disk.
    for (const dir of [dirA, dirB]) {
      const files = readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile());
      expect(files.map((f) => f.name)).toEqual([]);
    }
  });
});
