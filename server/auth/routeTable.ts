import type { HTTPMethods } from 'fastify';
import { adminUsersEndpoints } from './endpoints/adminUsers';
import type { AuthEnv } from './endpoints/authEnv';
import type { AuthHandler } from './endpoints/authHandler';
import { samlDisabled } from './endpoints/disabledSignIns';
import { externalEndpoints } from './endpoints/external';
import { factorsEndpoints } from './endpoints/factors';
import { factorVerifyEndpoints } from './endpoints/factorVerify';
import { generateLinkEndpoints } from './endpoints/generateLink';
import { infoEndpoints } from './endpoints/info';
import { logoutEndpoints } from './endpoints/logout';
import { otpEndpoints } from './endpoints/otp';
import { reauthenticateEndpoints } from './endpoints/reauthenticate';
import { recoveryEndpoints } from './endpoints/recovery';
import { resendEndpoints } from './endpoints/resend';
import { signupEndpoints } from './endpoints/signup';
import { tokenEndpoints } from './endpoints/token';
import { userEndpoints } from './endpoints/user';
import { verifyEndpoints } from './endpoints/verify';
import type { RateRuleName } from './rateLimits';

/**
 * Who may call a route. `service_role` is checked by the table before the handler runs (GoTrue's
 * requireAdmin); `user` routes start with requireUser (a signed-in user's bearer token), which
 * also hands them the user; `anyone` needs only the API key, checked for every route.
 */
export type AuthLevel = 'anyone' | 'user' | 'service_role';

export interface AuthRoute {
  method: HTTPMethods | HTTPMethods[];
  path: string;
  /** The rate rules (rateLimits.ts) the handler takes from, in the order it takes them; none is []. */
  limits: readonly RateRuleName[];
  level: AuthLevel;
  handler: AuthHandler;
}

/** What sending one text message takes (server/auth/phone/sendPhoneCode.ts). */
const sms: readonly RateRuleName[] = ['sms_number', 'sms_address', 'sms_country', 'sms_sent'];

/** Every route of /auth/v1, as GoTrue's api.go lists them: a new endpoint is one line here. */
export function authRoutes(env: AuthEnv): AuthRoute[] {
  const signup = signupEndpoints(env);
  const token = tokenEndpoints(env);
  const user = userEndpoints(env);
  const reauthenticate = reauthenticateEndpoints(env);
  const logout = logoutEndpoints(env);
  const recovery = recoveryEndpoints(env);
  const verify = verifyEndpoints(env);
  const resend = resendEndpoints(env);
  const factors = factorsEndpoints(env);
  const factorVerify = factorVerifyEndpoints(env);
  const info = infoEndpoints(env);
  const admin = adminUsersEndpoints(env);
  const links = generateLinkEndpoints(env);
  const otp = otpEndpoints(env);
  const external = externalEndpoints(env);
  // prettier-ignore
  return [
    { method: 'POST', path: '/signup', limits: ['signup', ...sms], level: 'anyone', handler: signup.signup },
    { method: 'POST', path: '/token', limits: ['token', 'login', 'login_account'], level: 'anyone', handler: token.token },
    { method: 'GET', path: '/user', limits: [], level: 'user', handler: user.getUser },
    { method: 'PUT', path: '/user', limits: ['reauthentication', ...sms], level: 'user', handler: user.updateUser },
    { method: 'GET', path: '/reauthenticate', limits: [], level: 'user', handler: reauthenticate.reauthenticate },
    { method: 'POST', path: '/logout', limits: [], level: 'user', handler: logout.logout },
    { method: 'POST', path: '/recover', limits: ['recover'], level: 'anyone', handler: recovery.recover },
    { method: 'POST', path: '/verify', limits: ['verify', 'otp_verify'], level: 'anyone', handler: verify.verifyByPost },
    { method: 'GET', path: '/verify', limits: ['verify'], level: 'anyone', handler: verify.verifyByLink },
    { method: 'POST', path: '/resend', limits: ['recover', ...sms], level: 'anyone', handler: resend.resend },
    { method: 'POST', path: '/factors', limits: [], level: 'user', handler: factors.enroll },
    { method: 'DELETE', path: '/factors/:factorId', limits: [], level: 'user', handler: factors.unenroll },
    { method: 'POST', path: '/factors/:factorId/challenge', limits: [], level: 'user', handler: factorVerify.challenge },
    { method: 'POST', path: '/factors/:factorId/verify', limits: ['mfa_verify'], level: 'user', handler: factorVerify.verify },
    { method: 'GET', path: '/settings', limits: [], level: 'anyone', handler: info.settings },
    { method: 'GET', path: '/health', limits: [], level: 'anyone', handler: info.health },
    { method: 'GET', path: '/.well-known/jwks.json', limits: [], level: 'anyone', handler: info.jwks },
    { method: 'GET', path: '/admin/users', limits: [], level: 'service_role', handler: admin.listUsers },
    { method: 'POST', path: '/admin/users', limits: [], level: 'service_role', handler: admin.createUser },
    { method: 'GET', path: '/admin/users/:userId', limits: [], level: 'service_role', handler: admin.getUser },
    { method: 'PUT', path: '/admin/users/:userId', limits: [], level: 'service_role', handler: admin.updateUser },
    { method: 'DELETE', path: '/admin/users/:userId', limits: [], level: 'service_role', handler: admin.deleteUser },
    { method: 'GET', path: '/admin/users/:userId/factors', limits: [], level: 'service_role', handler: admin.listFactors },
    { method: 'DELETE', path: '/admin/users/:userId/factors/:factorId', limits: [], level: 'service_role', handler: admin.deleteFactor },
    { method: 'POST', path: '/admin/generate_link', limits: [], level: 'service_role', handler: links.generateLink },
    { method: 'POST', path: '/invite', limits: [], level: 'service_role', handler: links.invite },
    { method: 'POST', path: '/otp', limits: ['recover', 'signup', ...sms], level: 'anyone', handler: otp.otp },
    { method: 'GET', path: '/authorize', limits: [], level: 'anyone', handler: external.authorize },
    { method: 'GET', path: '/user/identities/authorize', limits: [], level: 'user', handler: external.linkIdentity },
    { method: 'DELETE', path: '/user/identities/:identityId', limits: [], level: 'user', handler: external.unlinkIdentity },
    { method: 'GET', path: '/callback', limits: [], level: 'anyone', handler: external.callback },
    { method: ['GET', 'POST'], path: '/sso', limits: [], level: 'anyone', handler: samlDisabled },
    { method: ['GET', 'POST'], path: '/sso/saml/*', limits: [], level: 'anyone', handler: samlDisabled },
  ];
}
