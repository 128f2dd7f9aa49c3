// Each server test file's worker threads (the database's, the renders') start from the run's
// build of their modules (global-setup.ts), as the built server's do, rather than through tsx.
// The file starts once the run's test images are built (global-setup.ts builds them meanwhile).
import fs from 'node:fs';
import { inject } from 'vitest';
import { useServerBuild } from '../deps/workerScript';

useServerBuild(inject('serverBuildDir'));

const imagesBuilt = inject('imagesBuilt');
for (const deadline = Date.now() + 300_000; !fs.existsSync(imagesBuilt);) {
  if (Date.now() > deadline) throw new Error('The test images were not built within 5 minutes.');
  await new Promise((r) => setTimeout(r, 50));
}
const failure = fs.readFileSync(imagesBuilt, 'utf8');
if (failure) throw new Error(failure);
