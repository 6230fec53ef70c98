-- Deleting a customer (issue 35): GoTrue's admin API and the dashboard delete the row of auth.users,
-- which takes the profile with it; an order, an invoice or a credit note referring to the profile
-- refused it (on delete restrict), so a customer who had ever ordered could not be deleted.
-- Now the account goes and the documents stay, as they were: they are legal records. An order keeps
-- its delivery name, phone and address and gets the account's e-mail as guest_email (so it still
-- satisfies orders_customer_known and its mails still reach the customer); an invoice keeps the
-- customer's name, e-mail, phone and address it was issued with; a credit note keeps its invoice.
-- Without profile_id a row is read by staff only (the policies are unchanged). Decision 039.

create or replace function private.keep_deleted_customer_on_orders() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.orders as placed
     set guest_email = coalesce(old.email, (select account.email from auth.users as account where account.id = old.id))
   where placed.profile_id = old.id and placed.guest_email is null;
  return old;
end;
$$;
revoke all on function private.keep_deleted_customer_on_orders() from public, anon, authenticated;

create trigger profiles_keep_deleted_customer_on_orders
  before delete on public.profiles
  for each row execute function private.keep_deleted_customer_on_orders();

alter table public.orders drop constraint orders_profile_id_fkey,
  add constraint orders_profile_id_fkey foreign key (profile_id) references public.profiles (id) on delete set null;
alter table public.invoices drop constraint invoices_profile_id_fkey,
  add constraint invoices_profile_id_fkey foreign key (profile_id) references public.profiles (id) on delete set null;
alter table public.credit_notes alter column profile_id drop not null,
  drop constraint credit_notes_profile_id_fkey,
  add constraint credit_notes_profile_id_fkey foreign key (profile_id) references public.profiles (id) on delete set null;

-- An issued invoice changes only through the database's own triggers (balance, and now its customer:
-- the account a guest's order joins, or none when the account is deleted). As in
-- 20261129360300_invoices_and_payments.sql, plus that customer column.
create or replace function private.guard_invoice_update() returns trigger
language plpgsql
set search_path = ''
as $$
declare
  paid bigint;
  credited bigint;
  customer uuid := new.profile_id;
begin
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

-- A credit note never changes, but for its customer when the account is deleted (an update made by
-- the foreign key's action, inside the delete, never by a statement of the API).
create or replace function private.guard_credit_note_update() returns trigger
language plpgsql
set search_path = ''
as $$
declare
  customer uuid := new.profile_id;
begin
  if pg_trigger_depth() < 2 or customer is not null then
    perform private.refuse_issued_document_change();
  end if;
  new := old;
  new.profile_id := customer;
  return new;
end;
$$;
revoke all on function private.guard_credit_note_update() from public, anon, authenticated;

drop trigger credit_notes_refuse_change on public.credit_notes;
create trigger credit_notes_refuse_delete
  before delete on public.credit_notes
  for each row execute function private.refuse_document_change();
create trigger credit_notes_guard_update
  before update on public.credit_notes
  for each row execute function private.guard_credit_note_update();
