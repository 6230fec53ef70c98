-- Invoices, credit notes and payments (issue 30).
-- - An invoice is issued from an order by issue_invoice(): next gapless number of the year
--   (FAC-2026-0001, the counter of 20261129360200), the order's lines and amounts copied, the
--   company's legal details copied as they are that day (seller), and from then on frozen: no one
--   updates or deletes an invoice, its lines or a credit note, the service role and the database
--   owner included (triggers; API roles also lack the privileges). A correction is a credit note
--   (avoir, AV-2026-0001) cancelling all or part of the invoice, issued by issue_credit_note().
-- - Payments are recorded by staff (insert into payments). The invoice's paid and credited amounts,
--   its balance and its status (unpaid, partially_paid, paid, cancelled = fully credited) follow;
--   they are the only columns that ever change, and only from the payments and credit notes
--   triggers (recomputed from those rows, never typed).
-- - A customer reads their own invoices, lines, credit notes and payments; staff read all.

create table public.invoices (
  id uuid primary key default gen_random_uuid(),
  number text not null unique check (number ~ '^FAC-[0-9]{4}-[0-9]{4,}$'),
  order_id uuid not null references public.orders (id) on delete restrict,
  profile_id uuid not null references public.profiles (id) on delete restrict,
  customer_name text not null check (char_length(customer_name) between 1 and 200),
  customer_company text check (customer_company is null or char_length(customer_company) <= 200),
  customer_email text check (customer_email is null or char_length(customer_email) <= 254),
  customer_phone text check (customer_phone is null or char_length(customer_phone) <= 30),
  customer_address text check (customer_address is null or char_length(customer_address) <= 500),
  seller jsonb not null check (jsonb_typeof(seller) = 'object'),
  issued_at timestamptz not null default now(),
  due_date date not null,
  tax_rate numeric(5, 2) not null check (tax_rate >= 0 and tax_rate <= 100),
  total_ht integer not null check (total_ht >= 0),
  total_tva integer not null check (total_tva >= 0),
  total_ttc integer not null,
  amount_credited integer not null default 0 check (amount_credited >= 0),
  amount_paid integer not null default 0 check (amount_paid >= 0),
  balance_due integer generated always as (total_ttc - amount_credited - amount_paid) stored,
  status text not null default 'unpaid' check (status in ('unpaid', 'partially_paid', 'paid', 'cancelled')),
  issued_by uuid references public.profiles (id) on delete set null,
  -- The transaction that issued it: lines may be added in that transaction only.
  issued_in_transaction bigint not null default txid_current(),
  constraint invoices_total_ttc_sum check (total_ttc = total_ht + total_tva)
);
alter table public.invoices enable row level security;
create index invoices_order_idx on public.invoices (order_id);
create index invoices_profile_idx on public.invoices (profile_id, issued_at desc);
create index invoices_status_idx on public.invoices (status, issued_at desc);

create table public.invoice_lines (
  id uuid primary key default gen_random_uuid(),
  invoice_id uuid not null references public.invoices (id) on delete restrict,
  position integer not null check (position between 0 and 1000),
  product_id uuid references public.products (id) on delete set null,
  description text not null check (char_length(description) between 1 and 200),
  quantity integer not null check (quantity between 1 and 1000),
  unit_price integer not null check (unit_price >= 0),
  line_total bigint not null check (line_total = unit_price::bigint * quantity)
);
alter table public.invoice_lines enable row level security;
create index invoice_lines_invoice_idx on public.invoice_lines (invoice_id, position);

create table public.credit_notes (
  id uuid primary key default gen_random_uuid(),
  number text not null unique check (number ~ '^AV-[0-9]{4}-[0-9]{4,}$'),
  invoice_id uuid not null references public.invoices (id) on delete restrict,
  profile_id uuid not null references public.profiles (id) on delete restrict,
  reason text not null check (char_length(btrim(reason)) between 1 and 1000),
  seller jsonb not null check (jsonb_typeof(seller) = 'object'),
  issued_at timestamptz not null default now(),
  tax_rate numeric(5, 2) not null check (tax_rate >= 0 and tax_rate <= 100),
  total_ht integer not null check (total_ht > 0),
  total_tva integer not null check (total_tva >= 0),
  total_ttc integer not null,
  issued_by uuid references public.profiles (id) on delete set null,
  constraint credit_notes_total_ttc_sum check (total_ttc = total_ht + total_tva)
);
alter table public.credit_notes enable row level security;
create index credit_notes_invoice_idx on public.credit_notes (invoice_id);
create index credit_notes_profile_idx on public.credit_notes (profile_id, issued_at desc);

create table public.payments (
  id uuid primary key default gen_random_uuid(),
  invoice_id uuid not null references public.invoices (id) on delete restrict,
  amount integer not null check (amount > 0 and amount <= 2000000000),
  method text not null check (method in ('cash', 'orange_money', 'moov_money', 'bank_transfer', 'cheque')),
  reference text check (reference is null or char_length(reference) <= 100),
  paid_on date not null default ((now() at time zone 'Africa/Ouagadougou')::date),
  recorded_by uuid default auth.uid() references public.profiles (id) on delete set null,
  created_at timestamptz not null default now()
);
alter table public.payments enable row level security;
create index payments_invoice_idx on public.payments (invoice_id, paid_on);

-- Documents are written by the functions below only; payments by staff, never changed (a payment
-- entered by mistake is deleted by staff and entered again, and the balance follows).
revoke insert, update, delete, truncate on public.invoices, public.invoice_lines, public.credit_notes
  from anon, authenticated, service_role;
revoke insert, update, delete, truncate on public.payments from anon;
revoke update, truncate on public.payments from authenticated, service_role;

create policy "invoices: customers read their own, administrators all"
  on public.invoices for select to authenticated
  using (profile_id = (select auth.uid()) or (select private.is_admin()));
create policy "invoice_lines: customers read their own, administrators all"
  on public.invoice_lines for select to authenticated
  using (
    (select private.is_admin())
    or exists (select 1 from public.invoices as invoice
                where invoice.id = invoice_id and invoice.profile_id = (select auth.uid()))
  );
create policy "credit_notes: customers read their own, administrators all"
  on public.credit_notes for select to authenticated
  using (profile_id = (select auth.uid()) or (select private.is_admin()));
create policy "payments: customers read their own, administrators all"
  on public.payments for select to authenticated
  using (
    (select private.is_admin())
    or exists (select 1 from public.invoices as invoice
                where invoice.id = invoice_id and invoice.profile_id = (select auth.uid()))
  );
create policy "payments: administrators record"
  on public.payments for insert to authenticated
  with check ((select private.is_admin()));
create policy "payments: administrators remove a mistaken entry"
  on public.payments for delete to authenticated
  using ((select private.is_admin()));

-- ---------------------------------------------------------------------------------------------
-- Frozen documents
-- ---------------------------------------------------------------------------------------------

create or replace function private.refuse_issued_document_change()
returns void
language plpgsql
security invoker
set search_path = ''
as $$
begin
  raise exception 'Un document émis (facture ou avoir) ne se modifie pas et ne se supprime pas : établissez un avoir.'
    using errcode = '42501';
end;
$$;

create or replace function private.refuse_document_change()
returns trigger
language plpgsql
security invoker
set search_path = ''
as $$
begin
  perform private.refuse_issued_document_change();
  return null;
end;
$$;

-- An invoice changes only through the payments and credit notes triggers (a nested statement):
-- then only its paid and credited amounts and its status move, recomputed from those rows.
create or replace function private.guard_invoice_update()
returns trigger
language plpgsql
security invoker
set search_path = ''
as $$
declare
  paid bigint;
  credited bigint;
begin
  if pg_trigger_depth() < 2 then
    perform private.refuse_issued_document_change();
  end if;
  select coalesce(sum(payment.amount), 0) into paid from public.payments as payment where payment.invoice_id = old.id;
  select coalesce(sum(note.total_ttc), 0) into credited from public.credit_notes as note where note.invoice_id = old.id;
  new := old;
  new.amount_paid := paid;
  new.amount_credited := credited;
  new.status := case
    when credited >= old.total_ttc then 'cancelled'
    when paid = 0 then 'unpaid'
    when paid + credited >= old.total_ttc then 'paid'
    else 'partially_paid'
  end;
  return new;
end;
$$;

create trigger invoices_guard_update
  before update on public.invoices
  for each row execute function private.guard_invoice_update();
create trigger invoices_refuse_delete
  before delete on public.invoices
  for each row execute function private.refuse_document_change();
create trigger invoices_refuse_truncate
  before truncate on public.invoices
  for each statement execute function private.refuse_document_change();

create or replace function private.guard_invoice_line_insert()
returns trigger
language plpgsql
security invoker
set search_path = ''
as $$
begin
  if not exists (select 1 from public.invoices as invoice
                  where invoice.id = new.invoice_id and invoice.issued_in_transaction = txid_current()) then
    perform private.refuse_issued_document_change();
  end if;
  return new;
end;
$$;

create trigger invoice_lines_guard_insert
  before insert on public.invoice_lines
  for each row execute function private.guard_invoice_line_insert();
create trigger invoice_lines_refuse_change
  before update or delete on public.invoice_lines
  for each row execute function private.refuse_document_change();
create trigger invoice_lines_refuse_truncate
  before truncate on public.invoice_lines
  for each statement execute function private.refuse_document_change();
create trigger credit_notes_refuse_change
  before update or delete on public.credit_notes
  for each row execute function private.refuse_document_change();
create trigger credit_notes_refuse_truncate
  before truncate on public.credit_notes
  for each statement execute function private.refuse_document_change();

-- ---------------------------------------------------------------------------------------------
-- Balance
-- ---------------------------------------------------------------------------------------------

-- A payment is checked against the balance under the invoice's row lock (two staff recording at
-- once cannot overpay it). security definer: the recorder has no update right on invoices.
create or replace function private.check_payment()
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
  if invoice.status = 'cancelled' then
    raise exception 'La facture % est annulée par avoir : elle ne reçoit plus de paiement.', invoice.number using errcode = 'P0001';
  end if;
  if new.amount > invoice.balance_due then
    raise exception 'Le paiement (%) dépasse le solde dû de la facture % (%).',
      private.format_fcfa(new.amount), invoice.number, private.format_fcfa(invoice.balance_due)
      using errcode = 'P0001';
  end if;
  if new.paid_on > private.company_today() then
    raise exception 'La date du paiement ne peut pas être dans le futur.' using errcode = 'P0001';
  end if;
  if new.paid_on < (invoice.issued_at at time zone 'Africa/Ouagadougou')::date - 365 then
    raise exception 'La date du paiement est trop ancienne pour cette facture.' using errcode = 'P0001';
  end if;
  if private.is_api_user() then
    new.recorded_by := auth.uid();
  end if;
  return new;
end;
$$;
revoke execute on function private.check_payment() from public;

create trigger payments_check
  before insert on public.payments
  for each row execute function private.check_payment();

create or replace function private.refresh_invoice_balance()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.invoices set amount_paid = amount_paid
   where id = case when tg_op = 'DELETE' then old.invoice_id else new.invoice_id end;
  return null;
end;
$$;
revoke execute on function private.refresh_invoice_balance() from public;

create trigger payments_refresh_balance
  after insert or delete on public.payments
  for each row execute function private.refresh_invoice_balance();
create trigger credit_notes_refresh_balance
  after insert on public.credit_notes
  for each row execute function private.refresh_invoice_balance();

-- ---------------------------------------------------------------------------------------------
-- Issuing
-- ---------------------------------------------------------------------------------------------

-- Staff only: an administrator's token, the service role or the server's own connection.
create or replace function private.require_staff()
returns void
language plpgsql
security invoker
set search_path = ''
as $$
begin
  if private.is_api_user() and not private.is_admin() then
    raise exception 'Réservé à l''équipe de l''entreprise.' using errcode = '42501';
  end if;
end;
$$;
revoke execute on function private.require_staff() from public;

-- The company as its documents print it, copied on each issued document.
create or replace function private.seller_details()
returns jsonb
language plpgsql
stable
security invoker
set search_path = ''
as $$
begin
  return (
    select jsonb_build_object(
      'company_name', settings.company_name, 'legal_name', settings.legal_name,
      'ifu', settings.ifu, 'rccm', settings.rccm, 'tax_regime', settings.tax_regime, 'tax_division', settings.tax_division,
      'address', settings.address, 'city', settings.city, 'country', settings.country,
      'phone', settings.phone_main, 'email', settings.email_general,
      'bank_name', settings.bank_name, 'bank_account', settings.bank_account,
      'orange_money_number', settings.orange_money_number, 'moov_money_number', settings.moov_money_number,
      'logo_path', settings.logo_path)
    from public.site_settings as settings where settings.id = 1);
end;
$$;
revoke execute on function private.seller_details() from public;

-- « Émettre la facture »: the order's lines and amounts, frozen under the next FAC number.
-- The order must be confirmed or delivered, and not already invoiced (unless that invoice was
-- entirely cancelled by a credit note). Returns the invoice (json).
create or replace function public.issue_invoice(order_id uuid, due_date date default null)
returns json
language plpgsql
security definer
set search_path = ''
as $$
declare
  target public.orders;
  customer public.profiles;
  issued public.invoices;
  lines_total bigint;
  previous text;
begin
  perform private.require_staff();
  select * into target from public.orders where id = issue_invoice.order_id for update;
  if target.id is null then
    raise exception 'Commande introuvable.' using errcode = 'P0002';
  end if;
  if target.status not in ('confirmed', 'delivered') then
    raise exception 'Seule une commande confirmée ou livrée se facture (celle-ci est « % »).',
      private.label_of('order_status', target.status) using errcode = 'P0001';
  end if;
  select invoice.number into previous from public.invoices as invoice
   where invoice.order_id = target.id and invoice.status <> 'cancelled' limit 1;
  if previous is not null then
    raise exception 'Cette commande est déjà facturée (facture %).', previous using errcode = 'P0001';
  end if;
  if issue_invoice.due_date is not null and issue_invoice.due_date < private.company_today() then
    raise exception 'L''échéance ne peut pas être avant la date de la facture.' using errcode = 'P0001';
  end if;
  select coalesce(sum(item.line_total), 0) into lines_total from public.order_items as item where item.order_id = target.id;
  select * into customer from public.profiles where id = target.profile_id;

  insert into public.invoices (number, order_id, profile_id, customer_name, customer_company, customer_email,
                               customer_phone, customer_address, seller, due_date, tax_rate, total_ht, total_tva,
                               total_ttc, issued_by)
  values (private.next_document_number('FAC'), target.id, target.profile_id, target.delivery_name,
          nullif(customer.company, ''), customer.email, target.delivery_phone, target.delivery_address,
          private.seller_details(), coalesce(issue_invoice.due_date, private.company_today() + 30), target.tax_rate,
          lines_total, private.tax_of(lines_total, target.tax_rate),
          lines_total + private.tax_of(lines_total, target.tax_rate), auth.uid())
  returning * into issued;

  insert into public.invoice_lines (invoice_id, position, product_id, description, quantity, unit_price, line_total)
  select issued.id, row_number() over (order by item.product_name, item.id) - 1, item.product_id, item.product_name,
         item.quantity, item.unit_price, item.line_total
    from public.order_items as item where item.order_id = target.id;
  return to_json(issued);
end;
$$;
revoke execute on function public.issue_invoice(uuid, date) from public, anon;
grant execute on function public.issue_invoice(uuid, date) to authenticated, service_role;

-- « Établir un avoir »: cancels the rest of the invoice (amount_ht null) or part of it (an amount HT,
-- whose TVA follows the one rule). The whole rest takes exactly the TVA not yet credited, so the
-- credit notes of an invoice always add up to it. Returns the credit note (json).
create or replace function public.issue_credit_note(invoice_id uuid, reason text, amount_ht integer default null)
returns json
language plpgsql
security definer
set search_path = ''
as $$
declare
  invoice public.invoices;
  credited_ht bigint;
  credited_tva bigint;
  note_ht bigint;
  note_tva bigint;
  issued public.credit_notes;
begin
  perform private.require_staff();
  select * into invoice from public.invoices where id = issue_credit_note.invoice_id for update;
  if invoice.id is null then
    raise exception 'Facture introuvable.' using errcode = 'P0002';
  end if;
  if reason is null or btrim(reason) = '' then
    raise exception 'Le motif de l''avoir est requis.' using errcode = 'P0001';
  end if;
  select coalesce(sum(note.total_ht), 0), coalesce(sum(note.total_tva), 0) into credited_ht, credited_tva
    from public.credit_notes as note where note.invoice_id = invoice.id;
  if credited_ht >= invoice.total_ht then
    raise exception 'La facture % est déjà entièrement annulée par avoir.', invoice.number using errcode = 'P0001';
  end if;
  if amount_ht is null or amount_ht = invoice.total_ht - credited_ht then
    note_ht := invoice.total_ht - credited_ht;
    note_tva := invoice.total_tva - credited_tva;
  elsif amount_ht <= 0 or amount_ht > invoice.total_ht - credited_ht then
    raise exception 'Le montant HT de l''avoir doit être entre 1 et % FCFA.', invoice.total_ht - credited_ht using errcode = 'P0001';
  else
    note_ht := amount_ht;
    note_tva := least(private.tax_of(amount_ht, invoice.tax_rate), invoice.total_tva - credited_tva);
  end if;
  insert into public.credit_notes (number, invoice_id, profile_id, reason, seller, tax_rate, total_ht, total_tva, total_ttc, issued_by)
  values (private.next_document_number('AV'), invoice.id, invoice.profile_id, btrim(reason), private.seller_details(),
          invoice.tax_rate, note_ht, note_tva, note_ht + note_tva, auth.uid())
  returning * into issued;
  return to_json(issued);
end;
$$;
revoke execute on function public.issue_credit_note(uuid, text, integer) from public, anon;
grant execute on function public.issue_credit_note(uuid, text, integer) to authenticated, service_role;
