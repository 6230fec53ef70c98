-- The company's alerts about an appointment (a new booking, a customer's cancellation or move) link
-- to it in the back-office, as the alerts about messages and quote requests already do
-- (20261201030300; issue 33: « Every e-mail that concerns a record links to it »). The queued data
-- carries the appointment's id; the template writes the link (server/mail/templates/textParts.ts,
-- backOfficeLine) and the send step the site's address. The booking's alert here (the function as in
-- 20261127100000, with that one change); the move's and the cancellation's in 20261202030002, which
-- redefines their trigger.

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
