-- The catalogue search ignores case and accents, as visitors type: « ecran » finds « Écran ».
-- A generated column rather than the unaccent extension: lower() and translate() are immutable
-- and present everywhere (PGlite, PostgreSQL, hosted Supabase), with no extension to enable.
-- The site filters it with ilike after folding the visitor's text the same way (foldForSearch).
-- Being generated, it cannot be written: the back-office leaves it out of what it saves.
alter table public.products
  add column search_text text generated always as (
    lower(translate(
      name || ' ' || description,
      'ÀÁÂÃÄÅàáâãäåÇçÈÉÊËèéêëÌÍÎÏìíîïÑñÒÓÔÕÖòóôõöÙÚÛÜùúûüÝýÿ',
      'AAAAAAaaaaaaCcEEEEeeeeIIIIiiiiNnOOOOOoooooUUUUuuuuYyy'
    ))
  ) stored;
