-- Issuing an invoice or a credit note e-mails the customer (issue 30), as sending a quote does:
-- the database queues the mail (kind and data, decision 022) in the issuing transaction, and the
-- send step attaches the document's PDF, built then from the frozen rows, and writes the portal
-- link. The outbox row says which invoice or credit note it is about (two new columns, read by the
-- send step), never holds the PDF.

alter table public.notifications
  add column invoice_id uuid references public.invoices (id) on delete set null,
  add column credit_note_id uuid references public.credit_notes (id) on delete set null;

-- The same function with two more optional links: the old signature is dropped first, so a call
-- with fewer arguments is never ambiguous between two overloads.
drop function private.queue_mail(text, text, jsonb, timestamptz, uuid, text, boolean, uuid, uuid);

create or replace function private.queue_mail(kind text, recipient text, data jsonb,
  expires_at timestamptz default null, about_appointment uuid default null, reply_to text default null,
  past_ceiling boolean default false, about_order uuid default null, about_quote uuid default null,
  about_invoice uuid default null, about_credit_note uuid default null)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  by_visitor boolean := private.is_api_user() and not private.is_admin();
  address text := lower(recipient);
  -- An address the column refuses (a comma would make a list of it) is dropped, not the mail.
  answer_to text := case when reply_to ~ '^[^@\s,;<>"]+@[^@\s,;<>"]+\.[^@\s,;<>"]+$' and char_length(reply_to) <= 254
                         then reply_to end;
begin
  if recipient is null or recipient !~ '^[^@\s]+@[^@\s]+\.[^@\s]+$' then
    return;
  end if;
  if by_visitor and not past_ceiling and address is distinct from lower(private.company_notification_email()) then
    -- Concurrent submissions for one address are counted one after the other.
    perform pg_advisory_xact_lock(hashtextextended('notifications:' || address, 0));
    if (select count(*) from public.notifications as queued
         where queued.caused_by_visitor and lower(queued.recipient) = address
           and queued.created_at > now() - interval '24 hours') >= private.visitor_mails_per_day() then
      -- The request itself is stored; only the mail to a flooded address is dropped.
      return;
    end if;
  end if;
  insert into public.notifications (kind, recipient, data, expires_at, caused_by_visitor, appointment_id, reply_to,
                                    order_id, quote_id, invoice_id, credit_note_id)
  values (kind, recipient, coalesce(data, '{}'::jsonb), expires_at, by_visitor, about_appointment, answer_to,
          about_order, about_quote, about_invoice, about_credit_note);
end;
$$;
revoke execute on function private.queue_mail(text, text, jsonb, timestamptz, uuid, text, boolean, uuid, uuid, uuid, uuid) from public;

-- To the invoice's customer, at its issue: the amounts as the document prints them.
create or replace function private.notify_invoice_issued()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.queue_mail('invoice_issued', new.customer_email,
    jsonb_build_object(
      'name', new.customer_name, 'number', new.number,
      'issued_on', private.format_date((new.issued_at at time zone 'Africa/Ouagadougou')::date),
      'due_date', private.format_date(new.due_date),
      'total_ht', private.format_fcfa(new.total_ht), 'total_tva', private.format_fcfa(new.total_tva),
      'total_ttc', private.format_fcfa(new.total_ttc), 'tax_rate', trim_scale(new.tax_rate)::text),
    past_ceiling => true, about_invoice => new.id);
  return null;
end;
$$;
revoke execute on function private.notify_invoice_issued() from public;

create trigger invoices_notify_issued
  after insert on public.invoices
  for each row execute function private.notify_invoice_issued();

-- To the customer of the invoice a credit note cancels (all or part of it).
create or replace function private.notify_credit_note_issued()
returns trigger
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
      'total_ttc', private.format_fcfa(new.total_ttc), 'tax_rate', trim_scale(new.tax_rate)::text),
    past_ceiling => true, about_invoice => invoice.id, about_credit_note => new.id);
  return null;
end;
$$;
revoke execute on function private.notify_credit_note_issued() from public;

create trigger credit_notes_notify_issued
  after insert on public.credit_notes
  for each row execute function private.notify_credit_note_issued();
