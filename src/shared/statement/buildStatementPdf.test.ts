import { describe, expect, it } from 'vitest';
import { pdfText } from '../../../tests/helpers/pdfText';
import { sellerBlock, sellerOfSettings } from '../proForma/sellerBlock';
import { buildStatementPdf } from './buildStatementPdf';
import type { CustomerStatement } from './customerStatement';

const seller = sellerBlock(sellerOfSettings({
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
  orange_money_number: '+226 70 00 00 01',
  moov_money_number: '',
}));

const statement: CustomerStatement = {
  customer: { id: 'c', name: 'Awa Ouédraogo', company: 'Ministère de la Santé', email: 'awa@example.bf', phone: null, ifu: '00098765B', rccm: null, department: 'DAF' },
  period_start: '2026-01-01',
  period_end: '2026-12-07',
  opening_balance: 50_000,
  lines: [
    { day: '2026-03-02', kind: 'invoice', document: 'FAC-2026-0001', invoice_number: 'FAC-2026-0001', method: null, reference: null, debit: 354_000, credit: 0, balance: 404_000 },
    { day: '2026-03-10', kind: 'credit_note', document: 'AV-2026-0001', invoice_number: 'FAC-2026-0001', method: null, reference: null, debit: 0, credit: 118_000, balance: 286_000 },
    { day: '2026-04-01', kind: 'payment', document: 'FAC-2026-0001', invoice_number: 'FAC-2026-0001', method: 'orange_money', reference: 'OM-1', debit: 0, credit: 100_000, balance: 186_000 },
    { day: '2026-05-01', kind: 'refund', document: 'FAC-2026-0001', invoice_number: 'FAC-2026-0001', method: 'cash', reference: null, debit: 4_000, credit: 0, balance: 190_000 },
  ],
  total_debit: 358_000,
  total_credit: 218_000,
  closing_balance: 190_000,
  ageing: { not_due: 10_000, overdue_0_30: 20_000, overdue_31_60: 30_000, overdue_61_90: 40_000, overdue_over_90: 90_000, customer_credit: 0, oldest_due_date: '2026-04-01' },
};

describe('buildStatementPdf', () => {
  it('prints the seller, the customer, each movement with its running balance, the totals and the ageing', async () => {
    const text = await pdfText(await buildStatementPdf({ statement, seller, printedOn: '2026-12-07' }));
    expect(text).toContain('RELEVÉ DE COMPTE');
    expect(text).toContain('Période du 01/01/2026 au 07/12/2026');
    expect(text).toContain('IFU : 00012345X');
    expect(text).toContain('Ministère de la Santé');
    expect(text).toContain('IFU : 00098765B');
    expect(text).toContain('Solde au début de la période 50 000 FCFA');
    expect(text).toContain('02/03/2026 Facture FAC-2026-0001 354 000 FCFA 404 000 FCFA');
    expect(text).toContain('10/03/2026 Avoir AV-2026-0001 sur la facture FAC-2026-0001 118 000 FCFA 286 000 FCFA');
    expect(text).toContain('01/04/2026 Paiement Orange Money (OM-1) – facture 100 000 FCFA 186 000 FCFA\nFAC-2026-0001');
    expect(text).toContain('01/05/2026 Remboursement Espèces – facture FAC-2026-0001 4 000 FCFA 190 000 FCFA');
    expect(text).toContain('Total des mouvements de la période 358 000 FCFA 218 000 FCFA');
    expect(text).toContain('Solde dû au 07/12/2026 : 190 000 FCFA');
    expect(text).toContain('En retard de 0 à 30 jours 20 000 FCFA');
    expect(text).toContain('En retard de plus de 90 jours 90 000 FCFA');
    expect(text).toContain('Orange Money : +226 70 00 00 01');
  });

  it('says when the company owes the customer, and when nothing moved', async () => {
    const inCredit: CustomerStatement = {
      ...statement, opening_balance: -300_000, lines: [], total_debit: 0, total_credit: 0, closing_balance: -300_000,
      ageing: { ...statement.ageing, not_due: 0, overdue_0_30: 0, overdue_31_60: 0, overdue_61_90: 0, overdue_over_90: 0, customer_credit: 300_000 },
    };
    const text = await pdfText(await buildStatementPdf({ statement: inCredit, seller, printedOn: '2026-12-07' }));
    expect(text).toContain('Aucun mouvement sur la période');
    expect(text).toContain('Solde en votre faveur au 07/12/2026 : 300 000 FCFA');
    expect(text).toContain('En votre faveur (à rembourser) -300 000 FCFA');
    expect(text).not.toContain('Pour régler');
  });
});
