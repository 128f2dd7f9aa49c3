import os from 'node:os';
import { defineConfig, mergeConfig } from 'vitest/config';
import { TEST_APP_URL } from './src/test/appUrl.ts';
import { LongestFirst } from './scripts/testOrder.ts';
import viteConfig from './vite.config.ts';

// `npm test`: the client and server projects, on the app's own Vite settings (vite.config.ts).
export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      // vitest's default leaves one core idle, which on a two-core machine runs every file in turn.
      maxWorkers: os.availableParallelism(),
      // The longest files first, on a fresh clone too (scripts/testOrder.ts).
      sequence: { sequencer: LongestFirst },
      // The modules as transformed for the tests, kept on disk between runs and keyed by each
      // file's content (in node_modules/.experimental-vitest-cache): a run after the first
      // transforms in 1.2 s of vitest's CPU instead of 5.6 s. A changed source is transformed
      // again.
      experimental: { fsModuleCache: true },
      projects: [
        {
          extends: true,
          test: {
            name: 'client',
            // happy-dom rather than jsdom: the same 87 tests in about two thirds of the CPU
            // (jsdom's selector matching and computed styles were a third of the project's time).
            environment: 'happy-dom',
            environmentOptions: { happyDOM: { url: TEST_APP_URL } },
            include: ['src/**/*.test.{ts,tsx}'],
            exclude: ['src/domain/**', 'src/**/*.integration.test.ts'],
            setupFiles: ['src/test/setup.ts'],
            // One DOM and one load of react-admin per worker rather than per file; setup.ts
            // clears the DOM and browser storage between tests, so no file sees another's state.
            isolate: false,
          },
        },
        {
          extends: true,
          test: {
            name: 'server',
            environment: 'node',
            include: [
              'mock-server/**/*.test.ts',
              'src/domain/**/*.test.ts',
              'src/**/*.integration.test.ts',
              'fixtures/**/*.test.ts',
              'scripts/**/*.test.ts',
            ],
            // Migrates and seeds the template each file's database is copied from, once a run.
            globalSetup: ['mock-server/test/global-setup.ts'],
            setupFiles: ['mock-server/test/setup.ts'],
            // The files share no module state worth a fresh import each (the app is built per
            // test server), and loading the app and PGlite again per file costs seconds.
            isolate: false,
            // The run opens some seventy short-lived databases, each compiling PostgreSQL's
            // WebAssembly: compiled once (Liftoff) and never again by the optimizing tier, whose
            // background work cost more CPU than it saved over such short lives (the run's CPU
            // 154 s instead of 163-168 s). The servers the tests start as processes run so too.
            execArgv: ['--liftoff-only'],
            testTimeout: 60_000,
            hookTimeout: 120_000,
          },
        },
      ],
    },
  }),
);
