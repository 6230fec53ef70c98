import { PDFDocument, type PDFFont, StandardFonts, rgb } from 'pdf-lib';
import { formatFcfa } from '../format/money';
import { embedLogo } from '../proForma/documentLogo';
import { customerLines, sellerLegalLines } from '../proForma/documentParties';
import { drawable, wrap } from '../proForma/drawableText';
import type { sellerBlock } from '../proForma/sellerBlock';
import { ageingRows, type CustomerStatement, statementLineLabel } from './customerStatement';

const pageSize: [number, number] = [595.28, 841.89]; // A4
const margin = 50;
const bottomLimit = 70;
const ink = rgb(0.1, 0.1, 0.12);
const muted = rgb(0.4, 0.4, 0.45);
const rule = rgb(0.8, 0.8, 0.82);
/** Right edges of the figures; the label wraps before the debit column. */
const columns = { day: margin, label: 112, labelWidth: 230, debit: 410, credit: 478, balance: pageSize[0] - margin };

const dayFormat = new Intl.DateTimeFormat('fr-FR', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'UTC' });
const shortDay = (isoDay: string) => dayFormat.format(new Date(`${isoDay.slice(0, 10)}T00:00:00Z`));
const figure = (amount: number) => (amount === 0 ? '' : formatFcfa(amount));

export interface StatementPdfInput {
  statement: CustomerStatement;
  seller: ReturnType<typeof sellerBlock>;
  /** YYYY-MM-DD: the day the statement is printed. */
  printedOn: string;
  logo?: Uint8Array;
}

/**
 * « RELEVÉ DE COMPTE » as an A4 PDF: the seller's block and the customer's identity as every document
 * prints them (decision 060), the opening balance, one row per document or payment with its running
 * balance, the totals, the closing balance and its ageing, then where to pay. Pure, for the portal's
 * download and the mail's attachment alike.
 */
export async function buildStatementPdf({ statement, seller, printedOn, logo }: StatementPdfInput): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  const regular = await document.embedFont(StandardFonts.Helvetica);
  const bold = await document.embedFont(StandardFonts.HelveticaBold);
  const period = `du ${shortDay(statement.period_start)} au ${shortDay(statement.period_end)}`;
  document.setTitle(drawable(`Relevé de compte ${period}`, regular));
  document.setAuthor(drawable(seller.company.name, regular));
  document.setLanguage('fr-FR');

  let page = document.addPage(pageSize);
  let y = pageSize[1] - margin;
  const text = (value: string, x: number, options: { font?: PDFFont; size?: number; color?: typeof ink; alignRight?: boolean } = {}) => {
    const font = options.font ?? regular;
    const size = options.size ?? 9;
    const safe = drawable(value, font);
    const left = options.alignRight ? x - font.widthOfTextAtSize(safe, size) : x;
    page.drawText(safe, { x: left, y, size, font, color: options.color ?? ink });
  };
  const horizontalRule = () => page.drawLine({ start: { x: margin, y }, end: { x: pageSize[0] - margin, y }, thickness: 0.7, color: rule });
  const tableHeader = () => {
    text('Date', columns.day, { font: bold });
    text('Libellé', columns.label, { font: bold });
    text('Débit', columns.debit, { font: bold, alignRight: true });
    text('Crédit', columns.credit, { font: bold, alignRight: true });
    text('Solde', columns.balance, { font: bold, alignRight: true });
    y -= 6;
    horizontalRule();
    y -= 13;
  };
  const newPageIfNeeded = (height: number, withHeader: boolean) => {
    if (y - height >= bottomLimit) return;
    page = document.addPage(pageSize);
    y = pageSize[1] - margin;
    if (withHeader) tableHeader();
  };
  const row = (day: string, label: string, debit: string, credit: string, balance: string, font: PDFFont = regular) => {
    const labelLines = wrap(drawable(label, font), font, 9, columns.labelWidth);
    newPageIfNeeded(labelLines.length * 12, true);
    text(day, columns.day, { font });
    labelLines.forEach((labelLine, index) => {
      text(labelLine, columns.label, { font });
      if (index === 0) {
        text(debit, columns.debit, { font, alignRight: true });
        text(credit, columns.credit, { font, alignRight: true });
        text(balance, columns.balance, { font, alignRight: true });
      }
      y -= 12;
    });
    y -= 2;
  };

  // Seller (left), title (right).
  const top = y;
  const image = logo && (await embedLogo(document, logo));
  if (image) {
    const scale = Math.min(140 / image.width, 48 / image.height, 1);
    page.drawImage(image, { x: margin, y: y - image.height * scale + 12, width: image.width * scale, height: image.height * scale });
    y -= image.height * scale + 8;
  }
  text(seller.company.name, margin, { font: bold, size: 16 });
  y -= 18;
  const company = seller.company;
  for (const line of [company.address, `${company.city}, ${company.country}`, `Tél. : ${company.phone}`, company.email, ...sellerLegalLines(seller.legal, company.name)]) {
    if (!line) continue;
    text(line, margin, { color: muted });
    y -= 12;
  }
  const afterCompany = y;
  y = top;
  text('RELEVÉ DE COMPTE', columns.balance, { font: bold, size: 14, alignRight: true });
  y -= 18;
  text(`Période ${period}`, columns.balance, { size: 10, alignRight: true });
  y -= 13;
  text(`Édité le ${shortDay(printedOn)}`, columns.balance, { alignRight: true });
  y = Math.min(afterCompany, y) - 20;

  text('Client', margin, { font: bold, size: 11 });
  y -= 15;
  const { customer } = statement;
  for (const line of customerLines({ ...customer, name: customer.name || customer.email || '' })) {
    text(line, margin, { size: 10 });
    y -= 14;
  }
  y -= 12;

  tableHeader();
  row(shortDay(statement.period_start), 'Solde au début de la période', '', '', formatFcfa(statement.opening_balance), bold);
  for (const line of statement.lines) {
    row(shortDay(line.day), statementLineLabel(line), figure(line.debit), figure(line.credit), formatFcfa(line.balance));
  }
  if (statement.lines.length === 0) row('', 'Aucun mouvement sur la période', '', '', '');
  horizontalRule();
  y -= 13;
  row('', 'Total des mouvements de la période', formatFcfa(statement.total_debit), formatFcfa(statement.total_credit), '', bold);
  row(shortDay(statement.period_end), 'Solde à la fin de la période', '', '', formatFcfa(statement.closing_balance), bold);
  y -= 8;
  newPageIfNeeded(14, false);
  text(
    statement.closing_balance >= 0
      ? `Solde dû au ${shortDay(statement.period_end)} : ${formatFcfa(statement.closing_balance)}`
      : `Solde en votre faveur au ${shortDay(statement.period_end)} : ${formatFcfa(-statement.closing_balance)}`,
    margin,
    { font: bold, size: 11 },
  );
  y -= 24;

  newPageIfNeeded(120, false);
  text(`Antériorité du solde au ${shortDay(statement.period_end)} (jours après l’échéance)`, margin, { font: bold, size: 11 });
  y -= 16;
  for (const ageing of ageingRows(statement.ageing)) {
    text(ageing.label, margin, { size: 10 });
    text(formatFcfa(ageing.amount), columns.balance, { size: 10, alignRight: true });
    y -= 14;
  }
  y -= 12;

  const payment = seller.payment;
  const paymentLines = [
    payment.bankName || payment.bankAccount ? `Virement : ${[payment.bankName, payment.bankAccount].filter(Boolean).join(', compte ')}` : '',
    payment.orangeMoney ? `Orange Money : ${payment.orangeMoney}` : '',
    payment.moovMoney ? `Moov Money : ${payment.moovMoney}` : '',
  ].filter(Boolean);
  if (statement.closing_balance > 0 && paymentLines.length > 0) {
    newPageIfNeeded(14 * (paymentLines.length + 1), false);
    text('Pour régler :', margin, { font: bold, size: 10 });
    y -= 14;
    for (const line of paymentLines) {
      text(line, margin, { size: 10 });
      y -= 14;
    }
  }
  newPageIfNeeded(24, false);
  y -= 6;
  for (const line of wrap(drawable('Ce relevé récapitule les factures et avoirs certifiés, les paiements et les remboursements de votre compte ; il ne remplace pas les factures.', regular), regular, 8, pageSize[0] - 2 * margin)) {
    text(line, margin, { size: 8, color: muted });
    y -= 10;
  }
  return document.save();
}
