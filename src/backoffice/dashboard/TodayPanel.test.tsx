// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { AdminContext, testDataProvider, type DataProvider, type GetListParams } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18nProvider } from '../i18n/i18nProvider';
import { TodayPanel } from './TodayPanel';

type Rows = Record<string, Record<string, unknown>[] | Error>;

function renderPanel(rows: Rows) {
  const getList = vi.fn(async (resource: string, _params: GetListParams) => {
    const found = rows[resource] ?? [];
    if (found instanceof Error) throw found;
    return { data: found, total: found.length };
  });
  const dataProvider = testDataProvider({ getList: getList as unknown as DataProvider['getList'] });
  // No retries: a refusal shows at once, as it would after react-admin's retries.
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  // The back-office's own router, as App.tsx gives it (its links are react-router's).
  render(
    <MemoryRouter initialEntries={['/admin']}>
      <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider} queryClient={queryClient}>
        <TodayPanel />
      </AdminContext>
    </MemoryRouter>,
  );
  return getList;
}

const section = (name: string) => within(screen.getByRole('region', { name }));

afterEach(cleanup);

describe('« Aujourd’hui » on the dashboard', () => {
  it('asks for today’s appointments, untreated requests and orders to prepare, and shows each with a link to it', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const getList = renderPanel({
      appointments: [{ id: 'a1', full_name: 'Awa Ouédraogo', email: 'awa@example.com', phone: '+226 70 12 34 56', service: 'it-support', time: '09:30:00', status: 'confirmed' }],
      quotes: [{ id: 'q1', name: 'Issa Sawadogo', company: 'Sahel Conseil', project_type: 'network-infrastructure', created_at: '2026-11-26T10:00:00Z' }],
      contact_messages: [{ id: 'm1', name: 'Mariam Traoré', subject: '', created_at: '2026-11-26T10:00:00Z' }],
      orders: [{ id: 'o1', number: 1004, delivery_name: 'Boukary Zongo', total: 150000, status: 'pending', created_at: '2026-11-26T10:00:00Z' }],
    });

    const appointment = await section('Rendez-vous du jour').findByRole('link', { name: '09h30 — Awa Ouédraogo' }, { timeout: 5000 });
    expect(appointment.getAttribute('href')).toBe('/admin/appointments/a1/show');
    expect(section('Rendez-vous du jour').getByRole('link', { name: '+226 70 12 34 56' }).getAttribute('href')).toBe('tel:+22670123456');
    expect(section('Rendez-vous du jour').getByText('Confirmé')).toBeTruthy();
    expect(section('Demandes de devis à traiter').getByRole('link', { name: 'Issa Sawadogo — Sahel Conseil' }).getAttribute('href')).toBe('/admin/quotes/q1/show');
    expect(section('Messages à lire').getByRole('link', { name: 'Mariam Traoré' }).getAttribute('href')).toBe('/admin/contact_messages/m1/show');
    expect(section('Messages à lire').getByText(/\(Sans objet\)/)).toBeTruthy();
    expect(section('Commandes à préparer').getByRole('link', { name: 'Commande n° 1004 — Boukary Zongo' }).getAttribute('href')).toBe('/admin/orders/o1');

    const filters = Object.fromEntries(getList.mock.calls.map(([resource, params]) => [resource, params.filter]));
    expect(filters).toEqual({
      appointments: { date: today, 'status@neq': 'cancelled' },
      quotes: { 'stage@in': '(requested,accepted)' },
      contact_messages: { read: false },
      orders: { 'status@in': '(pending,confirmed)' },
    });
  });

  it('says in French when there is nothing, and which part could not be read', async () => {
    // react-admin reports the refused request on the console as well: expected here.
    const console_ = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderPanel({ orders: new Error('réseau') });
    expect(await section('Rendez-vous du jour').findByText('Aucun rendez-vous aujourd’hui.')).toBeTruthy();
    expect(await section('Demandes de devis à traiter').findByText('Aucune demande de devis en attente.')).toBeTruthy();
    expect(await section('Messages à lire').findByText('Aucun message non lu.')).toBeTruthy();
    expect(await section('Commandes à préparer').findByText('Impossible de charger cette partie ; actualisez la page.')).toBeTruthy();
    expect(section('Commandes à préparer').queryByText('Aucune commande à préparer.')).toBeNull();
    console_.mockRestore();
  });
});
