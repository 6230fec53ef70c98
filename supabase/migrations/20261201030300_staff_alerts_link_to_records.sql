-- The company's alerts about a quote request or a message link to it in the back-office (issue 33:
-- « Every e-mail that concerns a record links to it »): the queued data carries the record's id,
-- the template writes the link (server/mail/templates/textParts.ts, backOfficeLine) and the send
-- step the site's address. Both functions as in their latest migrations, with that one change.

create or replace function private.notify_quote_created()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  -- Only labels from the option lists: nothing here was typed by the visitor.
  request_summary jsonb := jsonb_build_object(
    'project', private.label_of('project_type', new.project_type),
    'services', (select string_agg(private.label_of('quote_service', service), ', ') from unnest(new.services) as service),
    'budget', private.label_of('budget', new.budget),
    'timeline', private.label_of('timeline', new.timeline));
  details jsonb := request_summary || jsonb_build_object('name', new.name, 'company', nullif(new.company, ''),
    'email', new.email, 'phone', new.phone, 'message', nullif(new.message, ''));
begin
  -- Set by public.start_quote_for_customer for its own insert only (transaction-local, cleared after it).
  if current_setting('app.quote_started_by_staff', true) = 'on' then
    return null;
  end if;
  -- The company's alert carries the request's id: its « Voir dans le back-office » link.
  perform private.queue_mail('quote_request', private.company_notification_email(), details || jsonb_build_object('id', new.id),
    reply_to => new.email);
  perform private.queue_mail('quote_confirmation', new.email,
    case when private.caller_owns_address(new.email) then details || '{"verified": true}'
         else request_summary || '{"verified": false}' end);
  return null;
end;
$$;

create or replace function private.notify_contact_message()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  -- The company is told about any product; the sender only about a published one (this function
  -- reads past RLS, so an unpublished product's name must not reach whoever guessed its id).
  product_name text := (select product.name from public.products as product where product.id = new.product_id);
  published_product_name text := (select product.name from public.products as product
                                   where product.id = new.product_id and product.published);
  details jsonb := jsonb_build_object(
    'topic', coalesce('Demande d''information : ' || product_name, nullif(new.subject, ''), 'Sans objet'),
    'name', new.name, 'email', new.email, 'phone', nullif(new.phone, ''), 'message', new.message);
begin
  perform private.queue_mail(
    case when new.product_id is null then 'contact_message' else 'information_request' end,
    -- The company's alert carries the message's id: its « Voir dans le back-office » link.
    private.company_notification_email(), details || jsonb_build_object('id', new.id), reply_to => new.email);
  perform private.queue_mail('contact_confirmation', new.email,
    case when private.caller_owns_address(new.email) and (new.product_id is null or published_product_name is not null)
         then details || '{"verified": true}'
         else jsonb_build_object('verified', false, 'product', published_product_name) end);
  return null;
end;
$$;
