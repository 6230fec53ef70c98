import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { databaseTypesFile, generateDatabaseTypes } from '../../scripts/databaseTypes';
import { generateOptionLabels, optionLabelsFile } from '../../scripts/optionLabels';
import { dumpSchema } from '../../scripts/schemaDump';
import { projectRoot } from '../../server/server';
import { adminQuery, createTestDatabase, testDatabaseKind, uniqueName, withDatabase, type TestDatabase } from '../helpers/databases';

/**
 * supabase/schema.sql is the schema the migrations build (issue 37): a migration that changes a
 * table, a policy, a function or a grant without `npm run schema` fails here, and so does one that changes
 * the public schema's types without regenerating src/shared/supabase/database.types.ts (decision 051), or the
 * option labels without regenerating src/shared/config/optionLabels.generated.ts (decision 077). pg_dump
 * needs a PostgreSQL server, so the first test runs in the db-postgres project only.
 */
describe('supabase/schema.sql', () => {
  it.skipIf(testDatabaseKind !== 'postgres')('is what the migrations build (regenerate it with npm run schema)', async () => {
    const name = uniqueName('schema');
    await adminQuery(`create database ${name} template ${inject('pgTemplate')}`);
    try {
      const built = await dumpSchema(withDatabase(process.env.TEST_DATABASE_URL!, name));
      const checkedIn = readFileSync(path.join(projectRoot, 'supabase/schema.sql'), 'utf8');
      // Compared line by line, so a failure names the lines that differ rather than two 6,000-line strings.
      expect(checkedIn.split('\n')).toEqual(built.split('\n'));
    } finally {
      await adminQuery(`drop database if exists ${name} with (force)`);
    }
  });

  // The types are read from the catalog with plain queries, so both engines check them. The copy of the migrated
  // template is made before the test, whose own time is the generator's.
  let database: TestDatabase | undefined;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database?.destroy();
  });

  it(`${databaseTypesFile} holds the types of what the migrations build (regenerate it with npm run schema)`, async () => {
    const built = await generateDatabaseTypes(database!.db);
    const checkedIn = readFileSync(path.join(projectRoot, databaseTypesFile), 'utf8');
    expect(checkedIn.split('\n')).toEqual(built.split('\n'));
  });

  it(`${optionLabelsFile} holds the labels of private.option_labels (regenerate it with npm run schema)`, async () => {
    const built = await generateOptionLabels(database!.db);
    const checkedIn = readFileSync(path.join(projectRoot, optionLabelsFile), 'utf8');
    expect(checkedIn.split('\n')).toEqual(built.split('\n'));
  });
});
