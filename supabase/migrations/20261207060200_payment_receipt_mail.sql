-- A payment recorded by staff mails the customer a receipt (issue 46, point 8): « Reçu de paiement »,
-- with the amount, method, date, reference and the invoice's balance after it; the worker attaches
-- the receipt's PDF (server/mail/paymentReceipt.ts). Issue 48's online payments will insert into
-- payments too and get the same receipt.
-- The trigger's name sorts after payments_refresh_balance (after-insert triggers run in name order),
-- so the invoice read here already counts this payment.
create or replace function private.notify_payment_receipt()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  invoice public.invoices;
begin
  select * into invoice from public.invoices where id = new.invoice_id;
  perform private.queue_mail('payment_receipt', invoice.customer_email,
    jsonb_build_object(
      'name', invoice.customer_name, 'invoice_number', invoice.number, 'payment_id', new.id,
      'amount', private.format_fcfa(new.amount), 'method', new.method, 'reference', new.reference,
      'paid_on', private.format_date(new.paid_on), 'balance_due', private.format_fcfa(invoice.balance_due)),
    past_ceiling => true, about_invoice => invoice.id);
  return null;
end;
$$;
revoke execute on function private.notify_payment_receipt() from public;

create trigger payments_send_receipt
  after insert on public.payments
  for each row execute function private.notify_payment_receipt();
