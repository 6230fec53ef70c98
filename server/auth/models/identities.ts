import type { Queryable } from '../../db/types';
import { userColumns } from './users';
import type { UserRow } from '../userJson';

/**
 * The statements on auth.identities (GoTrue's internal/models/identity.go): one row per way a user
 * signs in, keyed by the provider and the provider's id for the person (`sub`).
 */

export interface IdentityRow {
  id: string;
  user_id: string;
  provider: string;
}

/** Locks the identity the provider's `sub` already has here, if any. */
export async function lockIdentity(tx: Queryable, provider: string, providerId: string): Promise<IdentityRow | undefined> {
  const found = await tx.query<IdentityRow>('select id, user_id, provider from auth.identities where provider = $1 and provider_id = $2 for update', [provider, providerId]);
  return found.rows[0];
}

/** A sign-in through the identity: its data as the provider gives it now (GoTrue updates it each time). */
export async function recordIdentitySignIn(tx: Queryable, id: string, identityData: Record<string, unknown>): Promise<void> {
  await tx.query('update auth.identities set identity_data = $2::jsonb, last_sign_in_at = now(), updated_at = now() where id = $1', [id, JSON.stringify(identityData)]);
}

export async function insertIdentity(tx: Queryable, userId: string, provider: string, providerId: string, identityData: Record<string, unknown>): Promise<void> {
  await tx.query(
    `insert into auth.identities (provider_id, user_id, identity_data, provider, last_sign_in_at) values ($1, $2, $3::jsonb, $4, now())`,
    [providerId, userId, JSON.stringify(identityData), provider],
  );
}

/** An e-mail change about to apply: the e-mail identity takes the new address, as GoTrue's (its data, hence its `email`). */
export async function followEmailChange(tx: Queryable, userId: string): Promise<void> {
  await tx.query(
    `update auth.identities set identity_data = identity_data || jsonb_build_object('email', lower(users.email_change), 'email_verified', true), updated_at = now()
       from auth.users where users.id = $1 and identities.user_id = users.id and identities.provider = 'email' and coalesce(users.email_change, '') <> ''`,
    [userId],
  );
}

/**
 * The phone identity follows the account's number (decision 053), as GoTrue's ConfirmPhone and
 * ConfirmPhoneChange: made when missing, its data (number, verified) brought up to date otherwise.
 */
export async function upsertPhoneIdentity(tx: Queryable, userId: string): Promise<void> {
  await tx.query(
    `insert into auth.identities (provider_id, user_id, identity_data, provider, last_sign_in_at)
     select id::text, id, jsonb_build_object('sub', id::text, 'phone', phone, 'email_verified', false, 'phone_verified', phone_confirmed_at is not null),
            'phone', now()
       from auth.users where id = $1 and phone is not null
     on conflict (provider_id, provider) do update set identity_data = excluded.identity_data, updated_at = now()`,
    [userId],
  );
}

export async function countIdentities(tx: Queryable, userId: string): Promise<number> {
  const counted = await tx.query<{ total: number }>('select count(*)::int as total from auth.identities where user_id = $1', [userId]);
  return counted.rows[0].total;
}

/** Deletes one of the user's identities (by its row id); the provider it was of, or undefined when the user has no such identity. */
export async function deleteUserIdentity(tx: Queryable, userId: string, identityId: string): Promise<string | undefined> {
  const deleted = await tx.query<{ provider: string }>('delete from auth.identities where id = $1 and user_id = $2 returning provider', [identityId, userId]);
  return deleted.rows[0]?.provider;
}

/**
 * app_metadata.providers follows the identities, as GoTrue's UpdateAppMetaDataProviders; `provider`
 * (how the account began) stays unless the identity it named is gone.
 */
export async function refreshProviders(tx: Queryable, userId: string): Promise<UserRow> {
  const updated = await tx.query<UserRow>(
    `update auth.users set updated_at = now(), raw_app_meta_data = coalesce(raw_app_meta_data, '{}'::jsonb)
        || jsonb_build_object('providers', coalesce((select jsonb_agg(distinct identity.provider) from auth.identities as identity where identity.user_id = users.id), '[]'::jsonb))
        || case when exists (select 1 from auth.identities as identity where identity.user_id = users.id and identity.provider = coalesce(raw_app_meta_data ->> 'provider', 'email'))
                then '{}'::jsonb
                else jsonb_build_object('provider', (select identity.provider from auth.identities as identity where identity.user_id = users.id order by identity.created_at limit 1)) end
      where id = $1 returning ${userColumns}`,
    [userId],
  );
  return updated.rows[0];
}

/**
 * An account made by an external sign-in (GoTrue's createAccountFromExternalIdentity), with its
 * first identity, in one statement; confirmed when the provider vouches for the address.
 */
export async function insertExternalUser(
  tx: Queryable,
  fields: { email: string | null; emailVerified: boolean; provider: string; providerId: string; identityData: Record<string, unknown> },
): Promise<string> {
  const inserted = await tx.query<{ id: string }>(
    `with new_user as (
       insert into auth.users (email, email_confirmed_at, last_sign_in_at, raw_app_meta_data, raw_user_meta_data)
       values ($1, case when $2 then now() end, now(), jsonb_build_object('provider', $3::text, 'providers', jsonb_build_array($3::text)), $5::jsonb)
       returning id),
     new_identity as (
       insert into auth.identities (provider_id, user_id, identity_data, provider, last_sign_in_at)
       select $4, id, $5::jsonb, $3, now() from new_user)
     select id from new_user`,
    [fields.email, fields.emailVerified, fields.provider, fields.providerId, JSON.stringify(fields.identityData)],
  );
  return inserted.rows[0].id;
}

/**
 * An existing account joined by an identity whose provider vouches for the same address: the address
 * counts as confirmed, and a password set by whoever registered it unconfirmed is dropped (whoever
 * typed someone else's address must not keep a way into the account its owner now uses).
 */
export async function confirmLinkedAccount(tx: Queryable, userId: string): Promise<void> {
  await tx.query(
    `update auth.users set encrypted_password = case when email_confirmed_at is null then null else encrypted_password end,
            email_confirmed_at = coalesce(email_confirmed_at, now()), updated_at = now()
      where id = $1`,
    [userId],
  );
}
