// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { AdminContext, RecordContextProvider, testDataProvider, type DataProvider } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import { i18nProvider } from '../../i18n/i18nProvider';
import { QuoteOfferPanel } from './QuoteOfferPanel';
import type { QuoteOffer } from './quoteOffer';

afterEach(cleanup);

const spaced = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();

const lines = [
  { id: 'l1', quote_id: 'q1', position: 0, product_id: null, description: 'Poste de travail', quantity: 3, unit_price: 333_333, discount_percent: '15.00', net_unit_price: 283_333, line_total: 849_999 },
  { id: 'l2', quote_id: 'q1', position: 1, product_id: null, description: 'Installation', quantity: 1, unit_price: 50_000, discount_percent: '0.00', net_unit_price: 50_000, line_total: 50_000 },
];

const quote = (overrides: Partial<QuoteOffer>): QuoteOffer => ({
  id: 'q1', name: 'Awa', email: 'awa@example.bf', number: null, offer_status: 'draft', valid_until: null, notes: null, tax_rate: null,
  total_ht: 0, total_tva: 0, total_ttc: 0, sent_at: null, accepted_at: null, accepted_by_name: null, declined_at: null, decline_reason: null, order_id: null,
  accepted_via: null, acceptance_document: null,
  ...overrides,
});

function renderPanel(record: QuoteOffer, taxRate = '18.00') {
  const dataProvider = testDataProvider({
    getManyReference: (async () => ({ data: lines, total: lines.length })) as unknown as DataProvider['getManyReference'],
    getOne: (async () => ({ data: { id: 1, tax_rate: taxRate } })) as unknown as DataProvider['getOne'],
  });
  return render(
    <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider}>
      <RecordContextProvider value={record}>
        <QuoteOfferPanel />
      </RecordContextProvider>
    </AdminContext>,
  );
}

/** A totals row read cell by cell, as a screen reader announces it. */
const totalRow = (name: RegExp) =>
  Array.from(screen.getByRole('rowheader', { name }).closest('tr')!.querySelectorAll('th, td'))
    .map((cell) => spaced(cell.textContent))
    .join(' | ');

describe('the offer of a quote in the back-office', () => {
  it('totals a draft’s lines at today’s rate, the TVA once on the total HT, and lets staff add a line', async () => {
    renderPanel(quote({}));
    await screen.findByText('Poste de travail');
    // 849 999 + 50 000 = 899 999 HT; TVA 18 % = 161 999,82 → 162 000.
    expect(await screen.findByText(/TVA \(18 %\)/)).toBeTruthy();
    expect(totalRow(/Total HT/)).toBe('Total HT | 899 999 FCFA');
    expect(totalRow(/TVA/)).toBe('TVA (18 %) | 162 000 FCFA');
    expect(totalRow(/Total TTC/)).toBe('Total TTC | 1 061 999 FCFA');
    expect(screen.getByRole('button', { name: 'Ajouter une ligne' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retirer la ligne « Installation »' })).toBeTruthy();
    expect(screen.getByLabelText(/Valable jusqu’au/)).toBeTruthy();
  });

  it('shows a sent quote’s lines at its own rate, with nothing left to edit', async () => {
    renderPanel(quote({ number: 'DEV-2026-0004', offer_status: 'sent', tax_rate: 10, sent_at: '2026-11-20T09:00:00Z', valid_until: '2026-12-20' }));
    const table = await screen.findByRole('table', { name: 'Lignes' });
    expect(within(table).getByText('15 %')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Offre DEV-2026-0004' })).toBeTruthy();
    // 899 999 at 10 % = 89 999,9 → 90 000.
    expect(totalRow(/TVA/)).toBe('TVA (10 %) | 90 000 FCFA');
    expect(screen.queryByRole('button', { name: 'Ajouter une ligne' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Retirer la ligne/ })).toBeNull();
    expect(screen.getByText(/Valable jusqu’au : 20\/12\/2026/)).toBeTruthy();
  });
});
