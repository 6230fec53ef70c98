-- Web Vitals: one request carries the measures of one page view, each plausible (issue 36, item 3).
--
-- The site sends, when a page is hidden, at most one row per metric (web-vitals reports each metric
-- once per page: LCP, INP, CLS, FCP, TTFB), so a request of 70 rows is no browser's. The limit per
-- address counts requests; without a cap on rows a forged request stored 70 rows, any values.
-- Here, in the database, so it holds on hosted Supabase (PostgREST inserts a request's array in one
-- statement) as on the bundled server:
--   * each metric has its own plausible range (a check constraint, for every role);
--   * a statement of the API roles adds at most one row per metric (a statement trigger reading the
--     statement's own rows); the server's own connection and service_role, which seed or import
--     data, are not capped;
--   * the insert policies check what the site promises: a public page's measures only, never those
--     of the back-office, the customer area, a personal appointment link (its token is a secret) or
--     an API address. Supabase's linter flagged the former `with check (true)`.

-- Rows stored before, outside the new ranges, are forged: dropped so the constraint holds for all.
delete from public.web_vitals
 where not (case metric
              when 'CLS' then value between 0 and 10
              when 'INP' then value between 0 and 60000
              when 'TTFB' then value between 0 and 60000
              else value between 0 and 120000
            end);

alter table public.web_vitals drop constraint if exists web_vitals_value_check;
-- CLS has no unit (a sum of layout-shift scores, each at most 1, within a window of 5 s: past 10 is
-- no page a person could use); the others are milliseconds: an answer's first byte or an interaction
-- within a minute, the first and the largest paint within two (a heavy page on 2G takes tens of seconds).
-- A NaN is refused too (PostgreSQL orders it above every number).
alter table public.web_vitals add constraint web_vitals_value_plausible check (
  case metric
    when 'CLS' then value between 0 and 10
    when 'INP' then value between 0 and 60000
    when 'TTFB' then value between 0 and 60000
    else value between 0 and 120000
  end
);

-- Whether an address is one of a public page the site measures (src/public-site/vitals/vitalsRow.ts
-- leaves the others out; src/public-site/serviceWorker/privateAddresses.ts lists them).
create or replace function private.is_measured_page(path text)
  returns boolean
  language plpgsql
  immutable
  set search_path = ''
as $$
begin
  return path !~ '^/(admin|dashboard|auth/v1|rest/v1|storage/v1|functions/v1|realtime/v1)(/|$)'
     and path not like '/appointment/manage/%';
end;
$$;
revoke execute on function private.is_measured_page(text) from public;
grant execute on function private.is_measured_page(text) to anon, authenticated, service_role;

drop policy if exists "web_vitals: visitors send" on public.web_vitals;
drop policy if exists "web_vitals: signed-in users send" on public.web_vitals;
create policy "web_vitals: visitors send a public page's measures"
  on public.web_vitals for insert to anon
  with check (private.is_measured_page(path));
create policy "web_vitals: signed-in users send a public page's measures"
  on public.web_vitals for insert to authenticated
  with check (private.is_measured_page(path));

-- At most one row per metric in one statement of a visitor or a customer. Security invoker: it reads
-- only the statement's own rows (the transition table), which needs no privilege, and `current_user`
-- is then the API role the request runs as.
create or replace function private.web_vitals_one_page_view()
  returns trigger
  language plpgsql
  security invoker
  set search_path = ''
as $$
begin
  if current_user in ('anon', 'authenticated')
     and exists (select 1 from added group by added.metric having count(*) > 1) then
    raise exception 'Un envoi ne peut contenir qu''une mesure de chaque indicateur (celles d''une page vue).'
      using errcode = '23514', hint = 'Envoyez au plus une ligne par indicateur (LCP, INP, CLS, FCP, TTFB) et par requête.';
  end if;
  return null;
end;
$$;
revoke execute on function private.web_vitals_one_page_view() from public;

create trigger web_vitals_one_page_view
  after insert on public.web_vitals
  referencing new table as added
  for each statement execute function private.web_vitals_one_page_view();
