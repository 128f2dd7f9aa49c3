// Writes scripts/test-durations.json from the last test run's times (vitest's results cache): the
// order a fresh clone's first run takes its files in (scripts/testOrder.ts). Files under a second
// are left out; they run after the others in the order they are found.
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from './serverBuild.js';

const OUT = path.join(ROOT, 'scripts', 'test-durations.json');
const cacheDir = path.join(ROOT, 'node_modules', '.vite', 'vitest');

const caches = fs.existsSync(cacheDir)
  ? fs
      .readdirSync(cacheDir)
      .map((dir) => path.join(cacheDir, dir, 'results.json'))
      .filter((file) => fs.existsSync(file))
      .sort((a, b) => fs.statSync(b).mtimeMs - fs.statSync(a).mtimeMs)
  : [];
if (caches.length === 0) {
  console.error(`No test times in ${cacheDir}: run npm test first.`);
  process.exit(1);
}
/** @type {{ results: [string, { duration: number }][] }} */
const { results } = JSON.parse(fs.readFileSync(caches[0], 'utf8'));
const project = (/** @type {string} */ key) => key.slice(0, key.indexOf(':'));
const ran = new Set(results.map(([key]) => project(key)));
/** @type {Record<string, number>} */
const before = fs.existsSync(OUT) ? JSON.parse(fs.readFileSync(OUT, 'utf8')) : {};
// The projects the last run did not run (the browser tests after npm test, say) keep their times.
const kept = [
  ...Object.entries(before).filter(([key]) => !ran.has(project(key))),
  ...results
    .filter(([, { duration }]) => duration >= 1000)
    .map(([key, { duration }]) => [key, Math.round(duration / 100) * 100]),
].sort(([, a], [, b]) => Number(b) - Number(a));
fs.writeFileSync(OUT, `${JSON.stringify(Object.fromEntries(kept), null, 2)}\n`);
console.log(`${path.relative(ROOT, OUT)}: the times of ${[...ran].join(', ')} written again`);
