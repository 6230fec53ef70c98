import { writeFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { applyMigrations, applyPlatform } from '../server/db/migrate';
import { openPostgres } from '../server/db/postgres';
import { projectRoot } from '../server/server';
import { databaseTypesFile, generateDatabaseTypes } from './databaseTypes';
import { generateOptionLabels, optionLabelsFile } from './optionLabels';
import { dumpSchema } from './schemaDump';

/**
 * npm run schema: migrates a throw-away database on the PostgreSQL server of DATABASE_URL (default the
 * local one, postgres://postgres@127.0.0.1:5432/postgres) and writes its schema to supabase/schema.sql and the
 * TypeScript types of its public schema to src/shared/supabase/database.types.ts (decision 051), and the French
 * labels of its option values to src/shared/config/optionLabels.generated.ts (decision 077).
 */
const serverUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const name = `schema_${process.pid}`;
const admin = new pg.Client({ connectionString: serverUrl });
await admin.connect();
await admin.query(`create database ${name}`);
const url = new URL(serverUrl);
url.pathname = `/${name}`;
try {
  const db = await openPostgres(url.toString(), 2);
  try {
    await applyPlatform(db);
    await applyMigrations(db, path.join(projectRoot, 'supabase/migrations'));
    writeFileSync(path.join(projectRoot, databaseTypesFile), await generateDatabaseTypes(db));
    writeFileSync(path.join(projectRoot, optionLabelsFile), await generateOptionLabels(db));
  } finally {
    await db.close();
  }
  writeFileSync(path.join(projectRoot, 'supabase/schema.sql'), await dumpSchema(url.toString()));
  console.log(`supabase/schema.sql, ${databaseTypesFile} et ${optionLabelsFile} écrits.`);
} finally {
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
}
