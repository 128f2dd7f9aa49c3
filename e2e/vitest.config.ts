import { defineConfig } from 'vitest/config';
import { LongestFirst } from '../scripts/testOrder.ts';
import { E2E_WORKERS } from './workers.ts';

// Browser tests: Debian's Chromium driven by playwright-core, E2E_WORKERS files at a time, each
// worker with a server of its own (`npm start` on a fresh data directory; e2e/global-setup.ts).
export default defineConfig({
  test: {
    name: 'e2e',
    root: '.',
    include: ['e2e/**/*.e2e.ts'],
    environment: 'node',
    globalSetup: ['e2e/global-setup.ts'],
    fileParallelism: E2E_WORKERS > 1,
    maxWorkers: E2E_WORKERS,
    // Each file loads the helpers anew: a sign-in kept by signedInAt (screens.ts) serves the
    // file that made it only, whatever another file did to that user's sessions since.
    isolate: true,
    // The longest files first, so that the workers end at about the same time rather than one of
    // them running a long file alone at the end (scripts/testOrder.ts).
    sequence: { sequencer: LongestFirst },
    testTimeout: 60_000,
    hookTimeout: 180_000,
  },
});
