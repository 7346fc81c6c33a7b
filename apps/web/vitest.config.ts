import { availableParallelism } from 'node:os';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  test: {
    name: 'web',
    // A worker per core: Vitest's default leaves one of two idle (docs/decisions/046-tests-that-do-not-flake.md).
    maxWorkers: availableParallelism(),
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    css: false,
    restoreMocks: true,
    // jsdom renders slowly on a busy 2-core machine; a hung test still fails, just later.
    testTimeout: 60_000,
  },
});
