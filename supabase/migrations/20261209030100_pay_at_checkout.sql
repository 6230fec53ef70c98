-- Paying an order at checkout (issue 48 point 1, decision 071): « Payer en ligne maintenant » issues the order's
-- invoice in the same transaction; the certification worker certifies it; the buyer pays it through the provider
-- from the order's link page. A payment, from any path, also reaches the buyer by SMS or WhatsApp when the order
-- asked for those notices.

alter table public.orders drop constraint orders_payment_method_check;
alter table public.orders add constraint orders_payment_method_check
  check (payment_method in ('on_delivery', 'mobile_money', 'online'));

create or replace function private.payment_method_label(method text) returns text
language plpgsql immutable
set search_path = ''
as $$
begin
  return (select case method when 'mobile_money' then 'Mobile money' when 'online' then 'Paiement en ligne'
                             else 'Paiement à la livraison' end);
end;
$$;

-- The storefront offers paying now only when an invoice could be issued: the database says so in the public copy
-- of the settings (one rule: private.missing_seller_details), so the page never offers what place_order refuses.
alter table public.public_site_settings add column online_payment boolean not null default false;

create or replace function private.publish_site_settings() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  delete from public.public_site_settings as published where published.id = new.id;
  insert into public.public_site_settings
  select * from jsonb_populate_record(null::public.public_site_settings,
    to_jsonb(new) || jsonb_build_object('online_payment', cardinality(private.missing_seller_details()) = 0));
  return null;
end;
$$;

update public.site_settings set updated_at = updated_at;

-- An order's link token, looked up once for every page and payment that takes it.
create or replace function private.order_of_token(token text) returns public.orders
language plpgsql stable security definer
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
  return found;
end;
$$;
revoke all on function private.order_of_token(text) from public;

-- The invoice of an order, as the issuing staff member or the pay-now checkout writes it: one insert for both.
create or replace function private.issue_order_invoice(target public.orders, due date, issuer uuid)
returns public.invoices
language plpgsql security definer
set search_path = ''
as $$
declare
  customer public.profiles;
  issued public.invoices;
  lines_total bigint;
begin
  select coalesce(sum(item.line_total), 0) into lines_total from public.order_items as item where item.order_id = target.id;
  select * into customer from public.profiles where id = target.profile_id;

  insert into public.invoices (number, order_id, profile_id, customer_name, customer_company, customer_email,
                               customer_phone, customer_address, customer_ifu, customer_rccm, customer_department,
                               purchase_order_ref, seller, due_date, tax_rate, total_ht, total_tva, total_ttc, issued_by)
  values (private.next_document_number('FAC'), target.id, target.profile_id, target.delivery_name,
          coalesce(target.customer_company, nullif(btrim(coalesce(customer.company, '')), '')), customer.email,
          target.delivery_phone, target.delivery_address,
          coalesce(target.customer_ifu, customer.ifu), coalesce(target.customer_rccm, customer.rccm),
          coalesce(target.customer_department, customer.department), target.purchase_order_ref,
          private.seller_details(), due, target.tax_rate,
          lines_total, private.tax_of(lines_total, target.tax_rate),
          lines_total + private.tax_of(lines_total, target.tax_rate), issuer)
  returning * into issued;

  -- The order's lines in their order (cart or quote), each with its list price and discount when it had one.
  insert into public.invoice_lines (invoice_id, position, product_id, description, quantity, unit_price, list_unit_price,
                                    discount_percent, line_total)
  select issued.id, row_number() over (order by item.position nulls last, item.product_name, item.id) - 1,
         item.product_id, item.product_name, item.quantity, item.unit_price, coalesce(item.list_unit_price, item.unit_price),
         coalesce(item.discount_percent, 0), item.line_total
    from public.order_items as item where item.order_id = target.id;
  return issued;
end;
$$;
revoke all on function private.issue_order_invoice(public.orders, date, uuid) from public;

create or replace function public.issue_invoice(order_id uuid, due_date date default null) returns json
language plpgsql security definer
set search_path = ''
as $$
declare
  target public.orders;
  previous text;
begin
  perform private.require_staff();
  select * into target from public.orders where id = issue_invoice.order_id for update;
  if target.id is null then
    raise exception 'Commande introuvable.' using errcode = 'P0002';
  end if;
  if target.status not in ('confirmed', 'delivered') then
    raise exception 'Seule une commande confirmée ou livrée se facture (celle-ci est « % »).',
      private.label_of('order_status', target.status) using errcode = 'P0001';
  end if;
  select invoice.number into previous from public.invoices as invoice
   where invoice.order_id = target.id and invoice.status <> 'cancelled' limit 1;
  if previous is not null then
    raise exception 'Cette commande est déjà facturée (facture %).', previous using errcode = 'P0001';
  end if;
  if issue_invoice.due_date is not null and issue_invoice.due_date < private.company_today() then
    raise exception 'L''échéance ne peut pas être avant la date de la facture.' using errcode = 'P0001';
  end if;
  return to_json(private.issue_order_invoice(target, coalesce(issue_invoice.due_date, private.company_today() + 30), auth.uid()));
end;
$$;

create or replace function public.place_order(items jsonb, delivery jsonb) RETURNS json
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $_$
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
  buyer_company text;
  buyer_ifu text;
  buyer_rccm text;
  buyer_department text;
  order_ref text;
  placed public.orders;
  pay_token text;
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
  if payment not in ('on_delivery', 'mobile_money', 'online') then
    raise exception 'Choisissez un mode de paiement proposé.' using errcode = 'P0001', hint = 'field:payment_method';
  end if;
  if payment = 'mobile_money' and private.mobile_money_numbers() is null then
    raise exception 'Le paiement par mobile money n''est pas proposé pour le moment : choisissez le paiement à la livraison.'
      using errcode = 'P0001', hint = 'field:payment_method';
  end if;
  -- Paying now means an invoice now: offered only when the seller's legal details let one be issued.
  if payment = 'online' and cardinality(private.missing_seller_details()) > 0 then
    raise exception 'Le paiement en ligne n''est pas proposé pour le moment : choisissez un autre mode de paiement.'
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

  -- An administration or a company says who it is for its invoice (tidied and checked by orders_tidy_identity).
  buyer_company := private.delivery_field(delivery, 'company', 'L''entreprise ou l''administration', null, 200);
  buyer_ifu := private.delivery_field(delivery, 'ifu', 'L''IFU', null, 30);
  buyer_rccm := private.delivery_field(delivery, 'rccm', 'Le RCCM', null, 60);
  buyer_department := private.delivery_field(delivery, 'department', 'Le service ou la direction', null, 200);
  order_ref := private.delivery_field(delivery, 'purchase_order_ref', 'La référence du bon de commande', null, 100);

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
                             payment_method, notice_channel, subtotal, tax_rate, tax, shipping, total,
                             customer_company, customer_ifu, customer_rccm, customer_department, purchase_order_ref)
  values (caller, guest, delivery_name, delivery_phone, delivery_address, delivery_notes,
          payment, notice, subtotal_amount, rate, tax_amount, 0, subtotal_amount + tax_amount,
          buyer_company, buyer_ifu, buyer_rccm, buyer_department, order_ref)
  returning * into placed;

  insert into public.order_items (order_id, position, product_id, product_name, unit_price, list_unit_price, quantity, line_total)
  select placed.id, line_in_cart.position - 1, (chosen ->> 'product_id')::uuid, chosen ->> 'product_name',
         (chosen ->> 'unit_price')::integer, (chosen ->> 'unit_price')::integer, (chosen ->> 'quantity')::integer,
         (chosen ->> 'unit_price')::bigint * (chosen ->> 'quantity')::bigint
  from jsonb_array_elements(priced_lines) with ordinality as line_in_cart(chosen, position)
  order by position;

  perform private.notify_order_placed(placed);

  -- Paying now (decision 071): the invoice is issued with the order, due today, and certified by the worker
  -- before it can be paid; the buyer gets the order's link token to pay it, signed in or not.
  if payment = 'online' then
    perform private.issue_order_invoice(placed, private.company_today(), null);
    pay_token := replace(gen_random_uuid()::text, '-', '') || replace(gen_random_uuid()::text, '-', '');
    insert into private.order_links (token_hash, order_id)
    values (encode(sha256(convert_to(pay_token, 'UTF8')), 'hex'), placed.id);
  end if;

  -- A guest gets back only what the confirmation shows: no id to read the order with, nothing else.
  if caller is null then
    return (jsonb_build_object('number', placed.number, 'total', placed.total, 'guest', true,
      'payment_method', placed.payment_method, 'email', placed.guest_email)
      || case when pay_token is null then '{}'::jsonb else jsonb_build_object('pay_token', pay_token) end)::json;
  end if;
  return (
    select to_jsonb(placed) || jsonb_build_object('items', coalesce(jsonb_agg(to_jsonb(item) - 'order_id'), '[]'::jsonb))
           || case when pay_token is null then '{}'::jsonb else jsonb_build_object('pay_token', pay_token) end
    from public.order_items as item
    where item.order_id = placed.id
  )::json;
end;
$_$;


-- What an order pays online, for its link page: the invoice's number, whether it is certified yet, and what is left.
create or replace function private.order_online_payment(placed public.orders) returns jsonb
language plpgsql stable security definer
set search_path = ''
as $$
declare
  invoice public.invoices;
begin
  if placed.payment_method <> 'online' then
    return null;
  end if;
  select * into invoice from public.invoices
   where order_id = placed.id and status <> 'cancelled'
   order by issued_at desc limit 1;
  if invoice.id is null then
    return null;
  end if;
  return jsonb_build_object('invoice_number', invoice.number, 'certification_status', invoice.certification_status,
                            'status', invoice.status, 'total', invoice.total_ttc, 'balance_due', invoice.balance_due);
end;
$$;
revoke all on function private.order_online_payment(public.orders) from public;

create or replace function public.order_by_token(token text) returns jsonb
language plpgsql stable security definer
set search_path = ''
as $$
declare
  found public.orders := private.order_of_token(token);
begin
  return jsonb_build_object(
    'number', found.number,
    'created_at', found.created_at,
    'status', found.status,
    'payment_method', found.payment_method,
    'mobile_money_numbers', case when found.payment_method = 'mobile_money' then private.mobile_money_numbers() end,
    'online_payment', private.order_online_payment(found),
    'guest', found.profile_id is null,
    'subtotal', found.subtotal,
    'tax_rate', found.tax_rate,
    'tax', found.tax,
    'shipping', found.shipping,
    'total', found.total,
    'items', coalesce((select jsonb_agg(jsonb_build_object('product_name', item.product_name, 'unit_price', item.unit_price,
                                                           'quantity', item.quantity, 'line_total', item.line_total)
                                        order by item.position nulls last, item.product_name, item.id)
                         from public.order_items as item where item.order_id = found.id), '[]'::jsonb));
end;
$$;

-- The invoice an order's link pays (the payment server's checkout by order token): the order's live invoice,
-- certified or not (the server says « préparation » while it is not); 28000 for a link that pays nothing.
create or replace function private.order_invoice_to_pay(token text) returns public.invoices
language plpgsql stable security definer
set search_path = ''
as $$
declare
  placed public.orders := private.order_of_token(token);
  invoice public.invoices;
begin
  select * into invoice from public.invoices
   where order_id = placed.id and status <> 'cancelled'
   order by issued_at desc limit 1;
  if invoice.id is null then
    raise exception 'Cette commande n''a pas de facture à payer en ligne.' using errcode = '28000';
  end if;
  return invoice;
end;
$$;
revoke all on function private.order_invoice_to_pay(text) from public;
grant execute on function private.order_invoice_to_pay(text) to service_role;

-- Whether an order's link token opens the invoice a transaction pays (where the payer comes back to).
create or replace function private.order_token_opens_attempt(token text, checked_transaction text) returns boolean
language plpgsql stable security definer
set search_path = ''
as $$
begin
  if token is null or token !~ '^[A-Za-z0-9_-]{20,100}$' then
    return false;
  end if;
  return exists (
    select 1 from public.payment_attempts as attempt
      join public.invoices as invoice on invoice.id = attempt.invoice_id
      join private.order_links as link on link.order_id = invoice.order_id
     where attempt.transaction_id = checked_transaction
       and link.token_hash = encode(sha256(convert_to(token, 'UTF8')), 'hex'));
end;
$$;
revoke all on function private.order_token_opens_attempt(text, text) from public;
grant execute on function private.order_token_opens_attempt(text, text) to service_role;

-- A receipt by SMS or WhatsApp (issue 48 point 2) to the number the order gave with its opt-in, once per payment
-- (the mail receipt is payments_send_receipt's); the balance is read after payments_refresh_balance.
create or replace function private.text_payment_receipt() returns trigger
language plpgsql security definer
set search_path = ''
as $$
declare
  invoice public.invoices;
  placed public.orders;
  phone text;
begin
  select * into invoice from public.invoices where id = new.invoice_id;
  select * into placed from public.orders where id = invoice.order_id;
  phone := private.phone_e164(placed.delivery_phone);
  if placed.notice_channel is null or phone is null then
    return null;
  end if;
  perform private.queue_sms('payment_receipt', phone,
    jsonb_build_object('number', placed.number, 'invoice_number', invoice.number,
                       'amount', private.format_fcfa(new.amount), 'balance_due', private.format_fcfa(invoice.balance_due),
                       'guest', placed.profile_id is null),
    placed.notice_channel, about_order => placed.id);
  return null;
end;
$$;
revoke all on function private.text_payment_receipt() from public;

create trigger payments_text_receipt after insert on public.payments
  for each row execute function private.text_payment_receipt();
