import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/testServer';
import { signUpAdmin, type SignedInUser } from '../fixtures/users';

const unknownId = '00000000-0000-4000-8000-000000000000';

/**
 * Issue 49, point 4: an id that names nothing is the caller's mistake. The functions raise P0002 with a
 * French message; the answer is a 4xx carrying that message, never a 500 that hides it.
 */
describe('unknown ids in staff calls', () => {
  let t: TestServer;
  let admin: SignedInUser;

  beforeAll(async () => {
    t = await startTestServer();
    admin = await signUpAdmin(t, 'Chef Admin');
  });
  afterAll(() => t?.close());

  it.each([
    ['issue_invoice', { order_id: unknownId }, 'Commande introuvable.'],
    ['issue_credit_note', { invoice_id: unknownId, reason: 'Erreur de saisie' }, 'Facture introuvable.'],
    ['convert_quote_to_order', { quote_id: unknownId }, 'Devis introuvable.'],
  ] as const)('rpc/%s answers 404 with its French message', async (name, args, message) => {
    const { error, status } = await admin.client.rpc(name, args);
    expect(status).toBe(404);
    expect(error).toMatchObject({ code: 'P0002', message });
  });

  it('a payment for an unknown invoice answers 404 with its French message', async () => {
    const { error, status } = await admin.client
      .from('payments')
      .insert({ invoice_id: unknownId, amount: 1000, method: 'cash', paid_on: new Date().toISOString().slice(0, 10) });
    expect(status).toBe(404);
    expect(error).toMatchObject({ code: 'P0002', message: 'Facture introuvable.' });
  });
});
