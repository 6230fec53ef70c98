// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AdminContext, RecordContextProvider, testDataProvider, type DataProvider } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18nProvider } from '../i18n/i18nProvider';
import { DeclineRequestButton } from './DeclineRequestButton';

function renderButton(stage: string, dataProvider: DataProvider = testDataProvider()) {
  return render(
    <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider}>
      <RecordContextProvider value={{ id: 'q1', stage }}>
        <DeclineRequestButton />
      </RecordContextProvider>
    </AdminContext>,
  );
}

afterEach(cleanup);

describe('a quote request’s answer buttons', () => {
  it('offer « Refuser » on a request not yet priced, and never an amount-only « Accepter »', () => {
    renderButton('requested');
    expect(screen.getByRole('button', { name: 'Refuser' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Accepter' })).toBeNull();
    for (const stage of ['sent', 'accepted', 'declined', 'expired', 'converted']) {
      cleanup();
      renderButton(stage);
      expect(screen.queryAllByRole('button')).toHaveLength(0);
    }
  });

  it('declines with the message the customer reads, and « Annuler » sends nothing', async () => {
    const update = vi.fn(async () => ({ data: { id: 'q1', request_status: 'declined' } }));
    renderButton('requested', testDataProvider({ update: update as unknown as DataProvider['update'] }));
    fireEvent.click(screen.getByRole('button', { name: 'Refuser' }));
    let dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(update).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Refuser' }));
    dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Réponse'), { target: { value: '  Hors de notre domaine.  ' } });
    fireEvent.click(dialog.querySelector('button[type="submit"]')!);
    await waitFor(() => expect(update).toHaveBeenCalledTimes(1));
    expect(update).toHaveBeenCalledWith('quotes', expect.objectContaining({ id: 'q1', data: { request_status: 'declined', answer_message: 'Hors de notre domaine.' } }));
  });
});
