-- Public pages are rendered by the server and cached until a row they show
-- changes. Each change to the tables the public site reads is announced on the
-- channel `public_content` with the table's name, however it was made (API,
-- back-office, SQL console, another server process): every process listening
-- drops the pages that show that table. Harmless on hosted Supabase, where
-- nobody listens.

create or replace function private.notify_public_content_changed()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  perform pg_notify('public_content', tg_table_name);
  return null;
end;
$$;

create trigger products_notify_public_content
  after insert or update or delete or truncate on public.products
  for each statement execute function private.notify_public_content_changed();

create trigger blog_posts_notify_public_content
  after insert or update or delete or truncate on public.blog_posts
  for each statement execute function private.notify_public_content_changed();

create trigger site_settings_notify_public_content
  after insert or update or delete or truncate on public.site_settings
  for each statement execute function private.notify_public_content_changed();
