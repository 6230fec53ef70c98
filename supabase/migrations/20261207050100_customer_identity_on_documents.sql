-- The customer's identity, from the request to the credit note (issue 46, point 3; decision 060).
-- An administration's or a company's accountant needs, on every document: its name (company or
-- administration), its IFU (identifiant financier unique: 8 digits and a letter), its RCCM (a company's
-- trade register number), the service or department that buys, and the purchase-order reference
-- (« bon de commande » / « engagement ») when there is one. Until now only the quote knew the company,
-- and an invoice from a converted quote said « Entreprise — ». Here:
-- - the profile keeps them (`ifu`, `rccm`, `department` beside `company`), filled by the first request
--   or order that gives them, editable by the customer and by staff;
-- - quotes and orders carry them as the customer gave them (`customer_*`, `purchase_order_ref`), an
--   order from a quote takes the quote's, an order or quote of an account starts from the profile's;
-- - an invoice copies its order's (invoices are frozen), and a credit note prints its invoice's.
-- One trigger tidies and checks them on every table (blank → null, IFU in capitals without spaces), so
-- a form's mistake is a 400 naming its field, never a constraint's English message.

alter table public.profiles
  add column if not exists ifu text,
  add column if not exists rccm text,
  add column if not exists department text;
alter table public.profiles
  add constraint profiles_ifu_format check (ifu ~ '^[0-9]{8}[A-Z]$'),
  add constraint profiles_rccm_length check (char_length(rccm) between 1 and 60),
  add constraint profiles_department_length check (char_length(department) between 1 and 200);

alter table public.quotes
  add column if not exists customer_ifu text,
  add column if not exists customer_rccm text,
  add column if not exists customer_department text,
  add column if not exists purchase_order_ref text;
alter table public.quotes
  add constraint quotes_customer_ifu_format check (customer_ifu ~ '^[0-9]{8}[A-Z]$'),
  add constraint quotes_customer_rccm_length check (char_length(customer_rccm) between 1 and 60),
  add constraint quotes_customer_department_length check (char_length(customer_department) between 1 and 200),
  add constraint quotes_purchase_order_ref_length check (char_length(purchase_order_ref) between 1 and 100);

alter table public.orders
  add column if not exists customer_company text,
  add column if not exists customer_ifu text,
  add column if not exists customer_rccm text,
  add column if not exists customer_department text,
  add column if not exists purchase_order_ref text;
alter table public.orders
  add constraint orders_customer_company_length check (char_length(customer_company) between 1 and 200),
  add constraint orders_customer_ifu_format check (customer_ifu ~ '^[0-9]{8}[A-Z]$'),
  add constraint orders_customer_rccm_length check (char_length(customer_rccm) between 1 and 60),
  add constraint orders_customer_department_length check (char_length(customer_department) between 1 and 200),
  add constraint orders_purchase_order_ref_length check (char_length(purchase_order_ref) between 1 and 100);

-- customer_ifu is declared the same way by the certification's migration (issue 47): whichever runs first adds it.
alter table public.invoices add column if not exists customer_ifu text;
alter table public.invoices
  add column if not exists customer_rccm text,
  add column if not exists customer_department text,
  add column if not exists purchase_order_ref text;
alter table public.invoices drop constraint if exists invoices_customer_ifu_format;
alter table public.invoices add constraint invoices_customer_ifu_format check (customer_ifu ~ '^[0-9]{8}[A-Z]$');

-- Staff read and write these columns through the tables' existing grants; visitors insert a quote's.

-- Blank is null; the IFU in capitals without the spaces, dots or dashes people type; each checked
-- with a French message on its field. tg_argv[0] is the columns' prefix ('' on profiles, 'customer_'
-- on quotes and orders).
create or replace function private.tidy_customer_identity()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  prefix text := tg_argv[0];
  given jsonb := to_jsonb(new);
  tidied jsonb := '{}'::jsonb;
  ifu text;
  rccm text;
  department text;
  order_ref text;
begin
  ifu := nullif(upper(regexp_replace(coalesce(given ->> (prefix || 'ifu'), ''), '[[:space:].-]', '', 'g')), '');
  rccm := nullif(btrim(coalesce(given ->> (prefix || 'rccm'), '')), '');
  department := nullif(btrim(coalesce(given ->> (prefix || 'department'), '')), '');
  if ifu is not null and ifu !~ '^[0-9]{8}[A-Z]$' then
    raise exception 'L''IFU compte 8 chiffres suivis d''une lettre (par exemple 00012345A).'
      using errcode = 'P0001', hint = 'field:ifu';
  end if;
  if char_length(rccm) > 60 then
    raise exception 'Le RCCM : texte trop long (60 caractères au plus).' using errcode = 'P0001', hint = 'field:rccm';
  end if;
  if char_length(department) > 200 then
    raise exception 'Le service ou la direction : texte trop long (200 caractères au plus).'
      using errcode = 'P0001', hint = 'field:department';
  end if;
  tidied := jsonb_build_object(prefix || 'ifu', ifu, prefix || 'rccm', rccm, prefix || 'department', department);
  if given ? 'purchase_order_ref' then
    order_ref := nullif(btrim(coalesce(given ->> 'purchase_order_ref', '')), '');
    if char_length(order_ref) > 100 then
      raise exception 'La référence du bon de commande : texte trop long (100 caractères au plus).'
        using errcode = 'P0001', hint = 'field:purchase_order_ref';
    end if;
    tidied := tidied || jsonb_build_object('purchase_order_ref', order_ref);
  end if;
  if given ? 'customer_company' then
    tidied := tidied || jsonb_build_object('customer_company', nullif(btrim(coalesce(given ->> 'customer_company', '')), ''));
  end if;
  new := jsonb_populate_record(new, tidied);
  return new;
end;
$$;
revoke execute on function private.tidy_customer_identity() from public;

create trigger profiles_tidy_identity before insert or update of ifu, rccm, department on public.profiles
  for each row execute function private.tidy_customer_identity('');
create trigger quotes_tidy_identity
  before insert or update of customer_ifu, customer_rccm, customer_department, purchase_order_ref on public.quotes
  for each row execute function private.tidy_customer_identity('customer_');
create trigger orders_tidy_identity
  before insert or update of customer_company, customer_ifu, customer_rccm, customer_department, purchase_order_ref
  on public.orders for each row execute function private.tidy_customer_identity('customer_');

-- A quote or an order of an account starts from what the profile knows (the request's own values win),
-- unless it names another company than the profile's: a buyer ordering for someone else does not get
-- their own IFU printed on that one's invoice.
create or replace function private.fill_customer_from_profile()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  customer public.profiles;
  given_company text := nullif(btrim(coalesce(to_jsonb(new) ->> 'company', to_jsonb(new) ->> 'customer_company', '')), '');
  profile_company text;
begin
  if new.profile_id is null then
    return new;
  end if;
  select * into customer from public.profiles where id = new.profile_id;
  profile_company := nullif(btrim(coalesce(customer.company, '')), '');
  if customer.id is null or (given_company is not null and lower(given_company) is distinct from lower(profile_company)) then
    return new;
  end if;
  new.customer_ifu := coalesce(new.customer_ifu, customer.ifu);
  new.customer_rccm := coalesce(new.customer_rccm, customer.rccm);
  new.customer_department := coalesce(new.customer_department, customer.department);
  if tg_table_name = 'orders' then
    new := jsonb_populate_record(new, jsonb_build_object('customer_company', coalesce(given_company, profile_company)));
  end if;
  return new;
end;
$$;
revoke execute on function private.fill_customer_from_profile() from public;

-- Named after the tidy trigger (alphabetical order): the profile's values are already tidy.
create trigger quotes_tidy_identity_then_profile before insert on public.quotes
  for each row execute function private.fill_customer_from_profile();
create trigger orders_tidy_identity_then_profile before insert on public.orders
  for each row execute function private.fill_customer_from_profile();

-- An order made from a quote (convert_quote_to_order sets quotes.order_id) takes the quote's customer:
-- the company the quote was addressed to, its IFU, RCCM, service and purchase order.
create or replace function private.carry_quote_customer_to_order()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.orders as placed
     set customer_company = coalesce(nullif(btrim(coalesce(new.company, '')), ''), placed.customer_company),
         customer_ifu = coalesce(new.customer_ifu, placed.customer_ifu),
         customer_rccm = coalesce(new.customer_rccm, placed.customer_rccm),
         customer_department = coalesce(new.customer_department, placed.customer_department),
         purchase_order_ref = coalesce(new.purchase_order_ref, placed.purchase_order_ref)
   where placed.id = new.order_id;
  return null;
end;
$$;
revoke execute on function private.carry_quote_customer_to_order() from public;

create trigger quotes_carry_customer_to_order after update of order_id on public.quotes
  for each row when (old.order_id is null and new.order_id is not null)
  execute function private.carry_quote_customer_to_order();

-- The profile learns the company, IFU, RCCM and service from the first request or order that gives them
-- (never overwriting what the customer already wrote), as it already learnt the phone and company.
create or replace function private.fill_profile_from_request()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  -- Read through jsonb: the three tables name the phone and the company differently.
  request jsonb := to_jsonb(new);
  given_phone text := nullif(btrim(coalesce(request ->> 'delivery_phone', request ->> 'phone', '')), '');
  given_company text := nullif(btrim(coalesce(request ->> 'company', request ->> 'customer_company', '')), '');
  given_ifu text := request ->> 'customer_ifu';
  given_rccm text := request ->> 'customer_rccm';
  given_department text := request ->> 'customer_department';
begin
  if new.profile_id is null
     or (given_phone is null and given_company is null and given_ifu is null and given_rccm is null and given_department is null) then
    return null;
  end if;
  update public.profiles
     set phone = case when coalesce(phone, '') = '' then coalesce(given_phone, phone) else phone end,
         company = case when coalesce(company, '') = '' then coalesce(given_company, company) else company end,
         ifu = coalesce(ifu, given_ifu),
         rccm = coalesce(rccm, given_rccm),
         department = coalesce(department, given_department)
   where id = new.profile_id
     and ((coalesce(phone, '') = '' and given_phone is not null) or (coalesce(company, '') = '' and given_company is not null)
          or (ifu is null and given_ifu is not null) or (rccm is null and given_rccm is not null)
          or (department is null and given_department is not null));
  return null;
end;
$$;
revoke execute on function private.fill_profile_from_request() from public;
