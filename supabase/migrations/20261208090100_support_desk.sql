-- Support the customer can follow (issue 52; decision 073).
-- A customer with a broken MacBook or a dead network could only phone or fill the contact form, then wait
-- without knowing whether anyone took it. Here:
-- - public.equipment: the customer's equipment (a delivered order's products, or bought elsewhere and added by
--   staff), with its serial number and warranty end (two years by default, products.warranty_months).
-- - public.support_requests (« Demandes d'assistance », numbered SUP-2026-0001, gapless per year as the other
--   documents): urgency, status, owner, the equipment concerned, target times in opening hours.
-- - public.support_messages: the thread both ways, and the staff's internal notes the customer never sees.
-- - Storage bucket « support-attachments »: photos and screenshots under `<request id>/…`, internal ones under
--   `<request id>/internal/…`; RLS on the request decides who reads them.
-- supautils: supabase_storage_admin (policies on storage.objects for the support attachments' bucket)
-- Who may see and change what is decided here (RLS, column grants and one guard trigger), never by a server.

-- ---------------------------------------------------------------------------------------------------------
-- Settings: the warranty of a product, and the target times per urgency, in opening hours.
-- ---------------------------------------------------------------------------------------------------------
alter table public.products add column warranty_months integer not null default 24
  check (warranty_months between 0 and 120);
comment on column public.products.warranty_months is
  'Warranty of the product, in months from delivery (the product pages promise two years: 24 by default).';

create or replace function private.valid_support_targets(targets jsonb)
returns boolean
language plpgsql
immutable
set search_path = ''
as $$
begin
  return jsonb_typeof(targets) = 'object'
    and (select count(*) from jsonb_object_keys(targets)) = 3
    and not exists (
      select 1 from unnest(array['blocking', 'annoying', 'question']) as urgency
       where jsonb_typeof(targets -> urgency) is distinct from 'object'
          or jsonb_typeof(targets -> urgency -> 'first_response_hours') is distinct from 'number'
          or jsonb_typeof(targets -> urgency -> 'resolution_hours') is distinct from 'number'
          or (targets -> urgency ->> 'first_response_hours')::numeric not between 0.5 and 200
          or (targets -> urgency ->> 'resolution_hours')::numeric not between 0.5 and 1000
          or (targets -> urgency ->> 'first_response_hours')::numeric > (targets -> urgency ->> 'resolution_hours')::numeric
    );
end;
$$;

-- A check constraint runs as the role that writes the row.
grant execute on function private.valid_support_targets(jsonb) to authenticated, service_role;

alter table public.site_settings add column support_targets jsonb not null default
  '{"blocking": {"first_response_hours": 2, "resolution_hours": 8},
    "annoying": {"first_response_hours": 4, "resolution_hours": 24},
    "question": {"first_response_hours": 8, "resolution_hours": 40}}'::jsonb
  constraint site_settings_support_targets_valid check (private.valid_support_targets(support_targets));
comment on column public.site_settings.support_targets is
  'Per urgency (blocking, annoying, question): hours of opening time to the first answer and to the resolution.';

-- The moment `hours` of opening time after `start`: the weekly hours and the closed days of the settings, as
-- appointments use them (Ouagadougou is UTC all year: no daylight saving to cross). Null beyond a year.
create or replace function private.add_opening_hours(start timestamptz, hours numeric)
returns timestamptz
language plpgsql
stable
set search_path = ''
as $$
declare
  settings public.site_settings;
  local_start timestamp := start at time zone 'Africa/Ouagadougou';
  remaining interval := make_interval(secs => hours * 3600);
  day date;
  period record;
  period_start timestamp;
  period_end timestamp;
begin
  select * into settings from public.site_settings where id = 1;
  if settings.id is null or hours is null or hours < 0 then
    return null;
  end if;
  for offset_days in 0..366 loop
    day := local_start::date + offset_days;
    continue when exists (select 1 from jsonb_array_elements(settings.closed_days) as closed
                           where closed ->> 'date' = to_char(day, 'YYYY-MM-DD'));
    for period in
      select (open_period ->> 'opens')::time as opens, (open_period ->> 'closes')::time as closes
        from jsonb_array_elements(settings.weekly_hours) as open_period
       where (open_period ->> 'day')::integer = extract(isodow from day)::integer
       order by open_period ->> 'opens'
    loop
      period_start := greatest(day + period.opens, local_start);
      period_end := day + period.closes;
      continue when period_end <= period_start;
      if period_end - period_start >= remaining then
        return (period_start + remaining) at time zone 'Africa/Ouagadougou';
      end if;
      remaining := remaining - (period_end - period_start);
    end loop;
  end loop;
  return null;
end;
$$;

-- ---------------------------------------------------------------------------------------------------------
-- The customer's equipment.
-- ---------------------------------------------------------------------------------------------------------
create table public.equipment (
  id uuid primary key default gen_random_uuid(),
  profile_id uuid not null references public.profiles (id) on delete cascade,
  product_id uuid references public.products (id) on delete set null,
  name text not null check (char_length(btrim(name)) between 1 and 200),
  serial_number text check (serial_number is null or char_length(serial_number) between 1 and 100),
  purchased_on date not null default ((now() at time zone 'Africa/Ouagadougou')::date),
  warranty_end date,
  order_id uuid references public.orders (id) on delete set null,
  notes text check (notes is null or char_length(notes) <= 2000),
  warranty_notice_sent_at timestamptz,
  created_at timestamptz not null default now(),
  check (warranty_end is null or warranty_end >= purchased_on)
);
comment on table public.equipment is
  'The customer''s equipment: products delivered through an order, or bought elsewhere and added by staff.';
alter table public.equipment enable row level security;
create index equipment_profile_idx on public.equipment (profile_id, purchased_on desc);
create index equipment_product_idx on public.equipment (product_id);
create index equipment_order_idx on public.equipment (order_id);
create index equipment_warranty_idx on public.equipment (warranty_end) where warranty_notice_sent_at is null;

revoke all on public.equipment from anon;
revoke truncate on public.equipment from authenticated, service_role;
create policy "equipment: customers read their own, administrators all"
  on public.equipment for select to authenticated
  using ((select private.is_admin()) or profile_id = (select auth.uid()));
create policy "equipment: administrators add"
  on public.equipment for insert to authenticated with check ((select private.is_admin()));
create policy "equipment: administrators update"
  on public.equipment for update to authenticated
  using ((select private.is_admin())) with check ((select private.is_admin()));
create policy "equipment: administrators remove"
  on public.equipment for delete to authenticated using ((select private.is_admin()));

-- Each product of an order becomes equipment of its customer when the order is delivered (one item per unit:
-- each has its own serial number). A guest order has no customer yet: its items come when it joins an account
-- that confirms its address (private.attach_guest_orders updates orders.profile_id, which fires this too).
create or replace function private.equipment_from_delivered_order()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.status = 'delivered' and new.profile_id is not null
     and (old.status is distinct from 'delivered' or old.profile_id is distinct from new.profile_id)
     and not exists (select 1 from public.equipment where order_id = new.id) then
    insert into public.equipment (profile_id, product_id, name, purchased_on, warranty_end, order_id)
    select new.profile_id, item.product_id, item.product_name, private.company_today(),
           (private.company_today() + make_interval(months => coalesce(product.warranty_months, 24)))::date, new.id
      from public.order_items as item
      left join public.products as product on product.id = item.product_id
      cross join lateral generate_series(1, least(item.quantity, 100))
     where item.order_id = new.id;
  end if;
  return null;
end;
$$;
revoke execute on function private.equipment_from_delivered_order() from public;
create trigger orders_delivered_equipment
  after update of status, profile_id on public.orders
  for each row execute function private.equipment_from_delivered_order();

-- ---------------------------------------------------------------------------------------------------------
-- Support requests.
-- ---------------------------------------------------------------------------------------------------------
create table public.support_requests (
  id uuid primary key default gen_random_uuid(),
  -- Written by private.open_support_request (the default only lets an insert leave it out, as clients do).
  number text not null unique default '',
  -- Null once the account is deleted: the numbered request and its thread stay for the office (decision 039).
  profile_id uuid references public.profiles (id) on delete set null,
  subject text not null check (char_length(btrim(subject)) between 3 and 200),
  description text not null check (char_length(btrim(description)) between 1 and 5000),
  urgency text not null default 'annoying' check (urgency in ('blocking', 'annoying', 'question')),
  status text not null default 'new'
    check (status in ('new', 'in_progress', 'waiting_customer', 'resolved', 'closed')),
  preferred_channel text not null default 'email' check (preferred_channel in ('email', 'phone', 'whatsapp')),
  assigned_to uuid references public.profiles (id) on delete set null,
  equipment_id uuid references public.equipment (id) on delete set null,
  attachments text[] not null default '{}'
    check (cardinality(attachments) <= 6 and char_length(array_to_string(attachments, '')) <= 2000),
  contact_message_id uuid unique references public.contact_messages (id) on delete set null,
  appointment_id uuid references public.appointments (id) on delete set null,
  quote_id uuid references public.quotes (id) on delete set null,
  created_at timestamptz not null default now(),
  first_response_due timestamptz,
  resolution_due timestamptz,
  first_response_at timestamptz,
  resolved_at timestamptz,
  closed_at timestamptz,
  rating integer check (rating between 1 and 5),
  rating_comment text check (rating_comment is null or char_length(rating_comment) <= 2000),
  updated_at timestamptz not null default now()
);
comment on table public.support_requests is
  'Demandes d''assistance: numbered SUP-YYYY-NNNN, a thread in support_messages, target times in opening hours.';
alter table public.support_requests enable row level security;
create index support_requests_profile_idx on public.support_requests (profile_id, created_at desc);
create index support_requests_open_idx on public.support_requests (status, resolution_due);
create index support_requests_assigned_idx on public.support_requests (assigned_to);
create index support_requests_equipment_idx on public.support_requests (equipment_id);
create index support_requests_appointment_idx on public.support_requests (appointment_id);
create index support_requests_quote_idx on public.support_requests (quote_id);

-- Late: the first answer or the resolution is past its target. Computed when read, so it needs no job.
create or replace function public.late(request public.support_requests)
returns boolean
language plpgsql
stable
set search_path = ''
as $$
begin
  return request.status not in ('resolved', 'closed') and (
    (request.first_response_at is null and request.first_response_due < now())
    or request.resolution_due < now());
end;
$$;
grant execute on function public.late(public.support_requests) to authenticated, service_role;
comment on function public.late(public.support_requests) is
  'Computed column « late »: the first answer or the resolution is past its target.';

revoke all on public.support_requests from anon;
revoke update, truncate, delete on public.support_requests from authenticated, service_role;
-- Customers change only what their own page offers (reopen, rate), staff the handling of the request; the
-- guard below says which of these columns a customer may touch and how.
grant update (status, urgency, assigned_to, equipment_id, appointment_id, quote_id, subject, rating, rating_comment)
  on public.support_requests to authenticated, service_role;

create policy "support_requests: customers read their own, administrators all"
  on public.support_requests for select to authenticated
  using ((select private.is_admin()) or profile_id = (select auth.uid()));
create policy "support_requests: customers open their own, administrators for anyone"
  on public.support_requests for insert to authenticated
  with check ((select private.is_admin()) or profile_id = (select auth.uid()));
create policy "support_requests: customers update their own, administrators all"
  on public.support_requests for update to authenticated
  using ((select private.is_admin()) or profile_id = (select auth.uid()))
  with check ((select private.is_admin()) or profile_id = (select auth.uid()));

-- Support requests are numbered as the other documents, with their own prefix.
alter table private.document_counters drop constraint document_counters_kind_check;
alter table private.document_counters add constraint document_counters_kind_check
  check (kind in ('DEV', 'FAC', 'AV', 'SUP'));

-- At opening: the number, the targets, and what only staff set left at its default for a customer.
create or replace function private.open_support_request()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  targets jsonb := (select settings.support_targets -> new.urgency from public.site_settings as settings where id = 1);
begin
  if not private.is_admin() and private.is_api_user() then
    new.status := 'new';
    new.assigned_to := null;
    new.appointment_id := null;
    new.quote_id := null;
    new.contact_message_id := null;
    new.rating := null;
    new.rating_comment := null;
  end if;
  if new.equipment_id is not null
     and not exists (select 1 from public.equipment where id = new.equipment_id and profile_id = new.profile_id) then
    raise exception 'Cet équipement n''appartient pas à ce client.' using errcode = 'P0001';
  end if;
  if exists (select 1 from unnest(new.attachments) as path
              where path !~ ('^' || new.id::text || '/[A-Za-z0-9._-]{1,150}$')) then
    raise exception 'Pièce jointe invalide : elle doit être envoyée dans le dossier de la demande.' using errcode = 'P0001';
  end if;
  new.number := private.next_document_number('SUP');
  new.created_at := now();
  new.first_response_due := private.add_opening_hours(new.created_at, (targets ->> 'first_response_hours')::numeric);
  new.resolution_due := private.add_opening_hours(new.created_at, (targets ->> 'resolution_hours')::numeric);
  new.first_response_at := null;
  new.resolved_at := null;
  new.closed_at := null;
  return new;
end;
$$;
revoke execute on function private.open_support_request() from public;
create trigger support_requests_open
  before insert on public.support_requests
  for each row execute function private.open_support_request();

-- A resolved request may be reopened by its customer within this time, after which it closes itself.
create or replace function private.support_reopen_window()
returns interval
language plpgsql
immutable
set search_path = ''
as $$
begin
  return interval '7 days';
end;
$$;

-- What changes after opening: a customer reopens a resolved request within the window, or rates a resolved or
-- closed one, nothing else; staff handle the request (never its customer or its number). The moments follow
-- the status, whoever changes it.
create or replace function private.guard_support_request_update()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  by_staff boolean := private.is_admin() or not private.is_api_user();
begin
  if not by_staff then
    if new.urgency is distinct from old.urgency or new.assigned_to is distinct from old.assigned_to
       or new.equipment_id is distinct from old.equipment_id or new.appointment_id is distinct from old.appointment_id
       or new.quote_id is distinct from old.quote_id or new.subject is distinct from old.subject then
      raise exception 'Seule notre équipe peut modifier cette demande.' using errcode = '42501';
    end if;
    if new.status is distinct from old.status then
      -- Their answer takes a request waiting for them back (after_support_message), and they may reopen it.
      if not (old.status in ('resolved', 'waiting_customer') and new.status = 'in_progress') then
        raise exception 'Vous pouvez seulement rouvrir une demande résolue.' using errcode = 'P0001';
      end if;
      if old.resolved_at < now() - private.support_reopen_window() then
        raise exception 'Cette demande a été résolue il y a plus de 7 jours : ouvrez une nouvelle demande.'
          using errcode = 'P0001';
      end if;
    end if;
    if (new.rating is distinct from old.rating or new.rating_comment is distinct from old.rating_comment)
       and old.status not in ('resolved', 'closed') then
      raise exception 'Vous pourrez noter l''aide reçue une fois la demande résolue.' using errcode = 'P0001';
    end if;
  end if;
  if new.status is distinct from old.status then
    if old.status = 'closed' and by_staff is false then
      raise exception 'Cette demande est close.' using errcode = 'P0001';
    end if;
    new.resolved_at := case when new.status = 'resolved' then now()
                            when new.status = 'closed' then coalesce(old.resolved_at, now()) end;
    new.closed_at := case when new.status = 'closed' then now() end;
  end if;
  if new.assigned_to is distinct from old.assigned_to and new.assigned_to is not null
     and not exists (select 1 from public.profiles where id = new.assigned_to and role = 'admin') then
    raise exception 'Une demande s''attribue à un membre de l''équipe.' using errcode = 'P0001';
  end if;
  if new.equipment_id is distinct from old.equipment_id and new.equipment_id is not null
     and not exists (select 1 from public.equipment where id = new.equipment_id and profile_id = new.profile_id) then
    raise exception 'Cet équipement n''appartient pas à ce client.' using errcode = 'P0001';
  end if;
  new.updated_at := now();
  return new;
end;
$$;
revoke execute on function private.guard_support_request_update() from public;
create trigger support_requests_guard_update
  before update on public.support_requests
  for each row execute function private.guard_support_request_update();

-- ---------------------------------------------------------------------------------------------------------
-- The thread.
-- ---------------------------------------------------------------------------------------------------------
create table public.support_messages (
  id uuid primary key default gen_random_uuid(),
  request_id uuid not null references public.support_requests (id) on delete cascade,
  author_id uuid default auth.uid() references public.profiles (id) on delete set null,
  body text not null check (char_length(btrim(body)) between 1 and 5000),
  internal boolean not null default false,
  attachments text[] not null default '{}'
    check (cardinality(attachments) <= 6 and char_length(array_to_string(attachments, '')) <= 2000),
  created_at timestamptz not null default now()
);
comment on column public.support_messages.internal is 'A note between staff: the customer never reads it (RLS).';
alter table public.support_messages enable row level security;
create index support_messages_request_idx on public.support_messages (request_id, created_at);
create index support_messages_author_idx on public.support_messages (author_id);

revoke all on public.support_messages from anon;
revoke update, delete, truncate on public.support_messages from authenticated, service_role;

create policy "support_messages: customers read the public thread of their requests, administrators all"
  on public.support_messages for select to authenticated
  using ((select private.is_admin())
         or (not internal and exists (select 1 from public.support_requests as request
                                       where request.id = request_id and request.profile_id = (select auth.uid()))));
create policy "support_messages: customers answer their requests, administrators write"
  on public.support_messages for insert to authenticated
  with check ((select private.is_admin())
              or (not internal and author_id = (select auth.uid())
                  and exists (select 1 from public.support_requests as request
                               where request.id = request_id and request.profile_id = (select auth.uid()))));

-- The customer's phone for an SMS or WhatsApp notice: the confirmed account number, else a Burkina number of
-- the profile written in E.164.
create or replace function private.support_phone(customer uuid)
returns text
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  profile public.profiles;
  digits text;
begin
  select * into profile from public.profiles where id = customer;
  digits := regexp_replace(coalesce(profile.phone, ''), '[^0-9]', '', 'g');
  return coalesce(profile.account_phone,
                  case when digits ~ '^[0-9]{8}$' then '+226' || digits
                       when digits ~ '^226[0-9]{8}$' then '+' || digits end);
end;
$$;
revoke execute on function private.support_phone(uuid) from public;

-- What a message does to its request: staff's first public answer is the first response; a public answer of
-- staff waits for the customer unless staff set another status; a customer's answer takes the request back
-- (reopening it when resolved, within the window). The other side is told.
create or replace function private.after_support_message()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  request public.support_requests;
  customer public.profiles;
  by_staff boolean := private.is_admin() or not private.is_api_user();
begin
  select * into request from public.support_requests where id = new.request_id for update;
  select * into customer from public.profiles where id = request.profile_id;
  if exists (select 1 from unnest(new.attachments) as path
              where path !~ ('^' || request.id::text || case when new.internal then '/internal' else '' end
                             || '/[A-Za-z0-9._-]{1,150}$')) then
    raise exception 'Pièce jointe invalide : elle doit être envoyée dans le dossier de la demande.' using errcode = 'P0001';
  end if;
  if new.internal then
    return null;
  end if;
  if by_staff then
    update public.support_requests
       set first_response_at = coalesce(first_response_at, new.created_at),
           status = case when status in ('new', 'in_progress') then 'waiting_customer' else status end
     where id = request.id;
    perform private.queue_mail('support_reply', customer.email, jsonb_build_object(
      'number', request.number, 'subject', request.subject, 'reply', new.body,
      'name', coalesce(customer.full_name, '')), reply_to => private.company_support_email());
    if request.preferred_channel in ('phone', 'whatsapp') then
      perform private.queue_sms('support_reply', private.support_phone(request.profile_id),
        jsonb_build_object('number', request.number),
        case request.preferred_channel when 'whatsapp' then 'whatsapp' else 'sms' end);
    end if;
  else
    if request.status = 'closed' then
      raise exception 'Cette demande est close : ouvrez une nouvelle demande.' using errcode = 'P0001';
    end if;
    if request.status = 'resolved' and request.resolved_at < now() - private.support_reopen_window() then
      raise exception 'Cette demande a été résolue il y a plus de 7 jours : ouvrez une nouvelle demande.'
        using errcode = 'P0001';
    end if;
    update public.support_requests set status = 'in_progress'
     where id = request.id and status in ('waiting_customer', 'resolved');
    perform private.queue_mail('support_customer_reply', private.company_notification_email(), jsonb_build_object(
      'number', request.number, 'subject', request.subject, 'reply', new.body, 'id', request.id,
      'customer', coalesce(customer.full_name, customer.email, '')), reply_to => customer.email, past_ceiling => true);
  end if;
  return null;
end;
$$;
revoke execute on function private.after_support_message() from public;
create trigger support_messages_after_insert
  after insert on public.support_messages
  for each row execute function private.after_support_message();

-- The support address replies go to: the settings' support address, else the general one.
create or replace function private.company_support_email()
returns text
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  return (select coalesce(nullif(settings.email_support, ''), nullif(settings.email_general, ''))
            from public.site_settings as settings where settings.id = 1);
end;
$$;
revoke execute on function private.company_support_email() from public;

-- Opening: the office is told (with the urgency first), the customer gets the number and the targets.
create or replace function private.after_support_request_opened()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  customer public.profiles;
  data jsonb;
begin
  select * into customer from public.profiles where id = new.profile_id;
  data := jsonb_build_object('number', new.number, 'subject', new.subject, 'description', new.description,
    'urgency', new.urgency, 'id', new.id,
    'customer', coalesce(customer.full_name, customer.email, ''), 'company', coalesce(customer.company, ''),
    'first_response_due', to_char(new.first_response_due at time zone 'Africa/Ouagadougou', 'YYYY-MM-DD"T"HH24:MI'),
    'equipment', (select equipment.name || coalesce(' (n° ' || equipment.serial_number || ')', '')
                    from public.equipment where equipment.id = new.equipment_id));
  perform private.queue_mail('support_request', private.company_notification_email(), data,
                             reply_to => customer.email, past_ceiling => true);
  perform private.queue_mail('support_request_received', customer.email, data,
                             reply_to => private.company_support_email());
  return null;
end;
$$;
revoke execute on function private.after_support_request_opened() from public;
create trigger support_requests_after_open
  after insert on public.support_requests
  for each row execute function private.after_support_request_opened();

-- Resolved: the customer is told they may reopen within 7 days and rate the help.
create or replace function private.after_support_request_resolved()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  customer public.profiles;
begin
  if new.status = 'resolved' and old.status is distinct from 'resolved' then
    select * into customer from public.profiles where id = new.profile_id;
    perform private.queue_mail('support_resolved', customer.email, jsonb_build_object(
      'number', new.number, 'subject', new.subject, 'name', coalesce(customer.full_name, '')),
      reply_to => private.company_support_email());
  end if;
  return null;
end;
$$;
revoke execute on function private.after_support_request_resolved() from public;
create trigger support_requests_after_resolved
  after update of status on public.support_requests
  for each row execute function private.after_support_request_resolved();

-- A visitor's contact message becomes a request (staff): attached to the account whose address it came from.
create or replace function public.support_request_from_message(message uuid, urgency text default 'annoying')
returns public.support_requests
language plpgsql
set search_path = ''
as $$
declare
  source public.contact_messages;
  customer uuid;
  opened public.support_requests;
begin
  select * into source from public.contact_messages as contact where contact.id = support_request_from_message.message;
  if source.id is null or not private.is_admin() then
    raise exception 'Message introuvable.' using errcode = 'P0002';
  end if;
  customer := coalesce(source.profile_id,
                       (select profile.id from public.profiles as profile
                         where lower(profile.email) = lower(source.email) order by profile.created_at limit 1));
  if customer is null then
    raise exception 'Aucun compte client n''a l''adresse %. Invitez le client à créer son compte, puis recommencez.',
      source.email using errcode = 'P0001';
  end if;
  insert into public.support_requests (profile_id, subject, description, urgency, contact_message_id)
  values (customer, coalesce(nullif(btrim(source.subject), ''), 'Message du ' || to_char(source.created_at, 'DD/MM/YYYY')),
          source.message, support_request_from_message.urgency, source.id)
  returning * into opened;
  update public.contact_messages set read = true where id = source.id;
  return opened;
end;
$$;
revoke execute on function public.support_request_from_message(uuid, text) from public, anon;
grant execute on function public.support_request_from_message(uuid, text) to authenticated, service_role;

-- ---------------------------------------------------------------------------------------------------------
-- Scheduled: resolved requests close themselves after the window; a warranty ending within a month is told once.
-- Both are idempotent: every process may run them on every tick.
-- ---------------------------------------------------------------------------------------------------------
create or replace function private.close_resolved_support_requests()
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  closed integer;
begin
  update public.support_requests set status = 'closed'
   where status = 'resolved' and resolved_at < now() - private.support_reopen_window();
  get diagnostics closed = row_count;
  return closed;
end;
$$;
revoke execute on function private.close_resolved_support_requests() from public;
grant execute on function private.close_resolved_support_requests() to service_role;

create or replace function private.queue_warranty_notices()
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  item record;
  told integer := 0;
begin
  for item in
    select equipment.id, equipment.name, equipment.serial_number, equipment.warranty_end, profile.email,
           profile.full_name
      from public.equipment
      join public.profiles as profile on profile.id = equipment.profile_id
     where equipment.warranty_notice_sent_at is null
       and equipment.warranty_end between private.company_today() and private.company_today() + interval '1 month'
     for update of equipment skip locked
  loop
    perform private.queue_mail('warranty_ending', item.email, jsonb_build_object(
      'name', coalesce(item.full_name, ''), 'equipment', item.name, 'serial_number', item.serial_number,
      'warranty_end', item.warranty_end), reply_to => private.company_support_email());
    update public.equipment set warranty_notice_sent_at = now() where id = item.id;
    told := told + 1;
  end loop;
  return told;
end;
$$;
revoke execute on function private.queue_warranty_notices() from public;
grant execute on function private.queue_warranty_notices() to service_role;

-- ---------------------------------------------------------------------------------------------------------
-- Attachments: photos, screenshots and PDFs, 5 MiB, under `<request id>/…`; staff's under `<request id>/internal/…`.
-- split_part rather than storage.foldername: the bundled Storage has no such helper.
-- ---------------------------------------------------------------------------------------------------------
insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values ('support-attachments', 'support-attachments', false, 5242880,
        array['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'application/pdf'])
on conflict (id) do nothing;

drop policy if exists "Support attachments: the request's customer and staff read" on storage.objects;
create policy "Support attachments: the request's customer and staff read" on storage.objects
  for select to authenticated
  using (bucket_id = 'support-attachments' and (
    (select private.is_admin())
    or (split_part(name, '/', 2) <> 'internal'
        and (owner = (select auth.uid())
             or exists (select 1 from public.support_requests as request
                         where request.id::text = split_part(name, '/', 1) and request.profile_id = (select auth.uid()))))));
-- A customer uploads into the folder of their own request, or of a request not opened yet: the portal draws the
-- request's id, uploads its photos, then opens the request with that id (an id is random: another customer's is
-- never guessed). Definer: the check must see every request, not only the uploader's.
create or replace function private.support_folder_writable(folder text)
returns boolean
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  return not exists (select 1 from public.support_requests as request
                      where request.id::text = folder and request.profile_id is distinct from (select auth.uid()));
end;
$$;
revoke execute on function private.support_folder_writable(text) from public;
grant execute on function private.support_folder_writable(text) to authenticated;

drop policy if exists "Support attachments: the request's customer and staff upload" on storage.objects;
create policy "Support attachments: the request's customer and staff upload" on storage.objects
  for insert to authenticated
  with check (bucket_id = 'support-attachments' and (
    (select private.is_admin())
    or (split_part(name, '/', 2) <> 'internal'
        and split_part(name, '/', 1) ~ '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
        and private.support_folder_writable(split_part(name, '/', 1)))));

-- Live news in the back-office (decision 043): a new request reaches the open back-office as it arrives.
drop trigger if exists support_requests_realtime_changes on public.support_requests;
create trigger support_requests_realtime_changes
  after insert or update on public.support_requests
  for each row execute function private.notify_realtime_change();
do $$
begin
  if exists (select 1 from pg_publication where pubname = 'supabase_realtime')
     and not exists (select 1 from pg_publication_tables
                      where pubname = 'supabase_realtime' and schemaname = 'public' and tablename = 'support_requests') then
    alter publication supabase_realtime add table public.support_requests;
  end if;
end;
$$;
