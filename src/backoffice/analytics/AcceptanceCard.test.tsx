// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { AdminContext, testDataProvider } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import { i18nProvider } from '../i18n/i18nProvider';
import { AcceptanceCard } from './AcceptanceCard';

afterEach(cleanup);

function show(accepted: number, declined: number, pending: number) {
  render(
    <AdminContext dataProvider={testDataProvider()} i18nProvider={i18nProvider}>
      <AcceptanceCard acceptance={{ accepted, declined, pending, acceptance_rate: accepted / (accepted + declined) }} />
    </AdminContext>,
  );
}

describe('the quote acceptance card', () => {
  it('agrees each count with its number', () => {
    show(1, 2, 1);
    expect(screen.getByText('1 accepté, 2 refusés, 1 en attente')).toBeTruthy();
    cleanup();
    show(3, 1, 0);
    expect(screen.getByText('3 acceptés, 1 refusé, 0 en attente')).toBeTruthy();
  });
});
