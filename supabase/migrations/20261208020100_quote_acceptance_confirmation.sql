-- Issue 46.6: after « Bon pour accord », the customer heard nothing. The answer's mails now hang on the
-- row's change (an after-update trigger on the transition sent → accepted or declined, in the same
-- transaction), as the other mails do, rather than on one function's body: whichever writer settles the
-- quote (the link, the portal, staff recording a paper acceptance: all through private.settle_quote),
-- the office is told once and, on an acceptance, the customer receives ONE confirmation, the kind
-- `quote_accepted` (the customer's mail of an accepted quote, unused since decision 059 took the
-- request's « Accepter » away), which carries the accepted quote's PDF (server/mail/proFormaMail.ts).

create or replace function private.notify_quote_settled() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  accepted boolean := new.offer_status = 'accepted';
  accepted_on text := to_char(new.accepted_at at time zone 'Africa/Ouagadougou', 'DD/MM/YYYY');
begin
  perform private.queue_mail(
    case when accepted then 'quote_offer_accepted' else 'quote_offer_declined' end,
    private.company_notification_email(),
    jsonb_build_object(
      'number', new.number, 'name', new.name, 'company', new.company,
      'email', new.email, 'phone', new.phone,
      'total_ttc', private.format_fcfa(new.total_ttc),
      'signer', new.accepted_by_name, 'reason', new.decline_reason,
      'via', new.accepted_via, 'accepted_on', accepted_on),
    reply_to => new.email, past_ceiling => true);
  if accepted then
    perform private.queue_mail('quote_accepted', new.email,
      jsonb_build_object(
        'name', new.name, 'number', new.number,
        'total_ttc', private.format_fcfa(new.total_ttc),
        'signer', new.accepted_by_name, 'via', new.accepted_via, 'accepted_on', accepted_on),
      past_ceiling => true, about_quote => new.id);
  end if;
  return null;
end;
$$;
revoke all on function private.notify_quote_settled() from public, anon, authenticated;

create trigger quotes_notify_settled
  after update of offer_status on public.quotes
  for each row
  when (old.offer_status = 'sent' and new.offer_status in ('accepted', 'declined'))
  execute function private.notify_quote_settled();

-- The same function as in 20261207040000, without its mail: the trigger above queues it.
create or replace function private.settle_quote(
  target public.quotes, accepted boolean, signer_name text, reason text,
  via text default 'online', accepted_on timestamptz default null, document text default null
) returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  answered public.quotes;
  signer text := btrim(coalesce(signer_name, ''));
  why text := btrim(coalesce(reason, ''));
begin
  -- A repeat (the same answer, or the other one after the first) changes nothing and mails nobody.
  if target.offer_status in ('accepted', 'declined') then
    return private.quote_summary(target);
  end if;
  if target.offer_status = 'expired'
     or (target.offer_status = 'sent'
         and target.valid_until < coalesce((accepted_on at time zone 'Africa/Ouagadougou')::date, private.company_today())) then
    raise exception 'Ce devis a expiré le % : demandez-nous un nouveau devis.', to_char(target.valid_until, 'DD/MM/YYYY')
      using errcode = 'P0001';
  end if;
  if accepted and char_length(signer) not between 2 and 200 then
    raise exception 'Tapez votre nom complet pour accepter le devis.' using errcode = 'P0001';
  end if;
  if not accepted and char_length(why) not between 1 and 2000 then
    raise exception 'Dites-nous en quelques mots pourquoi vous refusez ce devis (2000 caractères au plus).' using errcode = 'P0001';
  end if;
  perform set_config('app.settling_quote', target.id::text, true);
  update public.quotes
     set offer_status = case when accepted then 'accepted' else 'declined' end,
         accepted_by_name = case when accepted then signer end,
         accepted_via = case when accepted then via end,
         accepted_at = case when accepted and via <> 'online' then accepted_on end,
         acceptance_document = case when accepted then document end,
         acceptance_recorded_by = case when accepted and via <> 'online' then auth.uid() end,
         decline_reason = case when accepted then null else why end
   where id = target.id
  returning * into answered;
  perform set_config('app.settling_quote', '', true);
  return private.quote_summary(answered);
end;
$$;
revoke all on function private.settle_quote(public.quotes, boolean, text, text, text, timestamptz, text)
  from public, anon, authenticated;
