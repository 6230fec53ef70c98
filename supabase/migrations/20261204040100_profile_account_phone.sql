-- The account's phone number on its profile, and profiles found by phone number (issue 34, decision 055).
-- A customer may now sign in with a phone number and no e-mail address: the back-office's users list
-- must show that number, and staff look a customer up by the number they call from, however it was
-- typed (« 70 12 34 56 », « 70123456 », « +226 70 12 34 56 »).
--
-- account_phone is the confirmed sign-in number of auth.users, in E.164, kept by a trigger on
-- auth.users (migration 20261204040200); like email, no one changes it through the API. The
-- profile's own `phone` stays the contact number the customer types in the portal.

alter table public.profiles
  add column account_phone text check (account_phone is null or account_phone ~ '^\+[1-9][0-9]{7,14}$');

comment on column public.profiles.account_phone is
  'The confirmed phone number the account signs in with (E.164), following auth.users; null when none.';

-- Same guard as migration 20261122000100, with account_phone following auth.users as email does.
create or replace function private.guard_profile_update()
returns trigger
language plpgsql
security invoker
set search_path = ''
as $$
begin
  if not private.is_api_user() then
    return new;
  end if;
  if new.id is distinct from old.id or new.email is distinct from old.email
     or new.account_phone is distinct from old.account_phone
     or new.created_at is distinct from old.created_at then
    raise exception 'L''identifiant, l''adresse e-mail et le numéro de connexion d''un profil ne se modifient pas ici.'
      using errcode = '42501';
  end if;
  if new.role is distinct from old.role then
    if not private.is_admin() then
      raise exception 'Seul un administrateur peut changer un rôle.' using errcode = '42501';
    end if;
    if old.id = (select auth.uid()) then
      raise exception 'Un administrateur ne peut pas changer son propre rôle.' using errcode = '42501';
    end if;
  end if;
  return new;
end;
$$;

-- The searched text gains both numbers as bare digits, and a Burkina number typed without its
-- country code (8 digits) also with it, so each way of typing a number finds the others. Built-in
-- functions only: a new helper would need granting to every role that writes a profile.
alter table public.profiles drop column search_text;
alter table public.profiles
  add column search_text text generated always as (
    private.search_fold(
      coalesce(full_name, '') || ' ' || coalesce(email, '') || ' ' || coalesce(company, '') || ' '
      || coalesce(phone, '') || ' ' || coalesce(account_phone, '')
    )
    || ' ' || regexp_replace(coalesce(phone, ''), '[^0-9]', '', 'g')
    || case when char_length(regexp_replace(coalesce(phone, ''), '[^0-9]', '', 'g')) = 8
            then ' 226' || regexp_replace(coalesce(phone, ''), '[^0-9]', '', 'g') else '' end
    || ' ' || regexp_replace(coalesce(account_phone, ''), '[^0-9]', '', 'g')
  ) stored;
