import { paymentMethodLabel } from '../../../src/shared/proForma/receiptDocument';
import { invoiceLinkLine, invoiceLinkMints, viewInvoiceButton } from './invoiceParts';
import { mailTemplate } from './mailTemplate';
import { lines, signature } from './textParts';

/** What the database queues when staff record a refund (public.refunds, decision 061). */
interface RefundMailData {
  name: string;
  invoice_number: string;
  amount: string;
  method: string;
  reference: string | null;
  refunded_on: string;
  /** What the company still owes back on the invoice after this refund (« 0 FCFA » once settled). */
  refund_due: string;
}

/** To the customer when staff record that the company paid money back on their invoice (after a credit note). */
export default mailTemplate<RefundMailData>({
  heading: 'Remboursement effectué',
  buttonLabel: viewInvoiceButton,
  mints: invoiceLinkMints,
  subject: (data) => `Remboursement de ${data.amount} sur votre facture ${data.invoice_number}`,
  text: (data, company, links) =>
    lines(
      `Bonjour ${data.name},`,
      '',
      `Nous vous avons remboursé ${data.amount} au titre de l’avoir sur la facture n° ${data.invoice_number}.`,
      '',
      `Moyen : ${paymentMethodLabel(data.method)}`,
      `Date : ${data.refunded_on}`,
      ...(data.reference ? [`Référence : ${data.reference}`] : []),
      `Reste à vous rembourser sur cette facture : ${data.refund_due}`,
      '',
      'Retrouvez votre facture, ses paiements et ses remboursements :',
      invoiceLinkLine(links, data.invoice_number),
      signature(company),
    ),
});
