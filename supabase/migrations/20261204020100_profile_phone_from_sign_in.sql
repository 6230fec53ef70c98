-- Sign-in by phone (issue 34, decision 053): an account made with a phone number has no e-mail address,
-- so its profile would show staff nothing to recognise it by. Once the number is confirmed (a code came
-- back, or an administrator confirmed it), the profile's contact phone takes it when it has none; a
-- phone the customer wrote in their profile is never replaced. Numbers are stored by GoTrue without '+'.

create or replace function private.profile_phone_from_sign_in()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.profiles
     set phone = '+' || new.phone, updated_at = now()
   where id = new.id and coalesce(phone, '') = '';
  return new;
end;
$$;
revoke execute on function private.profile_phone_from_sign_in() from public;

-- Named to sort after on_auth_user_created (triggers fire by name): the profile row exists by then.
create trigger on_auth_user_phone_confirmed
  after insert or update of phone, phone_confirmed_at on auth.users
  for each row when (new.phone is not null and new.phone_confirmed_at is not null)
  execute function private.profile_phone_from_sign_in();
