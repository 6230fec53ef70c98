// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { AdminContext, Notification, RecordContextProvider, testDataProvider, type DataProvider } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18nProvider } from '../i18n/i18nProvider';
import { PrepareQuoteButton } from './PrepareQuoteButton';

afterEach(cleanup);

const request = { id: 'r1', quote_id: null as string | null };

function renderButton(record: typeof request, startQuoteForSupportRequest = vi.fn()) {
  const update = vi.fn();
  const dataProvider = { ...testDataProvider({ update: update as unknown as DataProvider['update'] }), startQuoteForSupportRequest };
  render(
    <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider}>
      <RecordContextProvider value={record}>
        <PrepareQuoteButton />
      </RecordContextProvider>
      <Notification />
    </AdminContext>,
  );
  return { startQuoteForSupportRequest, update };
}

describe('« Préparer un devis » on a support request', () => {
  it('starts and ties the quote in one database call, then says so', async () => {
    const { startQuoteForSupportRequest, update } = renderButton(request, vi.fn(async () => ({ id: 'q1' })));
    fireEvent.click(await screen.findByRole('button', { name: 'Préparer un devis' }));
    expect(await screen.findByText('Devis commencé pour cette demande : composez l’offre.')).toBeTruthy();
    expect(startQuoteForSupportRequest).toHaveBeenCalledWith('r1');
    expect(startQuoteForSupportRequest).toHaveBeenCalledTimes(1);
    // The request's link is the database's to write, in the same call: nothing is written from here.
    expect(update).not.toHaveBeenCalled();
  });

  it('shows the database’s refusal', async () => {
    const refusal = 'Indiquez le téléphone du client : son profil n’en a pas.';
    renderButton(request, vi.fn(async () => { throw new Error(refusal); }));
    fireEvent.click(await screen.findByRole('button', { name: 'Préparer un devis' }));
    expect(await screen.findByText(refusal)).toBeTruthy();
  });

  it('is not offered once the request has its quote', async () => {
    renderButton({ ...request, quote_id: 'q1' });
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Préparer un devis' })).toBeNull());
  });
});
