import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { requestToken, TokenError } from '../auth/requestClaims';
import type { ServerContext } from '../context';
import { runStatementAs } from '../db/runAs';
import { paths } from '../../src/shared/paths';
import { paymentErrors, type PaymentError } from './paymentErrors';
import { ProviderUnavailable, type PaymentProvider } from './provider';
import { attemptInvoiceNumber, checkAndRecord, keepPaymentUrl, startAttempt } from './recordCheckedPayment';
import { sqlStates } from '../../src/shared/errors/sqlStates';

export interface PaymentRoutesOptions {
  /** The provider in use (the test provider's address is known once the server listens). */
  provider: () => PaymentProvider;
  /** The address the provider and the customer's browser reach this server at. */
  publicUrl: () => string;
}

/** Small bodies only: a notification is a few hundred bytes, a checkout an invoice id. */
export const paymentBodyLimit = 8 * 1024;

const checkoutBody = z.object({ invoice_id: z.string().uuid() }).strict();
const transactionIdPattern = /^[A-Za-z0-9_-]{1,100}$/;

function refuse(reply: FastifyReply, error: PaymentError) {
  return reply.code(error.status).send({ code: error.code, message: error.message });
}

function formFields(body: unknown): Record<string, string> | undefined {
  if (!body || typeof body !== 'object') return undefined;
  const fields: Record<string, string> = {};
  for (const [name, value] of Object.entries(body)) {
    if (typeof value !== 'string') return undefined;
    fields[name] = value;
  }
  return fields;
}

/**
 * The product's payment endpoints (issue 48): the customer starts paying an invoice (checkout), the provider
 * posts its silent notification (notify), the customer's browser comes back (return). Each one that may
 * record checks the transaction with the provider first (checkAndRecord).
 */
export function registerPaymentRoutes(app: FastifyInstance, ctx: ServerContext, options: PaymentRoutesOptions): void {
  app.setErrorHandler((error: { statusCode?: number }, _request, reply) => {
    if (error.statusCode === 413) return refuse(reply, paymentErrors.tooLarge);
    if (typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500) return refuse(reply, paymentErrors.badRequest);
    if (error instanceof ProviderUnavailable) return refuse(reply, paymentErrors.providerUnavailable);
    throw error;
  });

  app.post('/checkout', { bodyLimit: paymentBodyLimit }, async (request, reply) => {
    let claims;
    try {
      claims = await ctx.verifier.verify(requestToken(request.headers));
    } catch (error) {
      if (error instanceof TokenError) return refuse(reply, paymentErrors.unauthorized);
      throw error;
    }
    if (claims.role !== 'authenticated' || !claims.sub) return refuse(reply, paymentErrors.unauthorized);
    const parsed = checkoutBody.safeParse(request.body);
    if (!parsed.success) return refuse(reply, paymentErrors.badRequest);
    // Read as the customer: RLS says whether the invoice is theirs.
    const visible = await runStatementAs<{ id: string; number: string; customer_name: string }>(
      ctx.db, claims, 'select id, number, customer_name from public.invoices where id = $1', [parsed.data.invoice_id]);
    const invoice = visible.rows[0];
    if (!invoice) return refuse(reply, paymentErrors.invoiceNotFound);
    let attempt;
    try {
      attempt = await startAttempt(ctx.db, options.provider(), invoice.id, claims.sub);
    } catch (error) {
      if ((error as { code?: string }).code === sqlStates.raiseException) return refuse(reply, { ...paymentErrors.notPayable, message: (error as Error).message } as PaymentError);
      throw error;
    }
    const base = options.publicUrl();
    const { paymentUrl } = await options.provider().start({
      transactionId: attempt.transaction_id,
      amount: attempt.amount,
      currency: 'XOF',
      description: `Facture ${invoice.number}`,
      customerName: invoice.customer_name,
      notifyUrl: `${base}/payments/v1/notify`,
      returnUrl: `${base}/payments/v1/return`,
    });
    await keepPaymentUrl(ctx.db, attempt.id, paymentUrl);
    return reply.code(201).send({ payment_url: paymentUrl, transaction_id: attempt.transaction_id, amount: attempt.amount });
  });

  // CinetPay pings the notification address with GET to see that it is there.
  app.get('/notify', async (_request, reply) => reply.send({ ok: true }));

  app.post('/notify', { bodyLimit: paymentBodyLimit }, async (request, reply) => {
    const fields = formFields(request.body);
    const transactionId = fields?.cpm_trans_id;
    if (!fields || !transactionId || !transactionIdPattern.test(transactionId)) return refuse(reply, paymentErrors.badRequest);
    const token = request.headers['x-token'];
    if (!options.provider().authenticNotification(fields, typeof token === 'string' ? token : undefined)) {
      request.log.warn({ transactionId }, 'payment notification with a bad token');
      return refuse(reply, paymentErrors.badToken);
    }
    const status = await checkAndRecord(ctx.db, options.provider(), transactionId);
    return reply.send({ status });
  });

  const comeBack = async (transactionId: unknown, reply: FastifyReply) => {
    if (typeof transactionId !== 'string' || !transactionIdPattern.test(transactionId)) return refuse(reply, paymentErrors.badRequest);
    const number = await attemptInvoiceNumber(ctx.db, transactionId);
    if (!number) return refuse(reply, paymentErrors.unknownTransaction);
    // The notification may have been lost: the status is asked again before the customer sees the invoice.
    const status = await checkAndRecord(ctx.db, options.provider(), transactionId);
    return reply.redirect(`${paths.dashboardInvoice(number)}?paiement=${status}`, 303);
  };
  app.get<{ Querystring: Record<string, unknown> }>('/return', async (request, reply) => comeBack(request.query.transaction_id, reply));
  app.post<{ Querystring: Record<string, unknown> }>('/return', { bodyLimit: paymentBodyLimit }, async (request, reply) =>
    comeBack(formFields(request.body)?.transaction_id ?? request.query.transaction_id, reply));
}
