-- Product categories as a table (issue 32, second part).
-- Why: the categories were a fixed list (a check constraint here, a TypeScript union and option list
-- in src/shared), so the office could not add « Imprimantes » while the services page promises
-- printers. Now they are rows of public.product_categories, edited in the back-office, read by the
-- catalogue's filter, the home page's cards, the product pages and the product form.
-- - products.category stays the slug (addresses like /products?category=laptops keep working, and
--   existing rows stay valid): the check constraint becomes a foreign key to the category's slug,
--   which follows a renamed slug (on update cascade).
-- - A category still holding products cannot be deleted: the refusal says so, in French.
-- - The five categories of the old list keep their slugs and French names; « Imprimantes » is added.
-- - icon: the name of one of the site's own line icons (src/shared/ui/Icon.tsx); the site draws a
--   default one for a name it does not know.
-- - Public pages that show categories are dropped from the page cache when a category changes.

create table public.product_categories (
  id uuid primary key default gen_random_uuid(),
  slug text not null unique check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and char_length(slug) <= 60),
  name text not null check (char_length(btrim(name)) between 1 and 80),
  position integer not null default 0 check (position between 0 and 1000),
  icon text not null default 'hardware' check (icon ~ '^[a-z]{1,30}$'),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
comment on table public.product_categories is 'Categories of the catalogue: its filter, the home page cards, the product form';
comment on column public.product_categories.position is 'Order in the filter and on the home page, smallest first';
comment on column public.product_categories.icon is 'Name of one of the site''s line icons (src/shared/ui/Icon.tsx)';
-- Two categories named alike would read the same in the filter.
create unique index product_categories_name_key on public.product_categories (lower(btrim(name)));
alter table public.product_categories enable row level security;

revoke insert, update, delete, truncate on public.product_categories from anon;
create policy "product_categories: everyone reads"
  on public.product_categories for select to anon, authenticated
  using (true);
create policy "product_categories: administrators add"
  on public.product_categories for insert to authenticated
  with check ((select private.is_admin()));
create policy "product_categories: administrators change"
  on public.product_categories for update to authenticated
  using ((select private.is_admin()))
  with check ((select private.is_admin()));
create policy "product_categories: administrators remove"
  on public.product_categories for delete to authenticated
  using ((select private.is_admin()));

-- A slug left empty is made from the name (« Imprimantes 3D » → imprimantes-3d), readable in addresses.
create or replace function private.product_category_slug()
returns trigger
language plpgsql
security invoker
set search_path = ''
as $$
begin
  new.name := btrim(new.name);
  if new.slug is null or btrim(new.slug) = '' then
    new.slug := btrim(private.slugify(new.name), '-');
  end if;
  return new;
end;
$$;
grant execute on function private.product_category_slug() to authenticated, service_role;

create trigger product_categories_slug
  before insert or update of name, slug on public.product_categories
  for each row execute function private.product_category_slug();

create trigger product_categories_touch_updated_at
  before update on public.product_categories
  for each row execute function private.touch_updated_at();

create trigger product_categories_notify_public_content
  after insert or update or delete or truncate on public.product_categories
  for each statement execute function private.notify_public_content_changed();

-- Said before the foreign key's own refusal, so the office reads what to do.
create or replace function private.refuse_used_category_delete()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  used integer := (select count(*) from public.products as product where product.category = old.slug);
begin
  if used > 0 then
    raise exception 'La catégorie « % » contient encore % produit(s) : changez-leur de catégorie avant de la supprimer.',
      old.name, used using errcode = 'P0001';
  end if;
  return old;
end;
$$;
revoke execute on function private.refuse_used_category_delete() from public;

create trigger product_categories_refuse_used_delete
  before delete on public.product_categories
  for each row execute function private.refuse_used_category_delete();

insert into public.product_categories (slug, name, position, icon) values
  ('laptops', 'Ordinateurs portables', 10, 'laptop'),
  ('servers', 'Serveurs', 20, 'server'),
  ('networking', 'Réseaux', 30, 'network'),
  ('software', 'Logiciels', 40, 'software'),
  ('printers', 'Imprimantes', 50, 'invoice'),
  ('accessories', 'Accessoires', 60, 'hardware');

alter table public.products
  drop constraint products_category_check,
  add constraint products_category_fkey foreign key (category)
    references public.product_categories (slug) on update cascade on delete restrict;
create index products_category_idx on public.products (category);
