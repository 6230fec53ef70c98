-- An optional reason when an appointment is cancelled (issue 46, point 10): staff cancelling from the
-- back-office and customers cancelling from their account or their « Gérer mon rendez-vous » link
-- may say why; it is kept on the appointment (cancellation_reason) and written in the cancellation
-- mail the other side reads (appointment_cancelled to the customer when staff cancel,
-- appointment_cancelled_by_customer to the company when the customer does).
-- - The reason is given together with the cancellation only, trimmed, at most 500 characters.
-- - cancel_my_appointment, cancel_appointment_by_token and private.cancel_by_customer gain a
--   `reason text default null` argument: their one-argument versions are dropped first (a call with
--   one argument would otherwise match two functions); callers without a reason are unchanged.

alter table public.appointments add column cancellation_reason text
  check (cancellation_reason is null or char_length(cancellation_reason) between 1 and 500);

create or replace function private.guard_appointment_update()
returns trigger
language plpgsql
security invoker
set search_path = ''
as $$
declare
  moved boolean := new.date is distinct from old.date or new.time is distinct from old.time;
  cancelling boolean := new.status = 'cancelled' and old.status is distinct from 'cancelled';
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
  if new.status = 'completed' and old.status is distinct from 'completed'
     and private.slot_start(new.date, new.time) > now() then
    raise exception 'Ce rendez-vous ne peut être marqué « Terminé » qu''une fois son heure passée (le %).',
      private.slot_label(new.date, new.time)
      using errcode = 'P0001';
  end if;
  if moved and old.status not in ('pending', 'confirmed') then
    raise exception 'Un rendez-vous « % » ne peut plus être déplacé.', private.label_of('appointment_status', old.status)
      using errcode = 'P0001';
  end if;
  new.cancellation_reason := nullif(btrim(new.cancellation_reason), '');
  if new.cancellation_reason is distinct from old.cancellation_reason and not cancelling then
    raise exception 'Le motif d''annulation se donne en annulant le rendez-vous.' using errcode = 'P0001';
  end if;
  if private.is_api_user() and not private.is_admin() and current_user in ('anon', 'authenticated') then
    if new.status is distinct from 'cancelled' or old.status is distinct from 'pending'
       or (to_jsonb(new) - 'status' - 'updated_at' - 'search_text' - 'cancellation_reason')
          is distinct from (to_jsonb(old) - 'status' - 'updated_at' - 'search_text' - 'cancellation_reason') then
      raise exception 'Vous pouvez seulement annuler un rendez-vous encore en attente.' using errcode = '42501';
    end if;
  end if;
  return new;
end;
$$;

drop function public.cancel_appointment_by_token(text);
drop function public.cancel_my_appointment(uuid);
drop function private.cancel_by_customer(uuid);

create function private.cancel_by_customer(target uuid, reason text default null)
returns public.appointments
language plpgsql
security definer
set search_path = ''
as $$
declare
  changed public.appointments;
begin
  update public.appointments
     set status = 'cancelled', last_change = 'cancelled_by_customer', last_change_at = now(),
         cancellation_reason = cancel_by_customer.reason
   where id = target and status in ('pending', 'confirmed')
  returning * into changed;
  return changed;
end;
$$;
revoke execute on function private.cancel_by_customer(uuid, text) from public;

create function public.cancel_appointment_by_token(token text, reason text default null)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
begin
  return private.appointment_summary(private.cancel_by_customer((private.appointment_for_token(token)).id, reason));
end;
$$;
revoke execute on function public.cancel_appointment_by_token(text, text) from public;
grant execute on function public.cancel_appointment_by_token(text, text) to anon, authenticated, service_role;

create function public.cancel_my_appointment(appointment_id uuid, reason text default null)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
begin
  return private.appointment_summary(private.cancel_by_customer((private.own_open_appointment(appointment_id)).id, reason));
end;
$$;
revoke execute on function public.cancel_my_appointment(uuid, text) from public;
grant execute on function public.cancel_my_appointment(uuid, text) to authenticated, service_role;

-- The cancellation mails carry the reason (data.reason, null when none was given): staff's to the
-- customer, the customer's to the company.
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
        about || jsonb_build_object('id', new.id, 'full_name', new.full_name, 'email', new.email,
          'old_slot', private.slot_label(old.date, old.time), 'status', status_label, 'pending', new.status = 'pending'),
        recipient);
    end if;
    perform private.queue_mail('appointment_moved', recipient,
      about || jsonb_build_object('old_slot', private.slot_label(old.date, old.time), 'by_customer', by_customer,
        'pending', new.status = 'pending'),
      private.slot_start(new.date, new.time), new.id, past_ceiling => by_holder);
    if new.status = 'confirmed' then
      perform private.reminder_told_now(new.id, new.date, new.time);
    end if;
    return null;
  end if;

  if new.status not in ('confirmed', 'cancelled', 'completed') then
    return null;
  end if;
  if new.status = 'cancelled' and by_customer then
    perform private.queue_mail('appointment_cancelled_by_customer', private.company_notification_email(),
      about || jsonb_build_object('id', new.id, 'full_name', new.full_name, 'email', new.email, 'reason', new.cancellation_reason),
      reply_to => recipient);
  end if;
  perform private.queue_mail(
    case new.status when 'confirmed' then 'appointment_confirmed' when 'cancelled' then 'appointment_cancelled'
                    when 'completed' then 'appointment_completed' end,
    recipient,
    -- The customer reads the reason staff gave; their own is for the company (nothing they typed is
    -- mailed back to an address they may not have proved).
    about || jsonb_build_object('status', status_label)
      || case when new.status = 'cancelled' and not by_customer then jsonb_build_object('reason', new.cancellation_reason) else '{}'::jsonb end,
    case when new.status <> 'completed' then private.slot_start(new.date, new.time) end,
    case when new.status in ('confirmed', 'cancelled') then new.id end,
    past_ceiling => by_holder);
  if new.status = 'confirmed' then
    perform private.reminder_told_now(new.id, new.date, new.time);
  end if;
  return null;
end;
$$;
