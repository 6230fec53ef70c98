/**
 * Prints the API keys the server derives from its JWT secret: sb_publishable_ and sb_secret_, and the
 * legacy anon and service_role JWTs:
 *   npm run keys
 * Reads JWT_SECRET, else DATA_DIR/jwt-secret, as the server does; needs no database, so it also
 * works while the server runs. Never creates a secret: that is the first start's job.
 */
import path from 'node:path';
import { readConfig } from '../server/config';
import { makeApiKeys, readJwtSecret } from '../server/auth/keys';
import { keyLines } from '../server/keysBanner';

async function main(): Promise<number> {
  const config = readConfig();
  const secret = await readJwtSecret(config.jwtSecret, config.dataDir);
  if (!secret) {
    console.error(
      `Aucun secret JWT : ni JWT_SECRET ni ${path.join(config.dataDir, 'jwt-secret')}. ` +
        'Démarrez le serveur une première fois (npm start) avec ce DATA_DIR, ou définissez JWT_SECRET.',
    );
    return 1;
  }
  for (const line of keyLines(await makeApiKeys(secret))) console.log(line);
  return 0;
}

process.exitCode = await main();
