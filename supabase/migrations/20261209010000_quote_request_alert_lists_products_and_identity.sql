-- The office's « Nouvelle demande de devis » alert says what is asked and for whom (issue 46, points 3 and 9):
-- the products requested with their quantities (quotes.requested_items, migration 20261207040400), named as the
-- catalogue names them when the request arrives (a product id the catalogue does not know is sent with a null
-- name: the template says so), and the customer's identity as the request gives it (company, IFU, RCCM,
-- service or department, purchase-order reference; decision 060). Only the office's mail carries them: the
-- customer's own confirmation is unchanged. private.notify_quote_created as in migration 20261201030300, with
-- that one change.

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
  -- For the office only: the record's id (its « Voir dans le back-office » link), the products asked for in the
  -- request's order, and who buys (already tidied by quotes_tidy_identity: blank is null).
  office_details jsonb := details || jsonb_build_object(
    'id', new.id,
    'products', coalesce((
      select jsonb_agg(jsonb_build_object('name', product.name, 'quantity', (item.value ->> 'quantity')::integer) order by item.place)
        from jsonb_array_elements(new.requested_items) with ordinality as item(value, place)
        left join public.products as product on product.id = (item.value ->> 'product_id')::uuid), '[]'::jsonb),
    'ifu', new.customer_ifu,
    'rccm', new.customer_rccm,
    'department', new.customer_department,
    'purchase_order_ref', new.purchase_order_ref);
begin
  -- Set by public.start_quote_for_customer for its own insert only (transaction-local, cleared after it).
  if current_setting('app.quote_started_by_staff', true) = 'on' then
    return null;
  end if;
  perform private.queue_mail('quote_request', private.company_notification_email(), office_details, reply_to => new.email);
  perform private.queue_mail('quote_confirmation', new.email,
    case when private.caller_owns_address(new.email) then details || '{"verified": true}'
         else request_summary || '{"verified": false}' end);
  return null;
end;
$$;
