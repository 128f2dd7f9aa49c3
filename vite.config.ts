import os from 'node:os';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { TEST_APP_URL } from './src/test/appUrl.ts';
import { LongestFirst } from './scripts/testOrder.ts';

// In development the API server runs on API_PORT (3001) and Vite proxies /api and /locales to it.
const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? 3001}`;

export default defineConfig({
  plugins: [react()],
  server: {
    host: '127.0.0.1',
    port: Number(process.env.VITE_PORT ?? 5173),
    proxy: { '/api': apiTarget, '/locales': apiTarget },
  },
  build: {
    outDir: 'dist',
    // No source maps in the build: the server would otherwise hand out the original sources.
    sourcemap: false,
    chunkSizeWarningLimit: 1500,
  },
  test: {
    // vitest's default leaves one core idle, which on a two-core machine runs every file in turn.
    maxWorkers: os.availableParallelism(),
    // The longest files first, on a fresh clone too (scripts/testOrder.ts).
    sequence: { sequencer: LongestFirst },
    // The modules as transformed for the tests, kept on disk between runs and keyed by each
    // file's content (in node_modules/.experimental-vitest-cache): a run after the first
    // transforms in 1.2 s of vitest's CPU instead of 5.6 s. A changed source is transformed again.
    experimental: { fsModuleCache: true },
    projects: [
      {
        extends: true,
        test: {
          name: 'client',
          // happy-dom rather than jsdom: the same 87 tests in about two thirds of the CPU (jsdom's
          // selector matching and computed styles were a third of the project's time).
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
});
