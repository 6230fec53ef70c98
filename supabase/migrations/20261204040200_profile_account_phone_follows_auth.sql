-- profiles.account_phone (migration 20261204040100) follows the account's confirmed phone number
-- (issue 34, decision 055), as profiles.email follows the address: GoTrue's auth.users.phone (digits
-- without '+') once phone_confirmed_at is set, whichever way it was confirmed (sign-in or sign-up by
-- code, a phone change, the admin API). A number waiting for its code is not the account's yet.
-- A trigger on auth.users, like private.handle_user_email_change, so it holds on hosted Supabase too.

create or replace function private.confirmed_account_phone(phone text, phone_confirmed_at timestamptz)
returns text
language plpgsql
immutable
set search_path = ''
as $$
begin
  return case when phone_confirmed_at is not null and coalesce(phone, '') <> '' then '+' || ltrim(phone, '+') end;
end;
$$;
revoke execute on function private.confirmed_account_phone(text, timestamptz) from public;

create or replace function private.handle_user_phone_change()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.profiles
     set account_phone = private.confirmed_account_phone(new.phone, new.phone_confirmed_at)
   where id = new.id
     and account_phone is distinct from private.confirmed_account_phone(new.phone, new.phone_confirmed_at);
  return null;
end;
$$;
revoke execute on function private.handle_user_phone_change() from public;

-- After on_auth_user_created (after insert triggers fire in name order): the profile exists.
drop trigger if exists on_auth_user_phone_changed on auth.users;
create trigger on_auth_user_phone_changed
  after insert or update of phone, phone_confirmed_at on auth.users
  for each row execute function private.handle_user_phone_change();

-- Accounts confirmed before this migration.
update public.profiles as profile
   set account_phone = private.confirmed_account_phone(account.phone, account.phone_confirmed_at)
  from auth.users as account
 where account.id = profile.id
   and private.confirmed_account_phone(account.phone, account.phone_confirmed_at) is not null;
