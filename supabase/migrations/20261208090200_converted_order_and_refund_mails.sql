-- Two silences of the money path (issue 46, found by the whole-journey test):
-- 1. An order converted from an accepted quote (public.convert_quote_to_order) was written « confirmed » at once:
--    neither the order-placed mails (called by place_order) nor the status mails (on an update) ever ran, so the
--    customer — a guest above all — got no order mail, no pro forma and no link to follow the order. The customer now
--    gets the order confirmation when the quote's order is recorded, as a cart's buyer does: its lines and amounts,
--    the pro forma attached and, for a guest, the token link (order_confirmation mints it). The office, which
--    converted the quote itself, gets no alert.
-- 2. A refund staff record (public.refunds) told the customer nothing: they now get « Remboursement effectué ».

-- The customer's half of the order-placed mails, one definition for both paths.
create or replace function private.order_mail_details(placed public.orders)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  return jsonb_build_object(
    'id', placed.id,
    'number', placed.number,
    'customer_email', private.order_recipient(placed),
    'customer_name', private.order_customer_name(placed),
    'guest', placed.profile_id is null,
    'lines', (select jsonb_agg(jsonb_build_object('product', item.product_name, 'quantity', item.quantity,
                                                  'total', private.format_fcfa(item.line_total)) order by item.position, item.id)
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
end;
$$;
revoke execute on function private.order_mail_details(public.orders) from public;

-- To a guest, whose address nobody has proven yet, nothing typed is relayed (20261126100200): the order's number,
-- lines, amounts, payment and link.
create or replace function private.queue_order_confirmation(placed public.orders)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  details jsonb := private.order_mail_details(placed);
begin
  perform private.queue_mail('order_confirmation', details ->> 'customer_email',
    case when placed.profile_id is null
         then details - 'delivery_name' - 'delivery_phone' - 'delivery_address' - 'notes' - 'customer_name'
         else details end,
    about_order => placed.id);
end;
$$;
revoke execute on function private.queue_order_confirmation(public.orders) from public;

create or replace function private.notify_order_placed(placed public.orders)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  details jsonb := private.order_mail_details(placed);
begin
  -- The company's alert names the order too, so the send step writes the site's address in its link.
  perform private.queue_mail('order_request', private.company_notification_email(), details,
    reply_to => details ->> 'customer_email', about_order => placed.id);
  perform private.queue_order_confirmation(placed);
end;
$$;
revoke execute on function private.notify_order_placed(public.orders) from public;

-- The quote's order is recorded once its lines are: the moment its confirmation can list them.
create or replace function private.notify_quote_converted()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  placed public.orders;
begin
  select * into placed from public.orders where id = new.order_id;
  if placed.id is not null then
    perform private.queue_order_confirmation(placed);
  end if;
  return null;
end;
$$;
revoke execute on function private.notify_quote_converted() from public;
drop trigger if exists quotes_converted_notify on public.quotes;
create trigger quotes_converted_notify
  after update of order_id on public.quotes
  for each row when (old.order_id is null and new.order_id is not null)
  execute function private.notify_quote_converted();

-- « Remboursement effectué »: what was paid back, how, and what the invoice still shows.
create or replace function private.notify_refund_recorded()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  invoice public.invoices;
begin
  select * into invoice from public.invoices where id = new.invoice_id;
  perform private.queue_mail('refund_recorded', invoice.customer_email,
    jsonb_build_object(
      'name', invoice.customer_name, 'invoice_number', invoice.number,
      'amount', private.format_fcfa(new.amount), 'method', new.method, 'reference', new.reference,
      'refunded_on', private.format_date(new.refunded_on),
      'refund_due', private.format_fcfa(invoice.refund_due)),
    about_invoice => invoice.id);
  return null;
end;
$$;
revoke execute on function private.notify_refund_recorded() from public;
drop trigger if exists refunds_tell_customer on public.refunds;
-- After the balance trigger, so the mail reads what is left: AFTER triggers of one event run by name, and
-- refunds_tell… comes after refunds_refresh_balance.
create trigger refunds_tell_customer
  after insert on public.refunds
  for each row execute function private.notify_refund_recorded();
