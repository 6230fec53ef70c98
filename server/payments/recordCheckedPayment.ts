import type { Tables } from '../../src/shared/supabase/database.types';
import type { Database } from '../db/types';
import { runStatementAs } from '../db/runAs';
import type { PaymentProvider } from './provider';

/** What became of an attempt: the values of payment_attempts.status, which private.record_checked_payment answers. */
export type AttemptStatus = Tables<'payment_attempts'>['status'];

const serviceRole = { role: 'service_role' as const };

/**
 * The one way a payment is recorded: the provider's own status call first, then the database decides
 * (private.record_checked_payment: amount, currency, once per transaction id). A notification, the return
 * page and the scheduled check all come here, so whichever arrives first records and the others find it done.
 */
export async function checkAndRecord(db: Database, provider: PaymentProvider, transactionId: string): Promise<AttemptStatus> {
  const checked = await provider.check(transactionId);
  const recorded = await runStatementAs<{ status: AttemptStatus }>(
    db,
    serviceRole,
    'select private.record_checked_payment($1, $2, $3, $4, $5, $6, $7) as status',
    [provider.name, checked.transactionId, checked.status, checked.amount, checked.currency, checked.method, checked.operatorReference],
  );
  return recorded.rows[0].status;
}

/** A started attempt pays an invoice (joined), so its invoice_id is set; the provider's page shows the invoice's number and customer. */
export type StartedAttempt = Pick<Tables<'payment_attempts'>, 'id' | 'transaction_id' | 'amount'> & {
  invoice_id: string;
  invoice_number: Tables<'invoices'>['number'];
  customer_name: Tables<'invoices'>['customer_name'];
};

type InvoiceToPay = Pick<Tables<'invoices'>, 'id' | 'certification_status'>;

/** The attempt's columns and what the provider's page shows of its invoice. */
const startedColumns = `attempt.id, attempt.transaction_id, attempt.amount, attempt.invoice_id,
  invoice.number as invoice_number, invoice.customer_name`;

/** An attempt on an invoice: the signed-in customer who pays it, or null when a link's holder does. */
export async function startAttempt(db: Database, provider: PaymentProvider, invoiceId: string, customerId: string | null): Promise<StartedAttempt> {
  const started = await runStatementAs<StartedAttempt>(
    db,
    serviceRole,
    `select ${startedColumns} from private.start_payment_attempt($1, $2, $3) as attempt
       join public.invoices as invoice on invoice.id = attempt.invoice_id`,
    [invoiceId, provider.name, customerId],
  );
  return started.rows[0];
}

/** An attempt on the invoice an invoice link's token opens (the database refuses any other: 28000). */
export async function startAttemptByToken(db: Database, provider: PaymentProvider, token: string): Promise<StartedAttempt> {
  const started = await runStatementAs<StartedAttempt>(
    db,
    serviceRole,
    `select ${startedColumns} from private.start_payment_attempt_by_token($1, $2) as attempt
       join public.invoices as invoice on invoice.id = attempt.invoice_id`,
    [token, provider.name],
  );
  return started.rows[0];
}

/** The invoice an order's link pays (decision 071), certified or not yet: the database refuses any other token (28000). */
export async function orderInvoiceToPay(db: Database, token: string): Promise<InvoiceToPay> {
  const found = await runStatementAs<InvoiceToPay>(
    db,
    serviceRole,
    'select invoice.id, invoice.certification_status from private.order_invoice_to_pay($1) as invoice',
    [token],
  );
  return found.rows[0];
}

/** Whether an order link's token opens the invoice a transaction pays (the return page's destination). */
export async function orderTokenOpensAttempt(db: Database, token: string, transactionId: string): Promise<boolean> {
  const answer = await runStatementAs<{ opens: boolean }>(db, serviceRole, 'select private.order_token_opens_attempt($1, $2) as opens', [token, transactionId]);
  return answer.rows[0]?.opens === true;
}

/** Whether an invoice link's token opens the invoice a transaction pays (the return page's destination). */
export async function tokenOpensAttempt(db: Database, token: string, transactionId: string): Promise<boolean> {
  const answer = await runStatementAs<{ opens: boolean }>(db, serviceRole, 'select private.token_opens_attempt($1, $2) as opens', [token, transactionId]);
  return answer.rows[0]?.opens === true;
}

export async function keepPaymentUrl(db: Database, attemptId: string, url: string): Promise<void> {
  await runStatementAs(db, serviceRole, 'select private.set_payment_url($1, $2)', [attemptId, url]);
}

export async function pendingTransactions(db: Database, batch: number, minAgeSeconds: number): Promise<string[]> {
  const pending = await runStatementAs<Pick<Tables<'payment_attempts'>, 'transaction_id'>>(
    db,
    serviceRole,
    'select transaction_id from private.pending_payment_attempts($1, $2)',
    [batch, minAgeSeconds],
  );
  return pending.rows.map((row) => row.transaction_id);
}

/** The invoice an attempt pays, for the page the customer comes back to. */
export async function attemptInvoiceNumber(db: Database, transactionId: string): Promise<string | undefined> {
  const found = await runStatementAs<Pick<Tables<'invoices'>, 'number'>>(
    db,
    serviceRole,
    `select invoice.number from public.payment_attempts as attempt
       join public.invoices as invoice on invoice.id = attempt.invoice_id
      where attempt.transaction_id = $1`,
    [transactionId],
  );
  return found.rows[0]?.number;
}
