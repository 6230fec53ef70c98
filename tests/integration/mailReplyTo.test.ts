import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedProducts } from '../fixtures/products';
import { appointmentRequest, contactMessage, delivery, quoteRequest, slotAllocator } from '../fixtures/requests';
import { signUpUser } from '../fixtures/users';
import { latestMailTo, mailsTo } from '../helpers/sentMails';
import { startTestServer, type TestServer } from '../helpers/testServer';
import { uniqueEmail } from './authFixtures';

const companyAddress = 'alertes@example.bf';

describe('alerts to the company answer to the visitor (Reply-To)', () => {
  let t: TestServer;
  const nextSlot = slotAllocator(9);

  beforeAll(async () => {
    t = await startTestServer();
    await t.server.ctx.db.query('update public.site_settings set notification_email = $1 where id = 1', [companyAddress]);
  });
  afterAll(() => t?.close());

  const alert = (subject: RegExp) => latestMailTo(t, companyAddress, subject);

  it('contact message, quote and appointment: Reply-To is the address the visitor typed; their own mails have none', async () => {
    const visitor = uniqueEmail('visiteur');
    expect((await t.client().from('contact_messages').insert(contactMessage({ email: visitor, subject: 'Réseau' }))).error).toBeNull();
    expect((await alert(/Nouveau message : Réseau/)).replyTo).toBe(visitor);

    expect((await t.client().from('quotes').insert(quoteRequest({ email: visitor, name: 'Issa Réponse' }))).error).toBeNull();
    expect((await alert(/Nouvelle demande de devis : .*Issa Réponse/)).replyTo).toBe(visitor);

    expect((await t.client().from('appointments').insert(appointmentRequest(nextSlot(), { email: visitor }))).error).toBeNull();
    expect((await alert(/Nouvelle demande de rendez-vous/)).replyTo).toBe(visitor);

    const ownMails = await mailsTo(t, visitor);
    expect(ownMails).toHaveLength(3);
    expect(ownMails.every((mail) => mail.replyTo === undefined)).toBe(true);
  });

  it('order: Reply-To is the customer\'s account address', async () => {
    const customer = await signUpUser(t, 'Awa Commande');
    const wifi = (await seedProducts(t.server.ctx.db))['borne-wifi-6-ubiquiti-u6-pro'];
    expect((await customer.client.rpc('place_order', { items: [{ product_id: wifi.id, quantity: 1 }], delivery })).error).toBeNull();
    expect((await alert(/Nouvelle commande/)).replyTo).toBe(customer.email);
  });
});
