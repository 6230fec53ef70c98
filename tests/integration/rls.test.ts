import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Queryable } from '../../server/db/types';
import { startTestServer, type TestServer } from '../helpers/testServer';
import { insertProduct } from '../fixtures/products';
import { appointmentRequest, contactMessage, quoteRequest, slotAllocator } from '../fixtures/requests';
import { enrollTotp } from '../fixtures/totp';
import { signUpAdmin, signUpUser, testPassword, type SignedInUser } from '../fixtures/users';

/**
 * The row-level security matrix: for each table, what a visitor, customer A (owner of the
 * target rows), customer B and an administrator may do through the API. Letters: s = select,
 * i = insert, u = update, d = delete. Targets are made on the server's own connection.
 * The assurance level is a dimension of its own for administrators: one with a verified second
 * factor acts as an administrator with an aal2 token only, and as a customer with no rows of
 * their own (customer B) with the aal1 token of a password sign-in.
 */
type Actor = 'anon' | 'customerA' | 'customerB' | 'admin' | 'adminWithFactorAal1' | 'adminWithFactorAal2';
type ListedActor = 'anon' | 'customerA' | 'customerB' | 'admin';
const actors: Actor[] = ['anon', 'customerA', 'customerB', 'admin', 'adminWithFactorAal1', 'adminWithFactorAal2'];
const sameRightsAs: Record<Actor, ListedActor> = {
  anon: 'anon',
  customerA: 'customerA',
  customerB: 'customerB',
  admin: 'admin',
  adminWithFactorAal1: 'customerB',
  adminWithFactorAal2: 'admin',
};

interface World {
  db: Queryable;
  a: SignedInUser;
  nextSlot: ReturnType<typeof slotAllocator>;
}

interface TableCase {
  table: string;
  /** A fresh row to read, change or delete (owned by customer A where rows have an owner). */
  target(world: World): Promise<string | number>;
  /** A row this actor might try to create. */
  newRow(world: World): Promise<Record<string, unknown>>;
  /** The column an update tries to change (to a value unique to the attempt). */
  patchColumn: string;
  patchValue(): string;
  expected: Record<ListedActor, string>;
}

let counter = 0;
const unique = (prefix: string) => `${prefix}-${(counter += 1)}-${randomUUID().slice(0, 6)}`;
const one = async (db: Queryable, sql: string, params: unknown[]) => (await db.query<{ id: string }>(sql, params)).rows[0].id;

async function orderOf(world: World): Promise<string> {
  return one(world.db, `insert into public.orders (profile_id, delivery_name, delivery_phone, delivery_address, subtotal, tax_rate, tax, total)
    values ($1, 'Awa', '+226 70 00 00 00', 'Secteur 8', 1000, 18, 180, 1180) returning id`, [world.a.id]);
}

const cases: TableCase[] = [
  {
    table: 'profiles',
    target: async ({ a }) => a.id,
    newRow: async ({ db }) => {
      const id = await one(db, "insert into auth.users (email) values ($1) returning id", [`${unique('sans-profil')}@example.com`]);
      await db.query('delete from public.profiles where id = $1', [id]);
      return { id, email: 'sans-profil@example.com' };
    },
    patchColumn: 'company',
    patchValue: () => unique('Société'),
    expected: { anon: '', customerA: 'su', customerB: '', admin: 'su' },
  },
  {
    table: 'site_settings',
    target: async () => 1,
    newRow: async () => ({ id: 1, company_name: 'Concurrent' }),
    patchColumn: 'company_name',
    patchValue: () => unique('Société'),
    expected: { anon: '', customerA: '', customerB: '', admin: 'su' },
  },
  {
    table: 'public_site_settings',
    target: async () => 1,
    newRow: async () => ({ id: 1, company_name: 'Concurrent' }),
    patchColumn: 'company_name',
    patchValue: () => unique('Société'),
    expected: { anon: 's', customerA: 's', customerB: 's', admin: 's' },
  },
  {
    table: 'products',
    target: ({ db }) => insertProduct(db, { name: 'Produit non publié', price: 1000, published: false }),
    newRow: async () => ({ name: 'Nouveau', slug: unique('nouveau'), price: 1000, category: 'software' }),
    patchColumn: 'description',
    patchValue: () => unique('description'),
    expected: { anon: '', customerA: '', customerB: '', admin: 'siud' },
  },
  {
    table: 'appointments',
    target: ({ db, a, nextSlot }) => {
      const request = appointmentRequest(nextSlot());
      return one(db, `insert into public.appointments (service, full_name, email, date, time, profile_id)
        values ($1, $2, $3, $4, $5, $6) returning id`, [request.service, request.full_name, request.email, request.date, request.time, a.id]);
    },
    newRow: async ({ nextSlot }) => appointmentRequest(nextSlot()),
    patchColumn: 'notes',
    patchValue: () => unique('note'),
    expected: { anon: 'i', customerA: 'si', customerB: 'i', admin: 'siud' },
  },
  {
    table: 'quotes',
    target: ({ db, a }) => one(db, `insert into public.quotes (name, email, phone, project_type, services, profile_id)
      values ('Awa', 'awa@example.com', '+226 70 00 00 00', 'other', '{maintenance}', $1) returning id`, [a.id]),
    newRow: async () => quoteRequest(),
    patchColumn: 'answer_message',
    patchValue: () => unique('réponse'),
    expected: { anon: 'i', customerA: 'si', customerB: 'i', admin: 'siud' },
  },
  {
    table: 'contact_messages',
    target: ({ db, a }) => one(db, `insert into public.contact_messages (name, email, message, profile_id)
      values ('Awa', 'awa@example.com', 'Bonjour', $1) returning id`, [a.id]),
    newRow: async () => contactMessage(),
    patchColumn: 'subject',
    patchValue: () => unique('objet'),
    expected: { anon: 'i', customerA: 'si', customerB: 'i', admin: 'siud' },
  },
  {
    table: 'blog_posts',
    target: ({ db }) => one(db, "insert into public.blog_posts (title, slug, content) values ('Brouillon', $1, 'Texte') returning id", [unique('brouillon')]),
    newRow: async () => ({ title: 'Article', slug: unique('article'), content: 'Texte' }),
    patchColumn: 'excerpt',
    patchValue: () => unique('résumé'),
    expected: { anon: '', customerA: '', customerB: '', admin: 'siud' },
  },
  {
    table: 'orders',
    target: orderOf,
    newRow: async () => ({ delivery_name: 'Awa', delivery_phone: '+226 70 00 00 00', delivery_address: 'Secteur 8', subtotal: 1, tax_rate: 0, tax: 0, total: 1 }),
    patchColumn: 'notes',
    patchValue: () => unique('note'),
    expected: { anon: '', customerA: 's', customerB: '', admin: 'su' },
  },
  {
    table: 'order_items',
    target: async (world) => one(world.db, `insert into public.order_items (order_id, product_name, unit_price, quantity, line_total)
      values ($1, 'Câble', 1000, 1, 1000) returning id`, [await orderOf(world)]),
    newRow: async (world) => ({ order_id: await orderOf(world), product_name: 'Cadeau', unit_price: 0, quantity: 1, line_total: 0 }),
    patchColumn: 'product_name',
    patchValue: () => unique('produit'),
    expected: { anon: '', customerA: 's', customerB: '', admin: 's' },
  },
  {
    table: 'notifications',
    target: async ({ db }) => (await db.query<{ id: number }>(
      "insert into public.notifications (kind, recipient, data, next_attempt_at) values ('test', 'x@example.com', '{}', now() + interval '1 day') returning id::int as id")).rows[0].id,
    newRow: async () => ({ kind: 'phishing', recipient: 'victime@example.com', data: { text: 'Texte' } }),
    patchColumn: 'subject',
    patchValue: () => unique('sujet'),
    expected: { anon: '', customerA: '', customerB: '', admin: 's' },
  },
];

describe('row-level security matrix', () => {
  let t: TestServer;
  let world: World;
  let clients: Record<Actor, SupabaseClient>;

  beforeAll(async () => {
    t = await startTestServer();
    const a = await signUpUser(t, 'Client A');
    const b = await signUpUser(t, 'Client B');
    const admin = await signUpAdmin(t, 'Administrateur');
    const guarded = await signUpAdmin(t, 'Administratrice Deux Facteurs');
    await enrollTotp(guarded.client);
    const guardedByPassword = t.client();
    const signIn = await guardedByPassword.auth.signInWithPassword({ email: guarded.email, password: testPassword });
    if (signIn.error) throw signIn.error;
    world = { db: t.server.ctx.db, a, nextSlot: slotAllocator() };
    clients = {
      anon: t.client(),
      customerA: a.client,
      customerB: b.client,
      admin: admin.client,
      adminWithFactorAal1: guardedByPassword,
      adminWithFactorAal2: guarded.client,
    };
  });
  afterAll(() => t?.close());

  async function stillThere(table: string, id: string | number): Promise<boolean> {
    return (await world.db.query(`select 1 from public.${table} where id = $1`, [id])).rows.length === 1;
  }

  /** Tries each operation as the actor and spells out what succeeded. */
  async function allowedOperations(tableCase: TableCase, actor: Actor): Promise<string> {
    const client = clients[actor];
    const { table, patchColumn } = tableCase;
    let allowed = '';

    const readTarget = await tableCase.target(world);
    const read = await client.from(table).select('*').eq('id', readTarget);
    if (!read.error && read.data?.length === 1) allowed += 's';

    const inserted = await client.from(table).insert(await tableCase.newRow(world));
    if (!inserted.error) allowed += 'i';

    const updateTarget = await tableCase.target(world);
    const value = tableCase.patchValue();
    await client.from(table).update({ [patchColumn]: value }).eq('id', updateTarget);
    const after = await world.db.query<Record<string, unknown>>(`select ${patchColumn} as value from public.${table} where id = $1`, [updateTarget]);
    if (after.rows[0]?.value === value) allowed += 'u';

    const deleteTarget = await tableCase.target(world);
    await client.from(table).delete().eq('id', deleteTarget);
    if (!(await stillThere(table, deleteTarget))) allowed += 'd';

    return allowed;
  }

  for (const tableCase of cases) {
    it.each(actors)(`${tableCase.table}: %s may do exactly what the policies say`, async (actor) => {
      expect(await allowedOperations(tableCase, actor)).toBe(tableCase.expected[sameRightsAs[actor]]);
    });
  }

  it('shows published products and posts to everyone, drafts to administrators only', async () => {
    const products = await clients.anon.from('products').select('slug, published');
    expect(products.data?.length).toBeGreaterThanOrEqual(3);
    expect(products.data?.every((product) => product.published)).toBe(true);
    const posts = await clients.anon.from('blog_posts').select('published_at');
    expect(posts.data?.length).toBeGreaterThanOrEqual(1);
    expect(posts.data?.every((post) => post.published_at !== null)).toBe(true);
    const allPosts = await clients.admin.from('blog_posts').select('id');
    expect(allPosts.data?.length).toBeGreaterThan(posts.data?.length ?? 0);
  });

  it('gives readers the author\'s name through public_blog_posts, and nothing else of the profile', async () => {
    const author = await signUpAdmin(t, 'Auteure Publiée');
    await world.db.query("update public.profiles set phone = '+226 70 99 99 99' where id = $1", [author.id]);
    await world.db.query(
      "insert into public.blog_posts (title, slug, content, author_id, published_at) values ('Publié', 'publie-par-auteure', 'Texte', $1, now())",
      [author.id],
    );
    const { data, error } = await clients.anon.from('public_blog_posts').select('*').eq('slug', 'publie-par-auteure').single();
    expect(error).toBeNull();
    expect(data?.author_name).toBe('Auteure Publiée');
    expect(JSON.stringify(data)).not.toContain(author.email);
    expect(JSON.stringify(data)).not.toContain('+226 70 99 99 99');
    const drafts = await clients.anon.from('public_blog_posts').select('id').is('published_at', null);
    expect(drafts.data).toEqual([]);
    const profiles = await clients.anon.from('profiles').select('id');
    expect(profiles.data ?? []).toEqual([]);
  });

  it('lets visitors send requests but read none back, even their own', async () => {
    const sent = await clients.anon.from('contact_messages').insert(contactMessage({ message: 'Message de visiteur' }));
    expect(sent.error).toBeNull();
    const readBack = await clients.anon.from('contact_messages').select('id');
    expect(readBack.data ?? []).toEqual([]);
    const withRepresentation = await clients.anon.from('quotes').insert(quoteRequest()).select('id');
    expect(withRepresentation.error).not.toBeNull();
  });
});
