import { customerIdentityTexts } from '../../../src/shared/customers/customerIdentity';
import { labelled } from './textParts';

/** Labels from the option lists only: nothing here was typed by the visitor. */
export interface QuoteSummary {
  project: string | null;
  services: string | null;
  budget: string | null;
  timeline: string | null;
}

export interface QuoteDetails extends QuoteSummary {
  name: string;
  company: string | null;
  email: string;
  phone: string;
  message: string | null;
  /** Who buys (decision 060), in the office's alert only (private.notify_quote_created). */
  ifu?: string | null;
  rccm?: string | null;
  department?: string | null;
  purchase_order_ref?: string | null;
}

export function quoteSummaryLines(data: QuoteSummary) {
  return [
    labelled('Type de projet', data.project),
    labelled('Services', data.services),
    labelled('Budget', data.budget),
    labelled('Délai', data.timeline),
  ];
}

export function quoteDetailLines(data: QuoteDetails) {
  return [
    ...quoteSummaryLines(data),
    `Nom : ${data.name}`,
    labelled('Entreprise', data.company),
    labelled(customerIdentityTexts.department, data.department),
    labelled(customerIdentityTexts.ifu, data.ifu),
    labelled(customerIdentityTexts.rccm, data.rccm),
    labelled('Bon de commande', data.purchase_order_ref),
    `E-mail : ${data.email}`,
    labelled('Téléphone', data.phone),
    labelled('Message', data.message),
  ];
}
