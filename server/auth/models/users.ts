import type { Queryable } from '../../db/types';
import { normalizeEmail } from '../emailAddress';
import type { AuthLinkKind, TokenPurpose } from '../authLinkKinds';
import type { UserRow } from '../userJson';

/**
 * Every statement of the server that writes auth.users, and its reads of users, as GoTrue keeps
 * them in internal/models/user.go: one named function a statement, taking the caller's connection
 * or transaction (the caller decides the transaction, the locking order and how errors are answered).
 * Only the hashes of tokens and codes reach this module.
 */

/** Read with every user, since supabase-js keeps `user.factors` from any answer that carries a user. */
const factorsColumn = `(select coalesce(jsonb_agg(jsonb_build_object(
    'id', factor.id, 'friendly_name', factor.friendly_name, 'factor_type', factor.factor_type, 'status', factor.status,
    'created_at', factor.created_at, 'updated_at', factor.updated_at, 'last_challenged_at', factor.last_challenged_at)
    order by factor.created_at), '[]'::jsonb)
  from auth.mfa_factors as factor where factor.user_id = users.id) as mfa_factors`;

/** One identity as GoTrue lists it in the user object (`identity_id` is the row, `id` the provider's id). */
export const identityJson = (row: string) => `jsonb_build_object(
    'identity_id', ${row}.id, 'id', ${row}.provider_id, 'user_id', ${row}.user_id, 'identity_data', ${row}.identity_data,
    'provider', ${row}.provider, 'last_sign_in_at', ${row}.last_sign_in_at, 'created_at', ${row}.created_at,
    'updated_at', ${row}.updated_at, 'email', ${row}.email)`;

/** The user's identities (auth.identities), oldest first. */
const identitiesColumn = `(select coalesce(jsonb_agg(${identityJson('identity')} order by identity.created_at, identity.id), '[]'::jsonb)
  from auth.identities as identity where identity.user_id = users.id) as identities`;

const plainUserColumns = ['id', 'aud', 'email', 'encrypted_password', 'email_confirmed_at', 'last_sign_in_at', 'raw_app_meta_data', 'raw_user_meta_data', 'recovery_sent_at', 'confirmation_sent_at', 'email_change', 'email_change_sent_at', 'phone', 'phone_confirmed_at', 'phone_change', 'phone_change_sent_at', 'banned_until', 'invited_at', 'deleted_at', 'created_at', 'updated_at'];

/** The columns of a UserRow. */
export const userColumns = `${plainUserColumns.join(', ')}, ${factorsColumn}, ${identitiesColumn}`;

/**
 * An insert into auth.users (without RETURNING) that also makes the user's identities, as GoTrue's
 * sign-up and admin createUser do, in the same statement: e-mail when it has an address, phone when it
 * has a number (decision 053). Answers the new user's columns with those identities.
 */
export const withIdentities = (insertUser: string) => `with new_user as (${insertUser} returning *),
  new_identity as (
    insert into auth.identities (provider_id, user_id, identity_data, provider, last_sign_in_at)
    select id::text, id, jsonb_build_object('sub', id::text, 'email', email, 'email_verified', email_confirmed_at is not null, 'phone_verified', false),
           'email', last_sign_in_at
      from new_user where email is not null
    union all
    select id::text, id, jsonb_build_object('sub', id::text, 'phone', phone, 'email_verified', false, 'phone_verified', phone_confirmed_at is not null),
           'phone', last_sign_in_at
      from new_user where phone is not null
    returning *)
  select ${plainUserColumns.map((column) => `new_user.${column}`).join(', ')}, '[]'::jsonb as mfa_factors,
         (select coalesce(jsonb_agg(${identityJson('new_identity')} order by new_identity.provider), '[]'::jsonb) from new_identity) as identities
    from new_user`;

const emailProvider = JSON.stringify({ provider: 'email', providers: ['email'] });

// ---- Reads -------------------------------------------------------------------------------------

export async function findUserByEmail(db: Queryable, email: string): Promise<UserRow | undefined> {
  const found = await db.query<UserRow>(`select ${userColumns} from auth.users where lower(email) = $1`, [normalizeEmail(email)]);
  return found.rows[0];
}

export async function findUserById(db: Queryable, id: string): Promise<UserRow | undefined> {
  const found = await db.query<UserRow>(`select ${userColumns} from auth.users where id = $1`, [id]);
  return found.rows[0];
}

/** Whether an account other than `userId` has this (normalized) address. */
export async function emailTakenByOther(db: Queryable, email: string, userId: string): Promise<boolean> {
  const owner = await db.query('select 1 from auth.users where lower(email) = $1 and id <> $2', [email, userId]);
  return owner.rows.length > 0;
}

/** Whether an account has this (normalized) address. */
export async function emailInUse(db: Queryable, email: string): Promise<boolean> {
  const existing = await db.query('select 1 from auth.users where lower(email) = $1', [email]);
  return existing.rows.length > 0;
}

/** The account with this address (compared in lower case, as typed otherwise) and whether it is confirmed. */
export async function findAccountConfirmation(db: Queryable, email: string): Promise<{ id: string; confirmed: boolean } | undefined> {
  const user = await db.query<{ id: string; confirmed: boolean }>(
    'select id, email_confirmed_at is not null as confirmed from auth.users where lower(email) = lower($1)',
    [email],
  );
  return user.rows[0];
}

/** The accounts a typed code may belong to: by their address (by_current) or the address of their e-mail change. */
export async function findCodeOwners(db: Queryable, email: string): Promise<{ id: string; by_current: boolean }[]> {
  const owners = await db.query<{ id: string; by_current: boolean }>(
    `select id, lower(email) = $1 as by_current from auth.users where lower(email) = $1 or lower(email_change) = $1`,
    [email],
  );
  return owners.rows;
}

export async function countUsers(db: Queryable): Promise<number> {
  const counted = await db.query<{ total: string }>('select count(*)::text as total from auth.users');
  return Number(counted.rows[0].total);
}

/** Newest first, as GoTrue sorts them. */
export async function listUsersPage(db: Queryable, limit: number, offset: number): Promise<UserRow[]> {
  const listed = await db.query<UserRow>(`select ${userColumns} from auth.users order by created_at desc, id limit $1 offset $2`, [limit, offset]);
  return listed.rows;
}

// ---- New accounts ------------------------------------------------------------------------------

/** POST /signup: confirmed (and signed in) at once only with `confirmed` (MAILER_AUTOCONFIRM). */
export async function insertSignupUser(db: Queryable, email: string, passwordHash: string, metadata: Record<string, unknown>, confirmed: boolean): Promise<UserRow> {
  const inserted = await db.query<UserRow>(
    withIdentities(`insert into auth.users (email, encrypted_password, email_confirmed_at, last_sign_in_at, raw_app_meta_data, raw_user_meta_data)
     values ($1, $2, case when $5 then now() end, case when $5 then now() end, $3::jsonb, $4::jsonb)`),
    [email, passwordHash, emailProvider, JSON.stringify(metadata), confirmed],
  );
  return inserted.rows[0];
}

/** An account waiting for its address to be confirmed (/otp, generate_link, /invite). */
export async function insertPendingUser(
  db: Queryable,
  email: string,
  passwordHash: string | null,
  metadata: Record<string, unknown>,
  invited: boolean,
): Promise<UserRow> {
  const inserted = await db.query<UserRow>(
    withIdentities(`insert into auth.users (email, encrypted_password, raw_app_meta_data, raw_user_meta_data, invited_at)
     values ($1, $2, $3::jsonb, $4::jsonb, case when $5 then now() end)`),
    [email, passwordHash, emailProvider, JSON.stringify(metadata), invited],
  );
  return inserted.rows[0];
}

/** POST /admin/users. `appMetadata` as stored (the caller adds the provider). */
export async function insertAdminCreatedUser(
  db: Queryable,
  fields: {
    email: string | null;
    phone: string | null;
    passwordHash: string | null;
    confirmed: boolean;
    phoneConfirmed: boolean;
    appMetadata: Record<string, unknown>;
    userMetadata: Record<string, unknown>;
    bannedUntil: string | null;
  },
): Promise<UserRow> {
  const inserted = await db.query<UserRow>(
    withIdentities(`insert into auth.users (email, encrypted_password, email_confirmed_at, raw_app_meta_data, raw_user_meta_data, banned_until, phone, phone_confirmed_at)
     values ($1, $2, case when $3 then now() end, $4::jsonb, $5::jsonb, $6::timestamptz, $7, case when $8 then now() end)`),
    [
      fields.email,
      fields.passwordHash,
      fields.confirmed,
      JSON.stringify(fields.appMetadata),
      JSON.stringify(fields.userMetadata),
      fields.bannedUntil,
      fields.phone,
      fields.phoneConfirmed,
    ],
  );
  return inserted.rows[0];
}

/** ADMIN_EMAIL's account, confirmed; false when the address already has one. */
export async function insertConfirmedUserUnlessExists(db: Queryable, email: string, passwordHash: string, userMetadata: Record<string, unknown>): Promise<boolean> {
  const created = await db.query(
    withIdentities(`insert into auth.users (email, encrypted_password, email_confirmed_at, raw_app_meta_data, raw_user_meta_data)
     values ($1, $2, now(), $3, $4)
     on conflict do nothing`),
    [email, passwordHash, emailProvider, JSON.stringify(userMetadata)],
  );
  return created.rows.length > 0;
}

// ---- Sign-up, sign-in, account changes ---------------------------------------------------------

/** A sign-up repeated before confirmation: the newest password and metadata win. Undefined once confirmed. */
export async function replaceUnconfirmedSignup(db: Queryable, id: string, passwordHash: string, metadata: Record<string, unknown>, confirmed: boolean): Promise<UserRow | undefined> {
  const updated = await db.query<UserRow>(
    `update auth.users set encrypted_password = $2, raw_user_meta_data = $3::jsonb, updated_at = now(),
            email_confirmed_at = case when $4 then now() end, last_sign_in_at = case when $4 then now() end
      where id = $1 and email_confirmed_at is null returning ${userColumns}`,
    [id, passwordHash, JSON.stringify(metadata), confirmed],
  );
  return updated.rows[0];
}

/** generate_link signup for an unconfirmed account: its password, and its metadata when given. */
export async function setPendingSignupPassword(db: Queryable, id: string, passwordHash: string, metadata: Record<string, unknown> | null | undefined): Promise<void> {
  await db.query('update auth.users set encrypted_password = $2, raw_user_meta_data = coalesce($3::jsonb, raw_user_meta_data), updated_at = now() where id = $1', [
    id,
    passwordHash,
    metadata ? JSON.stringify(metadata) : null,
  ]);
}

export async function markInvited(db: Queryable, id: string): Promise<void> {
  await db.query('update auth.users set invited_at = now() where id = $1', [id]);
}

export async function recordSignIn(db: Queryable, id: string): Promise<UserRow> {
  const signedIn = await db.query<UserRow>(`update auth.users set last_sign_in_at = now() where id = $1 returning ${userColumns}`, [id]);
  return signedIn.rows[0];
}

/** Locks the user's row, so that checks made next about its other rows (its identities) hold until commit. */
export async function lockUser(tx: Queryable, id: string): Promise<void> {
  await tx.query('select 1 from auth.users where id = $1 for update', [id]);
}

/** Locks the user's row (PUT /user) and reads the metadata a change merges into. */
export async function lockUserMetadata(tx: Queryable, id: string): Promise<Record<string, unknown> | null> {
  const current = await tx.query<{ raw_user_meta_data: Record<string, unknown> | null }>('select raw_user_meta_data from auth.users where id = $1 for update', [id]);
  return current.rows[0]?.raw_user_meta_data ?? null;
}

/** PUT /user: a null password hash or metadata keeps the current one. */
export async function updateOwnAccount(tx: Queryable, id: string, passwordHash: string | null, metadata: Record<string, unknown> | null): Promise<UserRow> {
  const saved = await tx.query<UserRow>(
    `update auth.users set encrypted_password = coalesce($2, encrypted_password),
            raw_user_meta_data = coalesce($3::jsonb, raw_user_meta_data), updated_at = now()
      where id = $1 returning ${userColumns}`,
    [id, passwordHash, metadata ? JSON.stringify(metadata) : null],
  );
  return saved.rows[0];
}

/** GoTrue merges metadata: keys given replace, keys given as null are removed. */
const mergedMetadata = (column: string, param: string) =>
  `(coalesce(${column}, '{}'::jsonb) || ${param}::jsonb) - array(select key from jsonb_each(${param}::jsonb) where value = 'null'::jsonb)`;

/** PUT /admin/users/{id}: null leaves a field as it is; `ban` given sets banned_until (null lifts it). Undefined when there is no such user. */
export async function updateUserAsAdmin(
  db: Queryable,
  id: string,
  fields: {
    email: string | null;
    /** A new number, set as it is (GoTrue's admin API sends no code). */
    phone?: string | null;
    phoneConfirm?: boolean;
    passwordHash: string | null;
    confirm: boolean;
    userMetadata: Record<string, unknown> | null | undefined;
    appMetadata: Record<string, unknown> | null | undefined;
    ban?: { until: string | null };
  },
): Promise<UserRow | undefined> {
  const updated = await db.query<UserRow>(
    `update auth.users set
        email = coalesce($2, email),
        email_change = case when $2 is null then email_change else '' end,
        encrypted_password = coalesce($3, encrypted_password),
        email_confirmed_at = case when $4 then coalesce(email_confirmed_at, now()) else email_confirmed_at end,
        raw_user_meta_data = case when $5::jsonb is null then raw_user_meta_data else ${mergedMetadata('raw_user_meta_data', '$5')} end,
        raw_app_meta_data = case when $6::jsonb is null then raw_app_meta_data else ${mergedMetadata('raw_app_meta_data', '$6')} end,
        banned_until = case when $7 then $8::timestamptz else banned_until end,
        phone = coalesce($9, phone),
        phone_change = case when $9 is null then phone_change else '' end,
        phone_confirmed_at = case when $10 then coalesce(phone_confirmed_at, now())
                                  when $9 is not null and $9 is distinct from phone then null
                                  else phone_confirmed_at end,
        updated_at = now()
      where id = $1 returning ${userColumns}`,
    [
      id,
      fields.email,
      fields.passwordHash,
      fields.confirm,
      fields.userMetadata ? JSON.stringify(fields.userMetadata) : null,
      fields.appMetadata ? JSON.stringify(fields.appMetadata) : null,
      fields.ban !== undefined,
      fields.ban?.until ?? null,
      fields.phone ?? null,
      fields.phoneConfirm === true,
    ],
  );
  return updated.rows[0];
}

/** GoTrue's soft delete: the row stays, without address, password, tokens or metadata. False when there is no such user. */
export async function softDeleteUser(db: Queryable, id: string): Promise<boolean> {
  // GoTrue's soft delete removes the identities too: none of them signs in any more.
  const updated = await db.query(
    `with removed_identities as (delete from auth.identities where user_id = $1)
     update auth.users set deleted_at = coalesce(deleted_at, now()), email = null, email_change = '', encrypted_password = null,
            confirmation_token = null, recovery_token = null, email_change_token_new = null, email_change_token_current = '',
            reauthentication_token = null, raw_user_meta_data = '{}'::jsonb, updated_at = now(),
            phone = null, phone_change = '', phone_change_token = ''
      where id = $1`,
    [id],
  );
  return updated.affectedRows > 0;
}

/** False when there is no such user. */
export async function deleteUserRow(db: Queryable, id: string): Promise<boolean> {
  const deleted = await db.query('delete from auth.users where id = $1', [id]);
  return deleted.affectedRows > 0;
}

// ---- Mail pacing (GoTrue's SMTP_MAX_FREQUENCY) -------------------------------------------------

/** Each *_sent_at column with the tokens that a new request replaces (the mail that leaves mints fresh ones). */
const sentAtColumns = {
  recovery_sent_at: ['recovery_token'],
  confirmation_sent_at: ['confirmation_token'],
  email_change_sent_at: ['email_change_token_current', 'email_change_token_new'],
  reauthentication_sent_at: ['reauthentication_token'],
} as const;

export type SentAtColumn = keyof typeof sentAtColumns;

/** Stamps the column and drops its tokens, unless it was stamped under `pauseSeconds` ago; whether it did. */
export async function stampSendUnlessRecent(tx: Queryable, userId: string, column: SentAtColumn, pauseSeconds: number): Promise<boolean> {
  const cleared = sentAtColumns[column].map((token) => `${token} = null`).join(', ');
  const claimed = await tx.query(
    `update auth.users set ${column} = now(), ${cleared}, updated_at = now()
      where id = $1 and (${column} is null or ${column} <= now() - make_interval(secs => $2))`,
    [userId, pauseSeconds],
  );
  return claimed.affectedRows > 0;
}

/** Seconds until the column is `pauseSeconds` old (null when it is null or there is no such user). */
export async function secondsUntilSendAllowed(tx: Queryable, userId: string, column: SentAtColumn, pauseSeconds: number): Promise<number | null> {
  const left = await tx.query<{ wait: number | null }>(
    `select extract(epoch from ${column} + make_interval(secs => $2) - now())::float8 as wait from auth.users where id = $1`,
    [userId, pauseSeconds],
  );
  return left.rows[0]?.wait ?? null;
}

// ---- Link tokens and codes (only their hashes) -------------------------------------------------

/**
 * Stores a mail's token hash only when the mail still goes to that user's address for that
 * purpose (an address changed since stores nothing); the *_sent_at column restarts the link's lifetime.
 */
const mailTokenStatements: Record<AuthLinkKind, string> = {
  password_recovery: 'update auth.users set recovery_token = $3, recovery_sent_at = now() where id = $1 and lower(email) = $2',
  signup_confirmation: `update auth.users set confirmation_token = $3, confirmation_sent_at = now()
     where id = $1 and lower(email) = $2 and email_confirmed_at is null`,
  email_change_current: `update auth.users set email_change_token_current = $3, email_change_sent_at = now()
     where id = $1 and lower(email) = $2 and coalesce(email_change, '') <> ''`,
  email_change_new: `update auth.users set email_change_token_new = $3, email_change_sent_at = now()
     where id = $1 and lower(email_change) = $2`,
  magic_link: 'update auth.users set recovery_token = $3, recovery_sent_at = now() where id = $1 and lower(email) = $2',
  invite: `update auth.users set confirmation_token = $3, confirmation_sent_at = now()
     where id = $1 and lower(email) = $2 and email_confirmed_at is null`,
};

/** `recipient` in lower case. Whether the mail still applies (a hash was stored). */
export async function storeMailTokenHash(db: Queryable, kind: AuthLinkKind, userId: string, recipient: string, tokenHash: string): Promise<boolean> {
  const stored = await db.query(mailTokenStatements[kind], [userId, recipient, tokenHash]);
  return stored.affectedRows > 0;
}

/** Where each purpose keeps its link token, and the column that dates it. */
const tokenColumns: Record<TokenPurpose, { token: string; sentAt: string }> = {
  confirmation: { token: 'confirmation_token', sentAt: 'confirmation_sent_at' },
  recovery: { token: 'recovery_token', sentAt: 'recovery_sent_at' },
  email_change_current: { token: 'email_change_token_current', sentAt: 'email_change_sent_at' },
  email_change_new: { token: 'email_change_token_new', sentAt: 'email_change_sent_at' },
};

/** Stores a link token's hash for the purpose unconditionally (generate_link, a spent code), restarting its lifetime. */
export async function storeTokenHash(db: Queryable, purpose: TokenPurpose, userId: string, tokenHash: string): Promise<void> {
  const { token: column, sentAt } = tokenColumns[purpose];
  await db.query(`update auth.users set ${column} = $2, ${sentAt} = now() where id = $1`, [userId, tokenHash]);
}

/** Locks the account a confirmation token belongs to; whether it was sent within `lifetimeHours`. */
export async function lockByConfirmationToken(tx: Queryable, tokenHash: string, lifetimeHours: number): Promise<{ id: string; fresh: boolean } | undefined> {
  const found = await tx.query<{ id: string; fresh: boolean }>(
    `select id, confirmation_sent_at > now() - make_interval(hours => $2) as fresh
       from auth.users where confirmation_token = $1 for update`,
    [tokenHash, lifetimeHours],
  );
  return found.rows[0];
}

/** Spends the confirmation token; a fresh one also confirms the address and signs in. */
export async function spendConfirmationToken(tx: Queryable, id: string, fresh: boolean): Promise<UserRow> {
  const confirmed = await tx.query<UserRow>(
    `update auth.users set confirmation_token = null, updated_at = now(),
            email_confirmed_at = case when $2 then coalesce(email_confirmed_at, now()) else email_confirmed_at end,
            last_sign_in_at = case when $2 then now() else last_sign_in_at end
      where id = $1 returning ${userColumns}`,
    [id, fresh],
  );
  return confirmed.rows[0];
}

/** Spends a recovery token (signing in and confirming the address); `fresh`: sent within `lifetimeMinutes`. */
export async function spendRecoveryToken(db: Queryable, tokenHash: string, lifetimeMinutes: number): Promise<(UserRow & { fresh: boolean }) | undefined> {
  const spent = await db.query<UserRow & { fresh: boolean }>(
    `update auth.users set recovery_token = null, last_sign_in_at = now(), updated_at = now(),
            email_confirmed_at = coalesce(email_confirmed_at, now())
      where recovery_token = $1
      returning ${userColumns}, recovery_sent_at > now() - make_interval(mins => $2) as fresh`,
    [tokenHash, lifetimeMinutes],
  );
  return spent.rows[0];
}

/** Stores a reauthentication code's hash when `recipient` (lower case) is still the user's confirmed address; whether it did. */
export async function storeReauthenticationCodeHash(db: Queryable, userId: string, recipient: string, codeHash: string): Promise<boolean> {
  const stored = await db.query(
    `update auth.users set reauthentication_token = $3, reauthentication_sent_at = now(), updated_at = now()
      where id = $1 and lower(email) = $2 and email_confirmed_at is not null`,
    [userId, recipient, codeHash],
  );
  return stored.affectedRows > 0;
}

/** Whether this is the user's reauthentication code hash, sent within `lifetimeMinutes`. */
export async function reauthenticationCodeMatches(db: Queryable, userId: string, codeHash: string, lifetimeMinutes: number): Promise<boolean> {
  const found = await db.query<{ valid: boolean }>(
    `select reauthentication_token = $2 and reauthentication_sent_at > now() - make_interval(mins => $3) as valid
       from auth.users where id = $1`,
    [userId, codeHash, lifetimeMinutes],
  );
  return found.rows[0]?.valid === true;
}

/** Spends the code, conditional on the same hash so two requests racing with one code cannot both use it. */
export async function spendReauthenticationCode(db: Queryable, userId: string, codeHash: string): Promise<boolean> {
  const spent = await db.query(`update auth.users set reauthentication_token = null where id = $1 and reauthentication_token = $2`, [userId, codeHash]);
  return spent.affectedRows > 0;
}

// ---- E-mail change -----------------------------------------------------------------------------

/** Locks the user's row; the seconds left before a change to `email` may be asked again, or null. */
export async function lockForEmailChange(tx: Queryable, userId: string, email: string, pauseSeconds: number): Promise<number | null> {
  const recent = await tx.query<{ wait: number | null }>(
    `select case when lower(email_change) = $2 and email_change_sent_at > now() - make_interval(secs => $3)
                 then ceil(extract(epoch from email_change_sent_at + make_interval(secs => $3) - now()))::int end as wait
       from auth.users where id = $1 for update`,
    [userId, email, pauseSeconds],
  );
  return recent.rows[0]?.wait ?? null;
}

/** PUT /user {email}: a new change, with no link confirmed yet. */
export async function startEmailChange(tx: Queryable, userId: string, email: string): Promise<UserRow> {
  const saved = await tx.query<UserRow>(
    `update auth.users set email_change = $2, email_change_sent_at = now(), email_change_confirm_status = 0,
            email_change_token_new = null, email_change_token_current = null, updated_at = now()
      where id = $1 returning ${userColumns}`,
    [userId, email],
  );
  return saved.rows[0];
}

/** generate_link email_change: keeps the tokens already minted for that same address. */
export async function recordPendingEmailChange(db: Queryable, userId: string, newEmail: string): Promise<UserRow> {
  const saved = await db.query<UserRow>(
    `update auth.users set
        email_change_token_new = case when lower(coalesce(email_change, '')) = $2 then email_change_token_new end,
        email_change_token_current = case when lower(coalesce(email_change, '')) = $2 then email_change_token_current end,
        email_change_confirm_status = case when lower(coalesce(email_change, '')) = $2 then email_change_confirm_status else 0 end,
        email_change = $2, email_change_sent_at = now(), updated_at = now()
      where id = $1 returning ${userColumns}`,
    [userId, newEmail],
  );
  return saved.rows[0];
}

/** A change resent: both links needed again. Undefined when no change waits. */
export async function restartEmailChange(tx: Queryable, userId: string): Promise<UserRow | undefined> {
  const restarted = await tx.query<UserRow>(
    `update auth.users set email_change_confirm_status = 0 where id = $1 and coalesce(email_change, '') <> '' returning ${userColumns}`,
    [userId],
  );
  return restarted.rows[0];
}

export interface EmailChangeMatch {
  id: string;
  confirmed_before: number;
  via_current: boolean;
  fresh: boolean;
}

/** Locks the account one of whose change links has this hash. */
export async function lockByEmailChangeToken(tx: Queryable, tokenHash: string, lifetimeHours: number): Promise<EmailChangeMatch | undefined> {
  const found = await tx.query<EmailChangeMatch>(
    `select id, coalesce(email_change_confirm_status, 0)::int as confirmed_before,
            email_change_token_current is not distinct from $1 as via_current,
            email_change_sent_at > now() - make_interval(hours => $2) as fresh
       from auth.users
      where (email_change_token_new = $1 or email_change_token_current = $1) and coalesce(email_change, '') <> ''
      for update`,
    [tokenHash, lifetimeHours],
  );
  return found.rows[0];
}

/** The first of the two links: spends it and marks one confirmed. */
export async function confirmFirstEmailChangeLink(tx: Queryable, userId: string, viaCurrent: boolean): Promise<void> {
  await tx.query(
    `update auth.users set email_change_confirm_status = 1, updated_at = now(),
            email_change_token_current = case when $2 then null else email_change_token_current end,
            email_change_token_new = case when $2 then email_change_token_new else null end
      where id = $1`,
    [userId, viaCurrent],
  );
}

/** The second link: the address becomes the new one (confirmed), and the user is signed in. */
export async function applyEmailChange(tx: Queryable, userId: string): Promise<UserRow> {
  const changed = await tx.query<UserRow>(
    `update auth.users set email = lower(email_change), email_change = '', email_change_confirm_status = 0,
            email_change_token_new = null, email_change_token_current = null,
            email_confirmed_at = coalesce(email_confirmed_at, now()), last_sign_in_at = now(), updated_at = now()
      where id = $1 returning ${userColumns}`,
    [userId],
  );
  return changed.rows[0];
}
