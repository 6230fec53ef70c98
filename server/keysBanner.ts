import type { ApiKeys } from './auth/keys';

/** The lines `npm run keys` prints: every API key, the secret ones marked as such. */
export function keyLines(keys: ApiKeys): string[] {
  return [
    `Clé publishable (publique) : ${keys.publishableKey}`,
    `Clé secrète (contourne les règles d'accès ; refusée depuis un navigateur) : ${keys.secretKey}`,
    `Clé anon (publique, ancien format JWT) : ${keys.anonKey}`,
    `Clé service_role (secrète, contourne les règles d'accès, ancien format JWT) : ${keys.serviceRoleKey}`,
  ];
}

/**
 * What start-up says about the keys. The secret keys (sb_secret_… and the service_role JWT) bypass
 * RLS and never expire, so they are shown once, when this start generated the secret they derive
 * from, never again in the logs (log collectors keep them): `npm run keys` shows them on demand.
 */
export function startupKeyLines(keys: ApiKeys, secretCreated: boolean): string[] {
  if (secretCreated) {
    return [...keyLines(keys), 'Conservez les clés secrètes : elles ne seront plus affichées au démarrage (npm run keys les réaffiche).'];
  }
  return [
    `Clé publishable (publique) : ${keys.publishableKey}`,
    `Clé anon (publique, ancien format JWT) : ${keys.anonKey}`,
    'Clés secrète et service_role : npm run keys',
  ];
}
