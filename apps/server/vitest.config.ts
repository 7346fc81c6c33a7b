import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts'],
    environment: 'node',
    // PGlite starts a database per test file (~4 s); give hooks room on a loaded CI machine.
    hookTimeout: 60_000,
    testTimeout: 30_000,
    env: { NODE_ENV: 'test' },
  },
});
