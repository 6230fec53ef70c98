import type { MailCompany } from '../html/MailLayout';

/**
 * A secret the send step mints for one mail before its template writes it, when the template says
 * it writes one (`mints`): the outbox row (readable by administrators, copied into backups) never
 * holds a working link or code, only the data the template needs to write the mail.
 * - auth_link: the token of an auth mail's link (GoTrue's token_hash), for the user of data.user_id;
 * - email_code: the six-digit code sent with that link (GoTrue's email OTP);
 * - reauthentication_code: the code that confirms a password change;
 * - appointment_link, order_link, quote_link: the token of the « Gérer mon rendez-vous » link, of a
 *   guest's order link, of a quote's « Voir et accepter » link;
 * - invoice_link: the token of an invoice mail's « Voir ma facture » link (/invoice/view/:token).
 * - listed_invoice_links: one such token per invoice a mail lists by number in data.invoices (a payment reminder).
 */
export type MintedSecret = 'auth_link' | 'email_code' | 'reauthentication_code' | 'appointment_link' | 'order_link' | 'quote_link' | 'invoice_link' | 'listed_invoice_links';

/** The tokens minted for one mail; one that could not be given (the appointment is over) is absent. */
export interface MailTokens {
  authToken?: string;
  /** A whole auth link minted by GoTrue (a Send Email hook call), written as given. */
  authLink?: string;
  code?: string;
  appointmentToken?: string;
  orderToken?: string;
  quoteToken?: string;
  invoiceToken?: string;
  /** The tokens of the invoices a mail lists, by invoice number (listed_invoice_links). */
  invoiceTokens?: Record<string, string>;
}

/** What the send step gives a template besides the queued data: the site's address (no trailing slash) and the tokens. */
export interface MailLinks extends MailTokens {
  siteUrl: string;
}

/**
 * One kind of mail: its subject and plain text, built from the data the database queued with it
 * (private.queue_mail), the company's details as they are when it leaves and the links minted
 * then, and what its HTML version shows around that text (server/mail/html): a heading, the label
 * of its button, and whether a link to another site may be a button (only the auth mails, whose
 * links the server writes from its allow-list).
 */
export interface MailTemplate<Data = Record<string, unknown>> {
  heading: string;
  buttonLabel?: string;
  anyLinkIsButton?: boolean;
  /** Written by a person (a reply from staff): the HTML shows it as typed, no fields, codes or buttons read into it. */
  freeText?: boolean;
  /**
   * To a customer about a quote, order, invoice, credit note or receipt: their reply goes to the
   * company's contact address (settings' email_general), not to the no-reply sender (composeMail.ts).
   */
  replyToCompany?: boolean;
  /** The secrets its text writes, minted just before it is written (server/mail/mintMailTokens.ts). */
  mints?: readonly MintedSecret[];
  subject(data: Data, company: MailCompany | undefined): string;
  text(data: Data, company: MailCompany | undefined, links: MailLinks): string;
}

/** Typed where it is written; the registry holds them all as taking the queued jsonb. */
export function mailTemplate<Data>(template: MailTemplate<Data>): MailTemplate {
  return template as unknown as MailTemplate;
}
