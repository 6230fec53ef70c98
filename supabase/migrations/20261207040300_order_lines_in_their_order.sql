-- Every order line has a place (issue 46 point 10: « order lines are re-sorted alphabetically »).
--
-- The pages and documents sorted an order's lines by product name, so an order made from a quote lost
-- the quote's order. Lines now carry `position` (20261207040100): a quote's lines bring theirs, and a
-- line inserted without one (the cart's place_order, owned elsewhere) is put after the lines already
-- there, in the order the statement inserts them. Existing orders keep the alphabetical order they
-- showed until now. Every page, PDF and mail sorts by `position`.

create or replace function private.place_order_item() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.position is null then
    -- Rows inserted earlier by the same statement are visible here (a volatile function in a BEFORE trigger).
    new.position := (select coalesce(max(item.position) + 1, 0) from public.order_items as item where item.order_id = new.order_id);
  end if;
  return new;
end;
$$;
revoke all on function private.place_order_item() from public, anon, authenticated;

drop trigger if exists order_items_place on public.order_items;
create trigger order_items_place
  before insert on public.order_items
  for each row execute function private.place_order_item();

update public.order_items as item
   set position = ranked.place
  from (select id, row_number() over (partition by order_id order by product_name, id) - 1 as place
          from public.order_items where position is null) as ranked
 where item.id = ranked.id;

alter table public.order_items alter column position set not null;
