import { type CompanySettings, companyOf, type DocumentLegal, type DocumentPayment, defaultPaymentTerms, type ProFormaData } from './proFormaData';

/** The settings columns every document prints: the company, its legal mentions and where to pay. */
export interface DocumentSettings extends CompanySettings {
  legal_name: string;
  ifu: string;
  rccm: string;
  tax_regime: string;
  tax_division: string;
  bank_name: string;
  bank_account: string;
  orange_money_number: string;
  moov_money_number: string;
  /** « bucket/path » of the logo in public Storage, '' when none (documentLogo.ts). */
  logo_path?: string;
}

function legalOf(settings: DocumentSettings): DocumentLegal {
  return { legalName: settings.legal_name, ifu: settings.ifu, rccm: settings.rccm, taxRegime: settings.tax_regime, taxDivision: settings.tax_division };
}

function paymentOf(settings: DocumentSettings): DocumentPayment {
  return {
    bankName: settings.bank_name,
    bankAccount: settings.bank_account,
    orangeMoney: settings.orange_money_number,
    moovMoney: settings.moov_money_number,
  };
}

/** A sent quote and its lines, as stored (amounts computed by the database: decision 036). */
export interface SentQuote {
  number: string;
  name: string;
  company: string | null;
  email: string;
  phone: string | null;
  sent_at: string;
  valid_until: string;
  tax_rate: number;
  total_ht: number;
  total_tva: number;
  total_ttc: number;
  notes: string | null;
  lines: { description: string; quantity: number; unit_price: number; discount_percent: number; net_unit_price: number; line_total: number }[];
}

const discountNote = (percent: number) => ` (remise ${String(Number(percent)).replace('.', ',')} %)`;

/** A quote's document (« DEVIS »): its lines at their net unit price HT, the totals stored, no delivery line. */
export function documentOfQuote(quote: SentQuote, settings: DocumentSettings, logo?: Uint8Array): ProFormaData {
  return {
    logo,
    title: 'DEVIS',
    closingSubject: 'le présent devis',
    reference: `Devis n° ${quote.number}`,
    issuedOn: quote.sent_at.slice(0, 10),
    validUntil: quote.valid_until.slice(0, 10),
    company: companyOf(settings),
    customer: { name: quote.name, company: quote.company, email: quote.email, phone: quote.phone },
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
    legal: legalOf(settings),
    payment: paymentOf(settings),
    notFinal: false,
  };
}
