-- A manage link (or the portal) moves an appointment a few times a day, and the office reads one
-- summary of quick successive moves (issue 36, item 4; decision 033).
--
-- Before, a valid link moved an appointment without limit: 20 calls in 2 s made 21 « déplacé » mails
-- to the office and 21 to the customer. Only refused tokens were counted (per address, by the server).
-- - At most private.customer_moves_per_day() moves of one appointment by its customer in 24 hours,
--   counted in the database under the appointment's row lock (private.move_by_customer takes it
--   first), so concurrent calls, several server processes and hosted Supabase all count alike. Past
--   it, P0001 (400) with a French message the manage page shows. A cancellation needs no count: it
--   ends the appointment, so it happens once.
-- - The office's « déplacé par le client » mail names its appointment (notifications.appointment_id);
--   a move made while that mail still waits in the outbox, unclaimed, is folded into it (the slot
--   becomes the latest, the slot it came from stays the first, `moves` counts them). A move made once
--   that mail has left waits private.office_move_summary_pause() before it goes, gathering the moves
--   that follow: the first move is told at once, a burst in at most one more mail.
-- Re-created from their latest definitions (20261125300200 and 20261127100000) with only that changed:
-- private.move_by_customer, private.notify_appointment_status.

create table private.appointment_customer_moves (
  appointment_id uuid not null references public.appointments (id) on delete cascade,
  moved_at timestamptz not null default now()
);
comment on table private.appointment_customer_moves is
  'Moves of an appointment by its customer over the last 24 hours: the daily allowance (private.move_by_customer)';
create index appointment_customer_moves_idx on private.appointment_customer_moves (appointment_id, moved_at);
alter table private.appointment_customer_moves enable row level security;
revoke all on private.appointment_customer_moves from public, anon, authenticated;

create or replace function private.customer_moves_per_day()
returns integer
language plpgsql
immutable
set search_path = ''
as $$
begin
  return 3;
end;
$$;
revoke execute on function private.customer_moves_per_day() from public;

create or replace function private.office_move_summary_pause()
returns interval
language plpgsql
immutable
set search_path = ''
as $$
begin
  return interval '5 minutes';
end;
$$;
revoke execute on function private.office_move_summary_pause() from public;

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
  -- The row lock comes first: concurrent moves of one appointment are counted one after the other.
  select * into before_move from public.appointments where id = target for update;
  if new_date is null or new_time is null then
    raise exception 'Choisissez une date et une heure.' using errcode = 'P0001';
  end if;
  if before_move.date = new_date and before_move.time = new_time then
    raise exception 'Votre rendez-vous est déjà à ce créneau : choisissez-en un autre.' using errcode = 'P0001';
  end if;
  delete from private.appointment_customer_moves as move
   where move.appointment_id = target and move.moved_at <= now() - interval '24 hours';
  if (select count(*) from private.appointment_customer_moves as move where move.appointment_id = target)
     >= private.customer_moves_per_day() then
    raise exception 'Ce rendez-vous a déjà été déplacé % fois en 24 heures : pour le changer encore, contactez-nous par téléphone ou par e-mail.',
      private.customer_moves_per_day() using errcode = 'P0001';
  end if;
  update public.appointments
     set date = new_date, time = new_time, status = 'pending',
         last_change = 'moved_by_customer', last_change_at = now(),
         previous_date = before_move.date, previous_time = before_move.time
   where id = target
  returning * into changed;
  insert into private.appointment_customer_moves (appointment_id) values (target);
  return changed;
end;
$$;
revoke execute on function private.move_by_customer(uuid, date, time) from public;

-- The office's notice of a customer's move: folded into the one still waiting for that appointment,
-- else queued (after a pause when an earlier one has just left). A row is unclaimed while
-- next_attempt_at is still what it was queued with: the worker's claim moves it later (outboxQueries.ts).
create or replace function private.queue_office_move_notice(about_appointment uuid, notice jsonb, reply_to text)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  pause interval := private.office_move_summary_pause();
  folded integer;
begin
  update public.notifications as queued
     set data = queued.data || (notice - 'old_slot')
                || jsonb_build_object('moves', coalesce((queued.data ->> 'moves')::integer, 1) + 1)
   where queued.appointment_id = about_appointment and queued.kind = 'appointment_moved_by_customer'
     and queued.status = 'pending' and queued.attempts = 0
     and queued.next_attempt_at in (queued.created_at, queued.created_at + pause);
  get diagnostics folded = row_count;
  if folded > 0 then
    return;
  end if;
  perform private.queue_mail('appointment_moved_by_customer', private.company_notification_email(), notice,
    about_appointment => about_appointment, reply_to => reply_to);
  if exists (select 1 from public.notifications as earlier
              where earlier.appointment_id = about_appointment and earlier.kind = 'appointment_moved_by_customer'
                and earlier.created_at > now() - pause and earlier.created_at < now()) then
    update public.notifications as queued
       set next_attempt_at = queued.created_at + pause
     where queued.appointment_id = about_appointment and queued.kind = 'appointment_moved_by_customer'
       and queued.status = 'pending' and queued.attempts = 0 and queued.next_attempt_at = queued.created_at;
  end if;
end;
$$;
revoke execute on function private.queue_office_move_notice(uuid, jsonb, text) from public;

create or replace function private.notify_appointment_status()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  moved boolean := new.date is distinct from old.date or new.time is distinct from old.time;
  by_customer boolean := private.is_api_user() and not private.is_admin();
  slot_label text := private.slot_label(new.date, new.time);
  recipient text := private.appointment_recipient(new.profile_id, new.email);
  status_label text := private.label_of('appointment_status', new.status);
  -- The name greets only whoever proved the address is theirs.
  about jsonb := jsonb_build_object('slot', slot_label, 'service', private.label_of('appointment_service', new.service),
    'name', case when private.caller_owns_address(recipient) then new.full_name end);
  -- Who changes an appointment they do not own by account holds its manage link (the only way in).
  by_holder boolean := by_customer and (auth.uid() is null or new.profile_id is null or auth.uid() <> new.profile_id
                                         or private.caller_owns_address(recipient));
begin
  if moved or new.status = 'cancelled' then
    update public.notifications
       set status = 'expired', last_error = 'Non envoyé : le rendez-vous a été annulé ou déplacé'
     where appointment_id = new.id and kind = 'appointment_reminder' and status = 'pending';
  end if;

  if moved then
    if by_customer then
      perform private.queue_office_move_notice(new.id,
        about || jsonb_build_object('full_name', new.full_name, 'email', new.email,
          'old_slot', private.slot_label(old.date, old.time), 'status', status_label, 'pending', new.status = 'pending'),
        recipient);
    end if;
    perform private.queue_mail('appointment_moved', recipient,
      about || jsonb_build_object('old_slot', private.slot_label(old.date, old.time), 'by_customer', by_customer,
        'pending', new.status = 'pending'),
      private.slot_start(new.date, new.time), new.id, past_ceiling => by_holder);
    return null;
  end if;

  if new.status not in ('confirmed', 'cancelled', 'completed') then
    return null;
  end if;
  if new.status = 'cancelled' and by_customer then
    perform private.queue_mail('appointment_cancelled_by_customer', private.company_notification_email(),
      about || jsonb_build_object('full_name', new.full_name, 'email', new.email),
      reply_to => recipient);
  end if;
  perform private.queue_mail(
    case new.status when 'confirmed' then 'appointment_confirmed' when 'cancelled' then 'appointment_cancelled'
                    when 'completed' then 'appointment_completed' end,
    recipient,
    about || jsonb_build_object('status', status_label),
    case when new.status <> 'completed' then private.slot_start(new.date, new.time) end,
    case when new.status in ('confirmed', 'cancelled') then new.id end,
    past_ceiling => by_holder);
  return null;
end;
$$;
