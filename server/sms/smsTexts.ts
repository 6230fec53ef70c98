import type { MailCompany } from '../mail/html/MailLayout';

/** What the send step hands a text: the code opened from the queue, the site's address, a record's link token. */
export interface SmsSecrets {
  otp?: string;
  siteUrl: string;
  appointmentToken?: string;
  orderToken?: string;
}

/**
 * One kind of text message (public.notifications.kind, 'sms_…'): its French name for the back-office
 * (recorded as the row's subject when it leaves, as a mail's subject is: never the text, which may
 * hold a code or a link) and its text, short (160 characters where possible: one SMS).
 */
export interface SmsText {
  label: string;
  text(data: Record<string, unknown>, company: MailCompany | undefined, secrets: SmsSecrets): string;
}

const sender = (company: MailCompany | undefined) => company?.company_name ?? 'Ouaga IT Services';
const minutes = (data: Record<string, unknown>) => (typeof data.valid_minutes === 'number' ? data.valid_minutes : 5);

export const smsTexts: Record<string, SmsText> = {
  sms_otp: {
    label: 'SMS : code de connexion',
    text: (data, company, { otp }) =>
      `${sender(company)} : votre code est ${otp}. Valable ${minutes(data)} min. Ne le communiquez à personne.`,
  },
  sms_phone_change: {
    label: 'SMS : confirmation du nouveau numéro',
    text: (data, company, { otp }) =>
      `${sender(company)} : code de confirmation de votre nouveau numéro : ${otp}. Valable ${minutes(data)} min.`,
  },
};

/** A kind queued without a text here is given up at once, as a mail without template is. */
export class MissingSmsTextError extends Error {
  constructor(kind: string) {
    super(`Aucun texte de SMS pour le type « ${kind} »`);
  }
}

export function smsTextOf(kind: string): SmsText {
  const found = smsTexts[kind];
  if (!found) throw new MissingSmsTextError(kind);
  return found;
}
