import type { DocumentCertification } from '../certification/documentCertification';
import { projectTypes, quoteServices } from '../config/options';
import { fr } from '../i18n/fr';
import type { Tables } from '../supabase/database.types';
import { type DocumentLegal, type DocumentPayment, type DocumentSettings, type ProFormaCompany, sellerBlock, sellerOfSettings } from './sellerBlock';

export type { DocumentLegal, DocumentPayment, ProFormaCompany };

/**
 * What a pro forma invoice shows, as plain data: the server (mail attachment) and the portal
 * (download button) fill it from the rows they read, and buildProFormaPdf draws it.
 */

export interface ProFormaCustomer {
  name: string;
  /** The customer's company (quotes ask for it), shown under the name. */
  company?: string | null;
  email?: string | null;
  phone?: string | null;
  address?: string | null;
  /** An administration's or a company's identity (decision 060): printed under the name when known. */
  ifu?: string | null;
  rccm?: string | null;
  department?: string | null;
  /** The buyer's purchase order (« bon de commande » / « engagement »). */
  purchaseOrderRef?: string | null;
}

interface ProFormaLine {
  description: string;
  quantity: number;
  unitPrice: number;
  lineTotal: number;
}

export interface ProFormaData {
  /** The document's title, « FACTURE PRO FORMA » when absent (a quote: « DEVIS »). */
  title?: string;
  /** What the amount in words closes: « la présente facture pro forma » when absent. */
  closingSubject?: string;
  /** « Pro forma n° 1024 » or « Devis n° DEV-2026-0001 ». */
  reference: string;
  /** YYYY-MM-DD */
  issuedOn: string;
  /** YYYY-MM-DD: how long the offer holds (a pro forma, a quote). */
  validUntil?: string;
  /** YYYY-MM-DD: when an invoice is to be paid (printed instead of a validity). */
  dueDate?: string;
  /** « Avoir sur la facture n° FAC-2026-0001 du … »: what a credit note cancels, under its reference. */
  cancels?: string;
  /** The company's logo (PNG or JPEG bytes, from the settings' upload); another format is left out. */
  logo?: Uint8Array;
  company: ProFormaCompany;
  customer: ProFormaCustomer;
  lines: ProFormaLine[];
  subtotal: number;
  /** Percent, e.g. 18. */
  taxRate: number;
  tax: number;
  /** null: the document has no delivery line (a quote for services). */
  shipping: number | null;
  total: number;
  /** What is already paid or credited, and the balance due: an invoice's state when it is printed. */
  settlement?: { paid: number; credited: number; balanceDue: number };
  /** Rows printed instead of the HT, TVA and TTC totals (a receipt: the amount received, the balance left). */
  amountRows?: { label: string; amount: number; strong: boolean }[];
  /** Paragraphs printed after the amount in words (a credit note's reason). */
  remarks?: string[];
  /** null: no payment terms (a credit note is not paid). */
  paymentTerms: string | null;
  legal?: DocumentLegal;
  payment?: DocumentPayment;
  /** A pro forma says it is not a final invoice; a quote does not. */
  notFinal?: boolean;
  /** An invoice's or credit note's certification by the SECeF (drawCertificationBlock.ts). */
  certification?: DocumentCertification;
}

/** How long a pro forma holds, from its issue date (the quote-answer mail also says « valable 30 jours »). */
const proFormaValidityDays = 30;

/** The site has no payment terms in its settings: the pro forma says what the cart and order page say. */
export const defaultPaymentTerms = fr.cart.paymentTerms;

function addDays(isoDay: string, days: number): string {
  const day = new Date(`${isoDay.slice(0, 10)}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}

/**
 * The columns of an order (and its items) the pro forma needs. The phone and address are left out of the one
 * a guest's order link gives (public.order_document_by_token: a link may be forwarded).
 */
export type ProFormaOrder = Pick<Tables<'orders'>, 'number' | 'created_at' | 'delivery_name' | 'subtotal' | 'tax_rate' | 'tax' | 'shipping' | 'total'> &
  Partial<
    Pick<
      Tables<'orders'>,
      'delivery_phone' | 'delivery_address' | 'customer_company' | 'customer_ifu' | 'customer_rccm' | 'customer_department' | 'purchase_order_ref'
    >
  > & { items: Pick<Tables<'order_items'>, 'product_name' | 'unit_price' | 'quantity' | 'line_total'>[] };

/** An order's pro forma: its number, lines and amounts as stored (TVA as computed when it was placed). */
export function proFormaOfOrder(order: ProFormaOrder, settings: DocumentSettings, customerEmail?: string | null): ProFormaData {
  const issuedOn = order.created_at.slice(0, 10);
  return {
    reference: `Pro forma n° ${order.number}`,
    issuedOn,
    validUntil: addDays(issuedOn, proFormaValidityDays),
    ...sellerBlock(sellerOfSettings(settings)),
    customer: {
      name: order.delivery_name ?? '',
      company: order.customer_company,
      email: customerEmail ?? null,
      phone: order.delivery_phone,
      address: order.delivery_address,
      ifu: order.customer_ifu,
      rccm: order.customer_rccm,
      department: order.customer_department,
      purchaseOrderRef: order.purchase_order_ref,
    },
    lines: order.items.map((item) => ({
      description: item.product_name,
      quantity: item.quantity,
      unitPrice: Number(item.unit_price),
      lineTotal: Number(item.line_total),
    })),
    subtotal: Number(order.subtotal),
    taxRate: Number(order.tax_rate),
    tax: Number(order.tax),
    shipping: Number(order.shipping),
    total: Number(order.total),
    paymentTerms: defaultPaymentTerms,
  };
}

/** The columns of an accepted quote the pro forma needs (answered, so with an amount and a date). */
export type ProFormaQuote = Pick<Tables<'quotes'>, 'id' | 'name' | 'email' | 'phone' | 'company' | 'project_type' | 'services'> & {
  answer_amount: number;
  answered_at: string;
};

/** A stable reference for a quote, which has no number: the start of its id. */
export function quoteReference(quoteId: string): string {
  return `DEV-${quoteId.replace(/-/g, '').slice(0, 8).toUpperCase()}`;
}

function labelOf(options: readonly { value: string; label: string }[], value: string): string {
  return options.find((option) => option.value === value)?.label ?? value;
}

/**
 * A quote has no lines: its pro forma has one, the project and its services at the quoted amount,
 * read as excluding TVA, to which the current rate of the settings is added.
 */
export function proFormaOfQuote(quote: ProFormaQuote, settings: DocumentSettings & { tax_rate: number }): ProFormaData {
  const issuedOn = quote.answered_at.slice(0, 10);
  const amount = Number(quote.answer_amount);
  const taxRate = Number(settings.tax_rate);
  const tax = Math.round((amount * taxRate) / 100);
  const services = quote.services.map((service) => labelOf(quoteServices, service)).join(', ');
  return {
    reference: `Pro forma n° ${quoteReference(quote.id)}`,
    issuedOn,
    validUntil: addDays(issuedOn, proFormaValidityDays),
    ...sellerBlock(sellerOfSettings(settings)),
    customer: { name: quote.name, company: quote.company, email: quote.email, phone: quote.phone },
    lines: [
      {
        description: `${labelOf(projectTypes, quote.project_type)}${services ? ` : ${services}` : ''}`,
        quantity: 1,
        unitPrice: amount,
        lineTotal: amount,
      },
    ],
    subtotal: amount,
    taxRate,
    tax,
    shipping: 0,
    total: amount + tax,
    paymentTerms: defaultPaymentTerms,
  };
}
