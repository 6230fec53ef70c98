-- The catalogue's search also reads the product's category (issue 32).
-- Why: categories are now rows the office names (« Imprimantes »); a visitor typing « imprimante »
-- expects the printers even when their name and description never say the word. The category's
-- name (folded like the rest, typos tolerated) counts as one more place a word may be found, ranked
-- below the name and the description. Same function as 20261128500100 otherwise: security invoker,
-- so RLS still decides which products are seen.
create or replace function public.search_products(search text)
  returns setof public.products
  language plpgsql
  stable
  set search_path = ''
as $$
-- FOUND is PL/pgSQL's own variable: the column of that name below is the one meant.
#variable_conflict use_column
begin
  return query
    with query as (
      select array(
        select distinct word
        from regexp_split_to_table(private.search_fold(left(search, 100)), ' ') as word
        where word <> ''
        limit 8
      ) as words
    ),
    candidates as (
      select p, p.search_text || ' ' || coalesce(private.search_fold(category.name), '') as haystack
      from public.products p
      left join public.product_categories category on category.slug = p.category
    ),
    scored as (
      select
        c.p,
        (
          select sum(
            case
              when private.search_fold((c.p).name) like '%' || word || '%' then 3
              when (c.p).search_text like '%' || word || '%' then 2
              when c.haystack like '%' || word || '%' then 1
              when char_length(word) >= 4 and extensions.word_similarity(word, c.haystack) >= 0.5
                then extensions.word_similarity(word, c.haystack)
              else null
            end
          )
          from unnest(q.words) as word
        ) as score,
        (
          select count(*) from unnest(q.words) as word
          where c.haystack like '%' || word || '%'
             or (char_length(word) >= 4 and extensions.word_similarity(word, c.haystack) >= 0.5)
        ) as found,
        cardinality(q.words) as wanted
      from candidates c, query q
    )
    select (scored.p).*
    from scored
    where wanted > 0 and found = wanted
    order by score desc, (scored.p).created_at desc, (scored.p).id;
end;
$$;
