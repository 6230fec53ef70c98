-- A customer cancels their own order while it is still pending (issue 15: the order page of the portal).
-- Why a security definer function rather than an update policy: customers keep no update right on
-- orders at all (an update policy would open every column to them, and the guard would have to
-- re-list what they may not touch); the function checks the owner and the status in SQL, under a
-- row lock, and writes only the status. Once the company has confirmed an order (it is being
-- prepared) only the company cancels it.
-- The back-office must tell a customer's cancellation from its own: cancelled_by_customer_at is
-- written by this function only (the guard refuses it from any API caller, administrators included),
-- and the company is e-mailed, as for an appointment cancelled by its customer (its Reply-To the
-- customer, as every alert about a customer's request: 20261126100000_mail_reply_to.sql).

alter table public.orders
  add column cancelled_by_customer_at timestamptz;

comment on column public.orders.cancelled_by_customer_at is
  'When the customer cancelled the order from their portal; null: not cancelled by the customer';

-- As before, plus: cancelled_by_customer_at never changes through the API (current_user is the
-- function's owner inside cancel_my_order, so only that function writes it).
create or replace function private.guard_order_update()
returns trigger
language plpgsql
security invoker
set search_path = ''
as $$
begin
  if new.status is distinct from old.status and not (
    (old.status = 'pending' and new.status in ('confirmed', 'cancelled'))
    or (old.status = 'confirmed' and new.status in ('delivered', 'cancelled'))
  ) then
    raise exception 'Changement de statut impossible : une commande « % » ne peut pas passer à « % ».',
      private.label_of('order_status', old.status), private.label_of('order_status', new.status)
      using errcode = 'P0001';
  end if;
  if private.is_api_user() and (
    new.number, new.profile_id, new.subtotal, new.tax_rate, new.tax, new.shipping, new.total, new.created_at
  ) is distinct from (
    old.number, old.profile_id, old.subtotal, old.tax_rate, old.tax, old.shipping, old.total, old.created_at
  ) then
    raise exception 'Le numéro, le client et les montants d''une commande ne se modifient pas.' using errcode = '42501';
  end if;
  if current_user in ('anon', 'authenticated') and new.cancelled_by_customer_at is distinct from old.cancelled_by_customer_at then
    raise exception 'Seul le client peut annuler sa commande depuis son espace.' using errcode = '42501';
  end if;
  return new;
end;
$$;

create or replace function public.cancel_my_order(order_id uuid)
returns json
language plpgsql
security definer
set search_path = ''
as $$
declare
  found public.orders;
  changed public.orders;
begin
  select * into found from public.orders
   where id = order_id and profile_id = auth.uid() and auth.uid() is not null
   for update;
  if found.id is null then
    raise exception 'Commande introuvable.' using errcode = '42501';
  end if;
  if found.status <> 'pending' then
    raise exception 'Cette commande ne peut plus être annulée en ligne : elle est « % ». Contactez-nous pour toute question.',
      private.label_of('order_status', found.status)
      using errcode = 'P0001';
  end if;
  update public.orders
     set status = 'cancelled', cancelled_by_customer_at = now()
   where id = found.id
  returning * into changed;
  return to_json(changed);
end;
$$;
revoke execute on function public.cancel_my_order(uuid) from public;
grant execute on function public.cancel_my_order(uuid) to authenticated, service_role;

-- As before, plus: a cancellation by the customer is told to the company, and the customer's mail
-- says they cancelled it rather than asking them to get in touch.
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
      'Total : ' || private.format_fcfa(new.total), private.mail_signature()));
  return null;
end;
$$;
