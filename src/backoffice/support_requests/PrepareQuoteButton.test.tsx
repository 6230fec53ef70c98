// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { AdminContext, Notification, RecordContextProvider, testDataProvider, type DataProvider } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18nProvider } from '../i18n/i18nProvider';
import { PrepareQuoteButton } from './PrepareQuoteButton';

afterEach(cleanup);

const request = { id: 'r1', profile_id: 'p1', subject: 'Remplacer le switch du bureau', quote_id: null as string | null };

function renderButton(record: typeof request, startQuoteForCustomer = vi.fn()) {
  const update = vi.fn(async (_resource: string, params: { id: string; data: object }) => ({ data: { ...record, ...params.data } }));
  const dataProvider = { ...testDataProvider({ update: update as unknown as DataProvider['update'] }), startQuoteForCustomer };
  render(
    <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider}>
      <RecordContextProvider value={record}>
        <PrepareQuoteButton />
      </RecordContextProvider>
      <Notification />
    </AdminContext>,
  );
  return { startQuoteForCustomer, update };
}

describe('« Préparer un devis » on a support request', () => {
  it('starts a quote for the request’s customer with its subject, then ties it to the request', async () => {
    const { startQuoteForCustomer, update } = renderButton(request, vi.fn(async () => ({ id: 'q1' })));
    fireEvent.click(await screen.findByRole('button', { name: 'Préparer un devis' }));
    await waitFor(() => expect(update).toHaveBeenCalled());
    expect(startQuoteForCustomer).toHaveBeenCalledWith({ customer_id: 'p1', project_type: 'other', services: ['maintenance'], message: 'Remplacer le switch du bureau' });
    expect(update.mock.calls[0][0]).toBe('support_requests');
    expect(update.mock.calls[0][1]).toMatchObject({ id: 'r1', data: { quote_id: 'q1' } });
    expect(await screen.findByText('Devis commencé pour cette demande : composez l’offre.')).toBeTruthy();
  });

  it('shows the database’s refusal and ties nothing when the quote cannot start', async () => {
    const refusal = 'Indiquez le téléphone du client : son profil n’en a pas.';
    const { update } = renderButton(request, vi.fn(async () => { throw new Error(refusal); }));
    fireEvent.click(await screen.findByRole('button', { name: 'Préparer un devis' }));
    expect(await screen.findByText(refusal)).toBeTruthy();
    expect(update).not.toHaveBeenCalled();
  });

  it('is not offered once the request has its quote', async () => {
    renderButton({ ...request, quote_id: 'q1' });
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Préparer un devis' })).toBeNull());
  });
});
