-- Appointment rules, in the database so no client can bypass them:
-- a slot is a 30-minute start within opening hours (Mon-Fri 08:00-11:30 and 14:00-17:30,
-- Sat 09:00-11:30, never Sunday) in the company's time zone (Africa/Ouagadougou, UTC+0),
-- never in the past, and held by at most one pending or confirmed appointment (a partial
-- unique index: two visitors racing for one slot get one success and one 23505 / 409).
-- Status moves only pending→confirmed|cancelled and confirmed→completed|cancelled.
-- A customer may only cancel their own appointment while it is still pending (decision:
-- once confirmed, the company has planned for it, so cancelling goes through the company).

-- The company's wall-clock time: the appointment date and time are local times.
create or replace function private.company_now()
returns timestamp
language sql
stable
security invoker
set search_path = ''
as $$
  select now() at time zone 'Africa/Ouagadougou'
$$;
grant execute on function private.company_now() to anon, authenticated, service_role;

-- Whether a date and a start time form an open 30-minute slot (ignoring past and bookings).
create or replace function private.is_open_slot(slot_date date, slot_time time)
returns boolean
language sql
immutable
security invoker
set search_path = ''
as $$
  select slot_date is not null and slot_time is not null
    and extract(second from slot_time) = 0
    and extract(minute from slot_time) in (0, 30)
    and case extract(isodow from slot_date)
      when 6 then slot_time between time '09:00' and time '11:30'
      when 7 then false
      else slot_time between time '08:00' and time '11:30'
        or slot_time between time '14:00' and time '17:30'
    end
$$;
grant execute on function private.is_open_slot(date, time) to anon, authenticated, service_role;

alter table public.appointments
  add constraint appointments_slot_open check (private.is_open_slot(date, time));

create unique index appointments_one_per_slot_idx
  on public.appointments (date, time)
  where status in ('pending', 'confirmed');

-- Whether another pending or confirmed appointment holds the slot. security definer: the
-- caller (often a visitor) cannot read appointments, but must learn the slot is taken.
create or replace function private.slot_taken(slot_date date, slot_time time, except_id uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.appointments as booked
    where booked.date = slot_date and booked.time = slot_time
      and booked.status in ('pending', 'confirmed')
      and booked.id is distinct from except_id
  )
$$;
revoke execute on function private.slot_taken(date, time, uuid) from public;
grant execute on function private.slot_taken(date, time, uuid) to anon, authenticated, service_role;

-- French messages for the slot rules (the check constraint and the index stay as the last word).
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

create trigger appointments_check_slot
  before insert or update of date, time on public.appointments
  for each row execute function private.check_appointment_slot();

-- Status transitions for everyone, and what a customer (not an administrator) may change.
create or replace function private.guard_appointment_update()
returns trigger
language plpgsql
security invoker
set search_path = ''
as $$
begin
  if new.status is distinct from old.status and not (
    (old.status = 'pending' and new.status in ('confirmed', 'cancelled'))
    or (old.status = 'confirmed' and new.status in ('completed', 'cancelled'))
  ) then
    raise exception 'Changement de statut impossible : un rendez-vous « % » ne peut pas passer à « % ».',
      private.label_of('appointment_status', old.status), private.label_of('appointment_status', new.status)
      using errcode = 'P0001';
  end if;
  if private.is_api_user() and not private.is_admin() then
    if new.status is distinct from 'cancelled' or old.status is distinct from 'pending'
       or (to_jsonb(new) - 'status' - 'updated_at') is distinct from (to_jsonb(old) - 'status' - 'updated_at') then
      raise exception 'Vous pouvez seulement annuler un rendez-vous encore en attente.' using errcode = '42501';
    end if;
  end if;
  return new;
end;
$$;

create trigger appointments_guard_update
  before update on public.appointments
  for each row execute function private.guard_appointment_update();

-- The free starts of a day, revealing nothing about who booked (security definer: visitors
-- cannot read appointments).
create or replace function public.available_slots(day date)
returns setof time
language sql
stable
security definer
set search_path = ''
as $$
  select slot::time
  from generate_series(day + time '08:00', day + time '17:30', interval '30 minutes') as slot
  where private.is_open_slot(day, slot::time)
    and slot > private.company_now()
    and not exists (
      select 1 from public.appointments as booked
      where booked.date = day and booked.time = slot::time
        and booked.status in ('pending', 'confirmed')
    )
  order by 1
$$;
revoke execute on function public.available_slots(date) from public;
grant execute on function public.available_slots(date) to anon, authenticated, service_role;
