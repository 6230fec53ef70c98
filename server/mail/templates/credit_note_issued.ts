import { amountLines, type CreditNoteMailData, invoiceLinkLine, invoiceLinkMints, viewInvoiceButton } from './invoiceParts';
import { mailTemplate } from './mailTemplate';
import { lines, signature } from './textParts';

/** To the customer when a credit note (avoir) cancels all or part of their invoice: its PDF attached. */
export default mailTemplate<CreditNoteMailData>({
  heading: 'Votre avoir',
  replyToCompany: true,
  buttonLabel: viewInvoiceButton,
  mints: invoiceLinkMints,
  subject: (data) => `Avoir ${data.number} sur votre facture ${data.invoice_number} : ${data.total_ttc} TTC`,
  text: (data, company, links) =>
    lines(
      `Bonjour ${data.name},`,
      '',
      `Veuillez trouver ci-joint notre avoir n° ${data.number} du ${data.issued_on}, qui annule tout ou partie de la facture n° ${data.invoice_number}.`,
      `Motif : ${data.reason}`,
      '',
      amountLines(data),
      '',
      ...(data.refund_due
        ? [`Votre facture étant déjà réglée, cet avoir vous ouvre droit à un remboursement de ${data.refund_due}, que nous vous verserons. Retrouvez votre facture et cet avoir depuis ce lien :`]
        : ['Le solde de votre facture en tient compte. Retrouvez-la, avec cet avoir, depuis ce lien :']),
      invoiceLinkLine(links, data.invoice_number),
      signature(company),
    ),
});
