-- One receipt per payment. Two migrations written side by side each mailed a receipt for an online payment:
-- every row inserted into public.payments queues « Reçu de paiement » with its PDF (payments_send_receipt,
-- 20261207060200), and private.record_checked_payment (20261207080100) queued a text-only
-- online_payment_receipt as well, so a customer paying by mobile money got two. The trigger's receipt is
-- the one that stays: it is the same for a payment staff record and one the provider confirmed.
create or replace function private.record_checked_payment(payment_provider text, checked_transaction text,
  provider_status text, paid_amount integer, paid_currency text, paid_method text, provider_reference text)
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  attempt public.payment_attempts;
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
  return 'paid';
end;
$$;
revoke execute on function private.record_checked_payment(text, text, text, integer, text, text, text) from public, anon, authenticated;
grant execute on function private.record_checked_payment(text, text, text, integer, text, text, text) to service_role;
