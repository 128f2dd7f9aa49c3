// Builds the server tests' template databases once a run (see templates.ts): on PostgreSQL as
// template databases dropped after the run, on PGlite as cached images. Also builds the server
// the process tests start (scripts/serverBuild.js), removed after the run.
//
// The images are built by a process of its own while the client project's files run (they come
// first, scripts/testOrder.ts): building them takes one core for some 3 s on a machine that has
// none cached, and the other core sat idle while the run waited. Each server test file waits for
// them (setup.ts) before it starts.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import type { TestProject } from 'vitest/node';
import { buildServer, ROOT } from '../../scripts/serverBuild.js';
import { createPostgresTemplate, dropPostgresTemplate } from './templates';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Template database names on the PostgreSQL server, when the tests run on one. */
    postgresTemplates: { empty: string; seeded: string } | undefined;
    /** The built file to run with node for each entry point of the run's server build. */
    serverBuild: Record<string, string>;
    /** The directory of that build, with its manifest (the worker threads start from it). */
    serverBuildDir: string;
    /** A file written once the images are built: empty, or the reason they could not be. */
    imagesBuilt: string;
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
  const built = await buildServer(buildDir, [
    'mock-server/index.ts',
    'mock-server/test/open-child.ts',
    'mock-server/test/build-images.ts',
  ]);
  project.provide('serverBuild', built);
  project.provide('serverBuildDir', buildDir);
  const removeBuild = () => fs.rmSync(buildDir, { recursive: true, force: true });
  const imagesBuilt = path.join(buildDir, 'images-built');
  project.provide('imagesBuilt', imagesBuilt);
  const buildImages = (...kinds: string[]) =>
    promisify(execFile)(
      process.execPath,
      ['--liftoff-only', built['mock-server/test/build-images.ts']!, ...kinds],
      { cwd: ROOT },
    ).then(
      () => fs.writeFileSync(imagesBuilt, ''),
      (err: Error & { stderr?: string }) =>
        fs.writeFileSync(imagesBuilt, `The test images could not be built:\n${err.stderr || err}`),
    );
  const adminUrl = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;
  if (!adminUrl) {
    const building = buildImages('empty', 'seeded');
    project.provide('postgresTemplates', undefined);
    return async () => {
      await building;
      removeBuild();
    };
  }
  // The tests of the embedded database itself start from it on PostgreSQL runs too.
  const building = buildImages('empty');
  const templates = {
    empty: `portal_template_${process.pid}_empty`,
    seeded: `portal_template_${process.pid}_seeded`,
  };
  await createPostgresTemplate(adminUrl, templates.empty, 'empty');
  await createPostgresTemplate(adminUrl, templates.seeded, 'seeded');
  project.provide('postgresTemplates', templates);
  return async () => {
    await building;
    removeBuild();
    await dropPostgresTemplate(adminUrl, templates.empty);
    await dropPostgresTemplate(adminUrl, templates.seeded);
  };
}
