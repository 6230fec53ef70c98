-- A phone sign-in showed none of the appointments booked with that number (issue 46, point 10): a
-- guest's orders join the account that confirms their e-mail address (attach_guest_orders), but an
-- appointment booked by phone number had nothing to join. Once an account's number is confirmed (a
-- code came back, or an administrator confirmed it), the appointments booked without an account at
-- that number (written any way the booking form accepts: « 70 12 34 56 », « +226 70… », « 00226… »)
-- become the account's. A number waiting for its code attaches nothing.

create or replace function private.attach_phone_appointments()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if not exists (select 1 from public.profiles as profile where profile.id = new.id) then
    return null;
  end if;
  update public.appointments
     set profile_id = new.id
   where profile_id is null
     and private.phone_e164(phone) = private.confirmed_account_phone(new.phone, new.phone_confirmed_at);
  return null;
end;
$$;
revoke execute on function private.attach_phone_appointments() from public;

-- Named to sort after on_auth_user_created (after-insert triggers fire in name order): the profile exists.
create trigger on_auth_user_phone_confirmed_attach_appointments
  after insert or update of phone, phone_confirmed_at on auth.users
  for each row when (new.phone is not null and new.phone_confirmed_at is not null)
  execute function private.attach_phone_appointments();
