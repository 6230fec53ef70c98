-- Quotes with lines (issue 30): staff build an offer on a quote request (or from scratch), send it,
-- and the customer accepts or declines it.
-- - A quote row is both the customer's request (status pending/accepted/declined: the seed's admin
--   actions, unchanged) and the company's offer (offer_status draft → sent → accepted|declined|expired).
-- - Numbers: a draft has none; the database gives the next number of the year (DEV-2026-0001) in
--   the transaction that sends it, from a counter row it locks (private.document_counters, shared
--   with invoices and credit notes): two staff sending at once get two consecutive numbers, and a
--   rolled-back send gives its number back, so the series has no gap. A numbered quote is never deleted.
-- - Amounts: lines HT; a line's net unit price is its unit price less the discount, rounded to the
--   franc; line total = net unit price × quantity; the TVA is computed once on the total HT, rounded
--   to the franc (decision 036, as place_order already did). The quote's totals are always the sum of
--   its lines (recomputed by the quote's own trigger at every write), never typed.
-- - Once sent, an offer and its lines never change (a new version is a new quote).

-- ---------------------------------------------------------------------------------------------
-- Gapless numbers
-- ---------------------------------------------------------------------------------------------

create table private.document_counters (
  kind text not null check (kind in ('DEV', 'FAC', 'AV')),
  year integer not null check (year between 2000 and 9999),
  last_number integer not null check (last_number >= 1),
  primary key (kind, year)
);
alter table private.document_counters enable row level security;
revoke all on private.document_counters from public;

-- The next number of a series for the current year (company time), e.g. 'FAC-2026-0007'.
-- The upsert locks the year's row until the caller's transaction ends: concurrent callers wait and
-- get the following numbers; a rollback undoes the increment. security definer: callers have no
-- right on the counters table.
create or replace function private.next_document_number(document_kind text)
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  document_year integer := extract(year from now() at time zone 'Africa/Ouagadougou')::integer;
  assigned integer;
begin
  insert into private.document_counters as counter (kind, year, last_number)
  values (document_kind, document_year, 1)
  on conflict on constraint document_counters_pkey
  do update set last_number = counter.last_number + 1
  returning counter.last_number into assigned;
  return document_kind || '-' || document_year || '-' || lpad(assigned::text, 4, '0');
end;
$$;
revoke execute on function private.next_document_number(text) from public;
-- The quotes trigger runs as the administrator who sends: the schema private is not exposed by the API.
grant execute on function private.next_document_number(text) to authenticated, service_role;

-- The one TVA rule of every document (decision 036): once on the total HT, half away from zero.
create or replace function private.tax_of(total_ht bigint, rate numeric)
returns bigint
language plpgsql
immutable
set search_path = ''
as $$
begin
  return round(total_ht * rate / 100);
end;
$$;
grant execute on function private.tax_of(bigint, numeric) to anon, authenticated, service_role;

create or replace function private.company_today()
returns date
language plpgsql
stable
set search_path = ''
as $$
begin
  return (now() at time zone 'Africa/Ouagadougou')::date;
end;
$$;
grant execute on function private.company_today() to anon, authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- The offer on quotes
-- ---------------------------------------------------------------------------------------------

alter table public.quotes
  add column number text unique check (number ~ '^DEV-[0-9]{4}-[0-9]{4,}$'),
  add column offer_status text not null default 'draft'
    check (offer_status in ('draft', 'sent', 'accepted', 'declined', 'expired')),
  add column valid_until date,
  add column notes text check (notes is null or char_length(notes) <= 5000),
  add column tax_rate numeric(5, 2) check (tax_rate is null or (tax_rate >= 0 and tax_rate <= 100)),
  add column total_ht integer not null default 0 check (total_ht >= 0),
  add column total_tva integer not null default 0 check (total_tva >= 0),
  add column total_ttc integer not null default 0,
  add column sent_at timestamptz,
  add column accepted_at timestamptz,
  add column accepted_by_name text check (accepted_by_name is null or char_length(btrim(accepted_by_name)) between 2 and 200),
  add column declined_at timestamptz,
  add column decline_reason text check (decline_reason is null or char_length(decline_reason) <= 2000),
  add column order_id uuid references public.orders (id) on delete restrict,
  add constraint quotes_total_ttc_sum check (total_ttc = total_ht + total_tva),
  add constraint quotes_numbered_once_sent check ((offer_status = 'draft') = (number is null)),
  add constraint quotes_sent_has_validity check (offer_status = 'draft' or (valid_until is not null and sent_at is not null and tax_rate is not null));

create index quotes_offer_status_idx on public.quotes (offer_status, created_at desc);

comment on column public.quotes.status is 'The request: pending, accepted, declined (the seed''s admin actions)';
comment on column public.quotes.offer_status is 'The offer: draft, sent, accepted, declined, expired';

create table public.quote_lines (
  id uuid primary key default gen_random_uuid(),
  quote_id uuid not null references public.quotes (id) on delete cascade,
  position integer not null default 0 check (position between 0 and 1000),
  product_id uuid references public.products (id) on delete set null,
  -- At most an order line's product name: an accepted quote becomes an order line for line.
  description text not null check (char_length(btrim(description)) between 1 and 200),
  quantity integer not null check (quantity between 1 and 1000),
  unit_price integer not null check (unit_price between 0 and 1000000000),
  discount_percent numeric(5, 2) not null default 0 check (discount_percent >= 0 and discount_percent <= 100),
  net_unit_price integer generated always as (round(unit_price * (100 - discount_percent) / 100)::integer) stored,
  line_total bigint generated always as (round(unit_price * (100 - discount_percent) / 100)::bigint * quantity) stored,
  created_at timestamptz not null default now()
);
alter table public.quote_lines enable row level security;
create index quote_lines_quote_idx on public.quote_lines (quote_id, position);
revoke insert, update, delete, truncate on public.quote_lines from anon;

create policy "quote_lines: customers read the lines of their sent quotes, administrators all"
  on public.quote_lines for select to authenticated
  using (
    (select private.is_admin())
    or exists (select 1 from public.quotes as quote
                where quote.id = quote_id and quote.profile_id = (select auth.uid()) and quote.offer_status <> 'draft')
  );
create policy "quote_lines: administrators add"
  on public.quote_lines for insert to authenticated
  with check ((select private.is_admin()));
create policy "quote_lines: administrators change"
  on public.quote_lines for update to authenticated
  using ((select private.is_admin()))
  with check ((select private.is_admin()));
create policy "quote_lines: administrators remove"
  on public.quote_lines for delete to authenticated
  using ((select private.is_admin()));

-- A request is never born an offer: whoever inserts (visitor, customer, administrator), the offer
-- starts as an unnumbered draft with no amounts.
create or replace function private.guard_quote_offer_insert()
returns trigger
language plpgsql
security invoker
set search_path = ''
as $$
begin
  if new.offer_status <> 'draft' or new.number is not null or new.sent_at is not null or new.tax_rate is not null
     or new.total_ht <> 0 or new.total_tva <> 0 or new.total_ttc <> 0
     or new.accepted_at is not null or new.accepted_by_name is not null
     or new.declined_at is not null or new.decline_reason is not null or new.order_id is not null then
    raise exception 'Un devis commence en brouillon : son numéro et ses montants viennent de ses lignes et de son envoi.'
      using errcode = 'P0001';
  end if;
  return new;
end;
$$;

create trigger quotes_guard_offer_insert
  before insert on public.quotes
  for each row execute function private.guard_quote_offer_insert();

-- The offer's life, for every writer (service role included):
-- draft: totals follow the lines and the current rate; → sent numbers it, freezes rate and validity.
-- sent: → accepted (within validity, with the signer's name), declined (with its time) or expired.
-- accepted: only its order may be linked, once. Nothing of a sent offer's content changes.
create or replace function private.guard_quote_offer_update()
returns trigger
language plpgsql
security invoker
set search_path = ''
as $$
declare
  lines_total bigint;
begin
  if new.number is distinct from old.number or new.sent_at is distinct from old.sent_at then
    raise exception 'Le numéro d''un devis est donné par la base de données à son envoi.' using errcode = '42501';
  end if;

  if old.offer_status = 'draft' then
    if new.offer_status not in ('draft', 'sent') then
      raise exception 'Un devis en brouillon doit d''abord être envoyé.' using errcode = 'P0001';
    end if;
    if new.accepted_at is not null or new.accepted_by_name is not null or new.declined_at is not null
       or new.decline_reason is not null or new.order_id is not null then
      raise exception 'Un devis en brouillon n''a encore ni réponse ni commande.' using errcode = 'P0001';
    end if;
    select coalesce(sum(line.line_total), 0) into lines_total from public.quote_lines as line where line.quote_id = new.id;
    new.tax_rate := coalesce((select settings.tax_rate from public.public_site_settings as settings), 18);
    new.total_ht := lines_total;
    new.total_tva := private.tax_of(lines_total, new.tax_rate);
    new.total_ttc := new.total_ht + new.total_tva;
    if new.offer_status = 'draft' then
      -- A draft shows its totals at today's rate; the rate is fixed when it is sent.
      new.tax_rate := null;
    else
      if not exists (select 1 from public.quote_lines as line where line.quote_id = new.id) then
        raise exception 'Ajoutez au moins une ligne au devis avant de l''envoyer.' using errcode = 'P0001';
      end if;
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
    if new.offer_status = 'accepted' then
      if old.valid_until < private.company_today() then
        raise exception 'Ce devis a expiré le % : demandez-nous un nouveau devis.', to_char(old.valid_until, 'DD/MM/YYYY')
          using errcode = 'P0001';
      end if;
      if new.accepted_by_name is null then
        raise exception 'Le nom de la personne qui accepte le devis est requis.' using errcode = 'P0001';
      end if;
      new.accepted_at := now();
    elsif new.offer_status = 'declined' then
      new.declined_at := now();
    end if;
  elsif (new.accepted_at, new.accepted_by_name, new.declined_at, new.decline_reason)
        is distinct from (old.accepted_at, old.accepted_by_name, old.declined_at, old.decline_reason) then
    raise exception 'La réponse du client à un devis ne se modifie pas.' using errcode = 'P0001';
  end if;

  if new.order_id is distinct from old.order_id
     and (old.order_id is not null or new.offer_status <> 'accepted') then
    raise exception 'Seul un devis accepté devient une commande, une seule fois.' using errcode = 'P0001';
  end if;
  return new;
end;
$$;

create trigger quotes_guard_offer_update
  before update on public.quotes
  for each row execute function private.guard_quote_offer_update();

create or replace function private.guard_quote_delete()
returns trigger
language plpgsql
security invoker
set search_path = ''
as $$
begin
  if old.number is not null then
    raise exception 'Le devis % est numéroté : il ne se supprime pas (sa numérotation doit rester continue).', old.number
      using errcode = 'P0001';
  end if;
  return old;
end;
$$;

create trigger quotes_guard_delete
  before delete on public.quotes
  for each row execute function private.guard_quote_delete();

-- Lines change only while their quote is a draft; the quote row is locked so that a send and a line
-- edit never interleave, then touched so that its trigger recomputes the totals.
create or replace function private.guard_quote_line()
returns trigger
language plpgsql
security invoker
set search_path = ''
as $$
declare
  quote_state text;
begin
  if tg_op = 'UPDATE' and new.quote_id is distinct from old.quote_id then
    raise exception 'Une ligne ne change pas de devis.' using errcode = 'P0001';
  end if;
  select quote.offer_status into quote_state
    from public.quotes as quote
   where quote.id = case when tg_op = 'DELETE' then old.quote_id else new.quote_id end
   for update;
  -- A quote deleted with its lines (only drafts can be) is already gone.
  if quote_state is not null and quote_state <> 'draft' then
    raise exception 'Un devis envoyé ne se modifie plus : faites un nouveau devis.' using errcode = 'P0001';
  end if;
  return case when tg_op = 'DELETE' then old else new end;
end;
$$;

create trigger quote_lines_guard
  before insert or update or delete on public.quote_lines
  for each row execute function private.guard_quote_line();

create or replace function private.refresh_quote_totals()
returns trigger
language plpgsql
security invoker
set search_path = ''
as $$
begin
  update public.quotes set total_ht = total_ht
   where id = case when tg_op = 'DELETE' then old.quote_id else new.quote_id end;
  return null;
end;
$$;

create trigger quote_lines_refresh_totals
  after insert or update or delete on public.quote_lines
  for each row execute function private.refresh_quote_totals();
