-- A guest's accepted quote becomes a guest order, and an order keeps its quote's lines as written
-- (issue 46 points 2 and 10).
--
-- Before: « Convertir en commande » refused a quote no account was linked to (« le client doit d'abord
-- créer son compte »), although the customer had accepted it online. Now it becomes an order with
-- `guest_email` (decision 038): the account later confirmed with that address receives it
-- (private.attach_guest_orders, unchanged). And an order made from a quote kept neither the lines' order
-- nor their discounts: the invoice showed net prices without the discount and the lines re-sorted.
-- order_items now carries `position`, `list_unit_price` (the price before discount) and
-- `discount_percent`; helper 6's invoice migration declares the same three columns (add column if not
-- exists) to copy them onto invoice lines.

alter table public.order_items
  add column if not exists position integer,
  add column if not exists list_unit_price integer,
  add column if not exists discount_percent numeric(5,2) not null default 0;

alter table public.order_items
  drop constraint if exists order_items_position_check,
  add constraint order_items_position_check check (position is null or position >= 0),
  drop constraint if exists order_items_list_unit_price_check,
  add constraint order_items_list_unit_price_check check (list_unit_price is null or list_unit_price >= unit_price),
  drop constraint if exists order_items_discount_percent_check,
  add constraint order_items_discount_percent_check check (discount_percent >= 0 and discount_percent <= 100);

comment on column public.order_items.position is 'The line''s place on its document (the quote''s order); null for a cart''s lines.';
comment on column public.order_items.list_unit_price is 'The unit price HT before the discount (quote lines); null when there was none.';
comment on column public.order_items.discount_percent is 'The discount on list_unit_price that gives unit_price (0 when none).';

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
  -- The quote's account, else the account that confirmed the quote's address; else a guest order for
  -- that address, which the account confirming it later receives (private.attach_guest_orders).
  customer := coalesce(quote.profile_id,
    (select profile.id from public.profiles as profile
       join auth.users as account on account.id = profile.id and account.email_confirmed_at is not null
      where lower(profile.email) = lower(quote.email)
      order by profile.created_at limit 1));
  insert into public.orders (profile_id, guest_email, delivery_name, delivery_phone, delivery_address, notes, status,
                             subtotal, tax_rate, tax, shipping, total)
  values (customer, case when customer is null then lower(quote.email) end, quote.name, quote.phone,
          coalesce(nullif(btrim(convert_quote_to_order.delivery_address), ''), 'À convenir avec le client'),
          'Devis ' || quote.number, 'confirmed', quote.total_ht, quote.tax_rate, quote.total_tva, 0, quote.total_ttc)
  returning * into placed;
  insert into public.order_items (order_id, product_id, product_name, unit_price, quantity, line_total,
                                  position, list_unit_price, discount_percent)
  select placed.id, line.product_id, line.description, line.net_unit_price, line.quantity, line.line_total,
         row_number() over (order by line.position, line.created_at) - 1, line.unit_price, line.discount_percent
    from public.quote_lines as line where line.quote_id = quote.id;
  update public.quotes set order_id = placed.id where id = quote.id;
  return to_json(placed);
end;
$$;

-- The guest's quotes follow the same way (issue 46 point 6): « Mes devis » of the account that confirms
-- the quote's address lists them, accepted and converted ones included, beside the order they became.
create or replace function private.attach_guest_quotes()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.email is null then
    return null;
  end if;
  update public.quotes set profile_id = new.id
   where profile_id is null and lower(email) = lower(new.email);
  return null;
end;
$$;
revoke execute on function private.attach_guest_quotes() from public, anon, authenticated;

drop trigger if exists on_auth_user_confirmed_attach_quotes on auth.users;
create trigger on_auth_user_confirmed_attach_quotes
  after update of email_confirmed_at, email on auth.users
  for each row when (new.email_confirmed_at is not null
                     and (old.email_confirmed_at is null or old.email is distinct from new.email))
  execute function private.attach_guest_quotes();
-- Named after on_auth_user_created (after insert triggers fire in name order): the profile exists.
drop trigger if exists on_auth_user_created_zz_attach_quotes on auth.users;
create trigger on_auth_user_created_zz_attach_quotes
  after insert on auth.users
  for each row when (new.email_confirmed_at is not null)
  execute function private.attach_guest_quotes();
