// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { AdminContext, testDataProvider, type DataProvider } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18nProvider } from '../i18n/i18nProvider';
import { SettingsPage } from './SettingsPage';

afterEach(cleanup);

describe('/admin/settings', () => {
  it('offers to save the one settings record, never to delete it', async () => {
    const getOne = vi.fn(async () => ({ data: { id: 1, company_name: 'Ouaga IT Services', weekly_hours: [{ day: 6, opens: '09:00', closes: '12:00' }], closed_days: [{ date: '2026-12-25', label: 'Noël' }], tax_rate: 18, booking_horizon_days: 180, reminder_days: [-3, 1, 7, 15], ifu: '00012345X', rccm: 'BF-OUA-2020-B-1234', logo_path: 'product-images/company/logo.webp' } }));
    render(
      <AdminContext dataProvider={testDataProvider({ getOne: getOne as unknown as DataProvider['getOne'] })} i18nProvider={i18nProvider}>
        <SettingsPage />
      </AdminContext>,
    );
    expect(await screen.findByDisplayValue('Ouaga IT Services')).toBeTruthy();
    // The hours and closed days the appointment slots follow are edited here.
    expect(screen.getByDisplayValue('09:00')).toBeTruthy();
    expect(screen.getByDisplayValue('Noël')).toBeTruthy();
    expect(screen.getByText('Horaires d’ouverture')).toBeTruthy();
    // The legal mentions the documents print.
    expect(screen.getByDisplayValue('00012345X')).toBeTruthy();
    expect(screen.getByDisplayValue('BF-OUA-2020-B-1234')).toBeTruthy();
    expect(screen.getByText('IFU (identifiant financier unique)')).toBeTruthy();
    // The logo the documents print, shown from its public address.
    expect(screen.getByRole('img', { name: 'logo.webp' }).getAttribute('src')).toBe('/storage/v1/object/public/product-images/company/logo.webp');
    // The payment reminder days (decision 069), as staff type them.
    expect(screen.getByLabelText('Jours de relance des factures impayées')).toHaveProperty('value', '-3, 1, 7, 15');
    expect(screen.getByRole('button', { name: 'Enregistrer' })).toBeTruthy();
    // The only « Supprimer » removes the logo, never the record.
    const deletes = screen.queryAllByRole('button', { name: 'Supprimer' });
    expect(deletes.every((button) => button.closest('.RaFileInput-removeButton'))).toBe(true);
  });
});

describe('/admin/settings: the support desk’s target times', () => {
  const settings = {
    id: 1,
    company_name: 'Ouaga IT Services',
    tax_rate: 18,
    booking_horizon_days: 180,
    weekly_hours: [],
    closed_days: [],
    reminder_days: [-3, 1, 7, 15],
    support_targets: {
      blocking: { first_response_hours: 2, resolution_hours: 8 },
      annoying: { first_response_hours: 4, resolution_hours: 24 },
      question: { first_response_hours: 8, resolution_hours: 40 },
    },
  };

  function renderSettings() {
    const update = vi.fn(async (_resource: string, params: { data: object }) => ({ data: { ...settings, ...params.data } }));
    render(
      <AdminContext
        dataProvider={testDataProvider({
          getOne: (async () => ({ data: settings })) as unknown as DataProvider['getOne'],
          update: update as unknown as DataProvider['update'],
        })}
        i18nProvider={i18nProvider}
      >
        <SettingsPage />
      </AdminContext>,
    );
    return update;
  }

  it('saves a changed target for one urgency, the others kept', async () => {
    const update = renderSettings();
    const blockingFirst = await screen.findByLabelText('Bloquant : première réponse (heures) *');
    expect((blockingFirst as HTMLInputElement).value).toBe('2');
    expect((screen.getByLabelText('Question : résolution (heures) *') as HTMLInputElement).value).toBe('40');
    fireEvent.change(blockingFirst, { target: { value: '1.5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(update).toHaveBeenCalled());
    const sent = update.mock.calls[0][1].data as typeof settings;
    expect(sent.support_targets).toEqual({ ...settings.support_targets, blocking: { first_response_hours: 1.5, resolution_hours: 8 } });
  });

  it('refuses a first answer expected after the resolution, without saving', async () => {
    const update = renderSettings();
    const annoyingFirst = await screen.findByLabelText('Gênant : première réponse (heures) *');
    fireEvent.change(annoyingFirst, { target: { value: '30' } });
    fireEvent.blur(annoyingFirst);
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('La première réponse ne peut pas être attendue après la résolution.')).toBeTruthy();
    expect(update).not.toHaveBeenCalled();
  });
});
