-- Appointment mails that let the customer act (issue 16).
-- - An outbox row may name the appointment it is about (notifications.appointment_id): the mail
--   worker then fills its {{manage_link}} slot with a fresh token (only for that appointment, only
--   to its address, only while it can still change) and attaches the calendar invite, built from
--   the appointment as it is when the mail leaves. A slot typed by someone into another mail stays
--   plain text: only rows queued here name an appointment.
-- - The confirmation and every status or slot change mail the customer; a change made by the
--   customer (cancel, move) also tells the company. A move has its own mail, with the new slot.
-- - A reminder waiting to be sent is withdrawn when the appointment is cancelled or moved.

alter table public.notifications
  add column appointment_id uuid references public.appointments (id) on delete set null;
create index notifications_appointment_idx on public.notifications (appointment_id) where appointment_id is not null;
comment on column public.notifications.appointment_id is
  'The appointment this mail is about: the worker fills its manage link and attaches the invite';

-- Recreated with the appointment (plpgsql callers resolve the shorter calls to this one at run time).
drop function private.enqueue_mail(text, text, text, text, timestamptz);
create function private.enqueue_mail(kind text, recipient text, subject text, body_text text,
  expires_at timestamptz default null, about_appointment uuid default null)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  by_visitor boolean := private.is_api_user() and not private.is_admin();
  address text := lower(recipient);
begin
  if recipient is null or recipient !~ '^[^@\s]+@[^@\s]+\.[^@\s]+$' then
    return;
  end if;
  if by_visitor and address is distinct from lower(private.company_notification_email()) then
    -- Concurrent submissions for one address are counted one after the other.
    perform pg_advisory_xact_lock(hashtextextended('notifications:' || address, 0));
    if (select count(*) from public.notifications as queued
         where queued.caused_by_visitor and lower(queued.recipient) = address
           and queued.created_at > now() - interval '24 hours') >= private.visitor_mails_per_day() then
      -- The request itself is stored; only the mail to a flooded address is dropped.
      return;
    end if;
  end if;
  insert into public.notifications (kind, recipient, subject, body_text, expires_at, caused_by_visitor, appointment_id)
  values (kind, recipient, left(subject, 500), left(body_text, 50000), expires_at, by_visitor, about_appointment);
end;
$$;
revoke execute on function private.enqueue_mail(text, text, text, text, timestamptz, uuid) from public;

-- The line of a mail that carries the manage link (the worker drops it when no link can be minted).
create or replace function private.manage_link_line()
returns text
language sql
immutable
set search_path = ''
as $$
  select 'Gérer mon rendez-vous (annuler ou déplacer) : {{manage_link}}'
$$;

create or replace function private.slot_label(day date, start time)
returns text
language sql
stable
set search_path = ''
as $$
  select private.format_date(day) || ' à ' || private.format_time(start)
$$;

create or replace function private.notify_appointment_created()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  service_label text := private.label_of('appointment_service', new.service);
  slot_label text := private.slot_label(new.date, new.time);
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
      'Statut : ' || private.label_of('appointment_status', new.status)));
  if private.caller_owns_address(new.email) then
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
  perform private.enqueue_mail('appointment_confirmation', new.email,
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
  service_line text := 'Service : ' || private.label_of('appointment_service', new.service);
  greeting text := case when private.caller_owns_address(new.email) then 'Bonjour ' || new.full_name || ',' else 'Bonjour,' end;
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
          || case when new.status = 'pending' then ' (à confirmer de nouveau)' else '' end));
      news := 'Votre rendez-vous du ' || old_slot_label || ' est déplacé au ' || slot_label || '.'
        || case when new.status = 'pending' then ' Nous vous confirmerons ce nouveau créneau rapidement.' else '' end;
    else
      news := 'Nous avons dû déplacer votre rendez-vous du ' || old_slot_label || ' au ' || slot_label
        || '. Si ce créneau ne vous convient pas, vous pouvez l''annuler ou en choisir un autre avec le lien ci-dessous.';
    end if;
    perform private.enqueue_mail('appointment_moved', new.email,
      'Rendez-vous déplacé au ' || slot_label,
      concat_ws(e'\n', greeting, '', news, '', service_line, '', private.manage_link_line(), private.mail_signature()),
      private.slot_start(new.date, new.time), new.id);
    return null;
  end if;

  news := case new.status
    when 'confirmed' then 'Votre rendez-vous du ' || slot_label || ' est confirmé. Nous vous attendons.'
    when 'cancelled' then 'Votre rendez-vous du ' || slot_label || ' est annulé. N''hésitez pas à réserver un autre créneau sur notre site.'
    when 'completed' then 'Votre rendez-vous du ' || slot_label || ' est terminé. Merci de votre confiance.'
  end;
  if news is null then
    return null;
  end if;
  if new.status = 'cancelled' and by_customer then
    perform private.enqueue_mail('appointment_cancelled_by_customer', private.company_notification_email(),
      'Rendez-vous annulé par le client : ' || new.full_name || ' le ' || slot_label,
      concat_ws(e'\n', new.full_name || ' (' || new.email || ') a annulé son rendez-vous du ' || slot_label || '.',
        service_line));
  end if;
  perform private.enqueue_mail('appointment_' || new.status, new.email,
    'Rendez-vous du ' || slot_label || ' : ' || lower(private.label_of('appointment_status', new.status)),
    concat_ws(e'\n', greeting, '', news, '', service_line,
      case when new.status = 'confirmed' then e'\n' || private.manage_link_line() end,
      private.mail_signature()),
    case when new.status <> 'completed' then private.slot_start(new.date, new.time) end,
    case when new.status in ('confirmed', 'cancelled') then new.id end);
  return null;
end;
$$;

drop trigger appointments_notify_status on public.appointments;
create trigger appointments_notify_status
  after update of status, date, time on public.appointments
  for each row when (old.status is distinct from new.status or old.date is distinct from new.date
                     or old.time is distinct from new.time)
  execute function private.notify_appointment_status();
