-- Real visitors' Web Vitals (issue 18, decision 028). The public site sends one beacon per page
-- hidden, for a sample of visits: LCP, INP, CLS, FCP and TTFB of the page the visit landed on, with
-- the connection type the browser reports and a device class. Nothing names the visitor: no
-- address, no account, no query string. Visitors (and signed-in customers) may only add rows, and
-- only these columns; every column is bounded by a check, so a forged beacon cannot store anything
-- else or anything large. The server limits inserts per address (server/http/rateLimit.ts).
-- Administrators read the 75th percentile through two functions (private.is_admin()), the
-- back-office's /admin/analytics. Rows older than 90 days are deleted, as the mail outbox's are:
-- here by the inserts themselves (a statement trigger), so it holds on hosted Supabase too.

create table public.web_vitals (
  id bigint generated always as identity primary key,
  created_at timestamptz not null default now(),
  metric text not null check (metric in ('LCP', 'INP', 'CLS', 'FCP', 'TTFB')),
  -- CLS has no unit; the others are milliseconds, ten minutes at most.
  value double precision not null check (value >= 0 and value <= case when metric = 'CLS' then 100 else 600000 end),
  path text not null check (char_length(path) between 1 and 200 and path ~ '^/[^?#[:space:]]*$'),
  connection text check (connection in ('slow-2g', '2g', '3g', '4g')),
  device text not null check (device in ('phone', 'tablet', 'desktop'))
);

alter table public.web_vitals enable row level security;
create index web_vitals_created_idx on public.web_vitals (created_at);

-- Hosted Supabase grants everything on new tables to the API roles: take it back, then give only
-- the insert of the measured columns (id and created_at are the database's) and, to signed-in
-- users, a select that the policy below restricts to administrators.
revoke all on public.web_vitals from anon, authenticated;
grant insert (metric, value, path, connection, device) on public.web_vitals to anon, authenticated;
grant select on public.web_vitals to authenticated;

-- The columns a visitor may write are all bounded by checks; the rows say nothing about who sent them.
create policy "web_vitals: visitors send"
  on public.web_vitals for insert to anon
  with check (true);
create policy "web_vitals: signed-in users send"
  on public.web_vitals for insert to authenticated
  with check (true);
create policy "web_vitals: administrators read"
  on public.web_vitals for select to authenticated
  using ((select private.is_admin()));

create or replace function private.prune_web_vitals()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  delete from public.web_vitals where created_at < now() - interval '90 days';
  return null;
end;
$$;
revoke execute on function private.prune_web_vitals() from public;

create trigger web_vitals_prune
  after insert on public.web_vitals
  for each statement execute function private.prune_web_vitals();

-- p75 of each metric over the last `days` days, per page and per connection type (two groupings in
-- one answer: `dimension` says which; a null connection is a browser that does not report it).
create or replace function public.admin_web_vitals_p75(days integer default 28)
returns table (dimension text, label text, metric text, p75 double precision, samples integer)
language plpgsql
stable
security invoker
set search_path = ''
as $$
begin
  if not (select private.is_admin()) then
    raise exception 'Statistiques réservées aux administrateurs.' using errcode = '42501';
  end if;
  return query
  select case when grouping(w.path) = 0 then 'path' else 'connection' end,
         case when grouping(w.path) = 0 then w.path else w.connection end,
         w.metric,
         percentile_cont(0.75) within group (order by w.value),
         count(*)::integer
  from public.web_vitals w
  where w.created_at >= now() - make_interval(days => least(greatest(coalesce(days, 28), 1), 90))
  group by grouping sets ((w.path, w.metric), (w.connection, w.metric))
  order by 1, 2 nulls last, 3;
end;
$$;

-- p75 of each metric per day over the last `days` days, all pages together: the trend.
create or replace function public.admin_web_vitals_daily(days integer default 28)
returns table (day date, metric text, p75 double precision, samples integer)
language plpgsql
stable
security invoker
set search_path = ''
as $$
begin
  if not (select private.is_admin()) then
    raise exception 'Statistiques réservées aux administrateurs.' using errcode = '42501';
  end if;
  return query
  select (w.created_at at time zone 'UTC')::date,
         w.metric,
         percentile_cont(0.75) within group (order by w.value),
         count(*)::integer
  from public.web_vitals w
  where w.created_at >= now() - make_interval(days => least(greatest(coalesce(days, 28), 1), 90))
  group by 1, 2
  order by 1, 2;
end;
$$;

revoke execute on function public.admin_web_vitals_p75(integer), public.admin_web_vitals_daily(integer) from public, anon;
grant execute on function public.admin_web_vitals_p75(integer), public.admin_web_vitals_daily(integer) to authenticated, service_role;
