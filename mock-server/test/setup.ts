// Each server test file's worker threads (the database's, the renders') start from the run's
// build of their modules (global-setup.ts), as the built server's do, rather than through tsx.
import { inject } from 'vitest';
import { useServerBuild } from '../deps/workerScript';

useServerBuild(inject('serverBuildDir'));
