-- Invoice links (issue 46 point 5, issue 48 point 1; decision 066).
-- What: every invoice mail (« Votre facture », « Votre avoir », « Reçu de paiement ») and the invoice SMS
-- carry a token link to /invoice/view/:token, for a guest as for an account holder; the send step mints
-- the token (server/mail/invoiceMail.ts) and this table keeps only its SHA-256, as for guest orders
-- (20261201020200). The link shows the certified invoice with its lines, certification, credit notes,
-- payments and balance (public.invoice_by_token: the browser builds the invoice's and credit notes' PDFs
-- from that answer, as the portal does), and pays it (private.start_payment_attempt_by_token, called by
-- the payment server as service_role: the token, not the server, says which invoice may be paid).
-- Why refuse a document not certified with the same message as an unknown token: a pending or refused
-- invoice is not an invoice in law (decision 062) and its customer does not see it in the portal either;
-- the link says nothing of whether a number exists.

create table if not exists private.invoice_links (
  token_hash text primary key check (token_hash ~ '^[0-9a-f]{64}$'),
  invoice_id uuid not null references public.invoices (id) on delete cascade,
  created_at timestamptz not null default now()
);
create index if not exists invoice_links_invoice_idx on private.invoice_links (invoice_id);
alter table private.invoice_links enable row level security;
revoke all on private.invoice_links from public;

-- The certified invoice a token opens, or SQLSTATE 28000 (403) with one message whatever the reason.
create or replace function private.invoice_of_token(token text)
returns public.invoices
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  found public.invoices;
begin
  if token is not null and token ~ '^[A-Za-z0-9_-]{20,100}$' then
    select invoice.* into found
      from public.invoices as invoice
      join private.invoice_links as link on link.invoice_id = invoice.id
     where link.token_hash = encode(sha256(convert_to(token, 'UTF8')), 'hex')
       and invoice.certification_status = 'certified';
  end if;
  if found.id is null then
    raise exception 'Ce lien n''est pas ou plus valable.' using errcode = '28000',
      hint = 'Vérifiez que le lien est complet, ou contactez-nous avec le numéro de votre facture.';
  end if;
  return found;
end;
$$;
revoke execute on function private.invoice_of_token(text) from public;

-- The certification block's columns of an invoice or a credit note (what its page and PDF print).
create or replace function private.certification_of(status text, code text, nim text, counters jsonb, qr text,
  taxes jsonb, certified timestamptz)
returns jsonb
language plpgsql
immutable
set search_path = ''
as $$
begin
  return jsonb_build_object('certification_status', status, 'secef_code', code, 'secef_nim', nim,
    'secef_counters', counters, 'secef_qr', qr, 'secef_taxes', taxes, 'certified_at', certified);
end;
$$;
revoke execute on function private.certification_of(text, text, text, jsonb, text, jsonb, timestamptz) from public;

-- ---------------------------------------------------------------------------------------------
-- The link's page: the invoice as its PDF prints it (seller, customer, lines, certification), its
-- certified credit notes, its payments and refunds, the balance or what is owed back. No id: the
-- token is the only handle a link holder has. A refused token is 28000, counted per address
-- (rate_limit.link_token_functions, below).
-- ---------------------------------------------------------------------------------------------
create or replace function public.invoice_by_token(token text)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  invoice public.invoices := private.invoice_of_token(token);
begin
  return jsonb_build_object(
    'number', invoice.number, 'issued_at', invoice.issued_at, 'due_date', invoice.due_date, 'status', invoice.status,
    'customer_name', invoice.customer_name, 'customer_company', invoice.customer_company,
    'customer_email', invoice.customer_email, 'customer_phone', invoice.customer_phone,
    'customer_address', invoice.customer_address, 'customer_ifu', invoice.customer_ifu,
    'customer_rccm', invoice.customer_rccm, 'customer_department', invoice.customer_department,
    'purchase_order_ref', invoice.purchase_order_ref, 'seller', invoice.seller,
    'tax_rate', invoice.tax_rate, 'total_ht', invoice.total_ht, 'total_tva', invoice.total_tva,
    'total_ttc', invoice.total_ttc, 'amount_paid', invoice.amount_paid, 'amount_credited', invoice.amount_credited,
    'amount_refunded', invoice.amount_refunded, 'balance_due', invoice.balance_due, 'refund_due', invoice.refund_due,
    'lines', coalesce((select jsonb_agg(jsonb_build_object('description', line.description, 'quantity', line.quantity,
                         'unit_price', line.unit_price, 'line_total', line.line_total,
                         'list_unit_price', line.list_unit_price, 'discount_percent', line.discount_percent)
                       order by line.position)
                       from public.invoice_lines as line where line.invoice_id = invoice.id), '[]'::jsonb),
    'payments', coalesce((select jsonb_agg(jsonb_build_object('amount', payment.amount, 'method', payment.method,
                            'reference', payment.reference, 'paid_on', payment.paid_on) order by payment.paid_on, payment.created_at)
                          from public.payments as payment where payment.invoice_id = invoice.id), '[]'::jsonb),
    'refunds', coalesce((select jsonb_agg(jsonb_build_object('amount', refund.amount, 'method', refund.method,
                           'reference', refund.reference, 'refunded_on', refund.refunded_on) order by refund.refunded_on, refund.created_at)
                         from public.refunds as refund where refund.invoice_id = invoice.id), '[]'::jsonb),
    'credit_notes', coalesce((select jsonb_agg(jsonb_build_object('number', note.number, 'issued_at', note.issued_at,
                                'reason', note.reason, 'seller', note.seller, 'tax_rate', note.tax_rate,
                                'total_ht', note.total_ht, 'total_tva', note.total_tva, 'total_ttc', note.total_ttc)
                                || private.certification_of(note.certification_status, note.secef_code, note.secef_nim,
                                     note.secef_counters, note.secef_qr, note.secef_taxes, note.certified_at)
                              order by note.issued_at)
                              from public.credit_notes as note
                             where note.invoice_id = invoice.id and note.certification_status = 'certified'), '[]'::jsonb))
    || private.certification_of(invoice.certification_status, invoice.secef_code, invoice.secef_nim,
         invoice.secef_counters, invoice.secef_qr, invoice.secef_taxes, invoice.certified_at);
end;
$$;
revoke execute on function public.invoice_by_token(text) from public;
grant execute on function public.invoice_by_token(text) to anon, authenticated, service_role;

insert into rate_limit.link_token_functions (name) values ('invoice_by_token') on conflict do nothing;

-- « Payer » from the link: an attempt for the balance of the invoice the token opens (the checks of
-- private.start_payment_attempt: something to pay, certified), by nobody's account.
create or replace function private.start_payment_attempt_by_token(token text, payment_provider text)
returns public.payment_attempts
language plpgsql
security definer
set search_path = ''
as $$
begin
  return private.start_payment_attempt((private.invoice_of_token(token)).id, payment_provider, null);
end;
$$;
revoke execute on function private.start_payment_attempt_by_token(text, text) from public, anon, authenticated;
grant execute on function private.start_payment_attempt_by_token(text, text) to service_role;

-- Whether a token opens the invoice an attempt pays: the return page then brings the payer back to
-- the link's page rather than the portal's.
create or replace function private.token_opens_attempt(token text, checked_transaction text)
returns boolean
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if token is null or token !~ '^[A-Za-z0-9_-]{20,100}$' then
    return false;
  end if;
  return exists (
    select 1 from public.payment_attempts as attempt
      join private.invoice_links as link on link.invoice_id = attempt.invoice_id
     where attempt.transaction_id = checked_transaction
       and link.token_hash = encode(sha256(convert_to(token, 'UTF8')), 'hex'));
end;
$$;
revoke execute on function private.token_opens_attempt(text, text) from public, anon, authenticated;
grant execute on function private.token_opens_attempt(text, text) to service_role;
