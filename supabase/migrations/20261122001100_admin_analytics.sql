-- Figures for the back-office's analytics page: requests per week by kind, the quote
-- acceptance rate, orders and revenue per month. Functions rather than views so the
-- period is a parameter and the administrator check is explicit: security invoker (RLS
-- still applies) plus private.is_admin(), so a customer gets a clear refusal instead of
-- figures computed on their own rows. Weeks start on Monday; Ouagadougou is on UTC.

create or replace function public.admin_requests_per_week(weeks integer default 12)
returns table (week date, appointments integer, quotes integer, messages integer)
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
  with series as (
    select (date_trunc('week', now() at time zone 'UTC')::date - (step * 7))::date as week_start
    from generate_series(0, least(greatest(coalesce(weeks, 12), 1), 104) - 1) as step
  ),
  bounds as (
    select week_start,
           week_start::timestamp at time zone 'UTC' as starts,
           (week_start + 7)::timestamp at time zone 'UTC' as ends
    from series
  )
  select b.week_start,
         (select count(*)::integer from public.appointments a where a.created_at >= b.starts and a.created_at < b.ends),
         (select count(*)::integer from public.quotes q where q.created_at >= b.starts and q.created_at < b.ends),
         (select count(*)::integer from public.contact_messages m where m.created_at >= b.starts and m.created_at < b.ends)
  from bounds b
  order by b.week_start;
end;
$$;

create or replace function public.admin_quote_acceptance()
returns table (accepted integer, declined integer, pending integer, acceptance_rate numeric)
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
  select count(*) filter (where q.status = 'accepted')::integer,
         count(*) filter (where q.status = 'declined')::integer,
         count(*) filter (where q.status = 'pending')::integer,
         -- Share of the answered quotes that were accepted; null until one is answered.
         round(
           (count(*) filter (where q.status = 'accepted'))::numeric
             / nullif(count(*) filter (where q.status in ('accepted', 'declined')), 0),
           3
         )
  from public.quotes q;
end;
$$;

create or replace function public.admin_orders_per_month(months integer default 12)
returns table (month date, orders integer, revenue bigint)
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
  with series as (
    select (date_trunc('month', now() at time zone 'UTC') - make_interval(months => step))::date as month_start
    from generate_series(0, least(greatest(coalesce(months, 12), 1), 60) - 1) as step
  ),
  bounds as (
    select month_start,
           month_start::timestamp at time zone 'UTC' as starts,
           (month_start + interval '1 month') at time zone 'UTC' as ends
    from series
  )
  -- Cancelled orders are neither counted nor earned.
  select b.month_start,
         count(o.id)::integer,
         coalesce(sum(o.total), 0)::bigint
  from bounds b
  left join public.orders o on o.created_at >= b.starts and o.created_at < b.ends and o.status <> 'cancelled'
  group by b.month_start
  order by b.month_start;
end;
$$;

revoke execute on function public.admin_requests_per_week(integer) from public, anon;
revoke execute on function public.admin_quote_acceptance() from public, anon;
revoke execute on function public.admin_orders_per_month(integer) from public, anon;
grant execute on function public.admin_requests_per_week(integer) to authenticated, service_role;
grant execute on function public.admin_quote_acceptance() to authenticated, service_role;
grant execute on function public.admin_orders_per_month(integer) to authenticated, service_role;
