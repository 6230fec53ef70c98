-- Revenue per month counts what the company has agreed to deliver: confirmed and delivered
-- orders. A pending order is only a request (it may still be cancelled): it is counted among
-- the month's orders but earns nothing yet. Cancelled orders count nowhere, as before.
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
  select b.month_start,
         count(o.id)::integer,
         coalesce(sum(o.total) filter (where o.status in ('confirmed', 'delivered')), 0)::bigint
  from bounds b
  left join public.orders o on o.created_at >= b.starts and o.created_at < b.ends and o.status <> 'cancelled'
  group by b.month_start
  order by b.month_start;
end;
$$;
