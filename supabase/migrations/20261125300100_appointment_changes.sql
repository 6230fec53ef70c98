-- An appointment remembers its changes (issue 16): how many times it changed (the calendar invite's
-- SEQUENCE), the last change the company should know about (cancelled or moved by the customer,
-- moved by the company) and when, and the slot it was moved from.
-- Why here: the invite must grow its SEQUENCE on every change whoever makes it, and the back-office
-- must show what a customer did from an e-mail link, without trusting any client to say so.
-- A move of a confirmed appointment by its customer puts it back to pending (the company confirms
-- again); the status rule gains that one transition, only together with a new slot.

alter table public.appointments
  add column sequence integer not null default 0 check (sequence >= 0),
  add column last_change text check (last_change in ('cancelled_by_customer', 'moved_by_customer', 'moved_by_company')),
  add column last_change_at timestamptz,
  add column previous_date date,
  add column previous_time time;

comment on column public.appointments.sequence is 'Changes of slot or status so far: the SEQUENCE of the calendar invite';
comment on column public.appointments.last_change is 'cancelled_by_customer, moved_by_customer or moved_by_company; null: none';
comment on column public.appointments.previous_date is 'The date before the last move';

-- What only the database writes. security invoker: runs as the caller, so inside the security
-- definer functions of the self-service (current_user is then their owner) the values they set
-- are kept, while an API caller writing directly can never forge them.
create or replace function private.track_appointment_changes()
returns trigger
language plpgsql
security invoker
set search_path = ''
as $$
declare
  api_caller boolean := current_user in ('anon', 'authenticated');
begin
  if tg_op = 'INSERT' then
    new.sequence := 0;
    new.last_change := null;
    new.last_change_at := null;
    new.previous_date := null;
    new.previous_time := null;
    return new;
  end if;
  new.sequence := old.sequence;
  if api_caller then
    new.last_change := old.last_change;
    new.last_change_at := old.last_change_at;
    new.previous_date := old.previous_date;
    new.previous_time := old.previous_time;
  end if;
  if new.date is distinct from old.date or new.time is distinct from old.time then
    new.sequence := old.sequence + 1;
    if api_caller then
      new.previous_date := old.date;
      new.previous_time := old.time;
      new.last_change := case when private.is_admin() then 'moved_by_company' else 'moved_by_customer' end;
      new.last_change_at := now();
    end if;
  elsif new.status is distinct from old.status then
    new.sequence := old.sequence + 1;
    if api_caller and new.status = 'cancelled' and not private.is_admin() then
      new.last_change := 'cancelled_by_customer';
      new.last_change_at := now();
    end if;
  end if;
  return new;
end;
$$;

-- Named after appointments_guard_update so it runs after it (triggers fire in name order): the
-- guard compares what the caller sent, before these columns are filled in.
create trigger appointments_track_changes
  before insert or update on public.appointments
  for each row execute function private.track_appointment_changes();

-- As before, plus: confirmed -> pending with a new slot (a move), and the customer's own limits
-- apply to direct API writes only, not to the self-service functions below, which check their
-- own rules (current_user is their owner there).
create or replace function private.guard_appointment_update()
returns trigger
language plpgsql
security invoker
set search_path = ''
as $$
declare
  moved boolean := new.date is distinct from old.date or new.time is distinct from old.time;
begin
  if new.status is distinct from old.status and not (
    (old.status = 'pending' and new.status in ('confirmed', 'cancelled'))
    or (old.status = 'confirmed' and new.status in ('completed', 'cancelled'))
    or (old.status = 'confirmed' and new.status = 'pending' and moved)
  ) then
    raise exception 'Changement de statut impossible : un rendez-vous « % » ne peut pas passer à « % ».',
      private.label_of('appointment_status', old.status), private.label_of('appointment_status', new.status)
      using errcode = 'P0001';
  end if;
  if moved and old.status not in ('pending', 'confirmed') then
    raise exception 'Un rendez-vous « % » ne peut plus être déplacé.', private.label_of('appointment_status', old.status)
      using errcode = 'P0001';
  end if;
  if private.is_api_user() and not private.is_admin() and current_user in ('anon', 'authenticated') then
    if new.status is distinct from 'cancelled' or old.status is distinct from 'pending'
       or (to_jsonb(new) - 'status' - 'updated_at') is distinct from (to_jsonb(old) - 'status' - 'updated_at') then
      raise exception 'Vous pouvez seulement annuler un rendez-vous encore en attente.' using errcode = '42501';
    end if;
  end if;
  return new;
end;
$$;
