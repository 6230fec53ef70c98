/**
 * Makes an existing account whose address is confirmed an administrator, or takes the role back with --revoke:
 *   npm run make-admin -- someone@example.com [--revoke] [--reset-mfa]
 * --reset-mfa also removes the account's second factors (an only administrator who lost their phone:
 * nobody else can reset it from the back-office).
 * Opens the database the server uses (DATABASE_URL, else DATA_DIR/db with PGlite).
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { readConfig } from '../server/config';
import { setAdminRole } from '../server/auth/bootstrapAdmin';
import { removeFactorsOfEmail } from '../server/auth/mfa/factorLifecycle';
import { openDatabase } from '../server/db/open';
import type { Database } from '../server/db/types';

const usage = 'Usage : npm run make-admin -- adresse@exemple.com [--revoke] [--reset-mfa]';

async function main(): Promise<number> {
  const args = process.argv.slice(2);
  const unknownFlags = args.filter((arg) => arg.startsWith('--') && arg !== '--revoke' && arg !== '--reset-mfa');
  const emails = args.filter((arg) => !arg.startsWith('--'));
  if (unknownFlags.length > 0 || emails.length !== 1 || !emails[0].includes('@')) {
    console.error(usage);
    return 2;
  }
  const [email] = emails;
  const revoke = args.includes('--revoke');
  const config = readConfig();
  const usesPglite = !config.databaseUrl;

  const pgliteDir = path.join(config.dataDir, 'db');
  // PGlite keeps this file while a process has the database open; two processes would corrupt it.
  if (usesPglite && existsSync(path.join(pgliteDir, 'postmaster.pid'))) {
    console.error(`La base intégrée (${pgliteDir}) est ouverte par un autre processus : arrêtez d'abord le serveur, puis relancez cette commande.`);
    console.error("Si le serveur est déjà arrêté (après un arrêt brutal), démarrez-le puis arrêtez-le normalement une fois.");
    return 1;
  }
  let db: Database;
  try {
    db = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir });
  } catch (error) {
    console.error(`Impossible d'ouvrir la base de données : ${error instanceof Error ? error.message : String(error)}`);
    if (usesPglite) console.error(`Avec la base intégrée (${config.dataDir}/db), arrêtez d'abord le serveur, puis relancez cette commande.`);
    return 1;
  }
  try {
    const change = await setAdminRole(db, email, !revoke);
    if (change === 'no-account') {
      console.error(`Aucun compte n'existe pour ${email} : la personne doit d'abord s'inscrire sur le site.`);
      return 1;
    }
    if (change === 'unconfirmed') {
      console.error(`L'adresse ${email} n'a jamais été confirmée : ce compte n'est PAS promu administrateur.`);
      console.error("N'importe qui peut s'inscrire avec l'adresse d'un autre : la personne doit d'abord confirmer son adresse (lien de confirmation, ou « Mot de passe oublié » sur le site), puis relancez cette commande.");
      return 1;
    }
    const state = revoke ? "n'est plus administrateur" : 'est administrateur';
    console.log(change === 'changed' ? `${email} ${state}.` : `${email} ${state} (déjà le cas).`);
    if (args.includes('--reset-mfa')) {
      const removed = await removeFactorsOfEmail(db, email);
      console.log(`Double authentification réinitialisée (${removed} application(s) retirée(s)).`);
    }
    return 0;
  } catch (error) {
    console.error(`Échec : ${error instanceof Error ? error.message : String(error)}`);
    if (usesPglite) {
      console.error(`Avec la base intégrée (${config.dataDir}/db), le serveur doit être arrêté pendant cette commande, et avoir démarré une fois (migrations appliquées).`);
    }
    return 1;
  } finally {
    await db.close();
  }
}

process.exitCode = await main();
