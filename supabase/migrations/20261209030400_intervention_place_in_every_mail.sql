-- Where an intervention happens (decision 075) is in every mail about it, not only its confirmation: the reminder,
-- a move, a cancellation (issue 52). The data of those mails gains place and place_address (null for an ordinary
-- appointment, whose mails stay as they were).

create or replace function private.queue_appointment_reminders(batch integer default 100) returns integer
language plpgsql security definer
set search_path = ''
as $$
declare
  due record;
  queued integer := 0;
begin
  for due in
    select appointment.id, private.appointment_recipient(appointment.profile_id, appointment.email) as email, appointment.service,
           appointment.full_name, appointment.date, appointment.time,
           private.slot_start(appointment.date, appointment.time) as starts_at,
           appointment.notice_channel, private.phone_e164(appointment.phone) as phone,
           appointment.place, appointment.place_address
      from public.appointments as appointment
     where appointment.status = 'confirmed'
       -- The day bounds let appointments_date_idx narrow the scan (this runs every few seconds).
       and appointment.date between private.company_now()::date
                                and (private.company_now() + private.appointment_reminder_lead())::date
       and private.slot_start(appointment.date, appointment.time) > now()
       and private.slot_start(appointment.date, appointment.time) <= now() + private.appointment_reminder_lead()
       and not exists (select 1 from private.appointment_reminders as reminder
                        where reminder.appointment_id = appointment.id
                          and reminder.slot_start = private.slot_start(appointment.date, appointment.time))
     order by appointment.date, appointment.time
     limit batch
     for update of appointment skip locked
  loop
    insert into private.appointment_reminders (appointment_id, slot_start)
    values (due.id, due.starts_at)
    on conflict do nothing;
    if found then
      -- Greeted by name: only a confirmed appointment is reminded, and its confirmation already was.
      perform private.queue_mail('appointment_reminder', due.email,
        jsonb_build_object('slot', private.slot_label(due.date, due.time),
          'service', private.label_of('appointment_service', due.service),
          'name', nullif(btrim(due.full_name), ''), 'place', due.place, 'place_address', due.place_address),
        due.starts_at, due.id);
      if due.notice_channel is not null and due.phone is not null then
        perform private.queue_sms('appointment_reminder', due.phone,
          jsonb_build_object('slot', private.slot_label(due.date, due.time),
            'service', private.label_of('appointment_service', due.service)),
          due.notice_channel, due.starts_at, due.id);
      end if;
      queued := queued + 1;
    end if;
  end loop;
  return queued;
end;
$$;


create or replace function private.notify_appointment_status() returns trigger
language plpgsql security definer
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
    'name', case when private.caller_owns_address(recipient) then new.full_name end,
    'place', new.place, 'place_address', new.place_address);
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

