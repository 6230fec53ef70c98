-- Issue 46.10: a quote the office starts for a customer (« Nouveau devis », start_quote_for_customer)
-- keeps the office's « Objet » in `message`, which the portal showed the customer as « Votre message »,
-- words they never wrote. The row now says who started it; the portal labels the text accordingly.
alter table public.quotes add column if not exists started_by_office boolean not null default false;
comment on column public.quotes.started_by_office is
  'Started by staff for a customer (its message is the office''s « Objet »), not requested by the customer. Set at insert by the database.';

-- Set by the database, never by what the client sends: staff inserting a quote for another account.
create or replace function private.mark_quote_started_by_office() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.started_by_office := private.is_api_user() and private.is_admin() and new.profile_id is distinct from auth.uid();
  return new;
end;
$$;
revoke all on function private.mark_quote_started_by_office() from public, anon, authenticated;

create trigger quotes_mark_started_by_office
  before insert on public.quotes
  for each row execute function private.mark_quote_started_by_office();
