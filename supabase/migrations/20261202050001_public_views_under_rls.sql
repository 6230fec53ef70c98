-- Supabase's linter (issue 35): public_site_settings and public_blog_posts were views that ran with
-- their owner's rights (ERROR security_definer_view), so what a visitor read through them was decided
-- by the view's text and not by row-level security. Decision 039.
--
-- public_site_settings becomes a table: the public columns of the settings row, copied by a trigger
-- when site_settings is written. Everyone may read it (one row, nothing private in it) and no API role
-- may write it. A view cannot do this under RLS: the settings row holds two columns for staff only
-- (notification_email, admin_mfa_required) and customers and administrators are one role, so no grant
-- or policy on site_settings lets a customer read the other columns and not those.
--
-- public_blog_posts stays a view, now security_invoker: blog_posts' own policies decide (published
-- posts for visitors). The author's name, which came from profiles (unreadable by visitors), is kept on
-- the post by triggers.

drop view public.public_site_settings;

create table public.public_site_settings as
select
  settings.id, settings.company_name, settings.address, settings.city, settings.country,
  settings.phone_main, settings.phone_support, settings.email_general, settings.email_support,
  settings.whatsapp_number, settings.facebook_url, settings.linkedin_url, settings.weekly_hours,
  settings.closed_days, settings.tax_rate, settings.booking_horizon_days, settings.updated_at,
  settings.legal_name, settings.ifu, settings.rccm, settings.tax_regime, settings.tax_division,
  settings.bank_name, settings.bank_account, settings.orange_money_number, settings.moov_money_number,
  settings.logo_path, settings.prices_include_tax, settings.latitude, settings.longitude
from public.site_settings as settings;

alter table public.public_site_settings add primary key (id);
alter table public.public_site_settings enable row level security;
comment on table public.public_site_settings is
  'The public columns of site_settings, written only by the trigger site_settings_publish (decision 039).';

revoke all on public.public_site_settings from anon, authenticated, service_role;
grant select on public.public_site_settings to anon, authenticated, service_role;

create policy "public_site_settings: everyone reads"
  on public.public_site_settings for select to anon, authenticated
  using (true);

-- The copy follows the row: a column made public later is added to the table above and is then copied
-- with the others (the record is matched by column name).
create or replace function private.publish_site_settings() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  delete from public.public_site_settings as published where published.id = new.id;
  insert into public.public_site_settings
  select * from jsonb_populate_record(null::public.public_site_settings, to_jsonb(new));
  return null;
end;
$$;
revoke all on function private.publish_site_settings() from public, anon, authenticated;

create trigger site_settings_publish
  after insert or update on public.site_settings
  for each row execute function private.publish_site_settings();

-- Pages that show the settings are dropped from the cache when the copy changes (a view was mapped to
-- its table by server/http/site/contentChanges.ts; a table announces itself).
create trigger public_site_settings_notify_public_content
  after insert or update or delete or truncate on public.public_site_settings
  for each statement execute function private.notify_public_content_changed();

-- The author's name on the post, as the view used to join it.
alter table public.blog_posts add column if not exists author_name text;
comment on column public.blog_posts.author_name is
  'The author''s full name, kept from profiles by triggers: the public view shows it without reading profiles.';

create or replace function private.blog_post_author_name() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  new.author_name := (select profile.full_name from public.profiles as profile where profile.id = new.author_id);
  return new;
end;
$$;
revoke all on function private.blog_post_author_name() from public, anon, authenticated;

create trigger blog_posts_author_name
  before insert or update on public.blog_posts
  for each row execute function private.blog_post_author_name();

create or replace function private.rename_blog_author() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.blog_posts as post set author_name = new.full_name
   where post.author_id = new.id and post.author_name is distinct from new.full_name;
  return null;
end;
$$;
revoke all on function private.rename_blog_author() from public, anon, authenticated;

create trigger profiles_rename_blog_author
  after update of full_name on public.profiles
  for each row when (old.full_name is distinct from new.full_name)
  execute function private.rename_blog_author();

-- Filling the column is no edit of the posts: their updated_at (the sitemap's lastmod) stays.
alter table public.blog_posts disable trigger blog_posts_touch_updated_at;
update public.blog_posts as post set author_name = profile.full_name
  from public.profiles as profile where profile.id = post.author_id;
alter table public.blog_posts enable trigger blog_posts_touch_updated_at;

create or replace view public.public_blog_posts
with (security_invoker = true, security_barrier = true)
as
select
  post.id,
  post.title,
  post.slug,
  post.excerpt,
  post.content,
  post.image_url,
  post.published_at,
  post.created_at,
  post.updated_at,
  post.author_name
from public.blog_posts as post
where post.published_at is not null and post.published_at <= now();
