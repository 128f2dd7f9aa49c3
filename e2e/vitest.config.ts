import path from 'node:path';
import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { E2E_WORKERS } from './workers.ts';

/**
 * About how many seconds each file takes (two workers on the 2-core machine, 2026-11-28). The
 * longest start first, so that the workers end at about the same time rather than one of them
 * running a long file alone at the end; a file not listed counts as a minute.
 */
const SECONDS: Record<string, number> = {
  'phone.e2e.ts': 330,
  'a11y.e2e.ts': 205,
  'resources.e2e.ts': 140,
  'defects.e2e.ts': 135,
  'dashboard.e2e.ts': 115,
  'conventions.e2e.ts': 60,
  'carriers.e2e.ts': 58,
  'shell.e2e.ts': 52,
  'savedViews.e2e.ts': 50,
  'organizations.e2e.ts': 49,
  'imports.e2e.ts': 45,
  'policies.e2e.ts': 36,
  'statements.e2e.ts': 34,
  'receivables.e2e.ts': 31,
  'auth.e2e.ts': 28,
  'users.e2e.ts': 25,
  'language.e2e.ts': 20,
  'history.e2e.ts': 18,
  'apidocs.e2e.ts': 11,
  'loading.e2e.ts': 11,
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
    // Each file loads the helpers anew: a sign-in kept by signedInAt (screens.ts) serves the
    // file that made it only, whatever another file did to that user's sessions since.
    isolate: true,
    sequence: { sequencer: LongestFirst },
    testTimeout: 60_000,
    hookTimeout: 180_000,
  },
});
