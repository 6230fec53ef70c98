import { buildProFormaPdf } from '../../src/shared/proForma/buildProFormaPdf';
import { type ProFormaData, type ProFormaOrder, proFormaOfOrder } from '../../src/shared/proForma/proFormaData';
import { documentOfQuote, type SentQuote } from '../../src/shared/proForma/quoteDocument';
import { type DocumentSettings, documentSettingsColumns } from '../../src/shared/proForma/sellerBlock';
import type { Tables } from '../../src/shared/supabase/database.types';
import type { Queryable } from '../db/types';
import { type LogoReader, noLogo } from './logoReader';
import { creditNoteDocument, invoiceDocument, receiptDocument } from './invoiceDocuments';
import { statementAttachment } from './statementDocument';
import type { ClaimedMail, MailAttachment } from './writtenMail';

/** The mails that carry the order's pro forma: its receipt and its confirmation. */
const orderKinds = new Set(['order_confirmation', 'order_confirmed']);
/** The mails that carry the quote as stored: the offer sent, and the customer's « Bon pour accord » confirmed (it then says accepted). */
const quoteKinds = new Set(['quote_sent', 'quote_accepted']);

type SettingsRow = DocumentSettings & Pick<Tables<'site_settings'>, 'tax_rate'>;

/** The settings every document prints (the seller block), as they are now. */
async function loadSettings(db: Queryable): Promise<SettingsRow | undefined> {
  const found = await db.query<SettingsRow>(`select ${documentSettingsColumns}, tax_rate from public.site_settings where id = 1`);
  return found.rows[0];
}

/** The order as it is now, unless it was cancelled since the mail was queued. */
async function orderProForma(db: Queryable, orderId: string): Promise<{ data: ProFormaData; name: string } | undefined> {
  const found = await db.query<ProFormaOrder & { email: string | null }>(
    `select o.number, to_char(o.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as created_at,
            o.delivery_name, o.delivery_phone, o.delivery_address, o.subtotal, o.tax_rate, o.tax, o.shipping, o.total,
            o.customer_company, o.customer_ifu, o.customer_rccm, o.customer_department, o.purchase_order_ref,
            private.order_recipient(o) as email,
            coalesce((select jsonb_agg(jsonb_build_object('product_name', item.product_name, 'unit_price', item.unit_price,
                                                          'quantity', item.quantity, 'line_total', item.line_total)
                                   order by item.position nulls last, item.product_name, item.id)
                        from public.order_items as item where item.order_id = o.id), '[]'::jsonb) as items
       from public.orders as o where o.id = $1 and o.status <> 'cancelled'`,
    [orderId],
  );
  const order = found.rows[0];
  const settings = order && (await loadSettings(db));
  if (!order || !settings) return undefined;
  return { data: proFormaOfOrder(order, settings, order.email), name: String(order.number) };
}

/** The sent quote as stored: its lines and amounts, its acceptance, and the company's legal and payment details. */
async function sentQuoteDocument(db: Queryable, quoteId: string, readLogo: LogoReader): Promise<{ data: ProFormaData; name: string } | undefined> {
  const found = await db.query<SentQuote>(
    `select quote.number, quote.name, quote.company, quote.email, quote.phone, quote.valid_until::text as valid_until,
            quote.customer_ifu, quote.customer_rccm, quote.customer_department, quote.purchase_order_ref,
            to_char(quote.sent_at at time zone 'Africa/Ouagadougou', 'YYYY-MM-DD') as sent_at,
            quote.tax_rate, quote.total_ht, quote.total_tva, quote.total_ttc, quote.notes,
            quote.offer_status, quote.accepted_by_name, quote.accepted_via,
            to_char(quote.accepted_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as accepted_at,
            coalesce((select jsonb_agg(jsonb_build_object('description', line.description, 'quantity', line.quantity,
                        'unit_price', line.unit_price, 'discount_percent', line.discount_percent,
                        'net_unit_price', line.net_unit_price, 'line_total', line.line_total) order by line.position, line.created_at)
                      from public.quote_lines as line where line.quote_id = quote.id), '[]'::jsonb) as lines
       from public.quotes as quote where quote.id = $1 and quote.number is not null`,
    [quoteId],
  );
  const quote = found.rows[0];
  const settings = quote && (await loadSettings(db));
  if (!quote || !settings) return undefined;
  return { data: documentOfQuote(quote, settings, await readLogo(settings.logo_path)), name: quote.number };
}

async function pdfAttachment(document: { data: ProFormaData; name: string } | undefined, prefix: string): Promise<MailAttachment | undefined> {
  if (!document) return undefined;
  return { filename: `${prefix}-${document.name}.pdf`, content: Buffer.from(await buildProFormaPdf(document.data)), contentType: 'application/pdf' };
}

/** The document this mail should carry, or undefined when its kind carries none. */
async function proFormaAttachment(db: Queryable, mail: ClaimedMail, readLogo: LogoReader): Promise<MailAttachment | undefined> {
  if (mail.quote_id && quoteKinds.has(mail.kind)) return pdfAttachment(await sentQuoteDocument(db, mail.quote_id, readLogo), 'devis');
  if (mail.credit_note_id && mail.kind === 'credit_note_issued') return pdfAttachment(await creditNoteDocument(db, mail.credit_note_id, readLogo), 'avoir');
  if (mail.statement && mail.kind === 'customer_statement') return statementAttachment(db, mail.statement, readLogo);
  if (mail.payment_id && mail.kind === 'payment_receipt') return pdfAttachment(await receiptDocument(db, mail.payment_id, readLogo), 'recu');
  if (mail.invoice_id && mail.kind === 'invoice_issued') return pdfAttachment(await invoiceDocument(db, mail.invoice_id, readLogo), 'facture');
  const proForma = mail.order_id && orderKinds.has(mail.kind) ? await orderProForma(db, mail.order_id) : undefined;
  if (!proForma) return undefined;
  const content = Buffer.from(await buildProFormaPdf(proForma.data));
  return { filename: `facture-pro-forma-${proForma.name}.pdf`, content, contentType: 'application/pdf' };
}

/**
 * Attaches the pro forma invoice of the order or quote the mail is about, or the quote, invoice or
 * credit note it announces, built now from the rows as they are (the outbox holds no PDF). A pro forma that cannot be built never holds the mail
 * back: the news it brings matters more, and the portal offers the same PDF for download. The
 * failure is logged and the mail leaves without it.
 */
export async function attachProForma(
  db: Queryable,
  mail: ClaimedMail,
  log: (line: string) => void,
  readLogo: LogoReader = noLogo,
): Promise<ClaimedMail> {
  try {
    const attachment = await proFormaAttachment(db, mail, readLogo);
    return attachment ? { ...mail, attachments: [...(mail.attachments ?? []), attachment] } : mail;
  } catch (error) {
    log(`[mail] facture pro forma non jointe au mail ${mail.id} (${mail.kind}) : ${error instanceof Error ? error.message : String(error)}`);
    return mail;
  }
}
