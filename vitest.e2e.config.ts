import { defineConfig } from 'vitest/config';

/** Browser tests: real Chromium against the built portal on the operator sandbox. */
export default defineConfig({
  test: {
    name: 'e2e',
    environment: 'node',
    include: ['test/e2e/**/*.e2e.ts'],
    globalSetup: ['test/e2e/support/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
    retry: 0,
  },
});
