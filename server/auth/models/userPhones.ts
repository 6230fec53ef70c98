import type { Queryable } from '../../db/types';
import type { UserRow } from '../userJson';
import { userColumns, withIdentities } from './users';

/**
 * The statements on auth.users for sign-in by phone (decision 053), beside users.ts as GoTrue keeps its
 * phone queries beside the user model. Numbers as GoTrue stores them (E.164 without '+'); codes as
 * keyed hashes only. The code of a sign-up or a sign-in lives in confirmation_token (dated by
 * confirmation_sent_at), the code of a new number in phone_change_token (phone_change_sent_at), as GoTrue's.
 */

/** The two codes a number may be sent. */
export type PhoneCodePurpose = 'confirmation' | 'phone_change';

const phoneProvider = JSON.stringify({ provider: 'phone', providers: ['phone'] });

/** Each purpose's token column, the column that dates it, and the number column it is looked up by. */
const purposeColumns: Record<PhoneCodePurpose, { token: string; sentAt: string; number: string }> = {
  confirmation: { token: 'confirmation_token', sentAt: 'confirmation_sent_at', number: 'phone' },
  phone_change: { token: 'phone_change_token', sentAt: 'phone_change_sent_at', number: 'phone_change' },
};

export async function findUserByPhone(db: Queryable, phone: string): Promise<UserRow | undefined> {
  const found = await db.query<UserRow>(`select ${userColumns} from auth.users where phone = $1`, [phone]);
  return found.rows[0];
}

/** The account waiting to move to this number (PUT /user { phone }). */
export async function findUserByPhoneChange(db: Queryable, phone: string): Promise<UserRow | undefined> {
  const found = await db.query<UserRow>(`select ${userColumns} from auth.users where phone_change = $1 order by phone_change_sent_at desc nulls last limit 1`, [phone]);
  return found.rows[0];
}

/** Whether an account other than `userId` has this number. */
export async function phoneTakenByOther(db: Queryable, phone: string, userId: string): Promise<boolean> {
  const owner = await db.query('select 1 from auth.users where phone = $1 and id <> $2', [phone, userId]);
  return owner.rows.length > 0;
}

/** A sign-up by phone (POST /signup { phone, password }, or POST /otp for a new number): unconfirmed until its code comes back. */
export async function insertPhoneUser(db: Queryable, phone: string, passwordHash: string | null, metadata: Record<string, unknown>): Promise<UserRow> {
  const inserted = await db.query<UserRow>(
    withIdentities(`insert into auth.users (phone, encrypted_password, raw_app_meta_data, raw_user_meta_data)
     values ($1, $2, $3::jsonb, $4::jsonb)`),
    [phone, passwordHash, phoneProvider, JSON.stringify(metadata)],
  );
  return inserted.rows[0];
}

/**
 * A sign-up repeated before the number was confirmed: the newest password (or none, for a code
 * sign-in) and metadata win, so whoever registered someone else's number first never holds the
 * account that its owner later confirms. Undefined once confirmed.
 */
export async function replaceUnconfirmedPhoneUser(db: Queryable, id: string, passwordHash: string | null, metadata: Record<string, unknown> | null): Promise<UserRow | undefined> {
  const updated = await db.query<UserRow>(
    `update auth.users set encrypted_password = $2, raw_user_meta_data = coalesce($3::jsonb, raw_user_meta_data), updated_at = now()
      where id = $1 and phone_confirmed_at is null returning ${userColumns}`,
    [id, passwordHash, metadata ? JSON.stringify(metadata) : null],
  );
  return updated.rows[0];
}

/**
 * Stores a new code's hash unless one was sent under `pauseSeconds` ago (GoTrue's SMS_MAX_FREQUENCY),
 * in one conditional update so two requests at once send one code. For a phone change, the number
 * it goes to becomes the pending one. Whether it stored it.
 */
export async function storePhoneCodeUnlessRecent(
  tx: Queryable,
  userId: string,
  purpose: PhoneCodePurpose,
  codeHash: string,
  pauseSeconds: number,
  newPhone?: string,
): Promise<boolean> {
  const { token, sentAt } = purposeColumns[purpose];
  const pendingNumber = purpose === 'phone_change' ? ', phone_change = $4' : '';
  const parameters = [userId, codeHash, pauseSeconds, ...(purpose === 'phone_change' ? [newPhone ?? ''] : [])];
  const stored = await tx.query(
    `update auth.users set ${token} = $2, ${sentAt} = now(), updated_at = now()${pendingNumber}
      where id = $1 and (${sentAt} is null or ${sentAt} <= now() - make_interval(secs => $3))`,
    parameters,
  );
  return stored.affectedRows > 0;
}

/** Seconds until a new code of this purpose may be sent to the user (null when there is no such user). */
export async function secondsUntilPhoneCodeAllowed(db: Queryable, userId: string, purpose: PhoneCodePurpose, pauseSeconds: number): Promise<number | null> {
  const { sentAt } = purposeColumns[purpose];
  const left = await db.query<{ wait: number | null }>(
    `select extract(epoch from ${sentAt} + make_interval(secs => $2) - now())::float8 as wait from auth.users where id = $1`,
    [userId, pauseSeconds],
  );
  return left.rows[0]?.wait ?? null;
}

/** When the code now waiting for this number was sent (what its wrong guesses are counted against), or undefined. */
export async function pendingPhoneCode(db: Queryable, phone: string, purpose: PhoneCodePurpose): Promise<{ id: string; sent_at: string } | undefined> {
  const { token, sentAt, number } = purposeColumns[purpose];
  const found = await db.query<{ id: string; sent_at: string }>(
    `select id, (extract(epoch from ${sentAt}) * 1000)::bigint::text as sent_at from auth.users
      where ${number} = $1 and coalesce(${token}, '') <> '' and ${sentAt} is not null
      order by ${sentAt} desc limit 1`,
    [phone],
  );
  return found.rows[0];
}

/** Too many wrong guesses: the code no longer works, even right. */
export async function burnPhoneCode(db: Queryable, userId: string, purpose: PhoneCodePurpose): Promise<void> {
  const { token } = purposeColumns[purpose];
  await db.query(`update auth.users set ${token} = '' where id = $1`, [userId]);
}

/**
 * Spends the sign-in (or sign-up) code of a number: it must be the stored hash and younger than
 * `lifetimeSeconds`. The number becomes confirmed and the user signed in. Undefined otherwise.
 */
export async function spendConfirmationCode(db: Queryable, phone: string, codeHash: string, lifetimeSeconds: number): Promise<UserRow | undefined> {
  const spent = await db.query<UserRow>(
    `update auth.users set confirmation_token = '', phone_confirmed_at = coalesce(phone_confirmed_at, now()),
            last_sign_in_at = now(), updated_at = now()
      where phone = $1 and confirmation_token = $2 and confirmation_sent_at > now() - make_interval(secs => $3)
      returning ${userColumns}`,
    [phone, codeHash, lifetimeSeconds],
  );
  return spent.rows[0];
}

/**
 * Spends the code sent to a new number: the number becomes the account's, confirmed, as GoTrue's
 * ConfirmPhoneChange (the caller then updates its phone identity and providers). Undefined when the
 * code is wrong or stale.
 */
export async function spendPhoneChangeCode(db: Queryable, phone: string, codeHash: string, lifetimeSeconds: number): Promise<UserRow | undefined> {
  const changed = await db.query<UserRow>(
    `update auth.users set phone = phone_change, phone_change = '', phone_change_token = '', phone_confirmed_at = now(),
            last_sign_in_at = now(), updated_at = now()
      where phone_change = $1 and phone_change_token = $2 and phone_change_sent_at > now() - make_interval(secs => $3)
      returning ${userColumns}`,
    [phone, codeHash, lifetimeSeconds],
  );
  return changed.rows[0];
}
