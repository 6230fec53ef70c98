-- The public forms stop being a mail relay (issue 11, items 2 and 10a).
-- Why: an anonymous POST of a JSON array stored every row, and each row mailed a confirmation quoting
-- the visitor's text to whatever address they typed: spam sent in the company's name.
-- - appointments, quotes and contact_messages take one row per statement from anon and authenticated
--   (administrators, service_role and the server itself are not limited). The site's forms send one.
-- - a confirmation to an address the caller has not shown to be theirs says what was received in the
--   company's words: no name, message, notes or subject typed by the visitor.
-- - the information-request confirmation names a product only when it is published.
-- - appointment mails expire at the slot's start: a confirmation received afterwards is of no use.
-- The per-recipient ceiling lives in private.enqueue_mail (20261123000300_outbox_lifecycle.sql).

-- Statement-level: counts the rows one insert statement wrote, whatever their number.
create or replace function private.refuse_many_rows_from_visitors()
returns trigger
language plpgsql
security invoker
set search_path = ''
as $$
begin
  if private.is_api_user() and not private.is_admin() and (select count(*) from inserted) > 1 then
    raise exception 'Une seule demande à la fois : envoyez chaque demande séparément.'
      using errcode = 'P0001';
  end if;
  return null;
end;
$$;

create trigger appointments_one_row_per_request
  after insert on public.appointments
  referencing new table as inserted
  for each statement execute function private.refuse_many_rows_from_visitors();
create trigger quotes_one_row_per_request
  after insert on public.quotes
  referencing new table as inserted
  for each statement execute function private.refuse_many_rows_from_visitors();
create trigger contact_messages_one_row_per_request
  after insert on public.contact_messages
  referencing new table as inserted
  for each statement execute function private.refuse_many_rows_from_visitors();

-- Whether the caller has shown the address is theirs, so a mail there may quote what they typed:
-- the server and administrators (who enter what a customer told them), or a signed-in user writing
-- to their own confirmed address. Anyone else may have typed a stranger's address.
create or replace function private.caller_owns_address(address text)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select not private.is_api_user() or private.is_admin() or exists (
    select 1 from auth.users as account
    where account.id = auth.uid()
      and lower(account.email) = lower(address)
      and account.email_confirmed_at is not null)
$$;
revoke execute on function private.caller_owns_address(text) from public;

-- A slot's start as a moment (the company works on Africa/Ouagadougou time).
create or replace function private.slot_start(day date, start time)
returns timestamptz
language sql
immutable
set search_path = ''
as $$
  select (day + start) at time zone 'Africa/Ouagadougou'
$$;

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
  slot_label text := private.format_date(new.date) || ' à ' || private.format_time(new.time);
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
      details, private.mail_signature());
  else
    confirmation := concat_ws(e'\n', 'Bonjour,', '',
      'Nous avons bien reçu une demande de rendez-vous faite avec cette adresse e-mail sur notre site.',
      'Nous vous confirmerons ce créneau rapidement.', '',
      'Service : ' || service_label,
      'Date : ' || slot_label, '',
      'Si vous n''êtes pas à l''origine de cette demande, ignorez ce message.',
      private.mail_signature());
  end if;
  perform private.enqueue_mail('appointment_confirmation', new.email,
    'Votre demande de rendez-vous du ' || slot_label || ' a bien été reçue',
    confirmation, private.slot_start(new.date, new.time));
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
  slot_label text := private.format_date(new.date) || ' à ' || private.format_time(new.time);
  news text := case new.status
    when 'confirmed' then 'Votre rendez-vous du ' || slot_label || ' est confirmé. Nous vous attendons.'
    when 'cancelled' then 'Votre rendez-vous du ' || slot_label || ' est annulé. N''hésitez pas à réserver un autre créneau sur notre site.'
    when 'completed' then 'Votre rendez-vous du ' || slot_label || ' est terminé. Merci de votre confiance.'
  end;
  greeting text := case when private.caller_owns_address(new.email) then 'Bonjour ' || new.full_name || ',' else 'Bonjour,' end;
begin
  if news is null then
    return null;
  end if;
  -- A customer cancelling from their portal: the company must know the slot is free again.
  if new.status = 'cancelled' and private.is_api_user() and not private.is_admin() then
    perform private.enqueue_mail('appointment_cancelled_by_customer', private.company_notification_email(),
      'Rendez-vous annulé par le client : ' || new.full_name || ' le ' || slot_label,
      concat_ws(e'\n', new.full_name || ' (' || new.email || ') a annulé son rendez-vous du ' || slot_label || '.',
        'Service : ' || private.label_of('appointment_service', new.service)));
  end if;
  perform private.enqueue_mail('appointment_' || new.status, new.email,
    'Rendez-vous du ' || slot_label || ' : ' || lower(private.label_of('appointment_status', new.status)),
    concat_ws(e'\n', greeting, '', news, '',
      'Service : ' || private.label_of('appointment_service', new.service), private.mail_signature()),
    case when new.status <> 'completed' then private.slot_start(new.date, new.time) end);
  return null;
end;
$$;

-- ---------------------------------------------------------------------------------------------
-- Quotes
-- ---------------------------------------------------------------------------------------------

create or replace function private.notify_quote_created()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  project_label text := private.label_of('project_type', new.project_type);
  -- Only labels from the option lists: nothing here was typed by the visitor.
  request_summary text := concat_ws(e'\n',
    'Type de projet : ' || project_label,
    'Services : ' || (select string_agg(private.label_of('quote_service', service), ', ')
                      from unnest(new.services) as service),
    'Budget : ' || private.label_of('budget', new.budget),
    'Délai : ' || private.label_of('timeline', new.timeline));
  details text := concat_ws(e'\n',
    request_summary,
    'Nom : ' || new.name,
    'Entreprise : ' || nullif(new.company, ''),
    'E-mail : ' || new.email,
    'Téléphone : ' || new.phone,
    'Message : ' || nullif(new.message, ''));
  confirmation text;
begin
  perform private.enqueue_mail('quote_request', private.company_notification_email(),
    'Nouvelle demande de devis : ' || project_label || ' (' || new.name || ')',
    concat_ws(e'\n', 'Une nouvelle demande de devis est arrivée sur le site.', '', details));
  if private.caller_owns_address(new.email) then
    confirmation := concat_ws(e'\n', 'Bonjour ' || new.name || ',', '',
      'Nous avons bien reçu votre demande de devis. Nous vous répondrons sous 24 à 48 heures ouvrées.', '',
      details, private.mail_signature());
  else
    confirmation := concat_ws(e'\n', 'Bonjour,', '',
      'Nous avons bien reçu une demande de devis faite avec cette adresse e-mail sur notre site.',
      'Nous vous répondrons sous 24 à 48 heures ouvrées.', '',
      request_summary, '',
      'Si vous n''êtes pas à l''origine de cette demande, ignorez ce message.',
      private.mail_signature());
  end if;
  perform private.enqueue_mail('quote_confirmation', new.email, 'Votre demande de devis a bien été reçue', confirmation);
  return null;
end;
$$;

-- ---------------------------------------------------------------------------------------------
-- Contact messages and product information requests
-- ---------------------------------------------------------------------------------------------

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
  topic text := coalesce('Demande d''information : ' || product_name, nullif(new.subject, ''), 'Sans objet');
  details text := concat_ws(e'\n',
    'Objet : ' || topic,
    'Nom : ' || new.name,
    'E-mail : ' || new.email,
    'Téléphone : ' || nullif(new.phone, ''),
    '', new.message);
  confirmation text;
begin
  perform private.enqueue_mail(
    case when new.product_id is null then 'contact_message' else 'information_request' end,
    private.company_notification_email(),
    'Nouveau message : ' || topic || ' (' || new.name || ')',
    concat_ws(e'\n', 'Un nouveau message est arrivé sur le site.', '', details));
  if private.caller_owns_address(new.email) and (new.product_id is null or published_product_name is not null) then
    confirmation := concat_ws(e'\n', 'Bonjour ' || new.name || ',', '',
      'Merci pour votre message. Nous vous répondrons sous 24 à 48 heures ouvrées.', '',
      details, private.mail_signature());
  else
    confirmation := concat_ws(e'\n', 'Bonjour,', '',
      coalesce('Nous avons bien reçu une demande d''information sur le produit « ' || published_product_name
        || ' » faite avec cette adresse e-mail sur notre site.',
        'Nous avons bien reçu un message envoyé avec cette adresse e-mail depuis notre site.'),
      'Nous vous répondrons sous 24 à 48 heures ouvrées.', '',
      'Si vous n''êtes pas à l''origine de ce message, ignorez-le.',
      private.mail_signature());
  end if;
  perform private.enqueue_mail('contact_confirmation', new.email, 'Nous avons bien reçu votre message', confirmation);
  return null;
end;
$$;
