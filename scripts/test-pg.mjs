// Runs the server's integration suite against a real PostgreSQL server. Each test file creates
// and drops its own scratch database there. Default server: 127.0.0.1:5432, user postgres.
import { spawnSync } from 'node:child_process';

const url = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
console.log(`Integration suite on PostgreSQL (${url.replace(/:[^:@/]*@/, ':***@')})`);
const run = spawnSync('npx', ['vitest', 'run', '--project', 'server'], {
  stdio: 'inherit',
  env: { ...process.env, TEST_DATABASE_URL: url },
});
process.exit(run.status ?? 1);
