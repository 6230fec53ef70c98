import type { Queryable } from '../../server/db/types';
import { loadMailCompany } from '../../server/mail/mailCompany';
import { mailTemplates } from '../../server/mail/templates';

/** An outbox row as queued: by kind with its template's data, or (before the templates) with its text. */
export interface QueuedRow {
  kind: string;
  subject: string | null;
  body_text: string | null;
  data: Record<string, unknown> | null;
}

/**
 * The rows with the subject and text the mail worker writes for them from their kind's template
 * (before it fills tokens and links): what the outbox's subject and body_text held before the
 * templates, so tests can read what a mail says without sending it.
 */
export async function asWritten<Row extends QueuedRow>(db: Queryable, rows: Row[]): Promise<(Row & { subject: string; body_text: string })[]> {
  const company = await loadMailCompany(db);
  return rows.map((row) => {
    const template = mailTemplates[row.kind];
    if (row.data === null || !template) return { ...row, subject: row.subject ?? '', body_text: row.body_text ?? '' };
    return { ...row, subject: template.subject(row.data, company), body_text: template.text(row.data, company) };
  });
}
