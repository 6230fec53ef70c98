-- Two-factor sign-in for administrators, enforced by the database (issue 17).
-- Why: an administrator's password opens every customer's data. Once an administrator has a
-- verified second factor (auth.mfa_factors, Supabase Auth's own table), their administrator rights
-- need a token that proved it (aal2, as Supabase's documentation recommends); an aal1 token of the
-- same person is a customer's token. The setting admin_mfa_required makes a factor mandatory: an
-- administrator without one is then an administrator for nothing until they enroll.
-- public.admin_access() tells the back-office which of these cases the caller is in, and
-- public.reset_admin_mfa() lets an administrator remove a colleague's lost factor (never their own),
-- recorded in public.mfa_resets and e-mailed to the person.

alter table public.site_settings
  add column admin_mfa_required boolean not null default false;

-- security definer: auth.mfa_factors is out of the API roles' reach (it holds the secrets).
create or replace function private.has_verified_factor(user_id uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from auth.mfa_factors as factor
    where factor.user_id = has_verified_factor.user_id and factor.status = 'verified'
  )
$$;
revoke execute on function private.has_verified_factor(uuid) from public;

create or replace function private.admin_mfa_required()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce((select settings.admin_mfa_required from public.site_settings as settings where settings.id = 1), false)
$$;
revoke execute on function private.admin_mfa_required() from public;

-- The same signature, so every policy and trigger that calls it now also checks the token's level.
create or replace function private.is_admin()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.profiles as profile
    where profile.id = (select auth.uid()) and profile.role = 'admin'
      and (
        coalesce(auth.jwt() ->> 'aal', '') = 'aal2'
        or (not private.has_verified_factor(profile.id) and not private.admin_mfa_required())
      )
  )
$$;

-- What the back-office needs before it opens: 'none' (not an administrator), 'granted',
-- 'needs_code' (a factor is enrolled, this token has not proved it) or 'needs_enrollment'
-- (the setting requires a factor and there is none yet).
create or replace function public.admin_access()
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select case
    when not exists (select 1 from public.profiles as profile
                      where profile.id = (select auth.uid()) and profile.role = 'admin') then 'none'
    when private.is_admin() then 'granted'
    when private.has_verified_factor((select auth.uid())) then 'needs_code'
    else 'needs_enrollment'
  end
$$;
revoke execute on function public.admin_access() from public, anon;
grant execute on function public.admin_access() to authenticated;

-- Who had their second factor removed by whom: kept for the administrators to read.
create table public.mfa_resets (
  id bigint generated always as identity primary key,
  profile_id uuid references public.profiles (id) on delete set null,
  reset_by uuid references public.profiles (id) on delete set null,
  factors_removed integer not null check (factors_removed >= 0),
  created_at timestamptz not null default now()
);
alter table public.mfa_resets enable row level security;
revoke insert, update, delete, truncate on public.mfa_resets from anon, authenticated;
create policy "mfa_resets: administrators read"
  on public.mfa_resets for select to authenticated
  using ((select private.is_admin()));

-- An administrator who lost their phone cannot sign in to the back-office any more: another
-- administrator removes their factors, then they sign in with their password and enroll again.
create or replace function public.reset_admin_mfa(target_id uuid)
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  target_email text;
  removed integer;
  by_name text;
begin
  if not private.is_admin() then
    raise exception 'Seul un administrateur peut réinitialiser une double authentification.' using errcode = '42501';
  end if;
  if target_id = (select auth.uid()) then
    raise exception 'Un administrateur ne peut pas réinitialiser sa propre double authentification.' using errcode = '42501';
  end if;
  select profile.email into target_email from public.profiles as profile
   where profile.id = target_id and profile.role = 'admin';
  if not found then
    raise exception 'Ce compte n''est pas un compte administrateur.' using errcode = 'P0002';
  end if;
  delete from auth.mfa_factors as factor where factor.user_id = target_id;
  get diagnostics removed = row_count;
  if removed = 0 then
    raise exception 'Ce compte n''a pas de double authentification à réinitialiser.' using errcode = 'P0002';
  end if;
  insert into public.mfa_resets (profile_id, reset_by, factors_removed) values (target_id, (select auth.uid()), removed);
  select coalesce(nullif(profile.full_name, ''), profile.email) into by_name
    from public.profiles as profile where profile.id = (select auth.uid());
  perform private.enqueue_mail('mfa_reset', target_email,
    'Votre double authentification a été réinitialisée',
    'Bonjour,' || chr(10) || chr(10)
    || 'La double authentification de votre compte administrateur a été retirée par ' || coalesce(by_name, 'un administrateur')
    || ' le ' || to_char(now() at time zone 'Africa/Ouagadougou', 'DD/MM/YYYY à HH24:MI') || '.' || chr(10)
    || 'À votre prochaine connexion au back-office, vous pourrez enregistrer une nouvelle application d''authentification '
    || '(page « Sécurité »).' || chr(10) || chr(10)
    || 'Si vous n''avez rien demandé, prévenez aussitôt un autre administrateur et changez votre mot de passe.');
  return removed;
end;
$$;
revoke execute on function public.reset_admin_mfa(uuid) from public, anon;
grant execute on function public.reset_admin_mfa(uuid) to authenticated;
