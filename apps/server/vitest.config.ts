import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts'],
    environment: 'node',
    // PGlite starts a database per test file (~4 s, over 60 s on a 2-core machine at load 25);
    // these bounds catch a hang, they do not measure speed.
    hookTimeout: 180_000,
    testTimeout: 120_000,
    env: { NODE_ENV: 'test' },
  },
});
