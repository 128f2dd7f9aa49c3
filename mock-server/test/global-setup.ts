// Builds the server tests' template databases once before the run (see templates.ts): on
// PostgreSQL as template databases dropped after the run, on PGlite as cached images.
import type { TestProject } from 'vitest/node';
import { createPostgresTemplate, dropPostgresTemplate, standardImage } from './templates';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Template database names on the PostgreSQL server, when the tests run on one. */
    postgresTemplates: { empty: string; seeded: string } | undefined;
  }
}

export async function setup(project: TestProject) {
  const adminUrl = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;
  if (!adminUrl) {
    await standardImage('empty');
    await standardImage('seeded');
    project.provide('postgresTemplates', undefined);
    return;
  }
  const templates = {
    empty: `portal_template_${process.pid}_empty`,
    seeded: `portal_template_${process.pid}_seeded`,
  };
  await createPostgresTemplate(adminUrl, templates.empty, 'empty');
  await createPostgresTemplate(adminUrl, templates.seeded, 'seeded');
  project.provide('postgresTemplates', templates);
  return async () => {
    await dropPostgresTemplate(adminUrl, templates.empty);
    await dropPostgresTemplate(adminUrl, templates.seeded);
  };
}
