import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyPlatform } from '../../server/db/migrate';
import { projectRoot } from '../../server/server';
import { startTestServer, type TestServer } from '../helpers/testServer';

describe('migrations and seed', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer();
  });
  afterAll(() => t?.close());

  it('keeps the privileges migrations revoked when the platform is applied again at the next start', async () => {
    const db = t.server.ctx.db;
    const privileges = () =>
      db.query<{ anon_insert_notifications: boolean; anon_write_settings_view: boolean }>(
        `select has_table_privilege('anon', 'public.notifications', 'INSERT') as anon_insert_notifications,
                has_table_privilege('anon', 'public.public_site_settings', 'UPDATE') as anon_write_settings_view`,
      );
    expect((await privileges()).rows[0]).toEqual({ anon_insert_notifications: false, anon_write_settings_view: false });
    // As after an update of the product whose platform.sql changed: it is applied again.
    await db.exec("update supabase_migrations.platform_applied set checksum = 'an older platform.sql'");
    await applyPlatform(db);
    expect((await db.query('select checksum from supabase_migrations.platform_applied')).rows).not.toEqual([{ checksum: 'an older platform.sql' }]);
    expect((await privileges()).rows[0]).toEqual({ anon_insert_notifications: false, anon_write_settings_view: false });
  });

  it('skips platform.sql at a start when it has not changed since it was applied', async () => {
    const db = t.server.ctx.db;
    const applied = () => db.query<{ checksum: string; applied_at: string }>('select checksum, applied_at::text from supabase_migrations.platform_applied');
    const before = (await applied()).rows;
    expect(before).toHaveLength(1);
    await applyPlatform(db);
    expect((await applied()).rows).toEqual(before);
  });

  it('turns row-level security on for every table of public', async () => {
    const tables = await t.server.ctx.db.query<{ relname: string; relrowsecurity: boolean }>(
      `select c.relname, c.relrowsecurity from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind = 'r' order by c.relname`,
    );
    expect(tables.rows.length).toBeGreaterThanOrEqual(10);
    expect(tables.rows.filter((table) => !table.relrowsecurity).map((table) => table.relname)).toEqual([]);
  });

  it('pins search_path on every security definer function of public and private', async () => {
    const unpinned = await t.server.ctx.db.query<{ proname: string }>(
      `select p.proname from pg_proc p join pg_namespace n on n.oid = p.pronamespace
        where n.nspname in ('public', 'private') and p.prosecdef
          and not exists (select 1 from unnest(coalesce(p.proconfig, '{}')) as setting where setting like 'search_path=%')`,
    );
    expect(unpinned.rows).toEqual([]);
  });

  it('writes every function of public and private that carries a setting in PL/pgSQL, planned once per connection', async () => {
    // PostgreSQL never inlines a SQL function with a setting (search_path above): it plans its body
    // again each time a new statement calls it (migration 20261128500100).
    const replanned = await t.server.ctx.db.query<{ proname: string }>(
      `select p.proname from pg_proc p
         join pg_namespace n on n.oid = p.pronamespace join pg_language l on l.oid = p.prolang
        where n.nspname in ('public', 'private') and l.lanname = 'sql' and p.proconfig is not null`,
    );
    expect(replanned.rows).toEqual([]);
  });

  it('names every migration of this project YYYYMMDDHHMMSS_short_description.sql, each with a header comment', async () => {
    const folder = path.join(projectRoot, 'supabase/migrations');
    const files = (await readdir(folder)).filter((file) => file.endsWith('.sql'));
    for (const file of files) {
      expect(file).toMatch(/^\d{14}_[a-z0-9_]+\.sql$/);
      expect((await readFile(path.join(folder, file), 'utf8')).trimStart().startsWith('--')).toBe(true);
    }
  });

  it('seeds the company settings with the opening hours, the public holidays and an 18 % tax rate', async () => {
    const { data, error } = await t.client().from('public_site_settings').select('*').single();
    expect(error).toBeNull();
    expect(data).toMatchObject({
      company_name: 'Ouaga IT Services',
      address: 'Zone du bois, Secteur 8',
      city: 'Ouagadougou',
      country: 'Burkina Faso',
      phone_main: '+226 25 00 00 00',
      whatsapp_number: expect.stringMatching(/^\d{11}$/),
      weekly_hours: expect.arrayContaining([
        { day: 1, opens: '08:00', closes: '12:00' },
        { day: 5, opens: '14:00', closes: '18:00' },
        { day: 6, opens: '09:00', closes: '12:00' },
      ]),
      closed_days: expect.arrayContaining([{ date: '2026-12-25', label: 'Noël' }, { date: '2027-08-05', label: 'Fête de l’indépendance' }]),
    });
    expect((data?.weekly_hours as { day: number }[]).some((period) => period.day === 7)).toBe(false);
    expect(Number(data?.tax_rate)).toBe(18);
  });

  it('seeds the three catalogue products with five shipped images, specs and features each', async () => {
    const { data } = await t.client().from('products').select('name, price, category, images, specs, features, in_stock').order('price');
    expect(data?.map((product) => [product.price, product.category])).toEqual([
      [300000, 'networking'],
      [650000, 'laptops'],
      [1250000, 'servers'],
    ]);
    for (const product of data ?? []) {
      expect(product.images).toHaveLength(5);
      for (const image of product.images as string[]) {
        expect(image).toMatch(/^\/images\/products\/[a-z0-9-]+\.webp$/);
        expect(existsSync(path.join(projectRoot, 'public', image))).toBe(true);
        expect(existsSync(path.join(projectRoot, 'public', image.replace('.webp', '-400.webp')))).toBe(true);
      }
      expect((product.specs as unknown[]).length).toBeGreaterThanOrEqual(5);
      expect((product.features as unknown[]).length).toBeGreaterThanOrEqual(4);
      expect(product.in_stock).toBe(true);
    }
    const laptop = data?.find((product) => product.category === 'laptops');
    expect((laptop?.specs as { label: string }[]).map((spec) => spec.label)).toEqual(
      ['Processeur', 'Mémoire', 'Stockage', 'Écran', 'Graphisme', 'Autonomie'],
    );
  });

  it('seeds one published blog post whose image is shipped', async () => {
    const { data } = await t.client().from('public_blog_posts').select('slug, image_url, author_name, content');
    expect(data).toHaveLength(1);
    expect(existsSync(path.join(projectRoot, 'public', data?.[0].image_url as string))).toBe(true);
    expect(data?.[0].content).toContain('## ');
  });

  it('makes a slug from the name when a product or a post is created without one', async () => {
    const db = t.server.ctx.db;
    const product = await db.query<{ slug: string }>(
      "insert into public.products (name, price, category) values ('Écran 27 pouces « Pro »', 1000, 'accessories') returning slug",
    );
    expect(product.rows[0].slug).toMatch(/^ecran-27-pouces-pro-[0-9a-f]{6}$/);
    const post = await db.query<{ slug: string }>("insert into public.blog_posts (title, slug) values ('Sécurité : l''essentiel', '') returning slug");
    expect(post.rows[0].slug).toMatch(/^securite-l-essentiel-[0-9a-f]{6}$/);
  });
});
