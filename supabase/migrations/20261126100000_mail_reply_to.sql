-- Staff alerts answer to the visitor (issue 15, item « Reply-To »).
-- Why: the company's alert about a contact message, an information or quote request, an appointment
-- or an order came from no-reply, so pressing « Répondre » wrote to no one. The outbox row now
-- carries the address a reply should go to (notifications.reply_to), sent as the Reply-To header.
-- Only the alerts to the company get one: a visitor must never set where the customer's own mails
-- answer to. The four functions below are those of 20261125300300 (appointments),
-- 20261123000310 (quotes, contact messages) and 20261122000400 (orders), unchanged but for the
-- reply_to argument of the alert.

alter table public.notifications add column reply_to text
  check (reply_to is null or (char_length(reply_to) <= 254 and reply_to ~ '^[^@\s,;<>"]+@[^@\s,;<>"]+\.[^@\s,;<>"]+$'));
comment on column public.notifications.reply_to is 'Reply-To of the mail: the visitor an alert to the company is about';

-- Recreated with reply_to (plpgsql callers resolve the shorter calls to this one at run time), and
-- past_ceiling: a mail the caller may cause past the 5-a-day ceiling because they have shown the
-- address is theirs (20261126100200: a customer's own appointment changes). It still counts.
drop function private.enqueue_mail(text, text, text, text, timestamptz, uuid);
create function private.enqueue_mail(kind text, recipient text, subject text, body_text text,
  expires_at timestamptz default null, about_appointment uuid default null, reply_to text default null,
  past_ceiling boolean default false)
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
  insert into public.notifications (kind, recipient, subject, body_text, expires_at, caused_by_visitor, appointment_id, reply_to)
  values (kind, recipient, left(subject, 500), left(body_text, 50000), expires_at, by_visitor, about_appointment, answer_to);
end;
$$;
revoke execute on function private.enqueue_mail(text, text, text, text, timestamptz, uuid, text, boolean) from public;

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
      'Statut : ' || private.label_of('appointment_status', new.status)),
    reply_to => new.email);
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
    concat_ws(e'\n', 'Une nouvelle demande de devis est arrivée sur le site.', '', details),
    reply_to => new.email);
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
    concat_ws(e'\n', 'Un nouveau message est arrivé sur le site.', '', details),
    reply_to => new.email);
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

create or replace function private.notify_order_placed(placed public.orders)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  customer_email text := (select profile.email from public.profiles as profile where profile.id = placed.profile_id);
  details text := concat_ws(e'\n',
    'Commande n° ' || placed.number,
    '',
    private.order_lines_text(placed.id),
    '',
    'Sous-total : ' || private.format_fcfa(placed.subtotal),
    'TVA (' || trim_scale(placed.tax_rate) || ' %) : ' || private.format_fcfa(placed.tax),
    'Livraison : ' || case when placed.shipping = 0 then 'offerte' else private.format_fcfa(placed.shipping) end,
    'Total : ' || private.format_fcfa(placed.total),
    '',
    'Livraison à : ' || placed.delivery_name,
    'Téléphone : ' || placed.delivery_phone,
    'Adresse : ' || placed.delivery_address,
    'Notes : ' || nullif(placed.notes, ''));
begin
  perform private.enqueue_mail('order_request', private.company_notification_email(),
    'Nouvelle commande n° ' || placed.number || ' (' || private.format_fcfa(placed.total) || ')',
    concat_ws(e'\n', 'Une nouvelle commande a été passée sur le site.', 'Client : ' || customer_email, '', details),
    reply_to => customer_email);
  perform private.enqueue_mail('order_confirmation', customer_email,
    'Votre commande n° ' || placed.number || ' a bien été reçue',
    concat_ws(e'\n', 'Bonjour ' || placed.delivery_name || ',', '',
      'Merci pour votre commande. Nous vous contacterons pour confirmer la livraison et le paiement.', '',
      details, private.mail_signature()));
end;
$$;
revoke execute on function private.notify_order_placed(public.orders) from public;
