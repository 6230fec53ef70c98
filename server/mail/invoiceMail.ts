import type { ClaimedMail } from './outboxQueries';
import { withSiteUrl } from './templates/textParts';

/**
 * Writes the site's address into the portal link of an invoice or credit note mail (the database
 * that queued it does not know it). Only for those mails: a slot typed by a visitor elsewhere
 * stays as typed.
 */
export function fillSiteUrl(mail: ClaimedMail, siteUrl: string): ClaimedMail {
  if (!mail.invoice_id && !mail.credit_note_id) return mail;
  return { ...mail, body_text: withSiteUrl(mail.body_text, siteUrl) };
}
