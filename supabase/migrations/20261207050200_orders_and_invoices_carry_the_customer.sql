-- Orders and invoices carry the customer's identity and their lines as they were sold (issue 46, points
-- 3 and 10; decision 060).
-- - place_order takes, beside the delivery, the buyer's company, IFU, RCCM, service and purchase-order
--   reference (all optional: a person has none), and numbers its lines in cart order.
-- - issue_invoice copies the order's customer identity (else the profile's) onto the frozen invoice, and
--   the order's lines in their order (no longer sorted by name) with their list price and discount, so an
--   invoice from a discounted quote shows the discount instead of only the net price.
-- order_items.position, list_unit_price and discount_percent are declared here as the quote's conversion
-- declares them (the same definition, whichever migration runs first).

alter table public.order_items
  add column if not exists position integer,
  add column if not exists list_unit_price integer,
  add column if not exists discount_percent numeric(5,2) not null default 0;

alter table public.invoice_lines
  add column if not exists list_unit_price integer,
  add column if not exists discount_percent numeric(5,2) not null default 0;
alter table public.invoice_lines
  add constraint invoice_lines_list_unit_price_check check (list_unit_price >= unit_price),
  add constraint invoice_lines_discount_percent_check check (discount_percent >= 0 and discount_percent <= 100);

create or replace function public.place_order(items jsonb, delivery jsonb)
returns json
language plpgsql
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
  notice text;
  buyer_company text;
  buyer_ifu text;
  buyer_rccm text;
  buyer_department text;
  order_ref text;
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

create or replace function public.issue_invoice(order_id uuid, due_date date default null)
returns json
language plpgsql
security definer
set search_path = ''
as $$
declare
  target public.orders;
  customer public.profiles;
  issued public.invoices;
  lines_total bigint;
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
          private.seller_details(), coalesce(issue_invoice.due_date, private.company_today() + 30), target.tax_rate,
          lines_total, private.tax_of(lines_total, target.tax_rate),
          lines_total + private.tax_of(lines_total, target.tax_rate), auth.uid())
  returning * into issued;

  -- The order's lines in their order (cart or quote), each with its list price and discount when it had one.
  insert into public.invoice_lines (invoice_id, position, product_id, description, quantity, unit_price, list_unit_price,
                                    discount_percent, line_total)
  select issued.id, row_number() over (order by item.position nulls last, item.product_name, item.id) - 1,
         item.product_id, item.product_name, item.quantity, item.unit_price, coalesce(item.list_unit_price, item.unit_price),
         coalesce(item.discount_percent, 0), item.line_total
    from public.order_items as item where item.order_id = target.id;
  return to_json(issued);
end;
$$;
