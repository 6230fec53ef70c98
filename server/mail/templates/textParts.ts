import { paths } from '../../../src/shared/paths';
import type { MailCompany } from '../html/MailLayout';
import type { MailLinks } from './mailTemplate';

/** A line of a mail's text; null, undefined or false leave it out. */
export type Line = string | null | undefined | false;

/**
 * Lines joined as the SQL concat_ws(e'\n', …) that wrote them before did: a missing line is left
 * out, an empty one kept (it is a blank line).
 */
export function lines(...parts: (Line | Line[])[]): string {
  return parts.flat().filter((part): part is string => typeof part === 'string').join('\n');
}

/** « Label : valeur », or nothing when there is no value. */
export function labelled(label: string, value: unknown): string | undefined {
  // A blank value (an option left unchosen) leaves the line out rather than print « Délai : » alone.
  return value === null || value === undefined || String(value).trim() === '' ? undefined : `${label} : ${String(value)}`;
}

/** « Bonjour Awa, » when the data names the person (only when the address is theirs), else « Bonjour, ». */
export const greeting = (name: unknown) => (typeof name === 'string' ? `Bonjour ${name},` : 'Bonjour,');

/** A status label inside a sentence or a subject (« confirmé »). */
export const lowerLabel = (label: string) => label.toLocaleLowerCase('fr');

/** The company's name in the text of account mails, as the settings give it. */
export const companyNameOf = (company: MailCompany | undefined) => company?.company_name || 'Ouaga IT Services';

/**
 * The signature under customer mails: a blank line, « -- », the company's name, address, phone
 * and e-mail from the settings (the HTML version shows its own footer instead).
 */
export function signature(company: MailCompany | undefined): string | undefined {
  if (!company) return undefined;
  const place = [company.address, company.city, company.country].filter(Boolean).join(', ');
  return lines('', '--', company.company_name, place || undefined, company.phone_main ? `Tél. : ${company.phone_main}` : undefined, company.email_general || undefined);
}

/** The « Gérer mon rendez-vous » line, or nothing when no link could be given (the appointment is over). */
export function manageLinkLine(links: MailLinks): string | undefined {
  return links.appointmentToken && `Gérer mon rendez-vous (annuler ou déplacer) : ${links.siteUrl}${paths.appointmentManage(links.appointmentToken)}`;
}

const backOfficeButton = 'Voir dans le back-office';

/**
 * The line of a company alert that links to its record in the back-office (a button in the HTML
 * version), or nothing when the data carries no id (a row queued before the ids were).
 */
export function backOfficeLine(links: MailLinks, resource: string, id: unknown): string | undefined {
  return typeof id === 'string' && id ? `${backOfficeButton} : ${links.siteUrl}${paths.adminRecord(resource, id)}` : undefined;
}

export const ignoreIfNotYou = "Si vous n'êtes pas à l'origine de cette demande, ignorez ce message.";
