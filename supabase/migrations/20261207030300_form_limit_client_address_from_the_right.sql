-- The database's form limit (migration 20261203040100) counted the first entry of X-Forwarded-For, which a
-- client writes itself wherever its proxies append theirs (issue 49, point 8): one client sending a new
-- invented first entry with each request was never limited on a hosted project. A proxy appends the
-- address it saw to the end of the list, so the address to count is the right-most entry once the entries
-- appended by the project's own trusted proxies are skipped.
--
-- rate_limit.proxy_settings.trusted_hops says how many of those there are between the client and the API.
-- The bundled server resolves the client's address itself (TRUST_PROXY) and passes a one-entry list: 0.
-- On a hosted project, set it to the number of proxies Supabase's gateway adds after the client's address
-- (read one request's request.headers to see it); the README says how.
create table if not exists rate_limit.proxy_settings (
  id integer primary key default 1 check (id = 1),
  trusted_hops integer not null default 0 check (trusted_hops between 0 and 10)
);
insert into rate_limit.proxy_settings (id) values (1) on conflict (id) do nothing;
alter table rate_limit.proxy_settings enable row level security;
revoke all on table rate_limit.proxy_settings from public, anon, authenticated;

create or replace function rate_limit.client_address() returns text
language plpgsql
stable
set search_path = ''
as $$
declare
  entries text[] := string_to_array(
    coalesce(nullif(current_setting('request.headers', true), ''), '{}')::json ->> 'x-forwarded-for', ',');
  hops integer := coalesce((select s.trusted_hops from rate_limit.proxy_settings s where s.id = 1), 0);
  position integer;
  forwarded text;
  address inet;
begin
  if entries is null then
    return null;
  end if;
  position := cardinality(entries) - hops;
  if position < 1 then
    -- Fewer entries than trusted proxies: the request did not come through them all.
    position := 1;
  end if;
  forwarded := trim(entries[position]);
  if forwarded = '' then
    return null;
  end if;
  begin
    address := forwarded::inet;
  exception when invalid_text_representation then
    return null;
  end;
  if family(address) = 4 then
    return host(address);
  end if;
  if host(address) ~* '^::ffff:\d+\.\d+\.\d+\.\d+$' then
    return substring(host(address) from 8);
  end if;
  return network(set_masklen(address, 64))::text;
end;
$$;
revoke all on function rate_limit.client_address() from public, anon, authenticated;
