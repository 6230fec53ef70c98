// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { AdminContext, RecordContextProvider, testDataProvider, type DataProvider } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18nProvider } from '../i18n/i18nProvider';
import { companyToday, type InvoiceRecord } from './invoiceRecord';
import { RecordPaymentButton } from './RecordPaymentButton';

afterEach(cleanup);

const invoice = (overrides: Partial<InvoiceRecord> = {}): InvoiceRecord => ({
  id: 'i1', number: 'FAC-2026-0003', order_id: 'o1', profile_id: 'p1', customer_name: 'Awa', issued_at: '2026-11-20T09:00:00Z', due_date: '2026-12-20',
  tax_rate: 18, total_ht: 500_000, total_tva: 90_000, total_ttc: 590_000, amount_credited: 0, amount_paid: 90_000, balance_due: 500_000, amount_refunded: 0, refund_due: 0, status: 'partially_paid',
  certification_status: 'certified',
  ...overrides,
});

function renderButton(record: InvoiceRecord, create = vi.fn()) {
  render(
    <AdminContext dataProvider={testDataProvider({ create: create as unknown as DataProvider['create'] })} i18nProvider={i18nProvider}>
      <RecordContextProvider value={record}>
        <RecordPaymentButton />
      </RecordContextProvider>
    </AdminContext>,
  );
  return create;
}

describe('« Enregistrer un paiement »', () => {
  it('refuses more than the balance due, then records the payment with its method and reference', async () => {
    const create = renderButton(invoice(), vi.fn(async (_resource: string, params: { data: object }) => ({ data: { id: 'pay1', ...params.data } })));
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer un paiement' }));
    await screen.findByRole('dialog');
    // The balance is offered, today is the date.
    expect((screen.getByLabelText(/Montant/) as HTMLInputElement).value).toBe('500000');
    expect((screen.getByLabelText(/Payé le/) as HTMLInputElement).value).toBe(companyToday());

    fireEvent.change(screen.getByLabelText(/Montant/), { target: { value: '500001' } });
    const submit = () => fireEvent.click(screen.getAllByRole('button', { name: 'Enregistrer un paiement' }).at(-1)!);
    submit();
    expect((await screen.findByText(/Au plus le reste à payer/)).textContent?.replace(/\s+/g, ' ')).toBe('Au plus le reste à payer (500 000 FCFA).');
    expect(create).not.toHaveBeenCalled();

    fireEvent.change(screen.getByLabelText(/Montant/), { target: { value: '200000' } });
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /Moyen de paiement/ }));
    const methods = await screen.findAllByRole('option');
    expect(methods.map((option) => option.textContent)).toEqual(['Espèces', 'Orange Money', 'Moov Money', 'Virement', 'Chèque']);
    fireEvent.click(screen.getByRole('option', { name: 'Orange Money' }));
    fireEvent.change(screen.getByLabelText(/Référence/), { target: { value: ' OM-2611-7781 ' } });
    submit();
    await waitFor(() => expect(create).toHaveBeenCalledTimes(1));
    expect(create).toHaveBeenCalledWith(
      'payments',
      expect.objectContaining({ data: { invoice_id: 'i1', paid_on: companyToday(), amount: 200000, method: 'orange_money', reference: 'OM-2611-7781' } }),
    );
  });

  it('is not offered on a paid or cancelled invoice, nor on one the SECeF has not certified', () => {
    renderButton(invoice({ status: 'paid', balance_due: 0, amount_paid: 590_000 }));
    expect(screen.queryByRole('button')).toBeNull();
    cleanup();
    renderButton(invoice({ status: 'cancelled', balance_due: 0, amount_credited: 590_000 }));
    expect(screen.queryByRole('button')).toBeNull();
    for (const certification_status of ['pending', 'refused'] as const) {
      cleanup();
      renderButton(invoice({ certification_status }));
      expect(screen.queryByRole('button')).toBeNull();
    }
    cleanup();
    renderButton(invoice({ certification_status: 'certified' }));
    expect(screen.getByRole('button', { name: 'Enregistrer un paiement' })).toBeTruthy();
  });
});
