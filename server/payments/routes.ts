import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { requestToken, TokenError } from '../auth/requestClaims';
import type { ServerContext } from '../context';
import { runStatementAs } from '../db/runAs';
import { paths } from '../../src/shared/paths';
import type { Tables } from '../../src/shared/supabase/database.types';
import { paymentErrors, type PaymentError, paymentPreparing } from './paymentErrors';
import { ProviderUnavailable, type PaymentProvider } from './provider';
import type { RefusedLinkCounter } from '../http/refusedLinkLimit';
import {
  attemptInvoiceNumber,
  checkAndRecord,
  keepPaymentUrl,
  orderTokenOpensAttempt,
  startAttempt,
  type StartedAttempt,
  tokenOpensAttempt,
} from './recordCheckedPayment';
import { type OrderLinkAttempt, startAttemptByLink, startAttemptByOrderLink } from './startAttemptByLink';
import { sqlStates } from '../../src/shared/errors/sqlStates';

export interface PaymentRoutesOptions {
  /** The provider in use (the test provider's address is known once the server listens). */
  provider: () => PaymentProvider;
  /** The address the provider and the customer's browser reach this server at. */
  publicUrl: () => string;
  /** Refused invoice-link tokens count with every other refused link of the address (server/http/refusedLinkLimit.ts). */
  refusedLinks: RefusedLinkCounter;
}

/** Small bodies only: a notification is a few hundred bytes, a checkout an invoice id. */
export const paymentBodyLimit = 8 * 1024;

const linkToken = z.string().regex(/^[A-Za-z0-9_-]{20,100}$/);

/**
 * A customer signed in names their invoice; the holder of an invoice mail's link gives its token (decision 066);
 * the buyer of an order paid at checkout gives the order link's token (decision 071).
 */
const checkoutBody = z.union([
  z.object({ invoice_id: z.string().uuid() }).strict(),
  z.object({ invoice_token: linkToken }).strict(),
  z.object({ order_token: linkToken }).strict(),
]);
const transactionIdPattern = /^[A-Za-z0-9_-]{1,100}$/;

/** The return address's parameters holding the invoice's or the order's link token, for a payment started from a link. */
const linkParam = 'lien';
const orderLinkParam = 'commande';

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

  /** The attempt a signed-in customer starts on an invoice RLS shows them. */
  const startAsCustomer = async (request: FastifyRequest, invoiceId: string): Promise<StartedAttempt | { refusal: PaymentError }> => {
    let claims;
    try {
      claims = await ctx.verifier.verify(requestToken(request.headers));
    } catch (error) {
      if (error instanceof TokenError) return { refusal: paymentErrors.unauthorized };
      throw error;
    }
    if (claims.role !== 'authenticated' || !claims.sub) return { refusal: paymentErrors.unauthorized };
    // Read as the customer: RLS says whether the invoice is theirs.
    const visible = await runStatementAs<Pick<Tables<'invoices'>, 'id'>>(ctx.db, claims, 'select id from public.invoices where id = $1', [invoiceId]);
    const invoice = visible.rows[0];
    if (!invoice) return { refusal: paymentErrors.invoiceNotFound };
    return startAttempt(ctx.db, options.provider(), invoice.id, claims.sub);
  };

  app.post('/checkout', { bodyLimit: paymentBodyLimit }, async (request, reply) => {
    const parsed = checkoutBody.safeParse(request.body);
    if (!parsed.success) return refuse(reply, paymentErrors.badRequest);
    const base = options.publicUrl();
    const body = parsed.data;
    let attempt: OrderLinkAttempt;
    try {
      if ('invoice_id' in body) attempt = await startAsCustomer(request, body.invoice_id);
      else if ('invoice_token' in body) attempt = await startAttemptByLink(ctx.db, options.provider(), options.refusedLinks, request.ip, body.invoice_token);
      else attempt = await startAttemptByOrderLink(ctx.db, options.provider(), options.refusedLinks, request.ip, body.order_token);
    } catch (error) {
      if ((error as { code?: string }).code === sqlStates.raiseException) return refuse(reply, { ...paymentErrors.notPayable, message: (error as Error).message } as PaymentError);
      throw error;
    }
    if ('refusal' in attempt) return refuse(reply, attempt.refusal);
    // Accepted, not started yet: the order's invoice is being certified (seconds); the page asks again.
    if ('preparing' in attempt) return reply.code(202).send({ status: 'preparing', ...paymentPreparing });
    // Paid from a link, the payer comes back to the link's page, not to a portal they may have no account for.
    const comeBackTo =
      'invoice_token' in body ? `?${linkParam}=${encodeURIComponent(body.invoice_token)}`
      : 'order_token' in body ? `?${orderLinkParam}=${encodeURIComponent(body.order_token)}`
      : '';
    const { paymentUrl } = await options.provider().start({
      transactionId: attempt.transaction_id,
      amount: attempt.amount,
      currency: 'XOF',
      description: `Facture ${attempt.invoice_number}`,
      customerName: attempt.customer_name,
      notifyUrl: `${base}/payments/v1/notify`,
      returnUrl: `${base}/payments/v1/return${comeBackTo}`,
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

  /** The page a payer comes back to: a link's page when the database says its token opens this attempt's invoice. */
  const pageAfterPayment = async (transactionId: string, number: string, query: Record<string, unknown>) => {
    const invoiceLink = query[linkParam];
    if (typeof invoiceLink === 'string' && (await tokenOpensAttempt(ctx.db, invoiceLink, transactionId))) return paths.invoiceView(invoiceLink);
    const orderLink = query[orderLinkParam];
    if (typeof orderLink === 'string' && (await orderTokenOpensAttempt(ctx.db, orderLink, transactionId))) return paths.orderView(orderLink);
    return paths.dashboardInvoice(number);
  };

  const comeBack = async (transactionId: unknown, query: Record<string, unknown>, reply: FastifyReply) => {
    if (typeof transactionId !== 'string' || !transactionIdPattern.test(transactionId)) return refuse(reply, paymentErrors.badRequest);
    const number = await attemptInvoiceNumber(ctx.db, transactionId);
    if (!number) return refuse(reply, paymentErrors.unknownTransaction);
    // The notification may have been lost: the status is asked again before the customer sees the invoice.
    const status = await checkAndRecord(ctx.db, options.provider(), transactionId);
    return reply.redirect(`${await pageAfterPayment(transactionId, number, query)}?paiement=${status}`, 303);
  };
  app.get<{ Querystring: Record<string, unknown> }>('/return', async (request, reply) =>
    comeBack(request.query.transaction_id, request.query, reply));
  app.post<{ Querystring: Record<string, unknown> }>('/return', { bodyLimit: paymentBodyLimit }, async (request, reply) =>
    comeBack(formFields(request.body)?.transaction_id ?? request.query.transaction_id, request.query, reply));
}
