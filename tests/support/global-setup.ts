import type { TestProject } from 'vitest/node';
import { onServer } from '../../scripts/lib/pg-databases.js';
import { makePostgresTemplate, pgliteTemplateFile } from './template.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The migrated PGlite data folder (a tar file) every test database starts from. */
    pgliteTemplate: string;
    /** On PostgreSQL, the migrated database every test database is created from. */
    postgresTemplate: string;
  }
}

/** Once per run, before any worker: the migrated template the test databases copy (decision 0054). */
export default async function setup(project: TestProject) {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) {
    const started = Date.now();
    project.provide('pgliteTemplate', await pgliteTemplateFile());
    project.provide('postgresTemplate', '');
    console.log(`test databases: PGlite, copied from a migrated template (${Date.now() - started} ms)`);
    return;
  }
  const name = `sj_test_template_${process.pid}`;
  await makePostgresTemplate(base, name);
  project.provide('pgliteTemplate', '');
  project.provide('postgresTemplate', name);
  console.log(`test databases: PostgreSQL, created from the migrated template ${name}`);
  return () => onServer(base, `drop database if exists ${name} with (force)`);
}
