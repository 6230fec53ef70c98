-- Supabase's linter (issue 35): security-definer functions executable by anon and authenticated. A
-- function made in public is granted to anon and authenticated by the project's default privileges
-- (hosted Supabase's and server/db/platform.sql's alike), and to PUBLIC by PostgreSQL's own: a
-- `revoke … from public` in a migration leaves the first two. Here every security-definer function
-- of public and private is granted to the roles that call it and to no other, and functions made by
-- later migrations start granted to no API role: each migration grants what it means to
-- (tests/integration/databaseLinter.test.ts fails on a function left open; decision 039).

-- Functions made from now on by this role (postgres: the migrations' owner, here and on hosted).
-- PUBLIC's execute is a default of PostgreSQL for every schema, revoked only without « in schema ».
alter default privileges revoke execute on functions from public;
alter default privileges in schema public revoke execute on functions from anon, authenticated;

-- Every security-definer function of the API's schema and of the helpers' schema, closed first.
-- Trigger functions need no grant at all: PostgreSQL checks execute when the trigger is created,
-- not when it fires.
do $$
declare
  definer regprocedure;
begin
  for definer in
    select proc.oid::regprocedure from pg_catalog.pg_proc as proc
     where proc.prosecdef and proc.pronamespace in ('public'::regnamespace, 'private'::regnamespace)
  loop
    execute format('revoke execute on function %s from public, anon, authenticated', definer);
  end loop;
end $$;

-- Called by visitors on purpose (and by signed-in users, who open the same pages and links): the
-- booking calendar, checkout without an account, and the personal links e-mailed for an appointment,
-- a quote or a guest order (the token is the proof; the function returns that one record only).
grant execute on function public.available_slots(date) to anon, authenticated;
grant execute on function public.days_with_free_slots(date, date) to anon, authenticated;
grant execute on function public.place_order(jsonb, jsonb) to anon, authenticated;
grant execute on function public.appointment_by_token(text) to anon, authenticated;
grant execute on function public.cancel_appointment_by_token(text) to anon, authenticated;
grant execute on function public.move_appointment_by_token(text, date, time) to anon, authenticated;
grant execute on function public.quote_by_token(text) to anon, authenticated;
grant execute on function public.accept_quote_by_token(text, text) to anon, authenticated;
grant execute on function public.decline_quote_by_token(text, text) to anon, authenticated;
grant execute on function public.order_by_token(text) to anon, authenticated;

-- Called by a signed-in customer on their own records (each checks auth.uid()), or by staff (each
-- checks private.is_admin()).
grant execute on function public.cancel_my_appointment(uuid) to authenticated;
grant execute on function public.move_my_appointment(uuid, date, time) to authenticated;
grant execute on function public.cancel_my_order(uuid) to authenticated;
grant execute on function public.accept_my_quote(uuid, text) to authenticated;
grant execute on function public.decline_my_quote(uuid, text) to authenticated;
grant execute on function public.convert_quote_to_order(uuid, text) to authenticated;
grant execute on function public.admin_access() to authenticated;
grant execute on function public.reset_admin_mfa(uuid) to authenticated;
grant execute on function public.issue_invoice(uuid, date) to authenticated;
grant execute on function public.issue_credit_note(uuid, text, integer) to authenticated;
grant execute on function public.start_quote_for_customer(uuid, text, text[], text, text) to authenticated;

-- Helpers that run with the caller's rights inside row-level security and security-invoker triggers:
-- is_admin() in policies and guards (visitors' inserts pass through guards too); the slot trigger of
-- a visitor's booking reads the hours, the closed days and the taken slots, which visitors may not
-- read themselves (each returns a date, a label or a yes/no, never a row).
grant execute on function private.is_admin() to anon, authenticated;
grant execute on function private.booking_horizon() to anon, authenticated;
grant execute on function private.closed_day_label(date) to anon, authenticated;
grant execute on function private.opening_periods(date) to anon, authenticated;
grant execute on function private.slot_taken(date, time, uuid) to anon, authenticated;
-- The quote trigger numbers a quote when an administrator sends it.
grant execute on function private.next_document_number(text) to authenticated;
