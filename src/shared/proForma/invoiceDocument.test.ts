import { PDFDocument, PDFName, PDFDict } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { pdfText } from '../../../tests/helpers/pdfText';
import { buildProFormaPdf } from './buildProFormaPdf';
import { logoAddress, logoFormat } from './documentLogo';
import { documentOfCreditNote, documentOfInvoice, type IssuedInvoice } from './invoiceDocument';
import type { SellerDetails } from './sellerBlock';
import { documentOfQuote } from './quoteDocument';

const seller: SellerDetails = {
  company_name: 'Ouaga IT Services',
  legal_name: 'Ouaga IT Services SARL',
  ifu: '00012345X',
  rccm: 'BF-OUA-2020-B-1234',
  tax_regime: 'Réel normal d’imposition',
  tax_division: 'DGE',
  address: 'Zone du bois, Secteur 8',
  city: 'Ouagadougou',
  country: 'Burkina Faso',
  phone: '+226 25 00 00 00',
  email: 'contact@example.bf',
  bank_name: 'Coris Bank',
  bank_account: 'BF123 01001 000123456789 12',
  orange_money_number: '+226 70 00 00 01',
  moov_money_number: '+226 60 00 00 02',
  logo_path: 'product-images/logo.png',
};

// A 4 × 2 pixel PNG: enough for pdf-lib to embed it as an image.
const png = Uint8Array.from(atob('iVBORw0KGgoAAAANSUhEUgAAAAQAAAACCAIAAADwyuo0AAAAEElEQVR4nGOQ95sNRwzIHABneghBYneinwAAAABJRU5ErkJggg=='), (c) => c.charCodeAt(0));

const invoice: IssuedInvoice = {
  number: 'FAC-2026-0007',
  issued_at: '2026-11-27T10:15:00Z',
  due_date: '2026-12-27',
  customer_name: 'Aïssata Compaoré',
  customer_company: 'Direction régionale de la santé',
  customer_email: 'aissata@example.bf',
  customer_phone: '+226 70 11 22 33',
  customer_address: 'Secteur 15, Ouagadougou',
  seller,
  tax_rate: 18,
  total_ht: 999_999,
  total_tva: 180_000,
  total_ttc: 1_179_999,
  amount_paid: 500_000,
  amount_credited: 0,
  balance_due: 679_999,
  lines: [
    { description: 'Serveur Dell PowerEdge T150', quantity: 3, unit_price: 333_333, line_total: 999_999 },
  ],
};

/** The images drawn on the first page (the logo is the only one). */
async function imagesOnFirstPage(bytes: Uint8Array): Promise<number> {
  const document = await PDFDocument.load(bytes);
  const objects = document.getPages()[0].node.Resources()?.lookupMaybe(PDFName.of('XObject'), PDFDict);
  return objects ? objects.keys().length : 0;
}

describe('invoice and credit note documents', () => {
  it('prints an invoice: legal mentions, number, dates, lines HT, totals, words, payment details and the balance', async () => {
    const text = (await pdfText(await buildProFormaPdf(documentOfInvoice(invoice)))).replace(/\s+/g, ' ');
    expect(text).toContain('FACTURE');
    expect(text).toContain('Facture n° FAC-2026-0007');
    expect(text).toContain('Ouaga IT Services SARL');
    expect(text).toContain('IFU : 00012345X – RCCM : BF-OUA-2020-B-1234');
    expect(text).toContain('Régime : Réel normal d’imposition – Division fiscale : DGE');
    expect(text).toContain('Zone du bois, Secteur 8');
    expect(text).toContain('Date : 27 novembre 2026');
    expect(text).toContain('Échéance : 27 décembre 2026');
    expect(text).toContain('Direction régionale de la santé');
    expect(text).toContain('Désignation Qté Prix unitaire HT Montant HT');
    expect(text).toContain('Serveur Dell PowerEdge T150 3 333 333 FCFA 999 999 FCFA');
    expect(text).toContain('Sous-total HT 999 999 FCFA');
    expect(text).toContain('TVA (18 %) 180 000 FCFA');
    expect(text).toContain('Total TTC 1 179 999 FCFA');
    expect(text).toContain('Déjà payé 500 000 FCFA');
    expect(text).toContain('Solde dû TTC 679 999 FCFA');
    expect(text).not.toContain('Avoirs TTC');
    expect(text).toContain('Arrêtée la présente facture à la somme de : un million cent soixante-dix-neuf mille neuf cent quatre-vingt-dix-neuf francs CFA');
    expect(text).toContain('Virement : Coris Bank, compte BF123 01001 000123456789 12');
    expect(text).toContain('Orange Money : +226 70 00 00 01');
    expect(text).toContain('Moov Money : +226 60 00 00 02');
    expect(text).not.toContain('Valable jusqu’au');
    expect(text).not.toContain('pas une facture définitive');
  });

  it('shows what credit notes took off the invoice', async () => {
    const text = await pdfText(await buildProFormaPdf(documentOfInvoice({ ...invoice, amount_paid: 0, amount_credited: 100_000, balance_due: 1_079_999 })));
    expect(text).toContain('Avoirs TTC 100 000 FCFA');
    expect(text).toContain('Déjà payé 0 FCFA');
    expect(text).toContain('Solde dû TTC 1 079 999 FCFA');
  });

  it('prints a credit note naming the invoice it cancels, its reason and no payment terms', async () => {
    const note = {
      number: 'AV-2026-0002',
      issued_at: '2026-11-28T08:00:00Z',
      reason: 'Serveur retourné sous garantie',
      seller,
      tax_rate: 18,
      total_ht: 333_333,
      total_tva: 60_000,
      total_ttc: 393_333,
      invoice: { ...invoice, number: 'FAC-2026-0007', issued_at: invoice.issued_at },
    };
    const text = (await pdfText(await buildProFormaPdf(documentOfCreditNote(note)))).replace(/\s+/g, ' ');
    expect(text).toContain('AVOIR');
    expect(text).toContain('Avoir n° AV-2026-0002');
    expect(text).toContain('Avoir sur la facture n° FAC-2026-0007 du 27/11/2026');
    expect(text).toContain('IFU : 00012345X');
    expect(text).toContain('Aïssata Compaoré');
    expect(text).toContain('Total TTC 393 333 FCFA');
    expect(text).toContain('Arrêté le présent avoir à la somme de : trois cent quatre-vingt-treize mille trois cent trente-trois francs CFA');
    expect(text).toContain('Motif : Serveur retourné sous garantie');
    expect(text).not.toContain('Conditions de paiement');
    expect(text).not.toContain('Orange Money');
    expect(text).not.toContain('Solde dû');
  });

  it('draws the logo when it is a PNG or a JPEG, and builds the document without it otherwise', async () => {
    expect(await imagesOnFirstPage(await buildProFormaPdf(documentOfInvoice(invoice, png)))).toBe(1);
    expect(await imagesOnFirstPage(await buildProFormaPdf(documentOfInvoice(invoice)))).toBe(0);
    const webp = new TextEncoder().encode('RIFF\0\0\0\0WEBPVP8 ');
    const withoutLogo = await buildProFormaPdf(documentOfInvoice(invoice, webp));
    expect(await imagesOnFirstPage(withoutLogo)).toBe(0);
    expect(await pdfText(withoutLogo)).toContain('Facture n° FAC-2026-0007');
    const damaged = Uint8Array.from([...png.slice(0, 20)]);
    expect(await pdfText(await buildProFormaPdf(documentOfInvoice(invoice, damaged)))).toContain('Facture n° FAC-2026-0007');
  });

  it('draws the logo on the quote too', async () => {
    const settings = {
      company_name: 'Ouaga IT Services', address: '', city: 'Ouagadougou', country: 'Burkina Faso', phone_main: '', email_general: '',
      legal_name: '', ifu: '00012345X', rccm: '', tax_regime: '', tax_division: '', bank_name: '', bank_account: '',
      orange_money_number: '', moov_money_number: '',
    };
    const quote = {
      number: 'DEV-2026-0003', name: 'Issa', company: null, email: 'issa@example.bf', phone: null, sent_at: '2026-11-20',
      valid_until: '2026-12-20', tax_rate: 18, total_ht: 100_000, total_tva: 18_000, total_ttc: 118_000, notes: null,
      lines: [{ description: 'Installation', quantity: 1, unit_price: 100_000, discount_percent: 0, net_unit_price: 100_000, line_total: 100_000 }],
    };
    const bytes = await buildProFormaPdf(documentOfQuote(quote, settings, png));
    expect(await imagesOnFirstPage(bytes)).toBe(1);
    expect(await pdfText(bytes)).toContain('Devis n° DEV-2026-0003');
  });

  it('reads the logo path as a public bucket and a name', () => {
    expect(logoAddress('product-images/company/logo.png')).toEqual({ bucket: 'product-images', name: 'company/logo.png' });
    expect(logoAddress('')).toBeUndefined();
    expect(logoAddress('logo.png')).toBeUndefined();
    expect(logoFormat(png)).toBe('png');
    expect(logoFormat(Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0]))).toBe('jpg');
  });
});
