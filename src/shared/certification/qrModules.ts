import QRCode from 'qrcode';

/** The dark squares of a QR code (row, column), drawn by the PDF and the portal's SVG alike. */
export interface QrModules {
  size: number;
  dark: { row: number; column: number }[];
}

/** The QR code of the SECeF's qrContent (BFSECEF01;NIM;CODE;IFU;DATETIME), error correction M. */
export function qrModules(content: string): QrModules {
  const { modules } = QRCode.create(content, { errorCorrectionLevel: 'M' });
  const dark: QrModules['dark'] = [];
  for (let row = 0; row < modules.size; row += 1) {
    for (let column = 0; column < modules.size; column += 1) {
      if (modules.get(row, column)) dark.push({ row, column });
    }
  }
  return { size: modules.size, dark };
}
