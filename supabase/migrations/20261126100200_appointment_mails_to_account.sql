-- Mails about an appointment booked from an account go to the account's current address
-- (issue 15, item « adresse actuelle du compte »).
-- Why: the confirmation, status, move and reminder mails went to the address typed at booking, so a
-- customer who later changed their account's address (and may have lost the old mailbox) never got
-- them, while the old mailbox got working « Gérer mon rendez-vous » links. A visitor's booking (no
-- account) still uses the typed address. server/mail/appointmentMail.ts mints the manage link only
-- for this same recipient, so a mail queued to the old address before the change leaves without one.
-- The customer's own cancel and move alerts to the company also answer to that address (Reply-To).
-- Also (issue 16 leftovers):
-- - A customer who moves or cancels their appointment always gets the mail about it, even past the
--   5-mails-a-day ceiling of private.enqueue_mail: a move through the manage link is made by whoever
--   received that link at this address, a change from the portal by the account whose confirmed
--   address it is. Only a signed-in customer changing a booking typed with an address that is not
--   theirs stays under the ceiling (the case the ceiling is for). Without this, a customer trying a
--   few slots in a day never heard of the one they kept.
-- - The cancellation mail says the earlier « Gérer mon rendez-vous » links no longer work, and, as
--   the completed one, carries none.
-- The three functions are those of 20261126100000 (created), 20261125300300 (status) and
-- 20261125300400 (reminders), unchanged but for the recipient.

-- The address to write to about an appointment: its account's confirmed address, else the one typed.
create or replace function private.appointment_recipient(profile_id uuid, typed_email text)
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(
    (select account.email from auth.users as account
      where account.id = profile_id and account.email_confirmed_at is not null and coalesce(account.email, '') <> ''),
    typed_email)
$$;
revoke execute on function private.appointment_recipient(uuid, text) from public;

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
  details text := concat_ws(e'\n',
    'Service : ' || service_label,
    'Date : ' || slot_label,
    'Nom : ' || new.full_name,
    'E-mail : ' || new.email,
    'Téléphone : ' || nullif(new.phone, ''),
    'Notes : ' || nullif(new.notes, ''));
  confirmation text;
begin
  perform private.enqueue_mail('appointment_request', private.company_notification_email(),
    'Nouvelle demande de rendez-vous : ' || service_label || ' le ' || slot_label,
    concat_ws(e'\n', 'Une nouvelle demande de rendez-vous est arrivée sur le site.', '', details, '',
      'Statut : ' || private.label_of('appointment_status', new.status)),
    reply_to => new.email);
  if private.caller_owns_address(recipient) then
    confirmation := concat_ws(e'\n', 'Bonjour ' || new.full_name || ',', '',
      'Nous avons bien reçu votre demande de rendez-vous. Nous vous confirmerons ce créneau rapidement.', '',
      details, '', private.manage_link_line(), private.mail_signature());
  else
    confirmation := concat_ws(e'\n', 'Bonjour,', '',
      'Nous avons bien reçu une demande de rendez-vous faite avec cette adresse e-mail sur notre site.',
      'Nous vous confirmerons ce créneau rapidement.', '',
      'Service : ' || service_label,
      'Date : ' || slot_label, '',
      private.manage_link_line(), '',
      'Si vous n''êtes pas à l''origine de cette demande, ignorez ce message ou annulez-la avec ce lien.',
      private.mail_signature());
  end if;
  perform private.enqueue_mail('appointment_confirmation', recipient,
    'Votre demande de rendez-vous du ' || slot_label || ' a bien été reçue',
    confirmation, private.slot_start(new.date, new.time), new.id);
  return null;
end;
$$;

-- One function for status and slot changes: a move (with or without a status change) gives one
-- « moved » mail; otherwise the status mail as before, with the manage link while it is useful.
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
  old_slot_label text := private.slot_label(old.date, old.time);
  recipient text := private.appointment_recipient(new.profile_id, new.email);
  service_line text := 'Service : ' || private.label_of('appointment_service', new.service);
  greeting text := case when private.caller_owns_address(recipient) then 'Bonjour ' || new.full_name || ',' else 'Bonjour,' end;
  -- Who changes an appointment they do not own by account holds its manage link (the only way in).
  by_holder boolean := by_customer and (auth.uid() is null or new.profile_id is null or auth.uid() <> new.profile_id
                                         or private.caller_owns_address(recipient));
  news text;
begin
  if moved or new.status = 'cancelled' then
    update public.notifications
       set status = 'expired', last_error = 'Non envoyé : le rendez-vous a été annulé ou déplacé'
     where appointment_id = new.id and kind = 'appointment_reminder' and status = 'pending';
  end if;

  if moved then
    if by_customer then
      perform private.enqueue_mail('appointment_moved_by_customer', private.company_notification_email(),
        'Rendez-vous déplacé par le client : ' || new.full_name || ', maintenant le ' || slot_label,
        concat_ws(e'\n', new.full_name || ' (' || new.email || ') a déplacé son rendez-vous du ' || old_slot_label
          || ' au ' || slot_label || '.', service_line,
          'Statut : ' || private.label_of('appointment_status', new.status)
          || case when new.status = 'pending' then ' (à confirmer de nouveau)' else '' end),
        reply_to => recipient);
      news := 'Votre rendez-vous du ' || old_slot_label || ' est déplacé au ' || slot_label || '.'
        || case when new.status = 'pending' then ' Nous vous confirmerons ce nouveau créneau rapidement.' else '' end;
    else
      news := 'Nous avons dû déplacer votre rendez-vous du ' || old_slot_label || ' au ' || slot_label
        || '. Si ce créneau ne vous convient pas, vous pouvez l''annuler ou en choisir un autre avec le lien ci-dessous.';
    end if;
    perform private.enqueue_mail('appointment_moved', recipient,
      'Rendez-vous déplacé au ' || slot_label,
      concat_ws(e'\n', greeting, '', news, '', service_line, '', private.manage_link_line(), private.mail_signature()),
      private.slot_start(new.date, new.time), new.id, past_ceiling => by_holder);
    return null;
  end if;

  news := case new.status
    when 'confirmed' then 'Votre rendez-vous du ' || slot_label || ' est confirmé. Nous vous attendons.'
    when 'cancelled' then 'Votre rendez-vous du ' || slot_label || ' est annulé. N''hésitez pas à réserver un autre créneau sur notre site.'
      || e'\n' || 'Les liens « Gérer mon rendez-vous » des e-mails précédents ne fonctionnent plus.'
    when 'completed' then 'Votre rendez-vous du ' || slot_label || ' est terminé. Merci de votre confiance.'
  end;
  if news is null then
    return null;
  end if;
  if new.status = 'cancelled' and by_customer then
    perform private.enqueue_mail('appointment_cancelled_by_customer', private.company_notification_email(),
      'Rendez-vous annulé par le client : ' || new.full_name || ' le ' || slot_label,
      concat_ws(e'\n', new.full_name || ' (' || new.email || ') a annulé son rendez-vous du ' || slot_label || '.',
        service_line),
      reply_to => recipient);
  end if;
  perform private.enqueue_mail('appointment_' || new.status, recipient,
    'Rendez-vous du ' || slot_label || ' : ' || lower(private.label_of('appointment_status', new.status)),
    concat_ws(e'\n', greeting, '', news, '', service_line,
      case when new.status = 'confirmed' then e'\n' || private.manage_link_line() end,
      private.mail_signature()),
    case when new.status <> 'completed' then private.slot_start(new.date, new.time) end,
    case when new.status in ('confirmed', 'cancelled') then new.id end,
    past_ceiling => by_holder);
  return null;
end;
$$;

-- Queues the reminders now due; returns how many. Only the server (or pg_cron) calls it.
create or replace function private.queue_appointment_reminders(batch integer default 100)
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  due record;
  queued integer := 0;
begin
  for due in
    select appointment.id, private.appointment_recipient(appointment.profile_id, appointment.email) as email, appointment.service,
           appointment.date, appointment.time, private.slot_start(appointment.date, appointment.time) as starts_at
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
      perform private.enqueue_mail('appointment_reminder', due.email,
        'Rappel : votre rendez-vous du ' || private.slot_label(due.date, due.time),
        -- No name: the address may never have been verified (a visitor's booking).
        concat_ws(e'\n', 'Bonjour,', '',
          'Nous vous rappelons votre rendez-vous du ' || private.slot_label(due.date, due.time) || '.',
          'Service : ' || private.label_of('appointment_service', due.service), '',
          'Un empêchement ? Annulez ou déplacez-le pour libérer le créneau :',
          private.manage_link_line(), private.mail_signature()),
        due.starts_at, due.id);
      queued := queued + 1;
    end if;
  end loop;
  return queued;
end;
$$;
revoke execute on function private.queue_appointment_reminders(integer) from public;
