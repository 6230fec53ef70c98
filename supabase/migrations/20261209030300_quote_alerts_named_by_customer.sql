-- Names that explain themselves (issue 50 point 7): the office's alerts that a customer accepted or declined an offer
-- are named as the other alerts to the company about a customer's act (order_cancelled_by_customer,
-- appointment_moved_by_customer): quote_accepted_by_customer, quote_declined_by_customer. quote_accepted stays the
-- customer's « Bon pour accord » confirmation. Rows already in the outbox keep being written under their new name.

update public.notifications set kind = 'quote_accepted_by_customer' where kind = 'quote_offer_accepted';
update public.notifications set kind = 'quote_declined_by_customer' where kind = 'quote_offer_declined';

create or replace function private.notify_quote_settled() returns trigger
language plpgsql security definer
set search_path = ''
as $$
declare
  accepted boolean := new.offer_status = 'accepted';
  accepted_on text := to_char(new.accepted_at at time zone 'Africa/Ouagadougou', 'DD/MM/YYYY');
begin
  perform private.queue_mail(
    case when accepted then 'quote_accepted_by_customer' else 'quote_declined_by_customer' end,
    private.company_notification_email(),
    jsonb_build_object(
      'number', new.number, 'name', new.name, 'company', new.company,
      'email', new.email, 'phone', new.phone,
      'total_ttc', private.format_fcfa(new.total_ttc),
      'signer', new.accepted_by_name, 'reason', new.decline_reason,
      'via', new.accepted_via, 'accepted_on', accepted_on),
    reply_to => new.email, past_ceiling => true);
  if accepted then
    perform private.queue_mail('quote_accepted', new.email,
      jsonb_build_object(
        'name', new.name, 'number', new.number,
        'total_ttc', private.format_fcfa(new.total_ttc),
        'signer', new.accepted_by_name, 'via', new.accepted_via, 'accepted_on', accepted_on),
      past_ceiling => true, about_quote => new.id);
  end if;
  return null;
end;
$$;

