import type { JWTPayload } from 'jose';
import type { Database, Queryable } from '../../db/types';
import { AuthApiError } from '../errors';
import { normalizeEmail } from '../emailAddress';
import { confirmLinkedAccount, insertExternalUser, insertIdentity, lockIdentity, recordIdentitySignIn, refreshProviders } from '../models/identities';
import { findUserByEmail, recordSignIn } from '../models/users';
import { isBanned, type UserRow } from '../userJson';
import type { ExternalProvider } from './providerSettings';
import { authErrors } from '../authErrors';

/** Who the provider says signed in: its id for the person, the address and whether it vouches for it. */
export interface ProviderIdentity {
  provider: string;
  providerId: string;
  email: string | null;
  emailVerified: boolean;
  /** auth.identities.identity_data, and a new user's user_metadata, with GoTrue's keys. */
  identityData: Record<string, unknown>;
}

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : undefined);

/** The claims of a verified id_token (completed by userinfo) as GoTrue's provider user data. */
export function identityFromClaims(provider: ExternalProvider, claims: JWTPayload): ProviderIdentity {
  const sub = text(claims.sub) ?? '';
  const email = text(claims.email) ? normalizeEmail(text(claims.email) as string) : null;
  // Some providers write the flag as a string.
  const emailVerified = email !== null && (claims.email_verified === true || claims.email_verified === 'true');
  const name = text(claims.name);
  const picture = text(claims.picture);
  const identityData = Object.fromEntries(
    Object.entries({
      iss: claims.iss,
      sub,
      name,
      full_name: name,
      email: email ?? undefined,
      email_verified: emailVerified,
      phone_verified: false,
      picture,
      avatar_url: picture,
      provider_id: sub,
    }).filter(([, value]) => value !== undefined),
  );
  return { provider: provider.name, providerId: sub, email, emailVerified, identityData };
}

const banned = () => new AuthApiError(authErrors.userBanned, 'User is banned');

/**
 * GoTrue's createAccountFromExternalIdentity and linkIdentityToUser: the identity already known signs
 * its user in; a new one joins the user being linked, or the account with the same address when the
 * provider vouches for it (never a duplicate), or makes a new account. The user, signed in.
 */
export async function signInWithIdentity(db: Database, identity: ProviderIdentity, options: { linkUserId?: string; signupDisabled: boolean }): Promise<UserRow> {
  return db.transaction(async (tx) => {
    const known = await lockIdentity(tx, identity.provider, identity.providerId);
    let userId: string;
    if (options.linkUserId) {
      if (known) {
        const message = known.user_id === options.linkUserId ? 'Identity is already linked' : 'Identity is already linked to another user';
        throw new AuthApiError(authErrors.identityAlreadyExists, message);
      }
      await insertIdentity(tx, options.linkUserId, identity.provider, identity.providerId, identity.identityData);
      userId = options.linkUserId;
    } else if (known) {
      await recordIdentitySignIn(tx, known.id, identity.identityData);
      userId = known.user_id;
    } else {
      userId = await attachNewIdentity(tx, identity, options.signupDisabled);
    }
    await refreshProviders(tx, userId);
    const user = await recordSignIn(tx, userId);
    if (isBanned(user)) throw banned();
    return user;
  });
}

async function attachNewIdentity(tx: Queryable, identity: ProviderIdentity, signupDisabled: boolean): Promise<string> {
  const sameAddress = identity.email ? await findUserByEmail(tx, identity.email) : undefined;
  if (sameAddress && identity.emailVerified) {
    await insertIdentity(tx, sameAddress.id, identity.provider, identity.providerId, identity.identityData);
    await confirmLinkedAccount(tx, sameAddress.id);
    return sameAddress.id;
  }
  // An address the provider does not vouch for is never taken as proof of owning an account here,
  // nor given to a new one (GoTrue would mail a confirmation; this server asks for a verified address).
  if (!identity.email || !identity.emailVerified || sameAddress) {
    throw new AuthApiError(authErrors.providerEmailNeedsVerification, `Unverified email with ${identity.provider}. Verify the email with ${identity.provider} and try again`);
  }
  if (signupDisabled) throw new AuthApiError(authErrors.signupDisabled, 'Signups not allowed for this instance');
  return insertExternalUser(tx, { email: identity.email, emailVerified: true, provider: identity.provider, providerId: identity.providerId, identityData: identity.identityData });
}
