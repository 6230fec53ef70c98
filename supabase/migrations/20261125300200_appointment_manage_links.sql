-- « Gérer mon rendez-vous » without an account (issue 16): the link of an appointment e-mail carries
-- a token that lets its holder see, cancel or move that one appointment.
-- - The token is minted by the mail worker when the mail leaves (server/mail/appointmentMail.ts),
--   as auth links are: the outbox row only holds a {{manage_link}} slot, and this table only the
--   token's SHA-256. Neither a database read nor a backup gives a working link.
-- - A token is bound to one appointment and works while it is pending or confirmed and not started;
--   every mail mints its own, and all stay valid until then (an older e-mail keeps working).
-- - Visitors reach it only through the security definer functions below, which check the token in
--   SQL; no policy on appointments is widened. A refused token is SQLSTATE 28000 (403) with one
--   message whatever the reason, so nothing tells a guess apart from an expired link; the server
--   counts those refusals per address (server/http/appointmentLinkRateLimit.ts).

create table private.appointment_links (
  token_hash text primary key check (token_hash ~ '^[0-9a-f]{64}$'),
  appointment_id uuid not null references public.appointments (id) on delete cascade,
  created_at timestamptz not null default now()
);
create index appointment_links_appointment_idx on private.appointment_links (appointment_id);
-- Not exposed (private schema), but locked all the same, as on hosted Supabase.
alter table private.appointment_links enable row level security;
revoke all on private.appointment_links from public;

-- Whether an appointment can still be changed by its customer: pending or confirmed, not started.
create or replace function private.appointment_is_open(appointment public.appointments)
returns boolean
language sql
stable
set search_path = ''
as $$
  select appointment.status in ('pending', 'confirmed')
    and private.slot_start(appointment.date, appointment.time) > now()
$$;
revoke execute on function private.appointment_is_open(public.appointments) from public;

create or replace function private.refuse_link()
returns void
language plpgsql
set search_path = ''
as $$
begin
  raise exception 'Ce lien n''est pas ou plus valable.'
    using errcode = '28000',
      hint = 'Le rendez-vous est peut-être passé ou annulé. Pour prendre un nouveau rendez-vous, utilisez notre site.';
end;
$$;
revoke execute on function private.refuse_link() from public;

-- The appointment a token opens, locked for the change to come; refused (28000) when the token is
-- unknown or the appointment can no longer be changed.
create or replace function private.appointment_for_token(token text)
returns public.appointments
language plpgsql
security definer
set search_path = ''
as $$
declare
  found public.appointments;
begin
  if token is not null and token ~ '^[A-Za-z0-9_-]{20,100}$' then
    select appointment.* into found
      from public.appointments as appointment
      join private.appointment_links as link on link.appointment_id = appointment.id
     where link.token_hash = encode(sha256(convert_to(token, 'UTF8')), 'hex')
     for update of appointment;
  end if;
  if found.id is null or not private.appointment_is_open(found) then
    perform private.refuse_link();
  end if;
  return found;
end;
$$;
revoke execute on function private.appointment_for_token(text) from public;

-- What the manage page shows: nothing of the customer's own details (a forwarded link shows no name).
create or replace function private.appointment_summary(appointment public.appointments)
returns jsonb
language sql
stable
set search_path = ''
as $$
  select jsonb_build_object(
    'id', appointment.id,
    'service', appointment.service,
    'date', appointment.date,
    'time', appointment.time,
    'status', appointment.status,
    'sequence', appointment.sequence,
    'last_change', appointment.last_change,
    'can_change', private.appointment_is_open(appointment))
$$;
revoke execute on function private.appointment_summary(public.appointments) from public;

-- The customer's cancellation: pending or confirmed, not started; frees the slot at once.
create or replace function private.cancel_by_customer(target uuid)
returns public.appointments
language plpgsql
security definer
set search_path = ''
as $$
declare
  changed public.appointments;
begin
  update public.appointments
     set status = 'cancelled', last_change = 'cancelled_by_customer', last_change_at = now()
   where id = target and status in ('pending', 'confirmed')
  returning * into changed;
  return changed;
end;
$$;
revoke execute on function private.cancel_by_customer(uuid) from public;

-- The customer's move: same rules as a booking (the slot trigger and the unique index of
-- 20261122000200 refuse a closed, past or taken slot, even under a race); back to pending.
create or replace function private.move_by_customer(target uuid, new_date date, new_time time)
returns public.appointments
language plpgsql
security definer
set search_path = ''
as $$
declare
  before_move public.appointments;
  changed public.appointments;
begin
  select * into before_move from public.appointments where id = target for update;
  if new_date is null or new_time is null then
    raise exception 'Choisissez une date et une heure.' using errcode = 'P0001';
  end if;
  if before_move.date = new_date and before_move.time = new_time then
    raise exception 'Votre rendez-vous est déjà à ce créneau : choisissez-en un autre.' using errcode = 'P0001';
  end if;
  update public.appointments
     set date = new_date, time = new_time, status = 'pending',
         last_change = 'moved_by_customer', last_change_at = now(),
         previous_date = before_move.date, previous_time = before_move.time
   where id = target
  returning * into changed;
  return changed;
end;
$$;
revoke execute on function private.move_by_customer(uuid, date, time) from public;

-- ---------------------------------------------------------------------------------------------
-- By e-mail link (anyone holding the token)
-- ---------------------------------------------------------------------------------------------

create or replace function public.appointment_by_token(token text)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
begin
  return private.appointment_summary(private.appointment_for_token(token));
end;
$$;

create or replace function public.cancel_appointment_by_token(token text)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
begin
  return private.appointment_summary(private.cancel_by_customer((private.appointment_for_token(token)).id));
end;
$$;

create or replace function public.move_appointment_by_token(token text, new_date date, new_time time)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
begin
  return private.appointment_summary(private.move_by_customer((private.appointment_for_token(token)).id, new_date, new_time));
end;
$$;

-- ---------------------------------------------------------------------------------------------
-- Signed in (/dashboard/appointments): the customer's own appointments
-- ---------------------------------------------------------------------------------------------

-- The caller's own appointment, locked, still open to change; else 42501 / P0001 in French.
create or replace function private.own_open_appointment(target uuid)
returns public.appointments
language plpgsql
security definer
set search_path = ''
as $$
declare
  found public.appointments;
begin
  select * into found from public.appointments
   where id = target and profile_id = auth.uid() and auth.uid() is not null
   for update;
  if found.id is null then
    raise exception 'Rendez-vous introuvable.' using errcode = '42501';
  end if;
  if not private.appointment_is_open(found) then
    raise exception 'Ce rendez-vous ne peut plus être modifié : il est passé, terminé ou annulé.' using errcode = 'P0001';
  end if;
  return found;
end;
$$;
revoke execute on function private.own_open_appointment(uuid) from public;

create or replace function public.cancel_my_appointment(appointment_id uuid)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
begin
  return private.appointment_summary(private.cancel_by_customer((private.own_open_appointment(appointment_id)).id));
end;
$$;

create or replace function public.move_my_appointment(appointment_id uuid, new_date date, new_time time)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
begin
  return private.appointment_summary(
    private.move_by_customer((private.own_open_appointment(appointment_id)).id, new_date, new_time));
end;
$$;

revoke execute on function public.appointment_by_token(text), public.cancel_appointment_by_token(text),
  public.move_appointment_by_token(text, date, time), public.cancel_my_appointment(uuid),
  public.move_my_appointment(uuid, date, time) from public;
grant execute on function public.appointment_by_token(text), public.cancel_appointment_by_token(text),
  public.move_appointment_by_token(text, date, time) to anon, authenticated, service_role;
grant execute on function public.cancel_my_appointment(uuid), public.move_my_appointment(uuid, date, time)
  to authenticated, service_role;
