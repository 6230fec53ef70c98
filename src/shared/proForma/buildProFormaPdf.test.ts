import { describe, expect, it } from 'vitest';
import { pdfText } from '../../../tests/helpers/pdfText';
import { buildProFormaPdf } from './buildProFormaPdf';
import { proFormaOfOrder, proFormaOfQuote, quoteReference } from './proFormaData';

const settings = {
  company_name: 'Ouaga IT Services',
  address: 'Zone du bois, Secteur 8',
  city: 'Ouagadougou',
  country: 'Burkina Faso',
  phone_main: '+226 25 00 00 00',
  email_general: 'contact@example.bf',
  legal_name: 'Ouaga IT Services SARL',
  ifu: '00012345X',
  rccm: 'BF-OUA-2020-B-1234',
  tax_regime: 'Réel normal',
  tax_division: 'DGE',
  bank_name: 'Coris Bank',
  bank_account: 'BF123 0001',
  orange_money_number: '',
  moov_money_number: '',
  tax_rate: 18,
};

const order = {
  number: 1042,
  created_at: '2026-11-25T09:30:00Z',
  delivery_name: 'Aïssata Compaoré',
  delivery_phone: '+226 70 11 22 33',
  delivery_address: 'Secteur 15, rue de la Cœur-Fidèle',
  subtotal: 250_000,
  tax_rate: 18,
  tax: 45_000,
  shipping: 0,
  total: 295_000,
  items: [
    { product_name: 'Ordinateur portable « Élan » façade œuvre', unit_price: 200_000, quantity: 1, line_total: 200_000 },
    { product_name: 'Clé USB à 64 Go', unit_price: 25_000, quantity: 2, line_total: 50_000 },
  ],
};

describe('buildProFormaPdf', () => {
  it('writes an order’s pro forma: company, customer, lines, TVA, total in figures and words, validity, terms', async () => {
    const text = await pdfText(await buildProFormaPdf(proFormaOfOrder(order, settings, 'aissata@example.bf')));
    expect(text).toContain('FACTURE PRO FORMA');
    expect(text).toContain('Pro forma n° 1042');
    expect(text).toContain('Ouaga IT Services');
    expect(text).toContain('Zone du bois, Secteur 8');
    expect(text).toContain('Ouagadougou, Burkina Faso');
    expect(text).toContain('Aïssata Compaoré');
    expect(text).toContain('Cœur-Fidèle');
    expect(text).toContain('aissata@example.bf');
    expect(text).toContain('Ordinateur portable « Élan » façade œuvre');
    expect(text).toContain('Clé USB à 64 Go 2 25 000 FCFA 50 000 FCFA');
    expect(text).toContain('TVA (18 %) 45 000 FCFA');
    expect(text).toContain('Total TTC 295 000 FCFA');
    expect(text).toContain('deux cent quatre-vingt-quinze mille francs CFA');
    expect(text).toContain('Date : 25 novembre 2026');
    expect(text).toContain('valable jusqu’au 25 décembre 2026');
    expect(text).toContain('Conditions de paiement : Paiement à la livraison, par virement bancaire ou par mobile money.');
    expect(text).toContain('Ce document n’est pas une facture définitive.');
  });

  it('gives an order’s pro forma the seller block every document carries, and the buyer’s identity (decision 060)', async () => {
    const administration = {
      ...order,
      customer_company: 'Direction Générale du Budget',
      customer_ifu: '00098765B',
      customer_rccm: null,
      customer_department: 'Service du matériel',
      purchase_order_ref: 'BC-2026-0412',
    };
    const text = await pdfText(await buildProFormaPdf(proFormaOfOrder(administration, settings, 'dgb@example.bf')));
    expect(text).toContain('Ouaga IT Services SARL');
    expect(text).toContain('IFU : 00012345X – RCCM : BF-OUA-2020-B-1234');
    expect(text).toContain('Régime : Réel normal – Division fiscale : DGE');
    expect(text).toContain('Virement : Coris Bank, compte BF123 0001');
    expect(text).toContain('Direction Générale du Budget');
    expect(text).toContain('Service du matériel');
    expect(text).toContain('IFU : 00098765B');
    expect(text).toContain('Bon de commande : BC-2026-0412');
  });

  it('writes a quote’s pro forma as one line at the quoted amount, plus the TVA of the settings', async () => {
    const quote = {
      id: '1a2b3c4d-0000-4000-8000-000000000000',
      name: 'Issa Ouédraogo',
      email: 'issa@example.bf',
      phone: '+226 70 00 00 00',
      company: 'Société Générale de Négoce',
      project_type: 'network-infrastructure' as const,
      services: ['network-setup' as const, 'maintenance' as const],
      answer_amount: 650_000,
      answered_at: '2026-11-20T10:00:00Z',
    };
    const text = await pdfText(await buildProFormaPdf(proFormaOfQuote(quote, settings)));
    expect(quoteReference(quote.id)).toBe('DEV-1A2B3C4D');
    expect(text).toContain('Pro forma n° DEV-1A2B3C4D');
    expect(text).toContain('Société Générale de Négoce');
    expect(text).toContain('Infrastructure réseau : Installation réseau, Maintenance');
    expect(text).toContain('Sous-total HT 650 000 FCFA');
    expect(text).toContain('TVA (18 %) 117 000 FCFA');
    expect(text).toContain('Total TTC 767 000 FCFA');
    expect(text).toContain('sept cent soixante-sept mille francs CFA');
    expect(text).toContain('valable jusqu’au 20 décembre 2026');
  });

  it('draws what the standard font lacks as « ? » instead of failing', async () => {
    const text = await pdfText(
      await buildProFormaPdf({ ...proFormaOfOrder(order, settings), customer: { name: 'Zhāng 张 ✓ Ouédraogo' } }),
    );
    expect(text).toContain('Ouédraogo');
    expect(text).toContain('Zh?ng ? ?');
  });

  it('continues on a second page when the lines do not fit on one', async () => {
    const items = Array.from({ length: 80 }, (_, index) => ({ product_name: `Article ${index + 1}`, unit_price: 1000, quantity: 1, line_total: 1000 }));
    const text = await pdfText(await buildProFormaPdf(proFormaOfOrder({ ...order, items }, settings)));
    expect(text).toMatch(/Article 1 1 1 000 FCFA 1 000 FCFA/);
    expect(text).toMatch(/Article 80 1 1 000 FCFA 1 000 FCFA/);
    // The table head repeats on each new page.
    expect(text.match(/Désignation Qté Prix unitaire HT Montant HT/g)?.length).toBeGreaterThan(1);
    expect(text).toContain('Total TTC');
  });
});
