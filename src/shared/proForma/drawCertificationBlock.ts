import { type PDFFont, type PDFPage, rgb } from 'pdf-lib';
import { type DocumentCertification, formatCertifiedAt } from '../certification/documentCertification';
import { qrModules } from '../certification/qrModules';
import { formatFcfa } from '../format/money';
import { certificationTexts as texts } from '../i18n/certificationTexts';

/** What the block needs of the document being drawn (buildProFormaPdf.ts). */
export interface CertificationPen {
  writer: { page: PDFPage; y: number };
  regular: PDFFont;
  bold: PDFFont;
  left: number;
  right: number;
  newPageIfNeeded(height: number): void;
  text(value: string, x: number, options?: { font?: PDFFont; size?: number; color?: ReturnType<typeof rgb> }): void;
  paragraph(value: string, options?: { font?: PDFFont; size?: number; color?: ReturnType<typeof rgb> }): void;
}

const qrSide = 92;
const warning = rgb(0.7, 0.1, 0.1);
const ink = rgb(0.1, 0.1, 0.12);

/**
 * The block the DGI expects on a certified invoice or credit note (issue 47): the QR code drawn from the
 * SECeF's qrContent, its code, the module's NIM, the counters, the date-time and the tax detail by group as
 * certified, under « Facture électronique certifiée »; « SPÉCIMEN » when the test certifier answered. A
 * document not certified says so plainly instead.
 */
export function drawCertificationBlock(pen: CertificationPen, certification: DocumentCertification): void {
  if (certification.status !== 'certified') {
    pen.paragraph(certification.status === 'pending' ? texts.pending : texts.refused, { font: pen.bold, size: 10, color: warning });
    pen.writer.y -= 6;
    return;
  }
  pen.newPageIfNeeded(qrSide + 30);
  const top = pen.writer.y;
  drawQr(pen, certification.qr, pen.right - qrSide, top - qrSide + 8);

  pen.text(texts.certifiedHeading, pen.left, { font: pen.bold, size: 11 });
  pen.writer.y -= 14;
  if (certification.test) {
    pen.text(texts.specimen, pen.left, { font: pen.bold, size: 10, color: warning });
    pen.writer.y -= 13;
  }
  const lines = [
    `${texts.code} : ${certification.code}`,
    `${texts.nim} : ${certification.nim}`,
    `${texts.counters} : ${texts.countersValue(certification.counters)}`,
    `${texts.dateTime} : ${formatCertifiedAt(certification.certifiedAt)}`,
    ...certification.taxes.map((tax) => `${texts.taxes} : ${texts.taxGroup(tax.group, tax.rate)}, ${texts.taxLine(formatFcfa(tax.base), formatFcfa(tax.tax))}`),
  ];
  for (const line of lines) {
    pen.text(line, pen.left, { size: 9, color: ink });
    pen.writer.y -= 12;
  }
  pen.writer.y = Math.min(pen.writer.y, top - qrSide) - 4;
  // The QR's content in words under it, so the document reads the same to a person and to a scanner.
  pen.text(certification.qr, pen.left, { size: 6, color: ink });
  pen.writer.y -= 14;
}

function drawQr(pen: CertificationPen, content: string, x: number, y: number): void {
  const { size, dark } = qrModules(content);
  // A quiet zone of two modules on each side.
  const module = qrSide / (size + 4);
  for (const square of dark) {
    pen.writer.page.drawRectangle({
      x: x + (square.column + 2) * module,
      y: y + (size + 1 - square.row) * module,
      width: module,
      height: module,
      color: rgb(0, 0, 0),
    });
  }
}
