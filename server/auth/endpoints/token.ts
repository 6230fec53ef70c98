import type { FastifyRequest } from 'fastify';
import { sessionJson } from '../accessTokens';
import { AuthApiError, badRequest } from '../errors';
import { parseBody, passwordGrantBody, pkceGrantBody, refreshGrantBody } from '../input';
import { exchangeAuthCode } from '../pkce';
import { passwordMatches } from '../passwords';
import { sessionAssurance } from '../mfa/assurance';
import { rotateRefreshToken } from '../refreshTokenRotation';
import { endSession } from '../sessionLifecycle';
import { isValidEmail, normalizeEmail } from '../emailAddress';
import { findUserByEmail, findUserById, recordSignIn } from '../models/users';
import { isBanned } from '../userJson';
import { startSession, type AuthEnv } from './authEnv';
import { authHandler } from './authHandler';
import { findUserByPhone } from '../models/userPhones';
import { phoneOrUndefined, requirePhoneProvider } from '../phone/phoneInput';
import type { UserRow } from '../userJson';
import { idTokenGrant } from '../external/idTokenGrant';
import { authErrors } from '../authErrors';

const invalidCredentials = () => new AuthApiError(authErrors.invalidCredentials, 'Invalid login credentials');
const banned = () => new AuthApiError(authErrors.userBanned, 'User is banned');

/** POST /token?grant_type=password|refresh_token|pkce|id_token (web3 answered as GoTrue does with it off) */
export function tokenEndpoints(env: AuthEnv) {
  return {
    token: authHandler<{ Querystring: { grant_type?: unknown } }>(async (request) => {
      await env.limiter.take('token', { address: request.ip });
      const grantType = request.query.grant_type;
      if (grantType === 'password') return passwordGrant(env, request);
      if (grantType === 'refresh_token') return refreshGrant(env, request);
      if (grantType === 'pkce') return pkceGrant(env, request);
      if (grantType === 'id_token') return idTokenGrant(env, request);
      if (grantType === 'web3') throw new AuthApiError(authErrors.web3ProviderDisabled, 'Web3 provider is disabled');
      throw badRequest('unsupported_grant_type');
    }),
  };
}

/**
 * Checks the password. Failures count per address (one password tried on many accounts) and
 * per account, keyed by the address typed so unknown accounts answer alike (one account tried
 * from many addresses); past either allowance even the right password gets GoTrue's 429. Each
 * attempt is counted before the password is compared (passwords sent at once are evaluated only
 * up to the allowance) and given back when the password was right.
 */
async function passwordGrant(env: AuthEnv, request: FastifyRequest) {
  const body = parseBody(passwordGrantBody, request.body);
  if (!body.email && body.phone) return phonePasswordGrant(env, request, body.phone, body.password);
  if (!body.email || !body.password) throw badRequest('A valid email and password must be provided');
  const email = normalizeEmail(body.email);
  if (!isValidEmail(email)) throw invalidCredentials();
  const user = await checkPassword(env, request, email, body.password, () => findUserByEmail(env.ctx.db, email));
  if (!user.email_confirmed_at) throw new AuthApiError(authErrors.emailNotConfirmed, 'Email not confirmed');
  return startSession(env, await recordSignIn(env.ctx.db, user.id), 'password', request);
}

/** supabase-js signInWithPassword({ phone, password }): the number read as the sign-up stored it, confirmed by its code. */
async function phonePasswordGrant(env: AuthEnv, request: FastifyRequest, typedPhone: string, password: string | undefined) {
  requirePhoneProvider(env.ctx.config.phoneAuth, 'Phone logins are disabled');
  if (!password) throw badRequest('A valid phone and password must be provided');
  const phone = phoneOrUndefined(env.ctx.config.phoneAuth, typedPhone);
  if (!phone) throw invalidCredentials();
  const user = await checkPassword(env, request, `phone:${phone}`, password, () => findUserByPhone(env.ctx.db, phone));
  if (!user.phone_confirmed_at) throw new AuthApiError(authErrors.phoneNotConfirmed, 'Phone not confirmed');
  return startSession(env, await recordSignIn(env.ctx.db, user.id), 'password', request);
}

/** The password of the account `account` names, under the failure limits; the user when it is right and not banned. */
async function checkPassword(env: AuthEnv, request: FastifyRequest, account: string, password: string, find: () => Promise<UserRow | undefined>): Promise<UserRow> {
  const attempt = await env.limiter.takeAll([
    ['login', { address: request.ip }],
    ['login_account', { id: account }],
  ]);
  const user = await find();
  if (!(await passwordMatches(password, user?.encrypted_password)) || !user) throw invalidCredentials();
  await attempt.giveBack();
  if (isBanned(user)) throw banned();
  return user;
}

/**
 * Rotates the refresh token. A spent one presented again is tolerated as GoTrue tolerates it (a lost
 * answer, two tabs); past that it is reuse, and with rotation on it ends its whole session.
 */
async function refreshGrant(env: AuthEnv, request: FastifyRequest) {
  const body = parseBody(refreshGrantBody, request.body);
  if (!body.refresh_token) throw badRequest('refresh_token required');
  const policy = env.ctx.config.refreshTokenReuse;
  const rotation = await rotateRefreshToken(env.ctx.db, body.refresh_token, policy);
  if (rotation.kind === 'reused') {
    if (policy.rotationEnabled) {
      await endSession(env.ctx.db, rotation.sessionId);
      env.ctx.sessions.forget([rotation.sessionId]);
    }
    throw new AuthApiError(authErrors.refreshTokenAlreadyUsed, 'Invalid Refresh Token: Already Used');
  }
  const user = await findUserById(env.ctx.db, rotation.userId);
  if (!user) throw new AuthApiError(authErrors.refreshTokenNotFound, 'Invalid Refresh Token: Refresh Token Not Found');
  if (isBanned(user)) throw banned();
  // The level the session reached (aal2 after a second factor) carries over to the new access token.
  return sessionJson(env.ctx.signingKeys.current, env.issuer, {
    user,
    sessionId: rotation.sessionId,
    refreshToken: rotation.refreshToken,
    method: 'password',
    assurance: await sessionAssurance(env.ctx.db, rotation.sessionId),
  });
}

/** The ?code= of a link asked with PKCE, with the verifier only its requester holds (supabase-js exchangeCodeForSession). */
async function pkceGrant(env: AuthEnv, request: FastifyRequest) {
  const body = parseBody(pkceGrantBody, request.body);
  const flow = await exchangeAuthCode(env.ctx.db, body.auth_code ?? '', body.code_verifier ?? '');
  const user = await findUserById(env.ctx.db, flow.userId);
  if (!user) throw new AuthApiError(authErrors.userNotFound, 'User not found');
  if (isBanned(user)) throw banned();
  if (flow.method === 'oauth') {
    const providerTokens = flow.providerToken ? { accessToken: flow.providerToken, refreshToken: flow.providerRefreshToken } : undefined;
    return startSession(env, user, 'oauth', request, providerTokens);
  }
  return startSession(env, user, flow.method === 'recovery' ? 'recovery' : 'otp', request);
}
