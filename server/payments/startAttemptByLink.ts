import { sqlStates } from '../../src/shared/errors/sqlStates';
import type { Database } from '../db/types';
import type { RefusedLinkCounter } from '../http/refusedLinkLimit';
import { paymentErrors, type PaymentError } from './paymentErrors';
import type { PaymentProvider } from './provider';
import { orderInvoiceToPay, startAttempt, type StartedAttempt, startAttemptByToken } from './recordCheckedPayment';

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

/** What paying from an order's link gives: the attempt, a refusal, or « wait »: its invoice is being certified. */
export type OrderLinkAttempt = StartedAttempt | { refusal: PaymentError } | { preparing: true };

/**
 * « Payer » from an order's link (decision 071: an order paid at checkout has its invoice from the start). The token
 * counts as a link use as on the invoice's link; while the invoice awaits certification nothing starts (it cannot be
 * paid before), and the page asks again; a refused certification waits for the office's correction.
 */
export async function startAttemptByOrderLink(
  db: Database,
  provider: PaymentProvider,
  refusedLinks: RefusedLinkCounter,
  ip: string,
  token: string,
): Promise<OrderLinkAttempt> {
  if ((await refusedLinks.take(ip)) > 0) return { refusal: paymentErrors.tooManyRefusedLinks };
  let invoice;
  try {
    invoice = await orderInvoiceToPay(db, token);
  } catch (error) {
    if ((error as { code?: string }).code === sqlStates.invalidAuthorizationSpecification) return { refusal: paymentErrors.linkRefused };
    await refusedLinks.giveBack(ip);
    throw error;
  }
  await refusedLinks.giveBack(ip);
  if (invoice.certification_status === 'pending') return { preparing: true };
  if (invoice.certification_status === 'refused') return { refusal: paymentErrors.invoiceBeingCorrected };
  return startAttempt(db, provider, invoice.id, null);
}
