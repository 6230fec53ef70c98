import type { MailKind } from '../../../src/shared/notifications/notificationKinds';
import type { MailCompany } from '../html/MailLayout';
import type { ClaimedMail, QueuedMail } from '../writtenMail';
import { mailTemplates } from './index';
import type { MailLinks, MailTemplate } from './mailTemplate';

/** A mail of a kind that has no template cannot be written: the send step gives it up at once. */
export class MissingTemplateError extends Error {
  constructor(kind: string) {
    super(`Aucun modèle d'e-mail pour le type « ${kind} »`);
  }
}

/** The template of a kind; throws MissingTemplateError for a kind that has none. */
export function templateOf(kind: string): MailTemplate {
  if (!Object.hasOwn(mailTemplates, kind)) throw new MissingTemplateError(kind);
  return mailTemplates[kind as MailKind];
}

/**
 * The subject and text of a queued mail, written now from its kind's template and data, with the
 * company's details as they are now and the links minted for it. A customer's mail about their
 * documents answers to the company's contact address, unless the row names its own Reply-To.
 */
export function composeMail({ data, ...mail }: QueuedMail, company: MailCompany | undefined, links: MailLinks): ClaimedMail {
  const template = templateOf(mail.kind);
  const replyTo = mail.reply_to ?? (template.replyToCompany && company?.email_general ? company.email_general : null);
  return { ...mail, reply_to: replyTo, subject: template.subject(data, company), body_text: template.text(data, company, links) };
}
