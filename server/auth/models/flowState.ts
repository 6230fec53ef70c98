import type { Queryable } from '../../db/types';

/** The statements on auth.flow_state (PKCE flows; GoTrue's internal/models/flow_state.go). Only auth codes' hashes reach it. */

/** How the flow began, in GoTrue's words (its authentication_method). */
export type FlowMethod = 'magiclink' | 'recovery' | 'email/signup' | 'invite' | 'email_change' | 'oauth';

export interface LockedFlow {
  id: string;
  user_id: string;
  code_challenge: string;
  code_challenge_method: string;
  authentication_method: FlowMethod;
  /** An OAuth sign-in's tokens from the provider, handed over with the session (GoTrue's flow_state columns). */
  provider_access_token: string | null;
  provider_refresh_token: string | null;
  /** Its auth code was issued within the lifetime asked. */
  fresh: boolean;
}

/** Flows of the user older than `hours` whose link was never followed. */
export async function deleteStaleFlows(db: Queryable, userId: string, hours: number): Promise<void> {
  await db.query(`delete from auth.flow_state where user_id = $1 and auth_code is null and created_at < now() - make_interval(hours => $2)`, [userId, hours]);
}

export async function insertFlow(db: Queryable, userId: string, challenge: string, challengeMethod: string, method: FlowMethod): Promise<string> {
  const opened = await db.query<{ id: string }>(
    `insert into auth.flow_state (user_id, code_challenge, code_challenge_method, authentication_method) values ($1, $2, $3, $4) returning id`,
    [userId, challenge, challengeMethod, method],
  );
  return opened.rows[0].id;
}

/** Stores the auth code's hash on the user's flow, when it is of one of `methods`, has none yet and is younger than `hours`; whether it did. */
export async function setAuthCodeHash(db: Queryable, flowId: string, userId: string, methods: readonly FlowMethod[], codeHash: string, hours: number): Promise<boolean> {
  const issued = await db.query(
    `update auth.flow_state set auth_code = $4, auth_code_issued_at = now(), updated_at = now()
      where id = $1 and user_id = $2 and authentication_method = any($3::text[]) and auth_code is null
        and created_at > now() - make_interval(hours => $5)`,
    [flowId, userId, methods, codeHash, hours],
  );
  return issued.affectedRows > 0;
}

/** Locks the flow whose auth code has this hash. */
export async function lockFlowByAuthCode(tx: Queryable, codeHash: string, codeSeconds: number): Promise<LockedFlow | undefined> {
  const found = await tx.query<LockedFlow>(
    `select id, user_id, code_challenge, code_challenge_method, authentication_method, provider_access_token, provider_refresh_token,
            auth_code_issued_at > now() - make_interval(secs => $2) as fresh
       from auth.flow_state where auth_code = $1 for update`,
    [codeHash, codeSeconds],
  );
  return found.rows[0];
}

export async function deleteFlow(tx: Queryable, flowId: string): Promise<void> {
  await tx.query('delete from auth.flow_state where id = $1', [flowId]);
}

/** OAuth flows past their ten minutes, followed or not: none keeps a provider's tokens longer. */
export async function deleteStaleOAuthFlows(db: Queryable, seconds: number): Promise<void> {
  await db.query(`delete from auth.flow_state where authentication_method = 'oauth' and created_at < now() - make_interval(secs => $1)`, [seconds]);
}

/** An OAuth sign-in asked with PKCE: the flow exists before anyone knows which user will sign in. */
export async function insertOAuthFlow(db: Queryable, challenge: string, challengeMethod: string, providerType: string): Promise<string> {
  const opened = await db.query<{ id: string }>(
    `insert into auth.flow_state (code_challenge, code_challenge_method, provider_type, authentication_method) values ($1, $2, $3, 'oauth') returning id`,
    [challenge, challengeMethod, providerType],
  );
  return opened.rows[0].id;
}

/** The provider's callback names the user and hands its tokens over; once only, within `seconds` of the redirect. Whether it did. */
export async function completeOAuthFlow(
  db: Queryable,
  flowId: string,
  fields: { userId: string; codeHash: string; providerAccessToken: string; providerRefreshToken: string | null; seconds: number },
): Promise<boolean> {
  const completed = await db.query(
    `update auth.flow_state set user_id = $2, auth_code = $3, auth_code_issued_at = now(), provider_access_token = $4,
            provider_refresh_token = $5, updated_at = now()
      where id = $1 and authentication_method = 'oauth' and user_id is null and auth_code is null
        and created_at > now() - make_interval(secs => $6)`,
    [flowId, fields.userId, fields.codeHash, fields.providerAccessToken, fields.providerRefreshToken, fields.seconds],
  );
  return completed.affectedRows > 0;
}
