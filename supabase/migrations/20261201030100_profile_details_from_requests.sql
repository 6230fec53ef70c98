-- A customer's phone and company, once given on an order, a quote request or an appointment, fill
-- the empty fields of their profile: the next form they open is prefilled with them (issue 33).
-- Never overwrites what the profile already holds (the customer's own settings win), and does
-- nothing for a request sent without an account.

create or replace function private.fill_profile_from_request()
  returns trigger
  language plpgsql
  security definer
  set search_path = ''
as $$
declare
  -- Read through jsonb: the three tables name the phone differently, and only quotes carry a company.
  request jsonb := to_jsonb(new);
  given_phone text := nullif(btrim(coalesce(request ->> 'delivery_phone', request ->> 'phone', '')), '');
  given_company text := nullif(btrim(coalesce(request ->> 'company', '')), '');
begin
  if new.profile_id is null or (given_phone is null and given_company is null) then
    return null;
  end if;
  update public.profiles
     set phone = case when coalesce(phone, '') = '' then coalesce(given_phone, phone) else phone end,
         company = case when coalesce(company, '') = '' then coalesce(given_company, company) else company end
   where id = new.profile_id
     and ((coalesce(phone, '') = '' and given_phone is not null) or (coalesce(company, '') = '' and given_company is not null));
  return null;
end;
$$;

revoke execute on function private.fill_profile_from_request() from public;

drop trigger if exists orders_fill_profile on public.orders;
create trigger orders_fill_profile after insert on public.orders
  for each row execute function private.fill_profile_from_request();

drop trigger if exists quotes_fill_profile on public.quotes;
create trigger quotes_fill_profile after insert on public.quotes
  for each row execute function private.fill_profile_from_request();

drop trigger if exists appointments_fill_profile on public.appointments;
create trigger appointments_fill_profile after insert on public.appointments
  for each row execute function private.fill_profile_from_request();
