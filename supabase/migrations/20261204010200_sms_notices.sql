-- Notices by SMS or WhatsApp for appointments and orders (issue 34, decision 052).
-- A customer who gives a phone number when booking or ordering may tick « Me prévenir par SMS / WhatsApp »:
-- notice_channel ('sms' or 'whatsapp'; null = no text message, the default) is stored with the appointment or
-- the order, and the triggers below queue short texts through private.queue_sms (20261204010100), beside
-- the mails the existing triggers queue:
-- - appointments: the booking received, confirmed, moved, cancelled, and the reminder;
-- - orders: confirmed (« en préparation »: the product has no separate « prête » status), delivered, and
--   cancelled by the company.
-- Never to a number that did not opt in: only the customer sets notice_channel (at booking, in place_order);
-- staff may clear it, not set it, and a changed phone number clears it. The texts' links are minted when they
-- leave (server/sms), only while the record still has that number and choice.

-- The number as E.164, Burkina Faso's +226 for eight digits typed alone; null when it cannot be one.
create or replace function private.phone_e164(typed text) returns text
language plpgsql immutable set search_path = '' as $$
declare
  digits text := regexp_replace(coalesce(typed, ''), '[ ().-]', '', 'g');
begin
  if digits ~ '^00[1-9]' then
    digits := '+' || substr(digits, 3);
  end if;
  if digits ~ '^[0-9]{8}$' then
    digits := '+226' || digits;
  end if;
  if digits ~ '^\+[1-9][0-9]{7,14}$' then
    return digits;
  end if;
  return null;
end;
$$;
revoke all on function private.phone_e164(text) from public;
-- Checked by the tables' constraints and triggers, which run as the caller who books or orders.
grant execute on function private.phone_e164(text) to anon, authenticated, service_role;

alter table public.appointments add column if not exists notice_channel text
  constraint appointments_notice_channel_check check (notice_channel in ('sms', 'whatsapp'));
alter table public.appointments add constraint appointments_notice_needs_phone
  check (notice_channel is null or private.phone_e164(phone) is not null);
comment on column public.appointments.notice_channel is
  'Notices by text message to phone, as the customer chose when booking: sms, whatsapp, or null (none)';

alter table public.orders add column if not exists notice_channel text
  constraint orders_notice_channel_check check (notice_channel in ('sms', 'whatsapp'));
alter table public.orders add constraint orders_notice_needs_phone
  check (notice_channel is null or private.phone_e164(delivery_phone) is not null);
comment on column public.orders.notice_channel is
  'Notices by text message to delivery_phone, as the customer chose when ordering: sms, whatsapp, or null (none)';

-- The booking form shows the refusal on the phone field (hint field:phone), not as a constraint's name.
create or replace function private.check_notice_phone() returns trigger
language plpgsql set search_path = '' as $$
begin
  if new.notice_channel is not null and private.phone_e164(new.phone) is null then
    raise exception 'Pour être prévenu par SMS ou WhatsApp, indiquez un numéro valide (par ex. +226 70 12 34 56).'
      using errcode = 'P0001', hint = 'field:phone';
  end if;
  return new;
end;
$$;
revoke all on function private.check_notice_phone() from public;
create trigger appointments_c_notice_phone before insert or update of notice_channel, phone on public.appointments
  for each row execute function private.check_notice_phone();

-- Only the customer opts in, when booking or ordering; anyone may opt out; a new number was not opted in.
create or replace function private.keep_notice_opt_in() returns trigger
language plpgsql set search_path = '' as $$
declare
  old_phone text := coalesce(to_jsonb(old) ->> 'phone', to_jsonb(old) ->> 'delivery_phone');
  new_phone text := coalesce(to_jsonb(new) ->> 'phone', to_jsonb(new) ->> 'delivery_phone');
begin
  if new.notice_channel is not null and new.notice_channel is distinct from old.notice_channel and private.is_api_user() then
    raise exception 'Seul le client choisit d''être prévenu par SMS ou WhatsApp, quand il réserve ou commande.'
      using errcode = '42501';
  end if;
  if private.phone_e164(new_phone) is distinct from private.phone_e164(old_phone) then
    new.notice_channel := null;
  end if;
  return new;
end;
$$;
revoke all on function private.keep_notice_opt_in() from public;
create trigger appointments_keep_notice_opt_in before update of notice_channel, phone on public.appointments
  for each row execute function private.keep_notice_opt_in();
create trigger orders_keep_notice_opt_in before update of notice_channel, delivery_phone on public.orders
  for each row execute function private.keep_notice_opt_in();

-- The appointment's texts, as its mails (private.notify_appointment_created, private.notify_appointment_status).
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
  notice := case when tg_op = 'INSERT' then 'appointment_confirmation'
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
create trigger appointments_text_notice_created after insert on public.appointments
  for each row execute function private.text_appointment_notice();
create trigger appointments_text_notice_changed after update of status, date, time on public.appointments
  for each row when (old.status is distinct from new.status or old.date is distinct from new.date or old.time is distinct from new.time)
  execute function private.text_appointment_notice();

-- The order's texts, as its mails (private.notify_order_status); the customer's own cancellation needs none.
create or replace function private.text_order_notice() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  phone text := private.phone_e164(new.delivery_phone);
begin
  if new.notice_channel is null or phone is null or new.status not in ('confirmed', 'delivered', 'cancelled')
     or new.cancelled_by_customer_at is not null then
    return null;
  end if;
  perform private.queue_sms('order_' || new.status, phone,
    jsonb_build_object('number', new.number, 'guest', new.profile_id is null),
    new.notice_channel, about_order => new.id);
  return null;
end;
$$;
revoke all on function private.text_order_notice() from public;
create trigger orders_text_notice after update of status on public.orders
  for each row when (old.status is distinct from new.status)
  execute function private.text_order_notice();

-- The reminder: as 20261202030002, plus the text to an appointment whose customer opted in.
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
           appointment.full_name, appointment.date, appointment.time,
           private.slot_start(appointment.date, appointment.time) as starts_at,
           appointment.notice_channel, private.phone_e164(appointment.phone) as phone
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
          'name', nullif(btrim(due.full_name), '')),
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

-- place_order: as 20261201020200, plus delivery.notice_channel ('sms' or 'whatsapp', the customer's opt-in),
-- refused on its field when the phone cannot receive a text message. Its grants stay (create or replace).
create or replace function public.place_order(items jsonb, delivery jsonb)
returns json
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  caller uuid := (select auth.uid());
  line jsonb;
  wanted record;
  product public.products;
  priced_lines jsonb := '[]'::jsonb;
  subtotal_amount bigint := 0;
  rate numeric;
  tax_amount bigint;
  delivery_name text;
  delivery_phone text;
  delivery_address text;
  delivery_notes text;
  guest text;
  payment text;
  notice text;
  placed public.orders;
begin
  if caller is not null and not exists (select 1 from public.profiles where id = caller) then
    raise exception 'Votre compte est introuvable : reconnectez-vous pour passer commande.' using errcode = '42501';
  end if;

  if delivery is null or jsonb_typeof(delivery) is distinct from 'object' then
    raise exception 'Les informations de livraison sont requises.' using errcode = 'P0001';
  end if;
  delivery_name := private.delivery_field(delivery, 'name', 'Le nom du destinataire',
    'Le nom du destinataire est requis.', 200);
  -- A guest is reached at this address (the order e-mail and its link); an account at its own.
  if caller is null then
    guest := lower(private.delivery_field(delivery, 'email', 'L''adresse e-mail',
      'L''adresse e-mail est requise pour commander sans compte.', 254));
  end if;
  delivery_phone := private.delivery_field(delivery, 'phone', 'Le numéro de téléphone',
    'Le numéro de téléphone est requis.', 30);
  delivery_address := private.delivery_field(delivery, 'address', 'L''adresse de livraison',
    'L''adresse de livraison est requise.', 500);
  delivery_notes := private.delivery_field(delivery, 'notes', 'La note de livraison', null, 2000);
  payment := coalesce(private.delivery_field(delivery, 'payment_method', 'Le mode de paiement', null, 30), 'on_delivery');
  if payment not in ('on_delivery', 'mobile_money') then
    raise exception 'Choisissez un mode de paiement proposé.' using errcode = 'P0001', hint = 'field:payment_method';
  end if;
  if payment = 'mobile_money' and private.mobile_money_numbers() is null then
    raise exception 'Le paiement par mobile money n''est pas proposé pour le moment : choisissez le paiement à la livraison.'
      using errcode = 'P0001', hint = 'field:payment_method';
  end if;
  notice := private.delivery_field(delivery, 'notice_channel', 'Le choix SMS ou WhatsApp', null, 20);
  if notice is not null and notice not in ('sms', 'whatsapp') then
    raise exception 'Choisissez SMS ou WhatsApp pour être prévenu.' using errcode = 'P0001', hint = 'field:notice_channel';
  end if;
  if notice is not null and private.phone_e164(delivery_phone) is null then
    raise exception 'Ce numéro ne peut pas recevoir de SMS : écrivez-le avec son indicatif (+226 70 12 34 56).'
      using errcode = 'P0001', hint = 'field:phone';
  end if;

  if items is null or jsonb_typeof(items) is distinct from 'array' or jsonb_array_length(items) = 0 then
    raise exception 'Votre panier est vide.' using errcode = 'P0001';
  end if;
  if jsonb_array_length(items) > 100 then
    raise exception 'Votre panier contient trop de lignes (100 au plus).' using errcode = 'P0001';
  end if;
  for line in select value from jsonb_array_elements(items) loop
    if jsonb_typeof(line) is distinct from 'object'
       or jsonb_typeof(line -> 'product_id') is distinct from 'string'
       or (line ->> 'product_id') !~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' then
      raise exception 'Un article de votre panier est invalide.' using errcode = 'P0001';
    end if;
    if jsonb_typeof(line -> 'quantity') is distinct from 'number'
       or (line ->> 'quantity')::numeric <> trunc((line ->> 'quantity')::numeric) then
      raise exception 'La quantité doit être un nombre entier.' using errcode = 'P0001';
    end if;
    if (line ->> 'quantity')::numeric < 1 then
      raise exception 'La quantité doit être d''au moins 1.' using errcode = 'P0001';
    end if;
    if (line ->> 'quantity')::numeric > 1000 then
      raise exception 'La quantité ne peut pas dépasser 1000 par article.' using errcode = 'P0001';
    end if;
  end loop;

  -- One line per product (a cart sending the same product twice is merged), in cart order,
  -- priced from the products table.
  for wanted in
    select (entry ->> 'product_id')::uuid as product_id,
           sum((entry ->> 'quantity')::numeric)::bigint as quantity,
           min(position) as position
    from jsonb_array_elements(items) with ordinality as cart(entry, position)
    group by 1
    order by 3
  loop
    if wanted.quantity > 1000 then
      raise exception 'La quantité ne peut pas dépasser 1000 par article.' using errcode = 'P0001';
    end if;
    select * into product from public.products where id = wanted.product_id;
    if not found or not product.published then
      raise exception 'Un produit de votre panier n''est plus disponible. Retirez-le puis réessayez.' using errcode = 'P0001';
    end if;
    if not product.in_stock then
      raise exception 'Le produit « % » est en rupture de stock.', product.name using errcode = 'P0001';
    end if;
    priced_lines := priced_lines || jsonb_build_object(
      'product_id', product.id, 'product_name', product.name,
      'unit_price', product.price, 'quantity', wanted.quantity);
    subtotal_amount := subtotal_amount + product.price::bigint * wanted.quantity;
  end loop;

  rate := coalesce((select settings.tax_rate from public.site_settings as settings where settings.id = 1), 18);
  tax_amount := round(subtotal_amount * rate / 100);
  if subtotal_amount + tax_amount > 2000000000 then
    raise exception 'Le montant de la commande dépasse la limite autorisée ; contactez-nous pour une commande de cette taille.'
      using errcode = 'P0001';
  end if;

  insert into public.orders (profile_id, guest_email, delivery_name, delivery_phone, delivery_address, notes,
                             payment_method, notice_channel, subtotal, tax_rate, tax, shipping, total)
  values (caller, guest, delivery_name, delivery_phone, delivery_address, delivery_notes,
          payment, notice, subtotal_amount, rate, tax_amount, 0, subtotal_amount + tax_amount)
  returning * into placed;

  insert into public.order_items (order_id, product_id, product_name, unit_price, quantity, line_total)
  select placed.id, (chosen ->> 'product_id')::uuid, chosen ->> 'product_name',
         (chosen ->> 'unit_price')::integer, (chosen ->> 'quantity')::integer,
         (chosen ->> 'unit_price')::bigint * (chosen ->> 'quantity')::bigint
  from jsonb_array_elements(priced_lines) with ordinality as line_in_cart(chosen, position)
  order by position;

  perform private.notify_order_placed(placed);

  -- A guest gets back only what the confirmation shows: no id to read the order with, nothing else.
  if caller is null then
    return json_build_object('number', placed.number, 'total', placed.total, 'guest', true,
      'payment_method', placed.payment_method, 'email', placed.guest_email);
  end if;
  return (
    select to_jsonb(placed) || jsonb_build_object('items', coalesce(jsonb_agg(to_jsonb(item) - 'order_id'), '[]'::jsonb))
    from public.order_items as item
    where item.order_id = placed.id
  )::json;
end;
$$;
