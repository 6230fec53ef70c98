import type { Queryable } from '../../db/types';
import type { TokenPurpose } from '../authLinkKinds';

/** The statements on auth.email_codes: the keyed hash of the six-digit code sent with a link, one per user and purpose. */

/** Replaces any earlier code of the user for the purpose. */
export async function upsertEmailCode(db: Queryable, userId: string, purpose: TokenPurpose, codeHash: string): Promise<void> {
  await db.query(
    `insert into auth.email_codes (user_id, purpose, code_hash, sent_at) values ($1, $2, $3, now())
     on conflict (user_id, purpose) do update set code_hash = excluded.code_hash, sent_at = excluded.sent_at`,
    [userId, purpose, codeHash],
  );
}

export async function deleteEmailCodes(db: Queryable, userId: string, purposes: readonly TokenPurpose[]): Promise<void> {
  await db.query('delete from auth.email_codes where user_id = $1 and purpose = any($2::text[])', [userId, purposes]);
}

/** Deletes the code when it matches and was sent within `lifetimeMinutes`; whether it did. */
export async function deleteMatchingEmailCode(db: Queryable, userId: string, purpose: TokenPurpose, codeHash: string, lifetimeMinutes: number): Promise<boolean> {
  const spent = await db.query(
    `delete from auth.email_codes where user_id = $1 and purpose = $2 and code_hash = $3
        and sent_at > now() - make_interval(mins => $4)`,
    [userId, purpose, codeHash, lifetimeMinutes],
  );
  return spent.affectedRows > 0;
}
