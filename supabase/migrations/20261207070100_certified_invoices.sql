-- Certified electronic invoices (issue 47, decision 062): since 1 July 2026 the DGI recognises an invoice or a
-- credit note only once its SECeF (through a certified billing module, e-MCF) has certified it. So:
-- - invoices and credit_notes carry their certification: certification_status ('pending' from issue until the
--   service answers, 'certified', 'refused' with the service's reason in certification_error), and the answer
--   (secef_code, secef_nim, secef_counters {tc, fvc, frc}, secef_qr, secef_taxes, certified_at);
-- - issuing queues the request in the outbox (channel 'certification', recipient 'secef': 20261207010100) in the issuing
--   transaction; the server's worker sends it and writes the answer through private.record_certification, the
--   only writer of those columns; once certified they never change (the guards below, for every role);
-- - a customer sees a document only once certified (their select policies), so certification_error, which is
--   only ever set on a refused document, is read by staff only; a payment waits for the certification; the
--   « facture émise » and « avoir » mails leave when the document is certified, not at its insert;
-- - staff correct a refusal (the customer's IFU) and requeue with public.certify_document_again.

alter table public.invoices add column if not exists customer_ifu text;

alter table public.invoices
  add column certification_status text not null default 'pending',
  add column certification_error text,
  add column secef_code text,
  add column secef_nim text,
  add column secef_counters jsonb,
  add column secef_qr text,
  add column secef_taxes jsonb,
  add column certified_at timestamptz;
alter table public.credit_notes
  add column certification_status text not null default 'pending',
  add column certification_error text,
  add column secef_code text,
  add column secef_nim text,
  add column secef_counters jsonb,
  add column secef_qr text,
  add column secef_taxes jsonb,
  add column certified_at timestamptz;

alter table public.invoices
  add constraint invoices_certification_status_check
    check (certification_status in ('pending', 'certified', 'refused')),
  add constraint invoices_certification_answer check (
    case certification_status
      when 'certified' then secef_code is not null and secef_nim is not null and secef_qr is not null
                            and certified_at is not null and certification_error is null
      when 'refused' then certification_error is not null and secef_code is null
      else certification_error is null and secef_code is null
    end),
  add constraint invoices_certification_error_length check (char_length(certification_error) <= 1000),
  add constraint invoices_customer_ifu_length check (char_length(customer_ifu) <= 20);
alter table public.credit_notes
  add constraint credit_notes_certification_status_check
    check (certification_status in ('pending', 'certified', 'refused')),
  add constraint credit_notes_certification_answer check (
    case certification_status
      when 'certified' then secef_code is not null and secef_nim is not null and secef_qr is not null
                            and certified_at is not null and certification_error is null
      when 'refused' then certification_error is not null and secef_code is null
      else certification_error is null and secef_code is null
    end),
  add constraint credit_notes_certification_error_length check (char_length(certification_error) <= 1000);

create index invoices_certification_idx on public.invoices (certification_status, issued_at)
  where certification_status <> 'certified';
create index credit_notes_certification_idx on public.credit_notes (certification_status, issued_at)
  where certification_status <> 'certified';

comment on column public.invoices.certification_status is
  'pending (sent to the SECeF, not yet answered), certified, refused (reason in certification_error)';
comment on column public.invoices.certification_error is
  'The SECeF''s refusal, in French; set only on a refused invoice, which customers never see';
comment on column public.invoices.secef_counters is 'The answer''s counters: {"tc": …, "fvc": …, "frc": …}';
comment on column public.invoices.secef_qr is 'The QR code''s content: BFSECEF01;NIM;CODE;IFU;DATETIME';
comment on column public.invoices.secef_taxes is 'The tax detail by group as certified: [{"group", "rate", "base", "tax"}]';
comment on column public.invoices.certified_at is 'The SECeF''s date-time of the certification';

-- ---------------------------------------------------------------------------------------------
-- The certification is written once, by private.record_certification only
-- ---------------------------------------------------------------------------------------------

create or replace function private.refuse_certified_change()
returns void
language plpgsql
security invoker
set search_path = ''
as $$
begin
  raise exception 'Un document certifié par la DGI (SECeF) ne se modifie pas : sa certification est définitive.'
    using errcode = '42501';
end;
$$;
revoke all on function private.refuse_certified_change() from public, anon, authenticated;

-- Set (for the transaction) by the two functions below that write the certification columns.
create or replace function private.certification_writing()
returns boolean
language plpgsql
stable
security invoker
set search_path = ''
as $$
begin
  return coalesce(current_setting('private.certification_write', true), '') = 'on';
end;
$$;
revoke all on function private.certification_writing() from public, anon, authenticated;

-- As in 20261202050003_customer_deleted_documents_kept.sql (balance and customer from the database's own
-- triggers), plus the certification: written only while private.record_certification or
-- public.certify_document_again runs, and only until the invoice is certified; with it the customer's IFU,
-- which staff may correct on a refused invoice before certifying it again.
create or replace function private.guard_invoice_update() returns trigger
language plpgsql
set search_path = ''
as $$
declare
  paid bigint;
  credited bigint;
  customer uuid := new.profile_id;
  requested public.invoices := new;
begin
  if (to_jsonb(new) -> 'certification_status', to_jsonb(new) -> 'certification_error', to_jsonb(new) -> 'secef_code',
      to_jsonb(new) -> 'secef_nim', to_jsonb(new) -> 'secef_counters', to_jsonb(new) -> 'secef_qr',
      to_jsonb(new) -> 'secef_taxes', to_jsonb(new) -> 'certified_at', to_jsonb(new) -> 'customer_ifu')
     is distinct from
     (to_jsonb(old) -> 'certification_status', to_jsonb(old) -> 'certification_error', to_jsonb(old) -> 'secef_code',
      to_jsonb(old) -> 'secef_nim', to_jsonb(old) -> 'secef_counters', to_jsonb(old) -> 'secef_qr',
      to_jsonb(old) -> 'secef_taxes', to_jsonb(old) -> 'certified_at', to_jsonb(old) -> 'customer_ifu') then
    if old.certification_status = 'certified' then
      perform private.refuse_certified_change();
    end if;
    if not private.certification_writing() then
      perform private.refuse_issued_document_change();
    end if;
    new := old;
    new.certification_status := requested.certification_status;
    new.certification_error := requested.certification_error;
    new.secef_code := requested.secef_code;
    new.secef_nim := requested.secef_nim;
    new.secef_counters := requested.secef_counters;
    new.secef_qr := requested.secef_qr;
    new.secef_taxes := requested.secef_taxes;
    new.certified_at := requested.certified_at;
    new.customer_ifu := requested.customer_ifu;
    return new;
  end if;
  if pg_trigger_depth() < 2 then
    perform private.refuse_issued_document_change();
  end if;
  select coalesce(sum(payment.amount), 0) into paid from public.payments as payment where payment.invoice_id = old.id;
  select coalesce(sum(note.total_ttc), 0) into credited from public.credit_notes as note where note.invoice_id = old.id;
  new := old;
  new.profile_id := customer;
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

-- As in 20261202050003 (its customer when the account is deleted), plus the certification, as for invoices.
create or replace function private.guard_credit_note_update() returns trigger
language plpgsql
set search_path = ''
as $$
declare
  customer uuid := new.profile_id;
  requested public.credit_notes := new;
begin
  if (new.certification_status, new.certification_error, new.secef_code, new.secef_nim, new.secef_counters,
      new.secef_qr, new.secef_taxes, new.certified_at)
     is distinct from
     (old.certification_status, old.certification_error, old.secef_code, old.secef_nim, old.secef_counters,
      old.secef_qr, old.secef_taxes, old.certified_at) then
    if old.certification_status = 'certified' then
      perform private.refuse_certified_change();
    end if;
    if not private.certification_writing() then
      perform private.refuse_issued_document_change();
    end if;
    new := old;
    new.certification_status := requested.certification_status;
    new.certification_error := requested.certification_error;
    new.secef_code := requested.secef_code;
    new.secef_nim := requested.secef_nim;
    new.secef_counters := requested.secef_counters;
    new.secef_qr := requested.secef_qr;
    new.secef_taxes := requested.secef_taxes;
    new.certified_at := requested.certified_at;
    return new;
  end if;
  if pg_trigger_depth() < 2 or customer is not null then
    perform private.refuse_issued_document_change();
  end if;
  new := old;
  new.profile_id := customer;
  return new;
end;
$$;
revoke all on function private.guard_credit_note_update() from public, anon, authenticated;

-- The worker's answer (server/certification): a certification (answer = {code, nim, counters, qr, taxes,
-- certified_at}) or a refusal (its French reason). Returns the document's status afterwards; a document
-- already certified is left as it is (a second answer about it changes nothing).
create or replace function private.record_certification(document text, document_id uuid, answer jsonb,
  refusal text default null)
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  outcome text := case when refusal is null then 'certified' else 'refused' end;
  status_after text;
begin
  if document not in ('invoice', 'credit_note') then
    raise exception 'Document inconnu : %.', document using errcode = '22023';
  end if;
  perform set_config('private.certification_write', 'on', true);
  if document = 'invoice' then
    update public.invoices as invoice
       set certification_status = outcome,
           certification_error = left(refusal, 1000),
           secef_code = case when refusal is null then answer ->> 'code' end,
           secef_nim = case when refusal is null then answer ->> 'nim' end,
           secef_counters = case when refusal is null then answer -> 'counters' end,
           secef_qr = case when refusal is null then answer ->> 'qr' end,
           secef_taxes = case when refusal is null then answer -> 'taxes' end,
           certified_at = case when refusal is null then (answer ->> 'certified_at')::timestamptz end
     where invoice.id = document_id and invoice.certification_status <> 'certified';
    select invoice.certification_status into status_after from public.invoices as invoice where invoice.id = document_id;
  else
    update public.credit_notes as note
       set certification_status = outcome,
           certification_error = left(refusal, 1000),
           secef_code = case when refusal is null then answer ->> 'code' end,
           secef_nim = case when refusal is null then answer ->> 'nim' end,
           secef_counters = case when refusal is null then answer -> 'counters' end,
           secef_qr = case when refusal is null then answer ->> 'qr' end,
           secef_taxes = case when refusal is null then answer -> 'taxes' end,
           certified_at = case when refusal is null then (answer ->> 'certified_at')::timestamptz end
     where note.id = document_id and note.certification_status <> 'certified';
    select note.certification_status into status_after from public.credit_notes as note where note.id = document_id;
  end if;
  perform set_config('private.certification_write', '', true);
  return status_after;
end;
$$;
revoke all on function private.record_certification(text, uuid, jsonb, text) from public, anon, authenticated;
grant execute on function private.record_certification(text, uuid, jsonb, text) to service_role;

-- ---------------------------------------------------------------------------------------------
-- Queued at issue, in the issuing transaction
-- ---------------------------------------------------------------------------------------------

-- The one writer of the outbox's 'certification' channel, as private.queue_mail and private.queue_sms are of theirs.
create or replace function private.queue_certification_request(document text, document_id uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  if document = 'invoice' then
    insert into public.notifications (kind, recipient, channel, data, invoice_id)
    select 'certification_invoice', 'secef', 'certification', jsonb_build_object('number', invoice.number), invoice.id
      from public.invoices as invoice where invoice.id = document_id;
  else
    insert into public.notifications (kind, recipient, channel, data, invoice_id, credit_note_id)
    select 'certification_credit_note', 'secef', 'certification', jsonb_build_object('number', note.number),
           note.invoice_id, note.id
      from public.credit_notes as note where note.id = document_id;
  end if;
end;
$$;
revoke all on function private.queue_certification_request(text, uuid) from public, anon, authenticated;

create or replace function private.queue_certification()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.queue_certification_request(case when tg_table_name = 'invoices' then 'invoice' else 'credit_note' end, new.id);
  return null;
end;
$$;
revoke all on function private.queue_certification() from public, anon, authenticated;

create trigger invoices_queue_certification
  after insert on public.invoices
  for each row execute function private.queue_certification();
create trigger credit_notes_queue_certification
  after insert on public.credit_notes
  for each row execute function private.queue_certification();

-- Documents issued before this migration are certified like new ones.
select private.queue_certification_request('invoice', invoice.id)
  from (select id from public.invoices order by issued_at) as invoice;
select private.queue_certification_request('credit_note', note.id)
  from (select id from public.credit_notes order by issued_at) as note;

-- The customer's mail leaves once the document is certified (the functions of 20261130070100, unchanged).
drop trigger invoices_notify_issued on public.invoices;
create trigger invoices_notify_certified
  after update of certification_status on public.invoices
  for each row when (old.certification_status <> 'certified' and new.certification_status = 'certified')
  execute function private.notify_invoice_issued();
drop trigger credit_notes_notify_issued on public.credit_notes;
create trigger credit_notes_notify_certified
  after update of certification_status on public.credit_notes
  for each row when (old.certification_status <> 'certified' and new.certification_status = 'certified')
  execute function private.notify_credit_note_issued();

-- ---------------------------------------------------------------------------------------------
-- Not payable, not visible to the customer, until certified
-- ---------------------------------------------------------------------------------------------

create or replace function private.refuse_payment_before_certification()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  invoice public.invoices;
begin
  select * into invoice from public.invoices where id = new.invoice_id;
  if invoice.id is not null and invoice.certification_status <> 'certified' then
    raise exception 'La facture % n''est pas encore certifiée par la DGI (SECeF) : elle ne peut pas recevoir de paiement.',
      invoice.number using errcode = 'P0001';
  end if;
  return new;
end;
$$;
revoke all on function private.refuse_payment_before_certification() from public, anon, authenticated;

-- Named to run before payments_check (triggers fire in name order): the certification is the first reason.
create trigger payments_await_certification
  before insert on public.payments
  for each row execute function private.refuse_payment_before_certification();

drop policy "invoices: customers read their own, administrators all" on public.invoices;
create policy "invoices: customers read their own once certified, administrators all"
  on public.invoices for select to authenticated
  using ((profile_id = (select auth.uid()) and certification_status = 'certified') or (select private.is_admin()));
drop policy "invoice_lines: customers read their own, administrators all" on public.invoice_lines;
create policy "invoice_lines: customers read their own once certified, administrators all"
  on public.invoice_lines for select to authenticated
  using (
    (select private.is_admin())
    or exists (select 1 from public.invoices as invoice
                where invoice.id = invoice_id and invoice.profile_id = (select auth.uid())
                  and invoice.certification_status = 'certified')
  );
drop policy "credit_notes: customers read their own, administrators all" on public.credit_notes;
create policy "credit_notes: customers read their own once certified, administrators all"
  on public.credit_notes for select to authenticated
  using ((profile_id = (select auth.uid()) and certification_status = 'certified') or (select private.is_admin()));

-- ---------------------------------------------------------------------------------------------
-- « Certifier à nouveau » and the back-office's count
-- ---------------------------------------------------------------------------------------------

-- Staff only. A refused document, or one pending for more than 15 minutes, is sent again: for an invoice,
-- with the customer's IFU corrected when one is given (an empty one clears it). Returns the document (json).
create or replace function public.certify_document_again(document text, document_id uuid, customer_ifu text default null)
returns json
language plpgsql
security definer
set search_path = ''
as $$
declare
  target_status text;
  target_number text;
  target_issued timestamptz;
  corrected_ifu text := nullif(btrim(certify_document_again.customer_ifu), '');
  queued bigint;
  result json;
begin
  perform private.require_staff();
  if document is null or document not in ('invoice', 'credit_note') then
    raise exception 'Document inconnu : « invoice » ou « credit_note » attendu.' using errcode = 'P0001';
  end if;
  if document = 'invoice' then
    select invoice.certification_status, invoice.number, invoice.issued_at into target_status, target_number, target_issued
      from public.invoices as invoice where invoice.id = document_id for update;
  else
    if certify_document_again.customer_ifu is not null then
      raise exception 'L''IFU du client se corrige sur la facture, pas sur l''avoir.' using errcode = 'P0001';
    end if;
    select note.certification_status, note.number, note.issued_at into target_status, target_number, target_issued
      from public.credit_notes as note where note.id = document_id for update;
  end if;
  if target_status is null then
    raise exception 'Document introuvable.' using errcode = 'P0002';
  end if;
  if target_status = 'certified' then
    raise exception 'Le document % est déjà certifié.', target_number using errcode = 'P0001';
  end if;
  if target_status = 'pending' and target_issued > now() - interval '15 minutes' then
    raise exception 'Le document % est en cours de certification : réessayez dans quelques minutes.', target_number
      using errcode = 'P0001';
  end if;
  if corrected_ifu is not null and char_length(corrected_ifu) > 20 then
    raise exception 'L''IFU du client compte au plus 20 caractères.' using errcode = 'P0001';
  end if;

  perform set_config('private.certification_write', 'on', true);
  if document = 'invoice' then
    update public.invoices as invoice
       set certification_status = 'pending', certification_error = null,
           customer_ifu = case when certify_document_again.customer_ifu is null then invoice.customer_ifu else corrected_ifu end
     where invoice.id = document_id;
  else
    update public.credit_notes as note set certification_status = 'pending', certification_error = null
     where note.id = document_id;
  end if;
  perform set_config('private.certification_write', '', true);

  -- The request still waiting (a long wait) is tried now; otherwise a new one is queued.
  update public.notifications as queued_row
     set next_attempt_at = now(), attempts = 0, last_error = null
   where queued_row.channel = 'certification' and queued_row.status = 'pending'
     and (case when document = 'invoice' then queued_row.invoice_id = document_id and queued_row.credit_note_id is null
               else queued_row.credit_note_id = document_id end)
  returning queued_row.id into queued;
  if queued is null then
    perform private.queue_certification_request(document, document_id);
  end if;

  if document = 'invoice' then
    select to_json(invoice) into result from public.invoices as invoice where invoice.id = document_id;
  else
    select to_json(note) into result from public.credit_notes as note where note.id = document_id;
  end if;
  return result;
end;
$$;
revoke all on function public.certify_document_again(text, uuid, text) from public, anon;
grant execute on function public.certify_document_again(text, uuid, text) to authenticated, service_role;

-- The dashboard's line: documents waiting for their certification, the oldest, and the refused ones.
create or replace function public.admin_certification_backlog()
returns table (waiting bigint, waiting_since timestamptz, refused bigint)
language plpgsql
stable
security invoker
set search_path = ''
as $$
begin
  -- Invoker (staff read every document under RLS): private.require_staff is no API role's to call.
  if private.is_api_user() and not private.is_admin() then
    raise exception 'Réservé à l''équipe de l''entreprise.' using errcode = '42501';
  end if;
  return query
    with documents as (
      select invoice.certification_status as status, invoice.issued_at from public.invoices as invoice
       where invoice.certification_status <> 'certified'
      union all
      select note.certification_status, note.issued_at from public.credit_notes as note
       where note.certification_status <> 'certified')
    select count(*) filter (where documents.status = 'pending'),
           min(documents.issued_at) filter (where documents.status = 'pending'),
           count(*) filter (where documents.status = 'refused')
      from documents;
end;
$$;
revoke all on function public.admin_certification_backlog() from public, anon;
grant execute on function public.admin_certification_backlog() to authenticated, service_role;
