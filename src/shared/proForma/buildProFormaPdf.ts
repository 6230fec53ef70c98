import { PDFDocument, type PDFFont, type PDFPage, StandardFonts, rgb } from 'pdf-lib';
import { formatFcfa } from '../format/money';
import { amountInFrenchWords } from './amountInWords';
import { embedLogo } from './documentLogo';
import { customerLines, sellerLegalLines } from './documentParties';
import { drawCertificationBlock } from './drawCertificationBlock';
import { drawable, wrap } from './drawableText';
import type { ProFormaData } from './proFormaData';

const pageSize: [number, number] = [595.28, 841.89]; // A4
const margin = 50;
const bottomLimit = 90;
const ink = rgb(0.1, 0.1, 0.12);
const muted = rgb(0.4, 0.4, 0.45);
const rule = rgb(0.8, 0.8, 0.82);

const dayFormat = new Intl.DateTimeFormat('fr-FR', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
const formatDay = (isoDay: string) => dayFormat.format(new Date(`${isoDay.slice(0, 10)}T00:00:00Z`));

interface Writer {
  page: PDFPage;
  y: number;
}

/** The column right edges of the lines table, and where the description wraps. */
const columns = { description: margin, descriptionWidth: 250, quantity: 345, unitPrice: 450, lineTotal: pageSize[0] - margin };

/**
 * Draws a document as an A4 PDF: the pro forma invoice, and with the same layout the quote, the
 * invoice and the credit note (their data: quoteDocument.ts, invoiceDocument.ts). Logo, company
 * and legal mentions, customer, lines, TVA, total in figures and in words, validity or due date,
 * what is already paid and the balance, payment terms and details. Pure (no DOM), for the server
 * and the browser alike.
 */
export async function buildProFormaPdf(data: ProFormaData): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  const regular = await document.embedFont(StandardFonts.Helvetica);
  const bold = await document.embedFont(StandardFonts.HelveticaBold);
  const title = data.title ?? 'FACTURE PRO FORMA';
  document.setTitle(drawable(`${title.charAt(0)}${title.slice(1).toLowerCase()} – ${data.reference}`, regular));
  document.setAuthor(drawable(data.company.name, regular));
  document.setLanguage('fr-FR');

  const writer: Writer = { page: document.addPage(pageSize), y: pageSize[1] - margin };
  const newPageIfNeeded = (height: number) => {
    if (writer.y - height < bottomLimit) {
      writer.page = document.addPage(pageSize);
      writer.y = pageSize[1] - margin;
    }
  };
  const text = (value: string, x: number, options: { font?: PDFFont; size?: number; color?: typeof ink; alignRight?: boolean } = {}) => {
    const font = options.font ?? regular;
    const size = options.size ?? 10;
    const safe = drawable(value, font);
    const left = options.alignRight ? x - font.widthOfTextAtSize(safe, size) : x;
    writer.page.drawText(safe, { x: left, y: writer.y, size, font, color: options.color ?? ink });
  };
  const paragraph = (value: string, options: { font?: PDFFont; size?: number; color?: typeof ink } = {}) => {
    const font = options.font ?? regular;
    const size = options.size ?? 10;
    for (const line of wrap(drawable(value, font), font, size, pageSize[0] - 2 * margin)) {
      newPageIfNeeded(size + 4);
      text(line, margin, options);
      writer.y -= size + 4;
    }
  };
  const horizontalRule = () => {
    writer.page.drawLine({ start: { x: margin, y: writer.y }, end: { x: pageSize[0] - margin, y: writer.y }, thickness: 0.7, color: rule });
  };

  // Logo above the company (left), title (right).
  const top = writer.y;
  const logo = data.logo && (await embedLogo(document, data.logo));
  if (logo) {
    const scale = Math.min(140 / logo.width, 48 / logo.height, 1);
    writer.page.drawImage(logo, { x: margin, y: writer.y - logo.height * scale + 12, width: logo.width * scale, height: logo.height * scale });
    writer.y -= logo.height * scale + 8;
  }
  text(data.company.name, margin, { font: bold, size: 16 });
  writer.y -= 18;
  const legalLines = data.legal ? sellerLegalLines(data.legal, data.company.name) : [];
  for (const line of [data.company.address, `${data.company.city}, ${data.company.country}`, `Tél. : ${data.company.phone}`, data.company.email, ...legalLines]) {
    if (!line) continue;
    text(line, margin, { size: 9, color: muted });
    writer.y -= 12;
  }
  const afterCompany = writer.y;
  writer.y = top;
  text(title, columns.lineTotal, { font: bold, size: 14, alignRight: true });
  writer.y -= 18;
  text(data.reference, columns.lineTotal, { size: 10, alignRight: true });
  writer.y -= 13;
  text(`Date : ${formatDay(data.issuedOn)}`, columns.lineTotal, { size: 9, alignRight: true });
  writer.y -= 12;
  if (data.validUntil) text(`Valable jusqu’au ${formatDay(data.validUntil)}`, columns.lineTotal, { size: 9, alignRight: true });
  if (data.dueDate) text(`Échéance : ${formatDay(data.dueDate)}`, columns.lineTotal, { size: 9, alignRight: true });
  if (data.cancels) {
    writer.y -= 12;
    text(data.cancels, columns.lineTotal, { size: 9, alignRight: true });
  }
  writer.y = Math.min(afterCompany, writer.y) - 20;

  // Customer.
  text('Client', margin, { font: bold, size: 11 });
  writer.y -= 15;
  for (const line of customerLines(data.customer)) {
    paragraph(line, { size: 10 });
  }
  writer.y -= 14;

  // Lines.
  const header = () => {
    text('Désignation', columns.description, { font: bold, size: 9 });
    text('Qté', columns.quantity, { font: bold, size: 9, alignRight: true });
    text('Prix unitaire HT', columns.unitPrice, { font: bold, size: 9, alignRight: true });
    text('Montant HT', columns.lineTotal, { font: bold, size: 9, alignRight: true });
    writer.y -= 6;
    horizontalRule();
    writer.y -= 14;
  };
  header();
  for (const line of data.lines) {
    const descriptionLines = wrap(drawable(line.description, regular), regular, 10, columns.descriptionWidth);
    if (writer.y - descriptionLines.length * 13 < bottomLimit) {
      newPageIfNeeded(Number.POSITIVE_INFINITY);
      header();
    }
    descriptionLines.forEach((descriptionLine, index) => {
      text(descriptionLine, columns.description);
      // The figures on the first line of the description, drawn after it so a copied text reads in order.
      if (index === 0) {
        text(String(line.quantity), columns.quantity, { alignRight: true });
        text(formatFcfa(line.unitPrice), columns.unitPrice, { alignRight: true });
        text(formatFcfa(line.lineTotal), columns.lineTotal, { alignRight: true });
      }
      writer.y -= 13;
    });
    writer.y -= 3;
  }
  horizontalRule();
  writer.y -= 16;

  // Totals.
  newPageIfNeeded(80);
  const taxTotals: [string, string, PDFFont][] = [
    ['Sous-total HT', formatFcfa(data.subtotal), regular],
    [`TVA (${String(data.taxRate).replace('.', ',')} %)`, formatFcfa(data.tax), regular],
    ...(data.shipping === null ? [] : [['Livraison', data.shipping === 0 ? 'offerte' : formatFcfa(data.shipping), regular] as [string, string, PDFFont]]),
    ['Total TTC', formatFcfa(data.total), bold],
    ...(data.settlement
      ? ([
          ...(data.settlement.credited > 0 ? [['Avoirs TTC', formatFcfa(data.settlement.credited), regular]] : []),
          ['Déjà payé', formatFcfa(data.settlement.paid), regular],
          ['Solde dû TTC', formatFcfa(data.settlement.balanceDue), bold],
        ] as [string, string, PDFFont][])
      : []),
  ];
  // A receipt prints its own rows (the amount received, the balance left) instead of HT, TVA and TTC.
  const totals = data.amountRows
    ? data.amountRows.map((row): [string, string, PDFFont] => [row.label, formatFcfa(row.amount), row.strong ? bold : regular])
    : taxTotals;
  for (const [label, amount, font] of totals) {
    text(label, columns.unitPrice, { font, alignRight: true });
    text(amount, columns.lineTotal, { font, alignRight: true });
    writer.y -= 15;
  }
  writer.y -= 12;

  const closing = data.closingSubject ?? 'la présente facture pro forma';
  // « Arrêtée la présente facture », « Arrêté le présent devis »: the participle agrees with the document.
  paragraph(`Arrêté${closing.startsWith('la ') ? 'e' : ''} ${closing} à la somme de : ${amountInFrenchWords(data.total)} toutes taxes comprises.`, { size: 10 });
  writer.y -= 8;
  for (const remark of data.remarks ?? []) paragraph(remark, { size: 10 });
  if (data.validUntil) paragraph(`Validité : cette offre est valable jusqu’au ${formatDay(data.validUntil)}.`, { size: 10 });
  if (data.dueDate) paragraph(`Échéance : à régler au plus tard le ${formatDay(data.dueDate)}.`, { size: 10 });
  if (data.paymentTerms) paragraph(`Conditions de paiement : ${data.paymentTerms}`, { size: 10 });
  const payment = data.payment;
  const paymentLines = payment && data.paymentTerms
    ? [
        payment.bankName || payment.bankAccount ? `Virement : ${[payment.bankName, payment.bankAccount].filter(Boolean).join(', compte ')}` : '',
        payment.orangeMoney ? `Orange Money : ${payment.orangeMoney}` : '',
        payment.moovMoney ? `Moov Money : ${payment.moovMoney}` : '',
      ].filter(Boolean)
    : [];
  for (const line of paymentLines) paragraph(line, { size: 10 });
  writer.y -= 8;
  if (data.certification) {
    drawCertificationBlock({ writer, regular, bold, left: margin, right: pageSize[0] - margin, newPageIfNeeded, text, paragraph }, data.certification);
  }
  if (data.notFinal ?? true) paragraph('Ce document n’est pas une facture définitive.', { size: 9, color: muted });

  return document.save();
}
