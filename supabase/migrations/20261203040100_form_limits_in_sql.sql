-- The public forms' limits declared in the database (issues 35 and 37): per client address and per
-- form, at most so many submissions in a sliding window, so that forms posted to /rest/v1 are slowed
-- down the same on the bundled server and on a hosted Supabase project (until now the bundled
-- server's HTTP layer counted them, naming these tables, and platform.sql created the counters).
--
-- The client's address is the first entry of the `x-forwarded-for` header, read from
-- `request.headers` as PostgREST sets it for each request (on hosted, Supabase's gateway writes the
-- header; the bundled server writes there the address it trusts, TRUST_PROXY). A statement with no
-- request (the server's own work, a SQL session) has no address and is never limited; neither are
-- the service_role key and the office staff.
--
-- A refusal is PostgREST's custom error (`raise sqlstate 'PGRST'`): 429 with `Retry-After`, the
-- body's code PGRST429 and the wait in `hint` (src/shared/errors/retryHint.ts), as the site reads it.
-- Only submissions that are stored count: a refused or failed insert rolls its count back with it.

-- The counters, as the bundled platform made them before (same key format, so the windows already
-- counted carry on). Server-side state only: the API roles get no access.
create schema if not exists rate_limit;
revoke all on schema rate_limit from public;
create table if not exists rate_limit.windows (
  key text primary key,
  hits timestamptz[] not null,
  expires_at timestamptz not null
);
create index if not exists windows_expires_at_idx on rate_limit.windows (expires_at);

-- Counts an event for p_key unless p_max events already fall in the window, and returns the seconds
-- to wait (0 when allowed). p_count false only checks; p_max null never refuses. The row lock makes
-- concurrent calls on one key count one after the other, so of N attempts taken at once at most
-- p_max are allowed (server/auth/rateLimits.ts takes before it evaluates an attempt). A key seen for
-- the first time also sweeps two windows that have run out, so the table holds about the live ones.
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
    wait_seconds := greatest(1, ceil(extract(epoch from coalesce(kept[1] + window_length, at_time + window_length) - at_time))::integer);
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
revoke all on function rate_limit.take(text, integer, integer, boolean, timestamptz) from public, anon, authenticated;

-- Gives back the newest event counted for p_key: for limits that count failures only, an attempt is
-- taken before it is evaluated and given back when it succeeded.
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
revoke all on function rate_limit.give_back(text) from public, anon, authenticated;

-- The allowances, one row a rule: changed with an update (hosted: the SQL editor); the bundled server
-- writes FORM_RATE_LIMIT and VITALS_RATE_LIMIT here at start when they are set.
create table if not exists rate_limit.rules (
  name text primary key check (name in ('form', 'web_vitals')),
  max_count integer not null check (max_count >= 0),
  window_seconds integer not null check (window_seconds > 0)
);
comment on table rate_limit.rules is
  'form: each public form (appointments, quotes, contact_messages, orders) per address; web_vitals: speed beacons per address.';
insert into rate_limit.rules (name, max_count, window_seconds) values ('form', 20, 600), ('web_vitals', 120, 600)
  on conflict (name) do nothing;

-- The address a per-address limit counts, from the request's `x-forwarded-for` (its first entry, the
-- client): IPv4 as it is, IPv6 by its /64 (one subscriber is handed a whole /64), an IPv4-mapped IPv6
-- as its IPv4. Null without a request or with an address that does not parse.
create or replace function rate_limit.client_address() returns text
language plpgsql
stable
set search_path = ''
as $$
declare
  forwarded text := trim(split_part(
    coalesce(nullif(current_setting('request.headers', true), ''), '{}')::json ->> 'x-forwarded-for', ',', 1));
  address inet;
begin
  if forwarded is null or forwarded = '' then
    return null;
  end if;
  begin
    address := forwarded::inet;
  exception when invalid_text_representation then
    return null;
  end;
  if family(address) = 4 then
    return host(address);
  end if;
  if host(address) ~* '^::ffff:\d+\.\d+\.\d+\.\d+$' then
    return substring(host(address) from 8);
  end if;
  return network(set_masklen(address, 64))::text;
end;
$$;
revoke all on function rate_limit.client_address() from public, anon, authenticated;

-- The trigger of each form's table: one count per statement (a beacon of five measures is one
-- request). TG_ARGV[0] names the form in the counter's key. An AFTER trigger: the counter's row stays
-- locked until the commit (so a burst from one address is counted exactly), and taking it last keeps
-- that wait to the commit alone, not the whole insert with its own triggers; a refusal still undoes
-- the whole statement.
create or replace function rate_limit.count_form_submission() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  form text := tg_argv[0];
  address text;
  rule rate_limit.rules;
  wait_seconds integer;
begin
  if (select auth.role()) = 'service_role' then
    return null;
  end if;
  address := rate_limit.client_address();
  if address is null then
    return null;
  end if;
  if (select auth.role()) = 'authenticated' and (select private.is_admin()) then
    return null;
  end if;
  select * into rule from rate_limit.rules r where r.name = case form when 'web_vitals' then 'web_vitals' else 'form' end;
  if not found then
    return null;
  end if;
  wait_seconds := rate_limit.take('form:' || address || '|' || form, rule.max_count, rule.window_seconds, true);
  if wait_seconds > 0 then
    raise sqlstate 'PGRST' using
      message = json_build_object(
        'code', 'PGRST429',
        'message', 'Too many requests',
        'details', format('At most %s submissions of %s per %s s from one address', rule.max_count, form, rule.window_seconds),
        'hint', format('Retry in %s s', wait_seconds))::text,
      detail = json_build_object('status', 429, 'headers', json_build_object('Retry-After', wait_seconds::text))::text;
  end if;
  return null;
end;
$$;
revoke all on function rate_limit.count_form_submission() from public, anon, authenticated;

drop trigger if exists limit_submissions on public.appointments;
create trigger limit_submissions after insert on public.appointments
  for each statement execute function rate_limit.count_form_submission('appointments');
drop trigger if exists limit_submissions on public.quotes;
create trigger limit_submissions after insert on public.quotes
  for each statement execute function rate_limit.count_form_submission('quotes');
drop trigger if exists limit_submissions on public.contact_messages;
create trigger limit_submissions after insert on public.contact_messages
  for each statement execute function rate_limit.count_form_submission('contact_messages');
drop trigger if exists limit_submissions on public.web_vitals;
create trigger limit_submissions after insert on public.web_vitals
  for each statement execute function rate_limit.count_form_submission('web_vitals');
-- An order is the checkout's form (place_order, and an accepted quote): counted under the name the
-- bundled server used for it, so its windows carry on.
drop trigger if exists limit_submissions on public.orders;
create trigger limit_submissions after insert on public.orders
  for each statement execute function rate_limit.count_form_submission('place_order');
