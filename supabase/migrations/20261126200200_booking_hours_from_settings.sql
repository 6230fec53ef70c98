-- Booking follows the settings record (issue 15): setting Saturday to « Fermé » in /admin/settings
-- still offered Saturday slots, because the hours lived three times (free text in
-- site_settings.opening_hours, hard-coded in private.is_open_slot, and in the pages' texts).
-- Now site_settings holds them once, structured:
-- - weekly_hours: the opening periods of each ISO weekday (1 = Monday … 7 = Sunday) as
--   [{"day": 1, "opens": "08:00", "closes": "12:00"}, …], on the half hour; a day without a
--   period is closed. Slots are the 30-minute starts from `opens` until 30 minutes before `closes`.
-- - closed_days: dated closures [{"date": "2026-12-25", "label": "Noël"}, …] (public holidays and
--   company closures): no slot, no booking.
-- - booking_horizon_days (migration 20261123000100) stays the horizon, checked as before.
-- The slot list (available_slots), the appointment trigger (bookings, customer and administrator
-- moves alike: private.move_by_customer updates date/time and meets the same trigger) and every
-- page text read these columns. opening_hours is dropped: the pages derive their texts from
-- weekly_hours (src/shared/config/openingHours.ts).

-- ---------------------------------------------------------------------------------------------
-- Columns and their shape
-- ---------------------------------------------------------------------------------------------

-- 'HH:MM' on the half hour, 00:00-24:00.
create or replace function private.is_half_hour(value text)
returns boolean
language sql
immutable
security invoker
set search_path = ''
as $$
  select coalesce(value ~ '^([01][0-9]|2[0-3]):(00|30)$' or value = '24:00', false)
$$;

create or replace function private.valid_weekly_hours(hours jsonb)
returns boolean
language sql
immutable
security invoker
set search_path = ''
as $$
  select jsonb_typeof(hours) = 'array'
    and jsonb_array_length(hours) <= 28
    and not exists (
      select 1 from jsonb_array_elements(hours) as period
      where jsonb_typeof(period) <> 'object'
         or coalesce(period->>'day', '') not in ('1', '2', '3', '4', '5', '6', '7')
         or not private.is_half_hour(period->>'opens')
         or not private.is_half_hour(period->>'closes')
         or (period->>'opens') >= (period->>'closes')
    )
$$;

-- Dates as YYYY-MM-DD (checked by pattern: a cast could fail inside a check constraint), a label.
create or replace function private.valid_closed_days(days jsonb)
returns boolean
language sql
immutable
security invoker
set search_path = ''
as $$
  select jsonb_typeof(days) = 'array'
    and jsonb_array_length(days) <= 200
    and not exists (
      select 1 from jsonb_array_elements(days) as closure
      where jsonb_typeof(closure) <> 'object'
         or coalesce(closure->>'date', '') !~ '^20[0-9]{2}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$'
         or char_length(coalesce(closure->>'label', '')) > 100
    )
$$;

alter table public.site_settings
  add column weekly_hours jsonb not null default '[
    {"day": 1, "opens": "08:00", "closes": "12:00"}, {"day": 1, "opens": "14:00", "closes": "18:00"},
    {"day": 2, "opens": "08:00", "closes": "12:00"}, {"day": 2, "opens": "14:00", "closes": "18:00"},
    {"day": 3, "opens": "08:00", "closes": "12:00"}, {"day": 3, "opens": "14:00", "closes": "18:00"},
    {"day": 4, "opens": "08:00", "closes": "12:00"}, {"day": 4, "opens": "14:00", "closes": "18:00"},
    {"day": 5, "opens": "08:00", "closes": "12:00"}, {"day": 5, "opens": "14:00", "closes": "18:00"},
    {"day": 6, "opens": "09:00", "closes": "12:00"}
  ]'::jsonb
    constraint site_settings_weekly_hours_valid check (private.valid_weekly_hours(weekly_hours)),
  -- Public holidays of Burkina Faso for 2026 and 2027. Fixed dates: 1 Jan, 3 Jan, 8 Mar, 1 May,
  -- 5 Aug, 15 Aug, 1 Nov, 11 Dec, 25 Dec. Easter Monday, Ascension and Whit Monday follow Easter.
  -- The Muslim holidays (Aïd el-Fitr, Tabaski, Maouloud) are EXPECTED dates from the lunar
  -- calendar, officially announced by the government a few days before: check them against the
  -- announcement and correct them in /admin/settings.
  add column closed_days jsonb not null default '[
    {"date": "2026-01-01", "label": "Jour de l’an"},
    {"date": "2026-01-03", "label": "Anniversaire du soulèvement populaire du 3 janvier 1966"},
    {"date": "2026-03-08", "label": "Journée internationale de la femme"},
    {"date": "2026-03-20", "label": "Aïd el-Fitr (date prévue)"},
    {"date": "2026-04-06", "label": "Lundi de Pâques"},
    {"date": "2026-05-01", "label": "Fête du travail"},
    {"date": "2026-05-14", "label": "Ascension"},
    {"date": "2026-05-25", "label": "Lundi de Pentecôte"},
    {"date": "2026-05-27", "label": "Tabaski (date prévue)"},
    {"date": "2026-08-05", "label": "Fête de l’indépendance"},
    {"date": "2026-08-15", "label": "Assomption"},
    {"date": "2026-08-26", "label": "Maouloud (date prévue)"},
    {"date": "2026-11-01", "label": "Toussaint"},
    {"date": "2026-12-11", "label": "Proclamation de la République"},
    {"date": "2026-12-25", "label": "Noël"},
    {"date": "2027-01-01", "label": "Jour de l’an"},
    {"date": "2027-01-03", "label": "Anniversaire du soulèvement populaire du 3 janvier 1966"},
    {"date": "2027-03-08", "label": "Journée internationale de la femme"},
    {"date": "2027-03-10", "label": "Aïd el-Fitr (date prévue)"},
    {"date": "2027-03-29", "label": "Lundi de Pâques"},
    {"date": "2027-05-01", "label": "Fête du travail"},
    {"date": "2027-05-06", "label": "Ascension"},
    {"date": "2027-05-16", "label": "Tabaski (date prévue)"},
    {"date": "2027-05-17", "label": "Lundi de Pentecôte"},
    {"date": "2027-08-05", "label": "Fête de l’indépendance"},
    {"date": "2027-08-15", "label": "Assomption et Maouloud (date prévue)"},
    {"date": "2027-11-01", "label": "Toussaint"},
    {"date": "2027-12-11", "label": "Proclamation de la République"},
    {"date": "2027-12-25", "label": "Noël"}
  ]'::jsonb
    constraint site_settings_closed_days_valid check (private.valid_closed_days(closed_days));

-- Booking now needs the row (no row, no opening hours): a database migrated without the seed
-- (a hosted project) gets it with its defaults; the seed fills in the company details.
insert into public.site_settings (id) values (1) on conflict (id) do nothing;

-- The public view lists its columns by name: recreated with the new ones and without
-- opening_hours (create or replace view cannot remove a column).
drop view public.public_site_settings;
alter table public.site_settings drop column opening_hours;

create view public.public_site_settings
with (security_barrier = true)
as
select
  settings.id,
  settings.company_name,
  settings.address,
  settings.city,
  settings.country,
  settings.phone_main,
  settings.phone_support,
  settings.email_general,
  settings.email_support,
  settings.whatsapp_number,
  settings.facebook_url,
  settings.linkedin_url,
  settings.weekly_hours,
  settings.closed_days,
  settings.tax_rate,
  settings.booking_horizon_days,
  settings.updated_at
from public.site_settings as settings
-- One row anyway; the limit also keeps the view read-only (see 20261123000110).
limit 1;

revoke all on public.public_site_settings from anon, authenticated;
grant select on public.public_site_settings to anon, authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- Reading the hours
-- ---------------------------------------------------------------------------------------------

-- The label of a dated closure, or null when the company is not closed that day.
-- security definer: the settings row is for administrators only.
create or replace function private.closed_day_label(day date)
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(nullif(closure->>'label', ''), 'fermeture exceptionnelle')
  from public.site_settings as settings, jsonb_array_elements(settings.closed_days) as closure
  where settings.id = 1 and closure->>'date' = to_char(day, 'YYYY-MM-DD')
  limit 1
$$;
revoke execute on function private.closed_day_label(date) from public;
grant execute on function private.closed_day_label(date) to anon, authenticated, service_role;

-- The opening periods of a day: none on a closed day or a weekday without hours.
create or replace function private.opening_periods(day date)
returns table (opens time, closes time)
language sql
stable
security definer
set search_path = ''
as $$
  select (period->>'opens')::time, case when period->>'closes' = '24:00' then time '24:00' else (period->>'closes')::time end
  from public.site_settings as settings, jsonb_array_elements(settings.weekly_hours) as period
  where settings.id = 1
    and day is not null and isfinite(day)
    and (period->>'day')::int = extract(isodow from day)
    and private.closed_day_label(day) is null
  order by 1
$$;
revoke execute on function private.opening_periods(date) from public;
grant execute on function private.opening_periods(date) to anon, authenticated, service_role;

-- « 8h00-12h00 et 14h00-18h00 » for a day, '' when closed: for the French messages.
create or replace function private.opening_periods_text(day date)
returns text
language sql
stable
security invoker
set search_path = ''
as $$
  select coalesce(string_agg(private.format_time(opens) || '-' || private.format_time(closes), ' et ' order by opens), '')
  from private.opening_periods(day)
$$;
grant execute on function private.opening_periods_text(date) to anon, authenticated, service_role;

-- A slot is a 30-minute start within one of the day's periods; false (never null) for an
-- infinite or missing date or time. Now stable (it reads the settings): it can no longer be a
-- check constraint, which must not depend on other rows (a restore inserts tables in any order).
alter table public.appointments drop constraint appointments_slot_open;

create or replace function private.is_open_slot(slot_date date, slot_time time)
returns boolean
language sql
stable
security invoker
set search_path = ''
as $$
  select coalesce(
    slot_date is not null and slot_time is not null
      and isfinite(slot_date)
      and extract(second from slot_time) = 0
      and extract(minute from slot_time) in (0, 30)
      and exists (
        select 1 from private.opening_periods(slot_date) as period
        where slot_time >= period.opens and slot_time + interval '30 minutes' <= period.closes
          -- time + interval wraps at midnight: a last start at 23:30 closes at 24:00.
          and (slot_time < time '23:30' or period.closes = time '24:00')
      ),
    false)
$$;

-- What stays a constraint: the shape of a slot, whatever the hours (the trigger has the rest).
create or replace function private.is_slot_shape(slot_date date, slot_time time)
returns boolean
language sql
immutable
security invoker
set search_path = ''
as $$
  select coalesce(
    isfinite(slot_date) and extract(second from slot_time) = 0 and extract(minute from slot_time) in (0, 30),
    false)
$$;
grant execute on function private.is_slot_shape(date, time) to anon, authenticated, service_role;

alter table public.appointments
  add constraint appointments_slot_shape check (private.is_slot_shape(date, time));

-- ---------------------------------------------------------------------------------------------
-- Booking and moving: same trigger, messages from the settings
-- ---------------------------------------------------------------------------------------------

create or replace function private.check_appointment_slot()
returns trigger
language plpgsql
security invoker
set search_path = ''
as $$
declare
  closure text;
  day_hours text;
begin
  if tg_op = 'UPDATE' and new.date = old.date and new.time = old.time then
    return new;
  end if;
  if new.date is null or new.time is null then
    raise exception 'La date et l''heure sont requises.' using errcode = 'P0001';
  end if;
  perform private.check_booking_day(new.date);
  closure := private.closed_day_label(new.date);
  if closure is not null then
    raise exception 'Nous sommes fermés le % (%) : veuillez choisir un autre jour.', private.format_date(new.date), closure
      using errcode = 'P0001';
  end if;
  day_hours := private.opening_periods_text(new.date);
  if day_hours = '' then
    raise exception 'Nous sommes fermés le % : veuillez choisir un autre jour.', (array['lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi', 'dimanche'])[extract(isodow from new.date)::int]
      using errcode = 'P0001';
  end if;
  if not private.is_open_slot(new.date, new.time) then
    raise exception 'Ce créneau est en dehors de nos heures d''ouverture (ce jour-là : %, par tranches de 30 minutes).', day_hours
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

-- The free starts of a day from its periods: none on a closed day; an infinite day or one
-- beyond the horizon is refused before any series is generated (as in 20261123000100).
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
  select distinct slot::time
  from private.opening_periods(day) as period,
       generate_series(day + period.opens, day + period.closes - interval '30 minutes', interval '30 minutes') as slot
  where slot > private.company_now()
    and not exists (
      select 1 from public.appointments as booked
      where booked.date = day and booked.time = slot::time
        and booked.status in ('pending', 'confirmed')
    )
  order by 1;
end;
$$;
