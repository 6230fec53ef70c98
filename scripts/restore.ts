import { copyFile, mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { readConfig } from '../server/config';
import { applyMigrations, applyPlatform } from '../server/db/migrate';
import { openDatabase } from '../server/db/open';
import type { Database } from '../server/db/types';
import { projectRoot } from '../server/server';
import { dumpMigrations, holdsData } from './databaseDump';

/**
 * Loads a backup into an empty database: the schema the backup was taken at is
 * rebuilt from the same migrations, then its rows are inserted. Later migrations
 * are applied by the server at its next start, as after any upgrade.
 */
export async function restoreDump(db: Database, sql: string, migrationsDir = path.join(projectRoot, 'supabase/migrations')): Promise<void> {
  const versions = dumpMigrations(sql);
  if (await holdsData(db)) throw new Error('La base cible contient déjà des données : restauration refusée (elle doit être vide).');
  const filesByVersion = new Map((await readdir(migrationsDir)).filter((name) => name.endsWith('.sql')).map((name) => [name.slice(0, 14), name]));
  const missing = versions.filter((version) => !filesByVersion.has(version));
  if (missing.length > 0) throw new Error(`Migrations absentes de ce code : ${missing.join(', ')} (sauvegarde d'une version plus récente).`);

  const schemaDir = await mkdtemp(path.join(os.tmpdir(), 'ouaga-restore-'));
  try {
    for (const version of versions) await copyFile(path.join(migrationsDir, filesByVersion.get(version)!), path.join(schemaDir, filesByVersion.get(version)!));
    await applyPlatform(db);
    await applyMigrations(db, schemaDir);
  } finally {
    await rm(schemaDir, { recursive: true, force: true });
  }
  await db.exec(sql);
}

/** npm run restore <file>: into DATABASE_URL if set, else DATA_DIR (both must be empty). */
async function main(): Promise<void> {
  const file = process.argv[2];
  if (!file) throw new Error('Usage : npm run restore <fichier.sql>');
  const sql = await readFile(file, 'utf8');
  const config = readConfig();
  const db = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: path.join(config.dataDir, 'db') });
  try {
    await restoreDump(db, sql);
  } finally {
    await db.close();
  }
  console.log(`Restauration terminée depuis ${path.resolve(file)} (${config.databaseUrl ? 'serveur PostgreSQL' : path.join(config.dataDir, 'db')}).`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
