-- One acceptance for a quote, one status for its life (issue 46 points 1, 7 and 8; issue 49 point 1;
-- decision 059).
--
-- Before: the request's amount-only « Accepter » (status + answer_amount) mailed the customer a second
-- « accepté » pro forma, HT where the offer said TTC, beside the offer's own acceptance; staff could also
-- set offer_status = 'accepted' on the table, which mailed nobody. Now a quote is accepted only through
-- its offer: by the customer online, or by staff recording an acceptance given on paper, by e-mail or by
-- phone (who, when, how, and the signed document kept in the private bucket « signed-quotes »), and both
-- go through private.settle_quote: same state, same mails. Answering an answered quote again returns its
-- state and queues nothing (201 calls made 201 mails); declining an expired quote is refused by every
-- path. A draft's totals stay at zero until it is sent, so a customer never reads a price before the
-- office sends it (the back-office previews a draft's totals from its lines). `stage` is the one status
-- a quote shows everywhere, derived from the columns that hold the facts, so it cannot disagree with them.

-- supautils: supabase_storage_admin (policies on storage.objects for the signed documents' bucket)

alter table public.quotes
  add column if not exists accepted_via text
    constraint quotes_accepted_via_check check (accepted_via in ('online', 'paper', 'email', 'phone')),
  add column if not exists acceptance_document text
    constraint quotes_acceptance_document_check check (char_length(acceptance_document) <= 300 and acceptance_document ~ '^[A-Za-z0-9][A-Za-z0-9._/-]*$'),
  add column if not exists acceptance_recorded_by uuid references public.profiles (id) on delete set null;

comment on column public.quotes.accepted_via is
  'How the customer accepted the offer: online (link or portal), or paper / email / phone as recorded by staff.';
comment on column public.quotes.acceptance_document is
  'Path, in the private Storage bucket signed-quotes, of the signed quote or e-mail staff attached to a recorded acceptance.';
comment on column public.quotes.acceptance_recorded_by is 'The staff member who recorded an acceptance given off line.';

create index if not exists quotes_acceptance_recorded_by_idx on public.quotes (acceptance_recorded_by);

-- Earlier acceptances were all made online.
update public.quotes set accepted_via = 'online' where offer_status = 'accepted' and accepted_via is null;

alter table public.quotes
  add column if not exists stage text generated always as (
    case
      when order_id is not null then 'converted'
      when offer_status <> 'draft' then offer_status
      -- Requests answered by the amount-only path before it was removed keep their answer.
      when status <> 'pending' then status
      else 'requested'
    end) stored;
comment on column public.quotes.stage is
  'The one status of a quote''s life, derived: requested → sent → accepted | declined | expired → converted (decision 059).';
create index if not exists quotes_stage_idx on public.quotes (stage);

-- The signed documents: private (only staff list, upload and read them), PDFs and images, 5 MiB (the server's upload limit).
insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values ('signed-quotes', 'signed-quotes', false, 5242880,
        array['application/pdf', 'image/jpeg', 'image/png', 'image/webp', 'image/avif'])
on conflict (id) do nothing;

drop policy if exists "Administrators read signed quotes" on storage.objects;
create policy "Administrators read signed quotes" on storage.objects
  for select to authenticated
  using (bucket_id = 'signed-quotes' and (select private.is_admin()));
drop policy if exists "Administrators upload signed quotes" on storage.objects;
create policy "Administrators upload signed quotes" on storage.objects
  for insert to authenticated
  with check (bucket_id = 'signed-quotes' and (select private.is_admin()));

-- Staff may still close a request they will not serve (« Refuser », no offer sent), never accept one:
-- accepting belongs to the offer.
create or replace function private.guard_quote_update() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.status is distinct from old.status then
    if new.status = 'accepted' then
      raise exception 'Un devis s''accepte par son offre : envoyez le devis, puis le client l''accepte en ligne ou vous enregistrez son accord.'
        using errcode = 'P0001';
    end if;
    if not (old.status = 'pending' and new.status = 'declined') then
      raise exception 'Changement de statut impossible : un devis « % » ne peut pas passer à « % ».',
        private.label_of('quote_status', old.status), private.label_of('quote_status', new.status)
        using errcode = 'P0001';
    end if;
    if old.offer_status <> 'draft' then
      raise exception 'Ce devis a été envoyé au client : c''est à lui de l''accepter ou de le refuser.' using errcode = 'P0001';
    end if;
    new.answered_at := coalesce(new.answered_at, now());
  end if;
  if new.answer_amount is distinct from old.answer_amount then
    raise exception 'Le montant d''un devis vient de ses lignes : préparez le devis et envoyez-le.' using errcode = 'P0001';
  end if;
  return new;
end;
$$;

create or replace function private.guard_quote_offer_update() returns trigger
language plpgsql
set search_path = ''
as $$
declare
  lines_total bigint;
  accepted_day date;
begin
  if new.number is distinct from old.number or new.sent_at is distinct from old.sent_at then
    raise exception 'Le numéro d''un devis est donné par la base de données à son envoi.' using errcode = '42501';
  end if;

  if old.offer_status = 'draft' then
    if new.offer_status not in ('draft', 'sent') then
      raise exception 'Un devis en brouillon doit d''abord être envoyé.' using errcode = 'P0001';
    end if;
    if new.accepted_at is not null or new.accepted_by_name is not null or new.declined_at is not null
       or new.decline_reason is not null or new.order_id is not null or new.accepted_via is not null
       or new.acceptance_document is not null or new.acceptance_recorded_by is not null then
      raise exception 'Un devis en brouillon n''a encore ni réponse ni commande.' using errcode = 'P0001';
    end if;
    if new.offer_status = 'draft' then
      -- A draft has no price yet for the customer, who reads their own row: its totals appear when it is sent.
      new.tax_rate := null;
      new.total_ht := 0;
      new.total_tva := 0;
      new.total_ttc := 0;
    else
      if not exists (select 1 from public.quote_lines as line where line.quote_id = new.id) then
        raise exception 'Ajoutez au moins une ligne au devis avant de l''envoyer.' using errcode = 'P0001';
      end if;
      select coalesce(sum(line.line_total), 0) into lines_total from public.quote_lines as line where line.quote_id = new.id;
      new.tax_rate := coalesce((select settings.tax_rate from public.public_site_settings as settings), 18);
      new.total_ht := lines_total;
      new.total_tva := private.tax_of(lines_total, new.tax_rate);
      new.total_ttc := new.total_ht + new.total_tva;
      new.valid_until := coalesce(new.valid_until, private.company_today() + 30);
      if new.valid_until < private.company_today() then
        raise exception 'La date de validité du devis est déjà passée.' using errcode = 'P0001';
      end if;
      new.sent_at := now();
      new.number := private.next_document_number('DEV');
    end if;
    return new;
  end if;

  if (new.tax_rate, new.total_ht, new.total_tva, new.total_ttc, new.valid_until, new.notes, new.name, new.email, new.company)
     is distinct from
     (old.tax_rate, old.total_ht, old.total_tva, old.total_ttc, old.valid_until, old.notes, old.name, old.email, old.company) then
    raise exception 'Un devis envoyé ne se modifie plus : faites un nouveau devis.' using errcode = 'P0001';
  end if;

  if new.offer_status is distinct from old.offer_status then
    if old.offer_status <> 'sent' or new.offer_status not in ('accepted', 'declined', 'expired') then
      raise exception 'Ce devis est déjà « % ».',
        case old.offer_status when 'accepted' then 'Accepté' when 'declined' then 'Refusé' when 'expired' then 'Expiré' else 'Envoyé' end
        using errcode = 'P0001';
    end if;
    -- One path for an answer (private.settle_quote), which mails as it answers: never a bare update.
    if new.offer_status in ('accepted', 'declined')
       and current_setting('app.settling_quote', true) is distinct from new.id::text then
      raise exception 'Un devis s''accepte en ligne par le client, ou par « Enregistrer l''accord du client » pour un accord sur papier, par e-mail ou par téléphone.'
        using errcode = '42501';
    end if;
    if new.offer_status = 'accepted' then
      if new.accepted_via is null or new.accepted_via = 'online' or new.accepted_at is null then
        new.accepted_at := now();
      elsif new.accepted_at > now() or new.accepted_at < old.sent_at - interval '1 day' then
        raise exception 'La date de l''accord doit être entre l''envoi du devis et aujourd''hui.' using errcode = 'P0001';
      end if;
      accepted_day := (new.accepted_at at time zone 'Africa/Ouagadougou')::date;
      if old.valid_until < accepted_day then
        raise exception 'Ce devis a expiré le % : demandez-nous un nouveau devis.', to_char(old.valid_until, 'DD/MM/YYYY')
          using errcode = 'P0001';
      end if;
      if new.accepted_by_name is null then
        raise exception 'Le nom de la personne qui accepte le devis est requis.' using errcode = 'P0001';
      end if;
    elsif new.offer_status = 'declined' then
      new.declined_at := now();
    end if;
  elsif (new.accepted_at, new.accepted_by_name, new.declined_at, new.decline_reason, new.accepted_via,
         new.acceptance_document, new.acceptance_recorded_by)
        is distinct from (old.accepted_at, old.accepted_by_name, old.declined_at, old.decline_reason, old.accepted_via,
         old.acceptance_document, old.acceptance_recorded_by) then
    raise exception 'La réponse du client à un devis ne se modifie pas.' using errcode = 'P0001';
  end if;

  if new.order_id is distinct from old.order_id
     and (old.order_id is not null or new.offer_status <> 'accepted') then
    raise exception 'Seul un devis accepté devient une commande, une seule fois.' using errcode = 'P0001';
  end if;
  return new;
end;
$$;

-- The one way a sent quote is answered, online or recorded by staff: the same checks, the same row
-- changes, the same mails. `target` is locked by the caller (private.quote_for_token, own_sent_quote,
-- record_quote_acceptance).
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
  perform private.queue_mail(
    case when accepted then 'quote_offer_accepted' else 'quote_offer_declined' end,
    private.company_notification_email(),
    jsonb_build_object(
      'number', answered.number, 'name', answered.name, 'company', answered.company,
      'email', answered.email, 'phone', answered.phone,
      'total_ttc', private.format_fcfa(answered.total_ttc),
      'signer', answered.accepted_by_name, 'reason', answered.decline_reason),
    reply_to => answered.email, past_ceiling => true);
  return private.quote_summary(answered);
end;
$$;
revoke all on function private.settle_quote(public.quotes, boolean, text, text, text, timestamptz, text)
  from public, anon, authenticated;

-- Kept for the callers that answer online (the token and portal functions).
create or replace function private.answer_quote(target public.quotes, accepted boolean, signer_name text, reason text)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
begin
  return private.settle_quote(target, accepted, signer_name, reason);
end;
$$;

-- An acceptance the customer gave off line, recorded by staff: then exactly the online path.
create or replace function public.record_quote_acceptance(
  quote_id uuid, signer_name text, accepted_on date, via text, document_path text default null
) returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  quote public.quotes;
  document text := nullif(btrim(coalesce(document_path, '')), '');
begin
  perform private.require_staff();
  if via is null or via not in ('paper', 'email', 'phone') then
    raise exception 'Indiquez comment le client a accepté : sur papier, par e-mail ou par téléphone.'
      using errcode = 'P0001', hint = 'field:via';
  end if;
  if accepted_on is null or accepted_on > private.company_today() then
    raise exception 'Indiquez le jour où le client a accepté (aujourd''hui au plus tard).'
      using errcode = 'P0001', hint = 'field:accepted_on';
  end if;
  if via in ('paper', 'email') and document is null then
    raise exception 'Joignez le devis signé ou l''e-mail d''accord du client.' using errcode = 'P0001', hint = 'field:document';
  end if;
  if document is not null and (char_length(document) > 300 or document !~ '^signed-quotes/[A-Za-z0-9._/-]+$') then
    raise exception 'Le document joint n''est pas valable.' using errcode = 'P0001', hint = 'field:document';
  end if;
  select * into quote from public.quotes as candidate where candidate.id = record_quote_acceptance.quote_id for update;
  if quote.id is null then
    raise exception 'Devis introuvable.' using errcode = 'P0002';
  end if;
  if quote.offer_status = 'draft' then
    raise exception 'Envoyez d''abord le devis : le client accepte une offre chiffrée.' using errcode = 'P0001';
  end if;
  -- The day the customer said yes, at noon company time (or now, when that is still to come today).
  return private.settle_quote(quote, true, signer_name, null, via,
    least(now(), (accepted_on + time '12:00') at time zone 'Africa/Ouagadougou'), document);
end;
$$;
revoke all on function public.record_quote_acceptance(uuid, text, date, text, text) from public, anon;
grant execute on function public.record_quote_acceptance(uuid, text, date, text, text) to authenticated;

-- A customer may decline their own quote only while they could accept it (the token path already refuses
-- an expired link); settle_quote says so. own_sent_quote is unchanged.

-- Sent quotes past their validity become « Expiré » (a stage computed from the date could not be stored):
-- run by the bundled server's mail worker each tick and by pg_cron where it is installed, as the other jobs
-- (migration 20261203040200). Idempotent.
create or replace function private.expire_overdue_quotes() returns integer
language plpgsql
set search_path = ''
as $$
declare
  expired integer;
begin
  update public.quotes set offer_status = 'expired'
   where offer_status = 'sent' and valid_until < private.company_today();
  get diagnostics expired = row_count;
  return expired;
end;
$$;
revoke all on function private.expire_overdue_quotes() from public, anon, authenticated;

create or replace function private.schedule_quote_expiry() returns text[]
language plpgsql
set search_path = ''
as $$
begin
  if not exists (select 1 from pg_catalog.pg_extension where extname = 'pg_cron') then
    return '{}';
  end if;
  execute $job$ select cron.schedule('ouaga-expire-quotes', '7 * * * *', 'select private.expire_overdue_quotes()') $job$;
  return array['ouaga-expire-quotes'];
end;
$$;
revoke all on function private.schedule_quote_expiry() from public, anon, authenticated;
select private.schedule_quote_expiry();
select private.expire_overdue_quotes();

-- Analytics read the same stage as the lists: accepted counts converted quotes too.
create or replace function public.admin_quote_acceptance()
returns table (accepted integer, declined integer, pending integer, acceptance_rate numeric)
language plpgsql
stable
set search_path = ''
as $$
begin
  if not (select private.is_admin()) then
    raise exception 'Statistiques réservées aux administrateurs.' using errcode = '42501';
  end if;
  return query
  select count(*) filter (where q.stage in ('accepted', 'converted'))::integer,
         count(*) filter (where q.stage = 'declined')::integer,
         count(*) filter (where q.stage in ('requested', 'sent'))::integer,
         -- Share of the answered quotes that were accepted; null until one is answered.
         round(
           (count(*) filter (where q.stage in ('accepted', 'converted')))::numeric
             / nullif(count(*) filter (where q.stage in ('accepted', 'converted', 'declined')), 0),
           3
         )
  from public.quotes q;
end;
$$;

create or replace function public.admin_offer_conversion(months integer default 12)
returns table (sent integer, accepted integer, declined integer, expired integer, waiting integer, conversion_rate numeric)
language plpgsql
stable
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
         count(*) filter (where quote.stage in ('accepted', 'converted'))::integer,
         count(*) filter (where quote.stage = 'declined')::integer,
         count(*) filter (where quote.stage = 'expired'
                            or (quote.stage = 'sent' and quote.valid_until < private.company_today()))::integer,
         count(*) filter (where quote.stage = 'sent' and quote.valid_until >= private.company_today())::integer,
         -- Share of the sent offers that were accepted; null until one is sent.
         round((count(*) filter (where quote.stage in ('accepted', 'converted')))::numeric / nullif(count(*), 0), 3)
    from public.quotes as quote
   where quote.sent_at is not null and quote.sent_at >= since;
end;
$$;

-- Drafts written before this migration showed their totals: back to zero until they are sent.
update public.quotes set total_ht = total_ht where offer_status = 'draft' and total_ttc <> 0;
