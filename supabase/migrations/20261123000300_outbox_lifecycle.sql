-- The outbox gets an end, and visitors get a ceiling.
-- Why: a mail refused for good (5xx, bad domain) was retried hourly for ever, a recovery link could
-- go out days after it died, sent rows (personal data) were kept for ever, and one visitor could make
-- the site mail any address as often as they liked (issue 11, items 2 and 6).
-- - status 'failed' (given up: too many attempts or a permanent refusal) and 'expired' (too late to be
--   useful); server/mail/outbox.ts sets them and deletes finished rows after 90 days.
-- - expires_at: a time-bound mail (recovery link, appointment slot) is not sent after it.
-- - caused_by_visitor: the mail was caused by an API caller who is not an administrator (a form, a
--   cancellation); at most 5 such mails per recipient per 24 hours, the company's own address excepted.

alter table public.notifications drop constraint notifications_status_check;
alter table public.notifications add constraint notifications_status_check
  check (status in ('pending', 'sent', 'failed', 'expired'));
alter table public.notifications add column expires_at timestamptz;
alter table public.notifications add column caused_by_visitor boolean not null default false;

create index notifications_visitor_recipient_idx on public.notifications (lower(recipient), created_at)
  where caused_by_visitor;
create index notifications_created_idx on public.notifications (created_at);

comment on column public.notifications.status is
  'pending: to send; sent; failed: given up (refused for good or too many attempts); expired: too late to send';
comment on column public.notifications.expires_at is 'Not sent after this moment (marked expired); null: no limit';
comment on column public.notifications.caused_by_visitor is
  'Queued by a visitor''s or customer''s action: counts towards the per-recipient daily ceiling';

-- How many mails visitors may cause to one address in 24 hours.
create or replace function private.visitor_mails_per_day()
returns integer
language sql
immutable
set search_path = ''
as $$
  select 5
$$;

-- Recreated with expires_at (plpgsql callers resolve the 4-argument calls to this one at run time).
drop function private.enqueue_mail(text, text, text, text);
create function private.enqueue_mail(kind text, recipient text, subject text, body_text text,
  expires_at timestamptz default null)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  by_visitor boolean := private.is_api_user() and not private.is_admin();
  address text := lower(recipient);
begin
  if recipient is null or recipient !~ '^[^@\s]+@[^@\s]+\.[^@\s]+$' then
    return;
  end if;
  if by_visitor and address is distinct from lower(private.company_notification_email()) then
    -- Concurrent submissions for one address are counted one after the other.
    perform pg_advisory_xact_lock(hashtextextended('notifications:' || address, 0));
    if (select count(*) from public.notifications as queued
         where queued.caused_by_visitor and lower(queued.recipient) = address
           and queued.created_at > now() - interval '24 hours') >= private.visitor_mails_per_day() then
      -- The request itself is stored; only the mail to a flooded address is dropped.
      return;
    end if;
  end if;
  insert into public.notifications (kind, recipient, subject, body_text, expires_at, caused_by_visitor)
  values (kind, recipient, left(subject, 500), left(body_text, 50000), expires_at, by_visitor);
end;
$$;
revoke execute on function private.enqueue_mail(text, text, text, text, timestamptz) from public;
