// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
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
