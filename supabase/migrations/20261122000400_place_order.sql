-- Orders: placed only through public.place_order(items, delivery), which reads prices from
-- products (never from the client), computes subtotal, tax (site_settings.tax_rate, rounded to
-- whole FCFA) and total, stores the order and its lines, and queues the two mails.
-- Why security definer: customers have no insert privilege on orders or order_items, so the
-- only way in is this function and its checks. Status moves: pending→confirmed|cancelled,
-- confirmed→delivered|cancelled; each move mails the customer.

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
  return new;
end;
$$;

create trigger orders_guard_update
  before update on public.orders
  for each row execute function private.guard_order_update();

-- The lines of an order as the mails show them.
create or replace function private.order_lines_text(for_order uuid)
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select string_agg('- ' || item.product_name || ' × ' || item.quantity || ' : ' || private.format_fcfa(item.line_total),
    e'\n' order by item.product_name)
  from public.order_items as item
  where item.order_id = for_order
$$;
revoke execute on function private.order_lines_text(uuid) from public;

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
    concat_ws(e'\n', 'Une nouvelle commande a été passée sur le site.', 'Client : ' || customer_email, '', details));
  perform private.enqueue_mail('order_confirmation', customer_email,
    'Votre commande n° ' || placed.number || ' a bien été reçue',
    concat_ws(e'\n', 'Bonjour ' || placed.delivery_name || ',', '',
      'Merci pour votre commande. Nous vous contacterons pour confirmer la livraison et le paiement.', '',
      details, private.mail_signature()));
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
  news text := case new.status
    when 'confirmed' then 'Votre commande est confirmée et en cours de préparation.'
    when 'delivered' then 'Votre commande a été livrée. Merci de votre confiance.'
    when 'cancelled' then 'Votre commande a été annulée. Contactez-nous pour toute question.'
  end;
begin
  if news is null then
    return null;
  end if;
  perform private.enqueue_mail('order_' || new.status, customer_email,
    'Commande n° ' || new.number || ' : ' || lower(private.label_of('order_status', new.status)),
    concat_ws(e'\n', 'Bonjour ' || new.delivery_name || ',', '', news, '',
      'Total : ' || private.format_fcfa(new.total), private.mail_signature()));
  return null;
end;
$$;

create trigger orders_notify_status
  after update of status on public.orders
  for each row when (old.status is distinct from new.status)
  execute function private.notify_order_status();

-- A delivery field: a trimmed string, required or not, bounded; clear French messages.
-- missing_message: what to say when the field is empty (null when the field is optional).
create or replace function private.delivery_field(delivery jsonb, field text, label text, missing_message text, max_length integer)
returns text
language plpgsql
immutable
security invoker
set search_path = ''
as $$
declare
  value text;
begin
  if delivery -> field is not null and jsonb_typeof(delivery -> field) not in ('string', 'null') then
    raise exception '% n''est pas valide.', label using errcode = 'P0001';
  end if;
  value := nullif(btrim(delivery ->> field), '');
  if missing_message is not null and value is null then
    raise exception '%', missing_message using errcode = 'P0001';
  end if;
  if char_length(value) > max_length then
    raise exception '% : texte trop long (% caractères au plus).', label, max_length using errcode = 'P0001';
  end if;
  return value;
end;
$$;

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
  placed public.orders;
begin
  if caller is null or not exists (select 1 from public.profiles where id = caller) then
    raise exception 'Connectez-vous pour passer commande.' using errcode = '42501';
  end if;

  if delivery is null or jsonb_typeof(delivery) is distinct from 'object' then
    raise exception 'Les informations de livraison sont requises.' using errcode = 'P0001';
  end if;
  delivery_name := private.delivery_field(delivery, 'name', 'Le nom du destinataire',
    'Le nom du destinataire est requis.', 200);
  delivery_phone := private.delivery_field(delivery, 'phone', 'Le numéro de téléphone',
    'Le numéro de téléphone est requis.', 30);
  delivery_address := private.delivery_field(delivery, 'address', 'L''adresse de livraison',
    'L''adresse de livraison est requise.', 500);
  delivery_notes := private.delivery_field(delivery, 'notes', 'La note de livraison', null, 2000);
  if delivery_phone !~ '^\+?[0-9 ().-]{6,30}$' then
    raise exception 'Le numéro de téléphone n''est pas valide.' using errcode = 'P0001';
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

  insert into public.orders (profile_id, delivery_name, delivery_phone, delivery_address, notes,
                             subtotal, tax_rate, tax, shipping, total)
  values (caller, delivery_name, delivery_phone, delivery_address, delivery_notes,
          subtotal_amount, rate, tax_amount, 0, subtotal_amount + tax_amount)
  returning * into placed;

  insert into public.order_items (order_id, product_id, product_name, unit_price, quantity, line_total)
  select placed.id, (chosen ->> 'product_id')::uuid, chosen ->> 'product_name',
         (chosen ->> 'unit_price')::integer, (chosen ->> 'quantity')::integer,
         (chosen ->> 'unit_price')::bigint * (chosen ->> 'quantity')::bigint
  from jsonb_array_elements(priced_lines) with ordinality as line_in_cart(chosen, position)
  order by position;

  perform private.notify_order_placed(placed);

  return (
    select to_jsonb(placed) || jsonb_build_object('items', coalesce(jsonb_agg(to_jsonb(item) - 'order_id'), '[]'::jsonb))
    from public.order_items as item
    where item.order_id = placed.id
  )::json;
end;
$$;
-- anon may call it, to get the French « Connectez-vous » message rather than a bare refusal.
revoke execute on function public.place_order(jsonb, jsonb) from public;
grant execute on function public.place_order(jsonb, jsonb) to anon, authenticated, service_role;
