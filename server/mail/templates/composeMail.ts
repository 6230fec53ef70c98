import type { MailCompany } from '../html/MailLayout';
import type { ClaimedMail, QueuedMail } from '../outboxQueries';
import { mailTemplates } from './index';

/** A mail of a kind that has no template cannot be written: the send step gives it up at once. */
export class MissingTemplateError extends Error {
  constructor(kind: string) {
    super(`Aucun modèle d'e-mail pour le type « ${kind} »`);
  }
}

/**
 * The subject and text of a queued mail: written now from its kind's template and data, with the
 * company's details as they are now; a row queued with its text (before the templates, or by an
 * old process) keeps it.
 */
export function composeMail({ data, ...mail }: QueuedMail, company: MailCompany | undefined): ClaimedMail {
  if (data === null) return { ...mail, subject: mail.subject ?? '', body_text: mail.body_text ?? '' };
  const template = mailTemplates[mail.kind];
  if (!template) throw new MissingTemplateError(mail.kind);
  return { ...mail, subject: template.subject(data, company), body_text: template.text(data, company) };
}
