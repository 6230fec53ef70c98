import type { ApiKeys } from './auth/keys';

/** The lines `npm run keys` prints: both API keys, the secret one marked as such. */
export function keyLines(keys: ApiKeys): string[] {
  return [`Clé anon (publique) : ${keys.anonKey}`, `Clé service_role (secrète, contourne les règles d'accès) : ${keys.serviceRoleKey}`];
}

/**
 * What start-up says about the keys. The service_role key never expires and bypasses RLS, so it
 * is shown once, when this start generated the secret it is signed with, never again in the logs
 * (log collectors keep them): `npm run keys` shows it on demand.
 */
export function startupKeyLines(keys: ApiKeys, secretCreated: boolean): string[] {
  if (secretCreated) {
    return [...keyLines(keys), 'Conservez la clé service_role : elle ne sera plus affichée au démarrage (npm run keys la réaffiche).'];
  }
  return [`Clé anon (publique) : ${keys.anonKey}`, 'Clé service_role : npm run keys'];
}
