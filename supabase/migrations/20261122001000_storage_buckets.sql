-- Storage for the images of products and blog posts, uploaded from the back-office.
-- Hosted Supabase already has the storage schema with its buckets and objects tables
-- (owned by its storage service): they are created here only where missing, so the same
-- file runs on the bundled server and on a hosted project. Who may write is decided by
-- the policies below, as on Supabase: only administrators; everyone reads public buckets
-- through /storage/v1/object/public/… which does not go through RLS.
-- Hosted rights: creating and dropping policies on storage.buckets and storage.objects takes their
-- owner's rights, which plain PostgreSQL never grants; hosted Supabase's supautils extension lets
-- postgres do it (policy_grants), and server/db/migrate.ts lends this file the same, for this file only:
-- supautils: supabase_storage_admin (policies on storage.buckets and storage.objects)

create schema if not exists storage;

do $$
begin
  if not exists (select 1 from pg_tables where schemaname = 'storage' and tablename = 'buckets') then
    create table storage.buckets (
      id text primary key,
      name text not null unique,
      owner uuid,
      public boolean not null default false,
      file_size_limit bigint,
      allowed_mime_types text[],
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    alter table storage.buckets enable row level security;
  end if;

  if not exists (select 1 from pg_tables where schemaname = 'storage' and tablename = 'objects') then
    create table storage.objects (
      id uuid primary key default gen_random_uuid(),
      bucket_id text references storage.buckets (id),
      name text,
      owner uuid,
      metadata jsonb,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      last_accessed_at timestamptz not null default now(),
      constraint objects_bucket_name_unique unique (bucket_id, name)
    );
    alter table storage.objects enable row level security;
    grant usage on schema storage to anon, authenticated, service_role;
    grant select on storage.buckets to anon, authenticated, service_role;
    grant all on storage.buckets to service_role;
    grant select, insert, update, delete on storage.objects to anon, authenticated, service_role;
  end if;
end
$$;

-- Both buckets are public: the catalogue and the blog show their images to visitors.
-- 5 MiB and images only, the same limits the bundled server checks.
insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values
  ('product-images', 'product-images', true, 5242880, array['image/jpeg', 'image/png', 'image/webp', 'image/avif']),
  ('blog-images', 'blog-images', true, 5242880, array['image/jpeg', 'image/png', 'image/webp', 'image/avif'])
on conflict (id) do nothing;

drop policy if exists "Buckets are visible to everyone" on storage.buckets;
create policy "Buckets are visible to everyone" on storage.buckets
  for select to anon, authenticated using (public);

drop policy if exists "Administrators list site images" on storage.objects;
create policy "Administrators list site images" on storage.objects
  for select to authenticated
  using (bucket_id in ('product-images', 'blog-images') and (select private.is_admin()));

drop policy if exists "Administrators upload site images" on storage.objects;
create policy "Administrators upload site images" on storage.objects
  for insert to authenticated
  with check (bucket_id in ('product-images', 'blog-images') and (select private.is_admin()));

drop policy if exists "Administrators replace site images" on storage.objects;
create policy "Administrators replace site images" on storage.objects
  for update to authenticated
  using (bucket_id in ('product-images', 'blog-images') and (select private.is_admin()))
  with check (bucket_id in ('product-images', 'blog-images') and (select private.is_admin()));

drop policy if exists "Administrators delete site images" on storage.objects;
create policy "Administrators delete site images" on storage.objects
  for delete to authenticated
  using (bucket_id in ('product-images', 'blog-images') and (select private.is_admin()));
