-- Public requests are stored once however often the site sends them (issue 18, forms that wait).
-- Why: on a mobile network that drops, the site keeps a request on the device and sends it again
-- when the network returns, and a request whose answer was lost is sent again too. Each carries
-- the id the browser chose (a UUID, the row's primary key); a second insert of an id already
-- stored must store nothing, mail no one, and answer success, so the visitor is told « envoyée ».
--
-- Why a trigger and not `on conflict (id) do nothing` (PostgREST's `Prefer: resolution=ignore-
-- duplicates`): PostgreSQL requires SELECT rights on the conflict target, so the row-level
-- SELECT policies are checked against the new row, and visitors (anon) have none on purpose:
-- they may create a request, never read one. The upsert fails with 42501 for them, here as on
-- hosted Supabase. A BEFORE INSERT trigger that skips a row whose id exists gives the same
-- result with a plain insert and leaves every policy and grant as it was.
--
-- The skip comes before every other BEFORE INSERT trigger (they fire in name order: `a_` sorts
-- first), so a retry is not refused by checks that no longer hold (a slot whose booking window
-- closed meanwhile): the row it repeats is already there. AFTER ROW triggers (the mails) fire
-- only for rows really inserted. A visitor learns nothing from it: the answer is the same
-- whether the id existed or not, and nothing stored changes.

create or replace function private.ignore_repeated_request()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  already_stored boolean;
begin
  execute format('select exists (select 1 from %I.%I where id = $1)', tg_table_schema, tg_table_name)
    into already_stored
    using new.id;
  if already_stored then
    return null;
  end if;
  return new;
end;
$$;
revoke execute on function private.ignore_repeated_request() from public;

create trigger appointments_a_ignore_repeated_request
  before insert on public.appointments
  for each row execute function private.ignore_repeated_request();
create trigger quotes_a_ignore_repeated_request
  before insert on public.quotes
  for each row execute function private.ignore_repeated_request();
create trigger contact_messages_a_ignore_repeated_request
  before insert on public.contact_messages
  for each row execute function private.ignore_repeated_request();
