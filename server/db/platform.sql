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
    alter default privileges in schema public grant all on tables to anon, authenticated, service_role;
    alter default privileges in schema public grant all on sequences to anon, authenticated, service_role;
    alter default privileges in schema public grant all on functions to anon, authenticated, service_role;
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

-- Rate-limit counters shared by every server process on this database and kept
-- across restarts (server/db/rateCounters.ts): per key, the times of the recent
-- events of a sliding window. Server-side state only: the API roles get no access,
-- and a hosted Supabase project has its own limits.
create schema if not exists rate_limit;
create table if not exists rate_limit.windows (
  key text primary key,
  hits timestamptz[] not null,
  expires_at timestamptz not null
);
create index if not exists windows_expires_at_idx on rate_limit.windows (expires_at);

-- Counts an event for p_key unless p_max events already fall in the window, and
-- returns the seconds to wait (0 when allowed). p_count false only checks; p_max
-- null never refuses. The row lock makes concurrent calls on one key (two requests,
-- two processes) count one after the other, so of N attempts taken at once at most
-- p_max are allowed: callers take before they evaluate an attempt, never check first
-- and record after (server/auth/rateLimits.ts).
-- A key seen for the first time also sweeps two windows that have run out, so the
-- table holds about the live windows however many keys pass through it.
create or replace function rate_limit.take(
  p_key text, p_max integer, p_window_seconds integer, p_count boolean, p_at timestamptz default null
) returns integer
language plpgsql
set search_path = ''
as $$
declare
  at_time timestamptz := coalesce(p_at, clock_timestamp());
  window_length interval := make_interval(secs => p_window_seconds);
  kept timestamptz[];
  wait_seconds integer := 0;
  new_key boolean;
begin
  insert into rate_limit.windows (key, hits, expires_at) values (p_key, '{}', at_time + window_length)
    on conflict (key) do nothing;
  new_key := found;
  select coalesce(array(select hit from unnest(w.hits) hit where hit > at_time - window_length order by hit), '{}')
    into kept from rate_limit.windows w where w.key = p_key for update;
  if cardinality(kept) >= p_max then
    wait_seconds := greatest(1, ceil(extract(epoch from kept[1] + window_length - at_time))::integer);
  elsif p_count then
    kept := kept || at_time;
  end if;
  update rate_limit.windows
     set hits = kept, expires_at = greatest(expires_at, at_time + window_length)
   where key = p_key;
  if new_key or random() < 0.01 then
    delete from rate_limit.windows where key in (
      select key from rate_limit.windows where expires_at < at_time
       limit case when new_key then 2 else 1000 end for update skip locked);
  end if;
  return wait_seconds;
end;
$$;
revoke all on function rate_limit.take(text, integer, integer, boolean, timestamptz) from public;

-- Gives back the newest event counted for p_key: for limits that count failures only, an
-- attempt is taken before it is evaluated and given back when it succeeded.
create or replace function rate_limit.give_back(p_key text) returns void
language plpgsql
set search_path = ''
as $$
begin
  update rate_limit.windows
     set hits = hits[1:cardinality(hits) - 1]
   where key = p_key and cardinality(hits) > 0;
end;
$$;
revoke all on function rate_limit.give_back(text) from public;

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
-- the JWT secret, one per user and purpose (the token column it stands for). server/auth/emailCodes.ts.
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

-- Supabase Realtime's publication, present on every hosted project: migrations add the tables whose
-- changes subscribers may receive (decision 043). On the bundled server, triggers announce the changes
-- (the server reads no write-ahead log); the publication keeps the migrations the same for both.
do $$ begin
  if not exists (select 1 from pg_catalog.pg_publication where pubname = 'supabase_realtime') then
    create publication supabase_realtime;
  end if;
end $$;
