// `npm start`: builds whatever is missing or older than its sources, then starts the server
// (which migrates, seeds demo data into an empty database and listens).
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

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
process.env.NODE_ENV ??= 'production';
await import(at('apps/server/dist/main.js'));
