import type { Tables } from '../../src/shared/supabase/database.types';
import type { Queryable } from '../db/types';
import { mintManageToken } from './appointmentMail';
import { mintInvoiceToken } from './invoiceMail';
import { mintOrderToken } from './orderMail';
import { mintQuoteToken } from './quoteMail';
import type { MailTokens, MintedSecret } from './templates/mailTemplate';
import type { QueuedMail } from './writtenMail';

/**
 * The auth server's part of an auth mail: the link's token and the codes, minted and their hashes stored
 * by the auth server's own rules. Given to the mail consumer at start-up (server/outboxWorkers.ts), so auth
 * and mail do not import each other (GoTrue's mailer is handed its token the same way). Each answers undefined when the
 * mail no longer applies (the address changed, the account is gone, a kind that is no auth link).
 */
export interface AuthMailTokens {
  linkToken(db: Queryable, kind: string, userId: string, recipient: string): Promise<string | undefined>;
  emailCode(db: Queryable, kind: string, userId: string): Promise<string | undefined>;
  reauthenticationCode(db: Queryable, userId: string, recipient: string): Promise<string | undefined>;
}

/** The numbers of the invoices a mail lists (data.invoices[].number), each with its token when one could be minted. */
async function mintListedInvoiceTokens(db: Queryable, mail: QueuedMail): Promise<Record<string, string>> {
  const listed = Array.isArray(mail.data.invoices) ? (mail.data.invoices as { number?: unknown }[]) : [];
  const numbers = listed.map((invoice) => invoice.number).filter((number): number is string => typeof number === 'string');
  if (numbers.length === 0) return {};
  const found = await db.query<Pick<Tables<'invoices'>, 'id' | 'number'>>('select id, number from public.invoices where number = any($1::text[])', [numbers]);
  const tokens: Record<string, string> = {};
  for (const invoice of found.rows) {
    const token = await mintInvoiceToken(db, invoice.id, mail.recipient);
    if (token) tokens[invoice.number] = token;
  }
  return tokens;
}

/** The user an auth mail is for, as queued (data.user_id). */
const userOf = (mail: QueuedMail) => (typeof mail.data.user_id === 'string' ? mail.data.user_id : undefined);

/**
 * Mints, just before a mail is written, the secrets its template says it writes, and gives them
 * back for the template (as GoTrue's mailer is handed the token): the outbox row never holds one.
 * Returns null when the mail no longer applies (its address changed, the account is gone): an auth
 * mail without its link or code is withdrawn, not sent. A link that cannot be given for a record
 * (the appointment is over, the quote answered) is simply absent, and its template leaves its line out.
 */
export async function mintMailTokens(
  db: Queryable,
  authTokens: AuthMailTokens,
  mail: QueuedMail,
  secrets: readonly MintedSecret[],
): Promise<MailTokens | null> {
  const tokens: MailTokens = {};
  const userId = userOf(mail);
  for (const secret of secrets) {
    if (secret === 'auth_link') {
      tokens.authToken = userId && (await authTokens.linkToken(db, mail.kind, userId, mail.recipient));
      if (!tokens.authToken) return null;
    } else if (secret === 'email_code') {
      tokens.code = userId && (await authTokens.emailCode(db, mail.kind, userId));
      if (!tokens.code) return null;
    } else if (secret === 'reauthentication_code') {
      tokens.code = userId && (await authTokens.reauthenticationCode(db, userId, mail.recipient));
      if (!tokens.code) return null;
    } else if (secret === 'appointment_link') {
      tokens.appointmentToken = mail.appointment_id ? await mintManageToken(db, mail.appointment_id, mail.recipient) : undefined;
    } else if (secret === 'order_link') {
      tokens.orderToken = mail.order_id ? await mintOrderToken(db, mail.order_id, mail.recipient) : undefined;
    } else if (secret === 'invoice_link') {
      tokens.invoiceToken = mail.invoice_id ? await mintInvoiceToken(db, mail.invoice_id, mail.recipient) : undefined;
    } else if (secret === 'listed_invoice_links') {
      tokens.invoiceTokens = await mintListedInvoiceTokens(db, mail);
    } else {
      tokens.quoteToken = mail.quote_id ? await mintQuoteToken(db, mail.quote_id, mail.recipient) : undefined;
    }
  }
  return tokens;
}
