import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { notificationToken } from './notificationToken';

/**
 * The built-in test provider (issue 48, point 3): CinetPay's checkout contract played by this server when no
 * merchant account is configured, so `npm start` takes payments end to end and the tests drive the real
 * client (cinetpayClient.ts) over HTTP. Its payment page says « Paiement de test »; paying or refusing sends
 * the silent notification signed with the test secret, as CinetPay does. Transactions live in this process's
 * memory: a test double, not a store (a restart forgets them, and the scheduled check then finds them pending).
 */
export interface TestProviderAccount {
  siteId: string;
  apiKey: string;
  secretKey: string;
}

interface TestTransaction {
  transactionId: string;
  token: string;
  amount: number;
  currency: string;
  description: string;
  notifyUrl: string;
  returnUrl: string;
  status: 'PENDING' | 'ACCEPTED' | 'REFUSED';
  method: string | null;
  paidAt: string | null;
}

/** What the tests change in the test provider: a lost notification, a payment of another amount. */
export interface TestProviderControls {
  /** The next notifications are not sent (a bad network between the provider and the product). */
  loseNotifications: boolean;
  /** When set, the provider reports this amount as paid instead of the one asked. */
  reportedAmount?: number;
  transaction(transactionId: string): TestTransaction | undefined;
}

const pageStyle = 'body{font-family:system-ui,sans-serif;max-width:28rem;margin:0 auto;padding:1rem}button{display:block;width:100%;padding:.9rem;margin:.5rem 0;font-size:1rem}';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function formatAmount(amount: number): string {
  return `${new Intl.NumberFormat('fr-FR').format(amount).replace(/\u202f|\u00a0/g, ' ')} FCFA`;
}

interface TestProviderState extends TestProviderControls {
  byId: Map<string, TestTransaction>;
}

export function testProviderState(): TestProviderState {
  const byId = new Map<string, TestTransaction>();
  return { byId, loseNotifications: false, transaction: (transactionId) => byId.get(transactionId) };
}

export function registerTestProvider(app: FastifyInstance, account: TestProviderAccount, controls: TestProviderState): void {
  const byToken = new Map<string, TestTransaction>();
  const authorised = (body: Record<string, unknown>) => body.apikey === account.apiKey && String(body.site_id) === account.siteId;

  app.post('/test-payments/v2/payment', async (request, reply) => {
    const body = (request.body ?? {}) as Record<string, unknown>;
    if (!authorised(body)) return reply.send({ code: '608', message: 'MINIMUM_REQUIRED_FIELDS' });
    const amount = Number(body.amount);
    const transactionId = typeof body.transaction_id === 'string' ? body.transaction_id : '';
    if (!transactionId || !Number.isSafeInteger(amount) || amount <= 0 || controls.byId.has(transactionId)) {
      return reply.send({ code: '608', message: 'MINIMUM_REQUIRED_FIELDS' });
    }
    const transaction: TestTransaction = {
      transactionId,
      token: randomBytes(16).toString('hex'),
      amount,
      currency: String(body.currency ?? 'XOF'),
      description: String(body.description ?? ''),
      notifyUrl: String(body.notify_url ?? ''),
      returnUrl: String(body.return_url ?? ''),
      status: 'PENDING',
      method: null,
      paidAt: null,
    };
    byToken.set(transaction.token, transaction);
    controls.byId.set(transactionId, transaction);
    const paymentUrl = `${request.protocol}://${request.host}/test-payments/checkout/${transaction.token}`;
    return reply.send({ code: '201', message: 'CREATED', data: { payment_token: transaction.token, payment_url: paymentUrl } });
  });

  app.post('/test-payments/v2/payment/check', async (request, reply) => {
    const body = (request.body ?? {}) as Record<string, unknown>;
    if (!authorised(body)) return reply.send({ code: '608', message: 'MINIMUM_REQUIRED_FIELDS' });
    const transaction = controls.byId.get(String(body.transaction_id));
    if (!transaction) return reply.send({ code: '627', message: 'TRANSACTION_CANCEL', data: null });
    const code = transaction.status === 'ACCEPTED' ? '00' : transaction.status === 'REFUSED' ? '600' : '662';
    return reply.send({
      code,
      message: transaction.status === 'ACCEPTED' ? 'SUCCES' : transaction.status === 'REFUSED' ? 'PAYMENT_FAILED' : 'WAITING_CUSTOMER_PAYMENT',
      data: {
        amount: String(controls.reportedAmount ?? transaction.amount),
        currency: transaction.currency,
        status: transaction.status,
        payment_method: transaction.method,
        description: transaction.description,
        operator_id: transaction.status === 'ACCEPTED' ? `TEST-${transaction.token.slice(0, 10)}` : null,
        payment_date: transaction.paidAt,
      },
    });
  });

  app.get<{ Params: { token: string } }>('/test-payments/checkout/:token', async (request, reply) => {
    const transaction = byToken.get(request.params.token);
    reply.type('text/html; charset=utf-8');
    if (!transaction) return reply.code(404).send(`<!doctype html><html lang="fr"><meta name="viewport" content="width=device-width"><title>Paiement de test</title><h1>Paiement de test</h1><p>Ce paiement n'existe pas.</p></html>`);
    const action = `/test-payments/checkout/${transaction.token}`;
    return reply.send(`<!doctype html><html lang="fr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><link rel="icon" href="data:,"><title>Paiement de test</title><style>${pageStyle}</style></head><body>
<h1>Paiement de test</h1>
<p>Aucun argent ne circule : ce guichet joue le prestataire de paiement tant qu'aucun compte marchand n'est configuré.</p>
<p>${escapeHtml(transaction.description)}</p>
<p><strong>Montant : ${formatAmount(transaction.amount)}</strong></p>
<form method="post" action="${action}"><input type="hidden" name="method" value="OMBF"><button name="action" value="pay">Payer avec Orange Money (test)</button></form>
<form method="post" action="${action}"><input type="hidden" name="method" value="MOOVBF"><button name="action" value="pay">Payer avec Moov Money (test)</button></form>
<form method="post" action="${action}"><button name="action" value="refuse">Refuser le paiement</button></form>
</body></html>`);
  });

  app.post<{ Params: { token: string } }>('/test-payments/checkout/:token', async (request, reply) => {
    const transaction = byToken.get(request.params.token);
    const form = (request.body ?? {}) as Record<string, string>;
    if (!transaction) return reply.code(404).type('text/plain; charset=utf-8').send('Paiement de test introuvable.');
    if (transaction.status === 'PENDING') {
      transaction.status = form.action === 'pay' ? 'ACCEPTED' : 'REFUSED';
      transaction.method = form.method === 'MOOVBF' ? 'MOOVBF' : 'OMBF';
      transaction.paidAt = new Date().toISOString().replace('T', ' ').slice(0, 19);
      if (!controls.loseNotifications) await notify(account, transaction);
    }
    const back = new URL(transaction.returnUrl);
    back.searchParams.set('transaction_id', transaction.transactionId);
    return reply.redirect(back.toString(), 303);
  });
}

/** The silent notification, as CinetPay posts it: form fields and the x-token header. */
export async function notify(account: TestProviderAccount, transaction: TestTransaction): Promise<Response> {
  const fields: Record<string, string> = {
    cpm_site_id: account.siteId,
    cpm_trans_id: transaction.transactionId,
    cpm_trans_date: transaction.paidAt ?? '',
    cpm_amount: String(transaction.amount),
    cpm_currency: transaction.currency,
    signature: transaction.token,
    payment_method: transaction.method ?? '',
    cel_phone_num: '70000000',
    cpm_phone_prefixe: '226',
    cpm_language: 'fr',
    cpm_version: 'V4',
    cpm_payment_config: 'SINGLE',
    cpm_page_action: 'PAYMENT',
    cpm_custom: '',
    cpm_designation: transaction.description,
    cpm_error_message: transaction.status === 'ACCEPTED' ? 'SUCCES' : 'PAYMENT_FAILED',
  };
  return fetch(transaction.notifyUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-token': notificationToken(account.secretKey, fields) },
    body: new URLSearchParams(fields).toString(),
    signal: AbortSignal.timeout(15_000),
  });
}
