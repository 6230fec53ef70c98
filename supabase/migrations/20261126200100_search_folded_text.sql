-- Search that finds the obvious (issue 15): « wifi » finds « Borne Wi-Fi 6 », « money orange »
-- finds « Orange Money », « traore » finds « Traoré », in the catalogue and in every back-office
-- list. Each searched table gets one generated column, search_text, holding its searched text
-- folded: lower case, no accents, punctuation as spaces, and words joined by a hyphen also
-- written joined (« wi-fi » → « wi fi wifi »). Clients fold the typed text the same way and ask
-- for every word with ilike (any order), a filter PostgREST and this server already understand,
-- so the back-office's ra-supabase lists need no RPC.
-- translate()/regexp_replace() rather than the unaccent extension: unaccent() is not immutable,
-- so a generated column could not call it; this way folding needs no extension at all.

create or replace function private.search_fold(value text)
returns text
language sql
immutable
parallel safe
set search_path = ''
as $$
  with folded as (
    select lower(translate(
      replace(replace(replace(replace(coalesce(left(value, 20000), ''), 'œ', 'oe'), 'Œ', 'oe'), 'æ', 'ae'), 'Æ', 'ae'),
      'ÀÁÂÃÄÅàáâãäåÇçÈÉÊËèéêëÌÍÎÏìíîïÑñÒÓÔÕÖòóôõöÙÚÛÜùúûüÝýÿ’',
      'AAAAAAaaaaaaCcEEEEeeeeIIIIiiiiNnOOOOOoooooUUUUuuuuYyy'''
    )) as text
  ),
  words as (
    select
      btrim(regexp_replace(text, '[^a-z0-9]+', ' ', 'g')) as spaced,
      -- Only the hyphenated words, joined: « wi-fi » → « wifi », « e-mail » → « email ».
      coalesce((
        select string_agg(replace(m[1], '-', ''), ' ')
        from regexp_matches(text, '([a-z0-9]+(-[a-z0-9]+)+)', 'g') as m
      ), '') as joined
    from folded
  )
  select btrim(spaced || ' ' || joined) from words
$$;
-- A generated column calls it whoever writes the row (visitors too): it stays executable.
-- Only the first 20,000 characters are folded: a generated column is computed before the row's
-- checks, so a visitor's megabyte message (refused by its 5,000-character check) would otherwise be
-- folded first, seconds of CPU past the visitor's statement time limit. Longer blog posts are
-- searched on their beginning.

-- Products: replaces the search_text of migration 20261124000100 (which kept hyphens, so
-- « wifi » missed « Wi-Fi »). A generated expression cannot be altered in place before
-- PostgreSQL 17: dropped and added again, computed for every existing row.
alter table public.products drop column search_text;
alter table public.products
  add column search_text text generated always as (private.search_fold(name || ' ' || description)) stored;

alter table public.appointments
  add column search_text text generated always as (private.search_fold(full_name || ' ' || email || ' ' || coalesce(phone, ''))) stored;

-- A BEFORE UPDATE trigger sees generated columns as null in NEW: the customer's guard
-- (20261125300100, unchanged otherwise) compares rows without search_text, or every
-- customer cancellation would look like a change of another column.
create or replace function private.guard_appointment_update()
returns trigger
language plpgsql
security invoker
set search_path = ''
as $$
declare
  moved boolean := new.date is distinct from old.date or new.time is distinct from old.time;
begin
  if new.status is distinct from old.status and not (
    (old.status = 'pending' and new.status in ('confirmed', 'cancelled'))
    or (old.status = 'confirmed' and new.status in ('completed', 'cancelled'))
    or (old.status = 'confirmed' and new.status = 'pending' and moved)
  ) then
    raise exception 'Changement de statut impossible : un rendez-vous « % » ne peut pas passer à « % ».',
      private.label_of('appointment_status', old.status), private.label_of('appointment_status', new.status)
      using errcode = 'P0001';
  end if;
  if moved and old.status not in ('pending', 'confirmed') then
    raise exception 'Un rendez-vous « % » ne peut plus être déplacé.', private.label_of('appointment_status', old.status)
      using errcode = 'P0001';
  end if;
  if private.is_api_user() and not private.is_admin() and current_user in ('anon', 'authenticated') then
    if new.status is distinct from 'cancelled' or old.status is distinct from 'pending'
       or (to_jsonb(new) - 'status' - 'updated_at' - 'search_text') is distinct from (to_jsonb(old) - 'status' - 'updated_at' - 'search_text') then
      raise exception 'Vous pouvez seulement annuler un rendez-vous encore en attente.' using errcode = '42501';
    end if;
  end if;
  return new;
end;
$$;

alter table public.quotes
  add column search_text text generated always as (
    private.search_fold(name || ' ' || email || ' ' || phone || ' ' || coalesce(company, '') || ' ' || coalesce(message, ''))
  ) stored;

alter table public.contact_messages
  add column search_text text generated always as (
    private.search_fold(name || ' ' || email || ' ' || coalesce(phone, '') || ' ' || coalesce(subject, '') || ' ' || message)
  ) stored;

alter table public.orders
  add column search_text text generated always as (
    private.search_fold(number::text || ' ' || delivery_name || ' ' || delivery_phone || ' ' || delivery_address)
  ) stored;

alter table public.profiles
  add column search_text text generated always as (
    private.search_fold(coalesce(full_name, '') || ' ' || coalesce(email, '') || ' ' || coalesce(company, '') || ' ' || coalesce(phone, ''))
  ) stored;

alter table public.blog_posts
  add column search_text text generated always as (
    private.search_fold(title || ' ' || coalesce(excerpt, '') || ' ' || content)
  ) stored;

-- Typos in the catalogue (« imprimente » for « Imprimante »): trigram similarity of each typed
-- word with the product's words. pg_trgm is a trusted extension on hosted Supabase, created in
-- its schema `extensions`; the bundled server loads it into PGlite (server/db/pgliteWorker.ts).
create extension if not exists pg_trgm with schema extensions;

-- The catalogue's search, best matches first: a product matches when each folded word of the
-- query is in its text, or (words of 4 letters and more) close to one of its words. Rank: words
-- found in the name count most, then words found in the description, then near matches.
-- Returned in rank order (then newest first); callers add their filters (published, category)
-- and the page range through PostgREST, which keeps that order.
create or replace function public.search_products(search text)
returns setof public.products
language sql
stable
security invoker
set search_path = ''
as $$
  with query as (
    select array(
      select distinct word
      from regexp_split_to_table(private.search_fold(left(search, 100)), ' ') as word
      where word <> ''
      limit 8
    ) as words
  ),
  scored as (
    select
      p,
      (
        select sum(
          case
            when private.search_fold(p.name) like '%' || word || '%' then 3
            when p.search_text like '%' || word || '%' then 2
            when char_length(word) >= 4 and extensions.word_similarity(word, p.search_text) >= 0.5
              then extensions.word_similarity(word, p.search_text)
            else null
          end
        )
        from unnest(q.words) as word
      ) as score,
      (
        select count(*) from unnest(q.words) as word
        where p.search_text like '%' || word || '%'
           or (char_length(word) >= 4 and extensions.word_similarity(word, p.search_text) >= 0.5)
      ) as found,
      cardinality(q.words) as wanted
    from public.products p, query q
  )
  select (scored.p).*
  from scored
  where wanted > 0 and found = wanted
  order by score desc, (scored.p).created_at desc, (scored.p).id
$$;
grant execute on function public.search_products(text) to anon, authenticated, service_role;
