-- A guest's order pro forma from its link page (issue 46; decision 074). /order/view/:token offers
-- « Télécharger la facture pro forma (PDF) » as the portal's order page does; the page draws it in the browser
-- with the builder the mails use (proFormaOfOrder), from what public.order_document_by_token gives the link's
-- holder.
--
-- The order is opened by the order link's one lookup, private.order_of_token (migration
-- 20261209030100_pay_at_checkout, which public.order_by_token and the payments by order token use): the same token
-- rule and the same one 28000 refusal for an unknown, mangled or missing token. That migration sorts after this one;
-- PL/pgSQL resolves the call when the function runs, by which time every migration has been applied, and defining
-- the lookup again here would copy it (and, applied after it, overwrite a later change to it).
--
-- The document names the buyer as the pro forma prints it (name, company, service, IFU, RCCM, purchase order) and
-- leaves out the delivery phone and address, as quote_document_by_token leaves out the e-mail and phone: a link
-- may be forwarded. A cancelled order has no pro forma (the mail and the portal give none either): refused. The
-- lines come in the order's own order, as order_by_token lists them.

create or replace function public.order_document_by_token(token text) returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  found public.orders := private.order_of_token(token);
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
    'items', coalesce((select jsonb_agg(jsonb_build_object('product_name', item.product_name, 'unit_price', item.unit_price,
                                                           'quantity', item.quantity, 'line_total', item.line_total)
                                        order by item.position nulls last, item.product_name, item.id)
                         from public.order_items as item where item.order_id = found.id), '[]'::jsonb));
end;
$$;
revoke all on function public.order_document_by_token(text) from public;
grant execute on function public.order_document_by_token(text) to anon, authenticated;

insert into rate_limit.link_token_functions (name) values ('order_document_by_token') on conflict (name) do nothing;
