import bcrypt from 'bcrypt';
import type { ServerContext } from '../context';
import type { Queryable } from '../db/types';
import { emailInUse, findAccountConfirmation, insertConfirmedUserUnlessExists } from './models/users';

/**
 * What happened to the account whose role was set. `unconfirmed`: nothing, because its address
 * was never confirmed: whoever signed up first with someone's address must not become administrator.
 */
export type AdminRoleChange = 'changed' | 'unchanged' | 'no-account' | 'unconfirmed';

/**
 * Sets an existing account's role. Runs on the server's own connection (no JWT claims), so the
 * database's « never your own role » rule, meant for API callers, does not apply here. Promotion
 * needs a confirmed address (email_confirmed_at); taking the role back never does.
 */
export async function setAdminRole(db: Queryable, email: string, makeAdmin: boolean): Promise<AdminRoleChange> {
  const account = await findAccountConfirmation(db, email.trim());
  if (!account) return 'no-account';
  if (makeAdmin && !account.confirmed) return 'unconfirmed';
  // An account created before the profiles migration has no profile yet.
  await db.query(
    'insert into public.profiles (id, email) select id, email from auth.users where id = $1 on conflict (id) do nothing',
    [account.id],
  );
  const updated = await db.query('update public.profiles set role = $2 where id = $1 and role <> $2', [
    account.id,
    makeAdmin ? 'admin' : 'customer',
  ]);
  return updated.affectedRows > 0 ? 'changed' : 'unchanged';
}

/** What start-up did with ADMIN_EMAIL. */
export type BootstrapOutcome = 'not-configured' | 'created' | AdminRoleChange;

const defaultLog = (ctx: ServerContext) => (line: string) => {
  if (ctx.config.logLevel !== 'silent') console.warn(line);
};

/**
 * When ADMIN_EMAIL and ADMIN_PASSWORD are set, makes sure that account exists and is an
 * administrator. An account start-up creates gets a confirmed address and is promoted; an account
 * that already existed keeps its password and is promoted only if its address is confirmed (else
 * anyone who signed up with the operator's address first would become administrator): otherwise a
 * warning says so and nobody is promoted.
 */
export async function bootstrapAdmin(ctx: ServerContext, log = defaultLog(ctx)): Promise<BootstrapOutcome> {
  const { adminEmail, adminPassword } = ctx.config;
  if (!adminEmail || !adminPassword) return 'not-configured';
  const email = adminEmail.trim().toLowerCase();
  const passwordHash = (await emailInUse(ctx.db, email)) ? null : await bcrypt.hash(adminPassword, 10);
  const outcome = await ctx.db.transaction(async (tx): Promise<BootstrapOutcome> => {
    if (passwordHash) {
      if (await insertConfirmedUserUnlessExists(tx, email, passwordHash, { full_name: 'Administrateur' })) {
        await setAdminRole(tx, email, true);
        return 'created';
      }
    }
    return setAdminRole(tx, email, true);
  });
  if (outcome === 'unconfirmed') {
    log(
      `ADMIN_EMAIL : un compte ${email} existe déjà mais son adresse n'a jamais été confirmée ; il n'est PAS promu administrateur ` +
        "(quelqu'un a pu s'inscrire avec votre adresse avant vous). Si ce compte est le vôtre, confirmez l'adresse " +
        "(lien de confirmation, ou « Mot de passe oublié » sur le site) puis redémarrez ; sinon supprimez-le ou choisissez une autre adresse.",
    );
  } else if (outcome === 'created') {
    log(`ADMIN_EMAIL : compte administrateur ${email} créé ; connectez-vous sur /admin avec ADMIN_PASSWORD.`);
  } else if (outcome === 'changed') {
    log(`ADMIN_EMAIL : le compte existant ${email} (adresse confirmée) est maintenant administrateur.`);
  }
  return outcome;
}

/**
 * What start-up says when no account can enter /admin yet: how to make one, so a first
 * `npm start` asks for nothing and still tells the operator the way in.
 */
export async function missingAdministratorHint(db: Queryable): Promise<string | null> {
  const found = await db.query<{ present: boolean }>("select exists (select 1 from public.profiles where role = 'admin') as present");
  if (found.rows[0]?.present) return null;
  return (
    "Aucun administrateur : personne n'entre dans /admin. Relancez avec ADMIN_EMAIL=vous@example.bf " +
    "ADMIN_PASSWORD='un-mot-de-passe-solide' npm start, ou promouvez un compte inscrit sur /register : " +
    'npm run make-admin -- personne@example.bf (serveur arrêté avec la base intégrée).'
  );
}
