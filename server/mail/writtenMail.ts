import type { OutboxRow } from '../outbox/outboxRow';

/** A file sent with a mail. */
export interface MailAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
}

/** What a mail's writing reads of its outbox row: queued by kind with its template's data. */
export type QueuedMail = Pick<OutboxRow, 'id' | 'kind' | 'recipient' | 'data' | 'attempts' | 'appointment_id' | 'reply_to' | 'order_id' | 'quote_id'> &
  Partial<Pick<OutboxRow, 'invoice_id' | 'credit_note_id'>>;

/** Whose statement a customer_statement mail carries, and over which days (from its data). */
export interface StatementRequest {
  customerId: string;
  /** YYYY-MM-DD */
  periodStart: string;
  periodEnd: string;
}

/** A mail as it leaves: written by its kind's template (subject, text), then given its invite, attachments and HTML. */
export type ClaimedMail = Omit<QueuedMail, 'data'> & {
  subject: string;
  body_text: string;
  /** The payment a receipt is about (payment_receipt, from its data): its receipt's PDF is attached when it leaves. */
  payment_id?: string | null;
  /** The statement a customer_statement mail carries (from its data): its PDF is attached when it leaves. */
  statement?: StatementRequest | null;
  /** Files added by the send step (a pro forma invoice, an invoice). */
  attachments?: MailAttachment[];
  /** A calendar invite (text/calendar; method=…), added by the send step. */
  icalEvent?: { method: string; content: string; filename: string };
  /** The HTML version of the text, rendered by the send step (server/mail/html). */
  body_html?: string;
};
