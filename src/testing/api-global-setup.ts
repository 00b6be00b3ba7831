import type { TestProject } from 'vitest/node';
import { makeDatabaseTemplate, type DatabaseTemplate } from './database-template';

declare module 'vitest' {
  export interface ProvidedContext {
    databaseTemplate: DatabaseTemplate;
  }
}

/** Once per run of the API project: the migrated database every test file's database is copied from. */
export default async function setup(project: TestProject) {
  const { template, remove } = await makeDatabaseTemplate(process.env.TEST_DATABASE_URL);
  project.provide('databaseTemplate', template);
  return remove;
}
