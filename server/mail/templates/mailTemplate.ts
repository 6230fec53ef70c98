import type { MailCompany } from '../html/MailLayout';

/**
 * One kind of mail: its subject and plain text, built from the data the database queued with it
 * (private.queue_mail) and the company's details as they are when it leaves, and what its HTML
 * version shows around that text (server/mail/html): a heading, the label of its button, and
 * whether a link to another site may be a button (only the auth mails, whose links the server
 * writes from its allow-list).
 */
export interface MailTemplate<Data = Record<string, unknown>> {
  heading: string;
  buttonLabel?: string;
  anyLinkIsButton?: boolean;
  /** Written by a person (a reply from staff): the HTML shows it as typed, no fields, codes or buttons read into it. */
  freeText?: boolean;
  subject(data: Data, company: MailCompany | undefined): string;
  text(data: Data, company: MailCompany | undefined): string;
}

/** Typed where it is written; the registry holds them all as taking the queued jsonb. */
export function mailTemplate<Data>(template: MailTemplate<Data>): MailTemplate {
  return template as unknown as MailTemplate;
}
