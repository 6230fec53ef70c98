-- Online payments through a payment provider (issue 48, decision 063).
--
-- What: public.payments says which provider took a payment (provider, provider_transaction_id: null for a
-- payment staff record by hand); public.payment_attempts keeps every payment the server asked a provider for,
-- and every notification it could not match (unknown transaction, another amount or currency), for staff to see.
-- Why here: a payment is recorded once and only when real. The server checks the transaction with the provider
-- and then calls private.record_checked_payment, which decides under the attempt's row lock: the provider's
-- transaction id is unique in payments, so a replayed or duplicated notification finds the payment already
-- there and changes nothing. Only the server (service_role) calls these functions; customers and staff read
-- the attempts through RLS.

alter table public.payments
  add column provider text check (provider in ('cinetpay', 'test')),
  add column provider_transaction_id text unique
    check (provider_transaction_id is null or char_length(provider_transaction_id) between 1 and 100),
  add constraint payments_provider_pairs check ((provider is null) = (provider_transaction_id is null));

create table public.payment_attempts (
  id uuid primary key default gen_random_uuid(),
  -- Null for a notification naming a transaction the server never started (kept to show staff).
  invoice_id uuid references public.invoices (id) on delete restrict,
  provider text not null check (provider in ('cinetpay', 'test')),
  -- The id sent to the provider at initialisation (CinetPay's transaction_id): the provider's name for it.
  transaction_id text not null unique check (char_length(transaction_id) between 1 and 100),
  amount integer not null check (amount >= 0 and amount <= 2000000000),
  currency text not null default 'XOF' check (currency ~ '^[A-Z]{3}$'),
  status text not null default 'pending'
    check (status in ('pending', 'paid', 'refused', 'mismatch', 'unknown')),
  -- Why a mismatch or unknown transaction was refused, in French, for staff.
  problem text check (problem is null or char_length(problem) <= 500),
  payment_url text check (payment_url is null or char_length(payment_url) <= 2000),
  payment_id uuid references public.payments (id) on delete set null,
  profile_id uuid references public.profiles (id) on delete set null,
  created_at timestamptz not null default now(),
  checked_at timestamptz,
  check_count integer not null default 0
);
alter table public.payment_attempts enable row level security;
create index payment_attempts_invoice_idx on public.payment_attempts (invoice_id, created_at desc);
create index payment_attempts_pending_idx on public.payment_attempts (created_at) where status = 'pending';

revoke insert, update, delete, truncate on public.payment_attempts from anon, authenticated, service_role;
revoke select on public.payment_attempts from anon;

create policy "payment_attempts: customers read their invoices' attempts, administrators all"
  on public.payment_attempts for select to authenticated
  using (
    (select private.is_admin())
    or exists (select 1 from public.invoices as invoice
                where invoice.id = invoice_id and invoice.profile_id = (select auth.uid()))
  );

-- An attempt for the invoice's whole balance. The caller (the server) has already read the invoice as the
-- customer, so RLS said it is theirs. A pending certification (issue 47), when that column exists, is not payable.
create or replace function private.start_payment_attempt(target_invoice uuid, payment_provider text, customer uuid)
returns public.payment_attempts
language plpgsql
security definer
set search_path = ''
as $$
declare
  invoice public.invoices;
  attempt public.payment_attempts;
begin
  select * into invoice from public.invoices where id = target_invoice for update;
  if invoice.id is null then
    raise exception 'Facture introuvable.' using errcode = 'P0002';
  end if;
  if invoice.status not in ('unpaid', 'partially_paid') or invoice.balance_due <= 0 then
    raise exception 'La facture % n''a rien à payer.', invoice.number using errcode = 'P0001';
  end if;
  if coalesce(to_jsonb(invoice) ->> 'certification_status', 'certified') <> 'certified' then
    raise exception 'La facture % n''est pas encore certifiée : elle ne se paie pas encore.', invoice.number using errcode = 'P0001';
  end if;
  insert into public.payment_attempts (invoice_id, provider, transaction_id, amount, profile_id)
  values (invoice.id, payment_provider, 'OIS' || upper(replace(gen_random_uuid()::text, '-', '')), invoice.balance_due, customer)
  returning * into attempt;
  return attempt;
end;
$$;
revoke execute on function private.start_payment_attempt(uuid, text, uuid) from public, anon, authenticated;
grant execute on function private.start_payment_attempt(uuid, text, uuid) to service_role;

create or replace function private.set_payment_url(attempt_id uuid, url text)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.payment_attempts set payment_url = url where id = attempt_id;
end;
$$;
revoke execute on function private.set_payment_url(uuid, text) from public, anon, authenticated;
grant execute on function private.set_payment_url(uuid, text) to service_role;

-- What the provider's status call answered for a transaction, recorded once. provider_status: 'accepted',
-- 'refused' or 'pending'. Returns the attempt's status after the call: 'paid' (now or before), 'refused',
-- 'pending', 'mismatch' or 'unknown'. A payment and its receipt are written only for an accepted transaction
-- whose amount and currency are the attempt's.
create or replace function private.record_checked_payment(payment_provider text, checked_transaction text,
  provider_status text, paid_amount integer, paid_currency text, paid_method text, provider_reference text)
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  attempt public.payment_attempts;
  invoice public.invoices;
  payment_row public.payments;
begin
  select * into attempt from public.payment_attempts where transaction_id = checked_transaction for update;
  if attempt.id is null then
    insert into public.payment_attempts (provider, transaction_id, amount, currency, status, problem, checked_at, check_count)
    values (payment_provider, checked_transaction, greatest(coalesce(paid_amount, 0), 0), coalesce(paid_currency, 'XOF'), 'unknown',
            'Transaction inconnue : aucun paiement n''a été demandé sous ce numéro.', now(), 1)
    on conflict (transaction_id) do nothing;
    return 'unknown';
  end if;
  if attempt.status in ('paid', 'mismatch', 'unknown', 'refused') then
    update public.payment_attempts set checked_at = now(), check_count = check_count + 1 where id = attempt.id;
    return attempt.status;
  end if;
  if provider_status = 'pending' then
    update public.payment_attempts set checked_at = now(), check_count = check_count + 1 where id = attempt.id;
    return 'pending';
  end if;
  if provider_status <> 'accepted' then
    update public.payment_attempts set status = 'refused', checked_at = now(), check_count = check_count + 1 where id = attempt.id;
    return 'refused';
  end if;
  if paid_amount is distinct from attempt.amount or paid_currency is distinct from attempt.currency then
    update public.payment_attempts
       set status = 'mismatch', checked_at = now(), check_count = check_count + 1,
           problem = format('Montant ou devise différents : %s %s payés pour %s %s demandés.',
                            coalesce(paid_amount::text, '?'), coalesce(paid_currency, '?'), attempt.amount, attempt.currency)
     where id = attempt.id;
    return 'mismatch';
  end if;
  if paid_method is null or paid_method not in ('orange_money', 'moov_money') then
    update public.payment_attempts
       set status = 'mismatch', checked_at = now(), check_count = check_count + 1,
           problem = 'Paiement accepté par un moyen que la facture ne connaît pas : à vérifier chez le prestataire.'
     where id = attempt.id;
    return 'mismatch';
  end if;
  begin
    insert into public.payments (invoice_id, amount, method, reference, provider, provider_transaction_id, recorded_by)
    values (attempt.invoice_id, attempt.amount, paid_method, left(coalesce(provider_reference, checked_transaction), 100),
            attempt.provider, checked_transaction, null)
    returning * into payment_row;
  exception when unique_violation then
    -- Another process recorded this transaction a moment ago.
    return 'paid';
  when raise_exception then
    -- The invoice changed since the attempt (staff recorded a payment, a credit note): money came in that
    -- the balance no longer expects. Kept for staff, who refund or record it by hand.
    update public.payment_attempts
       set status = 'mismatch', checked_at = now(), check_count = check_count + 1,
           problem = left('Paiement reçu mais non enregistré : ' || sqlerrm, 500)
     where id = attempt.id;
    return 'mismatch';
  end;
  update public.payment_attempts
     set status = 'paid', payment_id = payment_row.id, checked_at = now(), check_count = check_count + 1
   where id = attempt.id;
  select * into invoice from public.invoices where id = attempt.invoice_id;
  perform private.queue_mail('online_payment_receipt', invoice.customer_email, jsonb_build_object(
    'name', coalesce(nullif(invoice.customer_name, ''), 'Madame, Monsieur'),
    'number', invoice.number,
    'amount', private.format_fcfa(payment_row.amount),
    'paid_on', private.format_date(payment_row.paid_on),
    'method', case paid_method when 'orange_money' then 'Orange Money' else 'Moov Money' end,
    'reference', checked_transaction,
    'balance_due', private.format_fcfa(invoice.balance_due)));
  return 'paid';
end;
$$;
revoke execute on function private.record_checked_payment(text, text, text, integer, text, text, text) from public, anon, authenticated;
grant execute on function private.record_checked_payment(text, text, text, integer, text, text, text) to service_role;

-- The pending attempts the scheduled check asks the provider about: older than a minute (the customer may be
-- paying; min_age_seconds), younger than two days (a payment page expires long before), the least recently checked first.
create or replace function private.pending_payment_attempts(batch integer, min_age_seconds integer default 60)
returns setof public.payment_attempts
language plpgsql
security definer
set search_path = ''
as $$
begin
  return query
    select * from public.payment_attempts
     where status = 'pending' and created_at <= now() - make_interval(secs => min_age_seconds) and created_at > now() - interval '2 days'
     order by checked_at nulls first, created_at
     limit batch;
end;
$$;
revoke execute on function private.pending_payment_attempts(integer, integer) from public, anon, authenticated;
grant execute on function private.pending_payment_attempts(integer, integer) to service_role;
