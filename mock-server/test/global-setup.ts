// Builds the server tests' template databases once before the run (see templates.ts): on
// PostgreSQL as template databases dropped after the run, on PGlite as cached images. Also builds
// the server the process tests start (scripts/serverBuild.js), removed after the run.
import fs from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildServer, ROOT } from '../../scripts/serverBuild.js';
import { createPostgresTemplate, dropPostgresTemplate, standardImage } from './templates';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Template database names on the PostgreSQL server, when the tests run on one. */
    postgresTemplates: { empty: string; seeded: string } | undefined;
    /** The built file to run with node for each entry point of the run's server build. */
    serverBuild: Record<string, string>;
    /** The directory of that build, with its manifest (the worker threads start from it). */
    serverBuildDir: string;
  }
}

export async function setup(project: TestProject) {
  const buildDir = path.join(
    ROOT,
    'node_modules',
    '.cache',
    'portal-test-server',
    String(process.pid),
  );
  project.provide(
    'serverBuild',
    await buildServer(buildDir, ['mock-server/index.ts', 'mock-server/test/open-child.ts']),
  );
  project.provide('serverBuildDir', buildDir);
  const removeBuild = () => fs.rmSync(buildDir, { recursive: true, force: true });
  const adminUrl = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;
  if (!adminUrl) {
    await standardImage('empty');
    await standardImage('seeded');
    project.provide('postgresTemplates', undefined);
    return removeBuild;
  }
  // The tests of the embedded database itself start from it on PostgreSQL runs too.
  await standardImage('empty');
  const templates = {
    empty: `portal_template_${process.pid}_empty`,
    seeded: `portal_template_${process.pid}_seeded`,
  };
  await createPostgresTemplate(adminUrl, templates.empty, 'empty');
  await createPostgresTemplate(adminUrl, templates.seeded, 'seeded');
  project.provide('postgresTemplates', templates);
  return async () => {
    removeBuild();
    await dropPostgresTemplate(adminUrl, templates.empty);
    await dropPostgresTemplate(adminUrl, templates.seeded);
  };
}
