import { PDFDocument, StandardFonts } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { pdfQrCells } from '../../../tests/helpers/pdfQr';
import { pdfText } from '../../../tests/helpers/pdfText';
import { qrModules } from '../certification/qrModules';
import { buildProFormaPdf } from './buildProFormaPdf';
import { drawCertificationBlock } from './drawCertificationBlock';
import type { ProFormaData } from './proFormaData';

const qr = 'BFSECEF01;TEST-EMCF-01;TEST-ABCD-EFGH-JKLM-NPQR-STUV;00012345X;20261207163012';
const certified = {
  status: 'certified' as const,
  code: 'TEST-ABCD-EFGH-JKLM-NPQR-STUV',
  nim: 'TEST-EMCF-01',
  counters: { tc: 12, fvc: 9, frc: 3 },
  qr,
  certifiedAt: '2026-12-07T16:30:12Z',
  taxes: [{ group: 'B', rate: 18, base: 500_000, tax: 90_000 }],
  test: true,
};

const invoice: ProFormaData = {
  title: 'FACTURE',
  reference: 'Facture n° FAC-2026-0009',
  issuedOn: '2026-12-07',
  company: { name: 'Ouaga IT Services', address: 'Secteur 8', city: 'Ouagadougou', country: 'Burkina Faso', phone: '+226 25 00 00 00', email: 'contact@example.bf' },
  customer: { name: 'Awa', company: null, email: null, phone: null, address: null },
  lines: [{ description: 'Borne Wi-Fi', quantity: 1, unitPrice: 500_000, lineTotal: 500_000 }],
  subtotal: 500_000,
  taxRate: 18,
  tax: 90_000,
  shipping: null,
  total: 590_000,
  paymentTerms: null,
  notFinal: false,
};

describe('the certification block of an invoice or credit note (issue 47)', () => {
  it('prints « Facture électronique certifiée », the code, NIM, counters, date-time, taxes and the QR content; SPÉCIMEN in test mode', async () => {
    const text = (await pdfText(await buildProFormaPdf({ ...invoice, certification: certified }))).replace(/\s+/g, ' ');
    expect(text).toContain('Facture électronique certifiée');
    expect(text).toContain('SPÉCIMEN — facture non certifiée (mode test)');
    expect(text).toContain('Code SECeF : TEST-ABCD-EFGH-JKLM-NPQR-STUV');
    expect(text).toContain('NIM : TEST-EMCF-01');
    expect(text).toContain('Compteurs : TC 12 · FV 9 · FA 3');
    expect(text).toContain('Date et heure : 07/12/2026 16:30:12');
    expect(text).toContain('Taxes certifiées : Groupe B (TVA 18 %), base 500 000 FCFA, taxe 90 000 FCFA');
    expect(text).toContain(qr);
  });

  it('says nothing of a specimen when a real module certified it', async () => {
    const text = await pdfText(await buildProFormaPdf({ ...invoice, certification: { ...certified, nim: 'BF01000042', test: false } }));
    expect(text).toContain('Facture électronique certifiée');
    expect(text).not.toContain('SPÉCIMEN');
  });

  it('says plainly that a pending or refused document is not a certified invoice', async () => {
    const pending = (await pdfText(await buildProFormaPdf({ ...invoice, certification: { status: 'pending' } }))).replace(/\s+/g, ' ');
    expect(pending).toContain('En attente de certification par la DGI (SECeF) : ce document n’est pas encore une facture certifiée');
    expect(pending).not.toContain('Facture électronique certifiée');
    const refused = (await pdfText(await buildProFormaPdf({ ...invoice, certification: { status: 'refused' } }))).replace(/\s+/g, ' ');
    expect(refused).toContain('Certification refusée par la DGI (SECeF) : ce document n’est pas une facture certifiée.');
  });

  it('draws every dark module of the QR code of the SECeF\'s content', async () => {
    const document = await PDFDocument.create();
    const page = document.addPage([595, 842]);
    const squares: { x: number; y: number }[] = [];
    const countingPage = new Proxy(page, {
      get: (target, property) => (property === 'drawRectangle'
        ? (options: { x: number; y: number }) => squares.push({ x: options.x, y: options.y })
        : Reflect.get(target, property, target)),
    });
    const font = await document.embedFont(StandardFonts.Helvetica);
    const writer = { page: countingPage, y: 700 };
    drawCertificationBlock({ writer, regular: font, bold: font, left: 50, right: 545, newPageIfNeeded: () => undefined, text: () => undefined, paragraph: () => undefined }, certified);
    const modules = qrModules(qr);
    expect(modules.size).toBeGreaterThanOrEqual(25);
    expect(squares).toHaveLength(modules.dark.length);
    expect(new Set(squares.map((square) => `${square.x},${square.y}`)).size).toBe(modules.dark.length);
  });

  it('prints, in the finished PDF, the QR code of exactly the SECeF\'s content, module for module; none on a pending one', async () => {
    const expected = qrModules(qr).dark.map((cell) => `${cell.row},${cell.column}`).sort();
    expect(await pdfQrCells(await buildProFormaPdf({ ...invoice, certification: certified }))).toEqual(expected);
    const otherContent = qrModules(qr.replace('TEST-ABCD', 'TEST-ZZZZ')).dark.map((cell) => `${cell.row},${cell.column}`).sort();
    expect(otherContent).not.toEqual(expected);
    expect(await pdfQrCells(await buildProFormaPdf({ ...invoice, certification: { status: 'pending' } }))).toEqual([]);
  });
});
