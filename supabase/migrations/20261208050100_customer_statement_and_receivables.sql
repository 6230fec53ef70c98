-- The customer's statement (« Relevé de compte ») and the office's receivables (« Encours clients »),
-- issue 48 point 5, decision 070. Everything is computed here, from the documents as they are:
-- certified invoices (debit) and credit notes (credit) only (a pending or refused one is not a document
-- in law, decision 062), payments (credit) and refunds (debit) on certified invoices. All of it is read
-- with the caller's rights, so RLS decides: a customer sees their own, staff every customer.

-- Every movement on a customer's account, one row per document or money movement.
create or replace view private.account_movements
with (security_invoker = true)
as
select invoice.profile_id, invoice.id as invoice_id, invoice.number as invoice_number, invoice.due_date,
       (invoice.issued_at at time zone 'Africa/Ouagadougou')::date as day, invoice.issued_at as recorded_at,
       'invoice'::text as kind, invoice.number as document, null::text as method, null::text as reference,
       invoice.total_ttc::bigint as debit, 0::bigint as credit
  from public.invoices as invoice
 where invoice.certification_status = 'certified'
union all
select invoice.profile_id, invoice.id, invoice.number, invoice.due_date,
       (note.issued_at at time zone 'Africa/Ouagadougou')::date, note.issued_at,
       'credit_note', note.number, null, null,
       0, note.total_ttc
  from public.credit_notes as note
  join public.invoices as invoice on invoice.id = note.invoice_id
 where note.certification_status = 'certified' and invoice.certification_status = 'certified'
union all
select invoice.profile_id, invoice.id, invoice.number, invoice.due_date,
       payment.paid_on, payment.created_at,
       'payment', invoice.number, payment.method, payment.reference,
       0, payment.amount
  from public.payments as payment
  join public.invoices as invoice on invoice.id = payment.invoice_id
 where invoice.certification_status = 'certified'
union all
select invoice.profile_id, invoice.id, invoice.number, invoice.due_date,
       refund.refunded_on, refund.created_at,
       'refund', invoice.number, refund.method, refund.reference,
       refund.amount, 0
  from public.refunds as refund
  join public.invoices as invoice on invoice.id = refund.invoice_id
 where invoice.certification_status = 'certified';

revoke all on private.account_movements from public, anon;
grant select on private.account_movements to authenticated, service_role;

-- The bucket of an amount due `days_overdue` days after its due date: 0 or before is not yet due,
-- then 0-30 (1 to 30 days late), 31-60, 61-90 and over 90.
create or replace function private.ageing_bucket(days_overdue integer)
returns text
language plpgsql
immutable
set search_path = ''
as $$
begin
  return case
    when days_overdue <= 0 then 'not_due'
    when days_overdue <= 30 then 'overdue_0_30'
    when days_overdue <= 60 then 'overdue_31_60'
    when days_overdue <= 90 then 'overdue_61_90'
    else 'overdue_over_90'
  end;
end;
$$;

-- Per customer, on a given day: what each invoice still owes that day (its debits less its credits up to
-- that day), summed by age. An invoice paid beyond what it owes (a refund is due) counts in
-- customer_credit, so balance = not_due + the four overdue buckets − customer_credit, always.
create or replace function private.ageing_on(as_of date)
returns table (
  profile_id uuid, balance bigint, not_due bigint, overdue_0_30 bigint, overdue_31_60 bigint,
  overdue_61_90 bigint, overdue_over_90 bigint, customer_credit bigint, oldest_due_date date
)
language plpgsql
stable
set search_path = ''
as $$
#variable_conflict use_column
begin
  return query
  with per_invoice as (
    select movement.profile_id, movement.invoice_id, movement.due_date,
           sum(movement.debit - movement.credit)::bigint as outstanding
      from private.account_movements as movement
     where movement.day <= as_of and movement.profile_id is not null
     group by movement.profile_id, movement.invoice_id, movement.due_date
  ), aged as (
    select per_invoice.*, private.ageing_bucket(as_of - per_invoice.due_date) as bucket
      from per_invoice
  )
  select aged.profile_id,
         coalesce(sum(aged.outstanding), 0)::bigint,
         coalesce(sum(greatest(aged.outstanding, 0)) filter (where aged.bucket = 'not_due'), 0)::bigint,
         coalesce(sum(greatest(aged.outstanding, 0)) filter (where aged.bucket = 'overdue_0_30'), 0)::bigint,
         coalesce(sum(greatest(aged.outstanding, 0)) filter (where aged.bucket = 'overdue_31_60'), 0)::bigint,
         coalesce(sum(greatest(aged.outstanding, 0)) filter (where aged.bucket = 'overdue_61_90'), 0)::bigint,
         coalesce(sum(greatest(aged.outstanding, 0)) filter (where aged.bucket = 'overdue_over_90'), 0)::bigint,
         coalesce(sum(greatest(-aged.outstanding, 0)), 0)::bigint,
         min(aged.due_date) filter (where aged.outstanding > 0)
    from aged
   group by aged.profile_id;
end;
$$;

revoke all on function private.ageing_bucket(integer) from public;
revoke all on function private.ageing_on(date) from public;
grant execute on function private.ageing_bucket(integer) to authenticated, service_role;
grant execute on function private.ageing_on(date) to authenticated, service_role;

-- The statement of one customer over [period_start, period_end] (by default the current year up to
-- today): who, the opening balance (everything before the period), each movement of the period in date
-- order with the running balance, the totals, the closing balance and its ageing at the period's end.
-- Security invoker: a customer asking for another customer's statement is refused (42501) rather than
-- shown an empty one; the mail worker (no API role) builds any customer's.
create or replace function public.customer_statement(customer_id uuid, period_start date default null, period_end date default null)
returns jsonb
language plpgsql
stable
set search_path = ''
as $$
declare
  today date := (now() at time zone 'Africa/Ouagadougou')::date;
  first_day date := coalesce(period_start, date_trunc('year', today)::date);
  last_day date := coalesce(period_end, today);
  customer public.profiles;
  opening bigint;
  lines jsonb;
  total_debit bigint;
  total_credit bigint;
  ageing record;
begin
  if private.is_api_user() and not private.is_admin() and customer_id is distinct from (select auth.uid()) then
    raise exception 'Ce relevé de compte n''est pas le vôtre.' using errcode = '42501';
  end if;
  if first_day > last_day then
    raise exception 'La date de début du relevé doit précéder sa date de fin.' using errcode = 'P0001';
  end if;
  if last_day - first_day > 3660 then
    raise exception 'Un relevé de compte couvre au plus dix ans.' using errcode = 'P0001';
  end if;
  select * into customer from public.profiles as profile where profile.id = customer_statement.customer_id;
  if customer.id is null then
    raise exception 'Client introuvable.' using errcode = 'P0002';
  end if;

  select coalesce(sum(movement.debit - movement.credit), 0) into opening
    from private.account_movements as movement
   where movement.profile_id = customer.id and movement.day < first_day;

  select coalesce(jsonb_agg(jsonb_build_object(
           'day', line.day, 'kind', line.kind, 'document', line.document, 'invoice_number', line.invoice_number,
           'method', line.method, 'reference', line.reference, 'debit', line.debit, 'credit', line.credit,
           'balance', opening + line.running) order by line.day, line.recorded_at, line.kind, line.document), '[]'::jsonb),
         coalesce(sum(line.debit), 0), coalesce(sum(line.credit), 0)
    into lines, total_debit, total_credit
    from (select movement.*,
                 sum(movement.debit - movement.credit) over (order by movement.day, movement.recorded_at, movement.kind, movement.document
                                                             rows between unbounded preceding and current row) as running
            from private.account_movements as movement
           where movement.profile_id = customer.id and movement.day between first_day and last_day) as line;

  select * into ageing from private.ageing_on(last_day) as aged where aged.profile_id = customer.id;

  return jsonb_build_object(
    'customer', jsonb_build_object('id', customer.id, 'name', coalesce(customer.full_name, ''), 'company', customer.company,
                                   'email', customer.email, 'phone', customer.phone, 'ifu', customer.ifu,
                                   'rccm', customer.rccm, 'department', customer.department),
    'period_start', first_day, 'period_end', last_day,
    'opening_balance', opening, 'lines', lines,
    'total_debit', total_debit, 'total_credit', total_credit,
    'closing_balance', opening + total_debit - total_credit,
    'ageing', jsonb_build_object(
      'not_due', coalesce(ageing.not_due, 0), 'overdue_0_30', coalesce(ageing.overdue_0_30, 0),
      'overdue_31_60', coalesce(ageing.overdue_31_60, 0), 'overdue_61_90', coalesce(ageing.overdue_61_90, 0),
      'overdue_over_90', coalesce(ageing.overdue_over_90, 0), 'customer_credit', coalesce(ageing.customer_credit, 0),
      'oldest_due_date', ageing.oldest_due_date));
end;
$$;

revoke all on function public.customer_statement(uuid, date, date) from public, anon;
grant execute on function public.customer_statement(uuid, date, date) to authenticated, service_role;

-- « Encours clients »: each customer who owes something or is owed something today, with the ageing of
-- what they owe. Staff only: the view answers no row to anyone else (a customer reads their own account
-- through customer_statement). Guests' invoices (no account) are not in it: they have no statement either.
create or replace view public.receivables
with (security_invoker = true, security_barrier = true)
as
select profile.id, profile.full_name, profile.company, profile.email,
       aged.balance, aged.not_due, aged.overdue_0_30, aged.overdue_31_60, aged.overdue_61_90, aged.overdue_over_90,
       (aged.overdue_0_30 + aged.overdue_31_60 + aged.overdue_61_90 + aged.overdue_over_90) as overdue_total,
       aged.customer_credit, aged.oldest_due_date
  from private.ageing_on((now() at time zone 'Africa/Ouagadougou')::date) as aged
  join public.profiles as profile on profile.id = aged.profile_id
 where (select private.is_admin())
   and (aged.balance <> 0 or aged.customer_credit <> 0);

-- The list's totals, one row.
create or replace view public.receivables_totals
with (security_invoker = true, security_barrier = true)
as
select count(*)::integer as customers,
       coalesce(sum(receivable.balance), 0)::bigint as balance,
       coalesce(sum(receivable.not_due), 0)::bigint as not_due,
       coalesce(sum(receivable.overdue_0_30), 0)::bigint as overdue_0_30,
       coalesce(sum(receivable.overdue_31_60), 0)::bigint as overdue_31_60,
       coalesce(sum(receivable.overdue_61_90), 0)::bigint as overdue_61_90,
       coalesce(sum(receivable.overdue_over_90), 0)::bigint as overdue_over_90,
       coalesce(sum(receivable.overdue_total), 0)::bigint as overdue_total,
       coalesce(sum(receivable.customer_credit), 0)::bigint as customer_credit
  from public.receivables as receivable
 where (select private.is_admin());

revoke all on public.receivables, public.receivables_totals from public, anon;
grant select on public.receivables, public.receivables_totals to authenticated, service_role;

-- « Envoyer le relevé »: queues the statement's mail to the customer; the mail worker attaches the PDF,
-- built from customer_statement when it leaves (server/mail/statementDocument.ts).
create or replace function public.send_customer_statement(customer_id uuid, period_start date default null, period_end date default null)
returns json
language plpgsql
security definer
set search_path = ''
as $$
declare
  today date := (now() at time zone 'Africa/Ouagadougou')::date;
  first_day date := coalesce(period_start, date_trunc('year', today)::date);
  last_day date := coalesce(period_end, today);
  customer public.profiles;
  statement jsonb;
begin
  perform private.require_staff();
  select * into customer from public.profiles as profile where profile.id = send_customer_statement.customer_id;
  if customer.id is null then
    raise exception 'Client introuvable.' using errcode = 'P0002';
  end if;
  if customer.email is null or customer.email !~ '^[^@\s]+@[^@\s]+\.[^@\s]+$' then
    raise exception 'Ce client n''a pas d''adresse e-mail : le relevé ne peut pas lui être envoyé.' using errcode = 'P0001';
  end if;
  statement := public.customer_statement(customer.id, first_day, last_day);
  perform private.queue_mail('customer_statement', customer.email,
    jsonb_build_object(
      'name', coalesce(nullif(customer.full_name, ''), customer.email), 'customer_id', customer.id,
      'period_start', first_day, 'period_end', last_day,
      'period_start_label', private.format_date(first_day), 'period_end_label', private.format_date(last_day),
      'closing_balance', private.format_fcfa((statement ->> 'closing_balance')::bigint),
      'overdue', private.format_fcfa(((statement -> 'ageing' ->> 'overdue_0_30')::bigint + (statement -> 'ageing' ->> 'overdue_31_60')::bigint
                                      + (statement -> 'ageing' ->> 'overdue_61_90')::bigint + (statement -> 'ageing' ->> 'overdue_over_90')::bigint))),
    past_ceiling => true);
  return json_build_object('recipient', customer.email, 'period_start', first_day, 'period_end', last_day);
end;
$$;

revoke all on function public.send_customer_statement(uuid, date, date) from public, anon;
grant execute on function public.send_customer_statement(uuid, date, date) to authenticated, service_role;
