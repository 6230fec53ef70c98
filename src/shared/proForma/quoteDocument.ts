import { acceptanceDay, acceptanceNote } from '../quotes/acceptanceNote';
import { defaultPaymentTerms, type ProFormaData } from './proFormaData';
import { type DocumentSettings, sellerBlock, sellerOfSettings } from './sellerBlock';

/** A sent quote and its lines, as stored (amounts computed by the database: decision 036). */
export interface SentQuote {
  number: string;
  name: string;
  company: string | null;
  email: string;
  phone: string | null;
  customer_ifu?: string | null;
  customer_rccm?: string | null;
  customer_department?: string | null;
  purchase_order_ref?: string | null;
  sent_at: string;
  valid_until: string;
  tax_rate: number;
  total_ht: number;
  total_tva: number;
  total_ttc: number;
  notes: string | null;
  /** Once accepted: who, when and how (decision 059); the document then says so. */
  offer_status?: string | null;
  accepted_at?: string | null;
  accepted_by_name?: string | null;
  accepted_via?: string | null;
  lines: { description: string; quantity: number; unit_price: number; discount_percent: number; net_unit_price: number; line_total: number }[];
}

const discountNote = (percent: number) => ` (remise ${String(Number(percent)).replace('.', ',')} %)`;

/**
 * A quote's document (« DEVIS »): its lines at their net unit price HT, the totals stored, no delivery
 * line; once accepted, « DEVIS ACCEPTÉ » and who gave the « Bon pour accord », when and how.
 */
export function documentOfQuote(quote: SentQuote, settings: DocumentSettings, logo?: Uint8Array): ProFormaData {
  const accepted = quote.offer_status === 'accepted';
  return {
    logo,
    title: accepted ? 'DEVIS ACCEPTÉ' : 'DEVIS',
    ...(accepted
      ? {
          remarks: [
            acceptanceNote({
              signer: quote.accepted_by_name ?? null,
              acceptedOn: quote.accepted_at ? acceptanceDay(quote.accepted_at) : null,
              via: quote.accepted_via ?? null,
            }),
          ],
        }
      : {}),
    closingSubject: 'le présent devis',
    reference: `Devis n° ${quote.number}`,
    issuedOn: quote.sent_at.slice(0, 10),
    validUntil: quote.valid_until.slice(0, 10),
    ...sellerBlock(sellerOfSettings(settings)),
    customer: {
      name: quote.name,
      company: quote.company,
      email: quote.email,
      phone: quote.phone,
      ifu: quote.customer_ifu,
      rccm: quote.customer_rccm,
      department: quote.customer_department,
      purchaseOrderRef: quote.purchase_order_ref,
    },
    lines: quote.lines.map((line) => ({
      description: `${line.description}${Number(line.discount_percent) > 0 ? discountNote(line.discount_percent) : ''}`,
      quantity: line.quantity,
      unitPrice: Number(line.net_unit_price),
      lineTotal: Number(line.line_total),
    })),
    subtotal: Number(quote.total_ht),
    taxRate: Number(quote.tax_rate),
    tax: Number(quote.total_tva),
    shipping: null,
    total: Number(quote.total_ttc),
    paymentTerms: quote.notes?.trim() || defaultPaymentTerms,
    notFinal: false,
  };
}
