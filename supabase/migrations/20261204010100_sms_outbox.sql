-- SMS and WhatsApp messages in the outbox (issue 34, decision 052).
-- A text message waits in public.notifications as a mail does, so it gets the same guarantees: claimed
-- by one worker (skip locked), retried with backoff, given up ('failed') or expired, purged after the
-- retention, listed in the back-office. What differs:
-- - channel: 'email' (every existing row), 'sms' or 'whatsapp'; a text message's recipient is its number
--   in E.164 (+22670123456), and its kind starts with 'sms_' so that no query about a mail kind (the
--   reminder withdrawn when an appointment moves, the office's move summary) ever picks one up;
-- - message_id: a stable id per row, sent as the Send SMS hook's webhook-id, so a gateway recognises a
--   call sent again after a lost answer; private.queue_sms returns it;
-- - private.queue_sms(kind, phone, data, channel, expires_at, about_appointment, about_order): the one
--   writer of text messages, as private.queue_mail is of mails. A secret (a sign-in code) is queued
--   sealed by the server (data.sealed_otp: server/sms/queueSms.ts), never readable here;
-- - notices (every kind but the auth codes) are capped per number and day, whoever caused them: a number
--   typed into a form cannot be flooded, and SMS cost money. The auth codes have their own limits
--   (per number, per address, per site) in the auth server.

alter table public.notifications add column if not exists channel text not null default 'email'
  constraint notifications_channel_check check (channel in ('email', 'sms', 'whatsapp'));
alter table public.notifications add column if not exists message_id uuid not null default gen_random_uuid();
alter table public.notifications add constraint notifications_text_message_recipient check (
  channel = 'email' or (recipient ~ '^\+[1-9][0-9]{7,14}$' and kind like 'sms\_%'));
comment on column public.notifications.channel is
  'email, or a text message: sms or whatsapp (recipient then holds the number in E.164)';
comment on column public.notifications.message_id is
  'Stable id of the message: the webhook-id of the Send SMS hook call, the same on every attempt';

create index if not exists notifications_text_recipient_idx on public.notifications (recipient, created_at)
  where channel <> 'email';

create or replace function private.sms_notices_per_day() returns integer
language plpgsql immutable set search_path = '' as $$
begin
  return 6;
end;
$$;
revoke all on function private.sms_notices_per_day() from public;

-- Auth codes are capped by the auth server; every other kind is a notice.
create or replace function private.is_auth_sms(kind text) returns boolean
language plpgsql immutable set search_path = '' as $$
begin
  return kind in ('sms_otp', 'sms_phone_change');
end;
$$;
revoke all on function private.is_auth_sms(text) from public;

create or replace function private.queue_sms(kind text, phone text, data jsonb, channel text default 'sms',
  expires_at timestamptz default null, about_appointment uuid default null, about_order uuid default null)
returns uuid
language plpgsql security definer set search_path = '' as $$
declare
  -- 'otp' and 'sms_otp' name the same kind: callers may use GoTrue's word.
  stored_kind text := case when queue_sms.kind like 'sms\_%' then queue_sms.kind else 'sms_' || queue_sms.kind end;
  by_visitor boolean := private.is_api_user() and not private.is_admin();
  queued uuid;
begin
  if phone is null or phone !~ '^\+[1-9][0-9]{7,14}$' or queue_sms.channel is null
     or queue_sms.channel not in ('sms', 'whatsapp') then
    return null;
  end if;
  if not private.is_auth_sms(stored_kind) then
    -- Two notices to one number at once are counted one after the other.
    perform pg_advisory_xact_lock(hashtextextended('sms notices:' || phone, 0));
    if (select count(*) from public.notifications as sent
         where sent.channel <> 'email' and sent.recipient = phone and not private.is_auth_sms(sent.kind)
           and sent.created_at > now() - interval '24 hours') >= private.sms_notices_per_day() then
      return null;
    end if;
  end if;
  insert into public.notifications (kind, recipient, channel, data, expires_at, caused_by_visitor, appointment_id, order_id)
  values (stored_kind, phone, queue_sms.channel, coalesce(queue_sms.data, '{}'::jsonb), queue_sms.expires_at, by_visitor,
          about_appointment, about_order)
  returning message_id into queued;
  return queued;
end;
$$;
revoke all on function private.queue_sms(text, text, jsonb, text, timestamptz, uuid, uuid) from public;
