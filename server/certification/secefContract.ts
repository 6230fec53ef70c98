/**
 * The e-MCF module's HTTP contract as this product speaks it (decision 062): the fields the DGI's SECeF
 * asks for a « facture électronique certifiée », named as the public e-MCF documentation names them.
 *   POST {SECEF_API_URL}/invoices            a document → 200 SecefAnswer, or 4xx SecefError (refused)
 *   GET  {SECEF_API_URL}/invoices/{number}   → 200 SecefAnswer when that number is already certified, else 404
 * Authorization: Bearer {SECEF_API_KEY}. The built-in test certifier (testCertifier.ts) serves the same.
 */

/** FV sale invoice, FA credit note (avoir); EV / EA their export versions. */
export type SecefDocumentType = 'FV' | 'FA' | 'EV' | 'EA';
/** PM: a company or an administration (with its IFU); PP: a person. */
export type SecefCustomerType = 'PM' | 'PP';
/** BIE: a good (a product); SER: a service (labour, installation…). */
export type SecefItemType = 'BIE' | 'SER';
/** B: TVA 18 %; A: exempt. */
export type SecefTaxGroup = 'A' | 'B';
/** E cash, V transfer, C cheque, M mobile money. */
export type SecefPaymentMethod = 'E' | 'V' | 'C' | 'M';
/** A credit note's nature: COR correction, ANN cancellation, RAB discount. */
export type SecefCreditNature = 'COR' | 'ANN' | 'RAB';

export interface SecefRequest {
  nim: string;
  /** The seller's IFU. */
  ifu: string;
  /** The company's own gapless number (FAC-2026-0001, AV-2026-0001). */
  invoiceNumber: string;
  type: SecefDocumentType;
  priceMode: 'TTC' | 'HT';
  operator: { id: string; name: string };
  client: { type: SecefCustomerType; ifu?: string; name: string };
  items: Array<{
    name: string;
    itemType: SecefItemType;
    taxGroup: SecefTaxGroup;
    unitPrice: number;
    quantity: number;
    amount: number;
  }>;
  payments: Array<{ method: SecefPaymentMethod; amount: number }>;
  /** A credit note: the original invoice's {NIM}-{FVC} and the nature of the correction. */
  reference?: string;
  nature?: SecefCreditNature;
}

export interface SecefAnswer {
  codeSecef: string;
  nim: string;
  ifu: string;
  /** The certification's date-time (ISO 8601, or dd/MM/yyyy HH:mm:ss as some modules write it). */
  dateTime: string;
  /** BFSECEF01;NIM;CODE;IFU;DATETIME */
  qrContent: string;
  counters: { tc: number; fvc: number; frc: number };
  taxes: Array<{ group: SecefTaxGroup; rate: number; base: number; tax: number }>;
}

export interface SecefError {
  errorCode: string;
  errorDesc: string;
}
