-- The two foreign keys of public.payment_attempts that no index served (Supabase's linter,
-- unindexed_foreign_keys, issue 49 point 9): the staff list joins the payment an attempt recorded, and
-- deleting a customer's profile looks up their attempts. Partial, as most attempts have neither.
create index if not exists payment_attempts_payment_id_idx on public.payment_attempts (payment_id) where payment_id is not null;
create index if not exists payment_attempts_profile_id_idx on public.payment_attempts (profile_id) where profile_id is not null;
