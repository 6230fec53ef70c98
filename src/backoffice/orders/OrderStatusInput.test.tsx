// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { AdminContext, Form, ResourceContextProvider, testDataProvider } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import { i18nProvider } from '../i18n/i18nProvider';
import { OrderStatusInput } from './OrderStatusInput';

afterEach(cleanup);

describe('the status of an order in the back-office', () => {
  it('offers the four statuses and no blank choice', async () => {
    render(
      <AdminContext dataProvider={testDataProvider()} i18nProvider={i18nProvider}>
        <ResourceContextProvider value="orders">
          <Form record={{ id: 'o1', status: 'pending' }}>
            <OrderStatusInput />
          </Form>
        </ResourceContextProvider>
      </AdminContext>,
    );
    fireEvent.mouseDown(await screen.findByRole('combobox'));
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(options.map((option) => option.textContent?.trim())).toEqual(['En attente', 'En préparation', 'Livrée', 'Annulée']);
  });
});
