import { SignJWT } from 'jose';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessage, quoteRequest } from '../fixtures/requests';
import { signUpAdmin, signUpUser, type SignedInUser } from '../fixtures/users';
import { subscribeToInserts } from '../helpers/liveChanges';
import { startTestServer, type TestServer } from '../helpers/testServer';

describe('live news: supabase-js postgres_changes over /realtime/v1, rows as RLS lets each subscriber see them', () => {
  let t: TestServer;
  let admin: SignedInUser;
  let customer: SignedInUser;
  let otherCustomer: SignedInUser;
  const clients: SupabaseClient[] = [];
  const track = (client: SupabaseClient) => {
    clients.push(client);
    return client;
  };

  beforeAll(async () => {
    t = await startTestServer({ realtime: true });
    admin = await signUpAdmin(t, 'Chef Admin');
    customer = await signUpUser(t, 'Awa Ouédraogo');
    otherCustomer = await signUpUser(t, 'Boukary Ilboudo');
    clients.push(admin.client, customer.client, otherCustomer.client);
  });
  afterAll(async () => {
    for (const client of clients) await client.removeAllChannels();
    await t?.close();
  });

  it("gives an administrator a visitor's new quote request within 2 s, with its fields", async () => {
    const live = await subscribeToInserts(admin.client, 'quotes');
    const sentAt = Date.now();
    expect((await track(t.client()).from('quotes').insert(quoteRequest({ name: 'Salif Kaboré' }))).error).toBeNull();
    const change = await live.waitFor((row) => row.name === 'Salif Kaboré', 2000);
    expect(Date.now() - sentAt).toBeLessThan(2000);
    expect(change).toMatchObject({ schema: 'public', table: 'quotes', eventType: 'INSERT' });
    expect(change.new).toMatchObject({ name: 'Salif Kaboré', request_status: 'pending', services: ['network-setup', 'it-security'], profile_id: null });
  });

  it("gives a customer their own new request and never another customer's", async () => {
    const live = await subscribeToInserts(customer.client, 'quotes');
    expect((await otherCustomer.client.from('quotes').insert(quoteRequest({ name: 'Quelqu’un d’autre', email: otherCustomer.email }))).error).toBeNull();
    expect((await customer.client.from('quotes').insert(quoteRequest({ name: 'Awa Ouédraogo', email: customer.email }))).error).toBeNull();
    // Changes are handled in order: once the second is here, the first was decided for this subscriber too.
    const own = await live.waitFor((row) => row.name === 'Awa Ouédraogo');
    expect(own.new.profile_id).toBe(customer.id);
    expect(live.received.map((change) => change.new.name)).toEqual(['Awa Ouédraogo']);
  });

  it('gives a visitor (anon key) nothing of the requests, whoever sent them', async () => {
    const tables = ['quotes', 'appointments', 'orders', 'contact_messages'];
    const visitor = track(t.client());
    const watching = await Promise.all(tables.map((table) => subscribeToInserts(visitor, table)));
    const adminLive = await subscribeToInserts(admin.client, 'quotes');
    expect((await track(t.client()).from('quotes').insert(quoteRequest({ name: 'Premier visiteur' }))).error).toBeNull();
    expect((await customer.client.from('quotes').insert(quoteRequest({ name: 'Second envoi', email: customer.email }))).error).toBeNull();
    await adminLive.waitFor((row) => row.name === 'Second envoi');
    expect(watching.flatMap((live) => live.received)).toEqual([]);
  });

  it('refuses a forged token with realtime’s error, and a well-signed one still works', async () => {
    const forged = await new SignJWT({ role: 'service_role' })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('not-the-server-secret-but-long-enough-for-hs256'));
    const intruder = track(t.client());
    await intruder.realtime.setAuth(forged);
    await expect(subscribeToInserts(intruder, 'quotes')).rejects.toThrow(/Invalid JWT Token/);
    await expect(subscribeToInserts(admin.client, 'quotes')).resolves.toBeDefined();
  });

  it('joins again after the connection was cut, with the same session, and delivers the next request', async () => {
    const live = await subscribeToInserts(admin.client, 'contact_messages');
    const rejoined = live.nextSubscribed();
    t.server.ctx.realtime?.cutAll();
    await rejoined;
    expect((await track(t.client()).from('contact_messages').insert(contactMessage({ name: 'Après la coupure' }))).error).toBeNull();
    await expect(live.waitFor((row) => row.name === 'Après la coupure')).resolves.toMatchObject({ table: 'contact_messages' });
  });

  it('applies a subscription’s filter in the column’s type: only the rows that pass it arrive', async () => {
    const live = await subscribeToInserts(admin.client, 'quotes', 'timeline=in.(asap,1-2-weeks)');
    // An integer column compared as a number, not as text: every new request has total_ht 0, which is 00.
    const numeric = await subscribeToInserts(admin.client, 'quotes', 'total_ht=eq.00');
    const visitor = track(t.client());
    expect((await visitor.from('quotes').insert(quoteRequest({ name: 'Pas pressé', timeline: 'flexible' }))).error).toBeNull();
    expect((await visitor.from('quotes').insert(quoteRequest({ name: 'Très pressé', timeline: 'asap' }))).error).toBeNull();
    await live.waitFor((row) => row.name === 'Très pressé');
    expect(live.received.map((change) => change.new.name)).toEqual(['Très pressé']);
    await numeric.waitFor((row) => row.name === 'Très pressé');
    expect(numeric.received.map((change) => change.new.name)).toEqual(['Pas pressé', 'Très pressé']);
  });

  it('refuses a subscription to a table that does not exist', async () => {
    await expect(subscribeToInserts(track(t.client()), 'no_such_table')).rejects.toThrow(/no such table/);
  });
});

describe('live news: closing the server', () => {
  it('closes promptly with subscribers connected, and they are told', async () => {
    const t = await startTestServer({ realtime: true });
    const admin = await signUpAdmin(t, 'Chef Admin');
    const closed = new Promise<string>((resolve) => {
      admin.client
        .channel('closing')
        .on('postgres_changes', { event: 'INSERT', schema: 'public', table: 'orders' }, () => undefined)
        .subscribe((status) => {
          if (status === 'SUBSCRIBED') void t.close().then(() => resolve('server closed'));
        });
    });
    const startedAt = Date.now();
    await expect(closed).resolves.toBe('server closed');
    expect(Date.now() - startedAt).toBeLessThan(10_000);
    expect(admin.client.realtime.isConnected()).toBe(false);
    admin.client.realtime.disconnect();
  });
});
