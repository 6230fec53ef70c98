import { describe, expect, it } from 'vitest';
import type { Queryable } from '../db/types';
import type { ClaimedMail } from './writtenMail';
import { attachProForma } from './proFormaMail';

const mail: ClaimedMail = {
  id: 7,
  kind: 'order_confirmation',
  recipient: 'awa@example.bf',
  subject: 'Votre commande n° 1042 a bien été reçue',
  body_text: 'Merci pour votre commande.',
  attempts: 0,
  appointment_id: null,
  reply_to: null,
  order_id: '00000000-0000-4000-8000-000000000001',
  quote_id: null,
};

function databaseAnswering(answer: (sql: string) => Record<string, unknown>[]): Queryable {
  return {
    query: <Row>(sql: string) => Promise.resolve({ rows: answer(sql) as Row[], affectedRows: 0 }),
    exec: () => Promise.resolve(),
  };
}

describe('attachProForma', () => {
  it('sends the mail without the pro forma, and says why, when the PDF cannot be built', async () => {
    const order = {
      number: 1042, created_at: '2026-11-25T09:00:00Z', delivery_name: 'Awa', delivery_phone: '', delivery_address: '',
      // Past what the amount in words can spell: the builder throws.
      subtotal: 1e12, tax_rate: 18, tax: 0, shipping: 0, total: 1e12, email: null, items: [],
    };
    const settings = { company_name: 'Ouaga IT Services', address: '', city: '', country: '', phone_main: '', email_general: '', tax_rate: 18 };
    const db = databaseAnswering((sql) => (sql.includes('public.orders') ? [order] : [settings]));
    const logged: string[] = [];
    const prepared = await attachProForma(db, mail, (line) => logged.push(line));
    expect(prepared).toEqual(mail);
    expect(logged).toEqual([expect.stringContaining('facture pro forma non jointe au mail 7 (order_confirmation)')]);
  });

  it('sends the mail without the pro forma when the order cannot be read', async () => {
    const db: Queryable = { query: () => Promise.reject(new Error('connexion perdue')), exec: () => Promise.resolve() };
    const logged: string[] = [];
    expect(await attachProForma(db, mail, (line) => logged.push(line))).toEqual(mail);
    expect(logged[0]).toContain('connexion perdue');
  });

  it('leaves mails of other kinds alone', async () => {
    const db: Queryable = { query: () => Promise.reject(new Error('jamais lu')), exec: () => Promise.resolve() };
    const delivered = { ...mail, kind: 'order_delivered' };
    expect(await attachProForma(db, delivered, () => undefined)).toEqual(delivered);
  });
});
