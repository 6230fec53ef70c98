// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import RecentOrders from './RecentOrders';
import UpcomingAppointments from './UpcomingAppointments';

afterEach(cleanup);

describe('the dashboard panels’ « see all » links', () => {
  it('agree with their noun: « Voir tous » the appointments (masculine), « Voir toutes » the orders (issue 46)', () => {
    render(
      <MemoryRouter>
        <UpcomingAppointments appointments={[]} />
        <RecentOrders orders={[]} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'Voir tous' }).getAttribute('href')).toBe('/dashboard/appointments');
    expect(screen.getByRole('link', { name: 'Voir toutes' }).getAttribute('href')).toBe('/dashboard/orders');
  });
});
