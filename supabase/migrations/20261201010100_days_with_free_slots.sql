-- The booking calendar (issue 33) greys the days that are full: an open day whose every slot is
-- booked (or already past). Asking available_slots once per day would be 30 calls per month
-- shown; this answers for a range in one call, with the same rules, since it asks
-- available_slots itself (opening hours, closed days, bookings, now).
-- The range is clamped to today .. the booking horizon and to 62 days (two months shown at most),
-- so a caller cannot make it walk a long series; an infinite or null bound gives no day.
-- security definer, as available_slots: the appointments and the settings row are not readable
-- by visitors; only dates come out, never who booked.
-- PL/pgSQL, as every function here with a setting (decision 031: a SQL function with one is planned again
-- at every call).
create or replace function public.days_with_free_slots(first_day date, last_day date)
returns setof date
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if first_day is null or last_day is null or not isfinite(first_day) or not isfinite(last_day) then
    return;
  end if;
  return query
    select candidate::date
    from generate_series(
      greatest(first_day, private.company_now()::date),
      least(last_day, private.booking_horizon(), first_day + 61),
      interval '1 day'
    ) as candidate
    where exists (select 1 from public.available_slots(candidate::date))
    order by 1;
end;
$$;

revoke execute on function public.days_with_free_slots(date, date) from public;
grant execute on function public.days_with_free_slots(date, date) to anon, authenticated, service_role;
