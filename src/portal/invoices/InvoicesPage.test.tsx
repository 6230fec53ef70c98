// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { InvoiceRow } from '../data/rows';

const invoices = vi.hoisted(() => ({ list: vi.fn<() => Promise<InvoiceRow[]>>() }));
vi.mock('../../shared/auth/AuthProvider', () => ({ useAuth: () => ({ user: { id: 'u1' } }) }));
vi.mock('../data/invoiceRows', () => ({ fetchOwnInvoices: invoices.list, fetchOwnInvoice: vi.fn() }));
const { default: InvoicesPage } = await import('./InvoicesPage');

const show = () =>
  render(
    <MemoryRouter>
      <InvoicesPage />
    </MemoryRouter>,
  );

const invoice: InvoiceRow = {
  id: 'i1', number: 'FAC-2026-0007', issued_at: '2026-11-27T10:00:00Z', due_date: '2026-12-27',
  total_ttc: 1_330_449, balance_due: 1_000_000, refund_due: 0, status: 'partially_paid',
};

describe('« Mes factures »', () => {
  afterEach(() => {
    cleanup();
    invoices.list.mockReset();
  });

  it('says it is loading, then lists each invoice with its status, total TTC and balance due', async () => {
    invoices.list.mockResolvedValue([invoice]);
    show();
    expect(screen.getByRole('status').textContent).toMatch(/Chargement/);
    const link = await screen.findByRole('link', { name: 'Voir la facture FAC-2026-0007' });
    expect(link.getAttribute('href')).toBe('/dashboard/invoices/FAC-2026-0007');
    expect(screen.getByText('Partiellement payée')).toBeTruthy();
    const amounts = screen.getByRole('listitem').querySelector('.order-totals')?.textContent?.replace(/[\u202f\u00a0]/g, ' ');
    expect(amounts).toBe('Total TTC1 330 449 FCFAReste à payer (TTC)1 000 000 FCFA');
    expect(screen.getByRole('button', { name: 'Télécharger la facture (PDF)' })).toBeTruthy();
  });

  it('shows what the company owes back after a credit note on a paid invoice, never a negative balance (issue 46)', async () => {
    invoices.list.mockResolvedValue([{ ...invoice, balance_due: 0, refund_due: 354_000, status: 'paid' }]);
    show();
    await screen.findByRole('link', { name: 'Voir la facture FAC-2026-0007' });
    const amounts = screen.getByRole('listitem').querySelector('.order-totals')?.textContent?.replace(/[\u202f\u00a0]/g, ' ');
    expect(amounts).toBe('Total TTC1 330 449 FCFAAvoir à rembourser (TTC)354 000 FCFA');
  });

  it('explains an empty list', async () => {
    invoices.list.mockResolvedValue([]);
    show();
    expect(await screen.findByText(/pas encore de facture/)).toBeTruthy();
  });

  it('offers to try again when the invoices cannot be read', async () => {
    invoices.list.mockRejectedValueOnce(new Error('réseau')).mockResolvedValueOnce([invoice]);
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('link', { name: 'Voir la facture FAC-2026-0007' })).toBeTruthy();
  });
});
