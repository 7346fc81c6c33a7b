// Bundles the server into dist/main.js: our own code and @amora/shared are bundled, every npm
// dependency stays external (loaded from node_modules at run time).
import { copyFileSync, readFileSync } from 'node:fs';
import { build } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies ?? {}).flatMap((name) => [name, `${name}/*`]);

await build({
  // main.js: the server; staff.js: `npm run staff:create` (src/cli/staff.ts); site.js:
  // `npm run site:create` (src/cli/site.ts); db.js: `npm run db:backup` and `db:restore` (src/cli/db.ts);
  // photos-copy.js: `npm run photos:copy-to-s3` (src/cli/photos-copy.ts).
  entryPoints: {
    main: 'src/main.ts',
    staff: 'src/cli/staff.ts',
    site: 'src/cli/site.ts',
    db: 'src/cli/db.ts',
    'photos-copy': 'src/cli/photos-copy.ts',
    // The embedded database's thread (src/db/embedded/worker.ts, decision 038).
    'pglite-worker': 'src/db/embedded/worker.ts',
  },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node22',
  sourcemap: true,
  external,
  logLevel: 'warning',
  // Bundled CommonJS helpers may call require(); give ESM output one.
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
});
// The photo-screening models run in a worker thread of their own (plain ESM, loaded by its path
// beside main.js: modules/screening/engine.ts).
copyFileSync('src/modules/screening/models.worker.mjs', 'dist/models.worker.mjs');
console.log('server built: apps/server/dist/main.js');
