import { invoiceLinkLine } from './invoiceParts';
import { mailTemplate } from './mailTemplate';
import { lines, signature } from './textParts';

/** One invoice a reminder lists, as private.queue_payment_reminders writes it (amounts and dates in French). */
export interface RemindedInvoice {
  number: string;
  /** « 27/12/2026 » */
  due_date: string;
  /** Days since the due date: negative while it is still ahead. */
  days_late: number;
  /** « 118 000 FCFA » */
  balance_due: string;
}

export interface PaymentReminderMailData {
  name: string;
  invoices: RemindedInvoice[];
  /** The balance of all the invoices listed. */
  total_due: string;
  guest: boolean;
}

export const payButton = 'Payer';

const days = (count: number) => (count === 1 ? '1 jour' : `${count} jours`);

/** « en retard de 7 jours », « échue aujourd'hui », « à régler dans 3 jours ». */
export function lateness(daysLate: number): string {
  if (daysLate > 0) return `en retard de ${days(daysLate)}`;
  if (daysLate === 0) return "à régler aujourd'hui";
  return `à régler dans ${days(-daysLate)}`;
}

/** To a customer with invoices due or overdue: one mail a day at most, listing them all, each with its « Payer » link. */
export default mailTemplate<PaymentReminderMailData>({
  heading: 'Rappel de paiement',
  subject: (data) =>
    data.invoices.length === 1
      ? `Rappel : facture ${data.invoices[0].number}, ${data.invoices[0].balance_due} à régler`
      : `Rappel : ${data.invoices.length} factures, ${data.total_due} à régler`,
  text: (data, company, links) =>
    lines(
      `Bonjour ${data.name},`,
      '',
      data.invoices.length === 1
        ? 'Sauf erreur de notre part, la facture suivante reste à régler :'
        : 'Sauf erreur de notre part, les factures suivantes restent à régler :',
      data.invoices.flatMap((invoice) => [
        '',
        `Facture n° ${invoice.number}, échéance le ${invoice.due_date} (${lateness(invoice.days_late)})`,
        `Reste à payer : ${invoice.balance_due}`,
        invoiceLinkLine(links, invoice.number, payButton),
      ]),
      '',
      data.invoices.length > 1 ? `Total restant dû : ${data.total_due}` : null,
      'Réglez en ligne depuis la page de la facture (Orange Money, Moov Money), ou par les moyens de paiement indiqués sur la facture.',
      'Si vous avez déjà réglé, merci de ne pas tenir compte de ce message.',
      signature(company),
    ),
});
