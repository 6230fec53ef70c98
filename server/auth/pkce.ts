import { createHash, randomBytes } from 'node:crypto';
import type { Database, Queryable } from '../db/types';
import { hashToken } from './emailLinks';
import { AuthApiError, badRequest } from './errors';
import {
  completeOAuthFlow,
  deleteFlow,
  deleteStaleFlows,
  deleteStaleOAuthFlows,
  insertFlow,
  insertOAuthFlow,
  lockFlowByAuthCode,
  setAuthCodeHash,
  type FlowMethod,
} from './models/flowState';
import { authErrors } from './authErrors';

/**
 * PKCE for e-mailed links (GoTrue's flow_state): a request that carries code_challenge (supabase-js
 * flowType 'pkce': signUp, signInWithOtp, resetPasswordForEmail) leaves a flow for the user; when
 * the link is opened, the redirect carries ?code= instead of the session, and only the client that
 * holds the code_verifier turns it into a session (POST /token?grant_type=pkce).
 */

/** An auth code works once, within five minutes of the redirect (GoTrue's flow state expiry). */
const authCodeSeconds = 300;
/** A flow waits for its link as long as the longest link lives. */
const flowHours = 24;

export interface CodeChallenge {
  challenge: string;
  method: 's256' | 'plain';
}

/** The request's code_challenge, checked as GoTrue does; undefined for a flow without PKCE. */
export function readCodeChallenge(challenge: string | undefined, method: string | undefined): CodeChallenge | undefined {
  if (!challenge && !method) return undefined;
  if (!challenge || !method) throw badRequest('PKCE flow requires code_challenge_method and code_challenge');
  const normalized = method.toLowerCase();
  if (normalized !== 's256' && normalized !== 'plain') throw badRequest(`code challenge method ${method} not supported`);
  if (challenge.length < 43 || challenge.length > 128) throw badRequest('code challenge has to be between 43 and 128 characters');
  return { challenge, method: normalized };
}

/**
 * Records the flow for the user and returns its id, which the mailed link carries (GoTrue marks its
 * PKCE tokens instead): only the link asked with this challenge leads back with a code, never a link
 * asked by someone else for the same address.
 */
export async function openFlow(db: Queryable, userId: string, pkce: CodeChallenge, method: FlowMethod): Promise<string> {
  await deleteStaleFlows(db, userId, flowHours);
  return insertFlow(db, userId, pkce.challenge, pkce.method, method);
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The auth code of the flow a verified link named (flow_id), when it is the user's and still waits. */
export async function issueAuthCode(db: Queryable, userId: string, flowId: string | undefined, methods: readonly FlowMethod[]): Promise<string | undefined> {
  if (!flowId || !uuidPattern.test(flowId)) return undefined;
  const code = randomBytes(24).toString('base64url');
  return (await setAuthCodeHash(db, flowId, userId, methods, hashToken(code), flowHours)) ? code : undefined;
}

/** An OAuth sign-in's flow waits as long as its state (server/auth/external/oauthState.ts) lives. */
const oauthFlowSeconds = 600;

/** A sign-in at an external provider asked with PKCE (signInWithOAuth with flowType 'pkce'): its flow, before any user. */
export async function openOAuthFlow(db: Queryable, pkce: CodeChallenge, providerType: string): Promise<string> {
  await deleteStaleOAuthFlows(db, oauthFlowSeconds);
  return insertOAuthFlow(db, pkce.challenge, pkce.method, providerType);
}

/** The provider's callback: the auth code its redirect carries, with the provider's tokens kept for the exchange. */
export async function issueOAuthCode(db: Queryable, flowId: string, userId: string, tokens: { accessToken: string; refreshToken?: string }): Promise<string | undefined> {
  if (!uuidPattern.test(flowId)) return undefined;
  const code = randomBytes(24).toString('base64url');
  const completed = await completeOAuthFlow(db, flowId, {
    userId,
    codeHash: hashToken(code),
    providerAccessToken: tokens.accessToken,
    providerRefreshToken: tokens.refreshToken ?? null,
    seconds: oauthFlowSeconds,
  });
  return completed ? code : undefined;
}

const challengeOf = (verifier: string, method: string) =>
  method === 'plain' ? verifier : createHash('sha256').update(verifier).digest('base64url');

/** POST /token?grant_type=pkce: spends the code when the verifier matches; the user and how they signed in. */
export async function exchangeAuthCode(db: Database, authCode: string, verifier: string) {
  if (!authCode || !verifier) throw badRequest('invalid request: both auth code and code verifier should be non-empty');
  return db.transaction(async (tx) => {
    const flow = await lockFlowByAuthCode(tx, hashToken(authCode), authCodeSeconds);
    if (!flow) throw new AuthApiError(authErrors.flowStateNotFound, 'invalid flow state, no valid flow state found');
    if (!flow.fresh) {
      await deleteFlow(tx, flow.id);
      throw new AuthApiError(authErrors.flowStateExpired, 'invalid flow state, flow state has expired');
    }
    if (challengeOf(verifier, flow.code_challenge_method) !== flow.code_challenge) {
      throw new AuthApiError(authErrors.badCodeVerifier, 'code challenge does not match previously saved code verifier');
    }
    await deleteFlow(tx, flow.id);
    return {
      userId: flow.user_id,
      method: flow.authentication_method,
      providerToken: flow.provider_access_token ?? undefined,
      providerRefreshToken: flow.provider_refresh_token ?? undefined,
    };
  });
}
