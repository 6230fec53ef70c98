-- « Annuler la commande » in the back-office (issue 46, point 8): an invoiced order is cancelled
-- together with the credit note that cancels the rest of its invoice, in one transaction, so an
-- order is never cancelled with its invoice still due, nor an invoice credited for an order that
-- stays live. The credit note is public.issue_credit_note's (its mail says what will be refunded
-- when the invoice was paid); an order without a live invoice is simply cancelled.
create or replace function public.cancel_order_with_credit_note(order_id uuid, reason text default null)
returns json
language plpgsql
security definer
set search_path = ''
as $$
declare
  target public.orders;
  live public.invoices;
  note json;
begin
  perform private.require_staff();
  select * into target from public.orders where id = cancel_order_with_credit_note.order_id for update;
  if target.id is null then
    raise exception 'Commande introuvable.' using errcode = 'P0002';
  end if;
  select * into live from public.invoices as invoice
   where invoice.order_id = target.id and invoice.status <> 'cancelled'
   order by invoice.issued_at desc limit 1;
  if live.id is not null then
    if reason is null or btrim(reason) = '' then
      raise exception 'Le motif de l''avoir est requis pour annuler une commande facturée.' using errcode = 'P0001';
    end if;
    note := public.issue_credit_note(live.id, reason);
  end if;
  update public.orders set status = 'cancelled' where id = target.id returning * into target;
  return json_build_object('order', to_json(target), 'credit_note', note);
end;
$$;
revoke execute on function public.cancel_order_with_credit_note(uuid, text) from public, anon;
grant execute on function public.cancel_order_with_credit_note(uuid, text) to authenticated, service_role;
