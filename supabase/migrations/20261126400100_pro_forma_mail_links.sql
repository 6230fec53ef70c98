-- Pro forma invoices attached to mails (issue 15).
-- Why: the order receipt (order_confirmation), the order's confirmation (order_confirmed) and the
-- quote answer (quote_accepted) carry a pro forma invoice as a PDF, built by the send step
-- (server/mail/proFormaMail.ts) from the order or quote as it is then. The outbox row says which
-- order or quote it is about, as it already does for appointments; it holds no PDF and no secret.
-- The three notifiers below are those of 20261126100000 (order placed), 20261126300100 (order
-- status) and 20261122000300 (quote answered), unchanged but for the about_order / about_quote
-- argument.

alter table public.notifications
  add column order_id uuid references public.orders (id) on delete set null,
  add column quote_id uuid references public.quotes (id) on delete set null;
comment on column public.notifications.order_id is 'The order the mail is about: its pro forma invoice is attached when it leaves';
comment on column public.notifications.quote_id is 'The quote the mail is about: its pro forma invoice is attached when it leaves';

-- Recreated with about_order and about_quote (plpgsql callers resolve the shorter calls to this
-- one at run time); the body is that of 20261126100000.
drop function private.enqueue_mail(text, text, text, text, timestamptz, uuid, text, boolean);
create function private.enqueue_mail(kind text, recipient text, subject text, body_text text,
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
  insert into public.notifications (kind, recipient, subject, body_text, expires_at, caused_by_visitor, appointment_id, reply_to,
                                    order_id, quote_id)
  values (kind, recipient, left(subject, 500), left(body_text, 50000), expires_at, by_visitor, about_appointment, answer_to,
          about_order, about_quote);
end;
$$;
revoke execute on function private.enqueue_mail(text, text, text, text, timestamptz, uuid, text, boolean, uuid, uuid) from public;

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
      details, private.mail_signature()),
    about_order => placed.id);
end;
$$;
revoke execute on function private.notify_order_placed(public.orders) from public;

-- Every mail about the order's status names it; the send step attaches a pro forma only to the
-- confirmation (server/mail/proFormaMail.ts).
create or replace function private.notify_order_status()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  customer_email text := (select profile.email from public.profiles as profile where profile.id = new.profile_id);
  by_customer boolean := new.status = 'cancelled' and new.cancelled_by_customer_at is not null;
  news text := case
    when by_customer then 'Vous avez annulé votre commande. Vous pouvez passer une nouvelle commande à tout moment sur notre site.'
    when new.status = 'confirmed' then 'Votre commande est confirmée et en cours de préparation.'
    when new.status = 'delivered' then 'Votre commande a été livrée. Merci de votre confiance.'
    when new.status = 'cancelled' then 'Votre commande a été annulée. Contactez-nous pour toute question.'
  end;
begin
  if news is null then
    return null;
  end if;
  if by_customer then
    perform private.enqueue_mail('order_cancelled_by_customer', private.company_notification_email(),
      'Commande n° ' || new.number || ' annulée par le client',
      concat_ws(e'\n', new.delivery_name || ' (' || customer_email || ') a annulé sa commande n° ' || new.number
        || ' depuis son espace client.', 'Total : ' || private.format_fcfa(new.total)),
      reply_to => customer_email);
  end if;
  perform private.enqueue_mail('order_' || new.status, customer_email,
    'Commande n° ' || new.number || ' : ' || lower(private.label_of('order_status', new.status)),
    concat_ws(e'\n', 'Bonjour ' || new.delivery_name || ',', '', news, '',
      'Total : ' || private.format_fcfa(new.total), private.mail_signature()),
    about_order => new.id);
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
      private.mail_signature()),
    about_quote => new.id);
  return null;
end;
$$;
