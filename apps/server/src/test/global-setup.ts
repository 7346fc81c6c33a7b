import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { prepareDatabase } from '../setup/prepare';
import { TEST_DEMO_MEMBERS, TEST_STAFF_PASSWORD } from './test-database';

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
    const database = await prepareDatabase(templateOptions(url.toString()));
    await database.close();
    project.provide('testDatabaseTemplate', { kind: 'postgres', name });
    return () => adminQuery(serverUrl, `drop database if exists ${name} with (force)`);
  }
  const database = await prepareDatabase(templateOptions(undefined));
  const dump = await database.dump!();
  await database.close();
  const dir = mkdtempSync(path.join(tmpdir(), 'amora-test-template-'));
  const file = path.join(dir, 'demo.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('testDatabaseTemplate', { kind: 'pglite', file });
  return () => rmSync(dir, { recursive: true, force: true });
}

function templateOptions(databaseUrl: string | undefined) {
  return {
    databaseUrl,
    dataDir: null,
    seed: 'demo' as const,
    demoMembers: TEST_DEMO_MEMBERS,
    demoStaffPassword: TEST_STAFF_PASSWORD,
  };
}

async function adminQuery(serverUrl: string, text: string) {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(text);
  } finally {
    await admin.end();
  }
}

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabaseTemplate: { kind: 'postgres'; name: string } | { kind: 'pglite'; file: string };
  }
}
