-- One template per kind of mail (issue 16, « E-mails that look like the company », last part).
-- Why: the wording of every mail was composed here, in trigger functions re-created by later
-- migrations for one change each, and again in server/auth/authMailTexts.ts. Now the database only
-- says which kind of mail goes to whom, with the kind's data (jsonb); the mail worker renders the
-- subject, the plain text and the HTML from the kind's template (server/mail/templates/) when the
-- mail leaves, with the company's details read from site_settings at that moment.
-- - private.queue_mail(kind, recipient, data, …) replaces private.enqueue_mail with the same
--   guarantees: one address only, the visitors' daily ceiling per recipient (past_ceiling for a
--   customer's own move or cancellation), reply_to checked, expires_at, the appointment, order and
--   quote the mail is about. Rows hold no secret: tokens, codes and links are minted at send time.
-- - The data holds what the template shows, already formatted in French (labels, dates, amounts),
--   and nothing a visitor typed when the mail goes to an address the caller has not proven to own.
-- - Rows queued before this migration (subject and body_text, no data) are still sent as they are;
--   private.enqueue_mail is kept for them and for hosted callers until they are gone.
-- Re-created here, from their latest definitions, with only the queueing changed:
--   notify_appointment_created, notify_appointment_status, queue_appointment_reminders
--   (20261126100200), notify_quote_created, notify_contact_message (20261126100000),
--   notify_order_placed, notify_order_status, notify_quote_answered (20261126400100),
--   notify_account_security_change (20261126100100), public.reset_admin_mfa (20261125100100).

alter table public.notifications
  add column data jsonb check (data is null or (jsonb_typeof(data) = 'object' and octet_length(data::text) <= 50000)),
  alter column subject drop not null,
  alter column body_text drop not null,
  add constraint notifications_data_or_text check (data is not null or (subject is not null and body_text is not null));
comment on column public.notifications.data is
  'What the template of the kind shows (server/mail/templates); null for rows queued with their text';

create or replace function private.queue_mail(kind text, recipient text, data jsonb,
  expires_at timestamptz default null, about_appointment uuid default null, reply_to text default null,
  past_ceiling boolean default false, about_order uuid default null, about_quote uuid default null)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  by_visitor boolean := private.is_api_user() and not private.is_admin();
  address text := lower(recipient);
  -- An address the column refuses (a comma would make a list of it) is dropped, not the mail.
  answer_to text := case when reply_to ~ '^[^@\s,;<>"]+@[^@\s,;<>"]+\.[^@\s,;<>"]+$' and char_length(reply_to) <= 254
                         then reply_to end;
begin
  if recipient is null or recipient !~ '^[^@\s]+@[^@\s]+\.[^@\s]+$' then
    return;
  end if;
  if by_visitor and not past_ceiling and address is distinct from lower(private.company_notification_email()) then
    -- Concurrent submissions for one address are counted one after the other.
    perform pg_advisory_xact_lock(hashtextextended('notifications:' || address, 0));
    if (select count(*) from public.notifications as queued
         where queued.caused_by_visitor and lower(queued.recipient) = address
           and queued.created_at > now() - interval '24 hours') >= private.visitor_mails_per_day() then
      -- The request itself is stored; only the mail to a flooded address is dropped.
      return;
    end if;
  end if;
  insert into public.notifications (kind, recipient, data, expires_at, caused_by_visitor, appointment_id, reply_to,
                                    order_id, quote_id)
  values (kind, recipient, coalesce(data, '{}'::jsonb), expires_at, by_visitor, about_appointment, answer_to,
          about_order, about_quote);
end;
$$;
revoke execute on function private.queue_mail(text, text, jsonb, timestamptz, uuid, text, boolean, uuid, uuid) from public;

-- ---------------------------------------------------------------------------------------------
-- Appointments
-- ---------------------------------------------------------------------------------------------

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
  perform private.queue_mail('appointment_request', private.company_notification_email(),
    details || jsonb_build_object('status', private.label_of('appointment_status', new.status)),
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
      perform private.queue_mail('appointment_moved_by_customer', private.company_notification_email(),
        about || jsonb_build_object('full_name', new.full_name, 'email', new.email,
          'old_slot', private.slot_label(old.date, old.time), 'status', status_label, 'pending', new.status = 'pending'),
        reply_to => recipient);
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
      -- No name: the address may never have been verified (a visitor's booking).
      perform private.queue_mail('appointment_reminder', due.email,
        jsonb_build_object('slot', private.slot_label(due.date, due.time),
          'service', private.label_of('appointment_service', due.service)),
        due.starts_at, due.id);
      queued := queued + 1;
    end if;
  end loop;
  return queued;
end;
$$;
revoke execute on function private.queue_appointment_reminders(integer) from public;

-- ---------------------------------------------------------------------------------------------
-- Quotes and messages
-- ---------------------------------------------------------------------------------------------

create or replace function private.notify_quote_created()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  -- Only labels from the option lists: nothing here was typed by the visitor.
  request_summary jsonb := jsonb_build_object(
    'project', private.label_of('project_type', new.project_type),
    'services', (select string_agg(private.label_of('quote_service', service), ', ') from unnest(new.services) as service),
    'budget', private.label_of('budget', new.budget),
    'timeline', private.label_of('timeline', new.timeline));
  details jsonb := request_summary || jsonb_build_object('name', new.name, 'company', nullif(new.company, ''),
    'email', new.email, 'phone', new.phone, 'message', nullif(new.message, ''));
begin
  perform private.queue_mail('quote_request', private.company_notification_email(), details, reply_to => new.email);
  perform private.queue_mail('quote_confirmation', new.email,
    case when private.caller_owns_address(new.email) then details || '{"verified": true}'
         else request_summary || '{"verified": false}' end);
  return null;
end;
$$;

create or replace function private.notify_contact_message()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  -- The company is told about any product; the sender only about a published one (this function
  -- reads past RLS, so an unpublished product's name must not reach whoever guessed its id).
  product_name text := (select product.name from public.products as product where product.id = new.product_id);
  published_product_name text := (select product.name from public.products as product
                                   where product.id = new.product_id and product.published);
  details jsonb := jsonb_build_object(
    'topic', coalesce('Demande d''information : ' || product_name, nullif(new.subject, ''), 'Sans objet'),
    'name', new.name, 'email', new.email, 'phone', nullif(new.phone, ''), 'message', new.message);
begin
  perform private.queue_mail(
    case when new.product_id is null then 'contact_message' else 'information_request' end,
    private.company_notification_email(), details, reply_to => new.email);
  perform private.queue_mail('contact_confirmation', new.email,
    case when private.caller_owns_address(new.email) and (new.product_id is null or published_product_name is not null)
         then details || '{"verified": true}'
         else jsonb_build_object('verified', false, 'product', published_product_name) end);
  return null;
end;
$$;

create or replace function private.notify_quote_answered()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.queue_mail(
    case new.status when 'accepted' then 'quote_accepted' when 'declined' then 'quote_declined' end,
    new.email,
    jsonb_build_object('name', new.name, 'status', private.label_of('quote_status', new.status),
      'accepted', new.status = 'accepted', 'project', private.label_of('project_type', new.project_type),
      'amount', private.format_fcfa(new.answer_amount), 'message', nullif(new.answer_message, '')),
    about_quote => new.id);
  return null;
end;
$$;

-- ---------------------------------------------------------------------------------------------
-- Orders
-- ---------------------------------------------------------------------------------------------

create or replace function private.notify_order_placed(placed public.orders)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  customer_email text := (select profile.email from public.profiles as profile where profile.id = placed.profile_id);
  details jsonb := jsonb_build_object(
    'number', placed.number,
    'customer_email', customer_email,
    'lines', (select jsonb_agg(jsonb_build_object('product', item.product_name, 'quantity', item.quantity,
                                                  'total', private.format_fcfa(item.line_total)) order by item.product_name)
                from public.order_items as item where item.order_id = placed.id),
    'subtotal', private.format_fcfa(placed.subtotal),
    'tax_rate', trim_scale(placed.tax_rate)::text,
    'tax', private.format_fcfa(placed.tax),
    'shipping', case when placed.shipping = 0 then 'offerte' else private.format_fcfa(placed.shipping) end,
    'total', private.format_fcfa(placed.total),
    'delivery_name', placed.delivery_name,
    'delivery_phone', placed.delivery_phone,
    'delivery_address', placed.delivery_address,
    'notes', nullif(placed.notes, ''));
begin
  perform private.queue_mail('order_request', private.company_notification_email(), details, reply_to => customer_email);
  perform private.queue_mail('order_confirmation', customer_email, details, about_order => placed.id);
end;
$$;
revoke execute on function private.notify_order_placed(public.orders) from public;

create or replace function private.notify_order_status()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  customer_email text := (select profile.email from public.profiles as profile where profile.id = new.profile_id);
  by_customer boolean := new.status = 'cancelled' and new.cancelled_by_customer_at is not null;
  about jsonb := jsonb_build_object('number', new.number, 'delivery_name', new.delivery_name,
    'total', private.format_fcfa(new.total));
begin
  if new.status not in ('confirmed', 'delivered', 'cancelled') then
    return null;
  end if;
  if by_customer then
    perform private.queue_mail('order_cancelled_by_customer', private.company_notification_email(),
      about || jsonb_build_object('customer_email', customer_email), reply_to => customer_email);
  end if;
  perform private.queue_mail(
    case new.status when 'confirmed' then 'order_confirmed' when 'delivered' then 'order_delivered'
                    when 'cancelled' then 'order_cancelled' end,
    customer_email,
    about || jsonb_build_object('status', private.label_of('order_status', new.status), 'by_customer', by_customer),
    about_order => new.id);
  return null;
end;
$$;

-- ---------------------------------------------------------------------------------------------
-- Accounts
-- ---------------------------------------------------------------------------------------------

create or replace function private.notify_account_security_change()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if old.email_confirmed_at is not null and old.encrypted_password is not null
     and new.encrypted_password is distinct from old.encrypted_password then
    perform private.queue_mail('password_changed', new.email, jsonb_build_object('email', new.email));
  end if;
  if old.email is not null and new.email is distinct from old.email then
    perform private.queue_mail('email_changed_notice', old.email, jsonb_build_object('new_email', new.email));
  end if;
  return null;
end;
$$;
revoke execute on function private.notify_account_security_change() from public;

create or replace function public.reset_admin_mfa(target_id uuid)
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  target_email text;
  removed integer;
  by_name text;
begin
  if not private.is_admin() then
    raise exception 'Seul un administrateur peut réinitialiser une double authentification.' using errcode = '42501';
  end if;
  if target_id = (select auth.uid()) then
    raise exception 'Un administrateur ne peut pas réinitialiser sa propre double authentification.' using errcode = '42501';
  end if;
  select profile.email into target_email from public.profiles as profile
   where profile.id = target_id and profile.role = 'admin';
  if not found then
    raise exception 'Ce compte n''est pas un compte administrateur.' using errcode = 'P0002';
  end if;
  delete from auth.mfa_factors as factor where factor.user_id = target_id;
  get diagnostics removed = row_count;
  if removed = 0 then
    raise exception 'Ce compte n''a pas de double authentification à réinitialiser.' using errcode = 'P0002';
  end if;
  insert into public.mfa_resets (profile_id, reset_by, factors_removed) values (target_id, (select auth.uid()), removed);
  select coalesce(nullif(profile.full_name, ''), profile.email) into by_name
    from public.profiles as profile where profile.id = (select auth.uid());
  perform private.queue_mail('mfa_reset', target_email,
    jsonb_build_object('by_name', coalesce(by_name, 'un administrateur'),
      'at', to_char(now() at time zone 'Africa/Ouagadougou', 'DD/MM/YYYY à HH24:MI')));
  return removed;
end;
$$;
revoke execute on function public.reset_admin_mfa(uuid) from public, anon;
grant execute on function public.reset_admin_mfa(uuid) to authenticated;
