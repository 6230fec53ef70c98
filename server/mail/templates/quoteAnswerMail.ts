import type { MailCompany } from '../html/MailLayout';
import { labelled, lines, lowerLabel, signature } from './textParts';

/** The company's answer to a quote request, written by an administrator in the back-office. */
export interface QuoteAnswerData {
  name: string;
  status: string;
  project: string;
  /** Formatted (« 650 000 FCFA »), null when the answer names no amount. */
  amount: string | null;
  message: string | null;
}

/** Subject and text of both answers; only the opening sentence differs. */
export function quoteAnswerMail(opening: (project: string) => string) {
  return {
    subject: (data: QuoteAnswerData) => `Réponse à votre demande de devis : ${lowerLabel(data.status)}`,
    text: (data: QuoteAnswerData, company: MailCompany | undefined) =>
      lines(
        `Bonjour ${data.name},`,
        '',
        opening(data.project),
        '',
        // The amount staff type is HT: the pro forma attached adds the TVA (proFormaOfQuote).
        labelled('Montant proposé', data.amount === null ? null : `${data.amount} HT`),
        data.amount !== null && 'Ce devis est valable 30 jours.',
        data.message,
        signature(company),
      ),
  };
}
