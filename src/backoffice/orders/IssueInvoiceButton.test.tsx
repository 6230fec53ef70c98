// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { AdminContext, RecordContextProvider, testDataProvider, type DataProvider } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18nProvider } from '../i18n/i18nProvider';
import { IssueInvoiceButton } from './IssueInvoiceButton';

afterEach(cleanup);

function renderButton(order: { id: string; number: number; status: string }, invoices: object[] = [], issueInvoice = vi.fn()) {
  const dataProvider = {
    ...testDataProvider({ getList: (async () => ({ data: invoices, total: invoices.length })) as unknown as DataProvider['getList'] }),
    issueInvoice,
  };
  render(
    <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider}>
      <RecordContextProvider value={order}>
        <IssueInvoiceButton />
      </RecordContextProvider>
    </AdminContext>,
  );
  return issueInvoice;
}

describe('« Émettre la facture » on an order', () => {
  it('asks first, then issues the invoice of a confirmed order through the database', async () => {
    const issueInvoice = renderButton({ id: 'o1', number: 1024, status: 'confirmed' }, [], vi.fn(async () => ({ id: 'i1', number: 'FAC-2026-0001' })));
    fireEvent.click(await screen.findByRole('button', { name: 'Émettre la facture' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('Émettre la facture de la commande n° 1024 ?');
    expect(issueInvoice).not.toHaveBeenCalled();
    fireEvent.click(screen.getAllByRole('button', { name: 'Émettre la facture' }).at(-1)!);
    await waitFor(() => expect(issueInvoice).toHaveBeenCalledWith('o1'));
  });

  it('links to the invoice of an order already invoiced, and offers nothing on a pending order', async () => {
    renderButton({ id: 'o1', number: 1024, status: 'delivered' }, [{ id: 'i1', number: 'FAC-2026-0007', status: 'partially_paid' }]);
    expect(await screen.findByRole('link', { name: 'Voir la facture FAC-2026-0007' })).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
    cleanup();
    renderButton({ id: 'o2', number: 1025, status: 'pending' });
    await waitFor(() => expect(screen.queryByRole('button')).toBeNull());
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('offers a new invoice when the previous one was wholly cancelled by credit notes', async () => {
    renderButton({ id: 'o1', number: 1024, status: 'confirmed' }, [{ id: 'i1', number: 'FAC-2026-0002', status: 'cancelled' }]);
    expect(await screen.findByRole('button', { name: 'Émettre la facture' })).toBeTruthy();
  });
});
