import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bootstrapAdmin, missingAdministratorHint, setAdminRole } from '../../server/auth/bootstrapAdmin';
import { startTestServer, type TestServer } from '../helpers/testServer';
import { seedProducts } from '../fixtures/products';
import { delivery, quoteRequest } from '../fixtures/requests';
import { signUpAdmin, signUpUser, type SignedInUser } from '../fixtures/users';

describe('profiles and roles', () => {
  let t: TestServer;
  let customer: SignedInUser;
  let admin: SignedInUser;

  beforeAll(async () => {
    t = await startTestServer();
    customer = await signUpUser(t, 'Awa Ouédraogo');
    admin = await signUpAdmin(t, 'Chef Admin');
  });
  afterAll(() => t?.close());

  const roleOf = async (id: string) =>
    (await t.server.ctx.db.query<{ role: string }>('select role from public.profiles where id = $1', [id])).rows[0]?.role;

  it('creates the profile from the sign-up metadata', async () => {
    const { data, error } = await customer.client.from('profiles').select('email, full_name, role').eq('id', customer.id).single();
    expect(error).toBeNull();
    expect(data).toEqual({ email: customer.email, full_name: 'Awa Ouédraogo', role: 'customer' });
  });

  it('lets a customer edit their own name, phone and company', async () => {
    const { error } = await customer.client
      .from('profiles')
      .update({ full_name: 'Awa K. Ouédraogo', phone: '+226 70 11 22 33', company: 'Sahel Conseil' })
      .eq('id', customer.id);
    expect(error).toBeNull();
    const { data } = await customer.client.from('profiles').select('full_name, phone, company').eq('id', customer.id).single();
    expect(data).toEqual({ full_name: 'Awa K. Ouédraogo', phone: '+226 70 11 22 33', company: 'Sahel Conseil' });
  });

  it('refuses a customer promoting themselves, and keeps their role', async () => {
    const { error } = await customer.client.from('profiles').update({ role: 'admin' }).eq('id', customer.id);
    expect(error?.message).toBe('Seul un administrateur peut changer un rôle.');
    expect(await roleOf(customer.id)).toBe('customer');
  });

  it('refuses a customer changing the e-mail on their profile (it follows the account)', async () => {
    const { error } = await customer.client.from('profiles').update({ email: 'autre@example.com' }).eq('id', customer.id);
    expect(error).not.toBeNull();
    const { data } = await customer.client.from('profiles').select('email').eq('id', customer.id).single();
    expect(data?.email).toBe(customer.email);
  });

  it('lets an administrator promote and demote someone else', async () => {
    const other = await signUpUser(t, 'Futur Admin');
    expect((await admin.client.from('profiles').update({ role: 'admin' }).eq('id', other.id)).error).toBeNull();
    expect(await roleOf(other.id)).toBe('admin');
    expect((await admin.client.from('profiles').update({ role: 'customer' }).eq('id', other.id)).error).toBeNull();
    expect(await roleOf(other.id)).toBe('customer');
  });

  it('refuses an administrator demoting themselves', async () => {
    const { error } = await admin.client.from('profiles').update({ role: 'customer' }).eq('id', admin.id);
    expect(error?.message).toBe('Un administrateur ne peut pas changer son propre rôle.');
    expect(await roleOf(admin.id)).toBe('admin');
  });

  it('keeps the profile e-mail in step with the account e-mail', async () => {
    const user = await signUpUser(t, 'Change Mail');
    await t.server.ctx.db.query('update auth.users set email = $2 where id = $1', [user.id, 'nouvelle-adresse@example.com']);
    const { data } = await user.client.from('profiles').select('email').eq('id', user.id).single();
    expect(data?.email).toBe('nouvelle-adresse@example.com');
  });

  it('make-admin promotes an existing account and --revoke takes it back; unknown e-mails are reported', async () => {
    const user = await signUpUser(t, 'Promu');
    expect(await setAdminRole(t.server.ctx.db, user.email.toUpperCase(), true)).toBe('changed');
    expect(await roleOf(user.id)).toBe('admin');
    expect(await setAdminRole(t.server.ctx.db, user.email, true)).toBe('unchanged');
    expect(await setAdminRole(t.server.ctx.db, user.email, false)).toBe('changed');
    expect(await roleOf(user.id)).toBe('customer');
    expect(await setAdminRole(t.server.ctx.db, 'personne@example.com', true)).toBe('no-account');
  });

  it('make-admin refuses to promote an account whose address was never confirmed', async () => {
    const user = await signUpUser(t, 'Usurpateur');
    await t.server.ctx.db.query('update auth.users set email_confirmed_at = null where id = $1', [user.id]);
    expect(await setAdminRole(t.server.ctx.db, user.email, true)).toBe('unconfirmed');
    expect(await roleOf(user.id)).toBe('customer');
    // Taking a role back never needs it.
    expect(await setAdminRole(t.server.ctx.db, user.email, false)).toBe('unchanged');
  });
});

describe('profile details learnt from orders and requests (the next form is prefilled)', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer();
  });
  afterAll(() => t?.close());

  const detailsOf = async (user: SignedInUser) => (await user.client.from('profiles').select('phone, company').eq('id', user.id).single()).data;

  it('keeps the phone of a first order and the company of a first quote request on the profile', async () => {
    const customer = await signUpUser(t, 'Salif Kaboré');
    expect(await detailsOf(customer)).toEqual({ phone: null, company: null });
    const [product] = Object.values(await seedProducts(t.server.ctx.db));
    const ordered = await customer.client.rpc('place_order', { items: [{ product_id: product.id, quantity: 1 }], delivery: { ...delivery, phone: '+226 71 22 33 44' } });
    expect(ordered.error).toBeNull();
    expect(await detailsOf(customer)).toEqual({ phone: '+226 71 22 33 44', company: null });

    const asked = await customer.client.from('quotes').insert(quoteRequest({ email: customer.email, phone: '+226 60 00 00 01', company: 'Faso Imprim' }));
    expect(asked.error).toBeNull();
    // The phone already known stays; the company was unknown.
    expect(await detailsOf(customer)).toEqual({ phone: '+226 71 22 33 44', company: 'Faso Imprim' });
  });

  it('never overwrites what the customer set in their settings', async () => {
    const customer = await signUpUser(t, 'Rasmata Zongo');
    await customer.client.from('profiles').update({ phone: '+226 75 55 55 55', company: 'Zongo & Fils' }).eq('id', customer.id);
    await customer.client.from('quotes').insert(quoteRequest({ email: customer.email, phone: '+226 60 00 00 02', company: 'Autre' }));
    expect(await detailsOf(customer)).toEqual({ phone: '+226 75 55 55 55', company: 'Zongo & Fils' });
  });
});

describe('administrator bootstrap (ADMIN_EMAIL, ADMIN_PASSWORD)', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer({ env: { ADMIN_EMAIL: 'Patron@Example.com', ADMIN_PASSWORD: 'secret-du-patron' } });
  });
  afterAll(() => t?.close());

  it('creates the administrator at start, who can sign in and read every profile', async () => {
    const client = t.client();
    const { data, error } = await client.auth.signInWithPassword({ email: 'patron@example.com', password: 'secret-du-patron' });
    expect(error).toBeNull();
    const own = await client.from('profiles').select('role').eq('id', data.user?.id ?? '').single();
    expect(own.data?.role).toBe('admin');
    await signUpUser(t, 'Client Lambda');
    const all = await client.from('profiles').select('id');
    expect(all.data).toHaveLength(2);
  });

  it('says at start that the administrator was created, and tells how to make one while there is none', async () => {
    const said: string[] = [];
    const email = `nouveau-patron-${Date.now()}@example.com`;
    const outcome = await bootstrapAdmin({ ...t.server.ctx, config: { ...t.server.ctx.config, adminEmail: email } }, (line) => said.push(line));
    expect(outcome).toBe('created');
    expect(said.join('\n')).toContain(`compte administrateur ${email} créé`);
    expect(await missingAdministratorHint(t.server.ctx.db)).toBeNull();
    await t.server.ctx.db.query("update public.profiles set role = 'customer' where role = 'admin'");
    try {
      expect(await missingAdministratorHint(t.server.ctx.db)).toMatch(/Aucun administrateur.*ADMIN_EMAIL.*npm run make-admin/);
    } finally {
      await t.server.ctx.db.query("update public.profiles set role = 'admin' where lower(email) in ('patron@example.com', $1)", [email]);
    }
  });

  it('is idempotent: a second start neither duplicates the account nor changes its password', async () => {
    await bootstrapAdmin({ ...t.server.ctx, config: { ...t.server.ctx.config, adminPassword: 'un-autre-mot-de-passe' } });
    const users = await t.server.ctx.db.query("select id from auth.users where lower(email) = 'patron@example.com'");
    expect(users.rows).toHaveLength(1);
    const { error } = await t.client().auth.signInWithPassword({ email: 'patron@example.com', password: 'secret-du-patron' });
    expect(error).toBeNull();
  });

  it('promotes an account that already existed with a confirmed address, and says so', async () => {
    const existing = await signUpUser(t, 'Ancien Client');
    const said: string[] = [];
    const outcome = await bootstrapAdmin({ ...t.server.ctx, config: { ...t.server.ctx.config, adminEmail: existing.email } }, (line) => said.push(line));
    expect(outcome).toBe('changed');
    const { data } = await existing.client.from('profiles').select('role').eq('id', existing.id).single();
    expect(data?.role).toBe('admin');
    expect(said.join('\n')).toContain('est maintenant administrateur');
  });

  it('promotes nobody when the address was registered by someone and never confirmed, and warns in French', async () => {
    const squatter = await signUpUser(t, 'Inscrit Avant Vous');
    await t.server.ctx.db.query('update auth.users set email_confirmed_at = null where id = $1', [squatter.id]);
    const said: string[] = [];
    const outcome = await bootstrapAdmin(
      { ...t.server.ctx, config: { ...t.server.ctx.config, adminEmail: squatter.email, adminPassword: 'secret-du-patron' } },
      (line) => said.push(line),
    );
    expect(outcome).toBe('unconfirmed');
    const { data } = await squatter.client.from('profiles').select('role').eq('id', squatter.id).single();
    expect(data?.role).toBe('customer');
    expect(said.join('\n')).toMatch(/n'a jamais été confirmée ; il n'est PAS promu administrateur/);
  });
});
