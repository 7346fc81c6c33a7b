import { availableParallelism } from 'node:os';
import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    // A worker per core: Vitest's default leaves one of two idle (docs/decisions/046-tests-that-do-not-flake.md).
    maxWorkers: availableParallelism(),
    include: ['src/**/*.test.ts'],
    environment: 'node',
    // A file's database (a copy of the run's, or migrated and seeded for itself: 4 s, over 60 s on a
    // 2-core machine at load 25) and the real server some files start: these bounds catch a hang,
    // they do not measure speed.
    hookTimeout: 180_000,
    testTimeout: 120_000,
    env: { NODE_ENV: 'test' },
    // The migrated, demo-seeded database each file copies (test/test-database.ts).
    globalSetup: ['src/test/global-setup.ts'],
  },
});
