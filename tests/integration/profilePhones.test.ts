import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDataProvider } from '../../src/backoffice/data/dataProvider';
import { appointmentRequest, slotAllocator } from '../fixtures/requests';
import { signUpAdmin, signUpUser, type SignedInUser } from '../fixtures/users';
import { uniquePhone } from '../helpers/sentSms';
import { startTestServer, type TestServer } from '../helpers/testServer';
import { lastCodeSentTo } from './phoneFixtures';

/**
 * The back-office's users list shows the number an account signs in with and finds a customer by
 * phone number however it is typed (issue 34, migrations 20261204040100 and 20261204040200): through
 * supabase-js and the back-office's own data provider, as the pages send them.
 */
describe('users found by phone number', () => {
  let t: TestServer;
  let admin: SignedInUser;
  let awa: SignedInUser;
  const listParams = (q: string) => ({ pagination: { page: 1, perPage: 25 }, sort: { field: 'created_at', order: 'DESC' as const }, filter: { q } });

  beforeAll(async () => {
    t = await startTestServer();
    admin = await signUpAdmin(t, 'Chef Admin');
    awa = await signUpUser(t, 'Awa Ouédraogo');
    await signUpUser(t, 'Issa Kaboré');
    // The contact number as the customer types it in the portal's profile form.
    const { error } = await awa.client.from('profiles').update({ phone: '70 12 34 56' }).eq('id', awa.id);
    expect(error).toBeNull();
  });
  afterAll(() => t?.close());

  it.each(['70 12 34 56', '70123456', '+226 70 12 34 56', '22670123456'])('finds the customer from « %s »', async (typed) => {
    const provider = createDataProvider(admin.client, t.url, t.anonKey);
    const { data } = await provider.getList('profiles', listParams(typed));
    expect(data.map((profile) => profile.full_name)).toEqual(['Awa Ouédraogo']);
  });

  it('finds no one from another number', async () => {
    const provider = createDataProvider(admin.client, t.url, t.anonKey);
    const { data } = await provider.getList('profiles', listParams('76 12 34 56'));
    expect(data).toEqual([]);
  });

  it('leaves the sign-in number to the auth service: a customer cannot write it', async () => {
    const { error } = await awa.client.from('profiles').update({ account_phone: '+22670123456' }).eq('id', awa.id);
    expect(error?.code).toBe('42501');
    const { data } = await awa.client.from('profiles').select('account_phone').eq('id', awa.id).single();
    expect(data?.account_phone).toBeNull();
  });

  it('shows the number an account signed in with by code, once confirmed, and finds it', async () => {
    const phone = uniquePhone();
    const customer = t.client();
    expect((await customer.auth.signInWithOtp({ phone, options: { data: { full_name: 'Salif Zongo' } } })).error).toBeNull();
    const provider = createDataProvider(admin.client, t.url, t.anonKey);
    // Asked for, not yet confirmed: the account exists, the number is not its own yet.
    expect((await provider.getList('profiles', listParams('Salif Zongo'))).data).toEqual([expect.objectContaining({ account_phone: null })]);
    expect((await provider.getList('profiles', listParams(phone.slice(4)))).data).toEqual([]);

    const { data, error } = await customer.auth.verifyOtp({ phone, token: await lastCodeSentTo(t, phone), type: 'sms' });
    expect(error).toBeNull();
    const national = phone.slice(4);
    const found = await provider.getList('profiles', listParams(national));
    expect(found.data).toEqual([expect.objectContaining({ id: data.user!.id, full_name: 'Salif Zongo', email: null, account_phone: phone })]);
  });

  it('gives an account the appointments booked without one at its number, once the number is confirmed (issue 46)', async () => {
    const phone = uniquePhone();
    const national = phone.slice(4).replace(/(\d{2})(?=\d)/g, '$1 ');
    const nextSlot = slotAllocator(6);
    for (const booking of [{ phone: national, email: 'mariam@example.bf' }, { phone: '+226 70 00 00 00', email: 'autre@example.bf' }]) {
      expect((await t.client().from('appointments').insert(appointmentRequest(nextSlot(), booking))).error).toBeNull();
    }
    const customer = t.client();
    expect((await customer.auth.signInWithOtp({ phone })).error).toBeNull();
    // Asked for, not yet confirmed: nothing is theirs.
    const before = await t.server.ctx.db.query('select profile_id from public.appointments where email = $1', ['mariam@example.bf']);
    expect(before.rows).toEqual([{ profile_id: null }]);

    const { data, error } = await customer.auth.verifyOtp({ phone, token: await lastCodeSentTo(t, phone), type: 'sms' });
    expect(error).toBeNull();
    const own = await customer.from('appointments').select('email, phone');
    expect(own.data).toEqual([{ email: 'mariam@example.bf', phone: national }]);
    const other = await t.server.ctx.db.query('select profile_id from public.appointments where email = $1', ['autre@example.bf']);
    expect(other.rows).toEqual([{ profile_id: null }]);
    expect(data.user?.id).toBeTruthy();
  });

  it('follows a phone change once the new number is confirmed by its code', async () => {
    const first = uniquePhone();
    const second = uniquePhone();
    const customer = t.client();
    await customer.auth.signInWithOtp({ phone: first });
    await customer.auth.verifyOtp({ phone: first, token: await lastCodeSentTo(t, first), type: 'sms' });
    expect((await customer.auth.updateUser({ phone: second })).error).toBeNull();
    const own = async () => (await customer.from('profiles').select('account_phone').single()).data?.account_phone;
    expect(await own()).toBe(first);
    const changed = await customer.auth.verifyOtp({ phone: second, token: await lastCodeSentTo(t, second), type: 'phone_change' });
    expect(changed.error).toBeNull();
    expect(await own()).toBe(second);
  });
});
