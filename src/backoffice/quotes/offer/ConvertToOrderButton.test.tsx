// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { AdminContext, RecordContextProvider, testDataProvider } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18nProvider } from '../../i18n/i18nProvider';
import { ConvertToOrderButton } from './ConvertToOrderButton';

afterEach(cleanup);

function renderButton(quote: { offer_status: string; order_id: string | null }, convertQuoteToOrder = vi.fn()) {
  render(
    <AdminContext dataProvider={{ ...testDataProvider(), convertQuoteToOrder }} i18nProvider={i18nProvider}>
      <RecordContextProvider value={{ id: 'q1', number: 'DEV-2026-0003', ...quote }}>
        <ConvertToOrderButton />
      </RecordContextProvider>
    </AdminContext>,
  );
  return convertQuoteToOrder;
}

describe('« Convertir en commande »', () => {
  it('turns an accepted quote into an order, with the delivery address typed', async () => {
    const convert = renderButton({ offer_status: 'accepted', order_id: null }, vi.fn(async () => ({ id: 'o1', number: 1031 })));
    fireEvent.click(screen.getByRole('button', { name: 'Convertir en commande' }));
    const dialog = await screen.findByRole('dialog', { name: 'Convertir le devis DEV-2026-0003 en commande ?' });
    fireEvent.change(screen.getByLabelText('Adresse de livraison (facultatif)'), { target: { value: 'Ouaga 2000, villa 12' } });
    fireEvent.click(dialog.querySelector('button[type="submit"]')!);
    await waitFor(() => expect(convert).toHaveBeenCalledWith('q1', 'Ouaga 2000, villa 12'));
  });

  it('is offered only on an accepted quote not yet converted', () => {
    for (const quote of [{ offer_status: 'sent', order_id: null }, { offer_status: 'draft', order_id: null }, { offer_status: 'accepted', order_id: 'o1' }]) {
      renderButton(quote);
      expect(screen.queryByRole('button')).toBeNull();
      cleanup();
    }
  });
});
