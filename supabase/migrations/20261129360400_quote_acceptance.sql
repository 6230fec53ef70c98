-- The customer answers a sent quote online (issue 30), and staff turn an accepted quote into an order.
-- - From the e-mail, without logging in: the « Voir et accepter le devis » link carries a token minted
--   by the mail worker when the mail leaves (server/mail/quoteMail.ts); only its SHA-256 is stored
--   here, as for the appointment links (20261125300200). A token opens one quote, while it is sent and
--   within its validity, or already answered (to see the answer); anything else is one refusal,
--   28000 « Ce lien n'est pas ou plus valable. », whatever the reason.
-- - From the portal: the signed-in customer answers their own quote (accept_my_quote, decline_my_quote).
-- - Accepting needs the signer's typed name (« Bon pour accord »), recorded with the time; declining a
--   reason. An expired quote is refused by the quotes trigger (20261129360200), for every path.
-- - Staff are told by e-mail, its Reply-To the customer.
-- - The order is made by staff in one click (convert_quote_to_order), not at acceptance: an order
--   needs a customer account and a delivery address, which a visitor's quote request may not have,
--   and staff check stock and planning before committing to a date.

create table private.quote_links (
  token_hash text primary key check (token_hash ~ '^[0-9a-f]{64}$'),
  quote_id uuid not null references public.quotes (id) on delete cascade,
  created_at timestamptz not null default now()
);
create index quote_links_quote_idx on private.quote_links (quote_id);
alter table private.quote_links enable row level security;
revoke all on private.quote_links from public;

-- Whether a quote's link still shows it.
create or replace function private.quote_link_open(quote public.quotes)
returns boolean
language plpgsql
stable
set search_path = ''
as $$
begin
  return quote.offer_status in ('accepted', 'declined')
    or (quote.offer_status = 'sent' and quote.valid_until >= private.company_today());
end;
$$;
revoke execute on function private.quote_link_open(public.quotes) from public;

create or replace function private.refuse_quote_link()
returns void
language plpgsql
set search_path = ''
as $$
begin
  raise exception 'Ce lien n''est pas ou plus valable.'
    using errcode = '28000',
      hint = 'Le devis a peut-être expiré. Pour un nouveau devis, contactez-nous ou utilisez notre site.';
end;
$$;
revoke execute on function private.refuse_quote_link() from public;

-- The quote a token opens, locked for the answer to come.
create or replace function private.quote_for_token(token text)
returns public.quotes
language plpgsql
security definer
set search_path = ''
as $$
declare
  found public.quotes;
begin
  if token is not null and token ~ '^[A-Za-z0-9_-]{20,100}$' then
    select quote.* into found
      from public.quotes as quote
      join private.quote_links as link on link.quote_id = quote.id
     where link.token_hash = encode(sha256(convert_to(token, 'UTF8')), 'hex')
     for update of quote;
  end if;
  if found.id is null or not private.quote_link_open(found) then
    perform private.refuse_quote_link();
  end if;
  return found;
end;
$$;
revoke execute on function private.quote_for_token(text) from public;

-- What the customer sees of a quote: the document itself (lines, totals, validity, the company's
-- legal and payment details), never the request's contact details.
create or replace function private.quote_summary(quote public.quotes)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  return jsonb_build_object(
    'id', quote.id,
    'number', quote.number,
    'offer_status', quote.offer_status,
    'customer_name', quote.name,
    'customer_company', quote.company,
    'sent_at', quote.sent_at,
    'valid_until', quote.valid_until,
    'notes', quote.notes,
    'tax_rate', quote.tax_rate,
    'total_ht', quote.total_ht,
    'total_tva', quote.total_tva,
    'total_ttc', quote.total_ttc,
    'accepted_at', quote.accepted_at,
    'accepted_by_name', quote.accepted_by_name,
    'declined_at', quote.declined_at,
    'can_answer', quote.offer_status = 'sent' and quote.valid_until >= private.company_today(),
    'lines', coalesce((
      select jsonb_agg(jsonb_build_object(
               'description', line.description, 'quantity', line.quantity, 'unit_price', line.unit_price,
               'discount_percent', line.discount_percent, 'net_unit_price', line.net_unit_price, 'line_total', line.line_total)
             order by line.position, line.created_at)
        from public.quote_lines as line where line.quote_id = quote.id), '[]'::jsonb),
    'seller', private.seller_details());
end;
$$;
revoke execute on function private.quote_summary(public.quotes) from public;

-- The answer itself, for both paths: the quotes trigger checks the state and the validity.
create or replace function private.answer_quote(target public.quotes, accepted boolean, signer_name text, reason text)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  answered public.quotes;
  signer text := btrim(coalesce(signer_name, ''));
  why text := btrim(coalesce(reason, ''));
begin
  if accepted and char_length(signer) not between 2 and 200 then
    raise exception 'Tapez votre nom complet pour accepter le devis.' using errcode = 'P0001';
  end if;
  if not accepted and char_length(why) not between 1 and 2000 then
    raise exception 'Dites-nous en quelques mots pourquoi vous refusez ce devis (2000 caractères au plus).' using errcode = 'P0001';
  end if;
  update public.quotes
     set offer_status = case when accepted then 'accepted' else 'declined' end,
         accepted_by_name = case when accepted then signer end,
         decline_reason = case when accepted then null else why end
   where id = target.id
  returning * into answered;
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
revoke execute on function private.answer_quote(public.quotes, boolean, text, text) from public;

create or replace function public.quote_by_token(token text)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
begin
  return private.quote_summary(private.quote_for_token(token));
end;
$$;

create or replace function public.accept_quote_by_token(token text, signer_name text)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
begin
  return private.answer_quote(private.quote_for_token(token), true, signer_name, null);
end;
$$;

create or replace function public.decline_quote_by_token(token text, reason text)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
begin
  return private.answer_quote(private.quote_for_token(token), false, null, reason);
end;
$$;

-- The signed-in customer's own sent quote, locked; 42501 « Devis introuvable. » otherwise.
create or replace function private.own_sent_quote(quote_id uuid)
returns public.quotes
language plpgsql
security definer
set search_path = ''
as $$
declare
  found public.quotes;
begin
  select * into found from public.quotes as quote
   where quote.id = own_sent_quote.quote_id and quote.profile_id = auth.uid() and auth.uid() is not null
     and quote.offer_status <> 'draft'
   for update;
  if found.id is null then
    raise exception 'Devis introuvable.' using errcode = '42501';
  end if;
  return found;
end;
$$;
revoke execute on function private.own_sent_quote(uuid) from public;

create or replace function public.accept_my_quote(quote_id uuid, signer_name text)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
begin
  return private.answer_quote(private.own_sent_quote(quote_id), true, signer_name, null);
end;
$$;

create or replace function public.decline_my_quote(quote_id uuid, reason text)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
begin
  return private.answer_quote(private.own_sent_quote(quote_id), false, null, reason);
end;
$$;

-- « Convertir en commande »: the accepted quote's lines become a confirmed order of the customer's
-- account (the quote's own, or the account with the quote's e-mail address), at the quote's amounts.
create or replace function public.convert_quote_to_order(quote_id uuid, delivery_address text default null)
returns json
language plpgsql
security definer
set search_path = ''
as $$
declare
  quote public.quotes;
  customer uuid;
  placed public.orders;
begin
  perform private.require_staff();
  select * into quote from public.quotes where id = convert_quote_to_order.quote_id for update;
  if quote.id is null then
    raise exception 'Devis introuvable.' using errcode = 'P0002';
  end if;
  if quote.offer_status <> 'accepted' then
    raise exception 'Seul un devis accepté par le client devient une commande.' using errcode = 'P0001';
  end if;
  if quote.order_id is not null then
    raise exception 'Ce devis est déjà devenu une commande.' using errcode = 'P0001';
  end if;
  customer := coalesce(quote.profile_id,
    (select profile.id from public.profiles as profile where lower(profile.email) = lower(quote.email)
      order by profile.created_at limit 1));
  if customer is null then
    raise exception 'Ce devis n''est lié à aucun compte client : le client doit d''abord créer son compte avec l''adresse %.', quote.email
      using errcode = 'P0001';
  end if;
  insert into public.orders (profile_id, delivery_name, delivery_phone, delivery_address, notes, status,
                             subtotal, tax_rate, tax, shipping, total)
  values (customer, quote.name, quote.phone,
          coalesce(nullif(btrim(convert_quote_to_order.delivery_address), ''), 'À convenir avec le client'),
          'Devis ' || quote.number, 'confirmed', quote.total_ht, quote.tax_rate, quote.total_tva, 0, quote.total_ttc)
  returning * into placed;
  insert into public.order_items (order_id, product_id, product_name, unit_price, quantity, line_total)
  select placed.id, line.product_id, line.description, line.net_unit_price, line.quantity, line.line_total
    from public.quote_lines as line where line.quote_id = quote.id
   order by line.position, line.created_at;
  update public.quotes set order_id = placed.id where id = quote.id;
  return to_json(placed);
end;
$$;

revoke execute on function public.quote_by_token(text), public.accept_quote_by_token(text, text),
  public.decline_quote_by_token(text, text), public.accept_my_quote(uuid, text), public.decline_my_quote(uuid, text),
  public.convert_quote_to_order(uuid, text) from public;
grant execute on function public.quote_by_token(text), public.accept_quote_by_token(text, text),
  public.decline_quote_by_token(text, text) to anon, authenticated, service_role;
grant execute on function public.accept_my_quote(uuid, text), public.decline_my_quote(uuid, text),
  public.convert_quote_to_order(uuid, text) to authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- The offer's mail: sent to the customer when the quote is numbered, with the link slot
-- ---------------------------------------------------------------------------------------------

create or replace function private.notify_quote_sent()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.queue_mail('quote_sent', new.email,
    jsonb_build_object(
      'name', new.name, 'number', new.number,
      'total_ht', private.format_fcfa(new.total_ht), 'total_tva', private.format_fcfa(new.total_tva),
      'total_ttc', private.format_fcfa(new.total_ttc), 'tax_rate', trim_scale(new.tax_rate)::text,
      'valid_until', private.format_date(new.valid_until)),
    about_quote => new.id);
  return null;
end;
$$;

create trigger quotes_notify_sent
  after update of offer_status on public.quotes
  for each row when (old.offer_status = 'draft' and new.offer_status = 'sent')
  execute function private.notify_quote_sent();
