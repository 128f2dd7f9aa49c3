import { defineConfig } from 'vitest/config';

// Browser tests: one server (`npm start` on a fresh data directory) for the whole run, Debian's
// Chromium driven by playwright-core, files one after another.
export default defineConfig({
  test: {
    name: 'e2e',
    root: '.',
    include: ['e2e/**/*.e2e.ts'],
    environment: 'node',
    globalSetup: ['e2e/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 180_000,
  },
});
