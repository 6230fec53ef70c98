-- Slugs made from the name or title when a product or a blog post is created without one.
-- Why: slugs are the public URLs (/products/:slug, /blog/:slug) and must follow
-- ^[a-z0-9]+(-[a-z0-9]+)*$; the back-office may leave the field empty and let the database choose.

create or replace function private.slugify(value text)
returns text
language sql
immutable
security invoker
set search_path = ''
as $$
  select nullif(left(btrim(regexp_replace(
    translate(lower(coalesce(value, '')),
      'àâäáãåçéèêëíìîïñóòôöõúùûüýÿœæ',
      'aaaaaaceeeeiiiinooooouuuuyyoa'),
    '[^a-z0-9]+', '-', 'g'), '-'), 80), '')
$$;
grant execute on function private.slugify(text) to anon, authenticated, service_role;

create or replace function private.default_slug()
returns trigger
language plpgsql
security invoker
set search_path = ''
as $$
declare
  base text := coalesce(private.slugify(coalesce(to_jsonb(new) ->> 'title', to_jsonb(new) ->> 'name')), 'sans-titre');
begin
  if new.slug is null or btrim(new.slug) = '' then
    new.slug := btrim(base, '-') || '-' || substr(md5(random()::text || clock_timestamp()::text), 1, 6);
  end if;
  return new;
end;
$$;

create trigger products_default_slug
  before insert on public.products
  for each row execute function private.default_slug();

create trigger blog_posts_default_slug
  before insert on public.blog_posts
  for each row execute function private.default_slug();
