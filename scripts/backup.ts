import { existsSync } from 'node:fs';
import { rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { readConfig } from '../server/config';
import { openDatabase } from '../server/db/open';
import { dumpDatabase } from './databaseDump';

/**
 * npm run backup [file]: a consistent SQL dump of the database the server uses
 * (DATABASE_URL, else DATA_DIR). The embedded database allows one process at a
 * time, so with PGlite the server must be stopped first; a PostgreSQL server is
 * dumped while it serves.
 */
async function main(): Promise<void> {
  const config = readConfig();
  const file = path.resolve(process.argv[2] ?? `sauvegarde-${new Date().toISOString().replace(/[:.]/g, '-')}.sql`);
  if (!config.databaseUrl) {
    const serving = await fetch(`http://127.0.0.1:${config.port}/health`).then(
      () => true,
      () => false,
    );
    if (serving) throw new Error(`Le serveur tourne sur le port ${config.port} : arrêtez-le avant de sauvegarder la base intégrée.`);
  }
  const db = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: path.join(config.dataDir, 'db') });
  let sql: string;
  try {
    sql = await dumpDatabase(db);
  } finally {
    await db.close();
  }
  // Written beside and renamed, so a half-written file never looks like a backup.
  await writeFile(`${file}.partial`, sql, { mode: 0o600 });
  await rename(`${file}.partial`, file);
  console.log(`Sauvegarde écrite : ${file} (${Math.round(sql.length / 1024)} Kio).`);
  const storageDir = path.join(config.dataDir, 'storage');
  if (existsSync(storageDir)) console.log(`Les fichiers téléversés ne sont pas dans ce fichier : copiez aussi ${storageDir}.`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
