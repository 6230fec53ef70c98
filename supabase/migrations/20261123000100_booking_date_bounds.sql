-- Dates the API accepts are real dates within reach. `available_slots(day => 'infinity')` ran
-- generate_series between two infinite timestamps and never ended (one anonymous request stopped
-- the service); an appointment dated 'infinity' slipped past the opening-hours check because
-- extract() of an infinite date is null. Now:
-- - a booking horizon in the settings (site_settings.booking_horizon_days, 180 days by default,
--   editable in the back-office): no slot is listed or booked further ahead;
-- - infinite dates are refused with a clear 400 (SQLSTATE 22008, PostgREST maps class 22 to 400);
-- - private.is_open_slot is false, never null, for an infinite or missing date or time, so the
--   check constraint itself refuses them too.
-- The other functions the API exposes take no date: place_order (jsonb, bounded by its own checks)
-- and the analytics functions (integer periods clamped to 1-104 weeks and 1-60 months).

alter table public.site_settings
  add column booking_horizon_days integer not null default 180
    check (booking_horizon_days between 1 and 730);

-- The last day a visitor may book. security definer: the settings row is for administrators only.
create or replace function private.booking_horizon()
returns date
language sql
stable
security definer
set search_path = ''
as $$
  select private.company_now()::date
    + coalesce((select settings.booking_horizon_days from public.site_settings as settings where settings.id = 1), 180)
$$;
revoke execute on function private.booking_horizon() from public;
grant execute on function private.booking_horizon() to anon, authenticated, service_role;

-- Refuses a day no booking can use: infinite, or past the horizon (null is left to the callers).
create or replace function private.check_booking_day(day date)
returns void
language plpgsql
stable
security invoker
set search_path = ''
as $$
declare
  last_day date;
begin
  if day is null then
    return;
  end if;
  if not isfinite(day) then
    raise exception 'La date « % » n''est pas une date valide.', day
      using errcode = '22008', hint = 'Donnez une date au format AAAA-MM-JJ.';
  end if;
  last_day := private.booking_horizon();
  if day > last_day then
    raise exception 'Les rendez-vous se prennent au plus tard jusqu''au % : veuillez choisir une date plus proche.',
      private.format_date(last_day)
      using errcode = '22008', hint = 'Choisissez une date entre aujourd''hui et le ' || private.format_date(last_day) || '.';
  end if;
end;
$$;
revoke execute on function private.check_booking_day(date) from public;
grant execute on function private.check_booking_day(date) to anon, authenticated, service_role;

-- Same rules as before; false (not null) for an infinite or missing date or time.
create or replace function private.is_open_slot(slot_date date, slot_time time)
returns boolean
language sql
immutable
security invoker
set search_path = ''
as $$
  select coalesce(
    slot_date is not null and slot_time is not null
      and isfinite(slot_date)
      and extract(second from slot_time) = 0
      and extract(minute from slot_time) in (0, 30)
      and case extract(isodow from slot_date)
        when 6 then slot_time between time '09:00' and time '11:30'
        when 7 then false
        else slot_time between time '08:00' and time '11:30'
          or slot_time between time '14:00' and time '17:30'
      end,
    false)
$$;

create or replace function private.check_appointment_slot()
returns trigger
language plpgsql
security invoker
set search_path = ''
as $$
begin
  if tg_op = 'UPDATE' and new.date = old.date and new.time = old.time then
    return new;
  end if;
  if new.date is null or new.time is null then
    raise exception 'La date et l''heure sont requises.' using errcode = 'P0001';
  end if;
  perform private.check_booking_day(new.date);
  if extract(isodow from new.date) = 7 then
    raise exception 'Nous sommes fermés le dimanche : veuillez choisir un autre jour.' using errcode = 'P0001';
  end if;
  if not private.is_open_slot(new.date, new.time) then
    raise exception 'Ce créneau est en dehors de nos heures d''ouverture (lundi-vendredi 8h00-11h30 et 14h00-17h30, samedi 9h00-11h30, par tranches de 30 minutes).'
      using errcode = 'P0001';
  end if;
  if (new.date + new.time) <= private.company_now() then
    raise exception 'Ce créneau est déjà passé : veuillez choisir une date et une heure à venir.' using errcode = 'P0001';
  end if;
  -- Two requests racing past this check still meet the unique index (same errcode, English message).
  if new.status in ('pending', 'confirmed') and private.slot_taken(new.date, new.time, new.id) then
    raise exception 'Ce créneau vient d''être réservé : veuillez en choisir un autre.' using errcode = '23505';
  end if;
  return new;
end;
$$;

-- A past day has no free start (an empty list, as before); an infinite day or one beyond the
-- horizon is refused before any series is generated.
create or replace function public.available_slots(day date)
returns setof time
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform private.check_booking_day(day);
  return query
  select slot::time
  from generate_series(day + time '08:00', day + time '17:30', interval '30 minutes') as slot
  where private.is_open_slot(day, slot::time)
    and slot > private.company_now()
    and not exists (
      select 1 from public.appointments as booked
      where booked.date = day and booked.time = slot::time
        and booked.status in ('pending', 'confirmed')
    )
  order by 1;
end;
$$;
