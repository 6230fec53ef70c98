import { z } from 'zod';
import { tokenMatches } from './notificationToken';
import { ProviderUnavailable, type CheckedTransaction, type PaymentProvider, type PaymentToStart, type ProviderName } from './provider';

/** CinetPay's checkout API v2 (or the built-in test provider speaking the same contract on this server). */
export interface CinetpayAccount {
  name: ProviderName;
  /** https://api-checkout.cinetpay.com/v2, or this server's /test-payments/v2. */
  apiBase: string;
  apiKey: string;
  siteId: string;
  secretKey: string;
}

const requestTimeoutMs = 15_000;

const startAnswer = z.object({
  code: z.string(),
  message: z.string().optional(),
  data: z.object({ payment_url: z.string().url() }).partial().nullish(),
});

const checkAnswer = z.object({
  code: z.string(),
  message: z.string().optional(),
  data: z
    .object({
      amount: z.union([z.string(), z.number()]).nullish(),
      currency: z.string().nullish(),
      status: z.string().nullish(),
      payment_method: z.string().nullish(),
      operator_id: z.string().nullish(),
    })
    .nullish(),
});

/** CinetPay's method codes (OMBF, MOOVBF, …) to the payments table's methods. */
function methodOf(code: string | null | undefined): CheckedTransaction['method'] {
  if (!code) return null;
  if (/^OM/i.test(code)) return 'orange_money';
  if (/^(MOOV|FLOOZ)/i.test(code)) return 'moov_money';
  return null;
}

function statusOf(code: string, status: string | null | undefined): CheckedTransaction['status'] {
  if (code === '00' && status === 'ACCEPTED') return 'accepted';
  // 600 PAYMENT_FAILED, 627 TRANSACTION_CANCEL; 662 WAITING_CUSTOMER_PAYMENT and the others stay pending.
  if (status === 'REFUSED' || code === '600' || code === '627') return 'refused';
  return 'pending';
}

async function post(account: CinetpayAccount, pathName: string, body: Record<string, unknown>): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(`${account.apiBase}${pathName}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ apikey: account.apiKey, site_id: account.siteId, ...body }),
      signal: AbortSignal.timeout(requestTimeoutMs),
    });
  } catch (error) {
    throw new ProviderUnavailable(`prestataire injoignable : ${error instanceof Error ? error.message : String(error)}`);
  }
  if (response.status >= 500) throw new ProviderUnavailable(`prestataire en erreur (${response.status})`);
  try {
    return await response.json();
  } catch {
    throw new ProviderUnavailable(`réponse illisible du prestataire (${response.status})`);
  }
}

export function cinetpayProvider(account: CinetpayAccount): PaymentProvider {
  return {
    name: account.name,
    async start(payment: PaymentToStart) {
      const answer = startAnswer.safeParse(
        await post(account, '/payment', {
          transaction_id: payment.transactionId,
          amount: payment.amount,
          currency: payment.currency,
          description: payment.description,
          customer_name: payment.customerName,
          notify_url: payment.notifyUrl,
          return_url: payment.returnUrl,
          // Mobile money only: the payments table knows Orange Money and Moov Money, not cards.
          channels: 'MOBILE_MONEY',
          lang: 'fr',
        }),
      );
      const paymentUrl = answer.success && answer.data.code === '201' ? answer.data.data?.payment_url : undefined;
      if (!paymentUrl) throw new ProviderUnavailable(`initialisation refusée : ${answer.success ? (answer.data.message ?? answer.data.code) : 'réponse illisible'}`);
      return { paymentUrl };
    },
    async check(transactionId: string) {
      const answer = checkAnswer.safeParse(await post(account, '/payment/check', { transaction_id: transactionId }));
      if (!answer.success) throw new ProviderUnavailable('statut illisible');
      const data = answer.data.data;
      const amount = data?.amount === null || data?.amount === undefined ? null : Number(data.amount);
      return {
        transactionId,
        status: statusOf(answer.data.code, data?.status),
        amount: amount !== null && Number.isSafeInteger(amount) ? amount : null,
        currency: data?.currency ?? null,
        method: methodOf(data?.payment_method),
        operatorReference: data?.operator_id ?? null,
      };
    },
    authenticNotification(fields, token) {
      return fields.cpm_site_id === account.siteId && tokenMatches(account.secretKey, fields, token);
    },
  };
}
