import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { adminQuery, prepareTestDatabase } from './test-database';

/**
 * Once per run of the server's suite: the migrated, demo-seeded test database every test file
 * starts from (test/test-database.ts copies it). Migrating and seeding took 4–10 s per file, most
 * of the suite's time; a copy takes a fraction of it. On PostgreSQL (TEST_DATABASE_URL) it is a
 * template database the files' databases are created from; on PGlite a dump of the data folder
 * the files' in-memory databases load. Dropped or deleted when the run ends.
 */
export default async function setup(project: TestProject) {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const name = `amora_test_template_${randomBytes(6).toString('hex')}`;
    await adminQuery(serverUrl, `create database ${name}`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const database = await prepareTestDatabase({ databaseUrl: url.toString(), seed: 'demo' });
    await database.close();
    project.provide('testDatabaseTemplate', { kind: 'postgres', name });
    return () => adminQuery(serverUrl, `drop database if exists ${name} with (force)`);
  }
  const database = await prepareTestDatabase({ databaseUrl: undefined, seed: 'demo' });
  const dump = await database.dump!();
  await database.close();
  const dir = mkdtempSync(path.join(tmpdir(), 'amora-test-template-'));
  const file = path.join(dir, 'demo.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('testDatabaseTemplate', { kind: 'pglite', file });
  return () => rmSync(dir, { recursive: true, force: true });
}

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabaseTemplate: { kind: 'postgres'; name: string } | { kind: 'pglite'; file: string };
  }
}
