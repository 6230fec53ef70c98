import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDataProvider } from '../../src/backoffice/data/dataProvider';
import { searchWords } from '../../src/shared/search/searchWords';
import { insertProduct } from '../fixtures/products';
import { signUpAdmin, signUpUser, type SignedInUser } from '../fixtures/users';
import { startTestServer, type TestServer } from '../helpers/testServer';

/**
 * Search finds the obvious (issue 15): case, accents, hyphens and word order do not matter,
 * in the catalogue (search_products, best matches first, a typo tolerated) and in the
 * back-office lists (ra-supabase's getList with the search box, through the site's provider).
 */
describe('search', () => {
  let t: TestServer;
  let admin: SignedInUser;
  const listParams = (q: string) => ({ pagination: { page: 1, perPage: 25 }, sort: { field: 'created_at', order: 'DESC' as const }, filter: { q } });

  beforeAll(async () => {
    t = await startTestServer();
    admin = await signUpAdmin(t, 'Chef Admin');
    await signUpUser(t, 'Mariam Traoré');
    await insertProduct(t.server.ctx.db, { name: 'Borne Wi-Fi 6 extérieure', price: 90_000 });
    await insertProduct(t.server.ctx.db, { name: 'Imprimante laser couleur', price: 250_000 });
    await insertProduct(t.server.ctx.db, { name: 'Terminal de paiement Orange Money', price: 60_000 });
    await insertProduct(t.server.ctx.db, { name: 'Routeur brouillon', price: 10, published: false });
    await t.server.ctx.db.query(
      `insert into public.contact_messages (name, email, subject, message)
       values ('Issa Kaboré', 'issa@example.com', 'Paiement', 'Acceptez-vous Orange Money pour la livraison ?')`,
    );
  });
  afterAll(() => t?.close());

  /** The catalogue's request, as src/public-site/queries/productQueries.ts sends it, as a visitor. */
  async function catalogue(text: string): Promise<string[]> {
    const { data, error } = await t
      .client()
      .rpc('search_products', { search: searchWords(text).join(' ') }, { get: true, count: 'exact' })
      .select('name')
      .eq('published', true)
      .range(0, 23);
    expect(error).toBeNull();
    return (data as { name: string }[]).map((product) => product.name);
  }

  it('finds « Borne Wi-Fi 6 » from « wifi », « WI-FI » or « wi-fi 6 »', async () => {
    // The seed sells a Wi-Fi 6 access point too: it is found as well.
    for (const text of ['wifi', 'WI-FI', 'borne wifi']) {
      const names = await catalogue(text);
      expect(names).toContain('Borne Wi-Fi 6 extérieure');
      expect(names).not.toContain('Imprimante laser couleur');
    }
    expect(await catalogue('6 wi-fi exterieure')).toEqual(['Borne Wi-Fi 6 extérieure']);
  });

  it('finds two words in any order', async () => {
    expect(await catalogue('money orange')).toEqual(['Terminal de paiement Orange Money']);
  });

  it('tolerates a typo in a word', async () => {
    expect(await catalogue('imprimente')).toEqual(['Imprimante laser couleur']);
  });

  it('answers nothing when nothing matches, and never a draft', async () => {
    expect(await catalogue('aspirateur')).toEqual([]);
    expect(await catalogue('brouillon')).toEqual([]);
  });

  it('puts products named by the words before those that only mention them', async () => {
    await t.server.ctx.db.query(
      `update public.products set description = 'Se connecte à une borne wifi' where name = 'Imprimante laser couleur'`,
    );
    const names = await catalogue('wifi');
    expect(names).toContain('Borne Wi-Fi 6 extérieure');
    expect(names.at(-1)).toBe('Imprimante laser couleur');
  });

  it('finds « Traoré » from « traore » among the users of the back-office', async () => {
    const provider = createDataProvider(admin.client, t.url, t.anonKey);
    const { data } = await provider.getList('profiles', listParams('traore'));
    expect(data.map((row) => row.full_name)).toEqual(['Mariam Traoré']);
  });

  it('finds two words in any order in a back-office list, and nothing for other words', async () => {
    const provider = createDataProvider(admin.client, t.url, t.anonKey);
    const found = await provider.getList('contact_messages', listParams('money orange'));
    expect(found.data.map((row) => row.name)).toEqual(['Issa Kaboré']);
    const products = await provider.getList('products', listParams('exterieure wi-fi'));
    expect(products.data.map((row) => row.name)).toEqual(['Borne Wi-Fi 6 extérieure']);
    const none = await provider.getList('contact_messages', listParams('aspirateur'));
    expect(none).toMatchObject({ data: [], total: 0 });
  });
});
