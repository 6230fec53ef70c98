// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { AdminContext, ResourceContextProvider, testDataProvider } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import { i18nProvider } from '../i18n/i18nProvider';
import { Detail, DetailList } from './DetailList';

afterEach(cleanup);

describe('a record’s details', () => {
  it('puts each label in its own term, followed by its value, with the column’s French label', async () => {
    render(
      <AdminContext dataProvider={testDataProvider()} i18nProvider={i18nProvider}>
        <ResourceContextProvider value="orders">
          <DetailList>
            <Detail source="delivery_name">Aminata Ouédraogo</Detail>
            <Detail source="notes">—</Detail>
            <Detail label="backoffice.orders.email">awa@example.bf</Detail>
          </DetailList>
        </ResourceContextProvider>
      </AdminContext>,
    );
    const terms = await screen.findAllByRole('term');
    expect(terms.map((term) => term.textContent)).toEqual(['Nom de livraison', 'Notes', 'E-mail']);
    const values = screen.getAllByRole('definition');
    expect(values.map((value) => value.textContent)).toEqual(['Aminata Ouédraogo', '—', 'awa@example.bf']);
    for (const [index, term] of terms.entries()) expect(term.nextElementSibling).toBe(values[index]);
  });
});
