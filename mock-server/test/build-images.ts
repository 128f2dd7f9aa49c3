// Builds the test database images named as arguments (templates.ts) for global-setup.ts, in a
// process of its own so that PostgreSQL's WebAssembly runs as in the test workers: compiled once
// and never optimized again (--liftoff-only). Creating a cluster is a few seconds of code run
// once; vitest's own process, with V8's optimizing tier, took half as much CPU again for it.
import { standardImage, type TemplateKind } from './templates';

const kinds = process.argv.slice(2);
for (const kind of kinds) {
  if (kind !== 'empty' && kind !== 'seeded') throw new Error(`no test image "${kind}"`);
  await standardImage(kind satisfies TemplateKind);
}
