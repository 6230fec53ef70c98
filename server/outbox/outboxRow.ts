import type { Tables } from '../../src/shared/supabase/database.types';

/**
 * The outbox (public.notifications) holds every message the product sends later, one row each:
 * e-mails, SMS and WhatsApp messages, and the invoices waiting for their certification. A row's
 * channel says which consumer takes it (server/outboxWorkers.ts).
 */
export type OutboxChannel = Tables<'notifications'>['channel'];

/** How a text message travels: the gateway behind the Send SMS hook reads it (sms.channel). */
export type TextMessageChannel = Extract<OutboxChannel, 'sms' | 'whatsapp'>;

/**
 * One row as a consumer claims it: queued by `kind` (what the message is about, e.g. 'password_recovery' or
 * 'sms_appointment_reminder') with the `data` its consumer writes the message from (an object, never null: the
 * queueing functions write one). `recipient`: an e-mail address, a number in E.164 for a text message, 'secef' for
 * a certification. `attempts`: the failed ones so far, 0 at the first. `message_id`: the row's stable id (a text
 * message's webhook-id), the same on every attempt. The record ids: what the message is about; its links, invite
 * and attached documents are made from them when it leaves. `reply_to`: where a reply goes (the visitor an alert to
 * the company is about), sent as Reply-To.
 */
export type OutboxRow = Pick<
  Tables<'notifications'>,
  | 'id' | 'kind' | 'channel' | 'recipient' | 'attempts' | 'message_id' | 'appointment_id' | 'order_id' | 'quote_id'
  | 'invoice_id' | 'credit_note_id' | 'reply_to'
> & { data: Record<string, unknown> };

/**
 * What a consumer's handler answers for one row; the outbox records it (recordOutcome.ts).
 * - sent: done; `subject` is what the back-office's list of outgoing messages shows (never a code or a link).
 * - retry: not done this time; tried again after `delayMs`, or after the back-off, until the attempts are used up.
 * - failed: retrying cannot help (a permanent refusal): given up at once.
 * - withdrawn: no longer applies (the address changed, the account is gone): marked expired, with the reason
 *   given or the common one (recordOutcome.ts).
 */
export type OutboxOutcome =
  | { outcome: 'sent'; subject?: string }
  | { outcome: 'retry'; error: string; delayMs?: number }
  | { outcome: 'failed'; error: string }
  | { outcome: 'withdrawn'; reason?: string };
