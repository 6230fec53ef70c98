import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDataProvider } from '../../src/backoffice/data/dataProvider';
import { signUpAdmin, signUpUser, type SignedInUser } from '../fixtures/users';
import { startTestServer, type TestServer } from '../helpers/testServer';

/**
 * The back-office's users list finds a customer by phone number however it is typed (issue 34,
 * migration 20261204040100): through the site's own data provider, as the search box sends it.
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
});
