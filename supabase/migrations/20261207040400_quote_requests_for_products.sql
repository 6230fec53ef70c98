-- A quote request for products, with their quantities (issue 46 point 9).
--
-- Product pages and the cart offer « Demander un devis », which carries the products and quantities to
-- /quote; they are stored with the request, in the same one-row insert a visitor makes (so the form's
-- offline queue and the one-request-per-insert rule hold unchanged): `quotes.requested_items`, a jsonb
-- array of { "product_id": uuid, "quantity": 1-1000 }, at most 50, checked here. Staff see them on the
-- request and start the offer's lines from them in one click (quote_lines_from_request: the product's
-- current name and price HT, after the lines already there, while the quote is a draft).

create or replace function private.valid_requested_items(items jsonb) returns boolean
language plpgsql
immutable
set search_path = ''
as $$
declare
  item jsonb;
begin
  if items is null or jsonb_typeof(items) <> 'array' or jsonb_array_length(items) > 50 then
    return false;
  end if;
  for item in select value from jsonb_array_elements(items) loop
    if jsonb_typeof(item) <> 'object'
       or (select count(*) from jsonb_object_keys(item)) <> 2
       or jsonb_typeof(item -> 'product_id') <> 'string'
       or (item ->> 'product_id') !~ '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
       or jsonb_typeof(item -> 'quantity') <> 'number'
       or (item ->> 'quantity') !~ '^[0-9]{1,4}$'
       or (item ->> 'quantity')::integer not between 1 and 1000 then
      return false;
    end if;
  end loop;
  return true;
end;
$$;
-- The check runs with the inserting role's rights: visitors and customers call it (it reads nothing).
revoke all on function private.valid_requested_items(jsonb) from public;
grant execute on function private.valid_requested_items(jsonb) to anon, authenticated, service_role;

alter table public.quotes
  add column if not exists requested_items jsonb not null default '[]'::jsonb
    constraint quotes_requested_items_check check (private.valid_requested_items(requested_items));
comment on column public.quotes.requested_items is
  'Products the customer asked a quote for, with quantities: [{ "product_id": uuid, "quantity": 1-1000 }], at most 50.';

-- Staff: one line per requested product still in the catalogue, at its name and price HT today.
create or replace function public.quote_lines_from_request(quote_id uuid) returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  quote public.quotes;
  added integer;
begin
  perform private.require_staff();
  select * into quote from public.quotes as candidate where candidate.id = quote_lines_from_request.quote_id for update;
  if quote.id is null then
    raise exception 'Devis introuvable.' using errcode = 'P0002';
  end if;
  if quote.offer_status <> 'draft' then
    raise exception 'Un devis envoyé ne se modifie plus : faites un nouveau devis.' using errcode = 'P0001';
  end if;
  insert into public.quote_lines (quote_id, position, product_id, description, quantity, unit_price, discount_percent)
  select quote.id,
         coalesce((select max(line.position) + 1 from public.quote_lines as line where line.quote_id = quote.id), 0) + (item.place - 1)::integer,
         product.id, left(product.name, 200), (item.value ->> 'quantity')::integer, product.price, 0
    from jsonb_array_elements(quote.requested_items) with ordinality as item(value, place)
    join public.products as product on product.id = (item.value ->> 'product_id')::uuid
   order by item.place;
  get diagnostics added = row_count;
  return added;
end;
$$;
revoke all on function public.quote_lines_from_request(uuid) from public, anon;
grant execute on function public.quote_lines_from_request(uuid) to authenticated;
