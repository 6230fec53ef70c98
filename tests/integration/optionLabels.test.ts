import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { optionLabels } from '../../src/shared/config/optionLabels.generated';
import { labelOf, offerStatuses } from '../../src/shared/config/options';
import { orderPaymentMethods } from '../../src/shared/orders/paymentMethods';
import { startTestServer, type TestServer } from '../helpers/testServer';
import { freshAddress } from '../fixtures/appointmentLinks';
import { sentQuote } from '../fixtures/sentQuotes';
import { signUpAdmin, type SignedInUser } from '../fixtures/users';

/**
 * The French labels of stored values are written once, in private.option_labels (decision 077): the database's
 * messages read them through private.label_of, the pages through the file npm run schema generates from the same
 * rows (its freshness: schemaFile.test.ts). Here, what the database's own words say with them.
 */
describe('private.option_labels: the labels the database writes are the pages’ labels', () => {
  let t: TestServer;
  let admin: SignedInUser;

  beforeAll(async () => {
    t = await startTestServer();
    admin = await signUpAdmin(t, 'Chef Admin');
  });
  afterAll(() => t?.close());

  it('label_of names every value of every list as the pages do, echoes an unknown value and leaves null blank', async () => {
    const pairs = Object.entries(optionLabels).flatMap(([list, options]) => options.map((option) => ({ list, value: option.value, label: option.label })));
    const { rows } = await t.server.ctx.db.query<{ list: string; value: string; label: string }>(
      `select pair.list, pair.value, private.label_of(pair.list, pair.value) as label
         from jsonb_to_recordset($1::jsonb) as pair(list text, value text)`,
      [JSON.stringify(pairs)],
    );
    expect(rows).toEqual(pairs);
    const { rows: [edges] } = await t.server.ctx.db.query<{ unknown: string; blank: string }>(
      `select private.label_of('order_status', 'lost') as unknown, private.label_of('order_status', null) as blank`,
    );
    expect(edges).toEqual({ unknown: 'lost', blank: '' });
  });

  it('names an order’s payment method in its mails as the checkout does, « Paiement en ligne » included', async () => {
    const methods = orderPaymentMethods.map((option) => option.value);
    const { rows } = await t.server.ctx.db.query<{ method: string; label: string }>(
      'select method, private.payment_method_label(method) as label from unnest($1::text[]) as method',
      [methods],
    );
    expect(rows).toEqual(orderPaymentMethods.map((option) => ({ method: option.value, label: option.label })));
    expect(rows.find((row) => row.method === 'online')?.label).toBe('Paiement en ligne');
  });

  it('refuses to send again an expired quote, naming its status as the back-office does', async () => {
    const { id } = await sentQuote(t, admin.client, freshAddress(), [{ description: 'Audit réseau', quantity: 1, unit_price: 200_000 }]);
    expect((await admin.client.from('quotes').update({ offer_status: 'expired' }).eq('id', id)).error).toBeNull();
    const again = await admin.client.from('quotes').update({ offer_status: 'sent' }).eq('id', id);
    expect(again.error?.message).toBe(`Ce devis est déjà « ${labelOf(offerStatuses, 'expired')} ».`);
    expect(again.error?.message).toBe('Ce devis est déjà « Expiré ».');
  });
});
