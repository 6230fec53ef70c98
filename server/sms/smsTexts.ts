import { isNotificationKind, type TextKind } from '../../src/shared/notifications/notificationKinds';
import { paths } from '../../src/shared/paths';
import type { MailCompany } from '../mail/html/MailLayout';

/** What the send step hands a text: the code opened from the queue, the site's address, a record's link token. */
export interface SmsSecrets {
  otp?: string;
  siteUrl: string;
  appointmentToken?: string;
  orderToken?: string;
  invoiceToken?: string;
}

/**
 * One kind of text message (public.notifications.kind, 'sms_…', named in src/shared/notifications/notificationKinds.ts
 * with its label): its text, short (160 characters where possible: one SMS).
 */
export interface SmsText {
  text(data: Record<string, unknown>, company: MailCompany | undefined, secrets: SmsSecrets): string;
}

const sender = (company: MailCompany | undefined) => company?.company_name ?? 'Ouaga IT Services';
const minutes = (data: Record<string, unknown>) => (typeof data.valid_minutes === 'number' ? data.valid_minutes : 5);
const field = (data: Record<string, unknown>, name: string) => (typeof data[name] === 'string' || typeof data[name] === 'number' ? String(data[name]) : '');

/** The « Gérer » link, when one could be minted (not for an appointment that can no longer change). */
const manageLink = ({ siteUrl, appointmentToken }: SmsSecrets) =>
  appointmentToken ? ` Gérer : ${siteUrl}${paths.appointmentManage(appointmentToken)}` : '';

/** An account's order in its dashboard; a guest's by the link minted for the address it gave. */
const orderLink = (data: Record<string, unknown>, { siteUrl, orderToken }: SmsSecrets) => {
  if (data.guest !== true) return ` Suivi : ${siteUrl}${paths.dashboardOrder(Number(data.number))}`;
  return orderToken ? ` Suivi : ${siteUrl}${paths.orderView(orderToken)}` : '';
};

/** Notices: the appointment's or order's news, the record's link (minted when it leaves: noticeLinks.ts). */
const noticeTexts = {
  sms_appointment_confirmation: {
    text: (data, company, secrets) =>
      `${sender(company)} : demande de RDV reçue pour le ${field(data, 'slot')}. Nous vous la confirmerons.${manageLink(secrets)}`,
  },
  sms_appointment_confirmed: {
    text: (data, company, secrets) => `${sender(company)} : RDV confirmé le ${field(data, 'slot')}.${manageLink(secrets)}`,
  },
  sms_appointment_moved: {
    text: (data, company, secrets) => `${sender(company)} : votre RDV est déplacé au ${field(data, 'slot')}.${manageLink(secrets)}`,
  },
  sms_appointment_cancelled: {
    text: (data, company) => `${sender(company)} : votre RDV du ${field(data, 'slot')} est annulé.`,
  },
  sms_appointment_reminder: {
    text: (data, company, secrets) => `${sender(company)} : rappel, RDV le ${field(data, 'slot')}.${manageLink(secrets)}`,
  },
  sms_order_confirmed: {
    text: (data, company, secrets) =>
      `${sender(company)} : commande n° ${field(data, 'number')} confirmée, en préparation.${orderLink(data, secrets)}`,
  },
  sms_order_delivered: {
    text: (data, company) => `${sender(company)} : commande n° ${field(data, 'number')} livrée. Merci !`,
  },
  sms_payment_reminder: {
    text: (data, company, { siteUrl }) => {
      const count = Number(data.count);
      const what = count > 1 ? `${count} factures restent à régler` : `la facture ${field(data, 'number')} reste à régler`;
      // An account pays from its invoices in the portal; a guest finds the links in the reminder's e-mail.
      const where = data.guest === true ? ' Détails par e-mail.' : ` Payer : ${siteUrl}${paths.dashboardInvoices}`;
      return `${sender(company)} : rappel, ${what} (${field(data, 'total_due')}).${where}`;
    },
  },
  sms_invoice_issued: {
    text: (data, company, { siteUrl, invoiceToken }) => {
      // The invoice's own link (decision 066), for a guest as for an account; the portal when none could be minted.
      const link = invoiceToken ? paths.invoiceView(invoiceToken) : data.guest === true ? '' : paths.dashboardInvoice(field(data, 'number'));
      return `${sender(company)} : facture ${field(data, 'number')} de ${field(data, 'total_ttc')}, à régler avant le ${field(data, 'due_date')}.${link ? ` Voir et payer : ${siteUrl}${link}` : ''}`;
    },
  },
  sms_payment_receipt: {
    text: (data, company) =>
      `${sender(company)} : paiement de ${field(data, 'amount')} reçu pour la facture ${field(data, 'invoice_number')}` +
      ` (commande n° ${field(data, 'number')}). Reste à payer : ${field(data, 'balance_due')}. Merci !`,
  },
  sms_order_cancelled: {
    text: (data, company, secrets) => `${sender(company)} : commande n° ${field(data, 'number')} annulée.${orderLink(data, secrets)}`,
  },
  sms_support_reply: {
    text: (data, company, { siteUrl }) =>
      `${sender(company)} : nouvelle réponse sur votre demande ${field(data, 'number')}. ${siteUrl}${paths.dashboardSupportRequest(field(data, 'number'))}`,
  },
} satisfies Partial<Record<TextKind, SmsText>>;

/** Every text kind's text: the type says each kind of the table has one, and nothing else. */
export const smsTexts: Record<TextKind, SmsText> = {
  sms_otp: {
    text: (data, company, { otp }) =>
      `${sender(company)} : votre code est ${otp}. Valable ${minutes(data)} min. Ne le communiquez à personne.`,
  },
  sms_phone_change: {
    text: (data, company, { otp }) =>
      `${sender(company)} : code de confirmation de votre nouveau numéro : ${otp}. Valable ${minutes(data)} min.`,
  },
  ...noticeTexts,
};

/** A kind queued without a text here is given up at once, as a mail without template is. */
export class MissingSmsTextError extends Error {
  constructor(kind: string) {
    super(`Aucun texte de SMS pour le type « ${kind} »`);
  }
}

export function smsTextOf(kind: string): SmsText {
  if (!isNotificationKind(kind) || !Object.hasOwn(smsTexts, kind)) throw new MissingSmsTextError(kind);
  return smsTexts[kind as TextKind];
}
