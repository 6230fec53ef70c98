import { describe, expect, it } from 'vitest';
import { i18nProvider } from '../i18n/i18nProvider';
import { liveNotice } from './liveNotice';
import { liveTableAt } from './liveTables';

const translate = (key: string, options?: Record<string, unknown>) => i18nProvider.translate(key, options);

describe('the notice of a new request in the back-office', () => {
  it('names the person and the slot of an appointment, in French', () => {
    expect(liveNotice('appointments', { full_name: 'Awa Ouédraogo', date: '2026-12-07', time: '09:00:00' }, translate)).toBe(
      'Nouveau rendez-vous : Awa Ouédraogo, lundi 7 décembre à 09h00',
    );
  });

  it('names the sender of a quote request, an order (with its number) and a message', () => {
    expect(liveNotice('quotes', { name: 'Salif Kaboré' }, translate)).toBe('Nouvelle demande de devis : Salif Kaboré');
    expect(liveNotice('orders', { number: 1042, delivery_name: 'Mariam Traoré' }, translate)).toBe('Nouvelle commande n° 1042 : Mariam Traoré');
    expect(liveNotice('contact_messages', { name: 'Issa Sawadogo' }, translate)).toBe('Nouveau message : Issa Sawadogo');
  });
});

describe('the list a back-office path shows', () => {
  it('is the live table of the first segment, for the list and its records', () => {
    expect(liveTableAt('/admin/quotes')).toBe('quotes');
    expect(liveTableAt('/admin/contact_messages/123/show')).toBe('contact_messages');
    expect(liveTableAt('/admin/products')).toBeUndefined();
    expect(liveTableAt('/admin')).toBeUndefined();
  });
});
