// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { AdminContext, RecordContextProvider, testDataProvider, type DataProvider } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18nProvider } from '../i18n/i18nProvider';
import { CorrectRefusedInvoiceButton } from './CorrectRefusedInvoiceButton';

afterEach(cleanup);

interface Refused {
  id: string;
  number: string;
  issued_at: string;
  certification_status: 'pending' | 'certified' | 'refused';
  certification_error: string | null;
  secef_code: null;
  secef_nim: null;
  certified_at: null;
  customer_name: string;
  customer_company: null;
  customer_ifu: string;
  customer_address: string;
}

const refused: Refused = {
  id: 'i1', number: 'FAC-2026-0012', issued_at: '2026-12-07T09:00:00Z', certification_status: 'refused',
  certification_error: 'Refusée par le SECeF (E20) : Article « Borne Wi-Fi » : quantité incohérente.',
  secef_code: null, secef_nim: null, certified_at: null,
  customer_name: 'Awa Ouédraogo', customer_company: null, customer_ifu: '00012345X', customer_address: 'Ouaga 2000',
};
const line = { id: 'l1', description: 'Borne Wi-Fi', quantity: 1, unit_price: 150_000, product_id: 'p1', list_unit_price: 150_000, discount_percent: 0 };

function renderButton(record: Refused, correctRefusedInvoice = vi.fn(async () => ({ id: 'i1', number: 'FAC-2026-0012' }))) {
  const dataProvider = {
    ...testDataProvider({ getManyReference: (async () => ({ data: [line], total: 1 })) as unknown as DataProvider['getManyReference'] }),
    correctRefusedInvoice,
  };
  render(
    <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider}>
      <RecordContextProvider value={record}>
        <CorrectRefusedInvoiceButton />
      </RecordContextProvider>
    </AdminContext>,
  );
  return correctRefusedInvoice;
}

// A dialog with a form of nested arrays: 6 s alone, 27 s beside other jsdom files on the shared two-core machine.
const formTimeout = 60_000;

describe('« Corriger la facture » on an invoice the SECeF refused', () => {
  it('shows the reason, lets staff correct a line and the customer, and sends the whole correction', async () => {
    const correct = renderButton(refused);
    fireEvent.click(await screen.findByRole('button', { name: 'Corriger la facture' }));
    const dialog = await screen.findByRole('dialog', { name: 'Corriger la facture FAC-2026-0012' });
    expect(dialog.textContent).toContain('Motif du refus : Refusée par le SECeF (E20) : Article « Borne Wi-Fi » : quantité incohérente.');
    const quantity = await screen.findByLabelText(/Quantité/, {}, { timeout: 10_000 });
    expect((quantity as HTMLInputElement).value).toBe('1');
    fireEvent.change(quantity, { target: { value: '2' } });
    fireEvent.change(screen.getByLabelText(/Entreprise/), { target: { value: 'Direction Générale du Budget' } });
    fireEvent.click(screen.getByRole('button', { name: 'Corriger et certifier à nouveau' }));
    await waitFor(() => expect(correct).toHaveBeenCalledWith('i1', expect.objectContaining({
      customer_name: 'Awa Ouédraogo',
      customer_company: 'Direction Générale du Budget',
      customer_ifu: '00012345X',
      lines: [{ description: 'Borne Wi-Fi', quantity: 2, unit_price: 150_000, product_id: 'p1', list_unit_price: 150_000, discount_percent: 0 }],
    })), { timeout: 10_000 });
  }, formTimeout);

  it('refuses to send a line without its designation', async () => {
    const correct = renderButton(refused);
    fireEvent.click(await screen.findByRole('button', { name: 'Corriger la facture' }));
    fireEvent.change(await screen.findByLabelText(/Désignation/, {}, { timeout: 10_000 }), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Corriger et certifier à nouveau' }));
    await waitFor(() => expect(screen.getAllByText(/requis/i).length).toBeGreaterThan(0), { timeout: 10_000 });
    expect(correct).not.toHaveBeenCalled();
  }, formTimeout);

  it('is not offered on a pending or certified invoice', async () => {
    renderButton({ ...refused, certification_status: 'certified', certification_error: null });
    await waitFor(() => expect(screen.queryByRole('button')).toBeNull());
    cleanup();
    renderButton({ ...refused, certification_status: 'pending', certification_error: null });
    await waitFor(() => expect(screen.queryByRole('button')).toBeNull());
  });
});
