import type { Tables } from '../../src/shared/supabase/database.types';
import type { Queryable } from '../db/types';
import { mintManageToken } from '../mail/appointmentMail';
import { mintInvoiceToken } from '../mail/invoiceMail';
import { mintOrderToken } from '../mail/orderMail';
import type { OutboxRow } from '../outbox/outboxRow';
import type { SmsSecrets } from './smsTexts';

/** `email`: where the record's mails go, the manage or order link is minted for that address (as for its mails); `phone` in E.164. */
type NoticeTarget = Pick<Tables<'appointments'> | Tables<'orders'>, 'notice_channel'> & { email: string | null; phone: string | null };

const appointmentTarget = `select private.appointment_recipient(profile_id, email) as email, private.phone_e164(phone) as phone, notice_channel
                             from public.appointments where id = $1`;
const orderTarget = `select guest_email as email, private.phone_e164(delivery_phone) as phone, notice_channel
                       from public.orders where id = $1`;
/** An invoice's text goes to its order's number; its link is minted for the invoice's address, as its mail's is. */
const invoiceTarget = `select invoice.customer_email as email, private.phone_e164(placed.delivery_phone) as phone, placed.notice_channel
                         from public.invoices as invoice join public.orders as placed on placed.id = invoice.order_id
                        where invoice.id = $1`;

/**
 * For a notice about an appointment, an order or an invoice: null when the record no longer has this number with
 * the customer's opt-in (the number changed, the customer or staff opted out, the record is gone): the
 * notice is then withdrawn, never sent to a number that did not opt in. Otherwise the record's link
 * token, minted now as a mail's is (an appointment that can no longer change, or an account's order,
 * gets none: the text leaves its link out or points to the dashboard).
 */
export async function noticeLinks(db: Queryable, queued: OutboxRow): Promise<Pick<SmsSecrets, 'appointmentToken' | 'orderToken' | 'invoiceToken'> | null> {
  const recordId = queued.invoice_id ?? queued.appointment_id ?? queued.order_id;
  if (!recordId) return {};
  const found = await db.query<NoticeTarget>(queued.invoice_id ? invoiceTarget : queued.appointment_id ? appointmentTarget : orderTarget, [recordId]);
  const target = found.rows[0];
  if (!target?.notice_channel || target.phone !== queued.recipient) return null;
  if (queued.invoice_id) {
    return { invoiceToken: target.email ? await mintInvoiceToken(db, queued.invoice_id, target.email) : undefined };
  }
  if (queued.appointment_id) {
    return { appointmentToken: target.email ? await mintManageToken(db, queued.appointment_id, target.email) : undefined };
  }
  return { orderToken: target.email ? await mintOrderToken(db, recordId, target.email) : undefined };
}
