-- Figures of the money path for the back-office's analytics page (issue 30): what was invoiced
-- and what was collected each month, and how many sent quotes the customers accepted.
-- As the other analytics functions (20261122001100): security invoker (RLS still applies) plus an
-- explicit private.is_admin() check, so a customer gets a clear refusal rather than figures
-- computed on their own rows. Months are the company's (Africa/Ouagadougou), as document numbers.
-- - invoiced: TTC of the invoices issued in the month, less the TTC of the credit notes issued in
--   the month (a credit note corrects the month it is issued in, as the accounts record it);
-- - collected: payments received in the month (paid_on, the date the money came in).

create or replace function public.admin_invoicing_per_month(months integer default 12)
returns table (month date, invoiced bigint, collected bigint)
language plpgsql
stable
security invoker
set search_path = ''
as $$
begin
  if not (select private.is_admin()) then
    raise exception 'Statistiques réservées aux administrateurs.' using errcode = '42501';
  end if;
  return query
  with series as (
    select (date_trunc('month', private.company_today()) - make_interval(months => step))::date as month_start
    from generate_series(0, least(greatest(coalesce(months, 12), 1), 60) - 1) as step
  ),
  bounds as (
    select month_start,
           month_start::timestamp at time zone 'Africa/Ouagadougou' as starts,
           (month_start + interval '1 month')::timestamp at time zone 'Africa/Ouagadougou' as ends,
           (month_start + interval '1 month')::date as next_month
    from series
  )
  select b.month_start,
         (coalesce((select sum(invoice.total_ttc) from public.invoices as invoice
                     where invoice.issued_at >= b.starts and invoice.issued_at < b.ends), 0)
          - coalesce((select sum(note.total_ttc) from public.credit_notes as note
                       where note.issued_at >= b.starts and note.issued_at < b.ends), 0))::bigint,
         coalesce((select sum(payment.amount) from public.payments as payment
                    where payment.paid_on >= b.month_start and payment.paid_on < b.next_month), 0)::bigint
  from bounds as b
  order by b.month_start;
end;
$$;

-- Offers sent in the last months and what became of them. An offer past its validity with no
-- answer counts as expired even before anything marks it so.
create or replace function public.admin_offer_conversion(months integer default 12)
returns table (sent integer, accepted integer, declined integer, expired integer, waiting integer, conversion_rate numeric)
language plpgsql
stable
security invoker
set search_path = ''
as $$
declare
  since timestamptz := (date_trunc('month', private.company_today())
                        - make_interval(months => least(greatest(coalesce(months, 12), 1), 60) - 1))::timestamp
                       at time zone 'Africa/Ouagadougou';
begin
  if not (select private.is_admin()) then
    raise exception 'Statistiques réservées aux administrateurs.' using errcode = '42501';
  end if;
  return query
  select count(*)::integer,
         count(*) filter (where quote.offer_status = 'accepted')::integer,
         count(*) filter (where quote.offer_status = 'declined')::integer,
         count(*) filter (where quote.offer_status = 'expired'
                            or (quote.offer_status = 'sent' and quote.valid_until < private.company_today()))::integer,
         count(*) filter (where quote.offer_status = 'sent' and quote.valid_until >= private.company_today())::integer,
         -- Share of the sent offers that were accepted; null until one is sent.
         round((count(*) filter (where quote.offer_status = 'accepted'))::numeric / nullif(count(*), 0), 3)
    from public.quotes as quote
   where quote.sent_at is not null and quote.sent_at >= since;
end;
$$;

revoke execute on function public.admin_invoicing_per_month(integer), public.admin_offer_conversion(integer) from public, anon;
grant execute on function public.admin_invoicing_per_month(integer), public.admin_offer_conversion(integer) to authenticated, service_role;
