import { amountLines, type InvoiceMailData, invoiceLinkLine, invoiceLinkMints, viewInvoiceButton } from './invoiceParts';
import { mailTemplate } from './mailTemplate';
import { lines, signature } from './textParts';

/** To the customer when an invoice is issued: its PDF attached (proFormaMail.ts), its link (invoiceParts.ts). */
export default mailTemplate<InvoiceMailData>({
  heading: 'Votre facture',
  replyToCompany: true,
  buttonLabel: viewInvoiceButton,
  mints: invoiceLinkMints,
  subject: (data) => `Votre facture ${data.number} : ${data.total_ttc} TTC`,
  text: (data, company, links) =>
    lines(
      `Bonjour ${data.name},`,
      '',
      `Veuillez trouver ci-joint notre facture n° ${data.number} du ${data.issued_on}, à régler au plus tard le ${data.due_date}.`,
      '',
      amountLines(data),
      '',
      'Les moyens de paiement figurent au bas de la facture. Retrouvez-la, avec vos paiements et le solde restant dû, et payez-la en ligne depuis ce lien, sans compte :',
      invoiceLinkLine(links, data.number),
      signature(company),
    ),
});
