-- Money after the invoice (issue 46, point 8; decision 061): a balance never goes below zero.
-- A credit note issued after the invoice was paid left « Reste à payer −354 000 FCFA » beside
-- « Payée », with no way to record that the company paid the money back.
-- - invoices.balance_due becomes what the customer still owes, never negative; the new generated
--   column refund_due is what the company owes back (paid, less refunded, beyond what the credit
--   notes left to pay). The portal and the back-office show « Avoir à rembourser » from it.
-- - public.refunds: staff record a refund (amount, method, date, reference) as they record a
--   payment, and it closes refund_due. A refund is its own table, not a negative payment: payments
--   stay money received (issue 48 gives them a provider and a transaction id), refunds money paid
--   out, each with its own checks.
-- - invoices.amount_refunded follows the refunds as amount_paid follows the payments: recomputed
--   from the rows by a trigger of its own (invoices_sum_refunds), never typed.

alter table public.invoices add column amount_refunded integer not null default 0 check (amount_refunded >= 0);

-- A generated column's expression cannot be altered on every supported version: dropped and made again.
alter table public.invoices drop column balance_due;
alter table public.invoices add column balance_due integer
  generated always as (greatest(total_ttc - amount_credited - amount_paid + amount_refunded, 0)) stored;
alter table public.invoices add column refund_due integer
  generated always as (greatest(amount_paid - amount_refunded - (total_ttc - amount_credited), 0)) stored;

create table public.refunds (
  id uuid primary key default gen_random_uuid(),
  invoice_id uuid not null references public.invoices (id) on delete restrict,
  amount integer not null check (amount > 0 and amount <= 2000000000),
  method text not null check (method in ('cash', 'orange_money', 'moov_money', 'bank_transfer', 'cheque')),
  reference text check (reference is null or char_length(reference) <= 100),
  refunded_on date not null default ((now() at time zone 'Africa/Ouagadougou')::date),
  recorded_by uuid default auth.uid() references public.profiles (id) on delete set null,
  created_at timestamptz not null default now()
);
alter table public.refunds enable row level security;
create index refunds_invoice_idx on public.refunds (invoice_id, refunded_on);
create index refunds_recorded_by_idx on public.refunds (recorded_by);

-- As payments: staff insert, and delete a mistaken entry; no one updates.
revoke insert, update, delete, truncate on public.refunds from anon;
revoke update, truncate on public.refunds from authenticated, service_role;

create policy "refunds: customers read their own, administrators all"
  on public.refunds for select to authenticated
  using (
    (select private.is_admin())
    or exists (select 1 from public.invoices as invoice
                where invoice.id = invoice_id and invoice.profile_id = (select auth.uid()))
  );
create policy "refunds: administrators record"
  on public.refunds for insert to authenticated
  with check ((select private.is_admin()));
create policy "refunds: administrators remove a mistaken entry"
  on public.refunds for delete to authenticated
  using ((select private.is_admin()));

-- A refund is checked against what the company owes under the invoice's row lock (two staff
-- recording at once cannot refund twice). security definer: the recorder cannot update invoices.
create or replace function private.check_refund()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  invoice public.invoices;
begin
  select * into invoice from public.invoices where id = new.invoice_id for update;
  if invoice.id is null then
    raise exception 'Facture introuvable.' using errcode = 'P0002';
  end if;
  if new.amount > invoice.refund_due then
    raise exception 'Le remboursement (%) dépasse l''avoir à rembourser sur la facture % (%).',
      private.format_fcfa(new.amount), invoice.number, private.format_fcfa(invoice.refund_due)
      using errcode = 'P0001';
  end if;
  if new.refunded_on > private.company_today() then
    raise exception 'La date du remboursement ne peut pas être dans le futur.' using errcode = 'P0001';
  end if;
  if new.refunded_on < (invoice.issued_at at time zone 'Africa/Ouagadougou')::date then
    raise exception 'La date du remboursement ne peut pas précéder la facture.' using errcode = 'P0001';
  end if;
  if private.is_api_user() then
    new.recorded_by := auth.uid();
  end if;
  return new;
end;
$$;
revoke execute on function private.check_refund() from public;

create trigger refunds_check
  before insert on public.refunds
  for each row execute function private.check_refund();

-- The same nudge as payments and credit notes: the invoice's guarded update recomputes its amounts.
create trigger refunds_refresh_balance
  after insert or delete on public.refunds
  for each row execute function private.refresh_invoice_balance();

-- Runs after invoices_guard_update (before-update triggers run in name order), which recomputes the
-- paid and credited amounts from their rows and keeps every other column as it was: the refunded
-- amount is recomputed here the same way.
create or replace function private.sum_invoice_refunds()
returns trigger
language plpgsql
security invoker
set search_path = ''
as $$
begin
  select coalesce(sum(refund.amount), 0) into new.amount_refunded from public.refunds as refund where refund.invoice_id = new.id;
  return new;
end;
$$;
revoke execute on function private.sum_invoice_refunds() from public;

create trigger invoices_sum_refunds
  before update on public.invoices
  for each row execute function private.sum_invoice_refunds();


-- The credit note's mail (queued by notify_credit_note_issued) says whether the invoice's balance
-- takes it into account or, the invoice being paid already, what the company will refund: its data
-- gains refund_due (« 354 000 FCFA », or null) as it is queued. Counted from the rows, since the
-- invoice's own amounts are refreshed by a trigger that may run after the one queueing the mail.
create or replace function private.credit_note_mail_refund()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  owed bigint;
begin
  select greatest(
           coalesce((select sum(payment.amount) from public.payments as payment where payment.invoice_id = invoice.id), 0)
           - coalesce((select sum(refund.amount) from public.refunds as refund where refund.invoice_id = invoice.id), 0)
           - (invoice.total_ttc - coalesce((select sum(note.total_ttc) from public.credit_notes as note where note.invoice_id = invoice.id), 0)),
           0)
    into owed
    from public.credit_notes as credited
    join public.invoices as invoice on invoice.id = credited.invoice_id
   where credited.id = new.credit_note_id;
  new.data := new.data || jsonb_build_object('refund_due', case when owed > 0 then private.format_fcfa(owed) end);
  return new;
end;
$$;
revoke execute on function private.credit_note_mail_refund() from public;

create trigger notifications_credit_note_refund
  before insert on public.notifications
  for each row when (new.kind = 'credit_note_issued' and new.credit_note_id is not null)
  execute function private.credit_note_mail_refund();
