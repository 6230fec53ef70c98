import { sqlStates } from '../../src/shared/errors/sqlStates';
import type { Database } from '../db/types';
import type { RefusedLinkCounter } from '../http/refusedLinkLimit';
import { paymentErrors, type PaymentError } from './paymentErrors';
import type { PaymentProvider } from './provider';
import { orderInvoiceToPay, startAttempt, type StartedAttempt, startAttemptByToken } from './recordCheckedPayment';

/**
 * What a link's token opens, counted as a link use of the address before the database looks it up and given back
 * once accepted, so guessing tokens here spends the same allowance as on the link's page. The database's one
 * refusal of a token (28000) is the link's refusal; any other failure is thrown, the use given back.
 */
async function openByLink<Opened>(refusedLinks: RefusedLinkCounter, ip: string, lookUp: () => Promise<Opened>): Promise<Opened | { refusal: PaymentError }> {
  if ((await refusedLinks.take(ip)) > 0) return { refusal: paymentErrors.tooManyRefusedLinks };
  try {
    const opened = await lookUp();
    await refusedLinks.giveBack(ip);
    return opened;
  } catch (error) {
    if ((error as { code?: string }).code === sqlStates.invalidAuthorizationSpecification) return { refusal: paymentErrors.linkRefused };
    await refusedLinks.giveBack(ip);
    throw error;
  }
}

/** « Payer » from an invoice mail's link (decision 066): the database says which invoice the token pays. */
export function startAttemptByLink(
  db: Database,
  provider: PaymentProvider,
  refusedLinks: RefusedLinkCounter,
  ip: string,
  token: string,
): Promise<StartedAttempt | { refusal: PaymentError }> {
  return openByLink(refusedLinks, ip, () => startAttemptByToken(db, provider, token));
}

/** What paying from an order's link gives: the attempt, a refusal, or « wait »: its invoice is being certified. */
export type OrderLinkAttempt = StartedAttempt | { refusal: PaymentError } | { preparing: true };

/**
 * « Payer » from an order's link (decision 071: an order paid at checkout has its invoice from the start). While the
 * invoice awaits certification nothing starts (it cannot be paid before), and the page asks again; a refused
 * certification waits for the office's correction.
 */
export async function startAttemptByOrderLink(
  db: Database,
  provider: PaymentProvider,
  refusedLinks: RefusedLinkCounter,
  ip: string,
  token: string,
): Promise<OrderLinkAttempt> {
  const invoice = await openByLink(refusedLinks, ip, () => orderInvoiceToPay(db, token));
  if ('refusal' in invoice) return invoice;
  if (invoice.certification_status === 'pending') return { preparing: true };
  if (invoice.certification_status === 'refused') return { refusal: paymentErrors.invoiceBeingCorrected };
  return startAttempt(db, provider, invoice.id, null);
}
