// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { AdminContext, RecordContextProvider, testDataProvider, type DataProvider } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18nProvider } from '../i18n/i18nProvider';
import type { InvoiceRecord } from './invoiceRecord';
import { IssueCreditNoteButton } from './IssueCreditNoteButton';

afterEach(cleanup);

const spaced = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();

const invoice: InvoiceRecord = {
  id: 'i1', number: 'FAC-2026-0003', order_id: 'o1', profile_id: 'p1', customer_name: 'Awa', issued_at: '2026-11-20T09:00:00Z', due_date: '2026-12-20',
  tax_rate: 18, total_ht: 999_999, total_tva: 180_000, total_ttc: 1_179_999, amount_credited: 0, amount_paid: 0, balance_due: 1_179_999, amount_refunded: 0, refund_due: 0, status: 'unpaid',
  certification_status: 'certified',
};

function renderButton(issueCreditNote: ReturnType<typeof vi.fn>) {
  const dataProvider = {
    ...testDataProvider({ getManyReference: (async () => ({ data: [], total: 0 })) as unknown as DataProvider['getManyReference'] }),
    issueCreditNote,
  };
  render(
    <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider}>
      <RecordContextProvider value={invoice}>
        <IssueCreditNoteButton />
      </RecordContextProvider>
    </AdminContext>,
  );
}

describe('« Émettre un avoir »', () => {
  it('cancels the whole invoice by default, with a reason', async () => {
    const issueCreditNote = vi.fn(async () => ({ id: 'c1', number: 'AV-2026-0001' }));
    renderButton(issueCreditNote);
    fireEvent.click(await screen.findByRole('button', { name: 'Émettre un avoir' }));
    await screen.findByRole('dialog');
    expect(spaced(screen.getByRole('status').textContent)).toBe('Avoir de 1 179 999 FCFA TTC (999 999 FCFA HT + 180 000 FCFA TVA).');
    const submit = () => fireEvent.click(screen.getAllByRole('button', { name: 'Émettre un avoir' }).at(-1)!);
    submit();
    await waitFor(() => expect(screen.getAllByText(/requis/i).length).toBeGreaterThan(0));
    expect(issueCreditNote).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText(/Motif/), { target: { value: 'Commande annulée' } });
    submit();
    await waitFor(() => expect(issueCreditNote).toHaveBeenCalledWith('i1', 'Commande annulée', undefined));
  });

  it('credits a part: an amount HT within what is left, its TVA rounded to the franc', async () => {
    const issueCreditNote = vi.fn(async () => ({ id: 'c1', number: 'AV-2026-0001' }));
    renderButton(issueCreditNote);
    fireEvent.click(await screen.findByRole('button', { name: 'Émettre un avoir' }));
    fireEvent.click(await screen.findByRole('radio', { name: 'Une partie seulement' }));
    const amount = await screen.findByLabelText(/Montant HT de l’avoir/);
    fireEvent.change(amount, { target: { value: '1000000' } });
    fireEvent.change(screen.getByLabelText(/Motif/), { target: { value: 'Remise commerciale' } });
    const submit = () => fireEvent.click(screen.getAllByRole('button', { name: 'Émettre un avoir' }).at(-1)!);
    submit();
    expect(spaced((await screen.findByText(/Entre 1 FCFA et/)).textContent)).toBe('Entre 1 FCFA et 999 999 FCFA HT.');
    expect(issueCreditNote).not.toHaveBeenCalled();

    fireEvent.change(amount, { target: { value: '333333' } });
    // 333 333 × 18 % = 59 999,94 → 60 000.
    await waitFor(() => expect(spaced(screen.getByRole('status').textContent)).toBe('Avoir de 393 333 FCFA TTC (333 333 FCFA HT + 60 000 FCFA TVA).'));
    submit();
    await waitFor(() => expect(issueCreditNote).toHaveBeenCalledWith('i1', 'Remise commerciale', 333_333));
  });
});
