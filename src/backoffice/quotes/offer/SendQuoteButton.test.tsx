// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { AdminContext, Notification, RecordContextProvider, testDataProvider, type DataProvider } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18nProvider } from '../../i18n/i18nProvider';
import { SendQuoteButton } from './SendQuoteButton';

afterEach(cleanup);

function renderButton(offerStatus: string, lineCount: number, update = vi.fn()) {
  const dataProvider = testDataProvider({
    getManyReference: (async () => ({ data: lineCount ? [{ id: 'l1' }] : [], total: lineCount })) as unknown as DataProvider['getManyReference'],
    update: update as unknown as DataProvider['update'],
  });
  render(
    <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider}>
      <RecordContextProvider value={{ id: 'q1', email: 'awa@example.bf', offer_status: offerStatus }}>
        <SendQuoteButton />
      </RecordContextProvider>
      <Notification />
    </AdminContext>,
  );
  return update;
}

describe('« Envoyer le devis »', () => {
  it('cannot send a draft without lines', async () => {
    renderButton('draft', 0);
    const button = await screen.findByRole('button', { name: 'Envoyer le devis' });
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(true));
  });

  it('asks first, then sets the offer to sent (the database numbers it)', async () => {
    const update = vi.fn(async () => ({ data: { id: 'q1', offer_status: 'sent', number: 'DEV-2026-0001' } }));
    renderButton('draft', 2, update);
    const button = await screen.findByRole('button', { name: 'Envoyer le devis' });
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(button);
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('Envoyer le devis à awa@example.bf ?');
    expect(update).not.toHaveBeenCalled();
    fireEvent.click(screen.getAllByRole('button', { name: 'Envoyer le devis' }).at(-1)!);
    await waitFor(() => expect(update).toHaveBeenCalledTimes(1));
    expect(update).toHaveBeenCalledWith('quotes', expect.objectContaining({ id: 'q1', data: { offer_status: 'sent' } }));
    expect(await screen.findByText('Devis DEV-2026-0001 envoyé au client.')).toBeTruthy();
  });

  it('is gone once the quote is sent', () => {
    renderButton('sent', 2);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
