-- Core schema: every table of docs/data-model.md, with row-level security on from the start.
-- Why: the browser talks to these tables directly (supabase-js, ra-supabase), so Postgres alone
-- decides who reads and writes what. Administrators are profiles with role = 'admin', checked by
-- private.is_admin(); visitors may create requests but read nothing private back.
-- Business rules (opening hours, status transitions, orders, outbox mails) come in later migrations.

create schema if not exists private;
grant usage on schema private to anon, authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- Helpers shared by every table
-- ---------------------------------------------------------------------------------------------

-- Keeps updated_at honest whoever writes the row.
create or replace function private.touch_updated_at()
returns trigger
language plpgsql
security invoker
set search_path = ''
as $$
begin
  new.updated_at := now();
  return new;
end;
$$;

-- True when the request carries JWT claims of an API user (anon or authenticated).
-- The server's own connection (migrations, bootstrap, scripts) has no claims, and the
-- service_role key bypasses the rules meant for customers.
create or replace function private.is_api_user()
returns boolean
language sql
stable
security invoker
set search_path = ''
as $$
  select coalesce(auth.role(), '') in ('anon', 'authenticated')
$$;

-- ---------------------------------------------------------------------------------------------
-- profiles: one per auth.users row
-- ---------------------------------------------------------------------------------------------

create table public.profiles (
  id uuid primary key references auth.users (id) on delete cascade,
  email text check (email is null or char_length(email) <= 254),
  full_name text check (full_name is null or char_length(full_name) <= 200),
  phone text check (phone is null or phone = '' or (char_length(phone) <= 30 and phone ~ '^\+?[0-9 ().-]{6,30}$')),
  company text check (company is null or char_length(company) <= 200),
  role text not null default 'customer' check (role in ('customer', 'admin')),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
alter table public.profiles enable row level security;
create index profiles_role_idx on public.profiles (role);

-- security definer: policies call it for every row, and it must read profiles without
-- recursing into the profiles policies themselves.
create or replace function private.is_admin()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.profiles
    where id = (select auth.uid()) and role = 'admin'
  )
$$;
revoke execute on function private.is_admin() from public;
grant execute on function private.is_admin() to anon, authenticated, service_role;
grant execute on function private.is_api_user() to anon, authenticated, service_role;

create trigger profiles_touch_updated_at
  before update on public.profiles
  for each row execute function private.touch_updated_at();

-- What a caller may change on a profile: a user their own name, phone and company; an
-- administrator also the role of others, never their own; nobody the id or the e-mail (which
-- follows auth.users). Calls without claims (the server itself) are not restricted.
create or replace function private.guard_profile_update()
returns trigger
language plpgsql
security invoker
set search_path = ''
as $$
begin
  if not private.is_api_user() then
    return new;
  end if;
  if new.id is distinct from old.id or new.email is distinct from old.email
     or new.created_at is distinct from old.created_at then
    raise exception 'L''identifiant et l''adresse e-mail d''un profil ne se modifient pas ici.'
      using errcode = '42501';
  end if;
  if new.role is distinct from old.role then
    if not private.is_admin() then
      raise exception 'Seul un administrateur peut changer un rôle.' using errcode = '42501';
    end if;
    if old.id = (select auth.uid()) then
      raise exception 'Un administrateur ne peut pas changer son propre rôle.' using errcode = '42501';
    end if;
  end if;
  return new;
end;
$$;

create trigger profiles_guard_update
  before update on public.profiles
  for each row execute function private.guard_profile_update();

-- The profile is made from the sign-up metadata (full_name), and follows e-mail changes.
create or replace function private.handle_new_user()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into public.profiles (id, email, full_name)
  values (
    new.id,
    new.email,
    nullif(left(btrim(coalesce(new.raw_user_meta_data ->> 'full_name', '')), 200), '')
  )
  on conflict (id) do nothing;
  return new;
end;
$$;

create or replace function private.handle_user_email_change()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.profiles set email = new.email where id = new.id;
  return new;
end;
$$;

create trigger on_auth_user_created
  after insert on auth.users
  for each row execute function private.handle_new_user();

create trigger on_auth_user_email_updated
  after update of email on auth.users
  for each row when (old.email is distinct from new.email)
  execute function private.handle_user_email_change();

-- Profiles are created by the trigger above and removed with their auth.users row.
revoke insert, delete, truncate on public.profiles from anon, authenticated;

create policy "profiles: a user reads their own"
  on public.profiles for select to authenticated
  using (id = (select auth.uid()) or (select private.is_admin()));
create policy "profiles: a user updates their own, an administrator any"
  on public.profiles for update to authenticated
  using (id = (select auth.uid()) or (select private.is_admin()))
  with check (id = (select auth.uid()) or (select private.is_admin()));

-- ---------------------------------------------------------------------------------------------
-- site_settings: the company details, one row
-- ---------------------------------------------------------------------------------------------

create table public.site_settings (
  id integer primary key default 1 check (id = 1),
  company_name text not null default 'Ouaga IT Services' check (char_length(company_name) between 1 and 200),
  address text not null default '' check (char_length(address) <= 300),
  city text not null default 'Ouagadougou' check (char_length(city) <= 100),
  country text not null default 'Burkina Faso' check (char_length(country) <= 100),
  phone_main text not null default '' check (phone_main = '' or (char_length(phone_main) <= 30 and phone_main ~ '^\+?[0-9 ().-]{6,30}$')),
  phone_support text not null default '' check (phone_support = '' or (char_length(phone_support) <= 30 and phone_support ~ '^\+?[0-9 ().-]{6,30}$')),
  email_general text not null default '' check (email_general = '' or (char_length(email_general) <= 254 and email_general ~ '^[^@\s]+@[^@\s]+\.[^@\s]+$')),
  email_support text not null default '' check (email_support = '' or (char_length(email_support) <= 254 and email_support ~ '^[^@\s]+@[^@\s]+\.[^@\s]+$')),
  whatsapp_number text not null default '' check (whatsapp_number ~ '^[0-9]{0,20}$'),
  facebook_url text check (facebook_url is null or facebook_url = '' or (char_length(facebook_url) <= 500 and facebook_url ~ '^https?://')),
  linkedin_url text check (linkedin_url is null or linkedin_url = '' or (char_length(linkedin_url) <= 500 and linkedin_url ~ '^https?://')),
  opening_hours jsonb not null default '[]'::jsonb
    check (jsonb_typeof(opening_hours) = 'array' and pg_column_size(opening_hours) <= 4000),
  tax_rate numeric(5, 2) not null default 18 check (tax_rate >= 0 and tax_rate <= 100),
  notification_email text not null default '' check (notification_email = '' or (char_length(notification_email) <= 254 and notification_email ~ '^[^@\s]+@[^@\s]+\.[^@\s]+$')),
  updated_at timestamptz not null default now()
);
alter table public.site_settings enable row level security;

create trigger site_settings_touch_updated_at
  before update on public.site_settings
  for each row execute function private.touch_updated_at();

revoke insert, delete, truncate on public.site_settings from anon, authenticated;

create policy "site_settings: visitors read"
  on public.site_settings for select to anon
  using (true);
create policy "site_settings: signed-in users read"
  on public.site_settings for select to authenticated
  using (true);
create policy "site_settings: administrators update"
  on public.site_settings for update to authenticated
  using ((select private.is_admin()))
  with check ((select private.is_admin()));

-- ---------------------------------------------------------------------------------------------
-- products
-- ---------------------------------------------------------------------------------------------

create table public.products (
  id uuid primary key default gen_random_uuid(),
  name text not null check (char_length(btrim(name)) between 1 and 200),
  slug text not null unique check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and char_length(slug) <= 200),
  description text not null default '' check (char_length(description) <= 5000),
  price integer not null check (price >= 0 and price <= 1000000000),
  category text not null check (category in ('laptops', 'servers', 'networking', 'software', 'accessories')),
  images text[] not null default '{}' check (cardinality(images) <= 12 and char_length(array_to_string(images, '')) <= 6000),
  specs jsonb not null default '[]'::jsonb check (jsonb_typeof(specs) = 'array' and pg_column_size(specs) <= 8000),
  features text[] not null default '{}' check (cardinality(features) <= 30 and char_length(array_to_string(features, '')) <= 6000),
  in_stock boolean not null default true,
  published boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
alter table public.products enable row level security;
create index products_published_created_idx on public.products (published, created_at desc);

create trigger products_touch_updated_at
  before update on public.products
  for each row execute function private.touch_updated_at();

create policy "products: visitors read published"
  on public.products for select to anon
  using (published);
create policy "products: signed-in users read published, administrators all"
  on public.products for select to authenticated
  using (published or (select private.is_admin()));
create policy "products: administrators insert"
  on public.products for insert to authenticated
  with check ((select private.is_admin()));
create policy "products: administrators update"
  on public.products for update to authenticated
  using ((select private.is_admin()))
  with check ((select private.is_admin()));
create policy "products: administrators delete"
  on public.products for delete to authenticated
  using ((select private.is_admin()));

-- ---------------------------------------------------------------------------------------------
-- appointments
-- ---------------------------------------------------------------------------------------------

create table public.appointments (
  id uuid primary key default gen_random_uuid(),
  service text not null check (service in (
    'hardware-consultation', 'software-consultation', 'web-development', 'network-setup',
    'it-support', 'security-audit', 'training', 'other')),
  full_name text not null check (char_length(btrim(full_name)) between 1 and 200),
  email text not null check (char_length(email) <= 254 and email ~ '^[^@\s]+@[^@\s]+\.[^@\s]+$'),
  phone text check (phone is null or phone = '' or (char_length(phone) <= 30 and phone ~ '^\+?[0-9 ().-]{6,30}$')),
  date date not null,
  time time not null,
  notes text check (notes is null or char_length(notes) <= 2000),
  status text not null default 'pending' check (status in ('pending', 'confirmed', 'completed', 'cancelled')),
  profile_id uuid default auth.uid() references public.profiles (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
alter table public.appointments enable row level security;
create index appointments_profile_idx on public.appointments (profile_id);
create index appointments_date_idx on public.appointments (date, time);

create trigger appointments_touch_updated_at
  before update on public.appointments
  for each row execute function private.touch_updated_at();

create policy "appointments: visitors book"
  on public.appointments for insert to anon
  with check (profile_id is null and status = 'pending');
create policy "appointments: signed-in users book for themselves"
  on public.appointments for insert to authenticated
  with check (
    (select private.is_admin())
    or (status = 'pending' and (profile_id is null or profile_id = (select auth.uid())))
  );
create policy "appointments: customers read their own, administrators all"
  on public.appointments for select to authenticated
  using (profile_id = (select auth.uid()) or (select private.is_admin()));
-- What a customer may change on their own row (cancel a pending one) is checked by a trigger.
create policy "appointments: customers update their own, administrators all"
  on public.appointments for update to authenticated
  using (profile_id = (select auth.uid()) or (select private.is_admin()))
  with check (profile_id = (select auth.uid()) or (select private.is_admin()));
create policy "appointments: administrators delete"
  on public.appointments for delete to authenticated
  using ((select private.is_admin()));

-- ---------------------------------------------------------------------------------------------
-- quotes
-- ---------------------------------------------------------------------------------------------

create table public.quotes (
  id uuid primary key default gen_random_uuid(),
  name text not null check (char_length(btrim(name)) between 1 and 200),
  email text not null check (char_length(email) <= 254 and email ~ '^[^@\s]+@[^@\s]+\.[^@\s]+$'),
  phone text not null check (char_length(phone) <= 30 and phone ~ '^\+?[0-9 ().-]{6,30}$'),
  company text check (company is null or char_length(company) <= 200),
  project_type text not null check (project_type in (
    'hardware-upgrade', 'software-implementation', 'network-infrastructure',
    'website-development', 'it-consulting', 'other')),
  budget text check (budget is null or budget in (
    'under-500000', '500000-2500000', '2500000-5000000', '5000000-12500000', 'above-12500000', 'not-sure')),
  timeline text check (timeline is null or timeline in (
    'asap', '1-2-weeks', '1-month', '1-3-months', '3-6-months', 'flexible')),
  services text[] not null check (
    cardinality(services) between 1 and 8
    and array_position(services, null) is null
    and services <@ array['hardware-sales', 'software-sales', 'network-setup', 'website-design',
                          'cloud-solutions', 'it-security', 'data-backup', 'maintenance']::text[]),
  message text check (message is null or char_length(message) <= 5000),
  status text not null default 'pending' check (status in ('pending', 'accepted', 'declined')),
  answer_amount integer check (answer_amount is null or (answer_amount >= 0 and answer_amount <= 1000000000)),
  answer_message text check (answer_message is null or char_length(answer_message) <= 5000),
  answered_at timestamptz,
  profile_id uuid default auth.uid() references public.profiles (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
alter table public.quotes enable row level security;
create index quotes_profile_idx on public.quotes (profile_id);
create index quotes_created_idx on public.quotes (created_at desc);

create trigger quotes_touch_updated_at
  before update on public.quotes
  for each row execute function private.touch_updated_at();

create policy "quotes: visitors request"
  on public.quotes for insert to anon
  with check (
    profile_id is null and status = 'pending'
    and answer_amount is null and answer_message is null and answered_at is null
  );
create policy "quotes: signed-in users request for themselves"
  on public.quotes for insert to authenticated
  with check (
    (select private.is_admin())
    or (
      (profile_id is null or profile_id = (select auth.uid())) and status = 'pending'
      and answer_amount is null and answer_message is null and answered_at is null
    )
  );
create policy "quotes: customers read their own, administrators all"
  on public.quotes for select to authenticated
  using (profile_id = (select auth.uid()) or (select private.is_admin()));
create policy "quotes: administrators update"
  on public.quotes for update to authenticated
  using ((select private.is_admin()))
  with check ((select private.is_admin()));
create policy "quotes: administrators delete"
  on public.quotes for delete to authenticated
  using ((select private.is_admin()));

-- ---------------------------------------------------------------------------------------------
-- contact_messages (contact form and product information requests)
-- ---------------------------------------------------------------------------------------------

create table public.contact_messages (
  id uuid primary key default gen_random_uuid(),
  name text not null check (char_length(btrim(name)) between 1 and 200),
  email text not null check (char_length(email) <= 254 and email ~ '^[^@\s]+@[^@\s]+\.[^@\s]+$'),
  phone text check (phone is null or phone = '' or (char_length(phone) <= 30 and phone ~ '^\+?[0-9 ().-]{6,30}$')),
  subject text check (subject is null or char_length(subject) <= 300),
  message text not null check (char_length(btrim(message)) between 1 and 5000),
  read boolean not null default false,
  product_id uuid references public.products (id) on delete set null,
  profile_id uuid default auth.uid() references public.profiles (id) on delete set null,
  created_at timestamptz not null default now()
);
alter table public.contact_messages enable row level security;
create index contact_messages_created_idx on public.contact_messages (created_at desc);
create index contact_messages_profile_idx on public.contact_messages (profile_id);

create policy "contact_messages: visitors send"
  on public.contact_messages for insert to anon
  with check (profile_id is null and not read);
create policy "contact_messages: signed-in users send for themselves"
  on public.contact_messages for insert to authenticated
  with check (
    (select private.is_admin())
    or ((profile_id is null or profile_id = (select auth.uid())) and not read)
  );
create policy "contact_messages: customers read their own, administrators all"
  on public.contact_messages for select to authenticated
  using (profile_id = (select auth.uid()) or (select private.is_admin()));
create policy "contact_messages: administrators update"
  on public.contact_messages for update to authenticated
  using ((select private.is_admin()))
  with check ((select private.is_admin()));
create policy "contact_messages: administrators delete"
  on public.contact_messages for delete to authenticated
  using ((select private.is_admin()));

-- ---------------------------------------------------------------------------------------------
-- blog_posts
-- ---------------------------------------------------------------------------------------------

create table public.blog_posts (
  id uuid primary key default gen_random_uuid(),
  title text not null check (char_length(btrim(title)) between 1 and 300),
  slug text not null unique check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and char_length(slug) <= 200),
  excerpt text check (excerpt is null or char_length(excerpt) <= 1000),
  content text not null default '' check (char_length(content) <= 100000),
  image_url text check (image_url is null or char_length(image_url) <= 500),
  author_id uuid default auth.uid() references public.profiles (id) on delete set null,
  published_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
alter table public.blog_posts enable row level security;
create index blog_posts_published_idx on public.blog_posts (published_at desc);

create trigger blog_posts_touch_updated_at
  before update on public.blog_posts
  for each row execute function private.touch_updated_at();

create policy "blog_posts: visitors read published"
  on public.blog_posts for select to anon
  using (published_at is not null and published_at <= now());
create policy "blog_posts: signed-in users read published, administrators all"
  on public.blog_posts for select to authenticated
  using ((published_at is not null and published_at <= now()) or (select private.is_admin()));
create policy "blog_posts: administrators insert"
  on public.blog_posts for insert to authenticated
  with check ((select private.is_admin()));
create policy "blog_posts: administrators update"
  on public.blog_posts for update to authenticated
  using ((select private.is_admin()))
  with check ((select private.is_admin()));
create policy "blog_posts: administrators delete"
  on public.blog_posts for delete to authenticated
  using ((select private.is_admin()));

-- The author's name without exposing their profile (e-mail, phone): a view owned by the
-- migration role, limited to published posts and to the columns a reader needs.
create view public.public_blog_posts
with (security_barrier = true)
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
  author.full_name as author_name
from public.blog_posts as post
left join public.profiles as author on author.id = post.author_id
where post.published_at is not null and post.published_at <= now();

revoke all on public.public_blog_posts from anon, authenticated;
grant select on public.public_blog_posts to anon, authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- orders and order_items (written only by public.place_order)
-- ---------------------------------------------------------------------------------------------

create table public.orders (
  id uuid primary key default gen_random_uuid(),
  number integer generated by default as identity (start with 1001) unique,
  profile_id uuid not null default auth.uid() references public.profiles (id) on delete restrict,
  delivery_name text not null check (char_length(btrim(delivery_name)) between 1 and 200),
  delivery_phone text not null check (char_length(delivery_phone) <= 30 and delivery_phone ~ '^\+?[0-9 ().-]{6,30}$'),
  delivery_address text not null check (char_length(btrim(delivery_address)) between 1 and 500),
  notes text check (notes is null or char_length(notes) <= 2000),
  status text not null default 'pending' check (status in ('pending', 'confirmed', 'delivered', 'cancelled')),
  subtotal integer not null check (subtotal >= 0),
  tax_rate numeric(5, 2) not null check (tax_rate >= 0 and tax_rate <= 100),
  tax integer not null check (tax >= 0),
  shipping integer not null default 0 check (shipping >= 0),
  total integer not null check (total = subtotal + tax + shipping),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
alter table public.orders enable row level security;
create index orders_profile_idx on public.orders (profile_id, created_at desc);

create trigger orders_touch_updated_at
  before update on public.orders
  for each row execute function private.touch_updated_at();

create table public.order_items (
  id uuid primary key default gen_random_uuid(),
  order_id uuid not null references public.orders (id) on delete cascade,
  product_id uuid references public.products (id) on delete set null,
  product_name text not null check (char_length(product_name) between 1 and 200),
  unit_price integer not null check (unit_price >= 0),
  quantity integer not null check (quantity between 1 and 1000),
  line_total integer not null check (line_total = unit_price * quantity)
);
alter table public.order_items enable row level security;
create index order_items_order_idx on public.order_items (order_id);

revoke insert, delete, truncate on public.orders from anon, authenticated;
revoke insert, update, delete, truncate on public.order_items from anon, authenticated;

create policy "orders: customers read their own, administrators all"
  on public.orders for select to authenticated
  using (profile_id = (select auth.uid()) or (select private.is_admin()));
create policy "orders: administrators update"
  on public.orders for update to authenticated
  using ((select private.is_admin()))
  with check ((select private.is_admin()));

create policy "order_items: customers read their own, administrators all"
  on public.order_items for select to authenticated
  using (
    (select private.is_admin())
    or exists (
      select 1 from public.orders as parent
      where parent.id = order_items.order_id and parent.profile_id = (select auth.uid())
    )
  );

-- ---------------------------------------------------------------------------------------------
-- notifications: the mail outbox, written by triggers and the server, sent by server/mail
-- ---------------------------------------------------------------------------------------------

create table public.notifications (
  id bigint generated always as identity primary key,
  kind text not null check (char_length(kind) between 1 and 100),
  recipient text not null check (char_length(recipient) between 3 and 254),
  subject text not null check (char_length(subject) <= 500),
  body_text text not null check (char_length(body_text) <= 50000),
  status text not null default 'pending' check (status in ('pending', 'sent')),
  attempts integer not null default 0 check (attempts >= 0),
  next_attempt_at timestamptz not null default now(),
  last_error text,
  sent_at timestamptz,
  created_at timestamptz not null default now()
);
alter table public.notifications enable row level security;
create index notifications_due_idx on public.notifications (next_attempt_at) where status = 'pending';

revoke insert, update, delete, truncate on public.notifications from anon, authenticated;

create policy "notifications: administrators read"
  on public.notifications for select to authenticated
  using ((select private.is_admin()));
