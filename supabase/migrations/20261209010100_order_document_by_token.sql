-- A guest's order pro forma from its link page (issue 46; decision 074). /order/view/:token offers
-- « Télécharger la facture pro forma (PDF) » as the portal's order page does; the page draws it in the browser
-- with the builder the mails use (proFormaOfOrder), from what public.order_document_by_token gives the link's
-- holder. Both functions open the order through one lookup, private.order_for_token (public.order_by_token had it
-- inline): the same token rule and the same one 28000 refusal for an unknown, mangled or missing token.
--
-- The document names the buyer as the pro forma prints it (name, company, service, IFU, RCCM, purchase order) and
-- leaves out the delivery phone and address, as quote_document_by_token leaves out the e-mail and phone: a link
-- may be forwarded. A cancelled order has no pro forma (the mail and the portal give none either): refused.
-- The order's lines come in the order's own order (position), as its mails and the back-office list them; the
-- page's list (order_by_token) no longer sorts them by name (issue 46 point 10).

create or replace function private.order_for_token(token text) returns public.orders
language plpgsql
stable
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
-- Called by the definer functions below only, so it runs with their owner's rights.
revoke all on function private.order_for_token(text) from public;

-- The order's lines as its documents list them.
create or replace function private.order_lines_json(order_id uuid) returns jsonb
language plpgsql
stable
set search_path = ''
as $$
begin
  return coalesce((select jsonb_agg(jsonb_build_object('product_name', item.product_name, 'unit_price', item.unit_price,
                                                       'quantity', item.quantity, 'line_total', item.line_total)
                                    order by item.position, item.id)
                     from public.order_items as item where item.order_id = order_lines_json.order_id), '[]'::jsonb);
end;
$$;
revoke all on function private.order_lines_json(uuid) from public;

create or replace function public.order_by_token(token text) returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  found public.orders := private.order_for_token(token);
begin
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
    'items', private.order_lines_json(found.id));
end;
$$;

create or replace function public.order_document_by_token(token text) returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  found public.orders := private.order_for_token(token);
begin
  if found.status = 'cancelled' then
    raise exception 'Cette commande est annulée : elle n''a plus de facture pro forma.' using errcode = 'P0001';
  end if;
  return jsonb_build_object(
    'number', found.number,
    'created_at', found.created_at,
    'delivery_name', found.delivery_name,
    'customer_company', found.customer_company,
    'customer_ifu', found.customer_ifu,
    'customer_rccm', found.customer_rccm,
    'customer_department', found.customer_department,
    'purchase_order_ref', found.purchase_order_ref,
    'subtotal', found.subtotal,
    'tax_rate', found.tax_rate,
    'tax', found.tax,
    'shipping', found.shipping,
    'total', found.total,
    'items', private.order_lines_json(found.id));
end;
$$;
revoke all on function public.order_document_by_token(text) from public;
grant execute on function public.order_document_by_token(text) to anon, authenticated;

insert into rate_limit.link_token_functions (name) values ('order_document_by_token') on conflict (name) do nothing;
