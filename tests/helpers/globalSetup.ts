import { mkdir, rm } from 'node:fs/promises';
import type { TestProject } from 'vitest/node';
import { openPglite } from '../../server/db/pglite';
import { openPostgres } from '../../server/db/postgres';
import path from 'node:path';
import { adminQuery, prepare, tmpRoot, uniqueName, withDatabase } from './databases';

/**
 * Prepares one migrated and seeded database per run; every test file then copies it.
 * With PostgreSQL the template is a database of its own, dropped at the end.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  // globalSetup runs in vitest's main process: the project's env is read from its config.
  const kind = project.config.env?.TEST_DB ?? 'pglite';
  if (kind === 'postgres') {
    const baseUrl = process.env.TEST_DATABASE_URL;
    if (!baseUrl) throw new Error('TEST_DB=postgres demande TEST_DATABASE_URL');
    const template = uniqueName('template');
    await adminQuery(`create database ${template}`);
    const db = await openPostgres(withDatabase(baseUrl, template), 1);
    try {
      await prepare(db);
    } finally {
      await db.close();
    }
    project.provide('pgTemplate', template);
    project.provide('pgliteTemplate', '');
    return async () => {
      await adminQuery(`drop database if exists ${template} with (force)`);
    };
  }
  const pgliteTemplateDir = path.join(tmpRoot, `pglite-template-${project.name}-${process.pid}`);
  project.provide('pgTemplate', '');
  project.provide('pgliteTemplate', pgliteTemplateDir);
  await mkdir(tmpRoot, { recursive: true });
  await rm(pgliteTemplateDir, { recursive: true, force: true });
  const db = await openPglite(pgliteTemplateDir);
  try {
    await prepare(db);
  } finally {
    await db.close();
  }
  return async () => {
    await rm(pgliteTemplateDir, { recursive: true, force: true });
  };
}
