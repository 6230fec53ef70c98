import { paymentMethodLabel } from '../../../src/shared/proForma/receiptDocument';
import { invoiceLinkLine, invoiceLinkMints, type PaymentReceiptMailData, viewInvoiceButton } from './invoiceParts';
import { mailTemplate } from './mailTemplate';
import { lines, signature } from './textParts';

/** To the customer when staff record a payment on their invoice: the receipt's PDF attached (proFormaMail.ts). */
export default mailTemplate<PaymentReceiptMailData>({
  heading: 'Reçu de paiement',
  replyToCompany: true,
  buttonLabel: viewInvoiceButton,
  mints: invoiceLinkMints,
  subject: (data) => `Reçu de paiement : ${data.amount} sur votre facture ${data.invoice_number}`,
  text: (data, company, links) =>
    lines(
      `Bonjour ${data.name},`,
      '',
      `Nous avons bien reçu votre paiement sur la facture n° ${data.invoice_number}. Votre reçu est joint à ce message.`,
      '',
      `Montant : ${data.amount}`,
      `Moyen de paiement : ${paymentMethodLabel(data.method)}`,
      `Date : ${data.paid_on}`,
      ...(data.reference ? [`Référence : ${data.reference}`] : []),
      `Reste à payer sur la facture : ${data.balance_due}`,
      '',
      'Retrouvez votre facture et vos paiements depuis ce lien :',
      invoiceLinkLine(links, data.invoice_number),
      signature(company),
    ),
});
