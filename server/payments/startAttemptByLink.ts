import { sqlStates } from '../../src/shared/errors/sqlStates';
import type { Database } from '../db/types';
import type { RefusedLinkCounter } from '../http/refusedLinkLimit';
import { paymentErrors, type PaymentError } from './paymentErrors';
import type { PaymentProvider } from './provider';
import { type StartedAttempt, startAttemptByToken } from './recordCheckedPayment';

/**
 * « Payer » from an invoice mail's link (decision 066): the token is counted as a link use of the
 * address before the database looks it up, and given back once accepted, so guessing tokens here
 * spends the same allowance as on the link's page. The database says which invoice the token pays.
 */
export async function startAttemptByLink(
  db: Database,
  provider: PaymentProvider,
  refusedLinks: RefusedLinkCounter,
  ip: string,
  token: string,
): Promise<StartedAttempt | { refusal: PaymentError }> {
  if ((await refusedLinks.take(ip)) > 0) return { refusal: paymentErrors.tooManyRefusedLinks };
  try {
    const attempt = await startAttemptByToken(db, provider, token);
    await refusedLinks.giveBack(ip);
    return attempt;
  } catch (error) {
    if ((error as { code?: string }).code === sqlStates.invalidAuthorizationSpecification) return { refusal: paymentErrors.linkRefused };
    await refusedLinks.giveBack(ip);
    throw error;
  }
}
