// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AdminContext, RecordContextProvider, testDataProvider, type DataProvider } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18nProvider } from '../i18n/i18nProvider';
import { AppointmentStatusButtons } from './AppointmentStatusButtons';

const past = { date: '2024-01-08', time: '09:00:00' };
const future = { date: '2999-01-07', time: '09:00:00' };

function renderButtons(status: string, dataProvider: DataProvider = testDataProvider(), slot = past) {
  return render(
    <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider}>
      <RecordContextProvider value={{ id: 'a1', status, full_name: 'Awa', ...slot }}>
        <AppointmentStatusButtons />
      </RecordContextProvider>
    </AdminContext>,
  );
}

const buttonNames = () => screen.queryAllByRole('button').map((button) => button.textContent);

afterEach(cleanup);

describe('appointment status buttons', () => {
  it('offers Confirmer and Annuler only while pending', () => {
    renderButtons('pending');
    expect(buttonNames()).toEqual(['Confirmer', 'Annuler']);
  });

  it('offers only Terminer once confirmed and its time has passed', () => {
    renderButtons('confirmed');
    expect(buttonNames()).toEqual(['Terminer']);
  });

  it('offers to cancel a confirmed appointment before its time, not Terminer', () => {
    renderButtons('confirmed', testDataProvider(), future);
    expect(buttonNames()).toEqual(['Annuler le rendez-vous']);
  });

  it('asks first, naming the appointment, before cancelling a confirmed one; « Non » changes nothing', async () => {
    const update = vi.fn(async () => ({ data: { id: 'a1', status: 'cancelled' } }));
    renderButtons('confirmed', testDataProvider({ update: update as unknown as DataProvider['update'] }), future);
    fireEvent.click(screen.getByRole('button', { name: 'Annuler le rendez-vous' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('Le rendez-vous de Awa du lundi 7 janvier 2999 à 09h00 sera annulé.');
    fireEvent.click(screen.getByRole('button', { name: 'Non, le garder' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(update).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Annuler le rendez-vous' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Oui, annuler le rendez-vous' }));
    await waitFor(() => expect(update).toHaveBeenCalledTimes(1));
    expect(update).toHaveBeenCalledWith('appointments', expect.objectContaining({ id: 'a1', data: { status: 'cancelled' } }));
  });

  it('asks before cancelling a pending one too, and sends the reason typed with the cancellation (issue 46)', async () => {
    const update = vi.fn(async () => ({ data: { id: 'a1', status: 'cancelled' } }));
    renderButtons('pending', testDataProvider({ update: update as unknown as DataProvider['update'] }), future);
    fireEvent.click(screen.getByRole('button', { name: 'Annuler' }));
    const dialog = await screen.findByRole('dialog', { name: 'Annuler ce rendez-vous ?' });
    expect(update).not.toHaveBeenCalled();
    fireEvent.change(within(dialog).getByLabelText('Motif (facultatif)'), { target: { value: '  Technicien malade ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Oui, annuler le rendez-vous' }));
    await waitFor(() => expect(update).toHaveBeenCalledTimes(1));
    expect(update).toHaveBeenCalledWith('appointments', expect.objectContaining({ id: 'a1', data: { status: 'cancelled', cancellation_reason: 'Technicien malade' } }));
  });

  it.each(['completed', 'cancelled'])('offers nothing once %s', (status) => {
    renderButtons(status);
    expect(buttonNames()).toEqual([]);
  });

  it('asks the data provider to move a pending appointment to confirmed, nothing else', async () => {
    const update = vi.fn(async () => ({ data: { id: 'a1', status: 'confirmed' } }));
    renderButtons('pending', testDataProvider({ update: update as unknown as DataProvider['update'] }), future);
    fireEvent.click(screen.getByRole('button', { name: 'Confirmer' }));
    await waitFor(() => expect(update).toHaveBeenCalledTimes(1));
    expect(update).toHaveBeenCalledWith('appointments', expect.objectContaining({ id: 'a1', data: { status: 'confirmed' } }));
  });
});
