// `npm start`: builds whatever is missing or older than its sources, then starts the server
// (which migrates, seeds what is asked for and listens). On a machine where nothing is configured
// it is the local demo; anything that makes it a real installation makes it a production start
// that seeds nothing and takes no test payments unless named (decision 022).
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkRuntime } from './runtime.mjs';

// First line of the start log: which Node runs (decision 039); an unsupported one stops here.
checkRuntime();

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const at = (...parts) => path.join(root, ...parts);

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

function stale(output, sources) {
  if (!existsSync(output)) return true;
  const built = statSync(output).mtimeMs;
  return sources.some((dir) => newestMtime(dir) > built);
}

const shared = at('packages/shared/src');
const builds = [
  {
    name: '@amora/web',
    output: at('apps/web/dist/index.html'),
    sources: [at('apps/web/src'), at('apps/web/public'), shared],
  },
  { name: '@amora/server', output: at('apps/server/dist/main.js'), sources: [at('apps/server/src'), shared] },
];
for (const { name, output, sources } of builds) {
  if (stale(output, sources)) {
    console.log(`Building ${name} …`);
    execSync(`npm run build -w ${name}`, { cwd: root, stdio: 'inherit' });
  }
}

// .env (see .env.example), when there is one; variables set in the environment win.
if (existsSync(at('.env'))) process.loadEnvFile(at('.env'));
const env = process.env;
const loopback = ['127.0.0.1', 'localhost', '::1'];
/** What makes this a real installation rather than the demo on this machine. */
const production = [
  env.NODE_ENV && 'NODE_ENV',
  env.PUBLIC_URL && 'PUBLIC_URL',
  env.DATABASE_URL && 'DATABASE_URL',
  env.HOST && !loopback.includes(env.HOST) && 'HOST',
].filter(Boolean);
env.NODE_ENV ||= 'production';
if (production.length === 0) {
  // The demo: two sites with members and staff logins, and the test checkout (no real money).
  env.SEED ||= 'demo';
  env.TEST_PAYMENTS ||= 'on';
  console.log(
    `Demo start (SEED=${env.SEED}, TEST_PAYMENTS=${env.TEST_PAYMENTS}): nothing configured, so Amora runs as a local demo.`,
  );
} else {
  const named = (name, value) => (env[name] ? `${name}=${env[name]}` : `${name} unset: ${value}`);
  console.log(
    `Production start (${production.join(', ')} set; ${named('SEED', 'no demo data')}, ${named('TEST_PAYMENTS', 'no test checkout')}).`,
  );
}
await import(at('apps/server/dist/main.js'));
