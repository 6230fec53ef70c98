-- Issue 52, left by decision 073: staff book an intervention from a support request (decision 075).
-- The request page had « Intervention » (support_requests.appointment_id) but nothing set it. Here:
-- - public.appointments says where it happens: `place` (« shop »: at the company's workshop, « on_site »: at the
--   customer's) and, on site, the address. Null for a visitor's booking, which says nothing of it.
-- - public.book_support_intervention: one call books the slot for the request's customer with the appointment
--   rules as they are (opening hours, holidays, horizon, one booking per slot: the slot trigger and unique index)
--   and ties it to the request, in one transaction.
-- - An appointment inserted already confirmed (only staff may: the insert policy) is an intervention staff
--   booked: its customer gets the confirmation (mail, and the text if they chose SMS or WhatsApp), not the
--   « demande reçue » a visitor's booking gets, and the office no alert of its own booking.

alter table public.appointments
  add column place text check (place in ('shop', 'on_site')),
  add column place_address text check (place_address is null or char_length(btrim(place_address)) between 1 and 500),
  add constraint appointments_place_address_on_site
    check (case when place = 'on_site' then place_address is not null else place_address is null end);
comment on column public.appointments.place is
  'Where it happens: shop (our workshop) or on_site (at the customer''s, place_address). Null: not said (a visitor''s booking).';
comment on column public.appointments.place_address is 'The address of an on-site intervention.';

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
  -- Booked confirmed: only staff may (insert policy), for a customer (public.book_support_intervention). The
  -- customer is told as when staff confirm a request, with the place; a confirmation the day before is the reminder.
  if new.status = 'confirmed' then
    perform private.queue_mail('appointment_confirmed', recipient,
      summary || jsonb_build_object('status', private.label_of('appointment_status', new.status),
        'name', case when private.caller_owns_address(recipient) then new.full_name end,
        'place', new.place, 'place_address', new.place_address),
      private.slot_start(new.date, new.time), new.id);
    perform private.reminder_told_now(new.id, new.date, new.time);
    return null;
  end if;
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

-- The appointment's texts, as its mails: an appointment booked confirmed is told « confirmé ».
create or replace function private.text_appointment_notice() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  phone text := private.phone_e164(new.phone);
  moved boolean := tg_op = 'UPDATE' and (new.date is distinct from old.date or new.time is distinct from old.time);
  about jsonb := jsonb_build_object('slot', private.slot_label(new.date, new.time),
    'service', private.label_of('appointment_service', new.service));
  notice text;
begin
  if moved or (tg_op = 'UPDATE' and new.status = 'cancelled') then
    update public.notifications as queued
       set status = 'expired', last_error = 'Non envoyé : le rendez-vous a été annulé ou déplacé'
     where queued.appointment_id = new.id and queued.kind = 'sms_appointment_reminder' and queued.status = 'pending';
  end if;
  if new.notice_channel is null or phone is null then
    return null;
  end if;
  notice := case when tg_op = 'INSERT' and new.status = 'confirmed' then 'appointment_confirmed'
                 when tg_op = 'INSERT' then 'appointment_confirmation'
                 when moved then 'appointment_moved'
                 when new.status = 'confirmed' then 'appointment_confirmed'
                 when new.status = 'cancelled' then 'appointment_cancelled' end;
  if notice is null then
    return null;
  end if;
  perform private.queue_sms(notice, phone,
    about || case when moved then jsonb_build_object('old_slot', private.slot_label(old.date, old.time)) else '{}'::jsonb end,
    new.notice_channel, private.slot_start(new.date, new.time), new.id);
  -- Confirmed the day before, the confirmation is the reminder: notify_appointment_status records it for both.
  return null;
end;
$$;
revoke all on function private.text_appointment_notice() from public;

-- Staff book an intervention for a request: the slot is the customer's appointment (their account, their address
-- and phone, told as they chose on the request), tied to the request in the same transaction. Security invoker:
-- staff may insert any appointment and update the request's link; the triggers keep every appointment rule.
create or replace function public.book_support_intervention(
  request uuid, day date, start time, place text, address text default null, notes text default null)
returns public.appointments
language plpgsql
set search_path = ''
as $$
declare
  handled public.support_requests;
  customer public.profiles;
  booked_before public.appointments;
  contact_phone text;
  booked public.appointments;
begin
  if private.is_api_user() and not private.is_admin() then
    raise exception 'Réservé à l''équipe de l''entreprise.' using errcode = '42501';
  end if;
  select * into handled from public.support_requests as found
   where found.id = book_support_intervention.request for update;
  if handled.id is null then
    raise exception 'Demande d''assistance introuvable.' using errcode = 'P0002';
  end if;
  if handled.status = 'closed' then
    raise exception 'Cette demande est close : le client doit en ouvrir une nouvelle.' using errcode = 'P0001';
  end if;
  select * into booked_before from public.appointments as booking where booking.id = handled.appointment_id;
  if booked_before.status in ('pending', 'confirmed') then
    raise exception 'Cette demande a déjà une intervention prévue le % : déplacez-la ou annulez-la depuis sa page.',
      private.slot_label(booked_before.date, booked_before.time) using errcode = 'P0001';
  end if;
  if book_support_intervention.place is null or book_support_intervention.place not in ('shop', 'on_site') then
    raise exception 'Choisissez le lieu de l''intervention : à l''atelier ou sur site.'
      using errcode = 'P0001', hint = 'field:place';
  end if;
  if book_support_intervention.place = 'on_site' and nullif(btrim(address), '') is null then
    raise exception 'Indiquez l''adresse où notre technicien doit se rendre.' using errcode = 'P0001', hint = 'field:address';
  end if;
  select * into customer from public.profiles as profile where profile.id = handled.profile_id;
  if customer.id is null then
    raise exception 'Le compte de ce client n''existe plus : aucun rendez-vous ne peut lui être donné.' using errcode = 'P0001';
  end if;
  if nullif(customer.email, '') is null then
    raise exception 'Ce client n''a pas d''adresse e-mail : ajoutez-la à son profil pour lui donner un rendez-vous.'
      using errcode = 'P0001';
  end if;
  contact_phone := coalesce(customer.account_phone,
                            case when customer.phone ~ '^\+?[0-9 ().-]{6,30}$' then customer.phone end);

  insert into public.appointments (service, full_name, email, phone, date, time, notes, status, profile_id,
                                   notice_channel, place, place_address)
  values ('it-support', left(coalesce(nullif(btrim(customer.full_name), ''), customer.email), 200), customer.email,
          contact_phone, day, start,
          left('Demande ' || handled.number || ' : ' || handled.subject
               || coalesce(E'\n' || nullif(btrim(notes), ''), ''), 2000),
          'confirmed', customer.id,
          case when private.phone_e164(contact_phone) is not null then
            case handled.preferred_channel when 'whatsapp' then 'whatsapp' when 'phone' then 'sms' end end,
          book_support_intervention.place,
          case when book_support_intervention.place = 'on_site' then btrim(address) end)
  returning * into booked;

  -- An intervention planned is a request in hand.
  update public.support_requests as target
     set appointment_id = booked.id,
         status = case when target.status = 'new' then 'in_progress' else target.status end
   where target.id = handled.id;
  return booked;
end;
$$;
revoke execute on function public.book_support_intervention(uuid, date, time, text, text, text) from public, anon;
grant execute on function public.book_support_intervention(uuid, date, time, text, text, text) to authenticated, service_role;
comment on function public.book_support_intervention(uuid, date, time, text, text, text) is
  'Staff: books an intervention (at the shop or on site) for a support request''s customer and ties it to the request.';
