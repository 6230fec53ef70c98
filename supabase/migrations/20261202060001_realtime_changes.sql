-- Live news in the back-office (issue 32, decision 043): a new appointment, quote request, order or
-- message reaches the open back-office through supabase-js's `channel().on('postgres_changes', …)`.
--
-- On a hosted project, Supabase Realtime reads the write-ahead log of the tables in the publication
-- `supabase_realtime`: the four tables are added to it here, when it exists (the bundled platform
-- creates it too, in server/db/platform.sql, so this migration means the same everywhere).
--
-- The bundled server has no log reader: a trigger announces each new or changed row on the channel
-- `realtime_changes` (its schema, table, kind and id, never its content: a notification is public to
-- every listener and at most 8000 bytes). The server then reads the row again as each subscriber, so
-- row-level security decides who receives it. Harmless on a hosted project, where nobody listens.
-- Generic: any table with an `id` column can take the same trigger.

create or replace function private.notify_realtime_change()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  perform pg_notify('realtime_changes', json_build_object(
    'schema', tg_table_schema,
    'table', tg_table_name,
    'type', tg_op,
    'id', new.id,
    'commit_timestamp', now()
  )::text);
  return null;
end;
$$;

revoke execute on function private.notify_realtime_change() from public;

do $$
declare
  watched text;
begin
  foreach watched in array array['appointments', 'quotes', 'orders', 'contact_messages'] loop
    execute format('drop trigger if exists %I on public.%I', watched || '_realtime_changes', watched);
    execute format(
      'create trigger %I after insert or update on public.%I for each row execute function private.notify_realtime_change()',
      watched || '_realtime_changes', watched);
    if exists (select 1 from pg_publication where pubname = 'supabase_realtime')
       and not exists (select 1 from pg_publication_tables
                        where pubname = 'supabase_realtime' and schemaname = 'public' and tablename = watched) then
      execute format('alter publication supabase_realtime add table public.%I', watched);
    end if;
  end loop;
end;
$$;
