// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AdminContext, RecordContextProvider, testDataProvider, type DataProvider } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18nProvider } from '../i18n/i18nProvider';
import { QuoteAnswerButtons } from './QuoteAnswerButtons';

function renderButtons(status: string, dataProvider: DataProvider = testDataProvider()) {
  return render(
    <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider}>
      <RecordContextProvider value={{ id: 'q1', status }}>
        <QuoteAnswerButtons />
      </RecordContextProvider>
    </AdminContext>,
  );
}

afterEach(cleanup);

describe('quote answer buttons', () => {
  it('show Accepter and Refuser on a pending quote only', () => {
    renderButtons('pending');
    expect(screen.getByRole('button', { name: 'Accepter' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Refuser' })).toBeTruthy();
    cleanup();
    renderButtons('accepted');
    expect(screen.queryAllByRole('button')).toHaveLength(0);
    cleanup();
    renderButtons('declined');
    expect(screen.queryAllByRole('button')).toHaveLength(0);
  });

  it('will not accept without an amount, then sends the answer with the decision', async () => {
    const update = vi.fn(async () => ({ data: { id: 'q1', status: 'accepted' } }));
    renderButtons('pending', testDataProvider({ update: update as unknown as DataProvider['update'] }));
    fireEvent.click(screen.getByRole('button', { name: 'Accepter' }));
    const dialog = await screen.findByRole('dialog');
    const submit = () => fireEvent.click(dialog.querySelector('button[type="submit"]')!);
    submit();
    expect(await screen.findByText('Indiquez le montant proposé')).toBeTruthy();
    expect(update).not.toHaveBeenCalled();

    fireEvent.change(screen.getByLabelText(/Montant proposé/), { target: { value: '1250000' } });
    fireEvent.change(screen.getByLabelText('Réponse'), { target: { value: '  Intervention lundi.  ' } });
    submit();
    await waitFor(() => expect(update).toHaveBeenCalledTimes(1));
    expect(update).toHaveBeenCalledWith(
      'quotes',
      expect.objectContaining({ id: 'q1', data: { status: 'accepted', answer_amount: 1250000, answer_message: 'Intervention lundi.' } }),
    );
  });

  it('closes the answer with « Annuler », sending nothing', async () => {
    const update = vi.fn(async () => ({ data: { id: 'q1', status: 'declined' } }));
    renderButtons('pending', testDataProvider({ update: update as unknown as DataProvider['update'] }));
    fireEvent.click(screen.getByRole('button', { name: 'Refuser' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(screen.getByLabelText('Réponse'), { target: { value: 'Pas possible' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(update).not.toHaveBeenCalled();
  });
});
