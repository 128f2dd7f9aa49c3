// The order `npm test` and the browser tests run their files in: each project's longest files
// first, so that the last file to end is a short one and the workers finish together. vitest
// orders by the times of the last run, which it keeps in node_modules/.vite; a fresh clone has
// none, and its first run took the files as they were found, one 18-second file starting a
// minute in (5-6 s longer). The times of a recent run are kept for that in
// scripts/test-durations.json; `node scripts/test-durations.js` writes them again.
import fs from 'node:fs';
import path from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

const RECORDED_DURATIONS = 'scripts/test-durations.json';

/** Milliseconds by `project:path` key, as vitest's results cache names its files. */
function recordedDurations(root: string): Record<string, number> {
  try {
    return JSON.parse(fs.readFileSync(path.join(root, RECORDED_DURATIONS), 'utf8'));
  } catch {
    return {};
  }
}

export class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const { root } = this.ctx.config;
    const recorded = recordedDurations(root);
    const key = (spec: TestSpecification) =>
      `${spec.project.name}:${path.relative(root, spec.moduleId)}`;
    const last = (spec: TestSpecification) => this.ctx.cache.getFileTestResults(key(spec));
    const expected = (spec: TestSpecification) => last(spec)?.duration ?? recorded[key(spec)] ?? 0;
    return [...files].sort(
      (a, b) =>
        // As vitest's own order: one project after the other, files that failed last time first.
        a.project.config.sequence.groupOrder - b.project.config.sequence.groupOrder ||
        a.project.name.localeCompare(b.project.name) ||
        Number(!!last(b)?.failed) - Number(!!last(a)?.failed) ||
        expected(b) - expected(a),
    );
  }
}
