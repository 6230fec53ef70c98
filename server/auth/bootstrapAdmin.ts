import bcrypt from 'bcrypt';
import type { ServerContext } from '../context';
import type { Queryable } from '../db/types';

/** What happened to the account whose role was set. */
export type AdminRoleChange = 'changed' | 'unchanged' | 'no-account';

/**
 * Sets an existing account's role. Runs on the server's own connection (no JWT claims), so the
 * database's « never your own role » rule, meant for API callers, does not apply here.
 */
export async function setAdminRole(db: Queryable, email: string, makeAdmin: boolean): Promise<AdminRoleChange> {
  const user = await db.query<{ id: string }>('select id from auth.users where lower(email) = lower($1)', [email.trim()]);
  const userId = user.rows[0]?.id;
  if (!userId) return 'no-account';
  // An account created before the profiles migration has no profile yet.
  await db.query(
    'insert into public.profiles (id, email) select id, email from auth.users where id = $1 on conflict (id) do nothing',
    [userId],
  );
  const updated = await db.query('update public.profiles set role = $2 where id = $1 and role <> $2', [
    userId,
    makeAdmin ? 'admin' : 'customer',
  ]);
  return updated.affectedRows > 0 ? 'changed' : 'unchanged';
}

/**
 * When ADMIN_EMAIL and ADMIN_PASSWORD are set, makes sure that account exists (with a
 * confirmed e-mail; the profile trigger creates its profile) and is an administrator.
 * An existing account keeps its password.
 */
export async function bootstrapAdmin(ctx: ServerContext): Promise<void> {
  const { adminEmail, adminPassword } = ctx.config;
  if (!adminEmail || !adminPassword) return;
  const email = adminEmail.trim().toLowerCase();
  const existing = await ctx.db.query('select 1 from auth.users where lower(email) = $1', [email]);
  const passwordHash = existing.rows.length === 0 ? await bcrypt.hash(adminPassword, 10) : null;
  await ctx.db.transaction(async (tx) => {
    if (passwordHash) {
      await tx.query(
        `insert into auth.users (email, encrypted_password, email_confirmed_at, raw_app_meta_data, raw_user_meta_data)
         values ($1, $2, now(), $3, $4)
         on conflict do nothing`,
        [
          email,
          passwordHash,
          JSON.stringify({ provider: 'email', providers: ['email'] }),
          JSON.stringify({ full_name: 'Administrateur' }),
        ],
      );
    }
    await setAdminRole(tx, email, true);
  });
}
