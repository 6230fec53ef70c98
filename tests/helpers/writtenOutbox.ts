import type { Queryable } from '../../server/db/types';
import { loadMailCompany } from '../../server/mail/mailCompany';
import { templateOf } from '../../server/mail/templates/composeMail';
import type { MailLinks } from '../../server/mail/templates/mailTemplate';

/** An outbox row as queued: by kind, with its template's data. */
export interface QueuedRow {
  kind: string;
  data: Record<string, unknown>;
}

/**
 * Stand-ins for the site's address and the tokens the send step mints, so a test reads a link's
 * line without sending the mail (the real ones exist only in the mail that leaves).
 */
export const writtenLinks: MailLinks = {
  siteUrl: 'http://site.test',
  authToken: 'JETON',
  code: '000000',
  appointmentToken: 'JETON',
  orderToken: 'JETON',
  quoteToken: 'JETON',
};

/**
 * The rows with the subject and text the mail worker writes for them from their kind's template
 * (with the stand-in links above), so tests can read what a mail says without sending it.
 */
export async function asWritten<Row extends QueuedRow>(db: Queryable, rows: Row[]): Promise<(Row & { subject: string; body_text: string })[]> {
  const company = await loadMailCompany(db);
  return rows.map((row) => {
    const template = templateOf(row.kind);
    return { ...row, subject: template.subject(row.data, company), body_text: template.text(row.data, company, writtenLinks) };
  });
}
