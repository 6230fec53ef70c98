-- The scheduled work of the data, in SQL so that it runs where the data is (issue 35): queuing the
-- appointment reminders, expiring the mails past their deadline, purging the finished ones. The
-- bundled server's mail worker calls these functions on its timer (server/mail/outboxQueries.ts); on
-- a hosted project with pg_cron, private.schedule_jobs() has pg_cron call them too. Each is
-- idempotent and safe to run at once from several places (the worker of each process, pg_cron).

-- Pending mails past their expiry are never sent: marked 'expired' (a late recovery link is worse
-- than none). Only once due: a mail claimed by a worker right now is left to that worker.
create or replace function private.expire_overdue_mails() returns integer
language plpgsql
set search_path = ''
as $$
declare
  expired integer;
begin
  update public.notifications set status = 'expired'
   where status = 'pending' and expires_at <= now() and next_attempt_at <= now();
  get diagnostics expired = row_count;
  return expired;
end;
$$;
revoke all on function private.expire_overdue_mails() from public, anon, authenticated;

-- Finished rows (sent, failed, expired) hold personal data: deleted retention_days after they were queued.
create or replace function private.purge_finished_mails(retention_days integer default 90) returns integer
language plpgsql
set search_path = ''
as $$
declare
  purged integer;
begin
  delete from public.notifications
   where status in ('sent', 'failed', 'expired') and created_at < now() - make_interval(days => retention_days);
  get diagnostics purged = row_count;
  return purged;
end;
$$;
revoke all on function private.purge_finished_mails(integer) from public, anon, authenticated;

-- Schedules the three jobs with pg_cron, when it is installed (hosted: Database → Extensions →
-- pg_cron, or Integrations → Cron); does nothing otherwise, where the bundled server's worker runs
-- them. Called below, and again by an operator who enables pg_cron after the migrations ran:
-- `select private.schedule_jobs();`. cron.schedule replaces a job of the same name, so calling it
-- twice schedules each job once. Returns the names scheduled.
create or replace function private.schedule_jobs() returns text[]
language plpgsql
set search_path = ''
as $$
begin
  if not exists (select 1 from pg_catalog.pg_extension where extname = 'pg_cron') then
    return '{}';
  end if;
  -- Dynamic SQL: the cron schema does not exist where pg_cron is absent, and this body must still compile.
  execute $job$ select cron.schedule('ouaga-appointment-reminders', '* * * * *', 'select private.queue_appointment_reminders()') $job$;
  execute $job$ select cron.schedule('ouaga-expire-mails', '* * * * *', 'select private.expire_overdue_mails()') $job$;
  execute $job$ select cron.schedule('ouaga-purge-mails', '17 3 * * *', 'select private.purge_finished_mails()') $job$;
  return array['ouaga-appointment-reminders', 'ouaga-expire-mails', 'ouaga-purge-mails'];
end;
$$;
revoke all on function private.schedule_jobs() from public, anon, authenticated;

select private.schedule_jobs();
