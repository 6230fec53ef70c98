-- Cancelling an order whose invoice is still live left that invoice due (issue 46, point 8). An
-- invoiced order is cancelled only once a credit note has cancelled its invoice (the invoice's
-- status is then « cancelled »): the back-office's cancel dialog issues that credit note first,
-- through issue_credit_note, then cancels. Every writer is refused, staff and service role included.
-- A trigger of its own beside guard_order_update, which keeps the status transitions.
create or replace function private.refuse_cancel_of_invoiced_order()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  live text;
begin
  select invoice.number into live from public.invoices as invoice
   where invoice.order_id = new.id and invoice.status <> 'cancelled'
   order by invoice.issued_at desc limit 1;
  if live is not null then
    raise exception 'Cette commande est facturée (facture %) : annulez d''abord la facture par un avoir, puis la commande.', live
      using errcode = 'P0001';
  end if;
  return new;
end;
$$;
revoke execute on function private.refuse_cancel_of_invoiced_order() from public;

create trigger orders_refuse_cancel_when_invoiced
  before update of status on public.orders
  for each row when (new.status = 'cancelled' and old.status is distinct from 'cancelled')
  execute function private.refuse_cancel_of_invoiced_order();
