-- A security notice to the account's address when its sign-in phone number changes (issue 49, point 3).
-- Why: a number added to an account signs that account in by SMS code from then on. Someone who got
-- the password alone (aal1) could add their own number and keep a way in unnoticed; the owner now
-- hears of it at the address they know, as for a new password or a new address (migration
-- 20261126100100). The server also asks an account with a verified second factor for aal2 before
-- sending the code (server/auth/endpoints/user.ts).
-- The number that counts is the confirmed one (private.confirmed_account_phone, as
-- profiles.account_phone): a number waiting for its code signs nothing in yet. Added, replaced or
-- removed, whichever path changed it (a phone change, a sign-in by code, the admin API, hosted GoTrue).
-- Only to a confirmed address, as password_changed: an unconfirmed one may be someone else's.

create function private.notify_account_phone_change()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.email_confirmed_at is not null then
    perform private.queue_mail('phone_changed_notice', new.email, jsonb_build_object(
      'email', new.email,
      'new_phone', private.confirmed_account_phone(new.phone, new.phone_confirmed_at)));
  end if;
  return null;
end;
$$;
revoke execute on function private.notify_account_phone_change() from public;

create trigger on_auth_user_phone_notice
  after update of phone, phone_confirmed_at on auth.users
  for each row
  -- The confirmed number (private.confirmed_account_phone) written out: a trigger's condition runs with
  -- the rights of whoever updates the row (GoTrue's role on a hosted project), who may not call private's.
  when ((case when old.phone_confirmed_at is not null and coalesce(old.phone, '') <> '' then ltrim(old.phone, '+') end)
          is distinct from (case when new.phone_confirmed_at is not null and coalesce(new.phone, '') <> '' then ltrim(new.phone, '+') end)
        and new.deleted_at is null)
  execute function private.notify_account_phone_change();
