-- The credit-note mail says what the company will refund when the invoice was already paid
-- (issue 46, point 8). A trigger on the outbox (private.credit_note_mail_refund, 20261207060100)
-- patched that amount into every queued credit_note_issued row, recounting payments, refunds and credit
-- notes, because the mail was queued by the credit note's insert, before the invoice's balances were
-- refreshed. Since certification (20261207070100) the mail is queued when the credit note is certified,
-- long after its invoice's refund_due is up to date: the mail reads it there, and the outbox carries no
-- special case of its own.
create or replace function private.notify_credit_note_issued() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  invoice public.invoices;
begin
  select * into invoice from public.invoices where id = new.invoice_id;
  perform private.queue_mail('credit_note_issued', invoice.customer_email,
    jsonb_build_object(
      'name', invoice.customer_name, 'number', new.number, 'invoice_number', invoice.number,
      'issued_on', private.format_date((new.issued_at at time zone 'Africa/Ouagadougou')::date),
      'reason', new.reason,
      'total_ht', private.format_fcfa(new.total_ht), 'total_tva', private.format_fcfa(new.total_tva),
      'total_ttc', private.format_fcfa(new.total_ttc), 'tax_rate', trim_scale(new.tax_rate)::text,
      'refund_due', case when invoice.refund_due > 0 then private.format_fcfa(invoice.refund_due) end),
    past_ceiling => true, about_invoice => invoice.id, about_credit_note => new.id);
  return null;
end;
$$;
revoke all on function private.notify_credit_note_issued() from public;

drop trigger if exists notifications_credit_note_refund on public.notifications;
drop function if exists private.credit_note_mail_refund();
