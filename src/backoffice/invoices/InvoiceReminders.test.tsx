// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { AdminContext, RecordContextProvider, ResourceContextProvider, testDataProvider, type DataProvider } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18nProvider } from '../i18n/i18nProvider';
import { InvoiceReminders } from './InvoiceReminders';

afterEach(cleanup);

function renderReminders(rows: Record<string, unknown>[]) {
  const getManyReference = vi.fn(async () => ({ data: rows, total: rows.length }));
  render(
    <AdminContext dataProvider={testDataProvider({ getManyReference: getManyReference as unknown as DataProvider['getManyReference'] })} i18nProvider={i18nProvider}>
      <ResourceContextProvider value="invoices">
        <RecordContextProvider value={{ id: 'invoice-1' }}>
          <InvoiceReminders />
        </RecordContextProvider>
      </ResourceContextProvider>
    </AdminContext>,
  );
  return getManyReference;
}

describe('the reminders of an invoice in the back-office', () => {
  it('lists each reminder sent: its step from the due date and the channels it went by', async () => {
    const asked = renderReminders([
      { id: 'r1', invoice_id: 'invoice-1', step: -3, sent_on: '2026-12-01', channels: ['email'] },
      { id: 'r2', invoice_id: 'invoice-1', step: 7, sent_on: '2026-12-11', channels: ['email', 'sms'] },
    ]);
    expect(await screen.findByText('J-3')).toBeTruthy();
    expect(screen.getByText('J+7')).toBeTruthy();
    expect(screen.getByText('e-mail, SMS')).toBeTruthy();
    expect(asked).toHaveBeenCalledWith('payment_reminders', expect.objectContaining({ target: 'invoice_id', id: 'invoice-1' }));
  });

  it('says when none was sent', async () => {
    renderReminders([]);
    expect(await screen.findByText('Aucune relance envoyée.')).toBeTruthy();
  });
});
