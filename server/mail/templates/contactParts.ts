import { type MailTemplate } from './mailTemplate';
import { backOfficeLine, labelled, lines } from './textParts';

/** A message from the contact form, or an information request about a product. */
export interface ContactDetails {
  /** « Demande d'information : <produit> », the subject typed, or « Sans objet ». */
  topic: string;
  name: string;
  email: string;
  phone: string | null;
  message: string | null;
  /** The message's id, in the company's alert only (its back-office link). */
  id?: string;
}

export function contactDetailLines(data: ContactDetails) {
  return [`Objet : ${data.topic}`, `Nom : ${data.name}`, `E-mail : ${data.email}`, labelled('Téléphone', data.phone), '', data.message];
}

/** To the company: the contact message and the information request read the same. */
export const contactToCompany: Pick<MailTemplate<ContactDetails>, 'subject' | 'text'> = {
  subject: (data) => `Nouveau message : ${data.topic} (${data.name})`,
  text: (data, _company, links) => lines('Un nouveau message est arrivé sur le site.', '', contactDetailLines(data), '', backOfficeLine(links, 'contact_messages', data.id)),
};
