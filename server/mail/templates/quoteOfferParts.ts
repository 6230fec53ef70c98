import { paths } from '../../../src/shared/paths';
import type { MailLinks } from './mailTemplate';

/** What the offer mails' data holds: French amounts and dates written by the database. */
export interface QuoteOfferData {
  name: string;
  number: string;
  total_ht: string;
  total_tva: string;
  total_ttc: string;
  tax_rate: string;
  /** « 27/12/2026 ». */
  valid_until: string;
}

/** The company's alert when a customer answers a quote online (its Reply-To the customer). */
export interface QuoteAnswerAlertData {
  number: string;
  name: string;
  company: string | null;
  email: string;
  phone: string;
  total_ttc: string;
  signer: string | null;
  reason: string | null;
  /** How and which day (DD/MM/YYYY) it was accepted; absent from the alerts queued before 20261208020100. */
  via?: string | null;
  accepted_on?: string | null;
}

/** The customer's confirmation of their « Bon pour accord » (private.notify_quote_settled). */
export interface QuoteAcceptedData {
  name: string;
  number: string;
  total_ttc: string;
  signer: string | null;
  via: string | null;
  /** « 08/12/2026 ». */
  accepted_on: string | null;
}

export const viewQuoteButton = 'Voir et accepter le devis';

/** The line that carries the quote's link (minted by the send step: server/mail/quoteMail.ts), or none when it cannot be given. */
export const quoteLinkLine = (links: MailLinks) => links.quoteToken && `${viewQuoteButton} : ${links.siteUrl}${paths.quoteView(links.quoteToken)}`;
