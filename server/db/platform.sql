-- What a hosted Supabase project already provides before any migration runs:
-- the API roles, the auth schema with its users, sessions and refresh tokens,
-- the auth.* helpers that read the request's JWT claims, and the grants on public.
-- Everything is created only when missing, so this is safe on every start and
-- harmless against a cluster shared by several databases (roles are cluster-wide).

do $$ begin create role anon nologin noinherit;
exception when duplicate_object or unique_violation then null; end $$;
do $$ begin create role authenticated nologin noinherit;
exception when duplicate_object or unique_violation then null; end $$;
do $$ begin create role service_role nologin noinherit bypassrls;
exception when duplicate_object or unique_violation then null; end $$;

-- As on hosted Supabase since 2025, the migrations do not run as the owner of everything: auth and
-- storage belong to their services' roles, and the migrations run as a role with hosted postgres's
-- rights only (not a superuser), so that a migration needing more fails here before it fails there.
-- hosted_postgres stands for hosted's `postgres` (the bundled server connects as the cluster's
-- superuser, hosted's supabase_admin); server/db/migrate.ts sets it for each migration.
do $$ begin create role supabase_auth_admin nologin noinherit createrole;
exception when duplicate_object or unique_violation then null; end $$;
do $$ begin create role supabase_storage_admin nologin noinherit createrole;
exception when duplicate_object or unique_violation then null; end $$;
do $$ begin create role hosted_postgres nologin inherit createrole createdb bypassrls;
exception when duplicate_object or unique_violation then null; end $$;

create schema if not exists auth;
create schema if not exists extensions;

create table if not exists auth.users (
  id uuid primary key default gen_random_uuid(),
  aud text not null default 'authenticated',
  role text not null default 'authenticated',
  email text,
  encrypted_password text,
  email_confirmed_at timestamptz,
  last_sign_in_at timestamptz,
  raw_app_meta_data jsonb not null default '{}'::jsonb,
  raw_user_meta_data jsonb not null default '{}'::jsonb,
  recovery_token text,
  recovery_sent_at timestamptz,
  email_change text,
  email_change_sent_at timestamptz,
  banned_until timestamptz,
  is_anonymous boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
-- GoTrue's columns for the code of GET /reauthenticate (secure password change), added to older
-- databases too; checked first so a routine start takes no lock on auth.users.
do $$ begin
  if not exists (select 1 from information_schema.columns
                  where table_schema = 'auth' and table_name = 'users' and column_name = 'reauthentication_sent_at') then
    alter table auth.users add column if not exists reauthentication_token text,
                           add column if not exists reauthentication_sent_at timestamptz;
  end if;
end $$;
create unique index if not exists users_email_key on auth.users (lower(email));

-- E-mail confirmation (sign-up, e-mail change) with GoTrue's own column names, added to a
-- database made before they were used. Token columns hold a SHA-256 of the link's token only.
alter table auth.users add column if not exists confirmation_token text;
alter table auth.users add column if not exists confirmation_sent_at timestamptz;
alter table auth.users add column if not exists email_change_token_new text;
alter table auth.users add column if not exists email_change_token_current text default '';
alter table auth.users add column if not exists email_change_confirm_status smallint default 0;
create index if not exists users_confirmation_token_idx on auth.users (confirmation_token) where confirmation_token is not null;
create index if not exists users_email_change_token_new_idx on auth.users (email_change_token_new) where email_change_token_new is not null;
create index if not exists users_email_change_token_current_idx on auth.users (email_change_token_current) where email_change_token_current is not null;
create index if not exists users_recovery_token_idx on auth.users (recovery_token) where recovery_token is not null;

create table if not exists auth.sessions (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  user_agent text,
  ip text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  refreshed_at timestamptz,
  not_after timestamptz
);
create index if not exists sessions_user_id_idx on auth.sessions (user_id);

-- Each server process remembers for a few seconds the sessions it found alive
-- (server/auth/requestClaims.ts). A session ended anywhere (logout in another
-- process, revocation, a deleted user) is announced at commit, so every process
-- refuses its tokens at once. NOTIFY payloads stop near 8000 bytes: for a mass
-- logout, '*' tells the processes to forget every session they remember.
create or replace function auth.announce_ended_sessions() returns trigger
language plpgsql
as $$
declare
  ids text;
begin
  select string_agg(id::text, ',') into ids from ended;
  if ids is not null then
    perform pg_notify('auth_sessions_ended', case when length(ids) < 7900 then ids else '*' end);
  end if;
  return null;
end;
$$;
drop trigger if exists sessions_announce_ended on auth.sessions;
create trigger sessions_announce_ended after delete on auth.sessions
  referencing old table as ended for each statement execute function auth.announce_ended_sessions();

create table if not exists auth.refresh_tokens (
  id bigserial primary key,
  token text not null unique,
  user_id uuid not null references auth.users (id) on delete cascade,
  session_id uuid not null references auth.sessions (id) on delete cascade,
  parent text,
  revoked boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index if not exists refresh_tokens_session_id_idx on auth.refresh_tokens (session_id);

create or replace function auth.jwt() returns jsonb
language sql stable
as $$
  select coalesce(nullif(current_setting('request.jwt.claims', true), ''), '{}')::jsonb
$$;

create or replace function auth.uid() returns uuid
language sql stable
as $$
  select nullif(auth.jwt() ->> 'sub', '')::uuid
$$;

create or replace function auth.role() returns text
language sql stable
as $$
  select nullif(auth.jwt() ->> 'role', '')
$$;

create or replace function auth.email() returns text
language sql stable
as $$
  select nullif(auth.jwt() ->> 'email', '')
$$;

grant usage on schema auth to anon, authenticated, service_role;
grant execute on function auth.jwt(), auth.uid(), auth.role(), auth.email() to anon, authenticated, service_role;
grant usage on schema extensions to anon, authenticated, service_role;

-- As on hosted Supabase: the API roles may use public and get privileges on what
-- migrations create there; row-level security is what then decides.
-- The default privileges are set once, when the project is made (before its first migration), as
-- hosted Supabase sets them: a migration may change them (20261202050002 closes functions to anon and
-- authenticated), and this file, applied again whenever it changes, must not undo that.
grant usage on schema public to anon, authenticated, service_role;
do $$ begin
  if to_regclass('supabase_migrations.schema_migrations') is null then
    alter default privileges for role hosted_postgres in schema public grant all on tables to anon, authenticated, service_role;
    alter default privileges for role hosted_postgres in schema public grant all on sequences to anon, authenticated, service_role;
    alter default privileges for role hosted_postgres in schema public grant all on functions to anon, authenticated, service_role;
    -- The role this server connects as stands for hosted's supabase_admin, whose tables and sequences in
    -- public get the API roles' privileges too (a table made in the SQL editor of a hosted project does).
    execute format('alter default privileges for role %I in schema public grant all on tables to anon, authenticated, service_role', current_user);
    execute format('alter default privileges for role %I in schema public grant all on sequences to anon, authenticated, service_role', current_user);
  end if;
end $$;
-- No `grant all on all tables`: this file runs at every start, and such a grant would undo
-- every revoke the migrations made (a view or a column kept from visitors). The default
-- privileges above already cover everything the migrations create.

-- Where the migration runner records what it applied, named as the Supabase CLI names it.
create schema if not exists supabase_migrations;
create table if not exists supabase_migrations.schema_migrations (
  version text primary key,
  name text not null,
  applied_at timestamptz not null default now()
);
create table if not exists supabase_migrations.seed_files (
  path text primary key,
  applied_at timestamptz not null default now()
);
-- The SHA-256 of this file as last applied (server/db/migrate.ts): a start skips it when unchanged.
create table if not exists supabase_migrations.platform_applied (
  checksum text primary key,
  applied_at timestamptz not null default now()
);

-- The bytes of uploaded files when STORAGE_BACKEND=database (the default with
-- DATABASE_URL): every server process on the database serves every upload, and a
-- backup holds the images. Written in the transaction that records the object's
-- row in storage.objects (server/storage/objectStore.ts). Server-side only.
create schema if not exists storage_bytes;
create table if not exists storage_bytes.objects (
  bucket_id text not null,
  name text not null,
  bytes bytea not null,
  primary key (bucket_id, name)
);

-- Multi-factor authentication (TOTP), with GoTrue's table and column names: the factors a user
-- enrolled (the TOTP secret, as GoTrue keeps it), the challenges opened for them, and per session
-- the methods that proved who the user is (auth.mfa_amr_claims) and the level reached
-- (auth.sessions.aal, factor_id). server/auth/mfa*.ts reads and writes them; the API roles get no
-- access (private.is_admin() reads factors with its owner's rights, as on hosted Supabase).
create table if not exists auth.mfa_factors (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  friendly_name text,
  factor_type text not null check (factor_type in ('totp', 'webauthn', 'phone')),
  status text not null check (status in ('unverified', 'verified')),
  secret text,
  phone text,
  last_challenged_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
-- Ours, not GoTrue's: the 30-second step of the last code accepted, so that a code (or an older one)
-- is never accepted twice (RFC 6238, section 5.2).
alter table auth.mfa_factors add column if not exists last_verified_step bigint;
create index if not exists mfa_factors_user_id_idx on auth.mfa_factors (user_id);
create unique index if not exists mfa_factors_user_friendly_name_unique
  on auth.mfa_factors (friendly_name, user_id) where trim(friendly_name) <> '';

create table if not exists auth.mfa_challenges (
  id uuid primary key default gen_random_uuid(),
  factor_id uuid not null references auth.mfa_factors (id) on delete cascade,
  created_at timestamptz not null default now(),
  verified_at timestamptz,
  ip_address text not null default ''
);
create index if not exists mfa_challenges_factor_id_idx on auth.mfa_challenges (factor_id);

create table if not exists auth.mfa_amr_claims (
  id uuid primary key default gen_random_uuid(),
  session_id uuid not null references auth.sessions (id) on delete cascade,
  authentication_method text not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (session_id, authentication_method)
);

-- Checked first so that a routine start takes no lock on auth.sessions.
do $$ begin
  if not exists (select 1 from information_schema.columns
                  where table_schema = 'auth' and table_name = 'sessions' and column_name = 'aal') then
    alter table auth.sessions add column if not exists aal text not null default 'aal1',
                              add column if not exists factor_id uuid;
  end if;
end $$;

-- Admin API and e-mail codes (issue 14, items 8 and 9). GoTrue's own columns for an invitation and a
-- soft delete, added where missing (hosted Supabase has them); checked first so a routine start takes
-- no lock on auth.users.
do $$ begin
  if not exists (select 1 from information_schema.columns
                  where table_schema = 'auth' and table_name = 'users' and column_name = 'deleted_at') then
    alter table auth.users add column if not exists invited_at timestamptz,
                           add column if not exists deleted_at timestamptz;
  end if;
end $$;

-- Ours, not GoTrue's (GoTrue keeps a code's plain hash, which a database read turns back into the
-- code by trying the million of them): the six-digit code e-mailed with a link, as a hash keyed with
-- the JWT secret, one per user and purpose (the token column it stands for). server/auth/emailOtp.ts.
create table if not exists auth.email_codes (
  user_id uuid not null references auth.users (id) on delete cascade,
  purpose text not null check (purpose in ('confirmation', 'recovery', 'email_change_current', 'email_change_new')),
  code_hash text not null,
  sent_at timestamptz not null default now(),
  primary key (user_id, purpose)
);

-- PKCE (GoTrue's auth.flow_state, with its column names): a link sent for a request that carried a
-- code_challenge leads back with ?code=, exchanged by POST /token?grant_type=pkce with the verifier.
-- auth_code holds the SHA-256 of the code only, like every other token here.
create table if not exists auth.flow_state (
  id uuid primary key default gen_random_uuid(),
  user_id uuid references auth.users (id) on delete cascade,
  auth_code text,
  code_challenge_method text not null,
  code_challenge text not null,
  provider_type text not null default 'email',
  authentication_method text not null,
  auth_code_issued_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index if not exists flow_state_auth_code_idx on auth.flow_state (auth_code) where auth_code is not null;
create index if not exists flow_state_user_idx on auth.flow_state (user_id, authentication_method);

-- Google and OpenID Connect sign-in (issue 34, decision 054): GoTrue's auth.identities, one row per way
-- a user signs in (provider 'email' made at sign-up, 'google', the generic OIDC provider), with its
-- columns and unique (provider_id, provider); the user object's `identities` are read from it. The
-- flow of an OAuth sign-in asked with PKCE keeps the provider's tokens until the code is exchanged
-- (GoTrue's flow_state columns). Users made before this table get their e-mail identity, as GoTrue's.
create table if not exists auth.identities (
  provider_id text not null,
  user_id uuid not null references auth.users (id) on delete cascade,
  identity_data jsonb not null,
  provider text not null,
  last_sign_in_at timestamptz,
  created_at timestamptz default now(),
  updated_at timestamptz default now(),
  email text generated always as (lower(identity_data ->> 'email')) stored,
  id uuid primary key default gen_random_uuid(),
  constraint identities_provider_id_provider_unique unique (provider_id, provider)
);
create index if not exists identities_user_id_idx on auth.identities (user_id);
create index if not exists identities_email_idx on auth.identities (email text_pattern_ops);
insert into auth.identities (provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at)
select u.id::text, u.id,
       jsonb_build_object('sub', u.id::text, 'email', u.email, 'email_verified', u.email_confirmed_at is not null, 'phone_verified', false),
       'email', u.last_sign_in_at, u.created_at, u.updated_at
  from auth.users u
 where u.email is not null and not exists (select 1 from auth.identities i where i.user_id = u.id);
do $$ begin
  if not exists (select 1 from information_schema.columns
                  where table_schema = 'auth' and table_name = 'flow_state' and column_name = 'provider_access_token') then
    alter table auth.flow_state add column if not exists provider_access_token text,
                                add column if not exists provider_refresh_token text;
  end if;
end $$;

-- Sign-in by phone (issue 34, decision 053): GoTrue's phone columns of auth.users, added where missing
-- (hosted Supabase has them). The number is stored as GoTrue stores it, E.164 without '+'; a code sent
-- to it is kept as a keyed hash in confirmation_token (sign-up and sign-in) or phone_change_token.
-- Checked first so a routine start takes no lock on auth.users.
do $$ begin
  if not exists (select 1 from information_schema.columns
                  where table_schema = 'auth' and table_name = 'users' and column_name = 'phone_change_sent_at') then
    alter table auth.users add column if not exists phone text default null,
                           add column if not exists phone_confirmed_at timestamptz,
                           add column if not exists phone_change text default '',
                           add column if not exists phone_change_token varchar(255) default '',
                           add column if not exists phone_change_sent_at timestamptz;
  end if;
end $$;
create unique index if not exists users_phone_key on auth.users (phone);

-- Supabase Realtime's publication, present on every hosted project: migrations add the tables whose
-- changes subscribers may receive (decision 043). On the bundled server, triggers announce the changes
-- (the server reads no write-ahead log); the publication keeps the migrations the same for both.
do $$ begin
  if not exists (select 1 from pg_catalog.pg_publication where pubname = 'supabase_realtime') then
    create publication supabase_realtime;
  end if;
end $$;

-- Storage's tables, as the storage service makes them on a hosted project (the columns this product
-- uses), owned by its role; supabase/migrations/20261122001000 made them on older databases.
create schema if not exists storage;
create table if not exists storage.buckets (
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
create table if not exists storage.objects (
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

-- Owners and rights as on hosted (the schemas, tables and functions of auth and storage belong to
-- their services; a database made before this is brought in line), checked first so that a routine
-- start changes nothing. hosted_postgres gets what hosted grants postgres: every privilege on the
-- tables of auth and storage (so a migration may read them and put triggers on auth.users) but no
-- CREATE in those schemas and no ownership (so it may not alter or drop them), the API roles with
-- admin option, and CREATE on the database. Two things hosted's supautils extension lets postgres do
-- beyond that (policies on storage's tables, dropping a trigger of auth.users) are given by
-- server/db/migrate.ts to the migration files that declare them (`-- supautils:` line).
do $$
declare
  service record;
  item record;
begin
  for service in select * from (values ('auth', 'supabase_auth_admin'), ('storage', 'supabase_storage_admin')) as s (schema_name, owner) loop
    if (select nspowner::regrole::text from pg_namespace where nspname = service.schema_name) <> service.owner then
      execute format('alter schema %I owner to %I', service.schema_name, service.owner);
    end if;
    for item in
      select c.oid::regclass::text as name from pg_class c
       where c.relnamespace = service.schema_name::regnamespace and c.relkind in ('r', 'p', 'v')
         and c.relowner::regrole::text <> service.owner
    loop
      execute format('alter table %s owner to %I', item.name, service.owner);
    end loop;
    for item in
      select p.oid::regprocedure::text as name from pg_proc p
       where p.pronamespace = service.schema_name::regnamespace and p.proowner::regrole::text <> service.owner
    loop
      execute format('alter function %s owner to %I', item.name, service.owner);
    end loop;
    -- Granted every time this file is applied (it is, only when it changed): a check through
    -- has_table_privilege would see the rights hosted_postgres holds through anon, a cluster-wide membership.
    execute format('grant usage on schema %I to hosted_postgres', service.schema_name);
    execute format('grant all on all tables in schema %I to hosted_postgres', service.schema_name);
    execute format('grant all on all sequences in schema %I to hosted_postgres', service.schema_name);
  end loop;
  if not has_database_privilege('hosted_postgres', current_database(), 'CREATE') then
    execute format('grant create, temporary on database %I to hosted_postgres', current_database());
  end if;
  -- Roles are the cluster's: granted once, whichever database came first.
  if not exists (select 1 from pg_auth_members m where m.roleid = 'anon'::regrole and m.member = 'hosted_postgres'::regrole and m.admin_option) then
    grant anon, authenticated, service_role to hosted_postgres with admin option;
  end if;
  -- The objects this file and the migrations made as postgres before the migrations ran as
  -- hosted_postgres stay alterable by them; postgres owns neither auth nor storage any more.
  if not pg_has_role('hosted_postgres', 'postgres', 'MEMBER') then
    grant postgres to hosted_postgres;
  end if;
  -- On a database whose migrations ran as postgres: the default privileges postgres had (set above
  -- at the project's creation, changed by migrations since) become hosted_postgres's, once.
  if not exists (select 1 from pg_default_acl where defaclrole = 'hosted_postgres'::regrole) then
    for item in
      select d.defaclnamespace, d.defaclobjtype, a.grantee, a.privilege_type
        from pg_default_acl d, aclexplode(d.defaclacl) a
       where d.defaclrole = 'postgres'::regrole and d.defaclnamespace <> 0 and a.grantee <> 'postgres'::regrole
    loop
      execute format('alter default privileges for role hosted_postgres in schema %I grant %s on %s to %s',
        (select nspname from pg_namespace where oid = item.defaclnamespace), item.privilege_type,
        case item.defaclobjtype when 'r' then 'tables' when 'S' then 'sequences' when 'f' then 'functions' when 'T' then 'types' else 'schemas' end,
        case when item.grantee = 0 then 'public' else quote_ident(item.grantee::regrole::text) end);
    end loop;
    if exists (select 1 from pg_default_acl d where d.defaclrole = 'postgres'::regrole and d.defaclnamespace = 0 and d.defaclobjtype = 'f'
                  and not exists (select 1 from aclexplode(d.defaclacl) a where a.grantee = 0)) then
      alter default privileges for role hosted_postgres revoke execute on functions from public;
    end if;
  end if;
end $$;

-- Supabase Realtime's publication belongs to postgres on hosted: migrations add tables to it.
do $$ begin
  if (select pubowner::regrole::text from pg_publication where pubname = 'supabase_realtime') <> 'hosted_postgres' then
    alter publication supabase_realtime owner to hosted_postgres;
  end if;
end $$;
