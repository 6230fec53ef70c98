-- Drops the mail helpers nothing calls since mails are queued by kind with their data
-- (private.queue_mail, migration 20261127100000) and written by the server's templates:
-- private.enqueue_mail (the old queueing function, whose checks queue_mail repeats),
-- private.mail_signature, private.manage_link_line and private.order_lines_text (text
-- that now lives in server/mail/templates). Kept, they would be a second way to queue a
-- mail that skips the templates. Every overload is dropped, whatever its arguments.
do $$
declare
  helper regprocedure;
begin
  for helper in
    select p.oid::regprocedure
      from pg_proc p
      join pg_namespace n on n.oid = p.pronamespace
     where n.nspname = 'private'
       and p.proname in ('enqueue_mail', 'mail_signature', 'manage_link_line', 'order_lines_text')
  loop
    execute format('drop function %s', helper);
  end loop;
end
$$;
