-- A quote started by staff for a customer, without a request from them (issue 30: « or from scratch
-- for a customer »): the office builds the offer on it with lines as on any request, then sends it.
-- Through a function rather than an insert by the back-office: the row takes the customer's name,
-- e-mail and phone from their profile, no « request received » mail goes to anyone (the customer asked
-- for nothing; the office is the one writing), and the public forms' limit per address does not apply.

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
  perform private.queue_mail('quote_request', private.company_notification_email(), details, reply_to => new.email);
  perform private.queue_mail('quote_confirmation', new.email,
    case when private.caller_owns_address(new.email) then details || '{"verified": true}'
         else request_summary || '{"verified": false}' end);
  return null;
end;
$$;

create or replace function public.start_quote_for_customer(
  customer_id uuid,
  project_type text,
  services text[],
  message text default null,
  phone text default null
)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  customer public.profiles;
  contact_phone text;
  created public.quotes;
begin
  perform private.require_staff();
  select * into customer from public.profiles as profile where profile.id = customer_id;
  if not found or customer.email is null then
    raise exception 'Client introuvable.' using errcode = 'P0002';
  end if;
  contact_phone := coalesce(nullif(btrim(phone), ''), nullif(customer.phone, ''));
  if contact_phone is null then
    raise exception 'Indiquez le téléphone du client : son profil n''en a pas.' using errcode = '22023';
  end if;
  perform set_config('app.quote_started_by_staff', 'on', true);
  insert into public.quotes (name, email, phone, company, project_type, services, message, profile_id)
  values (coalesce(nullif(btrim(customer.full_name), ''), customer.email), customer.email, contact_phone,
          nullif(customer.company, ''), project_type, services, nullif(btrim(message), ''), customer.id)
  returning * into created;
  perform set_config('app.quote_started_by_staff', 'off', true);
  return jsonb_build_object('id', created.id);
end;
$$;

revoke execute on function public.start_quote_for_customer(uuid, text, text[], text, text) from public, anon;
grant execute on function public.start_quote_for_customer(uuid, text, text[], text, text) to authenticated, service_role;
