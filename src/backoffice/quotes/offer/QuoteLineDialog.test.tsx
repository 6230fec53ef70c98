// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { AdminContext, testDataProvider, type DataProvider } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18nProvider } from '../../i18n/i18nProvider';
import { QuoteLineDialog } from './QuoteLineDialog';

afterEach(cleanup);

const spaced = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ');

function renderDialog(dataProvider: DataProvider) {
  return render(
    <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider}>
      <QuoteLineDialog quoteId="q1" line={null} position={2} open onClose={() => undefined} />
    </AdminContext>,
  );
}

const products = testDataProvider({
  getList: (async () => ({ data: [], total: 0 })) as unknown as DataProvider['getList'],
});

describe('a line of a draft quote', () => {
  it('shows the line as the database will price it: discount on the unit price rounded to the franc, then × quantity', async () => {
    renderDialog(products);
    fireEvent.change(await screen.findByLabelText(/Désignation/), { target: { value: 'Poste de travail' } });
    fireEvent.change(screen.getByLabelText(/Quantité/), { target: { value: '3' } });
    fireEvent.change(screen.getByLabelText(/Prix unitaire HT/), { target: { value: '333333' } });
    fireEvent.change(screen.getByLabelText(/Remise/), { target: { value: '15' } });
    // 333 333 × 0,85 = 283 333,05 → 283 333; × 3 = 849 999.
    await waitFor(() => expect(spaced(screen.getByRole('status').textContent)).toBe('Prix net 283 333 FCFA HT × 3 = 849 999 FCFA HT'));
  });

  it('adds a free-text line to the quote at its position, and refuses a discount with three decimals', async () => {
    const create = vi.fn(async (_resource: string, params: { data: Record<string, unknown> }) => ({ data: { id: 'l1', ...params.data } }));
    renderDialog(testDataProvider({ ...products, create: create as unknown as DataProvider['create'] }));
    fireEvent.change(await screen.findByLabelText(/Désignation/), { target: { value: '  Installation réseau  ' } });
    fireEvent.change(screen.getByLabelText(/Quantité/), { target: { value: '2' } });
    fireEvent.change(screen.getByLabelText(/Prix unitaire HT/), { target: { value: '150000' } });
    fireEvent.change(screen.getByLabelText(/Remise/), { target: { value: '12.345' } });
    const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Ajouter une ligne' }));
    submit();
    expect(await screen.findByText('Une remise entre 0 et 100 %, deux décimales au plus.')).toBeTruthy();
    expect(create).not.toHaveBeenCalled();

    fireEvent.change(screen.getByLabelText(/Remise/), { target: { value: '10' } });
    submit();
    await waitFor(() => expect(create).toHaveBeenCalledTimes(1));
    expect(create.mock.calls[0][0]).toBe('quote_lines');
    expect(create.mock.calls[0][1].data).toEqual({
      quote_id: 'q1',
      position: 2,
      product_id: null,
      description: 'Installation réseau',
      quantity: 2,
      unit_price: 150000,
      discount_percent: 10,
    });
  });

  it('changes an existing line in place', async () => {
    const line = { id: 'l7', quote_id: 'q1', position: 0, product_id: null, description: 'Câblage', quantity: 4, unit_price: 20_000, discount_percent: '0.00', net_unit_price: 20_000, line_total: 80_000 };
    const update = vi.fn(async (_resource: string, params: { id: string; data: object }) => ({ data: { ...line, ...params.data } }));
    render(
      <AdminContext dataProvider={testDataProvider({ ...products, update: update as unknown as DataProvider['update'] })} i18nProvider={i18nProvider}>
        <QuoteLineDialog quoteId="q1" line={line} position={3} open onClose={() => undefined} />
      </AdminContext>,
    );
    expect(await screen.findByRole('dialog', { name: 'Modifier la ligne' })).toBeTruthy();
    expect((screen.getByLabelText(/Désignation/) as HTMLInputElement).value).toBe('Câblage');
    fireEvent.change(screen.getByLabelText(/Quantité/), { target: { value: '6' } });
    await waitFor(() => expect(spaced(screen.getByRole('status').textContent)).toBe('Prix net 20 000 FCFA HT × 6 = 120 000 FCFA HT'));
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(update).toHaveBeenCalledTimes(1));
    expect(update.mock.calls[0][0]).toBe('quote_lines');
    expect(update.mock.calls[0][1]).toMatchObject({ id: 'l7', data: { description: 'Câblage', quantity: 6, unit_price: 20_000, discount_percent: 0, product_id: null } });
  });

  it('will not add a line without its designation and price', async () => {
    const create = vi.fn();
    renderDialog(testDataProvider({ ...products, create: create as unknown as DataProvider['create'] }));
    fireEvent.click(await screen.findByRole('button', { name: 'Ajouter une ligne' }));
    await waitFor(() => expect(screen.getAllByText(/requis/i).length).toBeGreaterThanOrEqual(2));
    expect(create).not.toHaveBeenCalled();
  });
});
