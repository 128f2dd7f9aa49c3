import path from 'node:path';
import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { E2E_WORKERS } from './workers';

/**
 * About how many seconds each file takes on one worker. The longest start first, so that the
 * workers finish at about the same time rather than one of them running a long file alone at
 * the end; a file not listed counts as a minute.
 */
const SECONDS: Record<string, number> = {
  'phone.e2e.ts': 380,
  'a11y.e2e.ts': 250,
  'defects.e2e.ts': 150,
  'resources.e2e.ts': 140,
  'dashboard.e2e.ts': 140,
  'imports.e2e.ts': 70,
  'savedViews.e2e.ts': 60,
  'organizations.e2e.ts': 55,
  'conventions.e2e.ts': 50,
  'carriers.e2e.ts': 55,
  'shell.e2e.ts': 45,
  'statements.e2e.ts': 35,
  'policies.e2e.ts': 35,
  'receivables.e2e.ts': 35,
  'users.e2e.ts': 30,
  'auth.e2e.ts': 22,
  'language.e2e.ts': 20,
  'history.e2e.ts': 18,
  'loading.e2e.ts': 12,
  'apidocs.e2e.ts': 10,
  'app.e2e.ts': 2,
};

class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]) {
    const cost = (f: TestSpecification) => SECONDS[path.basename(f.moduleId)] ?? 60;
    return [...files].sort((a, b) => cost(b) - cost(a));
  }
}

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
    sequence: { sequencer: LongestFirst },
    testTimeout: 60_000,
    hookTimeout: 180_000,
  },
});
