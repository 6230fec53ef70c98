import type { Database } from '../db/types';
import { dropEmailCodes, spendEmailCode } from './emailOtp';
import { verifyEmailChange, type EmailChangeVerification } from './emailChange';
import type { TokenPurpose } from './authLinkKinds';
import type { FlowMethod } from './models/flowState';
import { consumeRecoveryToken } from './passwordRecovery';
import { consumeConfirmationToken } from './signupConfirmation';
import type { UserRow } from './userJson';

/** The e-mail types of GoTrue's /verify. */
export const emailVerifyTypes = ['signup', 'invite', 'magiclink', 'recovery', 'email_change', 'email'] as const;
export type EmailVerifyType = (typeof emailVerifyTypes)[number];
export const isEmailVerifyType = (type: unknown): type is EmailVerifyType => (emailVerifyTypes as readonly unknown[]).includes(type);

/** The tokens each type may spend: `email` is GoTrue's either-way type (a sign-up confirmation or a magic link). */
const purposesOf: Record<EmailVerifyType, readonly TokenPurpose[]> = {
  signup: ['confirmation'],
  invite: ['confirmation'],
  magiclink: ['recovery'],
  recovery: ['recovery'],
  email: ['confirmation', 'recovery'],
  email_change: ['email_change_current', 'email_change_new'],
};

/** The PKCE flows a verified link of this type may finish. */
export const flowMethodsOf: Record<EmailVerifyType, readonly FlowMethod[]> = {
  signup: ['email/signup', 'magiclink'],
  invite: ['invite'],
  magiclink: ['magiclink', 'email/signup'],
  recovery: ['recovery'],
  email: ['email/signup', 'magiclink'],
  email_change: ['email_change'],
};

export type LinkOutcome =
  | { outcome: 'signed-in'; user: UserRow; method: 'recovery' | 'otp' }
  | Exclude<EmailChangeVerification, { outcome: 'changed' }>
  | { outcome: 'changed'; user: UserRow; endedSessions: string[]; method: 'otp' };

async function spendToken(db: Database, purpose: TokenPurpose, token: string, type: EmailVerifyType): Promise<LinkOutcome | undefined> {
  if (purpose === 'confirmation') {
    const user = await consumeConfirmationToken(db, token);
    return user && { outcome: 'signed-in', user, method: 'otp' };
  }
  if (purpose === 'recovery') {
    const user = await consumeRecoveryToken(db, token);
    return user && { outcome: 'signed-in', user, method: type === 'recovery' ? 'recovery' : 'otp' };
  }
  const verified = await verifyEmailChange(db, token);
  if (!verified || verified.outcome === 'other-link-needed') return verified;
  return { ...verified, method: 'otp' };
}

/**
 * Spends an e-mailed link's token (token_hash) or its six-digit code with the address it went to
 * (token + email); undefined when neither is valid and fresh. A link spent takes its code with it.
 */
export async function verifyEmailLink(
  db: Database,
  secret: string,
  type: EmailVerifyType,
  proof: { tokenHash?: string; code?: string; email?: string },
): Promise<LinkOutcome | undefined> {
  const purposes = purposesOf[type];
  if (proof.tokenHash) {
    for (const purpose of purposes) {
      const outcome = await spendToken(db, purpose, proof.tokenHash, type);
      if (outcome) {
        if (outcome.outcome !== 'other-link-needed') await dropEmailCodes(db, outcome.user.id, purposes);
        return outcome;
      }
    }
    return undefined;
  }
  if (!proof.code || !proof.email) return undefined;
  const spent = await db.transaction((tx) => spendEmailCode(tx, secret, purposes, proof.email!, proof.code!));
  return spent && spendToken(db, spent.purpose, spent.token, type);
}
