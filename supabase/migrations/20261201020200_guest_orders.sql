-- Guest checkout and the choice of payment (issue 33), as Shopify and WooCommerce allow.
-- - A visitor orders without an account, giving an e-mail address (and the phone, as everyone):
--   the order has no profile_id, only guest_email. RLS is unchanged: the select policy of orders
--   matches profile_id = auth.uid(), so a guest order is readable by staff only; its customer reads
--   it through the link of the order e-mail (public.order_by_token below), as appointments do
--   (20261125300200): the send step mints the token (server/mail/orderMail.ts) and this table keeps
--   only its SHA-256, so neither the outbox nor a backup holds a working link.
-- - An account whose address is confirmed later receives the guest orders placed with that address
--   (trigger on auth.users, below: why a trigger rather than a call from the portal is said there).
-- - The payment method is chosen at checkout and stored on the order: on delivery, or mobile money
--   to the company's Orange Money / Moov Money numbers from the settings (20261129360100).

alter table public.orders
  alter column profile_id drop not null,
  add column if not exists guest_email text
    check (guest_email is null or (char_length(guest_email) <= 254 and guest_email ~ '^[^@\s]+@[^@\s]+\.[^@\s]+$')),
  add column if not exists payment_method text not null default 'on_delivery'
    check (payment_method in ('on_delivery', 'mobile_money'));
alter table public.orders drop constraint if exists orders_customer_known;
alter table public.orders
  add constraint orders_customer_known check (profile_id is not null or guest_email is not null);
comment on column public.orders.guest_email is
  'The address a visitor gave when ordering without an account; the order joins the account that confirms it';
comment on column public.orders.payment_method is 'on_delivery or mobile_money, chosen at checkout';
create index if not exists orders_guest_email_idx on public.orders (lower(guest_email)) where profile_id is null;

-- An invoice follows its order's customer: none yet for a guest order (its address is the order's).
alter table public.invoices alter column profile_id drop not null;

-- PL/pgSQL, as every function here with a setting (decision 031).
create or replace function private.payment_method_label(method text)
returns text
language plpgsql
immutable
set search_path = ''
as $$
begin
  return (select case method when 'mobile_money' then 'Mobile money' else 'Paiement à la livraison' end);
end;
$$;
grant execute on function private.payment_method_label(text) to anon, authenticated, service_role;

-- « Orange Money : … · Moov Money : … » from the settings, or null when none is given.
create or replace function private.mobile_money_numbers()
returns text
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  return (select nullif(concat_ws(' · ',
    'Orange Money : ' || nullif(settings.orange_money_number, ''),
    'Moov Money : ' || nullif(settings.moov_money_number, '')), '')
  from public.site_settings as settings where settings.id = 1);
end;
$$;
revoke execute on function private.mobile_money_numbers() from public;

-- Where the order's mails go: the account's current address, else the one given as a guest.
create or replace function private.order_recipient(placed public.orders)
returns text
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  return (select coalesce((select profile.email from public.profiles as profile where profile.id = placed.profile_id), placed.guest_email));
end;
$$;
revoke execute on function private.order_recipient(public.orders) from public;

-- The customer's name as staff read it: the profile's name, else the delivery name.
create or replace function private.order_customer_name(placed public.orders)
returns text
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  return (select coalesce(nullif((select profile.full_name from public.profiles as profile where profile.id = placed.profile_id), ''),
                  placed.delivery_name));
end;
$$;
revoke execute on function private.order_customer_name(public.orders) from public;

-- The links of guest orders (the appointment links' design; see the header).
create table if not exists private.order_links (
  token_hash text primary key check (token_hash ~ '^[0-9a-f]{64}$'),
  order_id uuid not null references public.orders (id) on delete cascade,
  created_at timestamptz not null default now()
);
create index if not exists order_links_order_idx on private.order_links (order_id);
alter table private.order_links enable row level security;
revoke all on private.order_links from public;

-- ---------------------------------------------------------------------------------------------
-- place_order: as 20261122000400, plus the guest's e-mail and the payment method (both in the
-- `delivery` object, so the function's signature and grants stay). Refusals name their field
-- (20261201020100).
-- ---------------------------------------------------------------------------------------------
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
                             payment_method, subtotal, tax_rate, tax, shipping, total)
  values (caller, guest, delivery_name, delivery_phone, delivery_address, delivery_notes,
          payment, subtotal_amount, rate, tax_amount, 0, subtotal_amount + tax_amount)
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
revoke execute on function public.place_order(jsonb, jsonb) from public;
grant execute on function public.place_order(jsonb, jsonb) to anon, authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- Mails (20261127100000's notifiers, now for guests too, with the payment, the customer's name and
-- what the templates need to link to the order: server/mail/templates/orderParts.ts).
-- ---------------------------------------------------------------------------------------------
create or replace function private.notify_order_placed(placed public.orders)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  customer_email text := private.order_recipient(placed);
  details jsonb := jsonb_build_object(
    'id', placed.id,
    'number', placed.number,
    'customer_email', customer_email,
    'customer_name', private.order_customer_name(placed),
    'guest', placed.profile_id is null,
    'lines', (select jsonb_agg(jsonb_build_object('product', item.product_name, 'quantity', item.quantity,
                                                  'total', private.format_fcfa(item.line_total)) order by item.product_name)
                from public.order_items as item where item.order_id = placed.id),
    'subtotal', private.format_fcfa(placed.subtotal),
    'tax_rate', trim_scale(placed.tax_rate)::text,
    'tax', private.format_fcfa(placed.tax),
    'shipping', case when placed.shipping = 0 then 'offerte' else private.format_fcfa(placed.shipping) end,
    'total', private.format_fcfa(placed.total),
    'payment', private.payment_method_label(placed.payment_method),
    'mobile_money_numbers', case when placed.payment_method = 'mobile_money' then private.mobile_money_numbers() end,
    'delivery_name', placed.delivery_name,
    'delivery_phone', placed.delivery_phone,
    'delivery_address', placed.delivery_address,
    'notes', nullif(placed.notes, ''));
begin
  -- The company's alert names the order too, so the send step writes the site's address in its link.
  perform private.queue_mail('order_request', private.company_notification_email(), details,
    reply_to => customer_email, about_order => placed.id);
  -- To a guest, whose address nobody has proven yet, nothing typed is relayed (as for a visitor's
  -- appointment, 20261126100200): the order's number, lines, amounts, payment and link.
  perform private.queue_mail('order_confirmation', customer_email,
    case when placed.profile_id is null
         then details - 'delivery_name' - 'delivery_phone' - 'delivery_address' - 'notes' - 'customer_name'
         else details end,
    about_order => placed.id);
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
  customer_email text := private.order_recipient(new);
  by_customer boolean := new.status = 'cancelled' and new.cancelled_by_customer_at is not null;
  about jsonb := jsonb_build_object('id', new.id, 'number', new.number, 'delivery_name', new.delivery_name,
    'total', private.format_fcfa(new.total), 'guest', new.profile_id is null);
begin
  if new.status not in ('confirmed', 'delivered', 'cancelled') then
    return null;
  end if;
  if by_customer then
    perform private.queue_mail('order_cancelled_by_customer', private.company_notification_email(),
      about || jsonb_build_object('customer_email', customer_email, 'customer_name', private.order_customer_name(new)),
      reply_to => customer_email, about_order => new.id);
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

-- An invoice of a guest order is addressed to the order's e-mail (issue_invoice reads the profile's).
create or replace function private.invoice_guest_address()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.customer_email is null and new.order_id is not null then
    new.customer_email := (select placed.guest_email from public.orders as placed where placed.id = new.order_id);
  end if;
  return new;
end;
$$;
revoke execute on function private.invoice_guest_address() from public;
drop trigger if exists invoices_guest_address on public.invoices;
create trigger invoices_guest_address
  before insert on public.invoices
  for each row execute function private.invoice_guest_address();

-- ---------------------------------------------------------------------------------------------
-- The order e-mail's link (anyone holding the token): what the confirmation page shows, and
-- nothing of the customer's own details (a forwarded link shows no name, phone or address).
-- A refused token is SQLSTATE 28000 (403) with one message, counted per address by the server
-- (server/http/appointmentLinkRateLimit.ts), as for appointments.
-- ---------------------------------------------------------------------------------------------
create or replace function public.order_by_token(token text)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  found public.orders;
begin
  if token is not null and token ~ '^[A-Za-z0-9_-]{20,100}$' then
    select placed.* into found
      from public.orders as placed
      join private.order_links as link on link.order_id = placed.id
     where link.token_hash = encode(sha256(convert_to(token, 'UTF8')), 'hex');
  end if;
  if found.id is null then
    raise exception 'Ce lien n''est pas ou plus valable.' using errcode = '28000',
      hint = 'Vérifiez que le lien est complet, ou contactez-nous avec le numéro de votre commande.';
  end if;
  return jsonb_build_object(
    'number', found.number,
    'created_at', found.created_at,
    'status', found.status,
    'payment_method', found.payment_method,
    'mobile_money_numbers', case when found.payment_method = 'mobile_money' then private.mobile_money_numbers() end,
    'subtotal', found.subtotal,
    'tax_rate', found.tax_rate,
    'tax', found.tax,
    'shipping', found.shipping,
    'total', found.total,
    'items', coalesce((select jsonb_agg(jsonb_build_object('product_name', item.product_name, 'unit_price', item.unit_price,
                                                           'quantity', item.quantity, 'line_total', item.line_total)
                                        order by item.product_name, item.id)
                         from public.order_items as item where item.order_id = found.id), '[]'::jsonb));
end;
$$;
revoke execute on function public.order_by_token(text) from public;
grant execute on function public.order_by_token(text) to anon, authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- Guest orders join the account that confirms their address.
-- Why a trigger on auth.users rather than a function the portal calls: the confirmation is the
-- proof that the address is the person's, and it happens in the auth service (our server/auth, or
-- GoTrue on hosted Supabase), whichever page or client the person used; a portal call would leave
-- the orders out until the person opens « Mes commandes », and would need its own checks that the
-- address is confirmed. Both an address confirmed at sign-up (or by a recovery link) and a changed
-- address, once confirmed, count. Only orders without an account are taken, never another's.
-- ---------------------------------------------------------------------------------------------
create or replace function private.attach_guest_orders()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.email_confirmed_at is null or new.email is null
     or not exists (select 1 from public.profiles as profile where profile.id = new.id) then
    return null;
  end if;
  with attached as (
    update public.orders set profile_id = new.id
     where profile_id is null and lower(guest_email) = lower(new.email)
    returning id
  )
  update public.invoices set profile_id = new.id
   where profile_id is null and order_id in (select id from attached);
  return null;
end;
$$;
revoke execute on function private.attach_guest_orders() from public;

drop trigger if exists on_auth_user_confirmed_attach_orders on auth.users;
create trigger on_auth_user_confirmed_attach_orders
  after update of email_confirmed_at, email on auth.users
  for each row when (new.email_confirmed_at is not null
                     and (old.email_confirmed_at is null or old.email is distinct from new.email))
  execute function private.attach_guest_orders();
-- Named after on_auth_user_created (after insert triggers fire in name order): the profile exists.
drop trigger if exists on_auth_user_created_zz_attach_orders on auth.users;
create trigger on_auth_user_created_zz_attach_orders
  after insert on auth.users
  for each row when (new.email_confirmed_at is not null)
  execute function private.attach_guest_orders();
