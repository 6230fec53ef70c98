import { invoiceLinkLine, viewInvoiceButton } from './invoiceParts';
import { mailTemplate } from './mailTemplate';
import { lines, signature } from './textParts';

/** What private.record_checked_payment writes: French amounts and date. */
interface OnlinePaymentReceiptData {
  name: string;
  number: string;
  amount: string;
  paid_on: string;
  method: string;
  reference: string;
  balance_due: string;
}

/** To the customer once an online payment is checked with the provider and recorded (issue 48). */
export default mailTemplate<OnlinePaymentReceiptData>({
  heading: 'Reçu de paiement',
  buttonLabel: viewInvoiceButton,
  subject: (data) => `Reçu de paiement : facture ${data.number}`,
  text: (data, company, links) =>
    lines(
      `Bonjour ${data.name},`,
      '',
      `Nous avons bien reçu votre paiement de ${data.amount} par ${data.method} le ${data.paid_on} pour la facture n° ${data.number}.`,
      `Référence de la transaction : ${data.reference}`,
      `Reste à payer : ${data.balance_due}`,
      '',
      invoiceLinkLine(links, data.number),
      signature(company),
    ),
});
