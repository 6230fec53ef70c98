-- The company's alerts about an appointment (a new booking, a customer's cancellation or move) link
-- to it in the back-office, as the alerts about messages and quote requests already do
-- (20261201030300; issue 33: « Every e-mail that concerns a record links to it »). The queued data
-- carries the appointment's id; the template writes the link (server/mail/templates/textParts.ts,
-- backOfficeLine) and the send step the site's address. Both functions as in their latest
-- migrations (20261127100000, 20261129533320), with that one change.

create or replace function private.notify_appointment_created()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  service_label text := private.label_of('appointment_service', new.service);
  slot_label text := private.slot_label(new.date, new.time);
  recipient text := private.appointment_recipient(new.profile_id, new.email);
  summary jsonb := jsonb_build_object('service', service_label, 'slot', slot_label);
  details jsonb := summary || jsonb_build_object('full_name', new.full_name, 'email', new.email,
    'phone', nullif(new.phone, ''), 'notes', nullif(new.notes, ''));
begin
  -- The company's alert carries the appointment's id: its « Voir dans le back-office » link.
  perform private.queue_mail('appointment_request', private.company_notification_email(),
    details || jsonb_build_object('status', private.label_of('appointment_status', new.status), 'id', new.id),
    reply_to => new.email);
  -- Only labels when the caller has not proven the address is theirs: nothing typed is relayed.
  perform private.queue_mail('appointment_confirmation', recipient,
    case when private.caller_owns_address(recipient) then details || '{"verified": true}'
         else summary || '{"verified": false}' end,
    private.slot_start(new.date, new.time), new.id);
  return null;
end;
$$;

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
    return null;
  end if;

  if new.status not in ('confirmed', 'cancelled', 'completed') then
    return null;
  end if;
  if new.status = 'cancelled' and by_customer then
    perform private.queue_mail('appointment_cancelled_by_customer', private.company_notification_email(),
      about || jsonb_build_object('id', new.id, 'full_name', new.full_name, 'email', new.email),
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
