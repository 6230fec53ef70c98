-- Outbox mails for requests and for the status changes a customer cares about.
-- Why triggers: a request stored by any path (site, back-office, hosted Supabase) produces its
-- mails in the same transaction, so a mail is never lost nor sent for a request that failed.
-- Each request gives two mails: one to site_settings.notification_email (the company), one
-- confirmation to the sender. server/mail/outbox.ts sends them.
-- Also: quote status moves (pending→accepted|declined, answered_at set on leaving pending).

-- security definer: visitors may not write the outbox themselves.
create or replace function private.enqueue_mail(kind text, recipient text, subject text, body_text text)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  if recipient is null or recipient !~ '^[^@\s]+@[^@\s]+\.[^@\s]+$' then
    return;
  end if;
  insert into public.notifications (kind, recipient, subject, body_text)
  values (kind, recipient, left(subject, 500), left(body_text, 50000));
end;
$$;
revoke execute on function private.enqueue_mail(text, text, text, text) from public;

-- The signature of every mail, from the settings row.
create or replace function private.mail_signature()
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select concat_ws(e'\n', '', '--', settings.company_name,
    nullif(concat_ws(', ', nullif(settings.address, ''), nullif(settings.city, ''), nullif(settings.country, '')), ''),
    nullif('Tél. : ' || nullif(settings.phone_main, ''), ''),
    nullif(settings.email_general, ''))
  from public.site_settings as settings
  where settings.id = 1
$$;
revoke execute on function private.mail_signature() from public;

create or replace function private.company_notification_email()
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select nullif(settings.notification_email, '') from public.site_settings as settings where settings.id = 1
$$;
revoke execute on function private.company_notification_email() from public;

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
begin
  perform private.enqueue_mail('appointment_request', private.company_notification_email(),
    'Nouvelle demande de rendez-vous : ' || service_label || ' le ' || slot_label,
    concat_ws(e'\n', 'Une nouvelle demande de rendez-vous est arrivée sur le site.', '', details, '',
      'Statut : ' || private.label_of('appointment_status', new.status)));
  perform private.enqueue_mail('appointment_confirmation', new.email,
    'Votre demande de rendez-vous du ' || slot_label || ' a bien été reçue',
    concat_ws(e'\n', 'Bonjour ' || new.full_name || ',', '',
      'Nous avons bien reçu votre demande de rendez-vous. Nous vous confirmerons ce créneau rapidement.', '',
      details, private.mail_signature()));
  return null;
end;
$$;

create trigger appointments_notify_created
  after insert on public.appointments
  for each row execute function private.notify_appointment_created();

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
    concat_ws(e'\n', 'Bonjour ' || new.full_name || ',', '', news, '',
      'Service : ' || private.label_of('appointment_service', new.service), private.mail_signature()));
  return null;
end;
$$;

create trigger appointments_notify_status
  after update of status on public.appointments
  for each row when (old.status is distinct from new.status)
  execute function private.notify_appointment_status();

-- ---------------------------------------------------------------------------------------------
-- Quotes
-- ---------------------------------------------------------------------------------------------

create or replace function private.guard_quote_update()
returns trigger
language plpgsql
security invoker
set search_path = ''
as $$
begin
  if new.status is distinct from old.status then
    if not (old.status = 'pending' and new.status in ('accepted', 'declined')) then
      raise exception 'Changement de statut impossible : un devis « % » ne peut pas passer à « % ».',
        private.label_of('quote_status', old.status), private.label_of('quote_status', new.status)
        using errcode = 'P0001';
    end if;
    new.answered_at := coalesce(new.answered_at, now());
  end if;
  return new;
end;
$$;

create trigger quotes_guard_update
  before update on public.quotes
  for each row execute function private.guard_quote_update();

create or replace function private.notify_quote_created()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  project_label text := private.label_of('project_type', new.project_type);
  details text := concat_ws(e'\n',
    'Type de projet : ' || project_label,
    'Services : ' || (select string_agg(private.label_of('quote_service', service), ', ')
                      from unnest(new.services) as service),
    'Budget : ' || private.label_of('budget', new.budget),
    'Délai : ' || private.label_of('timeline', new.timeline),
    'Nom : ' || new.name,
    'Entreprise : ' || nullif(new.company, ''),
    'E-mail : ' || new.email,
    'Téléphone : ' || new.phone,
    'Message : ' || nullif(new.message, ''));
begin
  perform private.enqueue_mail('quote_request', private.company_notification_email(),
    'Nouvelle demande de devis : ' || project_label || ' (' || new.name || ')',
    concat_ws(e'\n', 'Une nouvelle demande de devis est arrivée sur le site.', '', details));
  perform private.enqueue_mail('quote_confirmation', new.email,
    'Votre demande de devis a bien été reçue',
    concat_ws(e'\n', 'Bonjour ' || new.name || ',', '',
      'Nous avons bien reçu votre demande de devis. Nous vous répondrons sous 24 à 48 heures ouvrées.', '',
      details, private.mail_signature()));
  return null;
end;
$$;

create trigger quotes_notify_created
  after insert on public.quotes
  for each row execute function private.notify_quote_created();

create or replace function private.notify_quote_answered()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.enqueue_mail('quote_' || new.status, new.email,
    'Réponse à votre demande de devis : ' || lower(private.label_of('quote_status', new.status)),
    concat_ws(e'\n', 'Bonjour ' || new.name || ',', '',
      case new.status
        when 'accepted' then 'Nous avons le plaisir de vous transmettre notre proposition pour votre projet « '
          || private.label_of('project_type', new.project_type) || ' ».'
        else 'Nous ne pouvons malheureusement pas donner suite à votre demande de devis pour le projet « '
          || private.label_of('project_type', new.project_type) || ' ».'
      end,
      '',
      'Montant proposé : ' || private.format_fcfa(new.answer_amount),
      case when new.answer_amount is not null then 'Ce devis est valable 30 jours.' end,
      nullif(new.answer_message, ''),
      private.mail_signature()));
  return null;
end;
$$;

create trigger quotes_notify_answered
  after update of status on public.quotes
  for each row when (old.status = 'pending' and new.status <> 'pending')
  execute function private.notify_quote_answered();

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
  product_name text := (select product.name from public.products as product where product.id = new.product_id);
  topic text := coalesce('Demande d''information : ' || product_name, nullif(new.subject, ''), 'Sans objet');
  details text := concat_ws(e'\n',
    'Objet : ' || topic,
    'Nom : ' || new.name,
    'E-mail : ' || new.email,
    'Téléphone : ' || nullif(new.phone, ''),
    '', new.message);
begin
  perform private.enqueue_mail(
    case when new.product_id is null then 'contact_message' else 'information_request' end,
    private.company_notification_email(),
    'Nouveau message : ' || topic || ' (' || new.name || ')',
    concat_ws(e'\n', 'Un nouveau message est arrivé sur le site.', '', details));
  perform private.enqueue_mail('contact_confirmation', new.email,
    'Nous avons bien reçu votre message',
    concat_ws(e'\n', 'Bonjour ' || new.name || ',', '',
      'Merci pour votre message. Nous vous répondrons sous 24 à 48 heures ouvrées.', '',
      details, private.mail_signature()));
  return null;
end;
$$;

create trigger contact_messages_notify_created
  after insert on public.contact_messages
  for each row execute function private.notify_contact_message();
