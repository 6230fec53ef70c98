-- The invoice's text (issue 48 point 1: « the link in the invoice e-mail and SMS »): once an invoice is certified,
-- an order that asked for notices by SMS or WhatsApp gets one with the invoice's link, as its mail has
-- (decision 066); the send step mints the token for the invoice's address (server/sms/noticeLinks.ts).

-- A text about an invoice names it, as a mail does (about_invoice), so its link can be minted when it leaves.
drop function private.queue_sms(text, text, jsonb, text, timestamptz, uuid, uuid);

create function private.queue_sms(kind text, phone text, data jsonb, channel text default 'sms', expires_at timestamptz default null,
                                  about_appointment uuid default null, about_order uuid default null,
                                  about_invoice uuid default null) returns uuid
language plpgsql security definer
set search_path = ''
as $_$
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
  insert into public.notifications (kind, recipient, channel, data, expires_at, caused_by_visitor, appointment_id, order_id,
                                    invoice_id)
  values (stored_kind, phone, queue_sms.channel, coalesce(queue_sms.data, '{}'::jsonb), queue_sms.expires_at, by_visitor,
          about_appointment, about_order, about_invoice)
  returning message_id into queued;
  return queued;
end;
$_$;

revoke all on function private.queue_sms(text, text, jsonb, text, timestamptz, uuid, uuid, uuid) from public;

create or replace function private.text_invoice_issued() returns trigger
language plpgsql security definer
set search_path = ''
as $$
declare
  placed public.orders;
  phone text;
begin
  select * into placed from public.orders where id = new.order_id;
  phone := private.phone_e164(placed.delivery_phone);
  if placed.notice_channel is null or phone is null then
    return null;
  end if;
  perform private.queue_sms('invoice_issued', phone,
    jsonb_build_object('number', new.number, 'total_ttc', private.format_fcfa(new.total_ttc),
                       'due_date', private.format_date(new.due_date), 'guest', placed.profile_id is null),
    placed.notice_channel, about_order => placed.id, about_invoice => new.id);
  return null;
end;
$$;
revoke all on function private.text_invoice_issued() from public;

create trigger invoices_text_certified after update of certification_status on public.invoices
  for each row when (old.certification_status <> 'certified' and new.certification_status = 'certified')
  execute function private.text_invoice_issued();
