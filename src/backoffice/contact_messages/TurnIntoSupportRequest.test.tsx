// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AdminContext, Notification, RecordContextProvider, testDataProvider } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18nProvider } from '../i18n/i18nProvider';
import { TurnIntoSupportRequest } from './TurnIntoSupportRequest';

afterEach(cleanup);

function renderButton(supportRequestFromMessage: ReturnType<typeof vi.fn>) {
  const dataProvider = { ...testDataProvider(), supportRequestFromMessage };
  render(
    <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider}>
      <RecordContextProvider value={{ id: 'm1' }}>
        <TurnIntoSupportRequest />
      </RecordContextProvider>
      <Notification />
    </AdminContext>,
  );
}

describe('« Transformer en demande d’assistance » on a contact message', () => {
  it('opens the request with the urgency staff chose', async () => {
    const turn = vi.fn(async () => ({ id: 'r1', number: 'SUP-2026-0001' }));
    renderButton(turn);
    fireEvent.click(await screen.findByRole('button', { name: 'Transformer en demande d’assistance' }));
    const dialog = await screen.findByRole('dialog', { name: 'Transformer en demande d’assistance' });
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: 'Urgence' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Bloquant' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ouvrir la demande' }));
    await waitFor(() => expect(turn).toHaveBeenCalledWith('m1', 'blocking'));
    expect(await screen.findByText('Demande SUP-2026-0001 ouverte')).toBeTruthy();
  });

  it('shows the database’s refusal when no account has the message’s address', async () => {
    const refusal = 'Aucun compte client n’a l’adresse awa@example.bf. Invitez le client à créer son compte, puis recommencez.';
    renderButton(vi.fn(async () => { throw new Error(refusal); }));
    fireEvent.click(await screen.findByRole('button', { name: 'Transformer en demande d’assistance' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Ouvrir la demande' }));
    expect(await screen.findByText(refusal)).toBeTruthy();
  });
});
