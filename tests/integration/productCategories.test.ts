import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpAdmin, signUpUser, type SignedInUser } from '../fixtures/users';
import { startTestServer, type TestServer } from '../helpers/testServer';

/** Issue 32: « product categories … a table edited in the back-office …; the existing five stay as seed rows ». */
describe('product categories (public.product_categories)', () => {
  let t: TestServer;
  let admin: SignedInUser;
  let customer: SignedInUser;

  beforeAll(async () => {
    t = await startTestServer();
    admin = await signUpAdmin(t, 'Chef Catalogue');
    customer = await signUpUser(t, 'Awa Cliente');
  });
  afterAll(() => t?.close());

  it('gives everyone the five former categories and « Imprimantes », in the office’s order', async () => {
    const { data, error } = await t.client().from('product_categories').select('slug, name, icon').order('position');
    expect(error).toBeNull();
    expect(data).toEqual([
      { slug: 'laptops', name: 'Ordinateurs portables', icon: 'laptop' },
      { slug: 'servers', name: 'Serveurs', icon: 'server' },
      { slug: 'networking', name: 'Réseaux', icon: 'network' },
      { slug: 'software', name: 'Logiciels', icon: 'software' },
      { slug: 'printers', name: 'Imprimantes', icon: 'invoice' },
      { slug: 'accessories', name: 'Accessoires', icon: 'hardware' },
    ]);
    // The seed's products still sit in their categories.
    const { data: products } = await t.client().from('products').select('category');
    expect(new Set(products?.map((product) => product.category))).toEqual(new Set(['laptops', 'servers', 'networking']));
  });

  it('lets staff add a category (slug made from the name) that products can then be filed under', async () => {
    const { data: category, error } = await admin.client
      .from('product_categories')
      .insert({ name: '  Onduleurs et batteries ', position: 70, icon: 'setup' })
      .select('slug, name')
      .single();
    expect(error).toBeNull();
    expect(category).toEqual({ slug: 'onduleurs-et-batteries', name: 'Onduleurs et batteries' });
    const filed = await admin.client.from('products').insert({ name: 'Onduleur 1500 VA', price: 185_000, category: 'onduleurs-et-batteries', published: true });
    expect(filed.error).toBeNull();
    const { data: found } = await t.client().from('products').select('name').eq('category', 'onduleurs-et-batteries');
    expect(found).toEqual([{ name: 'Onduleur 1500 VA' }]);
  });

  it('finds a product by its category\'s name in the catalogue search, typos included, after the name and description matches', async () => {
    expect((await admin.client.from('products').insert({ name: 'HP LaserJet Pro M404dn', description: 'Laser monochrome, recto verso.', price: 240_000, category: 'printers', published: true })).error).toBeNull();
    expect((await admin.client.from('products').insert({ name: 'Câble USB pour imprimante', price: 3_000, category: 'accessories', published: true })).error).toBeNull();
    const search = async (words: string) => {
      const { data, error } = await t.client().rpc('search_products', { search: words }, { get: true }).select('name');
      expect(error).toBeNull();
      return (data as { name: string }[]).map((row) => row.name);
    };
    expect(await search('imprimante')).toEqual(['Câble USB pour imprimante', 'HP LaserJet Pro M404dn']);
    expect(await search('imprimentes laser')).toEqual(['HP LaserJet Pro M404dn']);
    expect(await search('imprimante serveur')).toEqual([]);
  });

  it('refuses a product in a category that does not exist, and two categories of the same name', async () => {
    const unknown = await admin.client.from('products').insert({ name: 'Tablette', price: 1000, category: 'tablettes' });
    expect(unknown.error).toMatchObject({ code: '23503' });
    const twice = await admin.client.from('product_categories').insert({ name: 'SERVEURS', slug: 'serveurs-bis' });
    expect(twice.error).toMatchObject({ code: '23505' });
  });

  it('refuses to delete a category that still has products, in French; an empty one goes', async () => {
    const used = await admin.client.from('product_categories').delete().eq('slug', 'laptops');
    expect(used.error).toMatchObject({ code: 'P0001' });
    expect(used.error?.message).toMatch(/^La catégorie « Ordinateurs portables » contient encore \d+ produit\(s\)/);
    expect((await admin.client.from('product_categories').insert({ name: 'Tablettes' })).error).toBeNull();
    const empty = await admin.client.from('product_categories').delete().eq('slug', 'tablettes').select('slug');
    expect(empty).toMatchObject({ error: null, data: [{ slug: 'tablettes' }] });
  });

  it('moves the products along when a slug is renamed', async () => {
    await t.server.ctx.db.query("update public.product_categories set slug = 'ups' where slug = 'onduleurs-et-batteries'");
    const { data } = await t.client().from('products').select('category').eq('name', 'Onduleur 1500 VA');
    expect(data).toEqual([{ category: 'ups' }]);
  });

  it('is written by staff only: a customer or a visitor can neither add, change nor delete a category', async () => {
    const visitor = t.client();
    for (const client of [customer.client, visitor]) {
      expect((await client.from('product_categories').insert({ name: 'Piratage', slug: 'piratage' })).error).toMatchObject({ code: '42501' });
    }
    // A customer's change or delete matches no row (no policy for them); a visitor has no right at all.
    expect(await customer.client.from('product_categories').update({ name: 'Piraté' }).eq('slug', 'printers').select('slug')).toMatchObject({ error: null, data: [] });
    expect(await customer.client.from('product_categories').delete().eq('slug', 'printers').select('slug')).toMatchObject({ error: null, data: [] });
    expect((await visitor.from('product_categories').update({ name: 'Piraté' }).eq('slug', 'printers')).error).toMatchObject({ code: '42501' });
    expect((await visitor.from('product_categories').delete().eq('slug', 'printers')).error).toMatchObject({ code: '42501' });
    const { data } = await t.client().from('product_categories').select('name').eq('slug', 'printers').single();
    expect(data).toEqual({ name: 'Imprimantes' });
  });
});
