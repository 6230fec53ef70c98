-- The whole schema the migrations build, as pg_dump --schema-only prints it. Generated: npm run schema.
--
-- PostgreSQL database dump
--

--
-- Name: auth; Type: SCHEMA; Schema: -; Owner: -
--

CREATE SCHEMA auth;

--
-- Name: extensions; Type: SCHEMA; Schema: -; Owner: -
--

CREATE SCHEMA extensions;

--
-- Name: private; Type: SCHEMA; Schema: -; Owner: -
--

CREATE SCHEMA private;

--
-- Name: rate_limit; Type: SCHEMA; Schema: -; Owner: -
--

CREATE SCHEMA rate_limit;

--
-- Name: storage; Type: SCHEMA; Schema: -; Owner: -
--

CREATE SCHEMA storage;

--
-- Name: storage_bytes; Type: SCHEMA; Schema: -; Owner: -
--

CREATE SCHEMA storage_bytes;

--
-- Name: pg_trgm; Type: EXTENSION; Schema: -; Owner: -
--

CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA extensions;

--
-- Name: announce_ended_sessions(); Type: FUNCTION; Schema: auth; Owner: -
--

CREATE FUNCTION auth.announce_ended_sessions() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
declare
  ids text;
begin
  select string_agg(id::text, ',') into ids from ended;
  if ids is not null then
    perform pg_notify('auth_sessions_ended', case when length(ids) < 7900 then ids else '*' end);
  end if;
  return null;
end;
$$;

--
-- Name: email(); Type: FUNCTION; Schema: auth; Owner: -
--

CREATE FUNCTION auth.email() RETURNS text
    LANGUAGE sql STABLE
    AS $$
  select nullif(auth.jwt() ->> 'email', '')
$$;

--
-- Name: jwt(); Type: FUNCTION; Schema: auth; Owner: -
--

CREATE FUNCTION auth.jwt() RETURNS jsonb
    LANGUAGE sql STABLE
    AS $$
  select coalesce(nullif(current_setting('request.jwt.claims', true), ''), '{}')::jsonb
$$;

--
-- Name: role(); Type: FUNCTION; Schema: auth; Owner: -
--

CREATE FUNCTION auth.role() RETURNS text
    LANGUAGE sql STABLE
    AS $$
  select nullif(auth.jwt() ->> 'role', '')
$$;

--
-- Name: uid(); Type: FUNCTION; Schema: auth; Owner: -
--

CREATE FUNCTION auth.uid() RETURNS uuid
    LANGUAGE sql STABLE
    AS $$
  select nullif(auth.jwt() ->> 'sub', '')::uuid
$$;

--
-- Name: add_opening_hours(timestamp with time zone, numeric); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.add_opening_hours(start timestamp with time zone, hours numeric) RETURNS timestamp with time zone
    LANGUAGE plpgsql STABLE
    SET search_path TO ''
    AS $$
declare
  settings public.site_settings;
  local_start timestamp := start at time zone 'Africa/Ouagadougou';
  remaining interval := make_interval(secs => hours * 3600);
  day date;
  period record;
  period_start timestamp;
  period_end timestamp;
begin
  select * into settings from public.site_settings where id = 1;
  if settings.id is null or hours is null or hours < 0 then
    return null;
  end if;
  for offset_days in 0..366 loop
    day := local_start::date + offset_days;
    continue when exists (select 1 from jsonb_array_elements(settings.closed_days) as closed
                           where closed ->> 'date' = to_char(day, 'YYYY-MM-DD'));
    for period in
      select (open_period ->> 'opens')::time as opens, (open_period ->> 'closes')::time as closes
        from jsonb_array_elements(settings.weekly_hours) as open_period
       where (open_period ->> 'day')::integer = extract(isodow from day)::integer
       order by open_period ->> 'opens'
    loop
      period_start := greatest(day + period.opens, local_start);
      period_end := day + period.closes;
      continue when period_end <= period_start;
      if period_end - period_start >= remaining then
        return (period_start + remaining) at time zone 'Africa/Ouagadougou';
      end if;
      remaining := remaining - (period_end - period_start);
    end loop;
  end loop;
  return null;
end;
$$;

--
-- Name: admin_mfa_required(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.admin_mfa_required() RETURNS boolean
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  return coalesce((select settings.admin_mfa_required from public.site_settings as settings where settings.id = 1), false);
end;
$$;

--
-- Name: after_support_message(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.after_support_message() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $_$
declare
  request public.support_requests;
  customer public.profiles;
  by_staff boolean := private.is_admin() or not private.is_api_user();
begin
  select * into request from public.support_requests where id = new.request_id for update;
  select * into customer from public.profiles where id = request.profile_id;
  if exists (select 1 from unnest(new.attachments) as path
              where path !~ ('^' || request.id::text || case when new.internal then '/internal' else '' end
                             || '/[A-Za-z0-9._-]{1,150}$')) then
    raise exception 'Pièce jointe invalide : elle doit être envoyée dans le dossier de la demande.' using errcode = 'P0001';
  end if;
  if new.internal then
    return null;
  end if;
  if by_staff then
    update public.support_requests
       set first_response_at = coalesce(first_response_at, new.created_at),
           status = case when status in ('new', 'in_progress') then 'waiting_customer' else status end
     where id = request.id;
    perform private.queue_mail('support_reply', customer.email, jsonb_build_object(
      'number', request.number, 'subject', request.subject, 'reply', new.body,
      'name', coalesce(customer.full_name, '')), reply_to => private.company_support_email());
    if request.preferred_channel in ('phone', 'whatsapp') then
      perform private.queue_sms('support_reply', private.support_phone(request.profile_id),
        jsonb_build_object('number', request.number),
        case request.preferred_channel when 'whatsapp' then 'whatsapp' else 'sms' end);
    end if;
  else
    if request.status = 'closed' then
      raise exception 'Cette demande est close : ouvrez une nouvelle demande.' using errcode = 'P0001';
    end if;
    if request.status = 'resolved' and request.resolved_at < now() - private.support_reopen_window() then
      raise exception 'Cette demande a été résolue il y a plus de 7 jours : ouvrez une nouvelle demande.'
        using errcode = 'P0001';
    end if;
    update public.support_requests set status = 'in_progress'
     where id = request.id and status in ('waiting_customer', 'resolved');
    perform private.queue_mail('support_customer_reply', private.company_notification_email(), jsonb_build_object(
      'number', request.number, 'subject', request.subject, 'reply', new.body, 'id', request.id,
      'customer', coalesce(customer.full_name, customer.email, '')), reply_to => customer.email, past_ceiling => true);
  end if;
  return null;
end;
$_$;

--
-- Name: after_support_request_opened(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.after_support_request_opened() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  customer public.profiles;
  data jsonb;
begin
  select * into customer from public.profiles where id = new.profile_id;
  data := jsonb_build_object('number', new.number, 'subject', new.subject, 'description', new.description,
    'urgency', new.urgency, 'id', new.id,
    'customer', coalesce(customer.full_name, customer.email, ''), 'company', coalesce(customer.company, ''),
    'first_response_due', to_char(new.first_response_due at time zone 'Africa/Ouagadougou', 'YYYY-MM-DD"T"HH24:MI'),
    'equipment', (select equipment.name || coalesce(' (n° ' || equipment.serial_number || ')', '')
                    from public.equipment where equipment.id = new.equipment_id));
  perform private.queue_mail('support_request', private.company_notification_email(), data,
                             reply_to => customer.email, past_ceiling => true);
  perform private.queue_mail('support_request_received', customer.email, data,
                             reply_to => private.company_support_email());
  return null;
end;
$$;

--
-- Name: after_support_request_resolved(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.after_support_request_resolved() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  customer public.profiles;
begin
  if new.status = 'resolved' and old.status is distinct from 'resolved' then
    select * into customer from public.profiles where id = new.profile_id;
    perform private.queue_mail('support_resolved', customer.email, jsonb_build_object(
      'number', new.number, 'subject', new.subject, 'name', coalesce(customer.full_name, '')),
      reply_to => private.company_support_email());
  end if;
  return null;
end;
$$;

--
-- Name: ageing_bucket(integer); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.ageing_bucket(days_overdue integer) RETURNS text
    LANGUAGE plpgsql IMMUTABLE
    SET search_path TO ''
    AS $$
begin
  return case
    when days_overdue <= 0 then 'not_due'
    when days_overdue <= 30 then 'overdue_0_30'
    when days_overdue <= 60 then 'overdue_31_60'
    when days_overdue <= 90 then 'overdue_61_90'
    else 'overdue_over_90'
  end;
end;
$$;

--
-- Name: ageing_on(date); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.ageing_on(as_of date) RETURNS TABLE(profile_id uuid, balance bigint, not_due bigint, overdue_0_30 bigint, overdue_31_60 bigint, overdue_61_90 bigint, overdue_over_90 bigint, customer_credit bigint, oldest_due_date date)
    LANGUAGE plpgsql STABLE
    SET search_path TO ''
    AS $$
#variable_conflict use_column
begin
  return query
  with per_invoice as (
    select movement.profile_id, movement.invoice_id, movement.due_date,
           sum(movement.debit - movement.credit)::bigint as outstanding
      from private.account_movements as movement
     where movement.day <= as_of and movement.profile_id is not null
     group by movement.profile_id, movement.invoice_id, movement.due_date
  ), aged as (
    select per_invoice.*, private.ageing_bucket(as_of - per_invoice.due_date) as bucket
      from per_invoice
  )
  select aged.profile_id,
         coalesce(sum(aged.outstanding), 0)::bigint,
         coalesce(sum(greatest(aged.outstanding, 0)) filter (where aged.bucket = 'not_due'), 0)::bigint,
         coalesce(sum(greatest(aged.outstanding, 0)) filter (where aged.bucket = 'overdue_0_30'), 0)::bigint,
         coalesce(sum(greatest(aged.outstanding, 0)) filter (where aged.bucket = 'overdue_31_60'), 0)::bigint,
         coalesce(sum(greatest(aged.outstanding, 0)) filter (where aged.bucket = 'overdue_61_90'), 0)::bigint,
         coalesce(sum(greatest(aged.outstanding, 0)) filter (where aged.bucket = 'overdue_over_90'), 0)::bigint,
         coalesce(sum(greatest(-aged.outstanding, 0)), 0)::bigint,
         min(aged.due_date) filter (where aged.outstanding > 0)
    from aged
   group by aged.profile_id;
end;
$$;

--
-- Name: search_fold(text); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.search_fold(value text) RETURNS text
    LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE
    SET search_path TO ''
    AS $$
begin
  return (
    with folded as (
      select lower(translate(
        replace(replace(replace(replace(coalesce(left(value, 20000), ''), 'œ', 'oe'), 'Œ', 'oe'), 'æ', 'ae'), 'Æ', 'ae'),
        'ÀÁÂÃÄÅàáâãäåÇçÈÉÊËèéêëÌÍÎÏìíîïÑñÒÓÔÕÖòóôõöÙÚÛÜùúûüÝýÿ’',
        'AAAAAAaaaaaaCcEEEEeeeeIIIIiiiiNnOOOOOoooooUUUUuuuuYyy'''
      )) as text
    ),
    words as (
      select
        btrim(regexp_replace(text, '[^a-z0-9]+', ' ', 'g')) as spaced,
        -- Only the hyphenated words, joined: « wi-fi » → « wifi », « e-mail » → « email ».
        coalesce((
          select string_agg(replace(m[1], '-', ''), ' ')
          from regexp_matches(text, '([a-z0-9]+(-[a-z0-9]+)+)', 'g') as m
        ), '') as joined
      from folded
    )
    select btrim(spaced || ' ' || joined) from words
  );
end;
$$;

--
-- Name: valid_requested_items(jsonb); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.valid_requested_items(items jsonb) RETURNS boolean
    LANGUAGE plpgsql IMMUTABLE
    SET search_path TO ''
    AS $_$
declare
  item jsonb;
begin
  if items is null or jsonb_typeof(items) <> 'array' or jsonb_array_length(items) > 50 then
    return false;
  end if;
  for item in select value from jsonb_array_elements(items) loop
    if jsonb_typeof(item) <> 'object'
       or (select count(*) from jsonb_object_keys(item)) <> 2
       or jsonb_typeof(item -> 'product_id') <> 'string'
       or (item ->> 'product_id') !~ '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
       or jsonb_typeof(item -> 'quantity') <> 'number'
       or (item ->> 'quantity') !~ '^[0-9]{1,4}$'
       or (item ->> 'quantity')::integer not between 1 and 1000 then
      return false;
    end if;
  end loop;
  return true;
end;
$_$;

--
-- Name: quotes; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.quotes (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    name text NOT NULL,
    email text NOT NULL,
    phone text NOT NULL,
    company text,
    project_type text NOT NULL,
    budget text,
    timeline text,
    services text[] NOT NULL,
    message text,
    request_status text DEFAULT 'pending'::text NOT NULL,
    answer_amount integer,
    answer_message text,
    answered_at timestamp with time zone,
    profile_id uuid DEFAULT auth.uid(),
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    search_text text GENERATED ALWAYS AS (private.search_fold(((((((((name || ' '::text) || email) || ' '::text) || phone) || ' '::text) || COALESCE(company, ''::text)) || ' '::text) || COALESCE(message, ''::text)))) STORED,
    number text,
    offer_status text DEFAULT 'draft'::text NOT NULL,
    valid_until date,
    notes text,
    tax_rate numeric(5,2),
    total_ht integer DEFAULT 0 NOT NULL,
    total_tva integer DEFAULT 0 NOT NULL,
    total_ttc integer DEFAULT 0 NOT NULL,
    sent_at timestamp with time zone,
    accepted_at timestamp with time zone,
    accepted_by_name text,
    declined_at timestamp with time zone,
    decline_reason text,
    order_id uuid,
    accepted_via text,
    acceptance_document text,
    acceptance_recorded_by uuid,
    stage text GENERATED ALWAYS AS (
CASE
    WHEN (order_id IS NOT NULL) THEN 'converted'::text
    WHEN (offer_status <> 'draft'::text) THEN offer_status
    WHEN (request_status <> 'pending'::text) THEN request_status
    ELSE 'requested'::text
END) STORED,
    requested_items jsonb DEFAULT '[]'::jsonb NOT NULL,
    customer_ifu text,
    customer_rccm text,
    customer_department text,
    purchase_order_ref text,
    started_by_office boolean DEFAULT false NOT NULL,
    CONSTRAINT quotes_acceptance_document_check CHECK (((char_length(acceptance_document) <= 300) AND (acceptance_document ~ '^[A-Za-z0-9][A-Za-z0-9._/-]*$'::text))),
    CONSTRAINT quotes_accepted_by_name_check CHECK (((accepted_by_name IS NULL) OR ((char_length(btrim(accepted_by_name)) >= 2) AND (char_length(btrim(accepted_by_name)) <= 200)))),
    CONSTRAINT quotes_accepted_via_check CHECK ((accepted_via = ANY (ARRAY['online'::text, 'paper'::text, 'email'::text, 'phone'::text]))),
    CONSTRAINT quotes_answer_amount_check CHECK (((answer_amount IS NULL) OR ((answer_amount >= 0) AND (answer_amount <= 1000000000)))),
    CONSTRAINT quotes_answer_message_check CHECK (((answer_message IS NULL) OR (char_length(answer_message) <= 5000))),
    CONSTRAINT quotes_budget_check CHECK (((budget IS NULL) OR (budget = ANY (ARRAY['under-500000'::text, '500000-2500000'::text, '2500000-5000000'::text, '5000000-12500000'::text, 'above-12500000'::text, 'not-sure'::text])))),
    CONSTRAINT quotes_company_check CHECK (((company IS NULL) OR (char_length(company) <= 200))),
    CONSTRAINT quotes_customer_department_length CHECK (((char_length(customer_department) >= 1) AND (char_length(customer_department) <= 200))),
    CONSTRAINT quotes_customer_ifu_format CHECK ((customer_ifu ~ '^[0-9]{8}[A-Z]$'::text)),
    CONSTRAINT quotes_customer_rccm_length CHECK (((char_length(customer_rccm) >= 1) AND (char_length(customer_rccm) <= 60))),
    CONSTRAINT quotes_decline_reason_check CHECK (((decline_reason IS NULL) OR (char_length(decline_reason) <= 2000))),
    CONSTRAINT quotes_email_check CHECK (((char_length(email) <= 254) AND (email ~ '^[^@\s]+@[^@\s]+\.[^@\s]+$'::text))),
    CONSTRAINT quotes_message_check CHECK (((message IS NULL) OR (char_length(message) <= 5000))),
    CONSTRAINT quotes_name_check CHECK (((char_length(btrim(name)) >= 1) AND (char_length(btrim(name)) <= 200))),
    CONSTRAINT quotes_notes_check CHECK (((notes IS NULL) OR (char_length(notes) <= 5000))),
    CONSTRAINT quotes_number_check CHECK ((number ~ '^DEV-[0-9]{4}-[0-9]{4,}$'::text)),
    CONSTRAINT quotes_numbered_once_sent CHECK (((offer_status = 'draft'::text) = (number IS NULL))),
    CONSTRAINT quotes_offer_status_check CHECK ((offer_status = ANY (ARRAY['draft'::text, 'sent'::text, 'accepted'::text, 'declined'::text, 'expired'::text]))),
    CONSTRAINT quotes_phone_check CHECK (((char_length(phone) <= 30) AND (phone ~ '^\+?[0-9 ().-]{6,30}$'::text))),
    CONSTRAINT quotes_project_type_check CHECK ((project_type = ANY (ARRAY['hardware-upgrade'::text, 'software-implementation'::text, 'network-infrastructure'::text, 'website-development'::text, 'it-consulting'::text, 'other'::text]))),
    CONSTRAINT quotes_purchase_order_ref_length CHECK (((char_length(purchase_order_ref) >= 1) AND (char_length(purchase_order_ref) <= 100))),
    CONSTRAINT quotes_request_status_check CHECK ((request_status = ANY (ARRAY['pending'::text, 'accepted'::text, 'declined'::text]))),
    CONSTRAINT quotes_requested_items_check CHECK (private.valid_requested_items(requested_items)),
    CONSTRAINT quotes_sent_has_validity CHECK (((offer_status = 'draft'::text) OR ((valid_until IS NOT NULL) AND (sent_at IS NOT NULL) AND (tax_rate IS NOT NULL)))),
    CONSTRAINT quotes_services_check CHECK ((((cardinality(services) >= 1) AND (cardinality(services) <= 8)) AND (array_position(services, NULL::text) IS NULL) AND (services <@ ARRAY['hardware-sales'::text, 'software-sales'::text, 'network-setup'::text, 'website-design'::text, 'cloud-solutions'::text, 'it-security'::text, 'data-backup'::text, 'maintenance'::text]))),
    CONSTRAINT quotes_stage_check CHECK ((stage = ANY (ARRAY['requested'::text, 'sent'::text, 'accepted'::text, 'declined'::text, 'expired'::text, 'converted'::text]))),
    CONSTRAINT quotes_tax_rate_check CHECK (((tax_rate IS NULL) OR ((tax_rate >= (0)::numeric) AND (tax_rate <= (100)::numeric)))),
    CONSTRAINT quotes_timeline_check CHECK (((timeline IS NULL) OR (timeline = ANY (ARRAY['asap'::text, '1-2-weeks'::text, '1-month'::text, '1-3-months'::text, '3-6-months'::text, 'flexible'::text])))),
    CONSTRAINT quotes_total_ht_check CHECK ((total_ht >= 0)),
    CONSTRAINT quotes_total_ttc_sum CHECK ((total_ttc = (total_ht + total_tva))),
    CONSTRAINT quotes_total_tva_check CHECK ((total_tva >= 0))
);

--
-- Name: answer_quote(public.quotes, boolean, text, text); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.answer_quote(target public.quotes, accepted boolean, signer_name text, reason text) RETURNS jsonb
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  return private.settle_quote(target, accepted, signer_name, reason);
end;
$$;

--
-- Name: is_slot_shape(date, time without time zone); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.is_slot_shape(slot_date date, slot_time time without time zone) RETURNS boolean
    LANGUAGE plpgsql IMMUTABLE
    SET search_path TO ''
    AS $$
begin
  return coalesce(
    isfinite(slot_date) and extract(second from slot_time) = 0 and extract(minute from slot_time) in (0, 30),
    false);
end;
$$;

--
-- Name: phone_e164(text); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.phone_e164(typed text) RETURNS text
    LANGUAGE plpgsql IMMUTABLE
    SET search_path TO ''
    AS $_$
declare
  digits text := regexp_replace(coalesce(typed, ''), '[ ().-]', '', 'g');
begin
  if digits ~ '^00[1-9]' then
    digits := '+' || substr(digits, 3);
  end if;
  if digits ~ '^[0-9]{8}$' then
    digits := '+226' || digits;
  end if;
  if digits ~ '^\+[1-9][0-9]{7,14}$' then
    return digits;
  end if;
  return null;
end;
$_$;

--
-- Name: appointments; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.appointments (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    service text NOT NULL,
    full_name text NOT NULL,
    email text NOT NULL,
    phone text,
    date date NOT NULL,
    "time" time without time zone NOT NULL,
    notes text,
    status text DEFAULT 'pending'::text NOT NULL,
    profile_id uuid DEFAULT auth.uid(),
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    sequence integer DEFAULT 0 NOT NULL,
    last_change text,
    last_change_at timestamp with time zone,
    previous_date date,
    previous_time time without time zone,
    search_text text GENERATED ALWAYS AS (private.search_fold(((((full_name || ' '::text) || email) || ' '::text) || COALESCE(phone, ''::text)))) STORED,
    notice_channel text,
    cancellation_reason text,
    place text,
    place_address text,
    CONSTRAINT appointments_cancellation_reason_check CHECK (((cancellation_reason IS NULL) OR ((char_length(cancellation_reason) >= 1) AND (char_length(cancellation_reason) <= 500)))),
    CONSTRAINT appointments_email_check CHECK (((char_length(email) <= 254) AND (email ~ '^[^@\s]+@[^@\s]+\.[^@\s]+$'::text))),
    CONSTRAINT appointments_full_name_check CHECK (((char_length(btrim(full_name)) >= 1) AND (char_length(btrim(full_name)) <= 200))),
    CONSTRAINT appointments_last_change_check CHECK ((last_change = ANY (ARRAY['cancelled_by_customer'::text, 'moved_by_customer'::text, 'moved_by_company'::text]))),
    CONSTRAINT appointments_notes_check CHECK (((notes IS NULL) OR (char_length(notes) <= 2000))),
    CONSTRAINT appointments_notice_channel_check CHECK ((notice_channel = ANY (ARRAY['sms'::text, 'whatsapp'::text]))),
    CONSTRAINT appointments_notice_needs_phone CHECK (((notice_channel IS NULL) OR (private.phone_e164(phone) IS NOT NULL))),
    CONSTRAINT appointments_phone_check CHECK (((phone IS NULL) OR (phone = ''::text) OR ((char_length(phone) <= 30) AND (phone ~ '^\+?[0-9 ().-]{6,30}$'::text)))),
    CONSTRAINT appointments_place_address_check CHECK (((place_address IS NULL) OR ((char_length(btrim(place_address)) >= 1) AND (char_length(btrim(place_address)) <= 500)))),
    CONSTRAINT appointments_place_address_on_site CHECK (
CASE
    WHEN (place = 'on_site'::text) THEN (place_address IS NOT NULL)
    ELSE (place_address IS NULL)
END),
    CONSTRAINT appointments_place_check CHECK ((place = ANY (ARRAY['shop'::text, 'on_site'::text]))),
    CONSTRAINT appointments_sequence_check CHECK ((sequence >= 0)),
    CONSTRAINT appointments_service_check CHECK ((service = ANY (ARRAY['hardware-consultation'::text, 'software-consultation'::text, 'web-development'::text, 'network-setup'::text, 'it-support'::text, 'security-audit'::text, 'training'::text, 'other'::text]))),
    CONSTRAINT appointments_slot_shape CHECK (private.is_slot_shape(date, "time")),
    CONSTRAINT appointments_status_check CHECK ((status = ANY (ARRAY['pending'::text, 'confirmed'::text, 'completed'::text, 'cancelled'::text])))
);

--
-- Name: appointment_for_token(text); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.appointment_for_token(token text) RETURNS public.appointments
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $_$
declare
  found public.appointments;
begin
  if token is not null and token ~ '^[A-Za-z0-9_-]{20,100}$' then
    select appointment.* into found
      from public.appointments as appointment
      join private.appointment_links as link on link.appointment_id = appointment.id
     where link.token_hash = encode(sha256(convert_to(token, 'UTF8')), 'hex')
     for update of appointment;
  end if;
  if found.id is null or not private.appointment_is_open(found) then
    perform private.refuse_link();
  end if;
  return found;
end;
$_$;

--
-- Name: appointment_is_open(public.appointments); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.appointment_is_open(appointment public.appointments) RETURNS boolean
    LANGUAGE plpgsql STABLE
    SET search_path TO ''
    AS $$
begin
  return appointment.status in ('pending', 'confirmed')
    and private.slot_start(appointment.date, appointment.time) > now();
end;
$$;

--
-- Name: appointment_recipient(uuid, text); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.appointment_recipient(profile_id uuid, typed_email text) RETURNS text
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  return coalesce(
    (select account.email from auth.users as account
      where account.id = profile_id and account.email_confirmed_at is not null and coalesce(account.email, '') <> ''),
    typed_email);
end;
$$;

--
-- Name: appointment_reminder_lead(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.appointment_reminder_lead() RETURNS interval
    LANGUAGE plpgsql IMMUTABLE
    SET search_path TO ''
    AS $$
begin
  return interval '24 hours';
end;
$$;

--
-- Name: appointment_summary(public.appointments); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.appointment_summary(appointment public.appointments) RETURNS jsonb
    LANGUAGE plpgsql STABLE
    SET search_path TO ''
    AS $$
begin
  return jsonb_build_object(
    'id', appointment.id,
    'service', appointment.service,
    'date', appointment.date,
    'time', appointment.time,
    'status', appointment.status,
    'sequence', appointment.sequence,
    'last_change', appointment.last_change,
    'can_change', private.appointment_is_open(appointment));
end;
$$;

--
-- Name: attach_guest_orders(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.attach_guest_orders() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  if new.email_confirmed_at is null or new.email is null
     or not exists (select 1 from public.profiles as profile where profile.id = new.id) then
    return null;
  end if;
  with attached as (
    update public.orders set profile_id = new.id
     where profile_id is null and lower(guest_email) = lower(new.email)
    returning id
  )
  update public.invoices set profile_id = new.id
   where profile_id is null and order_id in (select id from attached);
  return null;
end;
$$;

--
-- Name: attach_guest_quotes(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.attach_guest_quotes() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  if new.email is null then
    return null;
  end if;
  update public.quotes set profile_id = new.id
   where profile_id is null and lower(email) = lower(new.email);
  return null;
end;
$$;

--
-- Name: attach_phone_appointments(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.attach_phone_appointments() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  if not exists (select 1 from public.profiles as profile where profile.id = new.id) then
    return null;
  end if;
  update public.appointments
     set profile_id = new.id
   where profile_id is null
     and private.phone_e164(phone) = private.confirmed_account_phone(new.phone, new.phone_confirmed_at);
  return null;
end;
$$;

--
-- Name: blog_post_author_name(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.blog_post_author_name() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  new.author_name := (select profile.full_name from public.profiles as profile where profile.id = new.author_id);
  return new;
end;
$$;

--
-- Name: booking_horizon(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.booking_horizon() RETURNS date
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  return private.company_now()::date
    + coalesce((select settings.booking_horizon_days from public.site_settings as settings where settings.id = 1), 180);
end;
$$;

--
-- Name: caller_owns_address(text); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.caller_owns_address(address text) RETURNS boolean
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  return not private.is_api_user() or private.is_admin() or exists (
    select 1 from auth.users as account
    where account.id = auth.uid()
      and lower(account.email) = lower(address)
      and account.email_confirmed_at is not null);
end;
$$;

--
-- Name: cancel_by_customer(uuid, text); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.cancel_by_customer(target uuid, reason text DEFAULT NULL::text) RETURNS public.appointments
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  changed public.appointments;
begin
  update public.appointments
     set status = 'cancelled', last_change = 'cancelled_by_customer', last_change_at = now(),
         cancellation_reason = cancel_by_customer.reason
   where id = target and status in ('pending', 'confirmed')
  returning * into changed;
  return changed;
end;
$$;

--
-- Name: carry_quote_customer_to_order(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.carry_quote_customer_to_order() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  update public.orders as placed
     set customer_company = coalesce(nullif(btrim(coalesce(new.company, '')), ''), placed.customer_company),
         customer_ifu = coalesce(new.customer_ifu, placed.customer_ifu),
         customer_rccm = coalesce(new.customer_rccm, placed.customer_rccm),
         customer_department = coalesce(new.customer_department, placed.customer_department),
         purchase_order_ref = coalesce(new.purchase_order_ref, placed.purchase_order_ref)
   where placed.id = new.order_id;
  return null;
end;
$$;

--
-- Name: certification_of(text, text, text, jsonb, text, jsonb, timestamp with time zone); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.certification_of(status text, code text, nim text, counters jsonb, qr text, taxes jsonb, certified timestamp with time zone) RETURNS jsonb
    LANGUAGE plpgsql IMMUTABLE
    SET search_path TO ''
    AS $$
begin
  return jsonb_build_object('certification_status', status, 'secef_code', code, 'secef_nim', nim,
    'secef_counters', counters, 'secef_qr', qr, 'secef_taxes', taxes, 'certified_at', certified);
end;
$$;

--
-- Name: certification_writing(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.certification_writing() RETURNS boolean
    LANGUAGE plpgsql STABLE
    SET search_path TO ''
    AS $$
begin
  return coalesce(current_setting('private.certification_write', true), '') = 'on';
end;
$$;

--
-- Name: check_appointment_slot(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.check_appointment_slot() RETURNS trigger
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
declare
  closure text;
  day_hours text;
begin
  if tg_op = 'UPDATE' and new.date = old.date and new.time = old.time then
    return new;
  end if;
  if new.date is null or new.time is null then
    raise exception 'La date et l''heure sont requises.'
      using errcode = 'P0001', hint = case when new.date is null then 'field:date' else 'field:time' end;
  end if;
  if not isfinite(new.date) then
    raise exception 'La date « % » n''est pas une date valide.', new.date using errcode = 'P0001', hint = 'field:date';
  end if;
  if new.date > private.booking_horizon() then
    raise exception 'Les rendez-vous se prennent au plus tard jusqu''au % : veuillez choisir une date plus proche.',
      private.format_date(private.booking_horizon())
      using errcode = 'P0001', hint = 'field:date';
  end if;
  if new.date < (private.company_now())::date then
    raise exception 'Cette date est passée : veuillez choisir un jour à venir.' using errcode = 'P0001', hint = 'field:date';
  end if;
  closure := private.closed_day_label(new.date);
  if closure is not null then
    raise exception 'Nous sommes fermés le % (%) : veuillez choisir un autre jour.', private.format_date(new.date), closure
      using errcode = 'P0001', hint = 'field:date';
  end if;
  day_hours := private.opening_periods_text(new.date);
  if day_hours = '' then
    raise exception 'Nous sommes fermés le % : veuillez choisir un autre jour.', (array['lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi', 'dimanche'])[extract(isodow from new.date)::int]
      using errcode = 'P0001', hint = 'field:date';
  end if;
  if not private.is_open_slot(new.date, new.time) then
    raise exception 'Ce créneau est en dehors de nos heures d''ouverture (ce jour-là : %, par tranches de 30 minutes).', day_hours
      using errcode = 'P0001', hint = 'field:time';
  end if;
  if (new.date + new.time) <= private.company_now() then
    raise exception 'Ce créneau est déjà passé : veuillez choisir une heure à venir.' using errcode = 'P0001', hint = 'field:time';
  end if;
  -- Two requests racing past this check still meet the unique index (same errcode, English message).
  if new.status in ('pending', 'confirmed') and private.slot_taken(new.date, new.time, new.id) then
    raise exception 'Ce créneau vient d''être réservé : veuillez en choisir un autre.' using errcode = '23505', hint = 'field:time';
  end if;
  return new;
end;
$$;

--
-- Name: check_booking_day(date); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.check_booking_day(day date) RETURNS void
    LANGUAGE plpgsql STABLE
    SET search_path TO ''
    AS $$
declare
  last_day date;
begin
  if day is null then
    return;
  end if;
  if not isfinite(day) then
    raise exception 'La date « % » n''est pas une date valide.', day
      using errcode = '22008', hint = 'Donnez une date au format AAAA-MM-JJ.';
  end if;
  last_day := private.booking_horizon();
  if day > last_day then
    raise exception 'Les rendez-vous se prennent au plus tard jusqu''au % : veuillez choisir une date plus proche.',
      private.format_date(last_day)
      using errcode = '22008', hint = 'Choisissez une date entre aujourd''hui et le ' || private.format_date(last_day) || '.';
  end if;
end;
$$;

--
-- Name: check_contact_fields(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.check_contact_fields() RETURNS trigger
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $_$
declare
  email text := to_jsonb(new) ->> 'email';
  phone text := nullif(to_jsonb(new) ->> 'phone', '');
begin
  if email is null or btrim(email) = '' then
    raise exception 'L''adresse e-mail est requise.' using errcode = 'P0001', hint = 'field:email';
  end if;
  if char_length(email) > 254 or email !~ '^[^@\s]+@[^@\s]+\.[^@\s]+$' then
    raise exception 'L''adresse e-mail n''est pas valide.' using errcode = 'P0001', hint = 'field:email';
  end if;
  if phone is not null and (char_length(phone) > 30 or phone !~ '^\+?[0-9 ().-]{6,30}$') then
    raise exception 'Le numéro de téléphone n''est pas valide.'
      using errcode = 'P0001', hint = 'field:phone';
  end if;
  return new;
end;
$_$;

--
-- Name: check_equipment_serial_number(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.check_equipment_serial_number() RETURNS trigger
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
declare
  holder record;
begin
  new.serial_number := nullif(btrim(new.serial_number), '');
  if new.serial_number is null then
    return new;
  end if;
  select equipment.name, coalesce(nullif(profile.full_name, ''), profile.email, '') as customer into holder
    from public.equipment
    left join public.profiles as profile on profile.id = equipment.profile_id
   where upper(regexp_replace(equipment.serial_number, '\s+', '', 'g'))
         = upper(regexp_replace(new.serial_number, '\s+', '', 'g'))
     and equipment.serial_number is not null
     and equipment.id <> new.id
   limit 1;
  if found then
    raise exception 'Le n° de série % est déjà celui d''un autre matériel : « % » de %.',
      new.serial_number, holder.name, holder.customer
      using errcode = '23505', hint = 'field:serial_number';
  end if;
  return new;
end;
$$;

--
-- Name: check_notice_phone(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.check_notice_phone() RETURNS trigger
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
begin
  if new.notice_channel is not null and private.phone_e164(new.phone) is null then
    raise exception 'Pour être prévenu par SMS ou WhatsApp, indiquez un numéro valide (par ex. +226 70 12 34 56).'
      using errcode = 'P0001', hint = 'field:phone';
  end if;
  return new;
end;
$$;

--
-- Name: check_payment(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.check_payment() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  invoice public.invoices;
begin
  select * into invoice from public.invoices where id = new.invoice_id for update;
  if invoice.id is null then
    raise exception 'Facture introuvable.' using errcode = 'P0002';
  end if;
  if invoice.status = 'cancelled' then
    raise exception 'La facture % est annulée par avoir : elle ne reçoit plus de paiement.', invoice.number using errcode = 'P0001';
  end if;
  if new.amount > invoice.balance_due then
    raise exception 'Le paiement (%) dépasse le solde dû de la facture % (%).',
      private.format_fcfa(new.amount), invoice.number, private.format_fcfa(invoice.balance_due)
      using errcode = 'P0001';
  end if;
  if new.paid_on > private.company_today() then
    raise exception 'La date du paiement ne peut pas être dans le futur.' using errcode = 'P0001';
  end if;
  if new.paid_on < (invoice.issued_at at time zone 'Africa/Ouagadougou')::date - 365 then
    raise exception 'La date du paiement est trop ancienne pour cette facture.' using errcode = 'P0001';
  end if;
  if private.is_api_user() then
    new.recorded_by := auth.uid();
  end if;
  return new;
end;
$$;

--
-- Name: check_refund(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.check_refund() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  invoice public.invoices;
begin
  select * into invoice from public.invoices where id = new.invoice_id for update;
  if invoice.id is null then
    raise exception 'Facture introuvable.' using errcode = 'P0002';
  end if;
  if new.amount > invoice.refund_due then
    raise exception 'Le remboursement (%) dépasse l''avoir à rembourser sur la facture % (%).',
      private.format_fcfa(new.amount), invoice.number, private.format_fcfa(invoice.refund_due)
      using errcode = 'P0001';
  end if;
  if new.refunded_on > private.company_today() then
    raise exception 'La date du remboursement ne peut pas être dans le futur.' using errcode = 'P0001';
  end if;
  if new.refunded_on < (invoice.issued_at at time zone 'Africa/Ouagadougou')::date then
    raise exception 'La date du remboursement ne peut pas précéder la facture.' using errcode = 'P0001';
  end if;
  if private.is_api_user() then
    new.recorded_by := auth.uid();
  end if;
  return new;
end;
$$;

--
-- Name: check_reminder_days(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.check_reminder_days() RETURNS trigger
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
begin
  if not private.valid_reminder_days(new.reminder_days) then
    raise exception 'Les jours de relance sont des nombres entiers de -30 à 120, croissants et sans doublon (10 au plus).'
      using errcode = 'P0001', hint = 'field:reminder_days';
  end if;
  return new;
end;
$$;

--
-- Name: close_resolved_support_requests(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.close_resolved_support_requests() RETURNS integer
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  closed integer;
begin
  update public.support_requests set status = 'closed'
   where status = 'resolved' and resolved_at < now() - private.support_reopen_window();
  get diagnostics closed = row_count;
  return closed;
end;
$$;

--
-- Name: closed_day_label(date); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.closed_day_label(day date) RETURNS text
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  return (
    select coalesce(nullif(closure->>'label', ''), 'fermeture exceptionnelle')
    from public.site_settings as settings, jsonb_array_elements(settings.closed_days) as closure
    where settings.id = 1 and closure->>'date' = to_char(day, 'YYYY-MM-DD')
    limit 1
  );
end;
$$;

--
-- Name: company_notification_email(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.company_notification_email() RETURNS text
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  return (
    select nullif(settings.notification_email, '') from public.site_settings as settings where settings.id = 1
  );
end;
$$;

--
-- Name: company_now(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.company_now() RETURNS timestamp without time zone
    LANGUAGE plpgsql STABLE
    SET search_path TO ''
    AS $$
begin
  return now() at time zone 'Africa/Ouagadougou';
end;
$$;

--
-- Name: company_support_email(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.company_support_email() RETURNS text
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  return (select coalesce(nullif(settings.email_support, ''), nullif(settings.email_general, ''))
            from public.site_settings as settings where settings.id = 1);
end;
$$;

--
-- Name: company_today(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.company_today() RETURNS date
    LANGUAGE plpgsql STABLE
    SET search_path TO ''
    AS $$
begin
  return (now() at time zone 'Africa/Ouagadougou')::date;
end;
$$;

--
-- Name: confirmed_account_phone(text, timestamp with time zone); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.confirmed_account_phone(phone text, phone_confirmed_at timestamp with time zone) RETURNS text
    LANGUAGE plpgsql IMMUTABLE
    SET search_path TO ''
    AS $$
begin
  return case when phone_confirmed_at is not null and coalesce(phone, '') <> '' then '+' || ltrim(phone, '+') end;
end;
$$;

--
-- Name: corrected_text(jsonb, text, text, integer, text); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.corrected_text(customer jsonb, field text, current_value text, max_length integer, label text) RETURNS text
    LANGUAGE plpgsql IMMUTABLE
    SET search_path TO ''
    AS $$
declare
  given text;
begin
  if customer is null or not customer ? field then
    return current_value;
  end if;
  if jsonb_typeof(customer -> field) not in ('string', 'null') then
    raise exception '% : du texte est attendu.', label using errcode = 'P0001';
  end if;
  given := nullif(btrim(customer ->> field), '');
  if char_length(given) > max_length then
    raise exception '% compte au plus % caractères.', label, max_length using errcode = 'P0001';
  end if;
  return given;
end;
$$;

--
-- Name: correcting_invoice(uuid); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.correcting_invoice(invoice_id uuid) RETURNS boolean
    LANGUAGE plpgsql STABLE
    SET search_path TO ''
    AS $$
begin
  return coalesce(current_setting('private.invoice_correction', true), '') = invoice_id::text;
end;
$$;

--
-- Name: customer_moves_per_day(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.customer_moves_per_day() RETURNS integer
    LANGUAGE plpgsql IMMUTABLE
    SET search_path TO ''
    AS $$
begin
  return 3;
end;
$$;

--
-- Name: default_slug(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.default_slug() RETURNS trigger
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
declare
  base text := coalesce(private.slugify(coalesce(to_jsonb(new) ->> 'title', to_jsonb(new) ->> 'name')), 'sans-titre');
begin
  if new.slug is null or btrim(new.slug) = '' then
    new.slug := btrim(base, '-') || '-' || substr(md5(random()::text || clock_timestamp()::text), 1, 6);
  end if;
  return new;
end;
$$;

--
-- Name: delivery_field(jsonb, text, text, text, integer); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.delivery_field(delivery jsonb, field text, label text, missing_message text, max_length integer) RETURNS text
    LANGUAGE plpgsql IMMUTABLE
    SET search_path TO ''
    AS $_$
declare
  value text;
begin
  if delivery -> field is not null and jsonb_typeof(delivery -> field) not in ('string', 'null') then
    raise exception '% n''est pas valide.', label using errcode = 'P0001', hint = 'field:' || field;
  end if;
  value := nullif(btrim(delivery ->> field), '');
  if missing_message is not null and value is null then
    raise exception '%', missing_message using errcode = 'P0001', hint = 'field:' || field;
  end if;
  if char_length(value) > max_length then
    raise exception '% : texte trop long (% caractères au plus).', label, max_length
      using errcode = 'P0001', hint = 'field:' || field;
  end if;
  if field = 'phone' and value !~ '^\+?[0-9 ().-]{6,30}$' then
    raise exception 'Le numéro de téléphone n''est pas valide.'
      using errcode = 'P0001', hint = 'field:phone';
  end if;
  if field = 'email' and value !~ '^[^@\s]+@[^@\s]+\.[^@\s]+$' then
    raise exception 'L''adresse e-mail n''est pas valide.' using errcode = 'P0001', hint = 'field:email';
  end if;
  return value;
end;
$_$;

--
-- Name: equipment_from_delivered_order(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.equipment_from_delivered_order() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  if new.status = 'delivered' and new.profile_id is not null
     and (old.status is distinct from 'delivered' or old.profile_id is distinct from new.profile_id)
     and not exists (select 1 from public.equipment where order_id = new.id) then
    insert into public.equipment (profile_id, product_id, name, purchased_on, warranty_end, order_id)
    select new.profile_id, item.product_id, item.product_name, private.company_today(),
           (private.company_today() + make_interval(months => coalesce(product.warranty_months, 24)))::date, new.id
      from public.order_items as item
      left join public.products as product on product.id = item.product_id
      cross join lateral generate_series(1, least(item.quantity, 100))
     where item.order_id = new.id;
  end if;
  return null;
end;
$$;

--
-- Name: expire_overdue_mails(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.expire_overdue_mails() RETURNS integer
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
declare
  expired integer;
begin
  update public.notifications set status = 'expired'
   where status = 'pending' and expires_at <= now() and next_attempt_at <= now();
  get diagnostics expired = row_count;
  return expired;
end;
$$;

--
-- Name: expire_overdue_quotes(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.expire_overdue_quotes() RETURNS integer
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
declare
  expired integer;
begin
  update public.quotes set offer_status = 'expired'
   where offer_status = 'sent' and valid_until < private.company_today();
  get diagnostics expired = row_count;
  return expired;
end;
$$;

--
-- Name: fill_customer_from_profile(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.fill_customer_from_profile() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  customer public.profiles;
  given_company text := nullif(btrim(coalesce(to_jsonb(new) ->> 'company', to_jsonb(new) ->> 'customer_company', '')), '');
  profile_company text;
begin
  if new.profile_id is null then
    return new;
  end if;
  select * into customer from public.profiles where id = new.profile_id;
  profile_company := nullif(btrim(coalesce(customer.company, '')), '');
  if customer.id is null or (given_company is not null and lower(given_company) is distinct from lower(profile_company)) then
    return new;
  end if;
  new.customer_ifu := coalesce(new.customer_ifu, customer.ifu);
  new.customer_rccm := coalesce(new.customer_rccm, customer.rccm);
  new.customer_department := coalesce(new.customer_department, customer.department);
  if tg_table_name = 'orders' then
    new := jsonb_populate_record(new, jsonb_build_object('customer_company', coalesce(given_company, profile_company)));
  end if;
  return new;
end;
$$;

--
-- Name: fill_message_reply(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.fill_message_reply() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  new.body := btrim(new.body, e' \t\r\n');
  if new.body is null or new.body = '' then
    raise exception 'Écrivez votre réponse avant de l''envoyer.' using errcode = 'P0001', hint = 'field:body';
  end if;
  if char_length(new.body) > 5000 then
    raise exception 'La réponse est trop longue (5 000 caractères au plus).' using errcode = 'P0001', hint = 'field:body';
  end if;
  new.recipient := coalesce(
    (select message.email from public.contact_messages as message where message.id = new.contact_message_id),
    (select quote.email from public.quotes as quote where quote.id = new.quote_id));
  if new.recipient is null then
    raise exception 'Ce message n''existe plus.' using errcode = 'P0001';
  end if;
  new.replied_by := auth.uid();
  new.replied_by_name := coalesce(
    (select coalesce(nullif(btrim(profile.full_name), ''), nullif(profile.email, '')) from public.profiles as profile
      where profile.id = new.replied_by),
    (select nullif(account.email, '') from auth.users as account where account.id = new.replied_by),
    (select nullif(settings.company_name, '') from public.site_settings as settings where settings.id = 1),
    'L''équipe');
  new.created_at := now();
  return new;
end;
$$;

--
-- Name: fill_profile_from_request(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.fill_profile_from_request() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  -- Read through jsonb: the three tables name the phone and the company differently.
  request jsonb := to_jsonb(new);
  given_phone text := nullif(btrim(coalesce(request ->> 'delivery_phone', request ->> 'phone', '')), '');
  given_company text := nullif(btrim(coalesce(request ->> 'company', request ->> 'customer_company', '')), '');
  given_ifu text := request ->> 'customer_ifu';
  given_rccm text := request ->> 'customer_rccm';
  given_department text := request ->> 'customer_department';
begin
  if new.profile_id is null
     or (given_phone is null and given_company is null and given_ifu is null and given_rccm is null and given_department is null) then
    return null;
  end if;
  update public.profiles
     set phone = case when coalesce(phone, '') = '' then coalesce(given_phone, phone) else phone end,
         company = case when coalesce(company, '') = '' then coalesce(given_company, company) else company end,
         ifu = coalesce(ifu, given_ifu),
         rccm = coalesce(rccm, given_rccm),
         department = coalesce(department, given_department)
   where id = new.profile_id
     and ((coalesce(phone, '') = '' and given_phone is not null) or (coalesce(company, '') = '' and given_company is not null)
          or (ifu is null and given_ifu is not null) or (rccm is null and given_rccm is not null)
          or (department is null and given_department is not null));
  return null;
end;
$$;

--
-- Name: format_date(date); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.format_date(value date) RETURNS text
    LANGUAGE plpgsql IMMUTABLE
    SET search_path TO ''
    AS $$
begin
  return to_char(value, 'DD/MM/YYYY');
end;
$$;

--
-- Name: format_fcfa(bigint); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.format_fcfa(amount bigint) RETURNS text
    LANGUAGE plpgsql IMMUTABLE
    SET search_path TO ''
    AS $$
begin
  return case when amount is null then ''
    else replace(to_char(amount, 'FM999,999,999,999,990'), ',', U&'\202F') || U&'\00A0' || 'FCFA' end;
end;
$$;

--
-- Name: format_moment(timestamp with time zone); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.format_moment(value timestamp with time zone) RETURNS text
    LANGUAGE plpgsql STABLE
    SET search_path TO ''
    AS $$
begin
  return 'le ' || private.format_date((value at time zone 'Africa/Ouagadougou')::date)
    || ' à ' || private.format_time((value at time zone 'Africa/Ouagadougou')::time);
end;
$$;

--
-- Name: format_time(time without time zone); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.format_time(value time without time zone) RETURNS text
    LANGUAGE plpgsql IMMUTABLE
    SET search_path TO ''
    AS $$
begin
  return to_char(value, 'HH24"h"MI');
end;
$$;

--
-- Name: guard_appointment_update(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.guard_appointment_update() RETURNS trigger
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
declare
  moved boolean := new.date is distinct from old.date or new.time is distinct from old.time;
  cancelling boolean := new.status = 'cancelled' and old.status is distinct from 'cancelled';
begin
  if new.status is distinct from old.status and not (
    (old.status = 'pending' and new.status in ('confirmed', 'cancelled'))
    or (old.status = 'confirmed' and new.status in ('completed', 'cancelled'))
    or (old.status = 'confirmed' and new.status = 'pending' and moved)
  ) then
    raise exception 'Changement de statut impossible : un rendez-vous « % » ne peut pas passer à « % ».',
      private.label_of('appointment_status', old.status), private.label_of('appointment_status', new.status)
      using errcode = 'P0001';
  end if;
  if new.status = 'completed' and old.status is distinct from 'completed'
     and private.slot_start(new.date, new.time) > now() then
    raise exception 'Ce rendez-vous ne peut être marqué « Terminé » qu''une fois son heure passée (le %).',
      private.slot_label(new.date, new.time)
      using errcode = 'P0001';
  end if;
  if moved and old.status not in ('pending', 'confirmed') then
    raise exception 'Un rendez-vous « % » ne peut plus être déplacé.', private.label_of('appointment_status', old.status)
      using errcode = 'P0001';
  end if;
  new.cancellation_reason := nullif(btrim(new.cancellation_reason), '');
  if new.cancellation_reason is distinct from old.cancellation_reason and not cancelling then
    raise exception 'Le motif d''annulation se donne en annulant le rendez-vous.' using errcode = 'P0001';
  end if;
  if private.is_api_user() and not private.is_admin() and current_user in ('anon', 'authenticated') then
    if new.status is distinct from 'cancelled' or old.status is distinct from 'pending'
       or (to_jsonb(new) - 'status' - 'updated_at' - 'search_text' - 'cancellation_reason')
          is distinct from (to_jsonb(old) - 'status' - 'updated_at' - 'search_text' - 'cancellation_reason') then
      raise exception 'Vous pouvez seulement annuler un rendez-vous encore en attente.' using errcode = '42501';
    end if;
  end if;
  return new;
end;
$$;

--
-- Name: guard_credit_note_update(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.guard_credit_note_update() RETURNS trigger
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
declare
  customer uuid := new.profile_id;
  requested public.credit_notes := new;
begin
  if (new.certification_status, new.certification_error, new.secef_code, new.secef_nim, new.secef_counters,
      new.secef_qr, new.secef_taxes, new.certified_at)
     is distinct from
     (old.certification_status, old.certification_error, old.secef_code, old.secef_nim, old.secef_counters,
      old.secef_qr, old.secef_taxes, old.certified_at) then
    if old.certification_status = 'certified' then
      perform private.refuse_certified_change();
    end if;
    if not private.certification_writing() then
      perform private.refuse_issued_document_change();
    end if;
    new := old;
    new.certification_status := requested.certification_status;
    new.certification_error := requested.certification_error;
    new.secef_code := requested.secef_code;
    new.secef_nim := requested.secef_nim;
    new.secef_counters := requested.secef_counters;
    new.secef_qr := requested.secef_qr;
    new.secef_taxes := requested.secef_taxes;
    new.certified_at := requested.certified_at;
    return new;
  end if;
  if pg_trigger_depth() < 2 or customer is not null then
    perform private.refuse_issued_document_change();
  end if;
  new := old;
  new.profile_id := customer;
  return new;
end;
$$;

--
-- Name: guard_invoice_line_change(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.guard_invoice_line_change() RETURNS trigger
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
begin
  if tg_op = 'DELETE' and private.correcting_invoice(old.invoice_id)
     and exists (select 1 from public.invoices as invoice where invoice.id = old.invoice_id and invoice.certification_status = 'refused') then
    return old;
  end if;
  if exists (select 1 from public.invoices as invoice where invoice.id = old.invoice_id and invoice.certification_status = 'certified') then
    perform private.refuse_certified_change();
  end if;
  perform private.refuse_issued_document_change();
  return null;
end;
$$;

--
-- Name: guard_invoice_line_insert(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.guard_invoice_line_insert() RETURNS trigger
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
begin
  if private.correcting_invoice(new.invoice_id) then
    if exists (select 1 from public.invoices as invoice where invoice.id = new.invoice_id and invoice.certification_status = 'refused') then
      return new;
    end if;
    perform private.refuse_certified_change();
  end if;
  if not exists (select 1 from public.invoices as invoice
                  where invoice.id = new.invoice_id and invoice.issued_in_transaction = txid_current()) then
    perform private.refuse_issued_document_change();
  end if;
  return new;
end;
$$;

--
-- Name: guard_invoice_update(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.guard_invoice_update() RETURNS trigger
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
declare
  paid bigint;
  credited bigint;
  customer uuid := new.profile_id;
  requested public.invoices := new;
begin
  if private.correcting_invoice(old.id) and old.certification_status = 'refused'
     and new.certification_status = 'refused' then
    new := old;
    new.customer_name := requested.customer_name;
    new.customer_company := requested.customer_company;
    new.customer_ifu := requested.customer_ifu;
    new.customer_rccm := requested.customer_rccm;
    new.customer_department := requested.customer_department;
    new.customer_address := requested.customer_address;
    new.total_ht := requested.total_ht;
    new.total_tva := requested.total_tva;
    new.total_ttc := requested.total_ttc;
    return new;
  end if;
  if (to_jsonb(new) -> 'certification_status', to_jsonb(new) -> 'certification_error', to_jsonb(new) -> 'secef_code',
      to_jsonb(new) -> 'secef_nim', to_jsonb(new) -> 'secef_counters', to_jsonb(new) -> 'secef_qr',
      to_jsonb(new) -> 'secef_taxes', to_jsonb(new) -> 'certified_at', to_jsonb(new) -> 'customer_ifu')
     is distinct from
     (to_jsonb(old) -> 'certification_status', to_jsonb(old) -> 'certification_error', to_jsonb(old) -> 'secef_code',
      to_jsonb(old) -> 'secef_nim', to_jsonb(old) -> 'secef_counters', to_jsonb(old) -> 'secef_qr',
      to_jsonb(old) -> 'secef_taxes', to_jsonb(old) -> 'certified_at', to_jsonb(old) -> 'customer_ifu') then
    if old.certification_status = 'certified' then
      perform private.refuse_certified_change();
    end if;
    if not private.certification_writing() then
      perform private.refuse_issued_document_change();
    end if;
    new := old;
    new.certification_status := requested.certification_status;
    new.certification_error := requested.certification_error;
    new.secef_code := requested.secef_code;
    new.secef_nim := requested.secef_nim;
    new.secef_counters := requested.secef_counters;
    new.secef_qr := requested.secef_qr;
    new.secef_taxes := requested.secef_taxes;
    new.certified_at := requested.certified_at;
    new.customer_ifu := requested.customer_ifu;
    return new;
  end if;
  if pg_trigger_depth() < 2 then
    perform private.refuse_issued_document_change();
  end if;
  select coalesce(sum(payment.amount), 0) into paid from public.payments as payment where payment.invoice_id = old.id;
  select coalesce(sum(note.total_ttc), 0) into credited from public.credit_notes as note where note.invoice_id = old.id;
  new := old;
  new.profile_id := customer;
  new.amount_paid := paid;
  new.amount_credited := credited;
  new.status := case
    when credited >= old.total_ttc then 'cancelled'
    when paid = 0 then 'unpaid'
    when paid + credited >= old.total_ttc then 'paid'
    else 'partially_paid'
  end;
  return new;
end;
$$;

--
-- Name: guard_order_update(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.guard_order_update() RETURNS trigger
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
begin
  if new.status is distinct from old.status and not (
    (old.status = 'pending' and new.status in ('confirmed', 'cancelled'))
    or (old.status = 'confirmed' and new.status in ('delivered', 'cancelled'))
  ) then
    raise exception 'Changement de statut impossible : une commande « % » ne peut pas passer à « % ».',
      private.label_of('order_status', old.status), private.label_of('order_status', new.status)
      using errcode = 'P0001';
  end if;
  if private.is_api_user() and (
    new.number, new.profile_id, new.subtotal, new.tax_rate, new.tax, new.shipping, new.total, new.created_at
  ) is distinct from (
    old.number, old.profile_id, old.subtotal, old.tax_rate, old.tax, old.shipping, old.total, old.created_at
  ) then
    raise exception 'Le numéro, le client et les montants d''une commande ne se modifient pas.' using errcode = '42501';
  end if;
  if current_user in ('anon', 'authenticated') and new.cancelled_by_customer_at is distinct from old.cancelled_by_customer_at then
    raise exception 'Seul le client peut annuler sa commande depuis son espace.' using errcode = '42501';
  end if;
  return new;
end;
$$;

--
-- Name: guard_profile_update(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.guard_profile_update() RETURNS trigger
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
begin
  if not private.is_api_user() then
    return new;
  end if;
  if new.id is distinct from old.id or new.email is distinct from old.email
     or new.account_phone is distinct from old.account_phone
     or new.created_at is distinct from old.created_at then
    raise exception 'L''identifiant, l''adresse e-mail et le numéro de connexion d''un profil ne se modifient pas ici.'
      using errcode = '42501';
  end if;
  if new.role is distinct from old.role then
    if not private.is_admin() then
      raise exception 'Seul un administrateur peut changer un rôle.' using errcode = '42501';
    end if;
    if old.id = (select auth.uid()) then
      raise exception 'Un administrateur ne peut pas changer son propre rôle.' using errcode = '42501';
    end if;
  end if;
  if new.reminders_paused is distinct from old.reminders_paused and not private.is_admin() then
    raise exception 'Seule l''équipe peut suspendre ou reprendre les relances de paiement.' using errcode = '42501';
  end if;
  return new;
end;
$$;

--
-- Name: guard_quote_delete(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.guard_quote_delete() RETURNS trigger
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
begin
  if old.number is not null then
    raise exception 'Le devis % est numéroté : il ne se supprime pas (sa numérotation doit rester continue).', old.number
      using errcode = 'P0001';
  end if;
  return old;
end;
$$;

--
-- Name: guard_quote_line(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.guard_quote_line() RETURNS trigger
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
declare
  quote_state text;
begin
  if tg_op = 'UPDATE' and new.quote_id is distinct from old.quote_id then
    raise exception 'Une ligne ne change pas de devis.' using errcode = 'P0001';
  end if;
  select quote.offer_status into quote_state
    from public.quotes as quote
   where quote.id = case when tg_op = 'DELETE' then old.quote_id else new.quote_id end
   for update;
  -- A quote deleted with its lines (only drafts can be) is already gone.
  if quote_state is not null and quote_state <> 'draft' then
    raise exception 'Un devis envoyé ne se modifie plus : faites un nouveau devis.' using errcode = 'P0001';
  end if;
  return case when tg_op = 'DELETE' then old else new end;
end;
$$;

--
-- Name: guard_quote_offer_insert(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.guard_quote_offer_insert() RETURNS trigger
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
begin
  if new.offer_status <> 'draft' or new.number is not null or new.sent_at is not null or new.tax_rate is not null
     or new.total_ht <> 0 or new.total_tva <> 0 or new.total_ttc <> 0
     or new.accepted_at is not null or new.accepted_by_name is not null
     or new.declined_at is not null or new.decline_reason is not null or new.order_id is not null then
    raise exception 'Un devis commence en brouillon : son numéro et ses montants viennent de ses lignes et de son envoi.'
      using errcode = 'P0001';
  end if;
  return new;
end;
$$;

--
-- Name: guard_quote_offer_update(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.guard_quote_offer_update() RETURNS trigger
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
declare
  lines_total bigint;
  accepted_day date;
begin
  if new.number is distinct from old.number or new.sent_at is distinct from old.sent_at then
    raise exception 'Le numéro d''un devis est donné par la base de données à son envoi.' using errcode = '42501';
  end if;

  if old.offer_status = 'draft' then
    if new.offer_status not in ('draft', 'sent') then
      raise exception 'Un devis en brouillon doit d''abord être envoyé.' using errcode = 'P0001';
    end if;
    if new.accepted_at is not null or new.accepted_by_name is not null or new.declined_at is not null
       or new.decline_reason is not null or new.order_id is not null or new.accepted_via is not null
       or new.acceptance_document is not null or new.acceptance_recorded_by is not null then
      raise exception 'Un devis en brouillon n''a encore ni réponse ni commande.' using errcode = 'P0001';
    end if;
    if new.offer_status = 'draft' then
      -- A draft has no price yet for the customer, who reads their own row: its totals appear when it is sent.
      new.tax_rate := null;
      new.total_ht := 0;
      new.total_tva := 0;
      new.total_ttc := 0;
    else
      if not exists (select 1 from public.quote_lines as line where line.quote_id = new.id) then
        raise exception 'Ajoutez au moins une ligne au devis avant de l''envoyer.' using errcode = 'P0001';
      end if;
      select coalesce(sum(line.line_total), 0) into lines_total from public.quote_lines as line where line.quote_id = new.id;
      new.tax_rate := coalesce((select settings.tax_rate from public.public_site_settings as settings), 18);
      new.total_ht := lines_total;
      new.total_tva := private.tax_of(lines_total, new.tax_rate);
      new.total_ttc := new.total_ht + new.total_tva;
      new.valid_until := coalesce(new.valid_until, private.company_today() + 30);
      if new.valid_until < private.company_today() then
        raise exception 'La date de validité du devis est déjà passée.' using errcode = 'P0001';
      end if;
      new.sent_at := now();
      new.number := private.next_document_number('DEV');
    end if;
    return new;
  end if;

  if (new.tax_rate, new.total_ht, new.total_tva, new.total_ttc, new.valid_until, new.notes, new.name, new.email, new.company)
     is distinct from
     (old.tax_rate, old.total_ht, old.total_tva, old.total_ttc, old.valid_until, old.notes, old.name, old.email, old.company) then
    raise exception 'Un devis envoyé ne se modifie plus : faites un nouveau devis.' using errcode = 'P0001';
  end if;

  if new.offer_status is distinct from old.offer_status then
    if old.offer_status <> 'sent' or new.offer_status not in ('accepted', 'declined', 'expired') then
      raise exception 'Ce devis est déjà « % ».',
        private.label_of('offer_status', old.offer_status)
        using errcode = 'P0001';
    end if;
    -- One path for an answer (private.settle_quote), which mails as it answers: never a bare update.
    if new.offer_status in ('accepted', 'declined')
       and current_setting('app.settling_quote', true) is distinct from new.id::text then
      raise exception 'Un devis s''accepte en ligne par le client, ou par « Enregistrer l''accord du client » pour un accord sur papier, par e-mail ou par téléphone.'
        using errcode = '42501';
    end if;
    if new.offer_status = 'accepted' then
      if new.accepted_via is null or new.accepted_via = 'online' or new.accepted_at is null then
        new.accepted_at := now();
      elsif new.accepted_at > now() or new.accepted_at < old.sent_at - interval '1 day' then
        raise exception 'La date de l''accord doit être entre l''envoi du devis et aujourd''hui.' using errcode = 'P0001';
      end if;
      accepted_day := (new.accepted_at at time zone 'Africa/Ouagadougou')::date;
      if old.valid_until < accepted_day then
        raise exception 'Ce devis a expiré le % : demandez-nous un nouveau devis.', to_char(old.valid_until, 'DD/MM/YYYY')
          using errcode = 'P0001';
      end if;
      if new.accepted_by_name is null then
        raise exception 'Le nom de la personne qui accepte le devis est requis.' using errcode = 'P0001';
      end if;
    elsif new.offer_status = 'declined' then
      new.declined_at := now();
    end if;
  elsif (new.accepted_at, new.accepted_by_name, new.declined_at, new.decline_reason, new.accepted_via,
         new.acceptance_document, new.acceptance_recorded_by)
        is distinct from (old.accepted_at, old.accepted_by_name, old.declined_at, old.decline_reason, old.accepted_via,
         old.acceptance_document, old.acceptance_recorded_by) then
    raise exception 'La réponse du client à un devis ne se modifie pas.' using errcode = 'P0001';
  end if;

  if new.order_id is distinct from old.order_id
     and (old.order_id is not null or new.offer_status <> 'accepted') then
    raise exception 'Seul un devis accepté devient une commande, une seule fois.' using errcode = 'P0001';
  end if;
  return new;
end;
$$;

--
-- Name: guard_quote_update(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.guard_quote_update() RETURNS trigger
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
begin
  if new.request_status is distinct from old.request_status then
    if new.request_status = 'accepted' then
      raise exception 'Un devis s''accepte par son offre : envoyez le devis, puis le client l''accepte en ligne ou vous enregistrez son accord.'
        using errcode = 'P0001';
    end if;
    if not (old.request_status = 'pending' and new.request_status = 'declined') then
      raise exception 'Changement de statut impossible : un devis « % » ne peut pas passer à « % ».',
        private.label_of('quote_status', old.request_status), private.label_of('quote_status', new.request_status)
        using errcode = 'P0001';
    end if;
    if old.offer_status <> 'draft' then
      raise exception 'Ce devis a été envoyé au client : c''est à lui de l''accepter ou de le refuser.' using errcode = 'P0001';
    end if;
    new.answered_at := coalesce(new.answered_at, now());
  end if;
  if new.answer_amount is distinct from old.answer_amount then
    raise exception 'Le montant d''un devis vient de ses lignes : préparez le devis et envoyez-le.' using errcode = 'P0001';
  end if;
  return new;
end;
$$;

--
-- Name: guard_support_request_update(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.guard_support_request_update() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  by_staff boolean := private.is_admin() or not private.is_api_user();
begin
  if not by_staff then
    if new.urgency is distinct from old.urgency or new.assigned_to is distinct from old.assigned_to
       or new.equipment_id is distinct from old.equipment_id or new.appointment_id is distinct from old.appointment_id
       or new.quote_id is distinct from old.quote_id or new.subject is distinct from old.subject then
      raise exception 'Seule notre équipe peut modifier cette demande.' using errcode = '42501';
    end if;
    if new.status is distinct from old.status then
      -- Their answer takes a request waiting for them back (after_support_message), and they may reopen it.
      if not (old.status in ('resolved', 'waiting_customer') and new.status = 'in_progress') then
        raise exception 'Vous pouvez seulement rouvrir une demande résolue.' using errcode = 'P0001';
      end if;
      if old.resolved_at < now() - private.support_reopen_window() then
        raise exception 'Cette demande a été résolue il y a plus de 7 jours : ouvrez une nouvelle demande.'
          using errcode = 'P0001';
      end if;
    end if;
    if (new.rating is distinct from old.rating or new.rating_comment is distinct from old.rating_comment)
       and old.status not in ('resolved', 'closed') then
      raise exception 'Vous pourrez noter l''aide reçue une fois la demande résolue.' using errcode = 'P0001';
    end if;
  end if;
  if new.status is distinct from old.status then
    if old.status = 'closed' and by_staff is false then
      raise exception 'Cette demande est close.' using errcode = 'P0001';
    end if;
    new.resolved_at := case when new.status = 'resolved' then now()
                            when new.status = 'closed' then coalesce(old.resolved_at, now()) end;
    new.closed_at := case when new.status = 'closed' then now() end;
  end if;
  if new.assigned_to is distinct from old.assigned_to and new.assigned_to is not null
     and not exists (select 1 from public.profiles where id = new.assigned_to and role = 'admin') then
    raise exception 'Une demande s''attribue à un membre de l''équipe.' using errcode = 'P0001';
  end if;
  if new.equipment_id is distinct from old.equipment_id and new.equipment_id is not null
     and not exists (select 1 from public.equipment where id = new.equipment_id and profile_id = new.profile_id) then
    raise exception 'Cet équipement n''appartient pas à ce client.' using errcode = 'P0001';
  end if;
  new.updated_at := now();
  return new;
end;
$$;

--
-- Name: handle_new_user(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.handle_new_user() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  insert into public.profiles (id, email, full_name)
  values (
    new.id,
    new.email,
    nullif(left(btrim(coalesce(new.raw_user_meta_data ->> 'full_name', '')), 200), '')
  )
  on conflict (id) do nothing;
  return new;
end;
$$;

--
-- Name: handle_user_email_change(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.handle_user_email_change() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  update public.profiles set email = new.email where id = new.id;
  return new;
end;
$$;

--
-- Name: handle_user_phone_change(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.handle_user_phone_change() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  update public.profiles
     set account_phone = private.confirmed_account_phone(new.phone, new.phone_confirmed_at)
   where id = new.id
     and account_phone is distinct from private.confirmed_account_phone(new.phone, new.phone_confirmed_at);
  return null;
end;
$$;

--
-- Name: has_verified_factor(uuid); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.has_verified_factor(user_id uuid) RETURNS boolean
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  return exists (
    select 1 from auth.mfa_factors as factor
    where factor.user_id = has_verified_factor.user_id and factor.status = 'verified'
  );
end;
$$;

--
-- Name: ignore_repeated_request(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.ignore_repeated_request() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $_$
declare
  already_stored boolean;
begin
  execute format('select exists (select 1 from %I.%I where id = $1)', tg_table_schema, tg_table_name)
    into already_stored
    using new.id;
  if already_stored then
    return null;
  end if;
  return new;
end;
$_$;

--
-- Name: invoice_guest_address(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.invoice_guest_address() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  if new.customer_email is null and new.order_id is not null then
    new.customer_email := (select placed.guest_email from public.orders as placed where placed.id = new.order_id);
  end if;
  return new;
end;
$$;

--
-- Name: invoices; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.invoices (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    number text NOT NULL,
    order_id uuid NOT NULL,
    profile_id uuid,
    customer_name text NOT NULL,
    customer_company text,
    customer_email text,
    customer_phone text,
    customer_address text,
    seller jsonb NOT NULL,
    issued_at timestamp with time zone DEFAULT now() NOT NULL,
    due_date date NOT NULL,
    tax_rate numeric(5,2) NOT NULL,
    total_ht integer NOT NULL,
    total_tva integer NOT NULL,
    total_ttc integer NOT NULL,
    amount_credited integer DEFAULT 0 NOT NULL,
    amount_paid integer DEFAULT 0 NOT NULL,
    status text DEFAULT 'unpaid'::text NOT NULL,
    issued_by uuid,
    issued_in_transaction bigint DEFAULT txid_current() NOT NULL,
    customer_ifu text,
    customer_rccm text,
    customer_department text,
    purchase_order_ref text,
    amount_refunded integer DEFAULT 0 NOT NULL,
    balance_due integer GENERATED ALWAYS AS (GREATEST((((total_ttc - amount_credited) - amount_paid) + amount_refunded), 0)) STORED,
    refund_due integer GENERATED ALWAYS AS (GREATEST(((amount_paid - amount_refunded) - (total_ttc - amount_credited)), 0)) STORED,
    certification_status text DEFAULT 'pending'::text NOT NULL,
    certification_error text,
    secef_code text,
    secef_nim text,
    secef_counters jsonb,
    secef_qr text,
    secef_taxes jsonb,
    certified_at timestamp with time zone,
    CONSTRAINT invoices_amount_credited_check CHECK ((amount_credited >= 0)),
    CONSTRAINT invoices_amount_paid_check CHECK ((amount_paid >= 0)),
    CONSTRAINT invoices_amount_refunded_check CHECK ((amount_refunded >= 0)),
    CONSTRAINT invoices_certification_answer CHECK (
CASE certification_status
    WHEN 'certified'::text THEN ((secef_code IS NOT NULL) AND (secef_nim IS NOT NULL) AND (secef_qr IS NOT NULL) AND (certified_at IS NOT NULL) AND (certification_error IS NULL))
    WHEN 'refused'::text THEN ((certification_error IS NOT NULL) AND (secef_code IS NULL))
    ELSE ((certification_error IS NULL) AND (secef_code IS NULL))
END),
    CONSTRAINT invoices_certification_error_length CHECK ((char_length(certification_error) <= 1000)),
    CONSTRAINT invoices_certification_status_check CHECK ((certification_status = ANY (ARRAY['pending'::text, 'certified'::text, 'refused'::text]))),
    CONSTRAINT invoices_customer_address_check CHECK (((customer_address IS NULL) OR (char_length(customer_address) <= 500))),
    CONSTRAINT invoices_customer_company_check CHECK (((customer_company IS NULL) OR (char_length(customer_company) <= 200))),
    CONSTRAINT invoices_customer_email_check CHECK (((customer_email IS NULL) OR (char_length(customer_email) <= 254))),
    CONSTRAINT invoices_customer_ifu_format CHECK ((customer_ifu ~ '^[0-9]{8}[A-Z]$'::text)),
    CONSTRAINT invoices_customer_ifu_length CHECK ((char_length(customer_ifu) <= 20)),
    CONSTRAINT invoices_customer_name_check CHECK (((char_length(customer_name) >= 1) AND (char_length(customer_name) <= 200))),
    CONSTRAINT invoices_customer_phone_check CHECK (((customer_phone IS NULL) OR (char_length(customer_phone) <= 30))),
    CONSTRAINT invoices_number_check CHECK ((number ~ '^FAC-[0-9]{4}-[0-9]{4,}$'::text)),
    CONSTRAINT invoices_seller_check CHECK ((jsonb_typeof(seller) = 'object'::text)),
    CONSTRAINT invoices_status_check CHECK ((status = ANY (ARRAY['unpaid'::text, 'partially_paid'::text, 'paid'::text, 'cancelled'::text]))),
    CONSTRAINT invoices_tax_rate_check CHECK (((tax_rate >= (0)::numeric) AND (tax_rate <= (100)::numeric))),
    CONSTRAINT invoices_total_ht_check CHECK ((total_ht >= 0)),
    CONSTRAINT invoices_total_ttc_sum CHECK ((total_ttc = (total_ht + total_tva))),
    CONSTRAINT invoices_total_tva_check CHECK ((total_tva >= 0))
);

--
-- Name: invoice_of_token(text); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.invoice_of_token(token text) RETURNS public.invoices
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $_$
declare
  found public.invoices;
begin
  if token is not null and token ~ '^[A-Za-z0-9_-]{20,100}$' then
    select invoice.* into found
      from public.invoices as invoice
      join private.invoice_links as link on link.invoice_id = invoice.id
     where link.token_hash = encode(sha256(convert_to(token, 'UTF8')), 'hex')
       and invoice.certification_status = 'certified';
  end if;
  if found.id is null then
    raise exception 'Ce lien n''est pas ou plus valable.' using errcode = '28000',
      hint = 'Vérifiez que le lien est complet, ou contactez-nous avec le numéro de votre facture.';
  end if;
  return found;
end;
$_$;

--
-- Name: is_admin(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.is_admin() RETURNS boolean
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  return exists (
    select 1 from public.profiles as profile
    where profile.id = (select auth.uid()) and profile.role = 'admin'
      and (
        coalesce(auth.jwt() ->> 'aal', '') = 'aal2'
        or (not private.has_verified_factor(profile.id) and not private.admin_mfa_required())
      )
  );
end;
$$;

--
-- Name: is_api_user(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.is_api_user() RETURNS boolean
    LANGUAGE plpgsql STABLE
    SET search_path TO ''
    AS $$
begin
  return coalesce(auth.role(), '') in ('anon', 'authenticated');
end;
$$;

--
-- Name: is_auth_sms(text); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.is_auth_sms(kind text) RETURNS boolean
    LANGUAGE plpgsql IMMUTABLE
    SET search_path TO ''
    AS $$
begin
  return kind in ('sms_otp', 'sms_phone_change');
end;
$$;

--
-- Name: is_half_hour(text); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.is_half_hour(value text) RETURNS boolean
    LANGUAGE plpgsql IMMUTABLE
    SET search_path TO ''
    AS $_$
begin
  return coalesce(value ~ '^([01][0-9]|2[0-3]):(00|30)$' or value = '24:00', false);
end;
$_$;

--
-- Name: is_measured_page(text); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.is_measured_page(path text) RETURNS boolean
    LANGUAGE plpgsql IMMUTABLE
    SET search_path TO ''
    AS $_$
begin
  return path !~ '^/(admin|dashboard|auth/v1|rest/v1|storage/v1|functions/v1|realtime/v1)(/|$)'
     and path not like '/appointment/manage/%';
end;
$_$;

--
-- Name: is_open_slot(date, time without time zone); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.is_open_slot(slot_date date, slot_time time without time zone) RETURNS boolean
    LANGUAGE plpgsql STABLE
    SET search_path TO ''
    AS $$
begin
  return coalesce(
    slot_date is not null and slot_time is not null
      and isfinite(slot_date)
      and extract(second from slot_time) = 0
      and extract(minute from slot_time) in (0, 30)
      and exists (
        select 1 from private.opening_periods(slot_date) as period
        where slot_time >= period.opens and slot_time + interval '30 minutes' <= period.closes
          -- time + interval wraps at midnight: a last start at 23:30 closes at 24:00.
          and (slot_time < time '23:30' or period.closes = time '24:00')
      ),
    false);
end;
$$;

--
-- Name: orders; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.orders (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    number integer NOT NULL,
    profile_id uuid DEFAULT auth.uid(),
    delivery_name text NOT NULL,
    delivery_phone text NOT NULL,
    delivery_address text NOT NULL,
    notes text,
    status text DEFAULT 'pending'::text NOT NULL,
    subtotal integer NOT NULL,
    tax_rate numeric(5,2) NOT NULL,
    tax integer NOT NULL,
    shipping integer DEFAULT 0 NOT NULL,
    total integer NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    search_text text GENERATED ALWAYS AS (private.search_fold((((((((number)::text || ' '::text) || delivery_name) || ' '::text) || delivery_phone) || ' '::text) || delivery_address))) STORED,
    cancelled_by_customer_at timestamp with time zone,
    guest_email text,
    payment_method text DEFAULT 'on_delivery'::text NOT NULL,
    notice_channel text,
    customer_company text,
    customer_ifu text,
    customer_rccm text,
    customer_department text,
    purchase_order_ref text,
    CONSTRAINT orders_check CHECK ((total = ((subtotal + tax) + shipping))),
    CONSTRAINT orders_customer_company_length CHECK (((char_length(customer_company) >= 1) AND (char_length(customer_company) <= 200))),
    CONSTRAINT orders_customer_department_length CHECK (((char_length(customer_department) >= 1) AND (char_length(customer_department) <= 200))),
    CONSTRAINT orders_customer_ifu_format CHECK ((customer_ifu ~ '^[0-9]{8}[A-Z]$'::text)),
    CONSTRAINT orders_customer_known CHECK (((profile_id IS NOT NULL) OR (guest_email IS NOT NULL))),
    CONSTRAINT orders_customer_rccm_length CHECK (((char_length(customer_rccm) >= 1) AND (char_length(customer_rccm) <= 60))),
    CONSTRAINT orders_delivery_address_check CHECK (((char_length(btrim(delivery_address)) >= 1) AND (char_length(btrim(delivery_address)) <= 500))),
    CONSTRAINT orders_delivery_name_check CHECK (((char_length(btrim(delivery_name)) >= 1) AND (char_length(btrim(delivery_name)) <= 200))),
    CONSTRAINT orders_delivery_phone_check CHECK (((char_length(delivery_phone) <= 30) AND (delivery_phone ~ '^\+?[0-9 ().-]{6,30}$'::text))),
    CONSTRAINT orders_guest_email_check CHECK (((guest_email IS NULL) OR ((char_length(guest_email) <= 254) AND (guest_email ~ '^[^@\s]+@[^@\s]+\.[^@\s]+$'::text)))),
    CONSTRAINT orders_notes_check CHECK (((notes IS NULL) OR (char_length(notes) <= 2000))),
    CONSTRAINT orders_notice_channel_check CHECK ((notice_channel = ANY (ARRAY['sms'::text, 'whatsapp'::text]))),
    CONSTRAINT orders_notice_needs_phone CHECK (((notice_channel IS NULL) OR (private.phone_e164(delivery_phone) IS NOT NULL))),
    CONSTRAINT orders_payment_method_check CHECK ((payment_method = ANY (ARRAY['on_delivery'::text, 'mobile_money'::text, 'online'::text]))),
    CONSTRAINT orders_purchase_order_ref_length CHECK (((char_length(purchase_order_ref) >= 1) AND (char_length(purchase_order_ref) <= 100))),
    CONSTRAINT orders_shipping_check CHECK ((shipping >= 0)),
    CONSTRAINT orders_status_check CHECK ((status = ANY (ARRAY['pending'::text, 'confirmed'::text, 'delivered'::text, 'cancelled'::text]))),
    CONSTRAINT orders_subtotal_check CHECK ((subtotal >= 0)),
    CONSTRAINT orders_tax_check CHECK ((tax >= 0)),
    CONSTRAINT orders_tax_rate_check CHECK (((tax_rate >= (0)::numeric) AND (tax_rate <= (100)::numeric)))
);

--
-- Name: issue_order_invoice(public.orders, date, uuid); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.issue_order_invoice(target public.orders, due date, issuer uuid) RETURNS public.invoices
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  customer public.profiles;
  issued public.invoices;
  lines_total bigint;
begin
  select coalesce(sum(item.line_total), 0) into lines_total from public.order_items as item where item.order_id = target.id;
  select * into customer from public.profiles where id = target.profile_id;

  insert into public.invoices (number, order_id, profile_id, customer_name, customer_company, customer_email,
                               customer_phone, customer_address, customer_ifu, customer_rccm, customer_department,
                               purchase_order_ref, seller, due_date, tax_rate, total_ht, total_tva, total_ttc, issued_by)
  values (private.next_document_number('FAC'), target.id, target.profile_id, target.delivery_name,
          coalesce(target.customer_company, nullif(btrim(coalesce(customer.company, '')), '')), customer.email,
          target.delivery_phone, target.delivery_address,
          coalesce(target.customer_ifu, customer.ifu), coalesce(target.customer_rccm, customer.rccm),
          coalesce(target.customer_department, customer.department), target.purchase_order_ref,
          private.seller_details(), due, target.tax_rate,
          lines_total, private.tax_of(lines_total, target.tax_rate),
          lines_total + private.tax_of(lines_total, target.tax_rate), issuer)
  returning * into issued;

  -- The order's lines in their order (cart or quote), each with its list price and discount when it had one.
  insert into public.invoice_lines (invoice_id, position, product_id, description, quantity, unit_price, list_unit_price,
                                    discount_percent, line_total)
  select issued.id, row_number() over (order by item.position nulls last, item.product_name, item.id) - 1,
         item.product_id, item.product_name, item.quantity, item.unit_price, coalesce(item.list_unit_price, item.unit_price),
         coalesce(item.discount_percent, 0), item.line_total
    from public.order_items as item where item.order_id = target.id;
  return issued;
end;
$$;

--
-- Name: keep_deleted_customer_on_orders(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.keep_deleted_customer_on_orders() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  update public.orders as placed
     set guest_email = coalesce(old.email, (select account.email from auth.users as account where account.id = old.id))
   where placed.profile_id = old.id and placed.guest_email is null;
  return old;
end;
$$;

--
-- Name: keep_notice_opt_in(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.keep_notice_opt_in() RETURNS trigger
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
declare
  old_phone text := coalesce(to_jsonb(old) ->> 'phone', to_jsonb(old) ->> 'delivery_phone');
  new_phone text := coalesce(to_jsonb(new) ->> 'phone', to_jsonb(new) ->> 'delivery_phone');
begin
  if new.notice_channel is not null and new.notice_channel is distinct from old.notice_channel and private.is_api_user() then
    raise exception 'Seul le client choisit d''être prévenu par SMS ou WhatsApp, quand il réserve ou commande.'
      using errcode = '42501';
  end if;
  if private.phone_e164(new_phone) is distinct from private.phone_e164(old_phone) then
    new.notice_channel := null;
  end if;
  return new;
end;
$$;

--
-- Name: label_of(text, text); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.label_of(list text, value text) RETURNS text
    LANGUAGE plpgsql STABLE
    SET search_path TO ''
    AS $$
begin
  return coalesce(
    (select known.label from private.option_labels as known where known.list = label_of.list and known.value = label_of.value),
    value, '');
end;
$$;

--
-- Name: mark_quote_started_by_office(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.mark_quote_started_by_office() RETURNS trigger
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
begin
  new.started_by_office := private.is_api_user() and private.is_admin() and new.profile_id is distinct from auth.uid();
  return new;
end;
$$;

--
-- Name: missing_seller_details(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.missing_seller_details() RETURNS text[]
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  settings public.site_settings;
  missing text[] := '{}';
begin
  select * into settings from public.site_settings where id = 1;
  if btrim(coalesce(settings.ifu, '')) = '' then missing := missing || 'IFU'::text; end if;
  if btrim(coalesce(settings.rccm, '')) = '' then missing := missing || 'RCCM'::text; end if;
  if btrim(coalesce(settings.tax_regime, '')) = '' then missing := missing || 'régime d''imposition'::text; end if;
  if btrim(coalesce(settings.tax_division, '')) = '' then missing := missing || 'division fiscale'::text; end if;
  if btrim(coalesce(settings.bank_name, '')) = '' then missing := missing || 'banque'::text; end if;
  if btrim(coalesce(settings.bank_account, '')) = '' then missing := missing || 'numéro de compte bancaire'::text; end if;
  return missing;
end;
$$;

--
-- Name: mobile_money_numbers(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.mobile_money_numbers() RETURNS text
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  return (select nullif(concat_ws(' · ',
    'Orange Money : ' || nullif(settings.orange_money_number, ''),
    'Moov Money : ' || nullif(settings.moov_money_number, '')), '')
  from public.site_settings as settings where settings.id = 1);
end;
$$;

--
-- Name: move_by_customer(uuid, date, time without time zone); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.move_by_customer(target uuid, new_date date, new_time time without time zone) RETURNS public.appointments
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  before_move public.appointments;
  changed public.appointments;
begin
  -- The row lock comes first: concurrent moves of one appointment are counted one after the other.
  select * into before_move from public.appointments where id = target for update;
  if new_date is null or new_time is null then
    raise exception 'Choisissez une date et une heure.' using errcode = 'P0001';
  end if;
  if before_move.date = new_date and before_move.time = new_time then
    raise exception 'Votre rendez-vous est déjà à ce créneau : choisissez-en un autre.' using errcode = 'P0001';
  end if;
  delete from private.appointment_customer_moves as move
   where move.appointment_id = target and move.moved_at <= now() - interval '24 hours';
  if (select count(*) from private.appointment_customer_moves as move where move.appointment_id = target)
     >= private.customer_moves_per_day() then
    raise exception 'Ce rendez-vous a déjà été déplacé % fois en 24 heures : pour le changer encore, contactez-nous par téléphone ou par e-mail.',
      private.customer_moves_per_day() using errcode = 'P0001';
  end if;
  update public.appointments
     set date = new_date, time = new_time, status = 'pending',
         last_change = 'moved_by_customer', last_change_at = now(),
         previous_date = before_move.date, previous_time = before_move.time
   where id = target
  returning * into changed;
  insert into private.appointment_customer_moves (appointment_id) values (target);
  return changed;
end;
$$;

--
-- Name: next_document_number(text); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.next_document_number(document_kind text) RETURNS text
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  document_year integer := extract(year from now() at time zone 'Africa/Ouagadougou')::integer;
  assigned integer;
begin
  insert into private.document_counters as counter (kind, year, last_number)
  values (document_kind, document_year, 1)
  on conflict on constraint document_counters_pkey
  do update set last_number = counter.last_number + 1
  returning counter.last_number into assigned;
  return document_kind || '-' || document_year || '-' || lpad(assigned::text, 4, '0');
end;
$$;

--
-- Name: notify_account_phone_change(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.notify_account_phone_change() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  if new.email_confirmed_at is not null then
    perform private.queue_mail('phone_changed_notice', new.email, jsonb_build_object(
      'email', new.email,
      'new_phone', private.confirmed_account_phone(new.phone, new.phone_confirmed_at)));
  end if;
  return null;
end;
$$;

--
-- Name: notify_account_security_change(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.notify_account_security_change() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  if old.email_confirmed_at is not null and old.encrypted_password is not null
     and new.encrypted_password is distinct from old.encrypted_password then
    perform private.queue_mail('password_changed', new.email, jsonb_build_object('email', new.email));
  end if;
  if old.email is not null and new.email is distinct from old.email then
    perform private.queue_mail('email_changed_notice', old.email, jsonb_build_object('new_email', new.email));
  end if;
  return null;
end;
$$;

--
-- Name: notify_appointment_created(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.notify_appointment_created() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  service_label text := private.label_of('appointment_service', new.service);
  slot_label text := private.slot_label(new.date, new.time);
  recipient text := private.appointment_recipient(new.profile_id, new.email);
  summary jsonb := jsonb_build_object('service', service_label, 'slot', slot_label);
  details jsonb := summary || jsonb_build_object('full_name', new.full_name, 'email', new.email,
    'phone', nullif(new.phone, ''), 'notes', nullif(new.notes, ''));
begin
  -- Booked confirmed: only staff may (insert policy), for a customer (public.book_support_intervention). The
  -- customer is told as when staff confirm a request, with the place; a confirmation the day before is the reminder.
  if new.status = 'confirmed' then
    perform private.queue_mail('appointment_confirmed', recipient,
      summary || jsonb_build_object('status', private.label_of('appointment_status', new.status),
        'name', case when private.caller_owns_address(recipient) then new.full_name end,
        'place', new.place, 'place_address', new.place_address),
      private.slot_start(new.date, new.time), new.id);
    perform private.reminder_told_now(new.id, new.date, new.time);
    return null;
  end if;
  -- The company's alert carries the appointment's id: its « Voir dans le back-office » link.
  perform private.queue_mail('appointment_request', private.company_notification_email(),
    details || jsonb_build_object('status', private.label_of('appointment_status', new.status), 'id', new.id),
    reply_to => new.email);
  -- Only labels when the caller has not proven the address is theirs: nothing typed is relayed.
  perform private.queue_mail('appointment_confirmation', recipient,
    case when private.caller_owns_address(recipient) then details || '{"verified": true}'
         else summary || '{"verified": false}' end,
    private.slot_start(new.date, new.time), new.id);
  return null;
end;
$$;

--
-- Name: notify_appointment_status(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.notify_appointment_status() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  moved boolean := new.date is distinct from old.date or new.time is distinct from old.time;
  by_customer boolean := private.is_api_user() and not private.is_admin();
  slot_label text := private.slot_label(new.date, new.time);
  recipient text := private.appointment_recipient(new.profile_id, new.email);
  status_label text := private.label_of('appointment_status', new.status);
  -- The name greets only whoever proved the address is theirs.
  about jsonb := jsonb_build_object('slot', slot_label, 'service', private.label_of('appointment_service', new.service),
    'name', case when private.caller_owns_address(recipient) then new.full_name end,
    'place', new.place, 'place_address', new.place_address);
  -- Who changes an appointment they do not own by account holds its manage link (the only way in).
  by_holder boolean := by_customer and (auth.uid() is null or new.profile_id is null or auth.uid() <> new.profile_id
                                         or private.caller_owns_address(recipient));
begin
  if moved or new.status = 'cancelled' then
    update public.notifications
       set status = 'expired', last_error = 'Non envoyé : le rendez-vous a été annulé ou déplacé'
     where appointment_id = new.id and kind = 'appointment_reminder' and status = 'pending';
  end if;

  if moved then
    if by_customer then
      perform private.queue_office_move_notice(new.id,
        about || jsonb_build_object('id', new.id, 'full_name', new.full_name, 'email', new.email,
          'old_slot', private.slot_label(old.date, old.time), 'status', status_label, 'pending', new.status = 'pending'),
        recipient);
    end if;
    perform private.queue_mail('appointment_moved', recipient,
      about || jsonb_build_object('old_slot', private.slot_label(old.date, old.time), 'by_customer', by_customer,
        'pending', new.status = 'pending'),
      private.slot_start(new.date, new.time), new.id, past_ceiling => by_holder);
    if new.status = 'confirmed' then
      perform private.reminder_told_now(new.id, new.date, new.time);
    end if;
    return null;
  end if;

  if new.status not in ('confirmed', 'cancelled', 'completed') then
    return null;
  end if;
  if new.status = 'cancelled' and by_customer then
    perform private.queue_mail('appointment_cancelled_by_customer', private.company_notification_email(),
      about || jsonb_build_object('id', new.id, 'full_name', new.full_name, 'email', new.email, 'reason', new.cancellation_reason),
      reply_to => recipient);
  end if;
  perform private.queue_mail(
    case new.status when 'confirmed' then 'appointment_confirmed' when 'cancelled' then 'appointment_cancelled'
                    when 'completed' then 'appointment_completed' end,
    recipient,
    -- The customer reads the reason staff gave; their own is for the company (nothing they typed is
    -- mailed back to an address they may not have proved).
    about || jsonb_build_object('status', status_label)
      || case when new.status = 'cancelled' and not by_customer then jsonb_build_object('reason', new.cancellation_reason) else '{}'::jsonb end,
    case when new.status <> 'completed' then private.slot_start(new.date, new.time) end,
    case when new.status in ('confirmed', 'cancelled') then new.id end,
    past_ceiling => by_holder);
  if new.status = 'confirmed' then
    perform private.reminder_told_now(new.id, new.date, new.time);
  end if;
  return null;
end;
$$;

--
-- Name: notify_contact_message(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.notify_contact_message() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
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

--
-- Name: notify_credit_note_issued(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.notify_credit_note_issued() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  invoice public.invoices;
begin
  select * into invoice from public.invoices where id = new.invoice_id;
  perform private.queue_mail('credit_note_issued', invoice.customer_email,
    jsonb_build_object(
      'name', invoice.customer_name, 'number', new.number, 'invoice_number', invoice.number,
      'issued_on', private.format_date((new.issued_at at time zone 'Africa/Ouagadougou')::date),
      'reason', new.reason,
      'total_ht', private.format_fcfa(new.total_ht), 'total_tva', private.format_fcfa(new.total_tva),
      'total_ttc', private.format_fcfa(new.total_ttc), 'tax_rate', trim_scale(new.tax_rate)::text,
      'refund_due', case when invoice.refund_due > 0 then private.format_fcfa(invoice.refund_due) end),
    past_ceiling => true, about_invoice => invoice.id, about_credit_note => new.id);
  return null;
end;
$$;

--
-- Name: notify_invoice_issued(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.notify_invoice_issued() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  perform private.queue_mail('invoice_issued', new.customer_email,
    jsonb_build_object(
      'name', new.customer_name, 'number', new.number,
      'issued_on', private.format_date((new.issued_at at time zone 'Africa/Ouagadougou')::date),
      'due_date', private.format_date(new.due_date),
      'total_ht', private.format_fcfa(new.total_ht), 'total_tva', private.format_fcfa(new.total_tva),
      'total_ttc', private.format_fcfa(new.total_ttc), 'tax_rate', trim_scale(new.tax_rate)::text),
    past_ceiling => true, about_invoice => new.id);
  return null;
end;
$$;

--
-- Name: notify_message_reply(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.notify_message_reply() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  message public.contact_messages;
  quote public.quotes;
  topic text;
  original_author text;
  original_moment timestamptz;
  original_text text;
  contact_address text := coalesce(
    (select nullif(settings.email_general, '') from public.site_settings as settings where settings.id = 1),
    private.company_notification_email());
begin
  if new.contact_message_id is not null then
    select * into message from public.contact_messages as found where found.id = new.contact_message_id;
    topic := coalesce(
      'Demande d''information : ' || (select product.name from public.products as product where product.id = message.product_id),
      nullif(btrim(message.subject), ''), 'Votre message');
    original_author := message.name;
    original_moment := message.created_at;
    original_text := message.message;
    update public.contact_messages set read = true where id = message.id and not read;
  else
    select * into quote from public.quotes as found where found.id = new.quote_id;
    topic := 'Votre demande de devis : ' || private.label_of('project_type', quote.project_type);
    original_author := quote.name;
    original_moment := quote.created_at;
    original_text := concat_ws(e'\n',
      'Projet : ' || private.label_of('project_type', quote.project_type),
      'Services : ' || (select string_agg(private.label_of('quote_service', service), ', ') from unnest(quote.services) as service),
      'Budget : ' || private.label_of('budget', quote.budget),
      'Délai : ' || private.label_of('timeline', quote.timeline),
      case when nullif(btrim(quote.message), '') is not null then e'\n' || quote.message end);
  end if;

  perform private.queue_mail('message_reply', new.recipient,
    jsonb_build_object(
      'topic', topic,
      'reply', new.body,
      'replied_by', new.replied_by_name,
      'original', jsonb_build_object('author', original_author, 'moment', private.format_moment(original_moment),
                                     'text', original_text)),
    reply_to => contact_address, about_quote => new.quote_id);
  return null;
end;
$$;

--
-- Name: notify_order_placed(public.orders); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.notify_order_placed(placed public.orders) RETURNS void
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  details jsonb := private.order_mail_details(placed);
begin
  -- The company's alert names the order too, so the send step writes the site's address in its link.
  perform private.queue_mail('order_request', private.company_notification_email(), details,
    reply_to => details ->> 'customer_email', about_order => placed.id);
  perform private.queue_order_confirmation(placed);
end;
$$;

--
-- Name: notify_order_status(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.notify_order_status() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  customer_email text := private.order_recipient(new);
  by_customer boolean := new.status = 'cancelled' and new.cancelled_by_customer_at is not null;
  about jsonb := jsonb_build_object('id', new.id, 'number', new.number, 'delivery_name', new.delivery_name,
    'total', private.format_fcfa(new.total), 'guest', new.profile_id is null);
begin
  if new.status not in ('confirmed', 'delivered', 'cancelled') then
    return null;
  end if;
  if by_customer then
    perform private.queue_mail('order_cancelled_by_customer', private.company_notification_email(),
      about || jsonb_build_object('customer_email', customer_email, 'customer_name', private.order_customer_name(new)),
      reply_to => customer_email, about_order => new.id);
  end if;
  perform private.queue_mail(
    case new.status when 'confirmed' then 'order_confirmed' when 'delivered' then 'order_delivered'
                    when 'cancelled' then 'order_cancelled' end,
    customer_email,
    about || jsonb_build_object('status', private.label_of('order_status', new.status), 'by_customer', by_customer),
    about_order => new.id);
  return null;
end;
$$;

--
-- Name: notify_payment_receipt(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.notify_payment_receipt() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  invoice public.invoices;
begin
  select * into invoice from public.invoices where id = new.invoice_id;
  perform private.queue_mail('payment_receipt', invoice.customer_email,
    jsonb_build_object(
      'name', invoice.customer_name, 'invoice_number', invoice.number, 'payment_id', new.id,
      'amount', private.format_fcfa(new.amount), 'method', new.method, 'reference', new.reference,
      'paid_on', private.format_date(new.paid_on), 'balance_due', private.format_fcfa(invoice.balance_due)),
    past_ceiling => true, about_invoice => invoice.id);
  return null;
end;
$$;

--
-- Name: notify_public_content_changed(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.notify_public_content_changed() RETURNS trigger
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
begin
  perform pg_notify('public_content', tg_table_name);
  return null;
end;
$$;

--
-- Name: notify_quote_answered(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.notify_quote_answered() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  perform private.queue_mail(
    case new.request_status when 'accepted' then 'quote_accepted' when 'declined' then 'quote_declined' end,
    new.email,
    jsonb_build_object('name', new.name, 'status', private.label_of('quote_status', new.request_status),
      'accepted', new.request_status = 'accepted', 'project', private.label_of('project_type', new.project_type),
      'amount', private.format_fcfa(new.answer_amount), 'message', nullif(new.answer_message, '')),
    about_quote => new.id);
  return null;
end;
$$;

--
-- Name: notify_quote_converted(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.notify_quote_converted() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  placed public.orders;
begin
  select * into placed from public.orders where id = new.order_id;
  if placed.id is not null then
    perform private.queue_order_confirmation(placed);
  end if;
  return null;
end;
$$;

--
-- Name: notify_quote_created(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.notify_quote_created() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
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

--
-- Name: notify_quote_sent(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.notify_quote_sent() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  perform private.queue_mail('quote_sent', new.email,
    jsonb_build_object(
      'name', new.name, 'number', new.number,
      'total_ht', private.format_fcfa(new.total_ht), 'total_tva', private.format_fcfa(new.total_tva),
      'total_ttc', private.format_fcfa(new.total_ttc), 'tax_rate', trim_scale(new.tax_rate)::text,
      'valid_until', private.format_date(new.valid_until)),
    about_quote => new.id);
  return null;
end;
$$;

--
-- Name: notify_quote_settled(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.notify_quote_settled() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
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

--
-- Name: notify_realtime_change(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.notify_realtime_change() RETURNS trigger
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
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

--
-- Name: notify_refund_recorded(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.notify_refund_recorded() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  invoice public.invoices;
begin
  select * into invoice from public.invoices where id = new.invoice_id;
  perform private.queue_mail('refund_recorded', invoice.customer_email,
    jsonb_build_object(
      'name', invoice.customer_name, 'invoice_number', invoice.number,
      'amount', private.format_fcfa(new.amount), 'method', new.method, 'reference', new.reference,
      'refunded_on', private.format_date(new.refunded_on),
      'refund_due', private.format_fcfa(invoice.refund_due)),
    about_invoice => invoice.id);
  return null;
end;
$$;

--
-- Name: office_move_summary_pause(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.office_move_summary_pause() RETURNS interval
    LANGUAGE plpgsql IMMUTABLE
    SET search_path TO ''
    AS $$
begin
  return interval '5 minutes';
end;
$$;

--
-- Name: open_support_request(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.open_support_request() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $_$
declare
  targets jsonb := (select settings.support_targets -> new.urgency from public.site_settings as settings where id = 1);
begin
  if not private.is_admin() and private.is_api_user() then
    new.status := 'new';
    new.assigned_to := null;
    new.appointment_id := null;
    new.quote_id := null;
    new.contact_message_id := null;
    new.rating := null;
    new.rating_comment := null;
  end if;
  if new.equipment_id is not null
     and not exists (select 1 from public.equipment where id = new.equipment_id and profile_id = new.profile_id) then
    raise exception 'Cet équipement n''appartient pas à ce client.' using errcode = 'P0001';
  end if;
  if exists (select 1 from unnest(new.attachments) as path
              where path !~ ('^' || new.id::text || '/[A-Za-z0-9._-]{1,150}$')) then
    raise exception 'Pièce jointe invalide : elle doit être envoyée dans le dossier de la demande.' using errcode = 'P0001';
  end if;
  new.number := private.next_document_number('SUP');
  new.created_at := now();
  new.first_response_due := private.add_opening_hours(new.created_at, (targets ->> 'first_response_hours')::numeric);
  new.resolution_due := private.add_opening_hours(new.created_at, (targets ->> 'resolution_hours')::numeric);
  new.first_response_at := null;
  new.resolved_at := null;
  new.closed_at := null;
  return new;
end;
$_$;

--
-- Name: opening_periods(date); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.opening_periods(day date) RETURNS TABLE(opens time without time zone, closes time without time zone)
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  return query
    select (period->>'opens')::time, case when period->>'closes' = '24:00' then time '24:00' else (period->>'closes')::time end
    from public.site_settings as settings, jsonb_array_elements(settings.weekly_hours) as period
    where settings.id = 1
      and day is not null and isfinite(day)
      and (period->>'day')::int = extract(isodow from day)
      and private.closed_day_label(day) is null
    order by 1;
end;
$$;

--
-- Name: opening_periods_text(date); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.opening_periods_text(day date) RETURNS text
    LANGUAGE plpgsql STABLE
    SET search_path TO ''
    AS $$
begin
  return (
    select coalesce(string_agg(private.format_time(opens) || '-' || private.format_time(closes), ' et ' order by opens), '')
    from private.opening_periods(day)
  );
end;
$$;

--
-- Name: order_customer_name(public.orders); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.order_customer_name(placed public.orders) RETURNS text
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  return (select coalesce(nullif((select profile.full_name from public.profiles as profile where profile.id = placed.profile_id), ''),
                  placed.delivery_name));
end;
$$;

--
-- Name: order_invoice_to_pay(text); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.order_invoice_to_pay(token text) RETURNS public.invoices
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  placed public.orders := private.order_of_token(token);
  invoice public.invoices;
begin
  select * into invoice from public.invoices
   where order_id = placed.id and status <> 'cancelled'
   order by issued_at desc limit 1;
  if invoice.id is null then
    raise exception 'Cette commande n''a pas de facture à payer en ligne.' using errcode = '28000';
  end if;
  return invoice;
end;
$$;

--
-- Name: order_mail_details(public.orders); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.order_mail_details(placed public.orders) RETURNS jsonb
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  return jsonb_build_object(
    'id', placed.id,
    'number', placed.number,
    'customer_email', private.order_recipient(placed),
    'customer_name', private.order_customer_name(placed),
    'guest', placed.profile_id is null,
    'lines', (select jsonb_agg(jsonb_build_object('product', item.product_name, 'quantity', item.quantity,
                                                  'total', private.format_fcfa(item.line_total)) order by item.position, item.id)
                from public.order_items as item where item.order_id = placed.id),
    'subtotal', private.format_fcfa(placed.subtotal),
    'tax_rate', trim_scale(placed.tax_rate)::text,
    'tax', private.format_fcfa(placed.tax),
    'shipping', case when placed.shipping = 0 then 'offerte' else private.format_fcfa(placed.shipping) end,
    'total', private.format_fcfa(placed.total),
    'payment', private.payment_method_label(placed.payment_method),
    'mobile_money_numbers', case when placed.payment_method = 'mobile_money' then private.mobile_money_numbers() end,
    'delivery_name', placed.delivery_name,
    'delivery_phone', placed.delivery_phone,
    'delivery_address', placed.delivery_address,
    'notes', nullif(placed.notes, ''));
end;
$$;

--
-- Name: order_of_token(text); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.order_of_token(token text) RETURNS public.orders
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $_$
declare
  found public.orders;
begin
  if token is not null and token ~ '^[A-Za-z0-9_-]{20,100}$' then
    select placed.* into found
      from public.orders as placed
      join private.order_links as link on link.order_id = placed.id
     where link.token_hash = encode(sha256(convert_to(token, 'UTF8')), 'hex');
  end if;
  if found.id is null then
    raise exception 'Ce lien n''est pas ou plus valable.' using errcode = '28000',
      hint = 'Vérifiez que le lien est complet, ou contactez-nous avec le numéro de votre commande.';
  end if;
  return found;
end;
$_$;

--
-- Name: order_online_payment(public.orders); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.order_online_payment(placed public.orders) RETURNS jsonb
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  invoice public.invoices;
begin
  if placed.payment_method <> 'online' then
    return null;
  end if;
  select * into invoice from public.invoices
   where order_id = placed.id and status <> 'cancelled'
   order by issued_at desc limit 1;
  if invoice.id is null then
    return null;
  end if;
  return jsonb_build_object('invoice_number', invoice.number, 'certification_status', invoice.certification_status,
                            'status', invoice.status, 'total', invoice.total_ttc, 'balance_due', invoice.balance_due);
end;
$$;

--
-- Name: order_recipient(public.orders); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.order_recipient(placed public.orders) RETURNS text
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  return (select coalesce((select profile.email from public.profiles as profile where profile.id = placed.profile_id), placed.guest_email));
end;
$$;

--
-- Name: order_token_opens_attempt(text, text); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.order_token_opens_attempt(token text, checked_transaction text) RETURNS boolean
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $_$
begin
  if token is null or token !~ '^[A-Za-z0-9_-]{20,100}$' then
    return false;
  end if;
  return exists (
    select 1 from public.payment_attempts as attempt
      join public.invoices as invoice on invoice.id = attempt.invoice_id
      join private.order_links as link on link.order_id = invoice.order_id
     where attempt.transaction_id = checked_transaction
       and link.token_hash = encode(sha256(convert_to(token, 'UTF8')), 'hex'));
end;
$_$;

--
-- Name: own_open_appointment(uuid); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.own_open_appointment(target uuid) RETURNS public.appointments
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  found public.appointments;
begin
  select * into found from public.appointments
   where id = target and profile_id = auth.uid() and auth.uid() is not null
   for update;
  if found.id is null then
    raise exception 'Rendez-vous introuvable.' using errcode = '42501';
  end if;
  if not private.appointment_is_open(found) then
    raise exception 'Ce rendez-vous ne peut plus être modifié : il est passé, terminé ou annulé.' using errcode = 'P0001';
  end if;
  return found;
end;
$$;

--
-- Name: own_sent_quote(uuid); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.own_sent_quote(quote_id uuid) RETURNS public.quotes
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  found public.quotes;
begin
  select * into found from public.quotes as quote
   where quote.id = own_sent_quote.quote_id and quote.profile_id = auth.uid() and auth.uid() is not null
     and quote.offer_status <> 'draft'
   for update;
  if found.id is null then
    raise exception 'Devis introuvable.' using errcode = '42501';
  end if;
  return found;
end;
$$;

--
-- Name: payment_method_label(text); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.payment_method_label(method text) RETURNS text
    LANGUAGE plpgsql STABLE
    SET search_path TO ''
    AS $$
begin
  return private.label_of('order_payment_method', method);
end;
$$;

--
-- Name: payment_attempts; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.payment_attempts (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    invoice_id uuid,
    provider text NOT NULL,
    transaction_id text NOT NULL,
    amount integer NOT NULL,
    currency text DEFAULT 'XOF'::text NOT NULL,
    status text DEFAULT 'pending'::text NOT NULL,
    problem text,
    payment_url text,
    payment_id uuid,
    profile_id uuid,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    checked_at timestamp with time zone,
    check_count integer DEFAULT 0 NOT NULL,
    CONSTRAINT payment_attempts_amount_check CHECK (((amount >= 0) AND (amount <= 2000000000))),
    CONSTRAINT payment_attempts_currency_check CHECK ((currency ~ '^[A-Z]{3}$'::text)),
    CONSTRAINT payment_attempts_payment_url_check CHECK (((payment_url IS NULL) OR (char_length(payment_url) <= 2000))),
    CONSTRAINT payment_attempts_problem_check CHECK (((problem IS NULL) OR (char_length(problem) <= 500))),
    CONSTRAINT payment_attempts_provider_check CHECK ((provider = ANY (ARRAY['cinetpay'::text, 'test'::text]))),
    CONSTRAINT payment_attempts_status_check CHECK ((status = ANY (ARRAY['pending'::text, 'paid'::text, 'refused'::text, 'mismatch'::text, 'unknown'::text]))),
    CONSTRAINT payment_attempts_transaction_id_check CHECK (((char_length(transaction_id) >= 1) AND (char_length(transaction_id) <= 100)))
);

--
-- Name: pending_payment_attempts(integer, integer); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.pending_payment_attempts(batch integer, min_age_seconds integer DEFAULT 60) RETURNS SETOF public.payment_attempts
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  return query
    select * from public.payment_attempts
     where status = 'pending' and created_at <= now() - make_interval(secs => min_age_seconds) and created_at > now() - interval '2 days'
     order by checked_at nulls first, created_at
     limit batch;
end;
$$;

--
-- Name: place_order_item(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.place_order_item() RETURNS trigger
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
begin
  if new.position is null then
    -- Rows inserted earlier by the same statement are visible here (a volatile function in a BEFORE trigger).
    new.position := (select coalesce(max(item.position) + 1, 0) from public.order_items as item where item.order_id = new.order_id);
  end if;
  return new;
end;
$$;

--
-- Name: product_category_slug(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.product_category_slug() RETURNS trigger
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
begin
  new.name := btrim(new.name);
  if new.slug is null or btrim(new.slug) = '' then
    new.slug := btrim(private.slugify(new.name), '-');
  end if;
  return new;
end;
$$;

--
-- Name: profile_phone_from_sign_in(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.profile_phone_from_sign_in() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  update public.profiles
     set phone = '+' || new.phone, updated_at = now()
   where id = new.id and coalesce(phone, '') = '';
  return new;
end;
$$;

--
-- Name: prune_web_vitals(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.prune_web_vitals() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  delete from public.web_vitals where created_at < now() - interval '90 days';
  return null;
end;
$$;

--
-- Name: publish_site_settings(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.publish_site_settings() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  delete from public.public_site_settings as published where published.id = new.id;
  insert into public.public_site_settings
  select * from jsonb_populate_record(null::public.public_site_settings,
    to_jsonb(new) || jsonb_build_object('online_payment', cardinality(private.missing_seller_details()) = 0));
  return null;
end;
$$;

--
-- Name: purge_finished_mails(integer); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.purge_finished_mails(retention_days integer DEFAULT 90) RETURNS integer
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
declare
  purged integer;
begin
  delete from public.notifications
   where status in ('sent', 'failed', 'expired') and created_at < now() - make_interval(days => retention_days);
  get diagnostics purged = row_count;
  return purged;
end;
$$;

--
-- Name: queue_appointment_reminders(integer); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.queue_appointment_reminders(batch integer DEFAULT 100) RETURNS integer
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  due record;
  queued integer := 0;
begin
  for due in
    select appointment.id, private.appointment_recipient(appointment.profile_id, appointment.email) as email, appointment.service,
           appointment.full_name, appointment.date, appointment.time,
           private.slot_start(appointment.date, appointment.time) as starts_at,
           appointment.notice_channel, private.phone_e164(appointment.phone) as phone,
           appointment.place, appointment.place_address
      from public.appointments as appointment
     where appointment.status = 'confirmed'
       -- The day bounds let appointments_date_idx narrow the scan (this runs every few seconds).
       and appointment.date between private.company_now()::date
                                and (private.company_now() + private.appointment_reminder_lead())::date
       and private.slot_start(appointment.date, appointment.time) > now()
       and private.slot_start(appointment.date, appointment.time) <= now() + private.appointment_reminder_lead()
       and not exists (select 1 from private.appointment_reminders as reminder
                        where reminder.appointment_id = appointment.id
                          and reminder.slot_start = private.slot_start(appointment.date, appointment.time))
     order by appointment.date, appointment.time
     limit batch
     for update of appointment skip locked
  loop
    insert into private.appointment_reminders (appointment_id, slot_start)
    values (due.id, due.starts_at)
    on conflict do nothing;
    if found then
      -- Greeted by name: only a confirmed appointment is reminded, and its confirmation already was.
      perform private.queue_mail('appointment_reminder', due.email,
        jsonb_build_object('slot', private.slot_label(due.date, due.time),
          'service', private.label_of('appointment_service', due.service),
          'name', nullif(btrim(due.full_name), ''), 'place', due.place, 'place_address', due.place_address),
        due.starts_at, due.id);
      if due.notice_channel is not null and due.phone is not null then
        perform private.queue_sms('appointment_reminder', due.phone,
          jsonb_build_object('slot', private.slot_label(due.date, due.time),
            'service', private.label_of('appointment_service', due.service)),
          due.notice_channel, due.starts_at, due.id);
      end if;
      queued := queued + 1;
    end if;
  end loop;
  return queued;
end;
$$;

--
-- Name: queue_certification(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.queue_certification() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  perform private.queue_certification_request(case when tg_table_name = 'invoices' then 'invoice' else 'credit_note' end, new.id);
  return null;
end;
$$;

--
-- Name: queue_certification_request(text, uuid); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.queue_certification_request(document text, document_id uuid) RETURNS void
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  if document = 'invoice' then
    insert into public.notifications (kind, recipient, channel, data, invoice_id)
    select 'certification_invoice', 'secef', 'certification', jsonb_build_object('number', invoice.number), invoice.id
      from public.invoices as invoice where invoice.id = document_id;
  else
    insert into public.notifications (kind, recipient, channel, data, invoice_id, credit_note_id)
    select 'certification_credit_note', 'secef', 'certification', jsonb_build_object('number', note.number),
           note.invoice_id, note.id
      from public.credit_notes as note where note.id = document_id;
  end if;
end;
$$;

--
-- Name: queue_mail(text, text, jsonb, timestamp with time zone, uuid, text, boolean, uuid, uuid, uuid, uuid); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.queue_mail(kind text, recipient text, data jsonb, expires_at timestamp with time zone DEFAULT NULL::timestamp with time zone, about_appointment uuid DEFAULT NULL::uuid, reply_to text DEFAULT NULL::text, past_ceiling boolean DEFAULT false, about_order uuid DEFAULT NULL::uuid, about_quote uuid DEFAULT NULL::uuid, about_invoice uuid DEFAULT NULL::uuid, about_credit_note uuid DEFAULT NULL::uuid) RETURNS void
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $_$
declare
  by_visitor boolean := private.is_api_user() and not private.is_admin();
  address text := lower(recipient);
  -- An address the column refuses (a comma would make a list of it) is dropped, not the mail.
  answer_to text := case when reply_to ~ '^[^@\s,;<>"]+@[^@\s,;<>"]+\.[^@\s,;<>"]+$' and char_length(reply_to) <= 254
                         then reply_to end;
begin
  if recipient is null or recipient !~ '^[^@\s]+@[^@\s]+\.[^@\s]+$' then
    return;
  end if;
  if by_visitor and not past_ceiling and address is distinct from lower(private.company_notification_email()) then
    -- Concurrent submissions for one address are counted one after the other.
    perform pg_advisory_xact_lock(hashtextextended('notifications:' || address, 0));
    if (select count(*) from public.notifications as queued
         where queued.caused_by_visitor and lower(queued.recipient) = address
           and queued.created_at > now() - interval '24 hours') >= private.visitor_mails_per_day() then
      -- The request itself is stored; only the mail to a flooded address is dropped.
      return;
    end if;
  end if;
  insert into public.notifications (kind, recipient, data, expires_at, caused_by_visitor, appointment_id, reply_to,
                                    order_id, quote_id, invoice_id, credit_note_id)
  values (kind, recipient, coalesce(data, '{}'::jsonb), expires_at, by_visitor, about_appointment, answer_to,
          about_order, about_quote, about_invoice, about_credit_note);
end;
$_$;

--
-- Name: queue_office_move_notice(uuid, jsonb, text); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.queue_office_move_notice(about_appointment uuid, notice jsonb, reply_to text) RETURNS void
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  pause interval := private.office_move_summary_pause();
  folded integer;
begin
  update public.notifications as queued
     set data = queued.data || (notice - 'old_slot')
                || jsonb_build_object('moves', coalesce((queued.data ->> 'moves')::integer, 1) + 1)
   where queued.appointment_id = about_appointment and queued.kind = 'appointment_moved_by_customer'
     and queued.status = 'pending' and queued.attempts = 0
     and queued.next_attempt_at in (queued.created_at, queued.created_at + pause);
  get diagnostics folded = row_count;
  if folded > 0 then
    return;
  end if;
  perform private.queue_mail('appointment_moved_by_customer', private.company_notification_email(), notice,
    about_appointment => about_appointment, reply_to => reply_to);
  if exists (select 1 from public.notifications as earlier
              where earlier.appointment_id = about_appointment and earlier.kind = 'appointment_moved_by_customer'
                and earlier.created_at > now() - pause and earlier.created_at < now()) then
    update public.notifications as queued
       set next_attempt_at = queued.created_at + pause
     where queued.appointment_id = about_appointment and queued.kind = 'appointment_moved_by_customer'
       and queued.status = 'pending' and queued.attempts = 0 and queued.next_attempt_at = queued.created_at;
  end if;
end;
$$;

--
-- Name: queue_order_confirmation(public.orders); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.queue_order_confirmation(placed public.orders) RETURNS void
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  details jsonb := private.order_mail_details(placed);
begin
  perform private.queue_mail('order_confirmation', details ->> 'customer_email',
    case when placed.profile_id is null
         then details - 'delivery_name' - 'delivery_phone' - 'delivery_address' - 'notes' - 'customer_name'
         else details end,
    about_order => placed.id);
end;
$$;

--
-- Name: queue_payment_reminders(date); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.queue_payment_reminders(today date DEFAULT private.company_today()) RETURNS integer
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $_$
declare
  steps integer[] := coalesce((select settings.reminder_days from public.site_settings as settings where settings.id = 1),
                              '{-3,1,7,15}');
  customer record;
  listed jsonb;
  recipient text;
  customer_name text;
  total_due bigint;
  phone text;
  notice_channel text;
  channels text[];
  reminded integer := 0;
begin
  -- One run at a time (several processes, pg_cron): another run finds the steps recorded.
  if not pg_try_advisory_xact_lock(hashtextextended('private.queue_payment_reminders', 0)) then
    return 0;
  end if;

  create temporary table if not exists open_invoices (
    id uuid, number text, profile_id uuid, customer_key text, customer_name text, customer_email text,
    order_id uuid, due_date date, balance_due integer, issued_at timestamptz, due_step integer
  ) on commit drop;
  truncate pg_temp.open_invoices;
  insert into pg_temp.open_invoices
  select invoice.id, invoice.number, invoice.profile_id,
         coalesce(invoice.profile_id::text, 'guest:' || lower(invoice.customer_email)),
         invoice.customer_name, invoice.customer_email, invoice.order_id, invoice.due_date, invoice.balance_due,
         invoice.issued_at,
         (select max(step) from unnest(steps) as step
           where invoice.due_date + step <= today
             and invoice.due_date + step > (invoice.certified_at at time zone 'Africa/Ouagadougou')::date)
    from public.invoices as invoice
    left join public.profiles as profile on profile.id = invoice.profile_id
   where invoice.certification_status = 'certified'
     and invoice.status in ('unpaid', 'partially_paid')
     and invoice.balance_due > 0
     and (invoice.profile_id is not null or invoice.customer_email is not null)
     and not coalesce(profile.reminders_paused, false);
  -- A step already sent is not due again.
  update pg_temp.open_invoices as open_invoice set due_step = null
   where exists (select 1 from public.payment_reminders as sent
                  where sent.invoice_id = open_invoice.id and sent.step = open_invoice.due_step);

  for customer in
    select open_invoice.customer_key, (array_agg(open_invoice.profile_id))[1] as profile_id
      from pg_temp.open_invoices as open_invoice
     where open_invoice.due_step is not null
       and not exists (select 1 from public.payment_reminders as sent
                        where sent.customer_key = open_invoice.customer_key and sent.sent_on = today)
     group by open_invoice.customer_key
     order by open_invoice.customer_key
  loop
    select jsonb_agg(jsonb_build_object(
             'number', open_invoice.number,
             'due_date', private.format_date(open_invoice.due_date),
             'days_late', today - open_invoice.due_date,
             'balance_due', private.format_fcfa(open_invoice.balance_due))
           order by open_invoice.due_date, open_invoice.number)
      into listed
      from pg_temp.open_invoices as open_invoice
     where open_invoice.customer_key = customer.customer_key
       and (open_invoice.due_step is not null or open_invoice.due_date < today);

    -- The latest invoice says how the customer is reached: its name, address, and its order's SMS choice.
    select private.appointment_recipient(latest.profile_id, latest.customer_email), latest.customer_name,
           placed.notice_channel, private.phone_e164(placed.delivery_phone),
           (select sum(open_invoice.balance_due) from pg_temp.open_invoices as open_invoice
             where open_invoice.customer_key = customer.customer_key
               and (open_invoice.due_step is not null or open_invoice.due_date < today)) as total_due
      into recipient, customer_name, notice_channel, phone, total_due
      from pg_temp.open_invoices as latest
      left join public.orders as placed on placed.id = latest.order_id
     where latest.customer_key = customer.customer_key
     order by latest.issued_at desc
     limit 1;
    channels := '{}';
    if recipient ~ '^[^@\s]+@[^@\s]+\.[^@\s]+$' then
      perform private.queue_mail('payment_reminder', recipient,
        jsonb_build_object('name', customer_name, 'invoices', listed,
                           'total_due', private.format_fcfa(total_due),
                           'guest', customer.profile_id is null),
        expires_at => now() + interval '2 days', past_ceiling => true,
        about_invoice => case when jsonb_array_length(listed) = 1
                              then (select open_invoice.id from pg_temp.open_invoices as open_invoice
                                     where open_invoice.customer_key = customer.customer_key
                                       and open_invoice.number = listed -> 0 ->> 'number') end);
      channels := array_append(channels, 'email');
    end if;
    if notice_channel is not null and phone is not null
       and private.queue_sms('payment_reminder', phone,
             jsonb_build_object('count', jsonb_array_length(listed), 'number', listed -> 0 ->> 'number',
                                'total_due', private.format_fcfa(total_due),
                                'guest', customer.profile_id is null),
             notice_channel, now() + interval '2 days') is not null then
      channels := array_append(channels, notice_channel);
    end if;

    insert into public.payment_reminders (invoice_id, step, customer_key, sent_on, channels)
    select open_invoice.id, open_invoice.due_step, customer.customer_key, today, channels
      from pg_temp.open_invoices as open_invoice
     where open_invoice.customer_key = customer.customer_key and open_invoice.due_step is not null
    on conflict (invoice_id, step) do nothing;
    reminded := reminded + 1;
  end loop;
  return reminded;
end;
$_$;

--
-- Name: queue_sms(text, text, jsonb, text, timestamp with time zone, uuid, uuid, uuid); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.queue_sms(kind text, phone text, data jsonb, channel text DEFAULT 'sms'::text, expires_at timestamp with time zone DEFAULT NULL::timestamp with time zone, about_appointment uuid DEFAULT NULL::uuid, about_order uuid DEFAULT NULL::uuid, about_invoice uuid DEFAULT NULL::uuid) RETURNS uuid
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $_$
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

--
-- Name: queue_warranty_notices(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.queue_warranty_notices() RETURNS integer
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  item record;
  told integer := 0;
begin
  for item in
    select equipment.id, equipment.name, equipment.serial_number, equipment.warranty_end, profile.email,
           profile.full_name
      from public.equipment
      join public.profiles as profile on profile.id = equipment.profile_id
     where equipment.warranty_notice_sent_at is null
       and equipment.warranty_end between private.company_today() and private.company_today() + interval '1 month'
     for update of equipment skip locked
  loop
    perform private.queue_mail('warranty_ending', item.email, jsonb_build_object(
      'name', coalesce(item.full_name, ''), 'equipment', item.name, 'serial_number', item.serial_number,
      'warranty_end', item.warranty_end), reply_to => private.company_support_email());
    update public.equipment set warranty_notice_sent_at = now() where id = item.id;
    told := told + 1;
  end loop;
  return told;
end;
$$;

--
-- Name: quote_for_token(text); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.quote_for_token(token text) RETURNS public.quotes
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $_$
declare
  found public.quotes;
begin
  if token is not null and token ~ '^[A-Za-z0-9_-]{20,100}$' then
    select quote.* into found
      from public.quotes as quote
      join private.quote_links as link on link.quote_id = quote.id
     where link.token_hash = encode(sha256(convert_to(token, 'UTF8')), 'hex')
     for update of quote;
  end if;
  if found.id is null or not private.quote_link_open(found) then
    perform private.refuse_quote_link();
  end if;
  return found;
end;
$_$;

--
-- Name: quote_link_open(public.quotes); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.quote_link_open(quote public.quotes) RETURNS boolean
    LANGUAGE plpgsql STABLE
    SET search_path TO ''
    AS $$
begin
  return quote.offer_status in ('accepted', 'declined')
    or (quote.offer_status = 'sent' and quote.valid_until >= private.company_today());
end;
$$;

--
-- Name: quote_summary(public.quotes); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.quote_summary(quote public.quotes) RETURNS jsonb
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  return jsonb_build_object(
    'id', quote.id,
    'number', quote.number,
    'offer_status', quote.offer_status,
    'customer_name', quote.name,
    'customer_company', quote.company,
    'sent_at', quote.sent_at,
    'valid_until', quote.valid_until,
    'notes', quote.notes,
    'tax_rate', quote.tax_rate,
    'total_ht', quote.total_ht,
    'total_tva', quote.total_tva,
    'total_ttc', quote.total_ttc,
    'accepted_at', quote.accepted_at,
    'accepted_by_name', quote.accepted_by_name,
    'declined_at', quote.declined_at,
    'can_answer', quote.offer_status = 'sent' and quote.valid_until >= private.company_today(),
    'lines', coalesce((
      select jsonb_agg(jsonb_build_object(
               'description', line.description, 'quantity', line.quantity, 'unit_price', line.unit_price,
               'discount_percent', line.discount_percent, 'net_unit_price', line.net_unit_price, 'line_total', line.line_total)
             order by line.position, line.created_at)
        from public.quote_lines as line where line.quote_id = quote.id), '[]'::jsonb),
    'seller', private.seller_details());
end;
$$;

--
-- Name: record_certification(text, uuid, jsonb, text); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.record_certification(document text, document_id uuid, answer jsonb, refusal text DEFAULT NULL::text) RETURNS text
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  outcome text := case when refusal is null then 'certified' else 'refused' end;
  status_after text;
begin
  if document not in ('invoice', 'credit_note') then
    raise exception 'Document inconnu : %.', document using errcode = '22023';
  end if;
  perform set_config('private.certification_write', 'on', true);
  if document = 'invoice' then
    update public.invoices as invoice
       set certification_status = outcome,
           certification_error = left(refusal, 1000),
           secef_code = case when refusal is null then answer ->> 'code' end,
           secef_nim = case when refusal is null then answer ->> 'nim' end,
           secef_counters = case when refusal is null then answer -> 'counters' end,
           secef_qr = case when refusal is null then answer ->> 'qr' end,
           secef_taxes = case when refusal is null then answer -> 'taxes' end,
           certified_at = case when refusal is null then (answer ->> 'certified_at')::timestamptz end
     where invoice.id = document_id and invoice.certification_status <> 'certified';
    select invoice.certification_status into status_after from public.invoices as invoice where invoice.id = document_id;
  else
    update public.credit_notes as note
       set certification_status = outcome,
           certification_error = left(refusal, 1000),
           secef_code = case when refusal is null then answer ->> 'code' end,
           secef_nim = case when refusal is null then answer ->> 'nim' end,
           secef_counters = case when refusal is null then answer -> 'counters' end,
           secef_qr = case when refusal is null then answer ->> 'qr' end,
           secef_taxes = case when refusal is null then answer -> 'taxes' end,
           certified_at = case when refusal is null then (answer ->> 'certified_at')::timestamptz end
     where note.id = document_id and note.certification_status <> 'certified';
    select note.certification_status into status_after from public.credit_notes as note where note.id = document_id;
  end if;
  perform set_config('private.certification_write', '', true);
  return status_after;
end;
$$;

--
-- Name: record_checked_payment(text, text, text, integer, text, text, text); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.record_checked_payment(payment_provider text, checked_transaction text, provider_status text, paid_amount integer, paid_currency text, paid_method text, provider_reference text) RETURNS text
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  attempt public.payment_attempts;
  payment_row public.payments;
begin
  select * into attempt from public.payment_attempts where transaction_id = checked_transaction for update;
  if attempt.id is null then
    insert into public.payment_attempts (provider, transaction_id, amount, currency, status, problem, checked_at, check_count)
    values (payment_provider, checked_transaction, greatest(coalesce(paid_amount, 0), 0), coalesce(paid_currency, 'XOF'), 'unknown',
            'Transaction inconnue : aucun paiement n''a été demandé sous ce numéro.', now(), 1)
    on conflict (transaction_id) do nothing;
    return 'unknown';
  end if;
  if attempt.status in ('paid', 'mismatch', 'unknown', 'refused') then
    update public.payment_attempts set checked_at = now(), check_count = check_count + 1 where id = attempt.id;
    return attempt.status;
  end if;
  if provider_status = 'pending' then
    update public.payment_attempts set checked_at = now(), check_count = check_count + 1 where id = attempt.id;
    return 'pending';
  end if;
  if provider_status <> 'accepted' then
    update public.payment_attempts set status = 'refused', checked_at = now(), check_count = check_count + 1 where id = attempt.id;
    return 'refused';
  end if;
  if paid_amount is distinct from attempt.amount or paid_currency is distinct from attempt.currency then
    update public.payment_attempts
       set status = 'mismatch', checked_at = now(), check_count = check_count + 1,
           problem = format('Montant ou devise différents : %s %s payés pour %s %s demandés.',
                            coalesce(paid_amount::text, '?'), coalesce(paid_currency, '?'), attempt.amount, attempt.currency)
     where id = attempt.id;
    return 'mismatch';
  end if;
  if paid_method is null or paid_method not in ('orange_money', 'moov_money') then
    update public.payment_attempts
       set status = 'mismatch', checked_at = now(), check_count = check_count + 1,
           problem = 'Paiement accepté par un moyen que la facture ne connaît pas : à vérifier chez le prestataire.'
     where id = attempt.id;
    return 'mismatch';
  end if;
  begin
    insert into public.payments (invoice_id, amount, method, reference, provider, provider_transaction_id, recorded_by)
    values (attempt.invoice_id, attempt.amount, paid_method, left(coalesce(provider_reference, checked_transaction), 100),
            attempt.provider, checked_transaction, null)
    returning * into payment_row;
  exception when unique_violation then
    -- Another process recorded this transaction a moment ago.
    return 'paid';
  when raise_exception then
    -- The invoice changed since the attempt (staff recorded a payment, a credit note): money came in that
    -- the balance no longer expects. Kept for staff, who refund or record it by hand.
    update public.payment_attempts
       set status = 'mismatch', checked_at = now(), check_count = check_count + 1,
           problem = left('Paiement reçu mais non enregistré : ' || sqlerrm, 500)
     where id = attempt.id;
    return 'mismatch';
  end;
  update public.payment_attempts
     set status = 'paid', payment_id = payment_row.id, checked_at = now(), check_count = check_count + 1
   where id = attempt.id;
  return 'paid';
end;
$$;

--
-- Name: refresh_invoice_balance(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.refresh_invoice_balance() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  update public.invoices set amount_paid = amount_paid
   where id = case when tg_op = 'DELETE' then old.invoice_id else new.invoice_id end;
  return null;
end;
$$;

--
-- Name: refresh_quote_totals(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.refresh_quote_totals() RETURNS trigger
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
begin
  update public.quotes set total_ht = total_ht
   where id = case when tg_op = 'DELETE' then old.quote_id else new.quote_id end;
  return null;
end;
$$;

--
-- Name: refuse_cancel_of_invoiced_order(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.refuse_cancel_of_invoiced_order() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  live text;
begin
  select invoice.number into live from public.invoices as invoice
   where invoice.order_id = new.id and invoice.status <> 'cancelled'
   order by invoice.issued_at desc limit 1;
  if live is not null then
    raise exception 'Cette commande est facturée (facture %) : annulez d''abord la facture par un avoir, puis la commande.', live
      using errcode = 'P0001';
  end if;
  return new;
end;
$$;

--
-- Name: refuse_certified_change(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.refuse_certified_change() RETURNS void
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
begin
  raise exception 'Un document certifié par la DGI (SECeF) ne se modifie pas : sa certification est définitive.'
    using errcode = '42501';
end;
$$;

--
-- Name: refuse_document_change(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.refuse_document_change() RETURNS trigger
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
begin
  perform private.refuse_issued_document_change();
  return null;
end;
$$;

--
-- Name: refuse_issued_document_change(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.refuse_issued_document_change() RETURNS void
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
begin
  raise exception 'Un document émis (facture ou avoir) ne se modifie pas et ne se supprime pas : établissez un avoir.'
    using errcode = '42501';
end;
$$;

--
-- Name: refuse_link(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.refuse_link() RETURNS void
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
begin
  raise exception 'Ce lien n''est pas ou plus valable.'
    using errcode = '28000',
      hint = 'Le rendez-vous est peut-être passé ou annulé. Pour prendre un nouveau rendez-vous, utilisez notre site.';
end;
$$;

--
-- Name: refuse_many_rows_from_visitors(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.refuse_many_rows_from_visitors() RETURNS trigger
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
begin
  if private.is_api_user() and not private.is_admin() and (select count(*) from inserted) > 1 then
    raise exception 'Une seule demande à la fois : envoyez chaque demande séparément.'
      using errcode = 'P0001';
  end if;
  return null;
end;
$$;

--
-- Name: refuse_payment_before_certification(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.refuse_payment_before_certification() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  invoice public.invoices;
begin
  select * into invoice from public.invoices where id = new.invoice_id;
  if invoice.id is not null and invoice.certification_status <> 'certified' then
    raise exception 'La facture % n''est pas encore certifiée par la DGI (SECeF) : elle ne peut pas recevoir de paiement.',
      invoice.number using errcode = 'P0001';
  end if;
  return new;
end;
$$;

--
-- Name: refuse_quote_link(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.refuse_quote_link() RETURNS void
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
begin
  raise exception 'Ce lien n''est pas ou plus valable.'
    using errcode = '28000',
      hint = 'Le devis a peut-être expiré. Pour un nouveau devis, contactez-nous ou utilisez notre site.';
end;
$$;

--
-- Name: refuse_used_category_delete(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.refuse_used_category_delete() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  used integer := (select count(*) from public.products as product where product.category = old.slug);
begin
  if used > 0 then
    raise exception 'La catégorie « % » contient encore % produit(s) : changez-leur de catégorie avant de la supprimer.',
      old.name, used using errcode = 'P0001';
  end if;
  return old;
end;
$$;

--
-- Name: reminder_told_now(uuid, date, time without time zone); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.reminder_told_now(appointment_id uuid, day date, start time without time zone) RETURNS void
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  if private.slot_start(day, start) <= now() + private.appointment_reminder_lead() then
    insert into private.appointment_reminders (appointment_id, slot_start)
    values (appointment_id, private.slot_start(day, start))
    on conflict do nothing;
  end if;
end;
$$;

--
-- Name: rename_blog_author(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.rename_blog_author() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  update public.blog_posts as post set author_name = new.full_name
   where post.author_id = new.id and post.author_name is distinct from new.full_name;
  return null;
end;
$$;

--
-- Name: require_seller_details(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.require_seller_details() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  missing text[] := private.missing_seller_details();
  what text := case tg_table_name when 'quotes' then 'Envoi du devis impossible'
                                  when 'invoices' then 'Facture impossible'
                                  else 'Avoir impossible' end;
begin
  if cardinality(missing) > 0 then
    raise exception '% : complétez d''abord les mentions légales de l''entreprise (%) dans les paramètres.',
      what, array_to_string(missing, ', ') using errcode = 'P0001', hint = 'settings:legal';
  end if;
  return new;
end;
$$;

--
-- Name: require_staff(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.require_staff() RETURNS void
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
begin
  if private.is_api_user() and not private.is_admin() then
    raise exception 'Réservé à l''équipe de l''entreprise.' using errcode = '42501';
  end if;
end;
$$;

--
-- Name: schedule_jobs(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.schedule_jobs() RETURNS text[]
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $_$
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
$_$;

--
-- Name: schedule_payment_reminders(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.schedule_payment_reminders() RETURNS text[]
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $_$
begin
  if not exists (select 1 from pg_catalog.pg_extension where extname = 'pg_cron') then
    return '{}';
  end if;
  execute $job$ select cron.schedule('ouaga-payment-reminders', '23 8-18 * * *', 'select private.queue_payment_reminders()') $job$;
  return array['ouaga-payment-reminders'];
end;
$_$;

--
-- Name: schedule_quote_expiry(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.schedule_quote_expiry() RETURNS text[]
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $_$
begin
  if not exists (select 1 from pg_catalog.pg_extension where extname = 'pg_cron') then
    return '{}';
  end if;
  execute $job$ select cron.schedule('ouaga-expire-quotes', '7 * * * *', 'select private.expire_overdue_quotes()') $job$;
  return array['ouaga-expire-quotes'];
end;
$_$;

--
-- Name: seller_details(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.seller_details() RETURNS jsonb
    LANGUAGE plpgsql STABLE
    SET search_path TO ''
    AS $$
begin
  return (
    select jsonb_build_object(
      'company_name', settings.company_name, 'legal_name', settings.legal_name,
      'ifu', settings.ifu, 'rccm', settings.rccm, 'tax_regime', settings.tax_regime, 'tax_division', settings.tax_division,
      'address', settings.address, 'city', settings.city, 'country', settings.country,
      'phone', settings.phone_main, 'email', settings.email_general,
      'bank_name', settings.bank_name, 'bank_account', settings.bank_account,
      'orange_money_number', settings.orange_money_number, 'moov_money_number', settings.moov_money_number,
      'logo_path', settings.logo_path)
    from public.site_settings as settings where settings.id = 1);
end;
$$;

--
-- Name: set_payment_url(uuid, text); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.set_payment_url(attempt_id uuid, url text) RETURNS void
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  update public.payment_attempts set payment_url = url where id = attempt_id;
end;
$$;

--
-- Name: settle_quote(public.quotes, boolean, text, text, text, timestamp with time zone, text); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.settle_quote(target public.quotes, accepted boolean, signer_name text, reason text, via text DEFAULT 'online'::text, accepted_on timestamp with time zone DEFAULT NULL::timestamp with time zone, document text DEFAULT NULL::text) RETURNS jsonb
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  answered public.quotes;
  signer text := btrim(coalesce(signer_name, ''));
  why text := btrim(coalesce(reason, ''));
begin
  -- A repeat (the same answer, or the other one after the first) changes nothing and mails nobody.
  if target.offer_status in ('accepted', 'declined') then
    return private.quote_summary(target);
  end if;
  if target.offer_status = 'expired'
     or (target.offer_status = 'sent'
         and target.valid_until < coalesce((accepted_on at time zone 'Africa/Ouagadougou')::date, private.company_today())) then
    raise exception 'Ce devis a expiré le % : demandez-nous un nouveau devis.', to_char(target.valid_until, 'DD/MM/YYYY')
      using errcode = 'P0001';
  end if;
  if accepted and char_length(signer) not between 2 and 200 then
    raise exception 'Tapez votre nom complet pour accepter le devis.' using errcode = 'P0001';
  end if;
  if not accepted and char_length(why) not between 1 and 2000 then
    raise exception 'Dites-nous en quelques mots pourquoi vous refusez ce devis (2000 caractères au plus).' using errcode = 'P0001';
  end if;
  perform set_config('app.settling_quote', target.id::text, true);
  update public.quotes
     set offer_status = case when accepted then 'accepted' else 'declined' end,
         accepted_by_name = case when accepted then signer end,
         accepted_via = case when accepted then via end,
         accepted_at = case when accepted and via <> 'online' then accepted_on end,
         acceptance_document = case when accepted then document end,
         acceptance_recorded_by = case when accepted and via <> 'online' then auth.uid() end,
         decline_reason = case when accepted then null else why end
   where id = target.id
  returning * into answered;
  perform set_config('app.settling_quote', '', true);
  return private.quote_summary(answered);
end;
$$;

--
-- Name: slot_label(date, time without time zone); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.slot_label(day date, start time without time zone) RETURNS text
    LANGUAGE plpgsql STABLE
    SET search_path TO ''
    AS $$
begin
  return private.format_date(day) || ' à ' || private.format_time(start);
end;
$$;

--
-- Name: slot_start(date, time without time zone); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.slot_start(day date, start time without time zone) RETURNS timestamp with time zone
    LANGUAGE plpgsql IMMUTABLE
    SET search_path TO ''
    AS $$
begin
  return (day + start) at time zone 'Africa/Ouagadougou';
end;
$$;

--
-- Name: slot_taken(date, time without time zone, uuid); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.slot_taken(slot_date date, slot_time time without time zone, except_id uuid) RETURNS boolean
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  return exists (
    select 1 from public.appointments as booked
    where booked.date = slot_date and booked.time = slot_time
      and booked.status in ('pending', 'confirmed')
      and booked.id is distinct from except_id
  );
end;
$$;

--
-- Name: slugify(text); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.slugify(value text) RETURNS text
    LANGUAGE plpgsql IMMUTABLE
    SET search_path TO ''
    AS $$
begin
  return nullif(left(btrim(regexp_replace(
    translate(lower(coalesce(value, '')),
      'àâäáãåçéèêëíìîïñóòôöõúùûüýÿœæ',
      'aaaaaaceeeeiiiinooooouuuuyyoa'),
    '[^a-z0-9]+', '-', 'g'), '-'), 80), '');
end;
$$;

--
-- Name: sms_notices_per_day(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.sms_notices_per_day() RETURNS integer
    LANGUAGE plpgsql IMMUTABLE
    SET search_path TO ''
    AS $$
begin
  return 6;
end;
$$;

--
-- Name: start_payment_attempt(uuid, text, uuid); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.start_payment_attempt(target_invoice uuid, payment_provider text, customer uuid) RETURNS public.payment_attempts
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  invoice public.invoices;
  attempt public.payment_attempts;
begin
  select * into invoice from public.invoices where id = target_invoice for update;
  if invoice.id is null then
    raise exception 'Facture introuvable.' using errcode = 'P0002';
  end if;
  if invoice.status not in ('unpaid', 'partially_paid') or invoice.balance_due <= 0 then
    raise exception 'La facture % n''a rien à payer.', invoice.number using errcode = 'P0001';
  end if;
  if coalesce(to_jsonb(invoice) ->> 'certification_status', 'certified') <> 'certified' then
    raise exception 'La facture % n''est pas encore certifiée : elle ne se paie pas encore.', invoice.number using errcode = 'P0001';
  end if;
  insert into public.payment_attempts (invoice_id, provider, transaction_id, amount, profile_id)
  values (invoice.id, payment_provider, 'OIS' || upper(replace(gen_random_uuid()::text, '-', '')), invoice.balance_due, customer)
  returning * into attempt;
  return attempt;
end;
$$;

--
-- Name: start_payment_attempt_by_token(text, text); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.start_payment_attempt_by_token(token text, payment_provider text) RETURNS public.payment_attempts
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  return private.start_payment_attempt((private.invoice_of_token(token)).id, payment_provider, null);
end;
$$;

--
-- Name: sum_invoice_refunds(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.sum_invoice_refunds() RETURNS trigger
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
begin
  select coalesce(sum(refund.amount), 0) into new.amount_refunded from public.refunds as refund where refund.invoice_id = new.id;
  return new;
end;
$$;

--
-- Name: support_folder_writable(text); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.support_folder_writable(folder text) RETURNS boolean
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  return not exists (select 1 from public.support_requests as request
                      where request.id::text = folder and request.profile_id is distinct from (select auth.uid()));
end;
$$;

--
-- Name: support_phone(uuid); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.support_phone(customer uuid) RETURNS text
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $_$
declare
  profile public.profiles;
  digits text;
begin
  select * into profile from public.profiles where id = customer;
  digits := regexp_replace(coalesce(profile.phone, ''), '[^0-9]', '', 'g');
  return coalesce(profile.account_phone,
                  case when digits ~ '^[0-9]{8}$' then '+226' || digits
                       when digits ~ '^226[0-9]{8}$' then '+' || digits end);
end;
$_$;

--
-- Name: support_reopen_window(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.support_reopen_window() RETURNS interval
    LANGUAGE plpgsql IMMUTABLE
    SET search_path TO ''
    AS $$
begin
  return interval '7 days';
end;
$$;

--
-- Name: tax_of(bigint, numeric); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.tax_of(total_ht bigint, rate numeric) RETURNS bigint
    LANGUAGE plpgsql IMMUTABLE
    SET search_path TO ''
    AS $$
begin
  return round(total_ht * rate / 100);
end;
$$;

--
-- Name: text_appointment_notice(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.text_appointment_notice() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  phone text := private.phone_e164(new.phone);
  moved boolean := tg_op = 'UPDATE' and (new.date is distinct from old.date or new.time is distinct from old.time);
  about jsonb := jsonb_build_object('slot', private.slot_label(new.date, new.time),
    'service', private.label_of('appointment_service', new.service));
  notice text;
begin
  if moved or (tg_op = 'UPDATE' and new.status = 'cancelled') then
    update public.notifications as queued
       set status = 'expired', last_error = 'Non envoyé : le rendez-vous a été annulé ou déplacé'
     where queued.appointment_id = new.id and queued.kind = 'sms_appointment_reminder' and queued.status = 'pending';
  end if;
  if new.notice_channel is null or phone is null then
    return null;
  end if;
  notice := case when tg_op = 'INSERT' and new.status = 'confirmed' then 'appointment_confirmed'
                 when tg_op = 'INSERT' then 'appointment_confirmation'
                 when moved then 'appointment_moved'
                 when new.status = 'confirmed' then 'appointment_confirmed'
                 when new.status = 'cancelled' then 'appointment_cancelled' end;
  if notice is null then
    return null;
  end if;
  perform private.queue_sms(notice, phone,
    about || case when moved then jsonb_build_object('old_slot', private.slot_label(old.date, old.time)) else '{}'::jsonb end,
    new.notice_channel, private.slot_start(new.date, new.time), new.id);
  -- Confirmed the day before, the confirmation is the reminder: notify_appointment_status records it for both.
  return null;
end;
$$;

--
-- Name: text_invoice_issued(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.text_invoice_issued() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
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

--
-- Name: text_order_notice(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.text_order_notice() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  phone text := private.phone_e164(new.delivery_phone);
begin
  if new.notice_channel is null or phone is null or new.status not in ('confirmed', 'delivered', 'cancelled')
     or new.cancelled_by_customer_at is not null then
    return null;
  end if;
  perform private.queue_sms('order_' || new.status, phone,
    jsonb_build_object('number', new.number, 'guest', new.profile_id is null),
    new.notice_channel, about_order => new.id);
  return null;
end;
$$;

--
-- Name: text_payment_receipt(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.text_payment_receipt() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  invoice public.invoices;
  placed public.orders;
  phone text;
begin
  select * into invoice from public.invoices where id = new.invoice_id;
  select * into placed from public.orders where id = invoice.order_id;
  phone := private.phone_e164(placed.delivery_phone);
  if placed.notice_channel is null or phone is null then
    return null;
  end if;
  perform private.queue_sms('payment_receipt', phone,
    jsonb_build_object('number', placed.number, 'invoice_number', invoice.number,
                       'amount', private.format_fcfa(new.amount), 'balance_due', private.format_fcfa(invoice.balance_due),
                       'guest', placed.profile_id is null),
    placed.notice_channel, about_order => placed.id);
  return null;
end;
$$;

--
-- Name: tidy_customer_identity(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.tidy_customer_identity() RETURNS trigger
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $_$
declare
  prefix text := tg_argv[0];
  given jsonb := to_jsonb(new);
  tidied jsonb := '{}'::jsonb;
  ifu text;
  rccm text;
  department text;
  order_ref text;
begin
  ifu := nullif(upper(regexp_replace(coalesce(given ->> (prefix || 'ifu'), ''), '[[:space:].-]', '', 'g')), '');
  rccm := nullif(btrim(coalesce(given ->> (prefix || 'rccm'), '')), '');
  department := nullif(btrim(coalesce(given ->> (prefix || 'department'), '')), '');
  if ifu is not null and ifu !~ '^[0-9]{8}[A-Z]$' then
    raise exception 'L''IFU compte 8 chiffres suivis d''une lettre (par exemple 00012345A).'
      using errcode = 'P0001', hint = 'field:ifu';
  end if;
  if char_length(rccm) > 60 then
    raise exception 'Le RCCM : texte trop long (60 caractères au plus).' using errcode = 'P0001', hint = 'field:rccm';
  end if;
  if char_length(department) > 200 then
    raise exception 'Le service ou la direction : texte trop long (200 caractères au plus).'
      using errcode = 'P0001', hint = 'field:department';
  end if;
  tidied := jsonb_build_object(prefix || 'ifu', ifu, prefix || 'rccm', rccm, prefix || 'department', department);
  if given ? 'purchase_order_ref' then
    order_ref := nullif(btrim(coalesce(given ->> 'purchase_order_ref', '')), '');
    if char_length(order_ref) > 100 then
      raise exception 'La référence du bon de commande : texte trop long (100 caractères au plus).'
        using errcode = 'P0001', hint = 'field:purchase_order_ref';
    end if;
    tidied := tidied || jsonb_build_object('purchase_order_ref', order_ref);
  end if;
  if given ? 'customer_company' then
    tidied := tidied || jsonb_build_object('customer_company', nullif(btrim(coalesce(given ->> 'customer_company', '')), ''));
  end if;
  new := jsonb_populate_record(new, tidied);
  return new;
end;
$_$;

--
-- Name: token_opens_attempt(text, text); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.token_opens_attempt(token text, checked_transaction text) RETURNS boolean
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $_$
begin
  if token is null or token !~ '^[A-Za-z0-9_-]{20,100}$' then
    return false;
  end if;
  return exists (
    select 1 from public.payment_attempts as attempt
      join private.invoice_links as link on link.invoice_id = attempt.invoice_id
     where attempt.transaction_id = checked_transaction
       and link.token_hash = encode(sha256(convert_to(token, 'UTF8')), 'hex'));
end;
$_$;

--
-- Name: touch_updated_at(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.touch_updated_at() RETURNS trigger
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
begin
  new.updated_at := now();
  return new;
end;
$$;

--
-- Name: track_appointment_changes(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.track_appointment_changes() RETURNS trigger
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
declare
  api_caller boolean := current_user in ('anon', 'authenticated');
begin
  if tg_op = 'INSERT' then
    new.sequence := 0;
    new.last_change := null;
    new.last_change_at := null;
    new.previous_date := null;
    new.previous_time := null;
    return new;
  end if;
  new.sequence := old.sequence;
  if api_caller then
    new.last_change := old.last_change;
    new.last_change_at := old.last_change_at;
    new.previous_date := old.previous_date;
    new.previous_time := old.previous_time;
  end if;
  if new.date is distinct from old.date or new.time is distinct from old.time then
    new.sequence := old.sequence + 1;
    if api_caller then
      new.previous_date := old.date;
      new.previous_time := old.time;
      new.last_change := case when private.is_admin() then 'moved_by_company' else 'moved_by_customer' end;
      new.last_change_at := now();
    end if;
  elsif new.status is distinct from old.status then
    new.sequence := old.sequence + 1;
    if api_caller and new.status = 'cancelled' and not private.is_admin() then
      new.last_change := 'cancelled_by_customer';
      new.last_change_at := now();
    end if;
  end if;
  return new;
end;
$$;

--
-- Name: valid_closed_days(jsonb); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.valid_closed_days(days jsonb) RETURNS boolean
    LANGUAGE plpgsql IMMUTABLE
    SET search_path TO ''
    AS $_$
begin
  return jsonb_typeof(days) = 'array'
    and jsonb_array_length(days) <= 200
    and not exists (
      select 1 from jsonb_array_elements(days) as closure
      where jsonb_typeof(closure) <> 'object'
         or coalesce(closure->>'date', '') !~ '^20[0-9]{2}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$'
         or char_length(coalesce(closure->>'label', '')) > 100
    );
end;
$_$;

--
-- Name: valid_reminder_days(integer[]); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.valid_reminder_days(days integer[]) RETURNS boolean
    LANGUAGE plpgsql IMMUTABLE
    SET search_path TO ''
    AS $$
begin
  return days is not null
    and cardinality(days) <= 10
    and array_position(days, null) is null
    and not exists (select 1 from unnest(days) as day where day < -30 or day > 120)
    -- Sorted and without a repeat: each day strictly after the one before.
    and not exists (select 1 from generate_subscripts(days, 1) as position
                     where position > 1 and days[position] <= days[position - 1]);
end;
$$;

--
-- Name: valid_support_targets(jsonb); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.valid_support_targets(targets jsonb) RETURNS boolean
    LANGUAGE plpgsql IMMUTABLE
    SET search_path TO ''
    AS $$
begin
  return jsonb_typeof(targets) = 'object'
    and (select count(*) from jsonb_object_keys(targets)) = 3
    and not exists (
      select 1 from unnest(array['blocking', 'annoying', 'question']) as urgency
       where jsonb_typeof(targets -> urgency) is distinct from 'object'
          or jsonb_typeof(targets -> urgency -> 'first_response_hours') is distinct from 'number'
          or jsonb_typeof(targets -> urgency -> 'resolution_hours') is distinct from 'number'
          or (targets -> urgency ->> 'first_response_hours')::numeric not between 0.5 and 200
          or (targets -> urgency ->> 'resolution_hours')::numeric not between 0.5 and 1000
          or (targets -> urgency ->> 'first_response_hours')::numeric > (targets -> urgency ->> 'resolution_hours')::numeric
    );
end;
$$;

--
-- Name: valid_weekly_hours(jsonb); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.valid_weekly_hours(hours jsonb) RETURNS boolean
    LANGUAGE plpgsql IMMUTABLE
    SET search_path TO ''
    AS $$
begin
  return jsonb_typeof(hours) = 'array'
    and jsonb_array_length(hours) <= 28
    and not exists (
      select 1 from jsonb_array_elements(hours) as period
      where jsonb_typeof(period) <> 'object'
         or coalesce(period->>'day', '') not in ('1', '2', '3', '4', '5', '6', '7')
         or not private.is_half_hour(period->>'opens')
         or not private.is_half_hour(period->>'closes')
         or (period->>'opens') >= (period->>'closes')
    );
end;
$$;

--
-- Name: visitor_mails_per_day(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.visitor_mails_per_day() RETURNS integer
    LANGUAGE plpgsql IMMUTABLE
    SET search_path TO ''
    AS $$
begin
  return 5;
end;
$$;

--
-- Name: web_vitals_one_page_view(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.web_vitals_one_page_view() RETURNS trigger
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
begin
  if current_user in ('anon', 'authenticated')
     and exists (select 1 from added group by added.metric having count(*) > 1) then
    raise exception 'Un envoi ne peut contenir qu''une mesure de chaque indicateur (celles d''une page vue).'
      using errcode = '23514', hint = 'Envoyez au plus une ligne par indicateur (LCP, INP, CLS, FCP, TTFB) et par requête.';
  end if;
  return null;
end;
$$;

--
-- Name: accept_my_quote(uuid, text); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.accept_my_quote(quote_id uuid, signer_name text) RETURNS jsonb
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  return private.answer_quote(private.own_sent_quote(quote_id), true, signer_name, null);
end;
$$;

--
-- Name: accept_quote_by_token(text, text); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.accept_quote_by_token(token text, signer_name text) RETURNS jsonb
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  return private.answer_quote(private.quote_for_token(token), true, signer_name, null);
end;
$$;

--
-- Name: admin_access(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.admin_access() RETURNS text
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  return case
    when not exists (select 1 from public.profiles as profile
                      where profile.id = (select auth.uid()) and profile.role = 'admin') then 'none'
    when private.is_admin() then 'granted'
    when private.has_verified_factor((select auth.uid())) then 'needs_code'
    else 'needs_enrollment'
  end;
end;
$$;

--
-- Name: admin_certification_backlog(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.admin_certification_backlog() RETURNS TABLE(waiting bigint, waiting_since timestamp with time zone, refused bigint)
    LANGUAGE plpgsql STABLE
    SET search_path TO ''
    AS $$
begin
  -- Invoker (staff read every document under RLS): private.require_staff is no API role's to call.
  if private.is_api_user() and not private.is_admin() then
    raise exception 'Réservé à l''équipe de l''entreprise.' using errcode = '42501';
  end if;
  return query
    with documents as (
      select invoice.certification_status as status, invoice.issued_at from public.invoices as invoice
       where invoice.certification_status <> 'certified'
      union all
      select note.certification_status, note.issued_at from public.credit_notes as note
       where note.certification_status <> 'certified')
    select count(*) filter (where documents.status = 'pending'),
           min(documents.issued_at) filter (where documents.status = 'pending'),
           count(*) filter (where documents.status = 'refused')
      from documents;
end;
$$;

--
-- Name: admin_invoicing_per_month(integer); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.admin_invoicing_per_month(months integer DEFAULT 12) RETURNS TABLE(month date, invoiced bigint, collected bigint)
    LANGUAGE plpgsql STABLE
    SET search_path TO ''
    AS $$
begin
  if not (select private.is_admin()) then
    raise exception 'Statistiques réservées aux administrateurs.' using errcode = '42501';
  end if;
  return query
  with series as (
    select (date_trunc('month', private.company_today()) - make_interval(months => step))::date as month_start
    from generate_series(0, least(greatest(coalesce(months, 12), 1), 60) - 1) as step
  ),
  bounds as (
    select month_start,
           month_start::timestamp at time zone 'Africa/Ouagadougou' as starts,
           (month_start + interval '1 month')::timestamp at time zone 'Africa/Ouagadougou' as ends,
           (month_start + interval '1 month')::date as next_month
    from series
  )
  select b.month_start,
         (coalesce((select sum(invoice.total_ttc) from public.invoices as invoice
                     where invoice.issued_at >= b.starts and invoice.issued_at < b.ends), 0)
          - coalesce((select sum(note.total_ttc) from public.credit_notes as note
                       where note.issued_at >= b.starts and note.issued_at < b.ends), 0))::bigint,
         coalesce((select sum(payment.amount) from public.payments as payment
                    where payment.paid_on >= b.month_start and payment.paid_on < b.next_month), 0)::bigint
  from bounds as b
  order by b.month_start;
end;
$$;

--
-- Name: admin_offer_conversion(integer); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.admin_offer_conversion(months integer DEFAULT 12) RETURNS TABLE(sent integer, accepted integer, declined integer, expired integer, waiting integer, conversion_rate numeric)
    LANGUAGE plpgsql STABLE
    SET search_path TO ''
    AS $$
declare
  since timestamptz := (date_trunc('month', private.company_today())
                        - make_interval(months => least(greatest(coalesce(months, 12), 1), 60) - 1))::timestamp
                       at time zone 'Africa/Ouagadougou';
begin
  if not (select private.is_admin()) then
    raise exception 'Statistiques réservées aux administrateurs.' using errcode = '42501';
  end if;
  return query
  select count(*)::integer,
         count(*) filter (where quote.stage in ('accepted', 'converted'))::integer,
         count(*) filter (where quote.stage = 'declined')::integer,
         count(*) filter (where quote.stage = 'expired'
                            or (quote.stage = 'sent' and quote.valid_until < private.company_today()))::integer,
         count(*) filter (where quote.stage = 'sent' and quote.valid_until >= private.company_today())::integer,
         -- Share of the sent offers that were accepted; null until one is sent.
         round((count(*) filter (where quote.stage in ('accepted', 'converted')))::numeric / nullif(count(*), 0), 3)
    from public.quotes as quote
   where quote.sent_at is not null and quote.sent_at >= since;
end;
$$;

--
-- Name: admin_orders_per_month(integer); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.admin_orders_per_month(months integer DEFAULT 12) RETURNS TABLE(month date, orders integer, revenue bigint)
    LANGUAGE plpgsql STABLE
    SET search_path TO ''
    AS $$
begin
  if not (select private.is_admin()) then
    raise exception 'Statistiques réservées aux administrateurs.' using errcode = '42501';
  end if;
  return query
  with series as (
    select (date_trunc('month', now() at time zone 'UTC') - make_interval(months => step))::date as month_start
    from generate_series(0, least(greatest(coalesce(months, 12), 1), 60) - 1) as step
  ),
  bounds as (
    select month_start,
           month_start::timestamp at time zone 'UTC' as starts,
           (month_start + interval '1 month') at time zone 'UTC' as ends
    from series
  )
  select b.month_start,
         count(o.id)::integer,
         coalesce(sum(o.total) filter (where o.status in ('confirmed', 'delivered')), 0)::bigint
  from bounds b
  left join public.orders o on o.created_at >= b.starts and o.created_at < b.ends and o.status <> 'cancelled'
  group by b.month_start
  order by b.month_start;
end;
$$;

--
-- Name: admin_quote_acceptance(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.admin_quote_acceptance() RETURNS TABLE(accepted integer, declined integer, pending integer, acceptance_rate numeric)
    LANGUAGE plpgsql STABLE
    SET search_path TO ''
    AS $$
begin
  if not (select private.is_admin()) then
    raise exception 'Statistiques réservées aux administrateurs.' using errcode = '42501';
  end if;
  return query
  select count(*) filter (where q.stage in ('accepted', 'converted'))::integer,
         count(*) filter (where q.stage = 'declined')::integer,
         count(*) filter (where q.stage in ('requested', 'sent'))::integer,
         -- Share of the answered quotes that were accepted; null until one is answered.
         round(
           (count(*) filter (where q.stage in ('accepted', 'converted')))::numeric
             / nullif(count(*) filter (where q.stage in ('accepted', 'converted', 'declined')), 0),
           3
         )
  from public.quotes q;
end;
$$;

--
-- Name: admin_requests_per_week(integer); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.admin_requests_per_week(weeks integer DEFAULT 12) RETURNS TABLE(week date, appointments integer, quotes integer, messages integer)
    LANGUAGE plpgsql STABLE
    SET search_path TO ''
    AS $$
begin
  if not (select private.is_admin()) then
    raise exception 'Statistiques réservées aux administrateurs.' using errcode = '42501';
  end if;
  return query
  with series as (
    select (date_trunc('week', now() at time zone 'UTC')::date - (step * 7))::date as week_start
    from generate_series(0, least(greatest(coalesce(weeks, 12), 1), 104) - 1) as step
  ),
  bounds as (
    select week_start,
           week_start::timestamp at time zone 'UTC' as starts,
           (week_start + 7)::timestamp at time zone 'UTC' as ends
    from series
  )
  select b.week_start,
         (select count(*)::integer from public.appointments a where a.created_at >= b.starts and a.created_at < b.ends),
         (select count(*)::integer from public.quotes q where q.created_at >= b.starts and q.created_at < b.ends),
         (select count(*)::integer from public.contact_messages m where m.created_at >= b.starts and m.created_at < b.ends)
  from bounds b
  order by b.week_start;
end;
$$;

--
-- Name: admin_web_vitals_daily(integer); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.admin_web_vitals_daily(days integer DEFAULT 28) RETURNS TABLE(day date, metric text, p75 double precision, samples integer)
    LANGUAGE plpgsql STABLE
    SET search_path TO ''
    AS $$
begin
  if not (select private.is_admin()) then
    raise exception 'Statistiques réservées aux administrateurs.' using errcode = '42501';
  end if;
  return query
  select (w.created_at at time zone 'UTC')::date,
         w.metric,
         percentile_cont(0.75) within group (order by w.value),
         count(*)::integer
  from public.web_vitals w
  where w.created_at >= now() - make_interval(days => least(greatest(coalesce(days, 28), 1), 90))
  group by 1, 2
  order by 1, 2;
end;
$$;

--
-- Name: admin_web_vitals_p75(integer); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.admin_web_vitals_p75(days integer DEFAULT 28) RETURNS TABLE(dimension text, label text, metric text, p75 double precision, samples integer)
    LANGUAGE plpgsql STABLE
    SET search_path TO ''
    AS $$
begin
  if not (select private.is_admin()) then
    raise exception 'Statistiques réservées aux administrateurs.' using errcode = '42501';
  end if;
  return query
  select case when grouping(w.path) = 0 then 'path' else 'connection' end,
         case when grouping(w.path) = 0 then w.path else w.connection end,
         w.metric,
         percentile_cont(0.75) within group (order by w.value),
         count(*)::integer
  from public.web_vitals w
  where w.created_at >= now() - make_interval(days => least(greatest(coalesce(days, 28), 1), 90))
  group by grouping sets ((w.path, w.metric), (w.connection, w.metric))
  order by 1, 2 nulls last, 3;
end;
$$;

--
-- Name: appointment_by_token(text); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.appointment_by_token(token text) RETURNS jsonb
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  return private.appointment_summary(private.appointment_for_token(token));
end;
$$;

--
-- Name: available_slots(date); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.available_slots(day date) RETURNS SETOF time without time zone
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  perform private.check_booking_day(day);
  return query
  select distinct slot::time
  from private.opening_periods(day) as period,
       generate_series(day + period.opens, day + period.closes - interval '30 minutes', interval '30 minutes') as slot
  where slot > private.company_now()
    and not exists (
      select 1 from public.appointments as booked
      where booked.date = day and booked.time = slot::time
        and booked.status in ('pending', 'confirmed')
    )
  order by 1;
end;
$$;

--
-- Name: book_support_intervention(uuid, date, time without time zone, text, text, text); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.book_support_intervention(request uuid, day date, start time without time zone, place text, address text DEFAULT NULL::text, notes text DEFAULT NULL::text) RETURNS public.appointments
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $_$
declare
  handled public.support_requests;
  customer public.profiles;
  booked_before public.appointments;
  contact_phone text;
  booked public.appointments;
begin
  if private.is_api_user() and not private.is_admin() then
    raise exception 'Réservé à l''équipe de l''entreprise.' using errcode = '42501';
  end if;
  select * into handled from public.support_requests as found
   where found.id = book_support_intervention.request for update;
  if handled.id is null then
    raise exception 'Demande d''assistance introuvable.' using errcode = 'P0002';
  end if;
  if handled.status = 'closed' then
    raise exception 'Cette demande est close : le client doit en ouvrir une nouvelle.' using errcode = 'P0001';
  end if;
  select * into booked_before from public.appointments as booking where booking.id = handled.appointment_id;
  if booked_before.status in ('pending', 'confirmed') then
    raise exception 'Cette demande a déjà une intervention prévue le % : déplacez-la ou annulez-la depuis sa page.',
      private.slot_label(booked_before.date, booked_before.time) using errcode = 'P0001';
  end if;
  if book_support_intervention.place is null or book_support_intervention.place not in ('shop', 'on_site') then
    raise exception 'Choisissez le lieu de l''intervention : à l''atelier ou sur site.'
      using errcode = 'P0001', hint = 'field:place';
  end if;
  if book_support_intervention.place = 'on_site' and nullif(btrim(address), '') is null then
    raise exception 'Indiquez l''adresse où notre technicien doit se rendre.' using errcode = 'P0001', hint = 'field:address';
  end if;
  select * into customer from public.profiles as profile where profile.id = handled.profile_id;
  if customer.id is null then
    raise exception 'Le compte de ce client n''existe plus : aucun rendez-vous ne peut lui être donné.' using errcode = 'P0001';
  end if;
  if nullif(customer.email, '') is null then
    raise exception 'Ce client n''a pas d''adresse e-mail : ajoutez-la à son profil pour lui donner un rendez-vous.'
      using errcode = 'P0001';
  end if;
  contact_phone := coalesce(customer.account_phone,
                            case when customer.phone ~ '^\+?[0-9 ().-]{6,30}$' then customer.phone end);

  insert into public.appointments (service, full_name, email, phone, date, time, notes, status, profile_id,
                                   notice_channel, place, place_address)
  values ('it-support', left(coalesce(nullif(btrim(customer.full_name), ''), customer.email), 200), customer.email,
          contact_phone, day, start,
          left('Demande ' || handled.number || ' : ' || handled.subject
               || coalesce(E'\n' || nullif(btrim(notes), ''), ''), 2000),
          'confirmed', customer.id,
          case when private.phone_e164(contact_phone) is not null then
            case handled.preferred_channel when 'whatsapp' then 'whatsapp' when 'phone' then 'sms' end end,
          book_support_intervention.place,
          case when book_support_intervention.place = 'on_site' then btrim(address) end)
  returning * into booked;

  -- An intervention planned is a request in hand.
  update public.support_requests as target
     set appointment_id = booked.id,
         status = case when target.status = 'new' then 'in_progress' else target.status end
   where target.id = handled.id;
  return booked;
end;
$_$;

--
-- Name: cancel_appointment_by_token(text, text); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.cancel_appointment_by_token(token text, reason text DEFAULT NULL::text) RETURNS jsonb
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  return private.appointment_summary(private.cancel_by_customer((private.appointment_for_token(token)).id, reason));
end;
$$;

--
-- Name: cancel_my_appointment(uuid, text); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.cancel_my_appointment(appointment_id uuid, reason text DEFAULT NULL::text) RETURNS jsonb
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  return private.appointment_summary(private.cancel_by_customer((private.own_open_appointment(appointment_id)).id, reason));
end;
$$;

--
-- Name: cancel_my_order(uuid); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.cancel_my_order(order_id uuid) RETURNS json
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  found public.orders;
  changed public.orders;
begin
  select * into found from public.orders
   where id = order_id and profile_id = auth.uid() and auth.uid() is not null
   for update;
  if found.id is null then
    raise exception 'Commande introuvable.' using errcode = '42501';
  end if;
  if found.status <> 'pending' then
    raise exception 'Cette commande ne peut plus être annulée en ligne : elle est « % ». Contactez-nous pour toute question.',
      private.label_of('order_status', found.status)
      using errcode = 'P0001';
  end if;
  update public.orders
     set status = 'cancelled', cancelled_by_customer_at = now()
   where id = found.id
  returning * into changed;
  return to_json(changed);
end;
$$;

--
-- Name: cancel_order_with_credit_note(uuid, text); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.cancel_order_with_credit_note(order_id uuid, reason text DEFAULT NULL::text) RETURNS json
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  target public.orders;
  live public.invoices;
  note json;
begin
  perform private.require_staff();
  select * into target from public.orders where id = cancel_order_with_credit_note.order_id for update;
  if target.id is null then
    raise exception 'Commande introuvable.' using errcode = 'P0002';
  end if;
  select * into live from public.invoices as invoice
   where invoice.order_id = target.id and invoice.status <> 'cancelled'
   order by invoice.issued_at desc limit 1;
  if live.id is not null then
    if reason is null or btrim(reason) = '' then
      raise exception 'Le motif de l''avoir est requis pour annuler une commande facturée.' using errcode = 'P0001';
    end if;
    note := public.issue_credit_note(live.id, reason);
  end if;
  update public.orders set status = 'cancelled' where id = target.id returning * into target;
  return json_build_object('order', to_json(target), 'credit_note', note);
end;
$$;

--
-- Name: certify_document_again(text, uuid, text); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.certify_document_again(document text, document_id uuid, customer_ifu text DEFAULT NULL::text) RETURNS json
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  target_status text;
  target_number text;
  target_issued timestamptz;
  corrected_ifu text := nullif(btrim(certify_document_again.customer_ifu), '');
  queued bigint;
  result json;
begin
  perform private.require_staff();
  if document is null or document not in ('invoice', 'credit_note') then
    raise exception 'Document inconnu : « invoice » ou « credit_note » attendu.' using errcode = 'P0001';
  end if;
  if document = 'invoice' then
    select invoice.certification_status, invoice.number, invoice.issued_at into target_status, target_number, target_issued
      from public.invoices as invoice where invoice.id = document_id for update;
  else
    if certify_document_again.customer_ifu is not null then
      raise exception 'L''IFU du client se corrige sur la facture, pas sur l''avoir.' using errcode = 'P0001';
    end if;
    select note.certification_status, note.number, note.issued_at into target_status, target_number, target_issued
      from public.credit_notes as note where note.id = document_id for update;
  end if;
  if target_status is null then
    raise exception 'Document introuvable.' using errcode = 'P0002';
  end if;
  if target_status = 'certified' then
    raise exception 'Le document % est déjà certifié.', target_number using errcode = 'P0001';
  end if;
  if target_status = 'pending' and target_issued > now() - interval '15 minutes' then
    raise exception 'Le document % est en cours de certification : réessayez dans quelques minutes.', target_number
      using errcode = 'P0001';
  end if;
  if corrected_ifu is not null and char_length(corrected_ifu) > 20 then
    raise exception 'L''IFU du client compte au plus 20 caractères.' using errcode = 'P0001';
  end if;

  perform set_config('private.certification_write', 'on', true);
  if document = 'invoice' then
    update public.invoices as invoice
       set certification_status = 'pending', certification_error = null,
           customer_ifu = case when certify_document_again.customer_ifu is null then invoice.customer_ifu else corrected_ifu end
     where invoice.id = document_id;
  else
    update public.credit_notes as note set certification_status = 'pending', certification_error = null
     where note.id = document_id;
  end if;
  perform set_config('private.certification_write', '', true);

  -- The request still waiting (a long wait) is tried now; otherwise a new one is queued.
  update public.notifications as queued_row
     set next_attempt_at = now(), attempts = 0, last_error = null
   where queued_row.channel = 'certification' and queued_row.status = 'pending'
     and (case when document = 'invoice' then queued_row.invoice_id = document_id and queued_row.credit_note_id is null
               else queued_row.credit_note_id = document_id end)
  returning queued_row.id into queued;
  if queued is null then
    perform private.queue_certification_request(document, document_id);
  end if;

  if document = 'invoice' then
    select to_json(invoice) into result from public.invoices as invoice where invoice.id = document_id;
  else
    select to_json(note) into result from public.credit_notes as note where note.id = document_id;
  end if;
  return result;
end;
$$;

--
-- Name: convert_quote_to_order(uuid, text); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.convert_quote_to_order(quote_id uuid, delivery_address text DEFAULT NULL::text) RETURNS json
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  quote public.quotes;
  customer uuid;
  placed public.orders;
begin
  perform private.require_staff();
  select * into quote from public.quotes where id = convert_quote_to_order.quote_id for update;
  if quote.id is null then
    raise exception 'Devis introuvable.' using errcode = 'P0002';
  end if;
  if quote.offer_status <> 'accepted' then
    raise exception 'Seul un devis accepté par le client devient une commande.' using errcode = 'P0001';
  end if;
  if quote.order_id is not null then
    raise exception 'Ce devis est déjà devenu une commande.' using errcode = 'P0001';
  end if;
  -- The quote's account, else the account that confirmed the quote's address; else a guest order for
  -- that address, which the account confirming it later receives (private.attach_guest_orders).
  customer := coalesce(quote.profile_id,
    (select profile.id from public.profiles as profile
       join auth.users as account on account.id = profile.id and account.email_confirmed_at is not null
      where lower(profile.email) = lower(quote.email)
      order by profile.created_at limit 1));
  insert into public.orders (profile_id, guest_email, delivery_name, delivery_phone, delivery_address, notes, status,
                             subtotal, tax_rate, tax, shipping, total)
  values (customer, case when customer is null then lower(quote.email) end, quote.name, quote.phone,
          coalesce(nullif(btrim(convert_quote_to_order.delivery_address), ''), 'À convenir avec le client'),
          'Devis ' || quote.number, 'confirmed', quote.total_ht, quote.tax_rate, quote.total_tva, 0, quote.total_ttc)
  returning * into placed;
  insert into public.order_items (order_id, product_id, product_name, unit_price, quantity, line_total,
                                  position, list_unit_price, discount_percent)
  select placed.id, line.product_id, line.description, line.net_unit_price, line.quantity, line.line_total,
         row_number() over (order by line.position, line.created_at) - 1, line.unit_price, line.discount_percent
    from public.quote_lines as line where line.quote_id = quote.id;
  update public.quotes set order_id = placed.id where id = quote.id;
  return to_json(placed);
end;
$$;

--
-- Name: correct_refused_invoice(uuid, jsonb, jsonb); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.correct_refused_invoice(invoice_id uuid, lines jsonb, customer jsonb DEFAULT NULL::jsonb) RETURNS json
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $_$
declare
  target public.invoices;
  line jsonb;
  line_position integer := 0;
  line_description text;
  line_quantity integer;
  line_price integer;
  line_product uuid;
  line_list_price integer;
  line_discount numeric;
  lines_total bigint := 0;
  corrected_name text;
begin
  perform private.require_staff();
  select * into target from public.invoices as invoice where invoice.id = correct_refused_invoice.invoice_id for update;
  if target.id is null then
    raise exception 'Facture introuvable.' using errcode = 'P0002';
  end if;
  if target.certification_status = 'certified' then
    perform private.refuse_certified_change();
  end if;
  if target.certification_status <> 'refused' then
    raise exception 'Seule une facture refusée par la DGI (SECeF) se corrige : la facture % attend encore sa réponse.', target.number
      using errcode = 'P0001';
  end if;
  if exists (select 1 from public.credit_notes as note where note.invoice_id = target.id) then
    raise exception 'La facture % a un avoir : elle ne se corrige plus.', target.number using errcode = 'P0001';
  end if;
  if lines is null or jsonb_typeof(lines) <> 'array' or jsonb_array_length(lines) = 0 then
    raise exception 'La facture doit garder au moins une ligne.' using errcode = 'P0001';
  end if;
  if jsonb_array_length(lines) > 200 then
    raise exception 'Une facture compte au plus 200 lignes.' using errcode = 'P0001';
  end if;
  if customer is not null and jsonb_typeof(customer) <> 'object' then
    raise exception 'Les informations du client sont attendues sous forme d''objet.' using errcode = 'P0001';
  end if;
  corrected_name := private.corrected_text(customer, 'customer_name', target.customer_name, 200, 'Le nom du client');
  if corrected_name is null then
    raise exception 'Le nom du client est obligatoire.' using errcode = 'P0001';
  end if;

  if private.corrected_text(customer, 'customer_ifu', target.customer_ifu, 20, 'L''IFU du client') !~ '^[0-9]{8}[A-Z]$' then
    raise exception 'L''IFU du client compte huit chiffres suivis d''une lettre (par exemple 00012345X).' using errcode = 'P0001';
  end if;

  perform set_config('private.invoice_correction', target.id::text, true);
  delete from public.invoice_lines as old_line where old_line.invoice_id = target.id;
  for line in select value from jsonb_array_elements(lines) loop
    line_position := line_position + 1;
    if jsonb_typeof(line) <> 'object' then
      raise exception 'Ligne % : description, quantité et prix unitaire attendus.', line_position using errcode = 'P0001';
    end if;
    line_description := btrim(coalesce(line ->> 'description', ''));
    if char_length(line_description) not between 1 and 200 then
      raise exception 'Ligne % : la désignation compte de 1 à 200 caractères.', line_position using errcode = 'P0001';
    end if;
    if coalesce(line ->> 'quantity', '') !~ '^\d{1,4}$' or (line ->> 'quantity')::integer not between 1 and 1000 then
      raise exception 'Ligne % : la quantité est un nombre entier de 1 à 1 000.', line_position using errcode = 'P0001';
    end if;
    line_quantity := (line ->> 'quantity')::integer;
    if coalesce(line ->> 'unit_price', '') !~ '^\d{1,9}$' then
      raise exception 'Ligne % : le prix unitaire HT est un nombre entier de FCFA, positif ou nul.', line_position using errcode = 'P0001';
    end if;
    line_price := (line ->> 'unit_price')::integer;
    line_product := null;
    if coalesce(line ->> 'product_id', '') <> '' then
      if (line ->> 'product_id') !~ '^[0-9a-fA-F-]{36}$'
         or not exists (select 1 from public.products as product where product.id = (line ->> 'product_id')::uuid) then
        raise exception 'Ligne % : produit du catalogue introuvable.', line_position using errcode = 'P0001';
      end if;
      line_product := (line ->> 'product_id')::uuid;
    end if;
    -- A list price and discount are kept only when they still describe the corrected price.
    line_list_price := case when coalesce(line ->> 'list_unit_price', '') ~ '^\d{1,9}$' then (line ->> 'list_unit_price')::integer end;
    line_discount := case when coalesce(line ->> 'discount_percent', '') ~ '^\d{1,3}(\.\d{1,2})?$' then (line ->> 'discount_percent')::numeric end;
    if line_list_price is null or line_list_price < line_price or line_discount is null or line_discount > 100 then
      line_list_price := line_price;
      line_discount := 0;
    end if;
    insert into public.invoice_lines (invoice_id, position, product_id, description, quantity, unit_price, list_unit_price,
                                      discount_percent, line_total)
    values (target.id, line_position - 1, line_product, line_description, line_quantity, line_price, line_list_price,
            line_discount, line_price::bigint * line_quantity);
    lines_total := lines_total + line_price::bigint * line_quantity;
  end loop;
  if lines_total > 1800000000 then
    raise exception 'Le total de la facture dépasse ce qu''une facture peut porter.' using errcode = 'P0001';
  end if;

  update public.invoices as invoice
     set customer_name = corrected_name,
         customer_company = private.corrected_text(customer, 'customer_company', target.customer_company, 200, 'La société'),
         customer_ifu = private.corrected_text(customer, 'customer_ifu', target.customer_ifu, 20, 'L''IFU du client'),
         customer_rccm = private.corrected_text(customer, 'customer_rccm', target.customer_rccm, 50, 'Le RCCM du client'),
         customer_department = private.corrected_text(customer, 'customer_department', target.customer_department, 200, 'Le service du client'),
         customer_address = private.corrected_text(customer, 'customer_address', target.customer_address, 500, 'L''adresse du client'),
         total_ht = lines_total,
         total_tva = private.tax_of(lines_total, target.tax_rate),
         total_ttc = lines_total + private.tax_of(lines_total, target.tax_rate)
   where invoice.id = target.id;
  perform set_config('private.invoice_correction', '', true);

  return public.certify_document_again('invoice', target.id);
end;
$_$;

--
-- Name: customer_statement(uuid, date, date); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.customer_statement(customer_id uuid, period_start date DEFAULT NULL::date, period_end date DEFAULT NULL::date) RETURNS jsonb
    LANGUAGE plpgsql STABLE
    SET search_path TO ''
    AS $$
declare
  today date := (now() at time zone 'Africa/Ouagadougou')::date;
  first_day date := coalesce(period_start, date_trunc('year', today)::date);
  last_day date := coalesce(period_end, today);
  customer public.profiles;
  opening bigint;
  lines jsonb;
  total_debit bigint;
  total_credit bigint;
  ageing record;
begin
  if private.is_api_user() and not private.is_admin() and customer_id is distinct from (select auth.uid()) then
    raise exception 'Ce relevé de compte n''est pas le vôtre.' using errcode = '42501';
  end if;
  if first_day > last_day then
    raise exception 'La date de début du relevé doit précéder sa date de fin.' using errcode = 'P0001';
  end if;
  if last_day - first_day > 3660 then
    raise exception 'Un relevé de compte couvre au plus dix ans.' using errcode = 'P0001';
  end if;
  select * into customer from public.profiles as profile where profile.id = customer_statement.customer_id;
  if customer.id is null then
    raise exception 'Client introuvable.' using errcode = 'P0002';
  end if;

  select coalesce(sum(movement.debit - movement.credit), 0) into opening
    from private.account_movements as movement
   where movement.profile_id = customer.id and movement.day < first_day;

  select coalesce(jsonb_agg(jsonb_build_object(
           'day', line.day, 'kind', line.kind, 'document', line.document, 'invoice_number', line.invoice_number,
           'method', line.method, 'reference', line.reference, 'debit', line.debit, 'credit', line.credit,
           'balance', opening + line.running) order by line.day, line.recorded_at, line.kind, line.document), '[]'::jsonb),
         coalesce(sum(line.debit), 0), coalesce(sum(line.credit), 0)
    into lines, total_debit, total_credit
    from (select movement.*,
                 sum(movement.debit - movement.credit) over (order by movement.day, movement.recorded_at, movement.kind, movement.document
                                                             rows between unbounded preceding and current row) as running
            from private.account_movements as movement
           where movement.profile_id = customer.id and movement.day between first_day and last_day) as line;

  select * into ageing from private.ageing_on(last_day) as aged where aged.profile_id = customer.id;

  return jsonb_build_object(
    'customer', jsonb_build_object('id', customer.id, 'name', coalesce(customer.full_name, ''), 'company', customer.company,
                                   'email', customer.email, 'phone', customer.phone, 'ifu', customer.ifu,
                                   'rccm', customer.rccm, 'department', customer.department),
    'period_start', first_day, 'period_end', last_day,
    'opening_balance', opening, 'lines', lines,
    'total_debit', total_debit, 'total_credit', total_credit,
    'closing_balance', opening + total_debit - total_credit,
    'ageing', jsonb_build_object(
      'not_due', coalesce(ageing.not_due, 0), 'overdue_0_30', coalesce(ageing.overdue_0_30, 0),
      'overdue_31_60', coalesce(ageing.overdue_31_60, 0), 'overdue_61_90', coalesce(ageing.overdue_61_90, 0),
      'overdue_over_90', coalesce(ageing.overdue_over_90, 0), 'customer_credit', coalesce(ageing.customer_credit, 0),
      'oldest_due_date', ageing.oldest_due_date));
end;
$$;

--
-- Name: days_with_free_slots(date, date); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.days_with_free_slots(first_day date, last_day date) RETURNS SETOF date
    LANGUAGE plpgsql STABLE
    SET search_path TO ''
    AS $$
begin
  if first_day is null or last_day is null or not isfinite(first_day) or not isfinite(last_day) then
    return;
  end if;
  return query
    select candidate::date
    from generate_series(
      greatest(first_day, private.company_now()::date),
      least(last_day, private.booking_horizon(), first_day + 61),
      interval '1 day'
    ) as candidate
    where exists (select 1 from public.available_slots(candidate::date))
    order by 1;
end;
$$;

--
-- Name: decline_my_quote(uuid, text); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.decline_my_quote(quote_id uuid, reason text) RETURNS jsonb
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  return private.answer_quote(private.own_sent_quote(quote_id), false, null, reason);
end;
$$;

--
-- Name: decline_quote_by_token(text, text); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.decline_quote_by_token(token text, reason text) RETURNS jsonb
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  return private.answer_quote(private.quote_for_token(token), false, null, reason);
end;
$$;

--
-- Name: invoice_by_token(text); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.invoice_by_token(token text) RETURNS jsonb
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  invoice public.invoices := private.invoice_of_token(token);
begin
  return jsonb_build_object(
    'number', invoice.number, 'issued_at', invoice.issued_at, 'due_date', invoice.due_date, 'status', invoice.status,
    'customer_name', invoice.customer_name, 'customer_company', invoice.customer_company,
    'customer_email', invoice.customer_email, 'customer_phone', invoice.customer_phone,
    'customer_address', invoice.customer_address, 'customer_ifu', invoice.customer_ifu,
    'customer_rccm', invoice.customer_rccm, 'customer_department', invoice.customer_department,
    'purchase_order_ref', invoice.purchase_order_ref, 'seller', invoice.seller,
    'tax_rate', invoice.tax_rate, 'total_ht', invoice.total_ht, 'total_tva', invoice.total_tva,
    'total_ttc', invoice.total_ttc, 'amount_paid', invoice.amount_paid, 'amount_credited', invoice.amount_credited,
    'amount_refunded', invoice.amount_refunded, 'balance_due', invoice.balance_due, 'refund_due', invoice.refund_due,
    'lines', coalesce((select jsonb_agg(jsonb_build_object('description', line.description, 'quantity', line.quantity,
                         'unit_price', line.unit_price, 'line_total', line.line_total,
                         'list_unit_price', line.list_unit_price, 'discount_percent', line.discount_percent)
                       order by line.position)
                       from public.invoice_lines as line where line.invoice_id = invoice.id), '[]'::jsonb),
    'payments', coalesce((select jsonb_agg(jsonb_build_object('amount', payment.amount, 'method', payment.method,
                            'reference', payment.reference, 'paid_on', payment.paid_on) order by payment.paid_on, payment.created_at)
                          from public.payments as payment where payment.invoice_id = invoice.id), '[]'::jsonb),
    'refunds', coalesce((select jsonb_agg(jsonb_build_object('amount', refund.amount, 'method', refund.method,
                           'reference', refund.reference, 'refunded_on', refund.refunded_on) order by refund.refunded_on, refund.created_at)
                         from public.refunds as refund where refund.invoice_id = invoice.id), '[]'::jsonb),
    'credit_notes', coalesce((select jsonb_agg(jsonb_build_object('number', note.number, 'issued_at', note.issued_at,
                                'reason', note.reason, 'seller', note.seller, 'tax_rate', note.tax_rate,
                                'total_ht', note.total_ht, 'total_tva', note.total_tva, 'total_ttc', note.total_ttc)
                                || private.certification_of(note.certification_status, note.secef_code, note.secef_nim,
                                     note.secef_counters, note.secef_qr, note.secef_taxes, note.certified_at)
                              order by note.issued_at)
                              from public.credit_notes as note
                             where note.invoice_id = invoice.id and note.certification_status = 'certified'), '[]'::jsonb))
    || private.certification_of(invoice.certification_status, invoice.secef_code, invoice.secef_nim,
         invoice.secef_counters, invoice.secef_qr, invoice.secef_taxes, invoice.certified_at);
end;
$$;

--
-- Name: issue_credit_note(uuid, text, integer); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.issue_credit_note(invoice_id uuid, reason text, amount_ht integer DEFAULT NULL::integer) RETURNS json
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  invoice public.invoices;
  credited_ht bigint;
  credited_tva bigint;
  note_ht bigint;
  note_tva bigint;
  issued public.credit_notes;
begin
  perform private.require_staff();
  select * into invoice from public.invoices where id = issue_credit_note.invoice_id for update;
  if invoice.id is null then
    raise exception 'Facture introuvable.' using errcode = 'P0002';
  end if;
  if reason is null or btrim(reason) = '' then
    raise exception 'Le motif de l''avoir est requis.' using errcode = 'P0001';
  end if;
  select coalesce(sum(note.total_ht), 0), coalesce(sum(note.total_tva), 0) into credited_ht, credited_tva
    from public.credit_notes as note where note.invoice_id = invoice.id;
  if credited_ht >= invoice.total_ht then
    raise exception 'La facture % est déjà entièrement annulée par avoir.', invoice.number using errcode = 'P0001';
  end if;
  if amount_ht is null or amount_ht = invoice.total_ht - credited_ht then
    note_ht := invoice.total_ht - credited_ht;
    note_tva := invoice.total_tva - credited_tva;
  elsif amount_ht <= 0 or amount_ht > invoice.total_ht - credited_ht then
    raise exception 'Le montant HT de l''avoir doit être entre 1 et % FCFA.', invoice.total_ht - credited_ht using errcode = 'P0001';
  else
    note_ht := amount_ht;
    note_tva := least(private.tax_of(amount_ht, invoice.tax_rate), invoice.total_tva - credited_tva);
  end if;
  insert into public.credit_notes (number, invoice_id, profile_id, reason, seller, tax_rate, total_ht, total_tva, total_ttc, issued_by)
  values (private.next_document_number('AV'), invoice.id, invoice.profile_id, btrim(reason), private.seller_details(),
          invoice.tax_rate, note_ht, note_tva, note_ht + note_tva, auth.uid())
  returning * into issued;
  return to_json(issued);
end;
$$;

--
-- Name: issue_invoice(uuid, date); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.issue_invoice(order_id uuid, due_date date DEFAULT NULL::date) RETURNS json
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  target public.orders;
  previous text;
begin
  perform private.require_staff();
  select * into target from public.orders where id = issue_invoice.order_id for update;
  if target.id is null then
    raise exception 'Commande introuvable.' using errcode = 'P0002';
  end if;
  if target.status not in ('confirmed', 'delivered') then
    raise exception 'Seule une commande confirmée ou livrée se facture (celle-ci est « % »).',
      private.label_of('order_status', target.status) using errcode = 'P0001';
  end if;
  select invoice.number into previous from public.invoices as invoice
   where invoice.order_id = target.id and invoice.status <> 'cancelled' limit 1;
  if previous is not null then
    raise exception 'Cette commande est déjà facturée (facture %).', previous using errcode = 'P0001';
  end if;
  if issue_invoice.due_date is not null and issue_invoice.due_date < private.company_today() then
    raise exception 'L''échéance ne peut pas être avant la date de la facture.' using errcode = 'P0001';
  end if;
  return to_json(private.issue_order_invoice(target, coalesce(issue_invoice.due_date, private.company_today() + 30), auth.uid()));
end;
$$;

--
-- Name: support_requests; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.support_requests (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    number text DEFAULT ''::text NOT NULL,
    profile_id uuid,
    subject text NOT NULL,
    description text NOT NULL,
    urgency text DEFAULT 'annoying'::text NOT NULL,
    status text DEFAULT 'new'::text NOT NULL,
    preferred_channel text DEFAULT 'email'::text NOT NULL,
    assigned_to uuid,
    equipment_id uuid,
    attachments text[] DEFAULT '{}'::text[] NOT NULL,
    contact_message_id uuid,
    appointment_id uuid,
    quote_id uuid,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    first_response_due timestamp with time zone,
    resolution_due timestamp with time zone,
    first_response_at timestamp with time zone,
    resolved_at timestamp with time zone,
    closed_at timestamp with time zone,
    rating integer,
    rating_comment text,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT support_requests_attachments_check CHECK (((cardinality(attachments) <= 6) AND (char_length(array_to_string(attachments, ''::text)) <= 2000))),
    CONSTRAINT support_requests_description_check CHECK (((char_length(btrim(description)) >= 1) AND (char_length(btrim(description)) <= 5000))),
    CONSTRAINT support_requests_preferred_channel_check CHECK ((preferred_channel = ANY (ARRAY['email'::text, 'phone'::text, 'whatsapp'::text]))),
    CONSTRAINT support_requests_rating_check CHECK (((rating >= 1) AND (rating <= 5))),
    CONSTRAINT support_requests_rating_comment_check CHECK (((rating_comment IS NULL) OR (char_length(rating_comment) <= 2000))),
    CONSTRAINT support_requests_status_check CHECK ((status = ANY (ARRAY['new'::text, 'in_progress'::text, 'waiting_customer'::text, 'resolved'::text, 'closed'::text]))),
    CONSTRAINT support_requests_subject_check CHECK (((char_length(btrim(subject)) >= 3) AND (char_length(btrim(subject)) <= 200))),
    CONSTRAINT support_requests_urgency_check CHECK ((urgency = ANY (ARRAY['blocking'::text, 'annoying'::text, 'question'::text])))
);

--
-- Name: late(public.support_requests); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.late(request public.support_requests) RETURNS boolean
    LANGUAGE plpgsql STABLE
    SET search_path TO ''
    AS $$
begin
  return request.status not in ('resolved', 'closed') and (
    (request.first_response_at is null and request.first_response_due < now())
    or request.resolution_due < now());
end;
$$;

--
-- Name: missing_seller_details(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.missing_seller_details() RETURNS text[]
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  perform private.require_staff();
  return private.missing_seller_details();
end;
$$;

--
-- Name: move_appointment_by_token(text, date, time without time zone); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.move_appointment_by_token(token text, new_date date, new_time time without time zone) RETURNS jsonb
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  return private.appointment_summary(private.move_by_customer((private.appointment_for_token(token)).id, new_date, new_time));
end;
$$;

--
-- Name: move_my_appointment(uuid, date, time without time zone); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.move_my_appointment(appointment_id uuid, new_date date, new_time time without time zone) RETURNS jsonb
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  return private.appointment_summary(
    private.move_by_customer((private.own_open_appointment(appointment_id)).id, new_date, new_time));
end;
$$;

--
-- Name: order_by_token(text); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.order_by_token(token text) RETURNS jsonb
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  found public.orders := private.order_of_token(token);
begin
  return jsonb_build_object(
    'number', found.number,
    'created_at', found.created_at,
    'status', found.status,
    'payment_method', found.payment_method,
    'mobile_money_numbers', case when found.payment_method = 'mobile_money' then private.mobile_money_numbers() end,
    'online_payment', private.order_online_payment(found),
    'guest', found.profile_id is null,
    'subtotal', found.subtotal,
    'tax_rate', found.tax_rate,
    'tax', found.tax,
    'shipping', found.shipping,
    'total', found.total,
    'items', coalesce((select jsonb_agg(jsonb_build_object('product_name', item.product_name, 'unit_price', item.unit_price,
                                                           'quantity', item.quantity, 'line_total', item.line_total)
                                        order by item.position nulls last, item.product_name, item.id)
                         from public.order_items as item where item.order_id = found.id), '[]'::jsonb));
end;
$$;

--
-- Name: order_document_by_token(text); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.order_document_by_token(token text) RETURNS jsonb
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  found public.orders := private.order_of_token(token);
begin
  if found.status = 'cancelled' then
    raise exception 'Cette commande est annulée : elle n''a plus de facture pro forma.' using errcode = 'P0001';
  end if;
  return jsonb_build_object(
    'number', found.number,
    'created_at', found.created_at,
    'delivery_name', found.delivery_name,
    'customer_company', found.customer_company,
    'customer_ifu', found.customer_ifu,
    'customer_rccm', found.customer_rccm,
    'customer_department', found.customer_department,
    'purchase_order_ref', found.purchase_order_ref,
    'subtotal', found.subtotal,
    'tax_rate', found.tax_rate,
    'tax', found.tax,
    'shipping', found.shipping,
    'total', found.total,
    'items', coalesce((select jsonb_agg(jsonb_build_object('product_name', item.product_name, 'unit_price', item.unit_price,
                                                           'quantity', item.quantity, 'line_total', item.line_total)
                                        order by item.position nulls last, item.product_name, item.id)
                         from public.order_items as item where item.order_id = found.id), '[]'::jsonb));
end;
$$;

--
-- Name: place_order(jsonb, jsonb); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.place_order(items jsonb, delivery jsonb) RETURNS json
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $_$
declare
  caller uuid := (select auth.uid());
  line jsonb;
  wanted record;
  product public.products;
  priced_lines jsonb := '[]'::jsonb;
  subtotal_amount bigint := 0;
  rate numeric;
  tax_amount bigint;
  delivery_name text;
  delivery_phone text;
  delivery_address text;
  delivery_notes text;
  guest text;
  payment text;
  notice text;
  buyer_company text;
  buyer_ifu text;
  buyer_rccm text;
  buyer_department text;
  order_ref text;
  placed public.orders;
  pay_token text;
begin
  if caller is not null and not exists (select 1 from public.profiles where id = caller) then
    raise exception 'Votre compte est introuvable : reconnectez-vous pour passer commande.' using errcode = '42501';
  end if;

  if delivery is null or jsonb_typeof(delivery) is distinct from 'object' then
    raise exception 'Les informations de livraison sont requises.' using errcode = 'P0001';
  end if;
  delivery_name := private.delivery_field(delivery, 'name', 'Le nom du destinataire',
    'Le nom du destinataire est requis.', 200);
  -- A guest is reached at this address (the order e-mail and its link); an account at its own.
  if caller is null then
    guest := lower(private.delivery_field(delivery, 'email', 'L''adresse e-mail',
      'L''adresse e-mail est requise pour commander sans compte.', 254));
  end if;
  delivery_phone := private.delivery_field(delivery, 'phone', 'Le numéro de téléphone',
    'Le numéro de téléphone est requis.', 30);
  delivery_address := private.delivery_field(delivery, 'address', 'L''adresse de livraison',
    'L''adresse de livraison est requise.', 500);
  delivery_notes := private.delivery_field(delivery, 'notes', 'La note de livraison', null, 2000);
  payment := coalesce(private.delivery_field(delivery, 'payment_method', 'Le mode de paiement', null, 30), 'on_delivery');
  if payment not in ('on_delivery', 'mobile_money', 'online') then
    raise exception 'Choisissez un mode de paiement proposé.' using errcode = 'P0001', hint = 'field:payment_method';
  end if;
  if payment = 'mobile_money' and private.mobile_money_numbers() is null then
    raise exception 'Le paiement par mobile money n''est pas proposé pour le moment : choisissez le paiement à la livraison.'
      using errcode = 'P0001', hint = 'field:payment_method';
  end if;
  -- Paying now means an invoice now: offered only when the seller's legal details let one be issued.
  if payment = 'online' and cardinality(private.missing_seller_details()) > 0 then
    raise exception 'Le paiement en ligne n''est pas proposé pour le moment : choisissez un autre mode de paiement.'
      using errcode = 'P0001', hint = 'field:payment_method';
  end if;
  notice := private.delivery_field(delivery, 'notice_channel', 'Le choix SMS ou WhatsApp', null, 20);
  if notice is not null and notice not in ('sms', 'whatsapp') then
    raise exception 'Choisissez SMS ou WhatsApp pour être prévenu.' using errcode = 'P0001', hint = 'field:notice_channel';
  end if;
  if notice is not null and private.phone_e164(delivery_phone) is null then
    raise exception 'Ce numéro ne peut pas recevoir de SMS : écrivez-le avec son indicatif (+226 70 12 34 56).'
      using errcode = 'P0001', hint = 'field:phone';
  end if;

  -- An administration or a company says who it is for its invoice (tidied and checked by orders_tidy_identity).
  buyer_company := private.delivery_field(delivery, 'company', 'L''entreprise ou l''administration', null, 200);
  buyer_ifu := private.delivery_field(delivery, 'ifu', 'L''IFU', null, 30);
  buyer_rccm := private.delivery_field(delivery, 'rccm', 'Le RCCM', null, 60);
  buyer_department := private.delivery_field(delivery, 'department', 'Le service ou la direction', null, 200);
  order_ref := private.delivery_field(delivery, 'purchase_order_ref', 'La référence du bon de commande', null, 100);

  if items is null or jsonb_typeof(items) is distinct from 'array' or jsonb_array_length(items) = 0 then
    raise exception 'Votre panier est vide.' using errcode = 'P0001';
  end if;
  if jsonb_array_length(items) > 100 then
    raise exception 'Votre panier contient trop de lignes (100 au plus).' using errcode = 'P0001';
  end if;
  for line in select value from jsonb_array_elements(items) loop
    if jsonb_typeof(line) is distinct from 'object'
       or jsonb_typeof(line -> 'product_id') is distinct from 'string'
       or (line ->> 'product_id') !~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' then
      raise exception 'Un article de votre panier est invalide.' using errcode = 'P0001';
    end if;
    if jsonb_typeof(line -> 'quantity') is distinct from 'number'
       or (line ->> 'quantity')::numeric <> trunc((line ->> 'quantity')::numeric) then
      raise exception 'La quantité doit être un nombre entier.' using errcode = 'P0001';
    end if;
    if (line ->> 'quantity')::numeric < 1 then
      raise exception 'La quantité doit être d''au moins 1.' using errcode = 'P0001';
    end if;
    if (line ->> 'quantity')::numeric > 1000 then
      raise exception 'La quantité ne peut pas dépasser 1000 par article.' using errcode = 'P0001';
    end if;
  end loop;

  -- One line per product (a cart sending the same product twice is merged), in cart order,
  -- priced from the products table.
  for wanted in
    select (entry ->> 'product_id')::uuid as product_id,
           sum((entry ->> 'quantity')::numeric)::bigint as quantity,
           min(position) as position
    from jsonb_array_elements(items) with ordinality as cart(entry, position)
    group by 1
    order by 3
  loop
    if wanted.quantity > 1000 then
      raise exception 'La quantité ne peut pas dépasser 1000 par article.' using errcode = 'P0001';
    end if;
    select * into product from public.products where id = wanted.product_id;
    if not found or not product.published then
      raise exception 'Un produit de votre panier n''est plus disponible. Retirez-le puis réessayez.' using errcode = 'P0001';
    end if;
    if not product.in_stock then
      raise exception 'Le produit « % » est en rupture de stock.', product.name using errcode = 'P0001';
    end if;
    priced_lines := priced_lines || jsonb_build_object(
      'product_id', product.id, 'product_name', product.name,
      'unit_price', product.price, 'quantity', wanted.quantity);
    subtotal_amount := subtotal_amount + product.price::bigint * wanted.quantity;
  end loop;

  rate := coalesce((select settings.tax_rate from public.site_settings as settings where settings.id = 1), 18);
  tax_amount := round(subtotal_amount * rate / 100);
  if subtotal_amount + tax_amount > 2000000000 then
    raise exception 'Le montant de la commande dépasse la limite autorisée ; contactez-nous pour une commande de cette taille.'
      using errcode = 'P0001';
  end if;

  insert into public.orders (profile_id, guest_email, delivery_name, delivery_phone, delivery_address, notes,
                             payment_method, notice_channel, subtotal, tax_rate, tax, shipping, total,
                             customer_company, customer_ifu, customer_rccm, customer_department, purchase_order_ref)
  values (caller, guest, delivery_name, delivery_phone, delivery_address, delivery_notes,
          payment, notice, subtotal_amount, rate, tax_amount, 0, subtotal_amount + tax_amount,
          buyer_company, buyer_ifu, buyer_rccm, buyer_department, order_ref)
  returning * into placed;

  insert into public.order_items (order_id, position, product_id, product_name, unit_price, list_unit_price, quantity, line_total)
  select placed.id, line_in_cart.position - 1, (chosen ->> 'product_id')::uuid, chosen ->> 'product_name',
         (chosen ->> 'unit_price')::integer, (chosen ->> 'unit_price')::integer, (chosen ->> 'quantity')::integer,
         (chosen ->> 'unit_price')::bigint * (chosen ->> 'quantity')::bigint
  from jsonb_array_elements(priced_lines) with ordinality as line_in_cart(chosen, position)
  order by position;

  perform private.notify_order_placed(placed);

  -- Paying now (decision 071): the invoice is issued with the order, due today, and certified by the worker
  -- before it can be paid; the buyer gets the order's link token to pay it, signed in or not.
  if payment = 'online' then
    perform private.issue_order_invoice(placed, private.company_today(), null);
    pay_token := replace(gen_random_uuid()::text, '-', '') || replace(gen_random_uuid()::text, '-', '');
    insert into private.order_links (token_hash, order_id)
    values (encode(sha256(convert_to(pay_token, 'UTF8')), 'hex'), placed.id);
  end if;

  -- A guest gets back only what the confirmation shows: no id to read the order with, nothing else.
  if caller is null then
    return (jsonb_build_object('number', placed.number, 'total', placed.total, 'guest', true,
      'payment_method', placed.payment_method, 'email', placed.guest_email)
      || case when pay_token is null then '{}'::jsonb else jsonb_build_object('pay_token', pay_token) end)::json;
  end if;
  return (
    select to_jsonb(placed) || jsonb_build_object('items', coalesce(jsonb_agg(to_jsonb(item) - 'order_id'), '[]'::jsonb))
           || case when pay_token is null then '{}'::jsonb else jsonb_build_object('pay_token', pay_token) end
    from public.order_items as item
    where item.order_id = placed.id
  )::json;
end;
$_$;

--
-- Name: quote_by_token(text); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.quote_by_token(token text) RETURNS jsonb
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  return private.quote_summary(private.quote_for_token(token));
end;
$$;

--
-- Name: quote_document_by_token(text); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.quote_document_by_token(token text) RETURNS jsonb
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  quote public.quotes := private.quote_for_token(token);
begin
  return jsonb_build_object(
    'number', quote.number,
    'name', quote.name,
    'company', quote.company,
    'email', '',
    'phone', null,
    'customer_ifu', quote.customer_ifu,
    'customer_rccm', quote.customer_rccm,
    'customer_department', quote.customer_department,
    'purchase_order_ref', quote.purchase_order_ref,
    'sent_at', to_char(quote.sent_at at time zone 'Africa/Ouagadougou', 'YYYY-MM-DD'),
    'valid_until', quote.valid_until::text,
    'tax_rate', quote.tax_rate,
    'total_ht', quote.total_ht,
    'total_tva', quote.total_tva,
    'total_ttc', quote.total_ttc,
    'notes', quote.notes,
    'offer_status', quote.offer_status,
    'accepted_at', quote.accepted_at,
    'accepted_by_name', quote.accepted_by_name,
    'accepted_via', quote.accepted_via,
    'lines', coalesce((
      select jsonb_agg(jsonb_build_object(
               'description', line.description, 'quantity', line.quantity, 'unit_price', line.unit_price,
               'discount_percent', line.discount_percent, 'net_unit_price', line.net_unit_price, 'line_total', line.line_total)
             order by line.position, line.created_at)
        from public.quote_lines as line where line.quote_id = quote.id), '[]'::jsonb));
end;
$$;

--
-- Name: quote_lines_from_request(uuid); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.quote_lines_from_request(quote_id uuid) RETURNS integer
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  quote public.quotes;
  added integer;
begin
  perform private.require_staff();
  select * into quote from public.quotes as candidate where candidate.id = quote_lines_from_request.quote_id for update;
  if quote.id is null then
    raise exception 'Devis introuvable.' using errcode = 'P0002';
  end if;
  if quote.offer_status <> 'draft' then
    raise exception 'Un devis envoyé ne se modifie plus : faites un nouveau devis.' using errcode = 'P0001';
  end if;
  insert into public.quote_lines (quote_id, position, product_id, description, quantity, unit_price, discount_percent)
  select quote.id,
         coalesce((select max(line.position) + 1 from public.quote_lines as line where line.quote_id = quote.id), 0) + (item.place - 1)::integer,
         product.id, left(product.name, 200), (item.value ->> 'quantity')::integer, product.price, 0
    from jsonb_array_elements(quote.requested_items) with ordinality as item(value, place)
    join public.products as product on product.id = (item.value ->> 'product_id')::uuid
   order by item.place;
  get diagnostics added = row_count;
  return added;
end;
$$;

--
-- Name: record_quote_acceptance(uuid, text, date, text, text); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.record_quote_acceptance(quote_id uuid, signer_name text, accepted_on date, via text, document_path text DEFAULT NULL::text) RETURNS jsonb
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $_$
declare
  quote public.quotes;
  document text := nullif(btrim(coalesce(document_path, '')), '');
begin
  perform private.require_staff();
  if via is null or via not in ('paper', 'email', 'phone') then
    raise exception 'Indiquez comment le client a accepté : sur papier, par e-mail ou par téléphone.'
      using errcode = 'P0001', hint = 'field:via';
  end if;
  if accepted_on is null or accepted_on > private.company_today() then
    raise exception 'Indiquez le jour où le client a accepté (aujourd''hui au plus tard).'
      using errcode = 'P0001', hint = 'field:accepted_on';
  end if;
  if via in ('paper', 'email') and document is null then
    raise exception 'Joignez le devis signé ou l''e-mail d''accord du client.' using errcode = 'P0001', hint = 'field:document';
  end if;
  if document is not null and (char_length(document) > 300 or document !~ '^signed-quotes/[A-Za-z0-9._/-]+$') then
    raise exception 'Le document joint n''est pas valable.' using errcode = 'P0001', hint = 'field:document';
  end if;
  select * into quote from public.quotes as candidate where candidate.id = record_quote_acceptance.quote_id for update;
  if quote.id is null then
    raise exception 'Devis introuvable.' using errcode = 'P0002';
  end if;
  if quote.offer_status = 'draft' then
    raise exception 'Envoyez d''abord le devis : le client accepte une offre chiffrée.' using errcode = 'P0001';
  end if;
  -- The day the customer said yes, at noon company time (or now, when that is still to come today).
  return private.settle_quote(quote, true, signer_name, null, via,
    least(now(), (accepted_on + time '12:00') at time zone 'Africa/Ouagadougou'), document);
end;
$_$;

--
-- Name: reset_admin_mfa(uuid); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.reset_admin_mfa(target_id uuid) RETURNS integer
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  target_email text;
  removed integer;
  by_name text;
begin
  if not private.is_admin() then
    raise exception 'Seul un administrateur peut réinitialiser une double authentification.' using errcode = '42501';
  end if;
  if target_id = (select auth.uid()) then
    raise exception 'Un administrateur ne peut pas réinitialiser sa propre double authentification.' using errcode = '42501';
  end if;
  select profile.email into target_email from public.profiles as profile
   where profile.id = target_id and profile.role = 'admin';
  if not found then
    raise exception 'Ce compte n''est pas un compte administrateur.' using errcode = 'P0002';
  end if;
  delete from auth.mfa_factors as factor where factor.user_id = target_id;
  get diagnostics removed = row_count;
  if removed = 0 then
    raise exception 'Ce compte n''a pas de double authentification à réinitialiser.' using errcode = 'P0002';
  end if;
  insert into public.mfa_resets (profile_id, reset_by, factors_removed) values (target_id, (select auth.uid()), removed);
  select coalesce(nullif(profile.full_name, ''), profile.email) into by_name
    from public.profiles as profile where profile.id = (select auth.uid());
  perform private.queue_mail('mfa_reset', target_email,
    jsonb_build_object('by_name', coalesce(by_name, 'un administrateur'),
      'at', to_char(now() at time zone 'Africa/Ouagadougou', 'DD/MM/YYYY à HH24:MI')));
  return removed;
end;
$$;

--
-- Name: products; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.products (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    name text NOT NULL,
    slug text NOT NULL,
    description text DEFAULT ''::text NOT NULL,
    price integer NOT NULL,
    category text NOT NULL,
    images text[] DEFAULT '{}'::text[] NOT NULL,
    specs jsonb DEFAULT '[]'::jsonb NOT NULL,
    features text[] DEFAULT '{}'::text[] NOT NULL,
    in_stock boolean DEFAULT true NOT NULL,
    published boolean DEFAULT false NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    search_text text GENERATED ALWAYS AS (private.search_fold(((name || ' '::text) || description))) STORED,
    warranty_months integer DEFAULT 24 NOT NULL,
    CONSTRAINT products_description_check CHECK ((char_length(description) <= 5000)),
    CONSTRAINT products_features_check CHECK (((cardinality(features) <= 30) AND (char_length(array_to_string(features, ''::text)) <= 6000))),
    CONSTRAINT products_images_check CHECK (((cardinality(images) <= 12) AND (char_length(array_to_string(images, ''::text)) <= 6000))),
    CONSTRAINT products_name_check CHECK (((char_length(btrim(name)) >= 1) AND (char_length(btrim(name)) <= 200))),
    CONSTRAINT products_price_check CHECK (((price >= 0) AND (price <= 1000000000))),
    CONSTRAINT products_slug_check CHECK (((slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'::text) AND (char_length(slug) <= 200))),
    CONSTRAINT products_specs_check CHECK (((jsonb_typeof(specs) = 'array'::text) AND (pg_column_size(specs) <= 8000))),
    CONSTRAINT products_warranty_months_check CHECK (((warranty_months >= 0) AND (warranty_months <= 120)))
);

--
-- Name: search_products(text); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.search_products(search text) RETURNS SETOF public.products
    LANGUAGE plpgsql STABLE
    SET search_path TO ''
    AS $$
-- FOUND is PL/pgSQL's own variable: the column of that name below is the one meant.
#variable_conflict use_column
begin
  return query
    with query as (
      select array(
        select distinct word
        from regexp_split_to_table(private.search_fold(left(search, 100)), ' ') as word
        where word <> ''
        limit 8
      ) as words
    ),
    candidates as (
      select p, p.search_text || ' ' || coalesce(private.search_fold(category.name), '') as haystack
      from public.products p
      left join public.product_categories category on category.slug = p.category
    ),
    scored as (
      select
        c.p,
        (
          select sum(
            case
              when private.search_fold((c.p).name) like '%' || word || '%' then 3
              when (c.p).search_text like '%' || word || '%' then 2
              when c.haystack like '%' || word || '%' then 1
              when char_length(word) >= 4 and extensions.word_similarity(word, c.haystack) >= 0.5
                then extensions.word_similarity(word, c.haystack)
              else null
            end
          )
          from unnest(q.words) as word
        ) as score,
        (
          select count(*) from unnest(q.words) as word
          where c.haystack like '%' || word || '%'
             or (char_length(word) >= 4 and extensions.word_similarity(word, c.haystack) >= 0.5)
        ) as found,
        cardinality(q.words) as wanted
      from candidates c, query q
    )
    select (scored.p).*
    from scored
    where wanted > 0 and found = wanted
    order by score desc, (scored.p).created_at desc, (scored.p).id;
end;
$$;

--
-- Name: send_customer_statement(uuid, date, date); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.send_customer_statement(customer_id uuid, period_start date DEFAULT NULL::date, period_end date DEFAULT NULL::date) RETURNS json
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $_$
declare
  today date := (now() at time zone 'Africa/Ouagadougou')::date;
  first_day date := coalesce(period_start, date_trunc('year', today)::date);
  last_day date := coalesce(period_end, today);
  customer public.profiles;
  statement jsonb;
begin
  perform private.require_staff();
  select * into customer from public.profiles as profile where profile.id = send_customer_statement.customer_id;
  if customer.id is null then
    raise exception 'Client introuvable.' using errcode = 'P0002';
  end if;
  if customer.email is null or customer.email !~ '^[^@\s]+@[^@\s]+\.[^@\s]+$' then
    raise exception 'Ce client n''a pas d''adresse e-mail : le relevé ne peut pas lui être envoyé.' using errcode = 'P0001';
  end if;
  statement := public.customer_statement(customer.id, first_day, last_day);
  perform private.queue_mail('customer_statement', customer.email,
    jsonb_build_object(
      'name', coalesce(nullif(customer.full_name, ''), customer.email), 'customer_id', customer.id,
      'period_start', first_day, 'period_end', last_day,
      'period_start_label', private.format_date(first_day), 'period_end_label', private.format_date(last_day),
      'closing_balance', private.format_fcfa((statement ->> 'closing_balance')::bigint),
      'overdue', private.format_fcfa(((statement -> 'ageing' ->> 'overdue_0_30')::bigint + (statement -> 'ageing' ->> 'overdue_31_60')::bigint
                                      + (statement -> 'ageing' ->> 'overdue_61_90')::bigint + (statement -> 'ageing' ->> 'overdue_over_90')::bigint))),
    past_ceiling => true);
  return json_build_object('recipient', customer.email, 'period_start', first_day, 'period_end', last_day);
end;
$_$;

--
-- Name: start_quote_for_customer(uuid, text, text[], text, text); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.start_quote_for_customer(customer_id uuid, project_type text, services text[], message text DEFAULT NULL::text, phone text DEFAULT NULL::text) RETURNS jsonb
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
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

--
-- Name: start_quote_for_support_request(uuid); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.start_quote_for_support_request(request uuid) RETURNS jsonb
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
declare
  handled public.support_requests;
  started jsonb;
begin
  if private.is_api_user() and not private.is_admin() then
    raise exception 'Réservé à l''équipe de l''entreprise.' using errcode = '42501';
  end if;
  select * into handled from public.support_requests as found
   where found.id = start_quote_for_support_request.request for update;
  if handled.id is null then
    raise exception 'Demande d''assistance introuvable.' using errcode = 'P0002';
  end if;
  if handled.quote_id is not null then
    return jsonb_build_object('id', handled.quote_id, 'started', false);
  end if;
  if handled.profile_id is null then
    raise exception 'Le compte de ce client n''existe plus : préparez le devis avec « Nouveau devis ».' using errcode = 'P0001';
  end if;
  started := public.start_quote_for_customer(handled.profile_id, 'other', array['maintenance'], handled.subject);
  update public.support_requests as target set quote_id = (started ->> 'id')::uuid where target.id = handled.id;
  return jsonb_build_object('id', started ->> 'id', 'started', true);
end;
$$;

--
-- Name: support_request_from_message(uuid, text); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.support_request_from_message(message uuid, urgency text DEFAULT 'annoying'::text) RETURNS public.support_requests
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
declare
  source public.contact_messages;
  customer uuid;
  opened public.support_requests;
begin
  select * into source from public.contact_messages as contact where contact.id = support_request_from_message.message;
  if source.id is null or not private.is_admin() then
    raise exception 'Message introuvable.' using errcode = 'P0002';
  end if;
  customer := coalesce(source.profile_id,
                       (select profile.id from public.profiles as profile
                         where lower(profile.email) = lower(source.email) order by profile.created_at limit 1));
  if customer is null then
    raise exception 'Aucun compte client n''a l''adresse %. Invitez le client à créer son compte, puis recommencez.',
      source.email using errcode = 'P0001';
  end if;
  insert into public.support_requests (profile_id, subject, description, urgency, contact_message_id)
  values (customer, coalesce(nullif(btrim(source.subject), ''), 'Message du ' || to_char(source.created_at, 'DD/MM/YYYY')),
          source.message, support_request_from_message.urgency, source.id)
  returning * into opened;
  update public.contact_messages set read = true where id = source.id;
  return opened;
end;
$$;

--
-- Name: client_address(); Type: FUNCTION; Schema: rate_limit; Owner: -
--

CREATE FUNCTION rate_limit.client_address() RETURNS text
    LANGUAGE plpgsql STABLE
    SET search_path TO ''
    AS $_$
declare
  entries text[] := string_to_array(
    coalesce(nullif(current_setting('request.headers', true), ''), '{}')::json ->> 'x-forwarded-for', ',');
  hops integer := coalesce((select s.trusted_hops from rate_limit.proxy_settings s where s.id = 1), 0);
  position integer;
  forwarded text;
  address inet;
begin
  if entries is null then
    return null;
  end if;
  position := cardinality(entries) - hops;
  if position < 1 then
    -- Fewer entries than trusted proxies: the request did not come through them all.
    position := 1;
  end if;
  forwarded := trim(entries[position]);
  if forwarded = '' then
    return null;
  end if;
  begin
    address := forwarded::inet;
  exception when invalid_text_representation then
    return null;
  end;
  if family(address) = 4 then
    return host(address);
  end if;
  if host(address) ~* '^::ffff:\d+\.\d+\.\d+\.\d+$' then
    return substring(host(address) from 8);
  end if;
  return network(set_masklen(address, 64))::text;
end;
$_$;

--
-- Name: count_form_submission(); Type: FUNCTION; Schema: rate_limit; Owner: -
--

CREATE FUNCTION rate_limit.count_form_submission() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  form text := tg_argv[0];
  address text;
  rule rate_limit.rules;
  wait_seconds integer;
begin
  if (select auth.role()) = 'service_role' then
    return null;
  end if;
  address := rate_limit.client_address();
  if address is null then
    return null;
  end if;
  if (select auth.role()) = 'authenticated' and (select private.is_admin()) then
    return null;
  end if;
  select * into rule from rate_limit.rules r where r.name = case form when 'web_vitals' then 'web_vitals' else 'form' end;
  if not found then
    return null;
  end if;
  wait_seconds := rate_limit.take('form:' || address || '|' || form, rule.max_count, rule.window_seconds, true);
  if wait_seconds > 0 then
    raise sqlstate 'PGRST' using
      message = json_build_object(
        'code', 'PGRST429',
        'message', 'Too many requests',
        'details', format('At most %s submissions of %s per %s s from one address', rule.max_count, form, rule.window_seconds),
        'hint', format('Retry in %s s', wait_seconds))::text,
      detail = json_build_object('status', 429, 'headers', json_build_object('Retry-After', wait_seconds::text))::text;
  end if;
  return null;
end;
$$;

--
-- Name: give_back(text); Type: FUNCTION; Schema: rate_limit; Owner: -
--

CREATE FUNCTION rate_limit.give_back(p_key text) RETURNS void
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
begin
  update rate_limit.windows
     set hits = hits[1:cardinality(hits) - 1]
   where key = p_key and cardinality(hits) > 0;
end;
$$;

--
-- Name: take(text, integer, integer, boolean, timestamp with time zone); Type: FUNCTION; Schema: rate_limit; Owner: -
--

CREATE FUNCTION rate_limit.take(p_key text, p_max integer, p_window_seconds integer, p_count boolean, p_at timestamp with time zone DEFAULT NULL::timestamp with time zone) RETURNS integer
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
declare
  at_time timestamptz := coalesce(p_at, clock_timestamp());
  window_length interval := make_interval(secs => p_window_seconds);
  kept timestamptz[];
  wait_seconds integer := 0;
  new_key boolean;
begin
  insert into rate_limit.windows (key, hits, expires_at) values (p_key, '{}', at_time + window_length)
    on conflict (key) do nothing;
  new_key := found;
  select coalesce(array(select hit from unnest(w.hits) hit where hit > at_time - window_length order by hit), '{}')
    into kept from rate_limit.windows w where w.key = p_key for update;
  if cardinality(kept) >= p_max then
    wait_seconds := greatest(1, ceil(extract(epoch from coalesce(kept[1] + window_length, at_time + window_length) - at_time))::integer);
  elsif p_count then
    kept := kept || at_time;
  end if;
  update rate_limit.windows
     set hits = kept, expires_at = greatest(expires_at, at_time + window_length)
   where key = p_key;
  if new_key or random() < 0.01 then
    delete from rate_limit.windows where key in (
      select key from rate_limit.windows where expires_at < at_time
       limit case when new_key then 2 else 1000 end for update skip locked);
  end if;
  return wait_seconds;
end;
$$;

--
-- Name: email_codes; Type: TABLE; Schema: auth; Owner: -
--

CREATE TABLE auth.email_codes (
    user_id uuid NOT NULL,
    purpose text NOT NULL,
    code_hash text NOT NULL,
    sent_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT email_codes_purpose_check CHECK ((purpose = ANY (ARRAY['confirmation'::text, 'recovery'::text, 'email_change_current'::text, 'email_change_new'::text])))
);

--
-- Name: flow_state; Type: TABLE; Schema: auth; Owner: -
--

CREATE TABLE auth.flow_state (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    user_id uuid,
    auth_code text,
    code_challenge_method text NOT NULL,
    code_challenge text NOT NULL,
    provider_type text DEFAULT 'email'::text NOT NULL,
    authentication_method text NOT NULL,
    auth_code_issued_at timestamp with time zone,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    provider_access_token text,
    provider_refresh_token text
);

--
-- Name: identities; Type: TABLE; Schema: auth; Owner: -
--

CREATE TABLE auth.identities (
    provider_id text NOT NULL,
    user_id uuid NOT NULL,
    identity_data jsonb NOT NULL,
    provider text NOT NULL,
    last_sign_in_at timestamp with time zone,
    created_at timestamp with time zone DEFAULT now(),
    updated_at timestamp with time zone DEFAULT now(),
    email text GENERATED ALWAYS AS (lower((identity_data ->> 'email'::text))) STORED,
    id uuid DEFAULT gen_random_uuid() NOT NULL
);

--
-- Name: mfa_amr_claims; Type: TABLE; Schema: auth; Owner: -
--

CREATE TABLE auth.mfa_amr_claims (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    session_id uuid NOT NULL,
    authentication_method text NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL
);

--
-- Name: mfa_challenges; Type: TABLE; Schema: auth; Owner: -
--

CREATE TABLE auth.mfa_challenges (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    factor_id uuid NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    verified_at timestamp with time zone,
    ip_address text DEFAULT ''::text NOT NULL
);

--
-- Name: mfa_factors; Type: TABLE; Schema: auth; Owner: -
--

CREATE TABLE auth.mfa_factors (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    user_id uuid NOT NULL,
    friendly_name text,
    factor_type text NOT NULL,
    status text NOT NULL,
    secret text,
    phone text,
    last_challenged_at timestamp with time zone,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    last_verified_step bigint,
    CONSTRAINT mfa_factors_factor_type_check CHECK ((factor_type = ANY (ARRAY['totp'::text, 'webauthn'::text, 'phone'::text]))),
    CONSTRAINT mfa_factors_status_check CHECK ((status = ANY (ARRAY['unverified'::text, 'verified'::text])))
);

--
-- Name: refresh_tokens; Type: TABLE; Schema: auth; Owner: -
--

CREATE TABLE auth.refresh_tokens (
    id bigint NOT NULL,
    token text NOT NULL,
    user_id uuid NOT NULL,
    session_id uuid NOT NULL,
    parent text,
    revoked boolean DEFAULT false NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL
);

--
-- Name: refresh_tokens_id_seq; Type: SEQUENCE; Schema: auth; Owner: -
--

CREATE SEQUENCE auth.refresh_tokens_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

--
-- Name: refresh_tokens_id_seq; Type: SEQUENCE OWNED BY; Schema: auth; Owner: -
--

ALTER SEQUENCE auth.refresh_tokens_id_seq OWNED BY auth.refresh_tokens.id;

--
-- Name: sessions; Type: TABLE; Schema: auth; Owner: -
--

CREATE TABLE auth.sessions (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    user_id uuid NOT NULL,
    user_agent text,
    ip text,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    refreshed_at timestamp with time zone,
    not_after timestamp with time zone,
    aal text DEFAULT 'aal1'::text NOT NULL,
    factor_id uuid
);

--
-- Name: users; Type: TABLE; Schema: auth; Owner: -
--

CREATE TABLE auth.users (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    aud text DEFAULT 'authenticated'::text NOT NULL,
    role text DEFAULT 'authenticated'::text NOT NULL,
    email text,
    encrypted_password text,
    email_confirmed_at timestamp with time zone,
    last_sign_in_at timestamp with time zone,
    raw_app_meta_data jsonb DEFAULT '{}'::jsonb NOT NULL,
    raw_user_meta_data jsonb DEFAULT '{}'::jsonb NOT NULL,
    recovery_token text,
    recovery_sent_at timestamp with time zone,
    email_change text,
    email_change_sent_at timestamp with time zone,
    banned_until timestamp with time zone,
    is_anonymous boolean DEFAULT false NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    reauthentication_token text,
    reauthentication_sent_at timestamp with time zone,
    confirmation_token text,
    confirmation_sent_at timestamp with time zone,
    email_change_token_new text,
    email_change_token_current text DEFAULT ''::text,
    email_change_confirm_status smallint DEFAULT 0,
    invited_at timestamp with time zone,
    deleted_at timestamp with time zone,
    phone text,
    phone_confirmed_at timestamp with time zone,
    phone_change text DEFAULT ''::text,
    phone_change_token character varying(255) DEFAULT ''::character varying,
    phone_change_sent_at timestamp with time zone
);

--
-- Name: credit_notes; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.credit_notes (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    number text NOT NULL,
    invoice_id uuid NOT NULL,
    profile_id uuid,
    reason text NOT NULL,
    seller jsonb NOT NULL,
    issued_at timestamp with time zone DEFAULT now() NOT NULL,
    tax_rate numeric(5,2) NOT NULL,
    total_ht integer NOT NULL,
    total_tva integer NOT NULL,
    total_ttc integer NOT NULL,
    issued_by uuid,
    certification_status text DEFAULT 'pending'::text NOT NULL,
    certification_error text,
    secef_code text,
    secef_nim text,
    secef_counters jsonb,
    secef_qr text,
    secef_taxes jsonb,
    certified_at timestamp with time zone,
    CONSTRAINT credit_notes_certification_answer CHECK (
CASE certification_status
    WHEN 'certified'::text THEN ((secef_code IS NOT NULL) AND (secef_nim IS NOT NULL) AND (secef_qr IS NOT NULL) AND (certified_at IS NOT NULL) AND (certification_error IS NULL))
    WHEN 'refused'::text THEN ((certification_error IS NOT NULL) AND (secef_code IS NULL))
    ELSE ((certification_error IS NULL) AND (secef_code IS NULL))
END),
    CONSTRAINT credit_notes_certification_error_length CHECK ((char_length(certification_error) <= 1000)),
    CONSTRAINT credit_notes_certification_status_check CHECK ((certification_status = ANY (ARRAY['pending'::text, 'certified'::text, 'refused'::text]))),
    CONSTRAINT credit_notes_number_check CHECK ((number ~ '^AV-[0-9]{4}-[0-9]{4,}$'::text)),
    CONSTRAINT credit_notes_reason_check CHECK (((char_length(btrim(reason)) >= 1) AND (char_length(btrim(reason)) <= 1000))),
    CONSTRAINT credit_notes_seller_check CHECK ((jsonb_typeof(seller) = 'object'::text)),
    CONSTRAINT credit_notes_tax_rate_check CHECK (((tax_rate >= (0)::numeric) AND (tax_rate <= (100)::numeric))),
    CONSTRAINT credit_notes_total_ht_check CHECK ((total_ht > 0)),
    CONSTRAINT credit_notes_total_ttc_sum CHECK ((total_ttc = (total_ht + total_tva))),
    CONSTRAINT credit_notes_total_tva_check CHECK ((total_tva >= 0))
);

--
-- Name: payments; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.payments (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    invoice_id uuid NOT NULL,
    amount integer NOT NULL,
    method text NOT NULL,
    reference text,
    paid_on date DEFAULT ((now() AT TIME ZONE 'Africa/Ouagadougou'::text))::date NOT NULL,
    recorded_by uuid DEFAULT auth.uid(),
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    provider text,
    provider_transaction_id text,
    CONSTRAINT payments_amount_check CHECK (((amount > 0) AND (amount <= 2000000000))),
    CONSTRAINT payments_method_check CHECK ((method = ANY (ARRAY['cash'::text, 'orange_money'::text, 'moov_money'::text, 'bank_transfer'::text, 'cheque'::text]))),
    CONSTRAINT payments_provider_check CHECK ((provider = ANY (ARRAY['cinetpay'::text, 'test'::text]))),
    CONSTRAINT payments_provider_pairs CHECK (((provider IS NULL) = (provider_transaction_id IS NULL))),
    CONSTRAINT payments_provider_transaction_id_check CHECK (((provider_transaction_id IS NULL) OR ((char_length(provider_transaction_id) >= 1) AND (char_length(provider_transaction_id) <= 100)))),
    CONSTRAINT payments_reference_check CHECK (((reference IS NULL) OR (char_length(reference) <= 100)))
);

--
-- Name: refunds; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.refunds (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    invoice_id uuid NOT NULL,
    amount integer NOT NULL,
    method text NOT NULL,
    reference text,
    refunded_on date DEFAULT ((now() AT TIME ZONE 'Africa/Ouagadougou'::text))::date NOT NULL,
    recorded_by uuid DEFAULT auth.uid(),
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT refunds_amount_check CHECK (((amount > 0) AND (amount <= 2000000000))),
    CONSTRAINT refunds_method_check CHECK ((method = ANY (ARRAY['cash'::text, 'orange_money'::text, 'moov_money'::text, 'bank_transfer'::text, 'cheque'::text]))),
    CONSTRAINT refunds_reference_check CHECK (((reference IS NULL) OR (char_length(reference) <= 100)))
);

--
-- Name: account_movements; Type: VIEW; Schema: private; Owner: -
--

CREATE VIEW private.account_movements WITH (security_invoker='true') AS
 SELECT invoice.profile_id,
    invoice.id AS invoice_id,
    invoice.number AS invoice_number,
    invoice.due_date,
    ((invoice.issued_at AT TIME ZONE 'Africa/Ouagadougou'::text))::date AS day,
    invoice.issued_at AS recorded_at,
    'invoice'::text AS kind,
    invoice.number AS document,
    NULL::text AS method,
    NULL::text AS reference,
    (invoice.total_ttc)::bigint AS debit,
    (0)::bigint AS credit
   FROM public.invoices invoice
  WHERE (invoice.certification_status = 'certified'::text)
UNION ALL
 SELECT invoice.profile_id,
    invoice.id AS invoice_id,
    invoice.number AS invoice_number,
    invoice.due_date,
    ((note.issued_at AT TIME ZONE 'Africa/Ouagadougou'::text))::date AS day,
    note.issued_at AS recorded_at,
    'credit_note'::text AS kind,
    note.number AS document,
    NULL::text AS method,
    NULL::text AS reference,
    0 AS debit,
    note.total_ttc AS credit
   FROM (public.credit_notes note
     JOIN public.invoices invoice ON ((invoice.id = note.invoice_id)))
  WHERE ((note.certification_status = 'certified'::text) AND (invoice.certification_status = 'certified'::text))
UNION ALL
 SELECT invoice.profile_id,
    invoice.id AS invoice_id,
    invoice.number AS invoice_number,
    invoice.due_date,
    payment.paid_on AS day,
    payment.created_at AS recorded_at,
    'payment'::text AS kind,
    invoice.number AS document,
    payment.method,
    payment.reference,
    0 AS debit,
    payment.amount AS credit
   FROM (public.payments payment
     JOIN public.invoices invoice ON ((invoice.id = payment.invoice_id)))
  WHERE (invoice.certification_status = 'certified'::text)
UNION ALL
 SELECT invoice.profile_id,
    invoice.id AS invoice_id,
    invoice.number AS invoice_number,
    invoice.due_date,
    refund.refunded_on AS day,
    refund.created_at AS recorded_at,
    'refund'::text AS kind,
    invoice.number AS document,
    refund.method,
    refund.reference,
    refund.amount AS debit,
    0 AS credit
   FROM (public.refunds refund
     JOIN public.invoices invoice ON ((invoice.id = refund.invoice_id)))
  WHERE (invoice.certification_status = 'certified'::text);

--
-- Name: appointment_customer_moves; Type: TABLE; Schema: private; Owner: -
--

CREATE TABLE private.appointment_customer_moves (
    appointment_id uuid NOT NULL,
    moved_at timestamp with time zone DEFAULT now() NOT NULL
);

--
-- Name: appointment_links; Type: TABLE; Schema: private; Owner: -
--

CREATE TABLE private.appointment_links (
    token_hash text NOT NULL,
    appointment_id uuid NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT appointment_links_token_hash_check CHECK ((token_hash ~ '^[0-9a-f]{64}$'::text))
);

--
-- Name: appointment_reminders; Type: TABLE; Schema: private; Owner: -
--

CREATE TABLE private.appointment_reminders (
    appointment_id uuid NOT NULL,
    slot_start timestamp with time zone NOT NULL,
    queued_at timestamp with time zone DEFAULT now() NOT NULL
);

--
-- Name: document_counters; Type: TABLE; Schema: private; Owner: -
--

CREATE TABLE private.document_counters (
    kind text NOT NULL,
    year integer NOT NULL,
    last_number integer NOT NULL,
    CONSTRAINT document_counters_kind_check CHECK ((kind = ANY (ARRAY['DEV'::text, 'FAC'::text, 'AV'::text, 'SUP'::text]))),
    CONSTRAINT document_counters_last_number_check CHECK ((last_number >= 1)),
    CONSTRAINT document_counters_year_check CHECK (((year >= 2000) AND (year <= 9999)))
);

--
-- Name: invoice_links; Type: TABLE; Schema: private; Owner: -
--

CREATE TABLE private.invoice_links (
    token_hash text NOT NULL,
    invoice_id uuid NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT invoice_links_token_hash_check CHECK ((token_hash ~ '^[0-9a-f]{64}$'::text))
);

--
-- Name: option_labels; Type: TABLE; Schema: private; Owner: -
--

CREATE TABLE private.option_labels (
    list text NOT NULL,
    "position" smallint NOT NULL,
    value text NOT NULL,
    label text NOT NULL,
    CONSTRAINT option_labels_label_check CHECK (((label <> ''::text) AND (char_length(label) <= 100))),
    CONSTRAINT option_labels_list_check CHECK ((list ~ '^[a-z_]+$'::text)),
    CONSTRAINT option_labels_position_check CHECK (("position" > 0)),
    CONSTRAINT option_labels_value_check CHECK ((value <> ''::text))
);

--
-- Name: order_links; Type: TABLE; Schema: private; Owner: -
--

CREATE TABLE private.order_links (
    token_hash text NOT NULL,
    order_id uuid NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT order_links_token_hash_check CHECK ((token_hash ~ '^[0-9a-f]{64}$'::text))
);

--
-- Name: quote_links; Type: TABLE; Schema: private; Owner: -
--

CREATE TABLE private.quote_links (
    token_hash text NOT NULL,
    quote_id uuid NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT quote_links_token_hash_check CHECK ((token_hash ~ '^[0-9a-f]{64}$'::text))
);

--
-- Name: send_email_hook_calls; Type: TABLE; Schema: private; Owner: -
--

CREATE TABLE private.send_email_hook_calls (
    webhook_id text NOT NULL,
    handled_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT send_email_hook_calls_webhook_id_check CHECK (((char_length(webhook_id) >= 1) AND (char_length(webhook_id) <= 200)))
);

--
-- Name: blog_posts; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.blog_posts (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    title text NOT NULL,
    slug text NOT NULL,
    excerpt text,
    content text DEFAULT ''::text NOT NULL,
    image_url text,
    author_id uuid DEFAULT auth.uid(),
    published_at timestamp with time zone,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    search_text text GENERATED ALWAYS AS (private.search_fold(((((title || ' '::text) || COALESCE(excerpt, ''::text)) || ' '::text) || content))) STORED,
    author_name text,
    CONSTRAINT blog_posts_content_check CHECK ((char_length(content) <= 100000)),
    CONSTRAINT blog_posts_excerpt_check CHECK (((excerpt IS NULL) OR (char_length(excerpt) <= 1000))),
    CONSTRAINT blog_posts_image_url_check CHECK (((image_url IS NULL) OR (char_length(image_url) <= 500))),
    CONSTRAINT blog_posts_slug_check CHECK (((slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'::text) AND (char_length(slug) <= 200))),
    CONSTRAINT blog_posts_title_check CHECK (((char_length(btrim(title)) >= 1) AND (char_length(btrim(title)) <= 300)))
);

--
-- Name: contact_messages; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.contact_messages (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    name text NOT NULL,
    email text NOT NULL,
    phone text,
    subject text,
    message text NOT NULL,
    read boolean DEFAULT false NOT NULL,
    product_id uuid,
    profile_id uuid DEFAULT auth.uid(),
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    search_text text GENERATED ALWAYS AS (private.search_fold(((((((((name || ' '::text) || email) || ' '::text) || COALESCE(phone, ''::text)) || ' '::text) || COALESCE(subject, ''::text)) || ' '::text) || message))) STORED,
    CONSTRAINT contact_messages_email_check CHECK (((char_length(email) <= 254) AND (email ~ '^[^@\s]+@[^@\s]+\.[^@\s]+$'::text))),
    CONSTRAINT contact_messages_message_check CHECK (((char_length(btrim(message)) >= 1) AND (char_length(btrim(message)) <= 5000))),
    CONSTRAINT contact_messages_name_check CHECK (((char_length(btrim(name)) >= 1) AND (char_length(btrim(name)) <= 200))),
    CONSTRAINT contact_messages_phone_check CHECK (((phone IS NULL) OR (phone = ''::text) OR ((char_length(phone) <= 30) AND (phone ~ '^\+?[0-9 ().-]{6,30}$'::text)))),
    CONSTRAINT contact_messages_subject_check CHECK (((subject IS NULL) OR (char_length(subject) <= 300)))
);

--
-- Name: equipment; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.equipment (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    profile_id uuid NOT NULL,
    product_id uuid,
    name text NOT NULL,
    serial_number text,
    purchased_on date DEFAULT ((now() AT TIME ZONE 'Africa/Ouagadougou'::text))::date NOT NULL,
    warranty_end date,
    order_id uuid,
    notes text,
    warranty_notice_sent_at timestamp with time zone,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT equipment_check CHECK (((warranty_end IS NULL) OR (warranty_end >= purchased_on))),
    CONSTRAINT equipment_name_check CHECK (((char_length(btrim(name)) >= 1) AND (char_length(btrim(name)) <= 200))),
    CONSTRAINT equipment_notes_check CHECK (((notes IS NULL) OR (char_length(notes) <= 2000))),
    CONSTRAINT equipment_serial_number_check CHECK (((serial_number IS NULL) OR ((char_length(serial_number) >= 1) AND (char_length(serial_number) <= 100))))
);

--
-- Name: invoice_lines; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.invoice_lines (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    invoice_id uuid NOT NULL,
    "position" integer NOT NULL,
    product_id uuid,
    description text NOT NULL,
    quantity integer NOT NULL,
    unit_price integer NOT NULL,
    line_total bigint NOT NULL,
    list_unit_price integer,
    discount_percent numeric(5,2) DEFAULT 0 NOT NULL,
    CONSTRAINT invoice_lines_check CHECK ((line_total = ((unit_price)::bigint * quantity))),
    CONSTRAINT invoice_lines_description_check CHECK (((char_length(description) >= 1) AND (char_length(description) <= 200))),
    CONSTRAINT invoice_lines_discount_percent_check CHECK (((discount_percent >= (0)::numeric) AND (discount_percent <= (100)::numeric))),
    CONSTRAINT invoice_lines_list_unit_price_check CHECK ((list_unit_price >= unit_price)),
    CONSTRAINT invoice_lines_position_check CHECK ((("position" >= 0) AND ("position" <= 1000))),
    CONSTRAINT invoice_lines_quantity_check CHECK (((quantity >= 1) AND (quantity <= 1000))),
    CONSTRAINT invoice_lines_unit_price_check CHECK ((unit_price >= 0))
);

--
-- Name: message_replies; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.message_replies (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    contact_message_id uuid,
    quote_id uuid,
    body text NOT NULL,
    recipient text NOT NULL,
    replied_by uuid,
    replied_by_name text NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT message_replies_about_one_record CHECK ((num_nonnulls(contact_message_id, quote_id) = 1)),
    CONSTRAINT message_replies_body_check CHECK (((char_length(btrim(body)) >= 1) AND (char_length(btrim(body)) <= 5000))),
    CONSTRAINT message_replies_recipient_check CHECK ((char_length(recipient) <= 254)),
    CONSTRAINT message_replies_replied_by_name_check CHECK (((char_length(replied_by_name) >= 1) AND (char_length(replied_by_name) <= 200)))
);

--
-- Name: mfa_resets; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.mfa_resets (
    id bigint NOT NULL,
    profile_id uuid,
    reset_by uuid,
    factors_removed integer NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT mfa_resets_factors_removed_check CHECK ((factors_removed >= 0))
);

--
-- Name: mfa_resets_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

ALTER TABLE public.mfa_resets ALTER COLUMN id ADD GENERATED ALWAYS AS IDENTITY (
    SEQUENCE NAME public.mfa_resets_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);

--
-- Name: notifications; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.notifications (
    id bigint NOT NULL,
    kind text NOT NULL,
    recipient text NOT NULL,
    subject text,
    body_text text,
    status text DEFAULT 'pending'::text NOT NULL,
    attempts integer DEFAULT 0 NOT NULL,
    next_attempt_at timestamp with time zone DEFAULT now() NOT NULL,
    last_error text,
    sent_at timestamp with time zone,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    expires_at timestamp with time zone,
    caused_by_visitor boolean DEFAULT false NOT NULL,
    appointment_id uuid,
    reply_to text,
    order_id uuid,
    quote_id uuid,
    data jsonb,
    invoice_id uuid,
    credit_note_id uuid,
    channel text DEFAULT 'email'::text NOT NULL,
    message_id uuid DEFAULT gen_random_uuid() NOT NULL,
    CONSTRAINT notifications_attempts_check CHECK ((attempts >= 0)),
    CONSTRAINT notifications_body_text_check CHECK ((char_length(body_text) <= 50000)),
    CONSTRAINT notifications_channel_check CHECK ((channel = ANY (ARRAY['email'::text, 'sms'::text, 'whatsapp'::text, 'certification'::text]))),
    CONSTRAINT notifications_data_check CHECK (((data IS NULL) OR ((jsonb_typeof(data) = 'object'::text) AND (octet_length((data)::text) <= 50000)))),
    CONSTRAINT notifications_kind_check CHECK (((char_length(kind) >= 1) AND (char_length(kind) <= 100))),
    CONSTRAINT notifications_pending_has_data CHECK (((data IS NOT NULL) OR ((status <> 'pending'::text) AND (subject IS NOT NULL) AND (body_text IS NOT NULL)))),
    CONSTRAINT notifications_recipient_check CHECK (((char_length(recipient) >= 3) AND (char_length(recipient) <= 254))),
    CONSTRAINT notifications_reply_to_check CHECK (((reply_to IS NULL) OR ((char_length(reply_to) <= 254) AND (reply_to ~ '^[^@\s,;<>"]+@[^@\s,;<>"]+\.[^@\s,;<>"]+$'::text)))),
    CONSTRAINT notifications_status_check CHECK ((status = ANY (ARRAY['pending'::text, 'sent'::text, 'failed'::text, 'expired'::text]))),
    CONSTRAINT notifications_subject_check CHECK ((char_length(subject) <= 500)),
    CONSTRAINT notifications_text_message_recipient CHECK (((channel = 'email'::text) OR ((channel = 'certification'::text) AND (recipient = 'secef'::text)) OR ((channel = ANY (ARRAY['sms'::text, 'whatsapp'::text])) AND (recipient ~ '^\+[1-9][0-9]{7,14}$'::text) AND (kind ~~ 'sms\_%'::text))))
);

--
-- Name: notifications_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

ALTER TABLE public.notifications ALTER COLUMN id ADD GENERATED ALWAYS AS IDENTITY (
    SEQUENCE NAME public.notifications_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);

--
-- Name: order_items; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.order_items (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    order_id uuid NOT NULL,
    product_id uuid,
    product_name text NOT NULL,
    unit_price integer NOT NULL,
    quantity integer NOT NULL,
    line_total integer NOT NULL,
    "position" integer NOT NULL,
    list_unit_price integer,
    discount_percent numeric(5,2) DEFAULT 0 NOT NULL,
    CONSTRAINT order_items_check CHECK ((line_total = (unit_price * quantity))),
    CONSTRAINT order_items_discount_percent_check CHECK (((discount_percent >= (0)::numeric) AND (discount_percent <= (100)::numeric))),
    CONSTRAINT order_items_list_unit_price_check CHECK (((list_unit_price IS NULL) OR (list_unit_price >= unit_price))),
    CONSTRAINT order_items_position_check CHECK ((("position" IS NULL) OR ("position" >= 0))),
    CONSTRAINT order_items_product_name_check CHECK (((char_length(product_name) >= 1) AND (char_length(product_name) <= 200))),
    CONSTRAINT order_items_quantity_check CHECK (((quantity >= 1) AND (quantity <= 1000))),
    CONSTRAINT order_items_unit_price_check CHECK ((unit_price >= 0))
);

--
-- Name: orders_number_seq; Type: SEQUENCE; Schema: public; Owner: -
--

ALTER TABLE public.orders ALTER COLUMN number ADD GENERATED BY DEFAULT AS IDENTITY (
    SEQUENCE NAME public.orders_number_seq
    START WITH 1001
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);

--
-- Name: payment_reminders; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.payment_reminders (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    invoice_id uuid NOT NULL,
    step integer NOT NULL,
    customer_key text NOT NULL,
    sent_on date NOT NULL,
    channels text[] DEFAULT '{}'::text[] NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT payment_reminders_channels_check CHECK ((channels <@ ARRAY['email'::text, 'sms'::text, 'whatsapp'::text])),
    CONSTRAINT payment_reminders_customer_key_check CHECK (((char_length(customer_key) >= 1) AND (char_length(customer_key) <= 300))),
    CONSTRAINT payment_reminders_step_check CHECK (((step >= '-30'::integer) AND (step <= 120)))
);

--
-- Name: product_categories; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.product_categories (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    slug text NOT NULL,
    name text NOT NULL,
    "position" integer DEFAULT 0 NOT NULL,
    icon text DEFAULT 'hardware'::text NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT product_categories_icon_check CHECK ((icon ~ '^[a-z]{1,30}$'::text)),
    CONSTRAINT product_categories_name_check CHECK (((char_length(btrim(name)) >= 1) AND (char_length(btrim(name)) <= 80))),
    CONSTRAINT product_categories_position_check CHECK ((("position" >= 0) AND ("position" <= 1000))),
    CONSTRAINT product_categories_slug_check CHECK (((slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'::text) AND (char_length(slug) <= 60)))
);

--
-- Name: profiles; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.profiles (
    id uuid NOT NULL,
    email text,
    full_name text,
    phone text,
    company text,
    role text DEFAULT 'customer'::text NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    account_phone text,
    search_text text GENERATED ALWAYS AS ((((((private.search_fold(((((((((COALESCE(full_name, ''::text) || ' '::text) || COALESCE(email, ''::text)) || ' '::text) || COALESCE(company, ''::text)) || ' '::text) || COALESCE(phone, ''::text)) || ' '::text) || COALESCE(account_phone, ''::text))) || ' '::text) || regexp_replace(COALESCE(phone, ''::text), '[^0-9]'::text, ''::text, 'g'::text)) ||
CASE
    WHEN (char_length(regexp_replace(COALESCE(phone, ''::text), '[^0-9]'::text, ''::text, 'g'::text)) = 8) THEN (' 226'::text || regexp_replace(COALESCE(phone, ''::text), '[^0-9]'::text, ''::text, 'g'::text))
    ELSE ''::text
END) || ' '::text) || regexp_replace(COALESCE(account_phone, ''::text), '[^0-9]'::text, ''::text, 'g'::text))) STORED,
    ifu text,
    rccm text,
    department text,
    reminders_paused boolean DEFAULT false NOT NULL,
    CONSTRAINT profiles_account_phone_check CHECK (((account_phone IS NULL) OR (account_phone ~ '^\+[1-9][0-9]{7,14}$'::text))),
    CONSTRAINT profiles_company_check CHECK (((company IS NULL) OR (char_length(company) <= 200))),
    CONSTRAINT profiles_department_length CHECK (((char_length(department) >= 1) AND (char_length(department) <= 200))),
    CONSTRAINT profiles_email_check CHECK (((email IS NULL) OR (char_length(email) <= 254))),
    CONSTRAINT profiles_full_name_check CHECK (((full_name IS NULL) OR (char_length(full_name) <= 200))),
    CONSTRAINT profiles_ifu_format CHECK ((ifu ~ '^[0-9]{8}[A-Z]$'::text)),
    CONSTRAINT profiles_phone_check CHECK (((phone IS NULL) OR (phone = ''::text) OR ((char_length(phone) <= 30) AND (phone ~ '^\+?[0-9 ().-]{6,30}$'::text)))),
    CONSTRAINT profiles_rccm_length CHECK (((char_length(rccm) >= 1) AND (char_length(rccm) <= 60))),
    CONSTRAINT profiles_role_check CHECK ((role = ANY (ARRAY['customer'::text, 'admin'::text])))
);

--
-- Name: public_blog_posts; Type: VIEW; Schema: public; Owner: -
--

CREATE VIEW public.public_blog_posts WITH (security_invoker='true', security_barrier='true') AS
 SELECT post.id,
    post.title,
    post.slug,
    post.excerpt,
    post.content,
    post.image_url,
    post.published_at,
    post.created_at,
    post.updated_at,
    post.author_name
   FROM public.blog_posts post
  WHERE ((post.published_at IS NOT NULL) AND (post.published_at <= now()));

--
-- Name: public_site_settings; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.public_site_settings (
    id integer NOT NULL,
    company_name text,
    address text,
    city text,
    country text,
    phone_main text,
    phone_support text,
    email_general text,
    email_support text,
    whatsapp_number text,
    facebook_url text,
    linkedin_url text,
    weekly_hours jsonb,
    closed_days jsonb,
    tax_rate numeric(5,2),
    booking_horizon_days integer,
    updated_at timestamp with time zone,
    legal_name text,
    ifu text,
    rccm text,
    tax_regime text,
    tax_division text,
    bank_name text,
    bank_account text,
    orange_money_number text,
    moov_money_number text,
    logo_path text,
    prices_include_tax boolean,
    latitude numeric(8,5),
    longitude numeric(8,5),
    online_payment boolean DEFAULT false NOT NULL
);

--
-- Name: quote_lines; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.quote_lines (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    quote_id uuid NOT NULL,
    "position" integer DEFAULT 0 NOT NULL,
    product_id uuid,
    description text NOT NULL,
    quantity integer NOT NULL,
    unit_price integer NOT NULL,
    discount_percent numeric(5,2) DEFAULT 0 NOT NULL,
    net_unit_price integer GENERATED ALWAYS AS ((round((((unit_price)::numeric * ((100)::numeric - discount_percent)) / (100)::numeric)))::integer) STORED,
    line_total bigint GENERATED ALWAYS AS (((round((((unit_price)::numeric * ((100)::numeric - discount_percent)) / (100)::numeric)))::bigint * quantity)) STORED,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT quote_lines_description_check CHECK (((char_length(btrim(description)) >= 1) AND (char_length(btrim(description)) <= 200))),
    CONSTRAINT quote_lines_discount_percent_check CHECK (((discount_percent >= (0)::numeric) AND (discount_percent <= (100)::numeric))),
    CONSTRAINT quote_lines_position_check CHECK ((("position" >= 0) AND ("position" <= 1000))),
    CONSTRAINT quote_lines_quantity_check CHECK (((quantity >= 1) AND (quantity <= 1000))),
    CONSTRAINT quote_lines_unit_price_check CHECK (((unit_price >= 0) AND (unit_price <= 1000000000)))
);

--
-- Name: receivables; Type: VIEW; Schema: public; Owner: -
--

CREATE VIEW public.receivables WITH (security_invoker='true', security_barrier='true') AS
 SELECT profile.id,
    profile.full_name,
    profile.company,
    profile.email,
    aged.balance,
    aged.not_due,
    aged.overdue_0_30,
    aged.overdue_31_60,
    aged.overdue_61_90,
    aged.overdue_over_90,
    (((aged.overdue_0_30 + aged.overdue_31_60) + aged.overdue_61_90) + aged.overdue_over_90) AS overdue_total,
    aged.customer_credit,
    aged.oldest_due_date
   FROM (private.ageing_on(((now() AT TIME ZONE 'Africa/Ouagadougou'::text))::date) aged(profile_id, balance, not_due, overdue_0_30, overdue_31_60, overdue_61_90, overdue_over_90, customer_credit, oldest_due_date)
     JOIN public.profiles profile ON ((profile.id = aged.profile_id)))
  WHERE (( SELECT private.is_admin() AS is_admin) AND ((aged.balance <> 0) OR (aged.customer_credit <> 0)));

--
-- Name: receivables_totals; Type: VIEW; Schema: public; Owner: -
--

CREATE VIEW public.receivables_totals WITH (security_invoker='true', security_barrier='true') AS
 SELECT (count(*))::integer AS customers,
    (COALESCE(sum(receivable.balance), (0)::numeric))::bigint AS balance,
    (COALESCE(sum(receivable.not_due), (0)::numeric))::bigint AS not_due,
    (COALESCE(sum(receivable.overdue_0_30), (0)::numeric))::bigint AS overdue_0_30,
    (COALESCE(sum(receivable.overdue_31_60), (0)::numeric))::bigint AS overdue_31_60,
    (COALESCE(sum(receivable.overdue_61_90), (0)::numeric))::bigint AS overdue_61_90,
    (COALESCE(sum(receivable.overdue_over_90), (0)::numeric))::bigint AS overdue_over_90,
    (COALESCE(sum(receivable.overdue_total), (0)::numeric))::bigint AS overdue_total,
    (COALESCE(sum(receivable.customer_credit), (0)::numeric))::bigint AS customer_credit
   FROM public.receivables receivable
  WHERE ( SELECT private.is_admin() AS is_admin);

--
-- Name: site_settings; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.site_settings (
    id integer DEFAULT 1 NOT NULL,
    company_name text DEFAULT 'Ouaga IT Services'::text NOT NULL,
    address text DEFAULT ''::text NOT NULL,
    city text DEFAULT 'Ouagadougou'::text NOT NULL,
    country text DEFAULT 'Burkina Faso'::text NOT NULL,
    phone_main text DEFAULT ''::text NOT NULL,
    phone_support text DEFAULT ''::text NOT NULL,
    email_general text DEFAULT ''::text NOT NULL,
    email_support text DEFAULT ''::text NOT NULL,
    whatsapp_number text DEFAULT ''::text NOT NULL,
    facebook_url text,
    linkedin_url text,
    tax_rate numeric(5,2) DEFAULT 18 NOT NULL,
    notification_email text DEFAULT ''::text NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    booking_horizon_days integer DEFAULT 180 NOT NULL,
    admin_mfa_required boolean DEFAULT false NOT NULL,
    weekly_hours jsonb DEFAULT '[{"day": 1, "opens": "08:00", "closes": "12:00"}, {"day": 1, "opens": "14:00", "closes": "18:00"}, {"day": 2, "opens": "08:00", "closes": "12:00"}, {"day": 2, "opens": "14:00", "closes": "18:00"}, {"day": 3, "opens": "08:00", "closes": "12:00"}, {"day": 3, "opens": "14:00", "closes": "18:00"}, {"day": 4, "opens": "08:00", "closes": "12:00"}, {"day": 4, "opens": "14:00", "closes": "18:00"}, {"day": 5, "opens": "08:00", "closes": "12:00"}, {"day": 5, "opens": "14:00", "closes": "18:00"}, {"day": 6, "opens": "09:00", "closes": "12:00"}]'::jsonb NOT NULL,
    closed_days jsonb DEFAULT '[{"date": "2026-01-01", "label": "Jour de l’an"}, {"date": "2026-01-03", "label": "Anniversaire du soulèvement populaire du 3 janvier 1966"}, {"date": "2026-03-08", "label": "Journée internationale de la femme"}, {"date": "2026-03-20", "label": "Aïd el-Fitr (date prévue)"}, {"date": "2026-04-06", "label": "Lundi de Pâques"}, {"date": "2026-05-01", "label": "Fête du travail"}, {"date": "2026-05-14", "label": "Ascension"}, {"date": "2026-05-25", "label": "Lundi de Pentecôte"}, {"date": "2026-05-27", "label": "Tabaski (date prévue)"}, {"date": "2026-08-05", "label": "Fête de l’indépendance"}, {"date": "2026-08-15", "label": "Assomption"}, {"date": "2026-08-26", "label": "Maouloud (date prévue)"}, {"date": "2026-11-01", "label": "Toussaint"}, {"date": "2026-12-11", "label": "Proclamation de la République"}, {"date": "2026-12-25", "label": "Noël"}, {"date": "2027-01-01", "label": "Jour de l’an"}, {"date": "2027-01-03", "label": "Anniversaire du soulèvement populaire du 3 janvier 1966"}, {"date": "2027-03-08", "label": "Journée internationale de la femme"}, {"date": "2027-03-10", "label": "Aïd el-Fitr (date prévue)"}, {"date": "2027-03-29", "label": "Lundi de Pâques"}, {"date": "2027-05-01", "label": "Fête du travail"}, {"date": "2027-05-06", "label": "Ascension"}, {"date": "2027-05-16", "label": "Tabaski (date prévue)"}, {"date": "2027-05-17", "label": "Lundi de Pentecôte"}, {"date": "2027-08-05", "label": "Fête de l’indépendance"}, {"date": "2027-08-15", "label": "Assomption et Maouloud (date prévue)"}, {"date": "2027-11-01", "label": "Toussaint"}, {"date": "2027-12-11", "label": "Proclamation de la République"}, {"date": "2027-12-25", "label": "Noël"}]'::jsonb NOT NULL,
    legal_name text DEFAULT ''::text NOT NULL,
    ifu text DEFAULT ''::text NOT NULL,
    rccm text DEFAULT ''::text NOT NULL,
    tax_regime text DEFAULT ''::text NOT NULL,
    tax_division text DEFAULT ''::text NOT NULL,
    bank_name text DEFAULT ''::text NOT NULL,
    bank_account text DEFAULT ''::text NOT NULL,
    orange_money_number text DEFAULT ''::text NOT NULL,
    moov_money_number text DEFAULT ''::text NOT NULL,
    logo_path text DEFAULT ''::text NOT NULL,
    prices_include_tax boolean DEFAULT true NOT NULL,
    latitude numeric(8,5) DEFAULT 12.37140,
    longitude numeric(8,5) DEFAULT '-1.51970'::numeric,
    reminder_days integer[] DEFAULT '{-3,1,7,15}'::integer[] NOT NULL,
    support_targets jsonb DEFAULT '{"annoying": {"resolution_hours": 24, "first_response_hours": 4}, "blocking": {"resolution_hours": 8, "first_response_hours": 2}, "question": {"resolution_hours": 40, "first_response_hours": 8}}'::jsonb NOT NULL,
    CONSTRAINT site_settings_address_check CHECK ((char_length(address) <= 300)),
    CONSTRAINT site_settings_bank_account_check CHECK ((char_length(bank_account) <= 60)),
    CONSTRAINT site_settings_bank_name_check CHECK ((char_length(bank_name) <= 100)),
    CONSTRAINT site_settings_booking_horizon_days_check CHECK (((booking_horizon_days >= 1) AND (booking_horizon_days <= 730))),
    CONSTRAINT site_settings_city_check CHECK ((char_length(city) <= 100)),
    CONSTRAINT site_settings_closed_days_valid CHECK (private.valid_closed_days(closed_days)),
    CONSTRAINT site_settings_company_name_check CHECK (((char_length(company_name) >= 1) AND (char_length(company_name) <= 200))),
    CONSTRAINT site_settings_country_check CHECK ((char_length(country) <= 100)),
    CONSTRAINT site_settings_email_general_check CHECK (((email_general = ''::text) OR ((char_length(email_general) <= 254) AND (email_general ~ '^[^@\s]+@[^@\s]+\.[^@\s]+$'::text)))),
    CONSTRAINT site_settings_email_support_check CHECK (((email_support = ''::text) OR ((char_length(email_support) <= 254) AND (email_support ~ '^[^@\s]+@[^@\s]+\.[^@\s]+$'::text)))),
    CONSTRAINT site_settings_facebook_url_check CHECK (((facebook_url IS NULL) OR (facebook_url = ''::text) OR ((char_length(facebook_url) <= 500) AND (facebook_url ~ '^https?://'::text)))),
    CONSTRAINT site_settings_id_check CHECK ((id = 1)),
    CONSTRAINT site_settings_ifu_check CHECK ((ifu ~ '^[0-9A-Za-z -]{0,20}$'::text)),
    CONSTRAINT site_settings_latitude_range CHECK (((latitude >= ('-90'::integer)::numeric) AND (latitude <= (90)::numeric))),
    CONSTRAINT site_settings_legal_name_check CHECK ((char_length(legal_name) <= 200)),
    CONSTRAINT site_settings_linkedin_url_check CHECK (((linkedin_url IS NULL) OR (linkedin_url = ''::text) OR ((char_length(linkedin_url) <= 500) AND (linkedin_url ~ '^https?://'::text)))),
    CONSTRAINT site_settings_logo_path_check CHECK (((char_length(logo_path) <= 300) AND (logo_path ~ '^[A-Za-z0-9/._-]*$'::text))),
    CONSTRAINT site_settings_longitude_range CHECK (((longitude >= ('-180'::integer)::numeric) AND (longitude <= (180)::numeric))),
    CONSTRAINT site_settings_moov_money_number_check CHECK (((moov_money_number = ''::text) OR ((char_length(moov_money_number) <= 30) AND (moov_money_number ~ '^\+?[0-9 ().-]{6,30}$'::text)))),
    CONSTRAINT site_settings_notification_email_check CHECK (((notification_email = ''::text) OR ((char_length(notification_email) <= 254) AND (notification_email ~ '^[^@\s]+@[^@\s]+\.[^@\s]+$'::text)))),
    CONSTRAINT site_settings_orange_money_number_check CHECK (((orange_money_number = ''::text) OR ((char_length(orange_money_number) <= 30) AND (orange_money_number ~ '^\+?[0-9 ().-]{6,30}$'::text)))),
    CONSTRAINT site_settings_phone_main_check CHECK (((phone_main = ''::text) OR ((char_length(phone_main) <= 30) AND (phone_main ~ '^\+?[0-9 ().-]{6,30}$'::text)))),
    CONSTRAINT site_settings_phone_support_check CHECK (((phone_support = ''::text) OR ((char_length(phone_support) <= 30) AND (phone_support ~ '^\+?[0-9 ().-]{6,30}$'::text)))),
    CONSTRAINT site_settings_rccm_check CHECK ((char_length(rccm) <= 60)),
    CONSTRAINT site_settings_reminder_days_valid CHECK (private.valid_reminder_days(reminder_days)),
    CONSTRAINT site_settings_support_targets_valid CHECK (private.valid_support_targets(support_targets)),
    CONSTRAINT site_settings_tax_division_check CHECK ((char_length(tax_division) <= 100)),
    CONSTRAINT site_settings_tax_rate_check CHECK (((tax_rate >= (0)::numeric) AND (tax_rate <= (100)::numeric))),
    CONSTRAINT site_settings_tax_regime_check CHECK ((char_length(tax_regime) <= 100)),
    CONSTRAINT site_settings_weekly_hours_valid CHECK (private.valid_weekly_hours(weekly_hours)),
    CONSTRAINT site_settings_whatsapp_number_check CHECK ((whatsapp_number ~ '^[0-9]{0,20}$'::text))
);

--
-- Name: support_messages; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.support_messages (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    request_id uuid NOT NULL,
    author_id uuid DEFAULT auth.uid(),
    body text NOT NULL,
    internal boolean DEFAULT false NOT NULL,
    attachments text[] DEFAULT '{}'::text[] NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT support_messages_attachments_check CHECK (((cardinality(attachments) <= 6) AND (char_length(array_to_string(attachments, ''::text)) <= 2000))),
    CONSTRAINT support_messages_body_check CHECK (((char_length(btrim(body)) >= 1) AND (char_length(btrim(body)) <= 5000)))
);

--
-- Name: web_vitals; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.web_vitals (
    id bigint NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    metric text NOT NULL,
    value double precision NOT NULL,
    path text NOT NULL,
    connection text,
    device text NOT NULL,
    CONSTRAINT web_vitals_check CHECK (((value >= (0)::double precision) AND (value <= (
CASE
    WHEN (metric = 'CLS'::text) THEN 100
    ELSE 600000
END)::double precision))),
    CONSTRAINT web_vitals_connection_check CHECK ((connection = ANY (ARRAY['slow-2g'::text, '2g'::text, '3g'::text, '4g'::text]))),
    CONSTRAINT web_vitals_device_check CHECK ((device = ANY (ARRAY['phone'::text, 'tablet'::text, 'desktop'::text]))),
    CONSTRAINT web_vitals_metric_check CHECK ((metric = ANY (ARRAY['LCP'::text, 'INP'::text, 'CLS'::text, 'FCP'::text, 'TTFB'::text]))),
    CONSTRAINT web_vitals_path_check CHECK ((((char_length(path) >= 1) AND (char_length(path) <= 200)) AND (path ~ '^/[^?#[:space:]]*$'::text))),
    CONSTRAINT web_vitals_value_plausible CHECK (
CASE metric
    WHEN 'CLS'::text THEN ((value >= (0)::double precision) AND (value <= (10)::double precision))
    WHEN 'INP'::text THEN ((value >= (0)::double precision) AND (value <= (60000)::double precision))
    WHEN 'TTFB'::text THEN ((value >= (0)::double precision) AND (value <= (60000)::double precision))
    ELSE ((value >= (0)::double precision) AND (value <= (120000)::double precision))
END)
);

--
-- Name: web_vitals_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

ALTER TABLE public.web_vitals ALTER COLUMN id ADD GENERATED ALWAYS AS IDENTITY (
    SEQUENCE NAME public.web_vitals_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);

--
-- Name: link_token_functions; Type: TABLE; Schema: rate_limit; Owner: -
--

CREATE TABLE rate_limit.link_token_functions (
    name text NOT NULL,
    counts_every_call boolean DEFAULT false NOT NULL,
    CONSTRAINT link_token_functions_name_check CHECK ((name ~ '^[a-z_][a-z0-9_]*$'::text))
);

--
-- Name: proxy_settings; Type: TABLE; Schema: rate_limit; Owner: -
--

CREATE TABLE rate_limit.proxy_settings (
    id integer DEFAULT 1 NOT NULL,
    trusted_hops integer DEFAULT 0 NOT NULL,
    CONSTRAINT proxy_settings_id_check CHECK ((id = 1)),
    CONSTRAINT proxy_settings_trusted_hops_check CHECK (((trusted_hops >= 0) AND (trusted_hops <= 10)))
);

--
-- Name: rules; Type: TABLE; Schema: rate_limit; Owner: -
--

CREATE TABLE rate_limit.rules (
    name text NOT NULL,
    max_count integer NOT NULL,
    window_seconds integer NOT NULL,
    CONSTRAINT rules_max_count_check CHECK ((max_count >= 0)),
    CONSTRAINT rules_name_check CHECK ((name = ANY (ARRAY['form'::text, 'web_vitals'::text, 'refused_link'::text]))),
    CONSTRAINT rules_window_seconds_check CHECK ((window_seconds > 0))
);

--
-- Name: windows; Type: TABLE; Schema: rate_limit; Owner: -
--

CREATE TABLE rate_limit.windows (
    key text NOT NULL,
    hits timestamp with time zone[] NOT NULL,
    expires_at timestamp with time zone NOT NULL
);

--
-- Name: buckets; Type: TABLE; Schema: storage; Owner: -
--

CREATE TABLE storage.buckets (
    id text NOT NULL,
    name text NOT NULL,
    owner uuid,
    public boolean DEFAULT false NOT NULL,
    file_size_limit bigint,
    allowed_mime_types text[],
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL
);

--
-- Name: objects; Type: TABLE; Schema: storage; Owner: -
--

CREATE TABLE storage.objects (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    bucket_id text,
    name text,
    owner uuid,
    metadata jsonb,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    last_accessed_at timestamp with time zone DEFAULT now() NOT NULL
);

--
-- Name: objects; Type: TABLE; Schema: storage_bytes; Owner: -
--

CREATE TABLE storage_bytes.objects (
    bucket_id text NOT NULL,
    name text NOT NULL,
    bytes bytea NOT NULL
);

--
-- Name: refresh_tokens id; Type: DEFAULT; Schema: auth; Owner: -
--

ALTER TABLE ONLY auth.refresh_tokens ALTER COLUMN id SET DEFAULT nextval('auth.refresh_tokens_id_seq'::regclass);

--
-- Name: email_codes email_codes_pkey; Type: CONSTRAINT; Schema: auth; Owner: -
--

ALTER TABLE ONLY auth.email_codes
    ADD CONSTRAINT email_codes_pkey PRIMARY KEY (user_id, purpose);

--
-- Name: flow_state flow_state_pkey; Type: CONSTRAINT; Schema: auth; Owner: -
--

ALTER TABLE ONLY auth.flow_state
    ADD CONSTRAINT flow_state_pkey PRIMARY KEY (id);

--
-- Name: identities identities_pkey; Type: CONSTRAINT; Schema: auth; Owner: -
--

ALTER TABLE ONLY auth.identities
    ADD CONSTRAINT identities_pkey PRIMARY KEY (id);

--
-- Name: identities identities_provider_id_provider_unique; Type: CONSTRAINT; Schema: auth; Owner: -
--

ALTER TABLE ONLY auth.identities
    ADD CONSTRAINT identities_provider_id_provider_unique UNIQUE (provider_id, provider);

--
-- Name: mfa_amr_claims mfa_amr_claims_pkey; Type: CONSTRAINT; Schema: auth; Owner: -
--

ALTER TABLE ONLY auth.mfa_amr_claims
    ADD CONSTRAINT mfa_amr_claims_pkey PRIMARY KEY (id);

--
-- Name: mfa_amr_claims mfa_amr_claims_session_id_authentication_method_key; Type: CONSTRAINT; Schema: auth; Owner: -
--

ALTER TABLE ONLY auth.mfa_amr_claims
    ADD CONSTRAINT mfa_amr_claims_session_id_authentication_method_key UNIQUE (session_id, authentication_method);

--
-- Name: mfa_challenges mfa_challenges_pkey; Type: CONSTRAINT; Schema: auth; Owner: -
--

ALTER TABLE ONLY auth.mfa_challenges
    ADD CONSTRAINT mfa_challenges_pkey PRIMARY KEY (id);

--
-- Name: mfa_factors mfa_factors_pkey; Type: CONSTRAINT; Schema: auth; Owner: -
--

ALTER TABLE ONLY auth.mfa_factors
    ADD CONSTRAINT mfa_factors_pkey PRIMARY KEY (id);

--
-- Name: refresh_tokens refresh_tokens_pkey; Type: CONSTRAINT; Schema: auth; Owner: -
--

ALTER TABLE ONLY auth.refresh_tokens
    ADD CONSTRAINT refresh_tokens_pkey PRIMARY KEY (id);

--
-- Name: refresh_tokens refresh_tokens_token_key; Type: CONSTRAINT; Schema: auth; Owner: -
--

ALTER TABLE ONLY auth.refresh_tokens
    ADD CONSTRAINT refresh_tokens_token_key UNIQUE (token);

--
-- Name: sessions sessions_pkey; Type: CONSTRAINT; Schema: auth; Owner: -
--

ALTER TABLE ONLY auth.sessions
    ADD CONSTRAINT sessions_pkey PRIMARY KEY (id);

--
-- Name: users users_pkey; Type: CONSTRAINT; Schema: auth; Owner: -
--

ALTER TABLE ONLY auth.users
    ADD CONSTRAINT users_pkey PRIMARY KEY (id);

--
-- Name: appointment_links appointment_links_pkey; Type: CONSTRAINT; Schema: private; Owner: -
--

ALTER TABLE ONLY private.appointment_links
    ADD CONSTRAINT appointment_links_pkey PRIMARY KEY (token_hash);

--
-- Name: appointment_reminders appointment_reminders_pkey; Type: CONSTRAINT; Schema: private; Owner: -
--

ALTER TABLE ONLY private.appointment_reminders
    ADD CONSTRAINT appointment_reminders_pkey PRIMARY KEY (appointment_id, slot_start);

--
-- Name: document_counters document_counters_pkey; Type: CONSTRAINT; Schema: private; Owner: -
--

ALTER TABLE ONLY private.document_counters
    ADD CONSTRAINT document_counters_pkey PRIMARY KEY (kind, year);

--
-- Name: invoice_links invoice_links_pkey; Type: CONSTRAINT; Schema: private; Owner: -
--

ALTER TABLE ONLY private.invoice_links
    ADD CONSTRAINT invoice_links_pkey PRIMARY KEY (token_hash);

--
-- Name: option_labels option_labels_list_position_key; Type: CONSTRAINT; Schema: private; Owner: -
--

ALTER TABLE ONLY private.option_labels
    ADD CONSTRAINT option_labels_list_position_key UNIQUE (list, "position");

--
-- Name: option_labels option_labels_pkey; Type: CONSTRAINT; Schema: private; Owner: -
--

ALTER TABLE ONLY private.option_labels
    ADD CONSTRAINT option_labels_pkey PRIMARY KEY (list, value);

--
-- Name: order_links order_links_pkey; Type: CONSTRAINT; Schema: private; Owner: -
--

ALTER TABLE ONLY private.order_links
    ADD CONSTRAINT order_links_pkey PRIMARY KEY (token_hash);

--
-- Name: quote_links quote_links_pkey; Type: CONSTRAINT; Schema: private; Owner: -
--

ALTER TABLE ONLY private.quote_links
    ADD CONSTRAINT quote_links_pkey PRIMARY KEY (token_hash);

--
-- Name: send_email_hook_calls send_email_hook_calls_pkey; Type: CONSTRAINT; Schema: private; Owner: -
--

ALTER TABLE ONLY private.send_email_hook_calls
    ADD CONSTRAINT send_email_hook_calls_pkey PRIMARY KEY (webhook_id);

--
-- Name: appointments appointments_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.appointments
    ADD CONSTRAINT appointments_pkey PRIMARY KEY (id);

--
-- Name: blog_posts blog_posts_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.blog_posts
    ADD CONSTRAINT blog_posts_pkey PRIMARY KEY (id);

--
-- Name: blog_posts blog_posts_slug_key; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.blog_posts
    ADD CONSTRAINT blog_posts_slug_key UNIQUE (slug);

--
-- Name: contact_messages contact_messages_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.contact_messages
    ADD CONSTRAINT contact_messages_pkey PRIMARY KEY (id);

--
-- Name: credit_notes credit_notes_number_key; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.credit_notes
    ADD CONSTRAINT credit_notes_number_key UNIQUE (number);

--
-- Name: credit_notes credit_notes_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.credit_notes
    ADD CONSTRAINT credit_notes_pkey PRIMARY KEY (id);

--
-- Name: equipment equipment_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.equipment
    ADD CONSTRAINT equipment_pkey PRIMARY KEY (id);

--
-- Name: invoice_lines invoice_lines_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.invoice_lines
    ADD CONSTRAINT invoice_lines_pkey PRIMARY KEY (id);

--
-- Name: invoices invoices_number_key; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.invoices
    ADD CONSTRAINT invoices_number_key UNIQUE (number);

--
-- Name: invoices invoices_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.invoices
    ADD CONSTRAINT invoices_pkey PRIMARY KEY (id);

--
-- Name: message_replies message_replies_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.message_replies
    ADD CONSTRAINT message_replies_pkey PRIMARY KEY (id);

--
-- Name: mfa_resets mfa_resets_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.mfa_resets
    ADD CONSTRAINT mfa_resets_pkey PRIMARY KEY (id);

--
-- Name: notifications notifications_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.notifications
    ADD CONSTRAINT notifications_pkey PRIMARY KEY (id);

--
-- Name: order_items order_items_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.order_items
    ADD CONSTRAINT order_items_pkey PRIMARY KEY (id);

--
-- Name: orders orders_number_key; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.orders
    ADD CONSTRAINT orders_number_key UNIQUE (number);

--
-- Name: orders orders_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.orders
    ADD CONSTRAINT orders_pkey PRIMARY KEY (id);

--
-- Name: payment_attempts payment_attempts_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.payment_attempts
    ADD CONSTRAINT payment_attempts_pkey PRIMARY KEY (id);

--
-- Name: payment_attempts payment_attempts_transaction_id_key; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.payment_attempts
    ADD CONSTRAINT payment_attempts_transaction_id_key UNIQUE (transaction_id);

--
-- Name: payment_reminders payment_reminders_invoice_id_step_key; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.payment_reminders
    ADD CONSTRAINT payment_reminders_invoice_id_step_key UNIQUE (invoice_id, step);

--
-- Name: payment_reminders payment_reminders_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.payment_reminders
    ADD CONSTRAINT payment_reminders_pkey PRIMARY KEY (id);

--
-- Name: payments payments_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.payments
    ADD CONSTRAINT payments_pkey PRIMARY KEY (id);

--
-- Name: payments payments_provider_transaction_id_key; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.payments
    ADD CONSTRAINT payments_provider_transaction_id_key UNIQUE (provider_transaction_id);

--
-- Name: product_categories product_categories_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.product_categories
    ADD CONSTRAINT product_categories_pkey PRIMARY KEY (id);

--
-- Name: product_categories product_categories_slug_key; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.product_categories
    ADD CONSTRAINT product_categories_slug_key UNIQUE (slug);

--
-- Name: products products_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.products
    ADD CONSTRAINT products_pkey PRIMARY KEY (id);

--
-- Name: products products_slug_key; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.products
    ADD CONSTRAINT products_slug_key UNIQUE (slug);

--
-- Name: profiles profiles_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.profiles
    ADD CONSTRAINT profiles_pkey PRIMARY KEY (id);

--
-- Name: public_site_settings public_site_settings_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.public_site_settings
    ADD CONSTRAINT public_site_settings_pkey PRIMARY KEY (id);

--
-- Name: quote_lines quote_lines_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.quote_lines
    ADD CONSTRAINT quote_lines_pkey PRIMARY KEY (id);

--
-- Name: quotes quotes_number_key; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.quotes
    ADD CONSTRAINT quotes_number_key UNIQUE (number);

--
-- Name: quotes quotes_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.quotes
    ADD CONSTRAINT quotes_pkey PRIMARY KEY (id);

--
-- Name: refunds refunds_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.refunds
    ADD CONSTRAINT refunds_pkey PRIMARY KEY (id);

--
-- Name: site_settings site_settings_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.site_settings
    ADD CONSTRAINT site_settings_pkey PRIMARY KEY (id);

--
-- Name: support_messages support_messages_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.support_messages
    ADD CONSTRAINT support_messages_pkey PRIMARY KEY (id);

--
-- Name: support_requests support_requests_contact_message_id_key; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.support_requests
    ADD CONSTRAINT support_requests_contact_message_id_key UNIQUE (contact_message_id);

--
-- Name: support_requests support_requests_number_key; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.support_requests
    ADD CONSTRAINT support_requests_number_key UNIQUE (number);

--
-- Name: support_requests support_requests_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.support_requests
    ADD CONSTRAINT support_requests_pkey PRIMARY KEY (id);

--
-- Name: web_vitals web_vitals_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.web_vitals
    ADD CONSTRAINT web_vitals_pkey PRIMARY KEY (id);

--
-- Name: link_token_functions link_token_functions_pkey; Type: CONSTRAINT; Schema: rate_limit; Owner: -
--

ALTER TABLE ONLY rate_limit.link_token_functions
    ADD CONSTRAINT link_token_functions_pkey PRIMARY KEY (name);

--
-- Name: proxy_settings proxy_settings_pkey; Type: CONSTRAINT; Schema: rate_limit; Owner: -
--

ALTER TABLE ONLY rate_limit.proxy_settings
    ADD CONSTRAINT proxy_settings_pkey PRIMARY KEY (id);

--
-- Name: rules rules_pkey; Type: CONSTRAINT; Schema: rate_limit; Owner: -
--

ALTER TABLE ONLY rate_limit.rules
    ADD CONSTRAINT rules_pkey PRIMARY KEY (name);

--
-- Name: windows windows_pkey; Type: CONSTRAINT; Schema: rate_limit; Owner: -
--

ALTER TABLE ONLY rate_limit.windows
    ADD CONSTRAINT windows_pkey PRIMARY KEY (key);

--
-- Name: buckets buckets_name_key; Type: CONSTRAINT; Schema: storage; Owner: -
--

ALTER TABLE ONLY storage.buckets
    ADD CONSTRAINT buckets_name_key UNIQUE (name);

--
-- Name: buckets buckets_pkey; Type: CONSTRAINT; Schema: storage; Owner: -
--

ALTER TABLE ONLY storage.buckets
    ADD CONSTRAINT buckets_pkey PRIMARY KEY (id);

--
-- Name: objects objects_bucket_name_unique; Type: CONSTRAINT; Schema: storage; Owner: -
--

ALTER TABLE ONLY storage.objects
    ADD CONSTRAINT objects_bucket_name_unique UNIQUE (bucket_id, name);

--
-- Name: objects objects_pkey; Type: CONSTRAINT; Schema: storage; Owner: -
--

ALTER TABLE ONLY storage.objects
    ADD CONSTRAINT objects_pkey PRIMARY KEY (id);

--
-- Name: objects objects_pkey; Type: CONSTRAINT; Schema: storage_bytes; Owner: -
--

ALTER TABLE ONLY storage_bytes.objects
    ADD CONSTRAINT objects_pkey PRIMARY KEY (bucket_id, name);

--
-- Name: flow_state_auth_code_idx; Type: INDEX; Schema: auth; Owner: -
--

CREATE INDEX flow_state_auth_code_idx ON auth.flow_state USING btree (auth_code) WHERE (auth_code IS NOT NULL);

--
-- Name: flow_state_user_idx; Type: INDEX; Schema: auth; Owner: -
--

CREATE INDEX flow_state_user_idx ON auth.flow_state USING btree (user_id, authentication_method);

--
-- Name: identities_email_idx; Type: INDEX; Schema: auth; Owner: -
--

CREATE INDEX identities_email_idx ON auth.identities USING btree (email text_pattern_ops);

--
-- Name: identities_user_id_idx; Type: INDEX; Schema: auth; Owner: -
--

CREATE INDEX identities_user_id_idx ON auth.identities USING btree (user_id);

--
-- Name: mfa_challenges_factor_id_idx; Type: INDEX; Schema: auth; Owner: -
--

CREATE INDEX mfa_challenges_factor_id_idx ON auth.mfa_challenges USING btree (factor_id);

--
-- Name: mfa_factors_user_friendly_name_unique; Type: INDEX; Schema: auth; Owner: -
--

CREATE UNIQUE INDEX mfa_factors_user_friendly_name_unique ON auth.mfa_factors USING btree (friendly_name, user_id) WHERE (TRIM(BOTH FROM friendly_name) <> ''::text);

--
-- Name: mfa_factors_user_id_idx; Type: INDEX; Schema: auth; Owner: -
--

CREATE INDEX mfa_factors_user_id_idx ON auth.mfa_factors USING btree (user_id);

--
-- Name: refresh_tokens_session_id_idx; Type: INDEX; Schema: auth; Owner: -
--

CREATE INDEX refresh_tokens_session_id_idx ON auth.refresh_tokens USING btree (session_id);

--
-- Name: sessions_user_id_idx; Type: INDEX; Schema: auth; Owner: -
--

CREATE INDEX sessions_user_id_idx ON auth.sessions USING btree (user_id);

--
-- Name: users_confirmation_token_idx; Type: INDEX; Schema: auth; Owner: -
--

CREATE INDEX users_confirmation_token_idx ON auth.users USING btree (confirmation_token) WHERE (confirmation_token IS NOT NULL);

--
-- Name: users_email_change_token_current_idx; Type: INDEX; Schema: auth; Owner: -
--

CREATE INDEX users_email_change_token_current_idx ON auth.users USING btree (email_change_token_current) WHERE (email_change_token_current IS NOT NULL);

--
-- Name: users_email_change_token_new_idx; Type: INDEX; Schema: auth; Owner: -
--

CREATE INDEX users_email_change_token_new_idx ON auth.users USING btree (email_change_token_new) WHERE (email_change_token_new IS NOT NULL);

--
-- Name: users_email_key; Type: INDEX; Schema: auth; Owner: -
--

CREATE UNIQUE INDEX users_email_key ON auth.users USING btree (lower(email));

--
-- Name: users_phone_key; Type: INDEX; Schema: auth; Owner: -
--

CREATE UNIQUE INDEX users_phone_key ON auth.users USING btree (phone);

--
-- Name: users_recovery_token_idx; Type: INDEX; Schema: auth; Owner: -
--

CREATE INDEX users_recovery_token_idx ON auth.users USING btree (recovery_token) WHERE (recovery_token IS NOT NULL);

--
-- Name: appointment_customer_moves_idx; Type: INDEX; Schema: private; Owner: -
--

CREATE INDEX appointment_customer_moves_idx ON private.appointment_customer_moves USING btree (appointment_id, moved_at);

--
-- Name: appointment_links_appointment_idx; Type: INDEX; Schema: private; Owner: -
--

CREATE INDEX appointment_links_appointment_idx ON private.appointment_links USING btree (appointment_id);

--
-- Name: invoice_links_invoice_idx; Type: INDEX; Schema: private; Owner: -
--

CREATE INDEX invoice_links_invoice_idx ON private.invoice_links USING btree (invoice_id);

--
-- Name: order_links_order_idx; Type: INDEX; Schema: private; Owner: -
--

CREATE INDEX order_links_order_idx ON private.order_links USING btree (order_id);

--
-- Name: quote_links_quote_idx; Type: INDEX; Schema: private; Owner: -
--

CREATE INDEX quote_links_quote_idx ON private.quote_links USING btree (quote_id);

--
-- Name: send_email_hook_calls_handled_at; Type: INDEX; Schema: private; Owner: -
--

CREATE INDEX send_email_hook_calls_handled_at ON private.send_email_hook_calls USING btree (handled_at);

--
-- Name: appointments_date_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX appointments_date_idx ON public.appointments USING btree (date, "time");

--
-- Name: appointments_one_per_slot_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE UNIQUE INDEX appointments_one_per_slot_idx ON public.appointments USING btree (date, "time") WHERE (status = ANY (ARRAY['pending'::text, 'confirmed'::text]));

--
-- Name: appointments_profile_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX appointments_profile_idx ON public.appointments USING btree (profile_id);

--
-- Name: blog_posts_author_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX blog_posts_author_id_idx ON public.blog_posts USING btree (author_id) WHERE (author_id IS NOT NULL);

--
-- Name: blog_posts_published_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX blog_posts_published_idx ON public.blog_posts USING btree (published_at DESC);

--
-- Name: contact_messages_created_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX contact_messages_created_idx ON public.contact_messages USING btree (created_at DESC);

--
-- Name: contact_messages_product_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX contact_messages_product_id_idx ON public.contact_messages USING btree (product_id) WHERE (product_id IS NOT NULL);

--
-- Name: contact_messages_profile_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX contact_messages_profile_idx ON public.contact_messages USING btree (profile_id);

--
-- Name: credit_notes_certification_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX credit_notes_certification_idx ON public.credit_notes USING btree (certification_status, issued_at) WHERE (certification_status <> 'certified'::text);

--
-- Name: credit_notes_invoice_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX credit_notes_invoice_idx ON public.credit_notes USING btree (invoice_id);

--
-- Name: credit_notes_issued_by_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX credit_notes_issued_by_idx ON public.credit_notes USING btree (issued_by) WHERE (issued_by IS NOT NULL);

--
-- Name: credit_notes_profile_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX credit_notes_profile_idx ON public.credit_notes USING btree (profile_id, issued_at DESC);

--
-- Name: equipment_order_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX equipment_order_idx ON public.equipment USING btree (order_id);

--
-- Name: equipment_product_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX equipment_product_idx ON public.equipment USING btree (product_id);

--
-- Name: equipment_profile_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX equipment_profile_idx ON public.equipment USING btree (profile_id, purchased_on DESC);

--
-- Name: equipment_serial_number_unique_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE UNIQUE INDEX equipment_serial_number_unique_idx ON public.equipment USING btree (upper(regexp_replace(serial_number, '\s+'::text, ''::text, 'g'::text))) WHERE (serial_number IS NOT NULL);

--
-- Name: equipment_warranty_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX equipment_warranty_idx ON public.equipment USING btree (warranty_end) WHERE (warranty_notice_sent_at IS NULL);

--
-- Name: invoice_lines_invoice_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX invoice_lines_invoice_idx ON public.invoice_lines USING btree (invoice_id, "position");

--
-- Name: invoice_lines_product_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX invoice_lines_product_id_idx ON public.invoice_lines USING btree (product_id) WHERE (product_id IS NOT NULL);

--
-- Name: invoices_certification_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX invoices_certification_idx ON public.invoices USING btree (certification_status, issued_at) WHERE (certification_status <> 'certified'::text);

--
-- Name: invoices_issued_by_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX invoices_issued_by_idx ON public.invoices USING btree (issued_by) WHERE (issued_by IS NOT NULL);

--
-- Name: invoices_order_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX invoices_order_idx ON public.invoices USING btree (order_id);

--
-- Name: invoices_profile_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX invoices_profile_idx ON public.invoices USING btree (profile_id, issued_at DESC);

--
-- Name: invoices_status_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX invoices_status_idx ON public.invoices USING btree (status, issued_at DESC);

--
-- Name: message_replies_contact_message_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX message_replies_contact_message_idx ON public.message_replies USING btree (contact_message_id, created_at) WHERE (contact_message_id IS NOT NULL);

--
-- Name: message_replies_quote_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX message_replies_quote_idx ON public.message_replies USING btree (quote_id, created_at) WHERE (quote_id IS NOT NULL);

--
-- Name: message_replies_replied_by_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX message_replies_replied_by_idx ON public.message_replies USING btree (replied_by) WHERE (replied_by IS NOT NULL);

--
-- Name: mfa_resets_profile_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX mfa_resets_profile_id_idx ON public.mfa_resets USING btree (profile_id) WHERE (profile_id IS NOT NULL);

--
-- Name: mfa_resets_reset_by_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX mfa_resets_reset_by_idx ON public.mfa_resets USING btree (reset_by) WHERE (reset_by IS NOT NULL);

--
-- Name: notifications_appointment_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX notifications_appointment_idx ON public.notifications USING btree (appointment_id) WHERE (appointment_id IS NOT NULL);

--
-- Name: notifications_created_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX notifications_created_idx ON public.notifications USING btree (created_at);

--
-- Name: notifications_credit_note_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX notifications_credit_note_id_idx ON public.notifications USING btree (credit_note_id) WHERE (credit_note_id IS NOT NULL);

--
-- Name: notifications_due_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX notifications_due_idx ON public.notifications USING btree (next_attempt_at) WHERE (status = 'pending'::text);

--
-- Name: notifications_invoice_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX notifications_invoice_id_idx ON public.notifications USING btree (invoice_id) WHERE (invoice_id IS NOT NULL);

--
-- Name: notifications_order_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX notifications_order_id_idx ON public.notifications USING btree (order_id) WHERE (order_id IS NOT NULL);

--
-- Name: notifications_quote_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX notifications_quote_id_idx ON public.notifications USING btree (quote_id) WHERE (quote_id IS NOT NULL);

--
-- Name: notifications_text_recipient_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX notifications_text_recipient_idx ON public.notifications USING btree (recipient, created_at) WHERE (channel <> 'email'::text);

--
-- Name: notifications_visitor_recipient_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX notifications_visitor_recipient_idx ON public.notifications USING btree (lower(recipient), created_at) WHERE caused_by_visitor;

--
-- Name: order_items_order_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX order_items_order_idx ON public.order_items USING btree (order_id);

--
-- Name: order_items_product_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX order_items_product_id_idx ON public.order_items USING btree (product_id) WHERE (product_id IS NOT NULL);

--
-- Name: orders_guest_email_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX orders_guest_email_idx ON public.orders USING btree (lower(guest_email)) WHERE (profile_id IS NULL);

--
-- Name: orders_profile_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX orders_profile_idx ON public.orders USING btree (profile_id, created_at DESC);

--
-- Name: payment_attempts_invoice_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX payment_attempts_invoice_idx ON public.payment_attempts USING btree (invoice_id, created_at DESC);

--
-- Name: payment_attempts_payment_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX payment_attempts_payment_id_idx ON public.payment_attempts USING btree (payment_id) WHERE (payment_id IS NOT NULL);

--
-- Name: payment_attempts_pending_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX payment_attempts_pending_idx ON public.payment_attempts USING btree (created_at) WHERE (status = 'pending'::text);

--
-- Name: payment_attempts_profile_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX payment_attempts_profile_id_idx ON public.payment_attempts USING btree (profile_id) WHERE (profile_id IS NOT NULL);

--
-- Name: payment_reminders_customer_day_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX payment_reminders_customer_day_idx ON public.payment_reminders USING btree (customer_key, sent_on);

--
-- Name: payments_invoice_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX payments_invoice_idx ON public.payments USING btree (invoice_id, paid_on);

--
-- Name: payments_recorded_by_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX payments_recorded_by_idx ON public.payments USING btree (recorded_by) WHERE (recorded_by IS NOT NULL);

--
-- Name: product_categories_name_key; Type: INDEX; Schema: public; Owner: -
--

CREATE UNIQUE INDEX product_categories_name_key ON public.product_categories USING btree (lower(btrim(name)));

--
-- Name: products_category_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX products_category_idx ON public.products USING btree (category);

--
-- Name: products_published_created_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX products_published_created_idx ON public.products USING btree (published, created_at DESC);

--
-- Name: profiles_role_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX profiles_role_idx ON public.profiles USING btree (role);

--
-- Name: quote_lines_product_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX quote_lines_product_id_idx ON public.quote_lines USING btree (product_id) WHERE (product_id IS NOT NULL);

--
-- Name: quote_lines_quote_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX quote_lines_quote_idx ON public.quote_lines USING btree (quote_id, "position");

--
-- Name: quotes_acceptance_recorded_by_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX quotes_acceptance_recorded_by_idx ON public.quotes USING btree (acceptance_recorded_by);

--
-- Name: quotes_created_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX quotes_created_idx ON public.quotes USING btree (created_at DESC);

--
-- Name: quotes_offer_status_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX quotes_offer_status_idx ON public.quotes USING btree (offer_status, created_at DESC);

--
-- Name: quotes_order_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX quotes_order_id_idx ON public.quotes USING btree (order_id) WHERE (order_id IS NOT NULL);

--
-- Name: quotes_profile_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX quotes_profile_idx ON public.quotes USING btree (profile_id);

--
-- Name: quotes_stage_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX quotes_stage_idx ON public.quotes USING btree (stage);

--
-- Name: refunds_invoice_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX refunds_invoice_idx ON public.refunds USING btree (invoice_id, refunded_on);

--
-- Name: refunds_recorded_by_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX refunds_recorded_by_idx ON public.refunds USING btree (recorded_by);

--
-- Name: support_messages_author_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX support_messages_author_idx ON public.support_messages USING btree (author_id);

--
-- Name: support_messages_request_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX support_messages_request_idx ON public.support_messages USING btree (request_id, created_at);

--
-- Name: support_requests_appointment_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX support_requests_appointment_idx ON public.support_requests USING btree (appointment_id);

--
-- Name: support_requests_assigned_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX support_requests_assigned_idx ON public.support_requests USING btree (assigned_to);

--
-- Name: support_requests_equipment_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX support_requests_equipment_idx ON public.support_requests USING btree (equipment_id);

--
-- Name: support_requests_open_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX support_requests_open_idx ON public.support_requests USING btree (status, resolution_due);

--
-- Name: support_requests_profile_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX support_requests_profile_idx ON public.support_requests USING btree (profile_id, created_at DESC);

--
-- Name: support_requests_quote_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX support_requests_quote_idx ON public.support_requests USING btree (quote_id);

--
-- Name: web_vitals_created_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX web_vitals_created_idx ON public.web_vitals USING btree (created_at);

--
-- Name: windows_expires_at_idx; Type: INDEX; Schema: rate_limit; Owner: -
--

CREATE INDEX windows_expires_at_idx ON rate_limit.windows USING btree (expires_at);

--
-- Name: users on_auth_user_confirmed_attach_orders; Type: TRIGGER; Schema: auth; Owner: -
--

CREATE TRIGGER on_auth_user_confirmed_attach_orders AFTER UPDATE OF email_confirmed_at, email ON auth.users FOR EACH ROW WHEN (((new.email_confirmed_at IS NOT NULL) AND ((old.email_confirmed_at IS NULL) OR (old.email IS DISTINCT FROM new.email)))) EXECUTE FUNCTION private.attach_guest_orders();

--
-- Name: users on_auth_user_confirmed_attach_quotes; Type: TRIGGER; Schema: auth; Owner: -
--

CREATE TRIGGER on_auth_user_confirmed_attach_quotes AFTER UPDATE OF email_confirmed_at, email ON auth.users FOR EACH ROW WHEN (((new.email_confirmed_at IS NOT NULL) AND ((old.email_confirmed_at IS NULL) OR (old.email IS DISTINCT FROM new.email)))) EXECUTE FUNCTION private.attach_guest_quotes();

--
-- Name: users on_auth_user_created; Type: TRIGGER; Schema: auth; Owner: -
--

CREATE TRIGGER on_auth_user_created AFTER INSERT ON auth.users FOR EACH ROW EXECUTE FUNCTION private.handle_new_user();

--
-- Name: users on_auth_user_created_zz_attach_orders; Type: TRIGGER; Schema: auth; Owner: -
--

CREATE TRIGGER on_auth_user_created_zz_attach_orders AFTER INSERT ON auth.users FOR EACH ROW WHEN ((new.email_confirmed_at IS NOT NULL)) EXECUTE FUNCTION private.attach_guest_orders();

--
-- Name: users on_auth_user_created_zz_attach_quotes; Type: TRIGGER; Schema: auth; Owner: -
--

CREATE TRIGGER on_auth_user_created_zz_attach_quotes AFTER INSERT ON auth.users FOR EACH ROW WHEN ((new.email_confirmed_at IS NOT NULL)) EXECUTE FUNCTION private.attach_guest_quotes();

--
-- Name: users on_auth_user_email_updated; Type: TRIGGER; Schema: auth; Owner: -
--

CREATE TRIGGER on_auth_user_email_updated AFTER UPDATE OF email ON auth.users FOR EACH ROW WHEN ((old.email IS DISTINCT FROM new.email)) EXECUTE FUNCTION private.handle_user_email_change();

--
-- Name: users on_auth_user_phone_changed; Type: TRIGGER; Schema: auth; Owner: -
--

CREATE TRIGGER on_auth_user_phone_changed AFTER INSERT OR UPDATE OF phone, phone_confirmed_at ON auth.users FOR EACH ROW EXECUTE FUNCTION private.handle_user_phone_change();

--
-- Name: users on_auth_user_phone_confirmed; Type: TRIGGER; Schema: auth; Owner: -
--

CREATE TRIGGER on_auth_user_phone_confirmed AFTER INSERT OR UPDATE OF phone, phone_confirmed_at ON auth.users FOR EACH ROW WHEN (((new.phone IS NOT NULL) AND (new.phone_confirmed_at IS NOT NULL))) EXECUTE FUNCTION private.profile_phone_from_sign_in();

--
-- Name: users on_auth_user_phone_confirmed_attach_appointments; Type: TRIGGER; Schema: auth; Owner: -
--

CREATE TRIGGER on_auth_user_phone_confirmed_attach_appointments AFTER INSERT OR UPDATE OF phone, phone_confirmed_at ON auth.users FOR EACH ROW WHEN (((new.phone IS NOT NULL) AND (new.phone_confirmed_at IS NOT NULL))) EXECUTE FUNCTION private.attach_phone_appointments();

--
-- Name: users on_auth_user_phone_notice; Type: TRIGGER; Schema: auth; Owner: -
--

CREATE TRIGGER on_auth_user_phone_notice AFTER UPDATE OF phone, phone_confirmed_at ON auth.users FOR EACH ROW WHEN (((
        CASE
            WHEN ((old.phone_confirmed_at IS NOT NULL) AND (COALESCE(old.phone, ''::text) <> ''::text)) THEN ltrim(old.phone, '+'::text)
            ELSE NULL::text
        END IS DISTINCT FROM
        CASE
            WHEN ((new.phone_confirmed_at IS NOT NULL) AND (COALESCE(new.phone, ''::text) <> ''::text)) THEN ltrim(new.phone, '+'::text)
            ELSE NULL::text
        END) AND (new.deleted_at IS NULL))) EXECUTE FUNCTION private.notify_account_phone_change();

--
-- Name: users on_auth_user_security_change; Type: TRIGGER; Schema: auth; Owner: -
--

CREATE TRIGGER on_auth_user_security_change AFTER UPDATE OF encrypted_password, email ON auth.users FOR EACH ROW WHEN ((((old.encrypted_password IS DISTINCT FROM new.encrypted_password) OR (old.email IS DISTINCT FROM new.email)) AND (new.deleted_at IS NULL))) EXECUTE FUNCTION private.notify_account_security_change();

--
-- Name: sessions sessions_announce_ended; Type: TRIGGER; Schema: auth; Owner: -
--

CREATE TRIGGER sessions_announce_ended AFTER DELETE ON auth.sessions REFERENCING OLD TABLE AS ended FOR EACH STATEMENT EXECUTE FUNCTION auth.announce_ended_sessions();

--
-- Name: appointments appointments_a_ignore_repeated_request; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER appointments_a_ignore_repeated_request BEFORE INSERT ON public.appointments FOR EACH ROW EXECUTE FUNCTION private.ignore_repeated_request();

--
-- Name: appointments appointments_b_contact_fields; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER appointments_b_contact_fields BEFORE INSERT OR UPDATE OF email, phone ON public.appointments FOR EACH ROW EXECUTE FUNCTION private.check_contact_fields();

--
-- Name: appointments appointments_c_notice_phone; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER appointments_c_notice_phone BEFORE INSERT OR UPDATE OF notice_channel, phone ON public.appointments FOR EACH ROW EXECUTE FUNCTION private.check_notice_phone();

--
-- Name: appointments appointments_check_slot; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER appointments_check_slot BEFORE INSERT OR UPDATE OF date, "time" ON public.appointments FOR EACH ROW EXECUTE FUNCTION private.check_appointment_slot();

--
-- Name: appointments appointments_fill_profile; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER appointments_fill_profile AFTER INSERT ON public.appointments FOR EACH ROW EXECUTE FUNCTION private.fill_profile_from_request();

--
-- Name: appointments appointments_guard_update; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER appointments_guard_update BEFORE UPDATE ON public.appointments FOR EACH ROW EXECUTE FUNCTION private.guard_appointment_update();

--
-- Name: appointments appointments_keep_notice_opt_in; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER appointments_keep_notice_opt_in BEFORE UPDATE OF notice_channel, phone ON public.appointments FOR EACH ROW EXECUTE FUNCTION private.keep_notice_opt_in();

--
-- Name: appointments appointments_notify_created; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER appointments_notify_created AFTER INSERT ON public.appointments FOR EACH ROW EXECUTE FUNCTION private.notify_appointment_created();

--
-- Name: appointments appointments_notify_status; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER appointments_notify_status AFTER UPDATE OF status, date, "time" ON public.appointments FOR EACH ROW WHEN (((old.status IS DISTINCT FROM new.status) OR (old.date IS DISTINCT FROM new.date) OR (old."time" IS DISTINCT FROM new."time"))) EXECUTE FUNCTION private.notify_appointment_status();

--
-- Name: appointments appointments_one_row_per_request; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER appointments_one_row_per_request AFTER INSERT ON public.appointments REFERENCING NEW TABLE AS inserted FOR EACH STATEMENT EXECUTE FUNCTION private.refuse_many_rows_from_visitors();

--
-- Name: appointments appointments_realtime_changes; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER appointments_realtime_changes AFTER INSERT OR UPDATE ON public.appointments FOR EACH ROW EXECUTE FUNCTION private.notify_realtime_change();

--
-- Name: appointments appointments_text_notice_changed; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER appointments_text_notice_changed AFTER UPDATE OF status, date, "time" ON public.appointments FOR EACH ROW WHEN (((old.status IS DISTINCT FROM new.status) OR (old.date IS DISTINCT FROM new.date) OR (old."time" IS DISTINCT FROM new."time"))) EXECUTE FUNCTION private.text_appointment_notice();

--
-- Name: appointments appointments_text_notice_created; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER appointments_text_notice_created AFTER INSERT ON public.appointments FOR EACH ROW EXECUTE FUNCTION private.text_appointment_notice();

--
-- Name: appointments appointments_touch_updated_at; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER appointments_touch_updated_at BEFORE UPDATE ON public.appointments FOR EACH ROW EXECUTE FUNCTION private.touch_updated_at();

--
-- Name: appointments appointments_track_changes; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER appointments_track_changes BEFORE INSERT OR UPDATE ON public.appointments FOR EACH ROW EXECUTE FUNCTION private.track_appointment_changes();

--
-- Name: blog_posts blog_posts_author_name; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER blog_posts_author_name BEFORE INSERT OR UPDATE ON public.blog_posts FOR EACH ROW EXECUTE FUNCTION private.blog_post_author_name();

--
-- Name: blog_posts blog_posts_default_slug; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER blog_posts_default_slug BEFORE INSERT ON public.blog_posts FOR EACH ROW EXECUTE FUNCTION private.default_slug();

--
-- Name: blog_posts blog_posts_notify_public_content; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER blog_posts_notify_public_content AFTER INSERT OR DELETE OR UPDATE OR TRUNCATE ON public.blog_posts FOR EACH STATEMENT EXECUTE FUNCTION private.notify_public_content_changed();

--
-- Name: blog_posts blog_posts_touch_updated_at; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER blog_posts_touch_updated_at BEFORE UPDATE ON public.blog_posts FOR EACH ROW EXECUTE FUNCTION private.touch_updated_at();

--
-- Name: contact_messages contact_messages_a_ignore_repeated_request; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER contact_messages_a_ignore_repeated_request BEFORE INSERT ON public.contact_messages FOR EACH ROW EXECUTE FUNCTION private.ignore_repeated_request();

--
-- Name: contact_messages contact_messages_b_contact_fields; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER contact_messages_b_contact_fields BEFORE INSERT OR UPDATE OF email, phone ON public.contact_messages FOR EACH ROW EXECUTE FUNCTION private.check_contact_fields();

--
-- Name: contact_messages contact_messages_notify_created; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER contact_messages_notify_created AFTER INSERT ON public.contact_messages FOR EACH ROW EXECUTE FUNCTION private.notify_contact_message();

--
-- Name: contact_messages contact_messages_one_row_per_request; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER contact_messages_one_row_per_request AFTER INSERT ON public.contact_messages REFERENCING NEW TABLE AS inserted FOR EACH STATEMENT EXECUTE FUNCTION private.refuse_many_rows_from_visitors();

--
-- Name: contact_messages contact_messages_realtime_changes; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER contact_messages_realtime_changes AFTER INSERT OR UPDATE ON public.contact_messages FOR EACH ROW EXECUTE FUNCTION private.notify_realtime_change();

--
-- Name: credit_notes credit_notes_guard_update; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER credit_notes_guard_update BEFORE UPDATE ON public.credit_notes FOR EACH ROW EXECUTE FUNCTION private.guard_credit_note_update();

--
-- Name: credit_notes credit_notes_notify_certified; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER credit_notes_notify_certified AFTER UPDATE OF certification_status ON public.credit_notes FOR EACH ROW WHEN (((old.certification_status <> 'certified'::text) AND (new.certification_status = 'certified'::text))) EXECUTE FUNCTION private.notify_credit_note_issued();

--
-- Name: credit_notes credit_notes_queue_certification; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER credit_notes_queue_certification AFTER INSERT ON public.credit_notes FOR EACH ROW EXECUTE FUNCTION private.queue_certification();

--
-- Name: credit_notes credit_notes_refresh_balance; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER credit_notes_refresh_balance AFTER INSERT ON public.credit_notes FOR EACH ROW EXECUTE FUNCTION private.refresh_invoice_balance();

--
-- Name: credit_notes credit_notes_refuse_delete; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER credit_notes_refuse_delete BEFORE DELETE ON public.credit_notes FOR EACH ROW EXECUTE FUNCTION private.refuse_document_change();

--
-- Name: credit_notes credit_notes_refuse_truncate; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER credit_notes_refuse_truncate BEFORE TRUNCATE ON public.credit_notes FOR EACH STATEMENT EXECUTE FUNCTION private.refuse_document_change();

--
-- Name: credit_notes credit_notes_require_seller_details; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER credit_notes_require_seller_details BEFORE INSERT ON public.credit_notes FOR EACH ROW EXECUTE FUNCTION private.require_seller_details();

--
-- Name: equipment equipment_check_serial_number; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER equipment_check_serial_number BEFORE INSERT OR UPDATE OF serial_number ON public.equipment FOR EACH ROW EXECUTE FUNCTION private.check_equipment_serial_number();

--
-- Name: invoice_lines invoice_lines_guard_change; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER invoice_lines_guard_change BEFORE DELETE OR UPDATE ON public.invoice_lines FOR EACH ROW EXECUTE FUNCTION private.guard_invoice_line_change();

--
-- Name: invoice_lines invoice_lines_guard_insert; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER invoice_lines_guard_insert BEFORE INSERT ON public.invoice_lines FOR EACH ROW EXECUTE FUNCTION private.guard_invoice_line_insert();

--
-- Name: invoice_lines invoice_lines_refuse_truncate; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER invoice_lines_refuse_truncate BEFORE TRUNCATE ON public.invoice_lines FOR EACH STATEMENT EXECUTE FUNCTION private.refuse_document_change();

--
-- Name: invoices invoices_guard_update; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER invoices_guard_update BEFORE UPDATE ON public.invoices FOR EACH ROW EXECUTE FUNCTION private.guard_invoice_update();

--
-- Name: invoices invoices_guest_address; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER invoices_guest_address BEFORE INSERT ON public.invoices FOR EACH ROW EXECUTE FUNCTION private.invoice_guest_address();

--
-- Name: invoices invoices_notify_certified; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER invoices_notify_certified AFTER UPDATE OF certification_status ON public.invoices FOR EACH ROW WHEN (((old.certification_status <> 'certified'::text) AND (new.certification_status = 'certified'::text))) EXECUTE FUNCTION private.notify_invoice_issued();

--
-- Name: invoices invoices_queue_certification; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER invoices_queue_certification AFTER INSERT ON public.invoices FOR EACH ROW EXECUTE FUNCTION private.queue_certification();

--
-- Name: invoices invoices_refuse_delete; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER invoices_refuse_delete BEFORE DELETE ON public.invoices FOR EACH ROW EXECUTE FUNCTION private.refuse_document_change();

--
-- Name: invoices invoices_refuse_truncate; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER invoices_refuse_truncate BEFORE TRUNCATE ON public.invoices FOR EACH STATEMENT EXECUTE FUNCTION private.refuse_document_change();

--
-- Name: invoices invoices_require_seller_details; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER invoices_require_seller_details BEFORE INSERT ON public.invoices FOR EACH ROW EXECUTE FUNCTION private.require_seller_details();

--
-- Name: invoices invoices_sum_refunds; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER invoices_sum_refunds BEFORE UPDATE ON public.invoices FOR EACH ROW EXECUTE FUNCTION private.sum_invoice_refunds();

--
-- Name: invoices invoices_text_certified; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER invoices_text_certified AFTER UPDATE OF certification_status ON public.invoices FOR EACH ROW WHEN (((old.certification_status <> 'certified'::text) AND (new.certification_status = 'certified'::text))) EXECUTE FUNCTION private.text_invoice_issued();

--
-- Name: appointments limit_submissions; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER limit_submissions AFTER INSERT ON public.appointments FOR EACH STATEMENT EXECUTE FUNCTION rate_limit.count_form_submission('appointments');

--
-- Name: contact_messages limit_submissions; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER limit_submissions AFTER INSERT ON public.contact_messages FOR EACH STATEMENT EXECUTE FUNCTION rate_limit.count_form_submission('contact_messages');

--
-- Name: orders limit_submissions; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER limit_submissions AFTER INSERT ON public.orders FOR EACH STATEMENT EXECUTE FUNCTION rate_limit.count_form_submission('place_order');

--
-- Name: quotes limit_submissions; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER limit_submissions AFTER INSERT ON public.quotes FOR EACH STATEMENT EXECUTE FUNCTION rate_limit.count_form_submission('quotes');

--
-- Name: web_vitals limit_submissions; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER limit_submissions AFTER INSERT ON public.web_vitals FOR EACH STATEMENT EXECUTE FUNCTION rate_limit.count_form_submission('web_vitals');

--
-- Name: message_replies message_replies_fill; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER message_replies_fill BEFORE INSERT ON public.message_replies FOR EACH ROW EXECUTE FUNCTION private.fill_message_reply();

--
-- Name: message_replies message_replies_notify; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER message_replies_notify AFTER INSERT ON public.message_replies FOR EACH ROW EXECUTE FUNCTION private.notify_message_reply();

--
-- Name: order_items order_items_place; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER order_items_place BEFORE INSERT ON public.order_items FOR EACH ROW EXECUTE FUNCTION private.place_order_item();

--
-- Name: orders orders_delivered_equipment; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER orders_delivered_equipment AFTER UPDATE OF status, profile_id ON public.orders FOR EACH ROW EXECUTE FUNCTION private.equipment_from_delivered_order();

--
-- Name: orders orders_fill_profile; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER orders_fill_profile AFTER INSERT ON public.orders FOR EACH ROW EXECUTE FUNCTION private.fill_profile_from_request();

--
-- Name: orders orders_guard_update; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER orders_guard_update BEFORE UPDATE ON public.orders FOR EACH ROW EXECUTE FUNCTION private.guard_order_update();

--
-- Name: orders orders_keep_notice_opt_in; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER orders_keep_notice_opt_in BEFORE UPDATE OF notice_channel, delivery_phone ON public.orders FOR EACH ROW EXECUTE FUNCTION private.keep_notice_opt_in();

--
-- Name: orders orders_notify_status; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER orders_notify_status AFTER UPDATE OF status ON public.orders FOR EACH ROW WHEN ((old.status IS DISTINCT FROM new.status)) EXECUTE FUNCTION private.notify_order_status();

--
-- Name: orders orders_realtime_changes; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER orders_realtime_changes AFTER INSERT OR UPDATE ON public.orders FOR EACH ROW EXECUTE FUNCTION private.notify_realtime_change();

--
-- Name: orders orders_refuse_cancel_when_invoiced; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER orders_refuse_cancel_when_invoiced BEFORE UPDATE OF status ON public.orders FOR EACH ROW WHEN (((new.status = 'cancelled'::text) AND (old.status IS DISTINCT FROM 'cancelled'::text))) EXECUTE FUNCTION private.refuse_cancel_of_invoiced_order();

--
-- Name: orders orders_text_notice; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER orders_text_notice AFTER UPDATE OF status ON public.orders FOR EACH ROW WHEN ((old.status IS DISTINCT FROM new.status)) EXECUTE FUNCTION private.text_order_notice();

--
-- Name: orders orders_tidy_identity; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER orders_tidy_identity BEFORE INSERT OR UPDATE OF customer_company, customer_ifu, customer_rccm, customer_department, purchase_order_ref ON public.orders FOR EACH ROW EXECUTE FUNCTION private.tidy_customer_identity('customer_');

--
-- Name: orders orders_tidy_identity_then_profile; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER orders_tidy_identity_then_profile BEFORE INSERT ON public.orders FOR EACH ROW EXECUTE FUNCTION private.fill_customer_from_profile();

--
-- Name: orders orders_touch_updated_at; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER orders_touch_updated_at BEFORE UPDATE ON public.orders FOR EACH ROW EXECUTE FUNCTION private.touch_updated_at();

--
-- Name: payments payments_await_certification; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER payments_await_certification BEFORE INSERT ON public.payments FOR EACH ROW EXECUTE FUNCTION private.refuse_payment_before_certification();

--
-- Name: payments payments_check; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER payments_check BEFORE INSERT ON public.payments FOR EACH ROW EXECUTE FUNCTION private.check_payment();

--
-- Name: payments payments_refresh_balance; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER payments_refresh_balance AFTER INSERT OR DELETE ON public.payments FOR EACH ROW EXECUTE FUNCTION private.refresh_invoice_balance();

--
-- Name: payments payments_send_receipt; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER payments_send_receipt AFTER INSERT ON public.payments FOR EACH ROW EXECUTE FUNCTION private.notify_payment_receipt();

--
-- Name: payments payments_text_receipt; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER payments_text_receipt AFTER INSERT ON public.payments FOR EACH ROW EXECUTE FUNCTION private.text_payment_receipt();

--
-- Name: product_categories product_categories_notify_public_content; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER product_categories_notify_public_content AFTER INSERT OR DELETE OR UPDATE OR TRUNCATE ON public.product_categories FOR EACH STATEMENT EXECUTE FUNCTION private.notify_public_content_changed();

--
-- Name: product_categories product_categories_refuse_used_delete; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER product_categories_refuse_used_delete BEFORE DELETE ON public.product_categories FOR EACH ROW EXECUTE FUNCTION private.refuse_used_category_delete();

--
-- Name: product_categories product_categories_slug; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER product_categories_slug BEFORE INSERT OR UPDATE OF name, slug ON public.product_categories FOR EACH ROW EXECUTE FUNCTION private.product_category_slug();

--
-- Name: product_categories product_categories_touch_updated_at; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER product_categories_touch_updated_at BEFORE UPDATE ON public.product_categories FOR EACH ROW EXECUTE FUNCTION private.touch_updated_at();

--
-- Name: products products_default_slug; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER products_default_slug BEFORE INSERT ON public.products FOR EACH ROW EXECUTE FUNCTION private.default_slug();

--
-- Name: products products_notify_public_content; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER products_notify_public_content AFTER INSERT OR DELETE OR UPDATE OR TRUNCATE ON public.products FOR EACH STATEMENT EXECUTE FUNCTION private.notify_public_content_changed();

--
-- Name: products products_touch_updated_at; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER products_touch_updated_at BEFORE UPDATE ON public.products FOR EACH ROW EXECUTE FUNCTION private.touch_updated_at();

--
-- Name: profiles profiles_guard_update; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER profiles_guard_update BEFORE UPDATE ON public.profiles FOR EACH ROW EXECUTE FUNCTION private.guard_profile_update();

--
-- Name: profiles profiles_keep_deleted_customer_on_orders; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER profiles_keep_deleted_customer_on_orders BEFORE DELETE ON public.profiles FOR EACH ROW EXECUTE FUNCTION private.keep_deleted_customer_on_orders();

--
-- Name: profiles profiles_rename_blog_author; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER profiles_rename_blog_author AFTER UPDATE OF full_name ON public.profiles FOR EACH ROW WHEN ((old.full_name IS DISTINCT FROM new.full_name)) EXECUTE FUNCTION private.rename_blog_author();

--
-- Name: profiles profiles_tidy_identity; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER profiles_tidy_identity BEFORE INSERT OR UPDATE OF ifu, rccm, department ON public.profiles FOR EACH ROW EXECUTE FUNCTION private.tidy_customer_identity('');

--
-- Name: profiles profiles_touch_updated_at; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER profiles_touch_updated_at BEFORE UPDATE ON public.profiles FOR EACH ROW EXECUTE FUNCTION private.touch_updated_at();

--
-- Name: public_site_settings public_site_settings_notify_public_content; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER public_site_settings_notify_public_content AFTER INSERT OR DELETE OR UPDATE OR TRUNCATE ON public.public_site_settings FOR EACH STATEMENT EXECUTE FUNCTION private.notify_public_content_changed();

--
-- Name: quote_lines quote_lines_guard; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER quote_lines_guard BEFORE INSERT OR DELETE OR UPDATE ON public.quote_lines FOR EACH ROW EXECUTE FUNCTION private.guard_quote_line();

--
-- Name: quote_lines quote_lines_refresh_totals; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER quote_lines_refresh_totals AFTER INSERT OR DELETE OR UPDATE ON public.quote_lines FOR EACH ROW EXECUTE FUNCTION private.refresh_quote_totals();

--
-- Name: quotes quotes_a_ignore_repeated_request; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER quotes_a_ignore_repeated_request BEFORE INSERT ON public.quotes FOR EACH ROW EXECUTE FUNCTION private.ignore_repeated_request();

--
-- Name: quotes quotes_b_contact_fields; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER quotes_b_contact_fields BEFORE INSERT OR UPDATE OF email, phone ON public.quotes FOR EACH ROW EXECUTE FUNCTION private.check_contact_fields();

--
-- Name: quotes quotes_carry_customer_to_order; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER quotes_carry_customer_to_order AFTER UPDATE OF order_id ON public.quotes FOR EACH ROW WHEN (((old.order_id IS NULL) AND (new.order_id IS NOT NULL))) EXECUTE FUNCTION private.carry_quote_customer_to_order();

--
-- Name: quotes quotes_converted_notify; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER quotes_converted_notify AFTER UPDATE OF order_id ON public.quotes FOR EACH ROW WHEN (((old.order_id IS NULL) AND (new.order_id IS NOT NULL))) EXECUTE FUNCTION private.notify_quote_converted();

--
-- Name: quotes quotes_fill_profile; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER quotes_fill_profile AFTER INSERT ON public.quotes FOR EACH ROW EXECUTE FUNCTION private.fill_profile_from_request();

--
-- Name: quotes quotes_guard_delete; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER quotes_guard_delete BEFORE DELETE ON public.quotes FOR EACH ROW EXECUTE FUNCTION private.guard_quote_delete();

--
-- Name: quotes quotes_guard_offer_insert; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER quotes_guard_offer_insert BEFORE INSERT ON public.quotes FOR EACH ROW EXECUTE FUNCTION private.guard_quote_offer_insert();

--
-- Name: quotes quotes_guard_offer_update; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER quotes_guard_offer_update BEFORE UPDATE ON public.quotes FOR EACH ROW EXECUTE FUNCTION private.guard_quote_offer_update();

--
-- Name: quotes quotes_guard_update; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER quotes_guard_update BEFORE UPDATE ON public.quotes FOR EACH ROW EXECUTE FUNCTION private.guard_quote_update();

--
-- Name: quotes quotes_mark_started_by_office; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER quotes_mark_started_by_office BEFORE INSERT ON public.quotes FOR EACH ROW EXECUTE FUNCTION private.mark_quote_started_by_office();

--
-- Name: quotes quotes_notify_answered; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER quotes_notify_answered AFTER UPDATE OF request_status ON public.quotes FOR EACH ROW WHEN (((old.request_status = 'pending'::text) AND (new.request_status <> 'pending'::text))) EXECUTE FUNCTION private.notify_quote_answered();

--
-- Name: quotes quotes_notify_created; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER quotes_notify_created AFTER INSERT ON public.quotes FOR EACH ROW EXECUTE FUNCTION private.notify_quote_created();

--
-- Name: quotes quotes_notify_sent; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER quotes_notify_sent AFTER UPDATE OF offer_status ON public.quotes FOR EACH ROW WHEN (((old.offer_status = 'draft'::text) AND (new.offer_status = 'sent'::text))) EXECUTE FUNCTION private.notify_quote_sent();

--
-- Name: quotes quotes_notify_settled; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER quotes_notify_settled AFTER UPDATE OF offer_status ON public.quotes FOR EACH ROW WHEN (((old.offer_status = 'sent'::text) AND (new.offer_status = ANY (ARRAY['accepted'::text, 'declined'::text])))) EXECUTE FUNCTION private.notify_quote_settled();

--
-- Name: quotes quotes_one_row_per_request; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER quotes_one_row_per_request AFTER INSERT ON public.quotes REFERENCING NEW TABLE AS inserted FOR EACH STATEMENT EXECUTE FUNCTION private.refuse_many_rows_from_visitors();

--
-- Name: quotes quotes_realtime_changes; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER quotes_realtime_changes AFTER INSERT OR UPDATE ON public.quotes FOR EACH ROW EXECUTE FUNCTION private.notify_realtime_change();

--
-- Name: quotes quotes_require_seller_details; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER quotes_require_seller_details BEFORE UPDATE OF offer_status ON public.quotes FOR EACH ROW WHEN (((old.offer_status = 'draft'::text) AND (new.offer_status = 'sent'::text))) EXECUTE FUNCTION private.require_seller_details();

--
-- Name: quotes quotes_tidy_identity; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER quotes_tidy_identity BEFORE INSERT OR UPDATE OF customer_ifu, customer_rccm, customer_department, purchase_order_ref ON public.quotes FOR EACH ROW EXECUTE FUNCTION private.tidy_customer_identity('customer_');

--
-- Name: quotes quotes_tidy_identity_then_profile; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER quotes_tidy_identity_then_profile BEFORE INSERT ON public.quotes FOR EACH ROW EXECUTE FUNCTION private.fill_customer_from_profile();

--
-- Name: quotes quotes_touch_updated_at; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER quotes_touch_updated_at BEFORE UPDATE ON public.quotes FOR EACH ROW EXECUTE FUNCTION private.touch_updated_at();

--
-- Name: refunds refunds_check; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER refunds_check BEFORE INSERT ON public.refunds FOR EACH ROW EXECUTE FUNCTION private.check_refund();

--
-- Name: refunds refunds_refresh_balance; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER refunds_refresh_balance AFTER INSERT OR DELETE ON public.refunds FOR EACH ROW EXECUTE FUNCTION private.refresh_invoice_balance();

--
-- Name: refunds refunds_tell_customer; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER refunds_tell_customer AFTER INSERT ON public.refunds FOR EACH ROW EXECUTE FUNCTION private.notify_refund_recorded();

--
-- Name: site_settings site_settings_check_reminder_days; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER site_settings_check_reminder_days BEFORE INSERT OR UPDATE OF reminder_days ON public.site_settings FOR EACH ROW EXECUTE FUNCTION private.check_reminder_days();

--
-- Name: site_settings site_settings_notify_public_content; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER site_settings_notify_public_content AFTER INSERT OR DELETE OR UPDATE OR TRUNCATE ON public.site_settings FOR EACH STATEMENT EXECUTE FUNCTION private.notify_public_content_changed();

--
-- Name: site_settings site_settings_publish; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER site_settings_publish AFTER INSERT OR UPDATE ON public.site_settings FOR EACH ROW EXECUTE FUNCTION private.publish_site_settings();

--
-- Name: site_settings site_settings_touch_updated_at; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER site_settings_touch_updated_at BEFORE UPDATE ON public.site_settings FOR EACH ROW EXECUTE FUNCTION private.touch_updated_at();

--
-- Name: support_messages support_messages_after_insert; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER support_messages_after_insert AFTER INSERT ON public.support_messages FOR EACH ROW EXECUTE FUNCTION private.after_support_message();

--
-- Name: support_requests support_requests_after_open; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER support_requests_after_open AFTER INSERT ON public.support_requests FOR EACH ROW EXECUTE FUNCTION private.after_support_request_opened();

--
-- Name: support_requests support_requests_after_resolved; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER support_requests_after_resolved AFTER UPDATE OF status ON public.support_requests FOR EACH ROW EXECUTE FUNCTION private.after_support_request_resolved();

--
-- Name: support_requests support_requests_guard_update; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER support_requests_guard_update BEFORE UPDATE ON public.support_requests FOR EACH ROW EXECUTE FUNCTION private.guard_support_request_update();

--
-- Name: support_requests support_requests_open; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER support_requests_open BEFORE INSERT ON public.support_requests FOR EACH ROW EXECUTE FUNCTION private.open_support_request();

--
-- Name: support_requests support_requests_realtime_changes; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER support_requests_realtime_changes AFTER INSERT OR UPDATE ON public.support_requests FOR EACH ROW EXECUTE FUNCTION private.notify_realtime_change();

--
-- Name: web_vitals web_vitals_one_page_view; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER web_vitals_one_page_view AFTER INSERT ON public.web_vitals REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION private.web_vitals_one_page_view();

--
-- Name: web_vitals web_vitals_prune; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER web_vitals_prune AFTER INSERT ON public.web_vitals FOR EACH STATEMENT EXECUTE FUNCTION private.prune_web_vitals();

--
-- Name: email_codes email_codes_user_id_fkey; Type: FK CONSTRAINT; Schema: auth; Owner: -
--

ALTER TABLE ONLY auth.email_codes
    ADD CONSTRAINT email_codes_user_id_fkey FOREIGN KEY (user_id) REFERENCES auth.users(id) ON DELETE CASCADE;

--
-- Name: flow_state flow_state_user_id_fkey; Type: FK CONSTRAINT; Schema: auth; Owner: -
--

ALTER TABLE ONLY auth.flow_state
    ADD CONSTRAINT flow_state_user_id_fkey FOREIGN KEY (user_id) REFERENCES auth.users(id) ON DELETE CASCADE;

--
-- Name: identities identities_user_id_fkey; Type: FK CONSTRAINT; Schema: auth; Owner: -
--

ALTER TABLE ONLY auth.identities
    ADD CONSTRAINT identities_user_id_fkey FOREIGN KEY (user_id) REFERENCES auth.users(id) ON DELETE CASCADE;

--
-- Name: mfa_amr_claims mfa_amr_claims_session_id_fkey; Type: FK CONSTRAINT; Schema: auth; Owner: -
--

ALTER TABLE ONLY auth.mfa_amr_claims
    ADD CONSTRAINT mfa_amr_claims_session_id_fkey FOREIGN KEY (session_id) REFERENCES auth.sessions(id) ON DELETE CASCADE;

--
-- Name: mfa_challenges mfa_challenges_factor_id_fkey; Type: FK CONSTRAINT; Schema: auth; Owner: -
--

ALTER TABLE ONLY auth.mfa_challenges
    ADD CONSTRAINT mfa_challenges_factor_id_fkey FOREIGN KEY (factor_id) REFERENCES auth.mfa_factors(id) ON DELETE CASCADE;

--
-- Name: mfa_factors mfa_factors_user_id_fkey; Type: FK CONSTRAINT; Schema: auth; Owner: -
--

ALTER TABLE ONLY auth.mfa_factors
    ADD CONSTRAINT mfa_factors_user_id_fkey FOREIGN KEY (user_id) REFERENCES auth.users(id) ON DELETE CASCADE;

--
-- Name: refresh_tokens refresh_tokens_session_id_fkey; Type: FK CONSTRAINT; Schema: auth; Owner: -
--

ALTER TABLE ONLY auth.refresh_tokens
    ADD CONSTRAINT refresh_tokens_session_id_fkey FOREIGN KEY (session_id) REFERENCES auth.sessions(id) ON DELETE CASCADE;

--
-- Name: refresh_tokens refresh_tokens_user_id_fkey; Type: FK CONSTRAINT; Schema: auth; Owner: -
--

ALTER TABLE ONLY auth.refresh_tokens
    ADD CONSTRAINT refresh_tokens_user_id_fkey FOREIGN KEY (user_id) REFERENCES auth.users(id) ON DELETE CASCADE;

--
-- Name: sessions sessions_user_id_fkey; Type: FK CONSTRAINT; Schema: auth; Owner: -
--

ALTER TABLE ONLY auth.sessions
    ADD CONSTRAINT sessions_user_id_fkey FOREIGN KEY (user_id) REFERENCES auth.users(id) ON DELETE CASCADE;

--
-- Name: appointment_customer_moves appointment_customer_moves_appointment_id_fkey; Type: FK CONSTRAINT; Schema: private; Owner: -
--

ALTER TABLE ONLY private.appointment_customer_moves
    ADD CONSTRAINT appointment_customer_moves_appointment_id_fkey FOREIGN KEY (appointment_id) REFERENCES public.appointments(id) ON DELETE CASCADE;

--
-- Name: appointment_links appointment_links_appointment_id_fkey; Type: FK CONSTRAINT; Schema: private; Owner: -
--

ALTER TABLE ONLY private.appointment_links
    ADD CONSTRAINT appointment_links_appointment_id_fkey FOREIGN KEY (appointment_id) REFERENCES public.appointments(id) ON DELETE CASCADE;

--
-- Name: appointment_reminders appointment_reminders_appointment_id_fkey; Type: FK CONSTRAINT; Schema: private; Owner: -
--

ALTER TABLE ONLY private.appointment_reminders
    ADD CONSTRAINT appointment_reminders_appointment_id_fkey FOREIGN KEY (appointment_id) REFERENCES public.appointments(id) ON DELETE CASCADE;

--
-- Name: invoice_links invoice_links_invoice_id_fkey; Type: FK CONSTRAINT; Schema: private; Owner: -
--

ALTER TABLE ONLY private.invoice_links
    ADD CONSTRAINT invoice_links_invoice_id_fkey FOREIGN KEY (invoice_id) REFERENCES public.invoices(id) ON DELETE CASCADE;

--
-- Name: order_links order_links_order_id_fkey; Type: FK CONSTRAINT; Schema: private; Owner: -
--

ALTER TABLE ONLY private.order_links
    ADD CONSTRAINT order_links_order_id_fkey FOREIGN KEY (order_id) REFERENCES public.orders(id) ON DELETE CASCADE;

--
-- Name: quote_links quote_links_quote_id_fkey; Type: FK CONSTRAINT; Schema: private; Owner: -
--

ALTER TABLE ONLY private.quote_links
    ADD CONSTRAINT quote_links_quote_id_fkey FOREIGN KEY (quote_id) REFERENCES public.quotes(id) ON DELETE CASCADE;

--
-- Name: appointments appointments_profile_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.appointments
    ADD CONSTRAINT appointments_profile_id_fkey FOREIGN KEY (profile_id) REFERENCES public.profiles(id) ON DELETE SET NULL;

--
-- Name: blog_posts blog_posts_author_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.blog_posts
    ADD CONSTRAINT blog_posts_author_id_fkey FOREIGN KEY (author_id) REFERENCES public.profiles(id) ON DELETE SET NULL;

--
-- Name: contact_messages contact_messages_product_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.contact_messages
    ADD CONSTRAINT contact_messages_product_id_fkey FOREIGN KEY (product_id) REFERENCES public.products(id) ON DELETE SET NULL;

--
-- Name: contact_messages contact_messages_profile_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.contact_messages
    ADD CONSTRAINT contact_messages_profile_id_fkey FOREIGN KEY (profile_id) REFERENCES public.profiles(id) ON DELETE SET NULL;

--
-- Name: credit_notes credit_notes_invoice_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.credit_notes
    ADD CONSTRAINT credit_notes_invoice_id_fkey FOREIGN KEY (invoice_id) REFERENCES public.invoices(id) ON DELETE RESTRICT;

--
-- Name: credit_notes credit_notes_issued_by_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.credit_notes
    ADD CONSTRAINT credit_notes_issued_by_fkey FOREIGN KEY (issued_by) REFERENCES public.profiles(id) ON DELETE SET NULL;

--
-- Name: credit_notes credit_notes_profile_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.credit_notes
    ADD CONSTRAINT credit_notes_profile_id_fkey FOREIGN KEY (profile_id) REFERENCES public.profiles(id) ON DELETE SET NULL;

--
-- Name: equipment equipment_order_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.equipment
    ADD CONSTRAINT equipment_order_id_fkey FOREIGN KEY (order_id) REFERENCES public.orders(id) ON DELETE SET NULL;

--
-- Name: equipment equipment_product_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.equipment
    ADD CONSTRAINT equipment_product_id_fkey FOREIGN KEY (product_id) REFERENCES public.products(id) ON DELETE SET NULL;

--
-- Name: equipment equipment_profile_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.equipment
    ADD CONSTRAINT equipment_profile_id_fkey FOREIGN KEY (profile_id) REFERENCES public.profiles(id) ON DELETE CASCADE;

--
-- Name: invoice_lines invoice_lines_invoice_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.invoice_lines
    ADD CONSTRAINT invoice_lines_invoice_id_fkey FOREIGN KEY (invoice_id) REFERENCES public.invoices(id) ON DELETE RESTRICT;

--
-- Name: invoice_lines invoice_lines_product_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.invoice_lines
    ADD CONSTRAINT invoice_lines_product_id_fkey FOREIGN KEY (product_id) REFERENCES public.products(id) ON DELETE SET NULL;

--
-- Name: invoices invoices_issued_by_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.invoices
    ADD CONSTRAINT invoices_issued_by_fkey FOREIGN KEY (issued_by) REFERENCES public.profiles(id) ON DELETE SET NULL;

--
-- Name: invoices invoices_order_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.invoices
    ADD CONSTRAINT invoices_order_id_fkey FOREIGN KEY (order_id) REFERENCES public.orders(id) ON DELETE RESTRICT;

--
-- Name: invoices invoices_profile_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.invoices
    ADD CONSTRAINT invoices_profile_id_fkey FOREIGN KEY (profile_id) REFERENCES public.profiles(id) ON DELETE SET NULL;

--
-- Name: message_replies message_replies_contact_message_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.message_replies
    ADD CONSTRAINT message_replies_contact_message_id_fkey FOREIGN KEY (contact_message_id) REFERENCES public.contact_messages(id) ON DELETE CASCADE;

--
-- Name: message_replies message_replies_quote_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.message_replies
    ADD CONSTRAINT message_replies_quote_id_fkey FOREIGN KEY (quote_id) REFERENCES public.quotes(id) ON DELETE CASCADE;

--
-- Name: message_replies message_replies_replied_by_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.message_replies
    ADD CONSTRAINT message_replies_replied_by_fkey FOREIGN KEY (replied_by) REFERENCES public.profiles(id) ON DELETE SET NULL;

--
-- Name: mfa_resets mfa_resets_profile_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.mfa_resets
    ADD CONSTRAINT mfa_resets_profile_id_fkey FOREIGN KEY (profile_id) REFERENCES public.profiles(id) ON DELETE SET NULL;

--
-- Name: mfa_resets mfa_resets_reset_by_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.mfa_resets
    ADD CONSTRAINT mfa_resets_reset_by_fkey FOREIGN KEY (reset_by) REFERENCES public.profiles(id) ON DELETE SET NULL;

--
-- Name: notifications notifications_appointment_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.notifications
    ADD CONSTRAINT notifications_appointment_id_fkey FOREIGN KEY (appointment_id) REFERENCES public.appointments(id) ON DELETE SET NULL;

--
-- Name: notifications notifications_credit_note_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.notifications
    ADD CONSTRAINT notifications_credit_note_id_fkey FOREIGN KEY (credit_note_id) REFERENCES public.credit_notes(id) ON DELETE SET NULL;

--
-- Name: notifications notifications_invoice_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.notifications
    ADD CONSTRAINT notifications_invoice_id_fkey FOREIGN KEY (invoice_id) REFERENCES public.invoices(id) ON DELETE SET NULL;

--
-- Name: notifications notifications_order_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.notifications
    ADD CONSTRAINT notifications_order_id_fkey FOREIGN KEY (order_id) REFERENCES public.orders(id) ON DELETE SET NULL;

--
-- Name: notifications notifications_quote_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.notifications
    ADD CONSTRAINT notifications_quote_id_fkey FOREIGN KEY (quote_id) REFERENCES public.quotes(id) ON DELETE SET NULL;

--
-- Name: order_items order_items_order_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.order_items
    ADD CONSTRAINT order_items_order_id_fkey FOREIGN KEY (order_id) REFERENCES public.orders(id) ON DELETE CASCADE;

--
-- Name: order_items order_items_product_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.order_items
    ADD CONSTRAINT order_items_product_id_fkey FOREIGN KEY (product_id) REFERENCES public.products(id) ON DELETE SET NULL;

--
-- Name: orders orders_profile_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.orders
    ADD CONSTRAINT orders_profile_id_fkey FOREIGN KEY (profile_id) REFERENCES public.profiles(id) ON DELETE SET NULL;

--
-- Name: payment_attempts payment_attempts_invoice_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.payment_attempts
    ADD CONSTRAINT payment_attempts_invoice_id_fkey FOREIGN KEY (invoice_id) REFERENCES public.invoices(id) ON DELETE RESTRICT;

--
-- Name: payment_attempts payment_attempts_payment_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.payment_attempts
    ADD CONSTRAINT payment_attempts_payment_id_fkey FOREIGN KEY (payment_id) REFERENCES public.payments(id) ON DELETE SET NULL;

--
-- Name: payment_attempts payment_attempts_profile_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.payment_attempts
    ADD CONSTRAINT payment_attempts_profile_id_fkey FOREIGN KEY (profile_id) REFERENCES public.profiles(id) ON DELETE SET NULL;

--
-- Name: payment_reminders payment_reminders_invoice_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.payment_reminders
    ADD CONSTRAINT payment_reminders_invoice_id_fkey FOREIGN KEY (invoice_id) REFERENCES public.invoices(id) ON DELETE CASCADE;

--
-- Name: payments payments_invoice_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.payments
    ADD CONSTRAINT payments_invoice_id_fkey FOREIGN KEY (invoice_id) REFERENCES public.invoices(id) ON DELETE RESTRICT;

--
-- Name: payments payments_recorded_by_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.payments
    ADD CONSTRAINT payments_recorded_by_fkey FOREIGN KEY (recorded_by) REFERENCES public.profiles(id) ON DELETE SET NULL;

--
-- Name: products products_category_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.products
    ADD CONSTRAINT products_category_fkey FOREIGN KEY (category) REFERENCES public.product_categories(slug) ON UPDATE CASCADE ON DELETE RESTRICT;

--
-- Name: profiles profiles_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.profiles
    ADD CONSTRAINT profiles_id_fkey FOREIGN KEY (id) REFERENCES auth.users(id) ON DELETE CASCADE;

--
-- Name: quote_lines quote_lines_product_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.quote_lines
    ADD CONSTRAINT quote_lines_product_id_fkey FOREIGN KEY (product_id) REFERENCES public.products(id) ON DELETE SET NULL;

--
-- Name: quote_lines quote_lines_quote_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.quote_lines
    ADD CONSTRAINT quote_lines_quote_id_fkey FOREIGN KEY (quote_id) REFERENCES public.quotes(id) ON DELETE CASCADE;

--
-- Name: quotes quotes_acceptance_recorded_by_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.quotes
    ADD CONSTRAINT quotes_acceptance_recorded_by_fkey FOREIGN KEY (acceptance_recorded_by) REFERENCES public.profiles(id) ON DELETE SET NULL;

--
-- Name: quotes quotes_order_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.quotes
    ADD CONSTRAINT quotes_order_id_fkey FOREIGN KEY (order_id) REFERENCES public.orders(id) ON DELETE RESTRICT;

--
-- Name: quotes quotes_profile_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.quotes
    ADD CONSTRAINT quotes_profile_id_fkey FOREIGN KEY (profile_id) REFERENCES public.profiles(id) ON DELETE SET NULL;

--
-- Name: refunds refunds_invoice_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.refunds
    ADD CONSTRAINT refunds_invoice_id_fkey FOREIGN KEY (invoice_id) REFERENCES public.invoices(id) ON DELETE RESTRICT;

--
-- Name: refunds refunds_recorded_by_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.refunds
    ADD CONSTRAINT refunds_recorded_by_fkey FOREIGN KEY (recorded_by) REFERENCES public.profiles(id) ON DELETE SET NULL;

--
-- Name: support_messages support_messages_author_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.support_messages
    ADD CONSTRAINT support_messages_author_id_fkey FOREIGN KEY (author_id) REFERENCES public.profiles(id) ON DELETE SET NULL;

--
-- Name: support_messages support_messages_request_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.support_messages
    ADD CONSTRAINT support_messages_request_id_fkey FOREIGN KEY (request_id) REFERENCES public.support_requests(id) ON DELETE CASCADE;

--
-- Name: support_requests support_requests_appointment_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.support_requests
    ADD CONSTRAINT support_requests_appointment_id_fkey FOREIGN KEY (appointment_id) REFERENCES public.appointments(id) ON DELETE SET NULL;

--
-- Name: support_requests support_requests_assigned_to_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.support_requests
    ADD CONSTRAINT support_requests_assigned_to_fkey FOREIGN KEY (assigned_to) REFERENCES public.profiles(id) ON DELETE SET NULL;

--
-- Name: support_requests support_requests_contact_message_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.support_requests
    ADD CONSTRAINT support_requests_contact_message_id_fkey FOREIGN KEY (contact_message_id) REFERENCES public.contact_messages(id) ON DELETE SET NULL;

--
-- Name: support_requests support_requests_equipment_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.support_requests
    ADD CONSTRAINT support_requests_equipment_id_fkey FOREIGN KEY (equipment_id) REFERENCES public.equipment(id) ON DELETE SET NULL;

--
-- Name: support_requests support_requests_profile_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.support_requests
    ADD CONSTRAINT support_requests_profile_id_fkey FOREIGN KEY (profile_id) REFERENCES public.profiles(id) ON DELETE SET NULL;

--
-- Name: support_requests support_requests_quote_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.support_requests
    ADD CONSTRAINT support_requests_quote_id_fkey FOREIGN KEY (quote_id) REFERENCES public.quotes(id) ON DELETE SET NULL;

--
-- Name: objects objects_bucket_id_fkey; Type: FK CONSTRAINT; Schema: storage; Owner: -
--

ALTER TABLE ONLY storage.objects
    ADD CONSTRAINT objects_bucket_id_fkey FOREIGN KEY (bucket_id) REFERENCES storage.buckets(id);

--
-- Name: appointment_customer_moves; Type: ROW SECURITY; Schema: private; Owner: -
--

ALTER TABLE private.appointment_customer_moves ENABLE ROW LEVEL SECURITY;

--
-- Name: appointment_links; Type: ROW SECURITY; Schema: private; Owner: -
--

ALTER TABLE private.appointment_links ENABLE ROW LEVEL SECURITY;

--
-- Name: appointment_reminders; Type: ROW SECURITY; Schema: private; Owner: -
--

ALTER TABLE private.appointment_reminders ENABLE ROW LEVEL SECURITY;

--
-- Name: document_counters; Type: ROW SECURITY; Schema: private; Owner: -
--

ALTER TABLE private.document_counters ENABLE ROW LEVEL SECURITY;

--
-- Name: invoice_links; Type: ROW SECURITY; Schema: private; Owner: -
--

ALTER TABLE private.invoice_links ENABLE ROW LEVEL SECURITY;

--
-- Name: order_links; Type: ROW SECURITY; Schema: private; Owner: -
--

ALTER TABLE private.order_links ENABLE ROW LEVEL SECURITY;

--
-- Name: quote_links; Type: ROW SECURITY; Schema: private; Owner: -
--

ALTER TABLE private.quote_links ENABLE ROW LEVEL SECURITY;

--
-- Name: send_email_hook_calls; Type: ROW SECURITY; Schema: private; Owner: -
--

ALTER TABLE private.send_email_hook_calls ENABLE ROW LEVEL SECURITY;

--
-- Name: appointments; Type: ROW SECURITY; Schema: public; Owner: -
--

ALTER TABLE public.appointments ENABLE ROW LEVEL SECURITY;

--
-- Name: appointments appointments: administrators delete; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "appointments: administrators delete" ON public.appointments FOR DELETE TO authenticated USING (( SELECT private.is_admin() AS is_admin));

--
-- Name: appointments appointments: customers read their own, administrators all; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "appointments: customers read their own, administrators all" ON public.appointments FOR SELECT TO authenticated USING (((profile_id = ( SELECT auth.uid() AS uid)) OR ( SELECT private.is_admin() AS is_admin)));

--
-- Name: appointments appointments: customers update their own, administrators all; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "appointments: customers update their own, administrators all" ON public.appointments FOR UPDATE TO authenticated USING (((profile_id = ( SELECT auth.uid() AS uid)) OR ( SELECT private.is_admin() AS is_admin))) WITH CHECK (((profile_id = ( SELECT auth.uid() AS uid)) OR ( SELECT private.is_admin() AS is_admin)));

--
-- Name: appointments appointments: signed-in users book for themselves; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "appointments: signed-in users book for themselves" ON public.appointments FOR INSERT TO authenticated WITH CHECK ((( SELECT private.is_admin() AS is_admin) OR ((status = 'pending'::text) AND ((profile_id IS NULL) OR (profile_id = ( SELECT auth.uid() AS uid))))));

--
-- Name: appointments appointments: visitors book; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "appointments: visitors book" ON public.appointments FOR INSERT TO anon WITH CHECK (((profile_id IS NULL) AND (status = 'pending'::text)));

--
-- Name: blog_posts; Type: ROW SECURITY; Schema: public; Owner: -
--

ALTER TABLE public.blog_posts ENABLE ROW LEVEL SECURITY;

--
-- Name: blog_posts blog_posts: administrators delete; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "blog_posts: administrators delete" ON public.blog_posts FOR DELETE TO authenticated USING (( SELECT private.is_admin() AS is_admin));

--
-- Name: blog_posts blog_posts: administrators insert; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "blog_posts: administrators insert" ON public.blog_posts FOR INSERT TO authenticated WITH CHECK (( SELECT private.is_admin() AS is_admin));

--
-- Name: blog_posts blog_posts: administrators update; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "blog_posts: administrators update" ON public.blog_posts FOR UPDATE TO authenticated USING (( SELECT private.is_admin() AS is_admin)) WITH CHECK (( SELECT private.is_admin() AS is_admin));

--
-- Name: blog_posts blog_posts: signed-in users read published, administrators all; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "blog_posts: signed-in users read published, administrators all" ON public.blog_posts FOR SELECT TO authenticated USING ((((published_at IS NOT NULL) AND (published_at <= now())) OR ( SELECT private.is_admin() AS is_admin)));

--
-- Name: blog_posts blog_posts: visitors read published; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "blog_posts: visitors read published" ON public.blog_posts FOR SELECT TO anon USING (((published_at IS NOT NULL) AND (published_at <= now())));

--
-- Name: contact_messages; Type: ROW SECURITY; Schema: public; Owner: -
--

ALTER TABLE public.contact_messages ENABLE ROW LEVEL SECURITY;

--
-- Name: contact_messages contact_messages: administrators delete; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "contact_messages: administrators delete" ON public.contact_messages FOR DELETE TO authenticated USING (( SELECT private.is_admin() AS is_admin));

--
-- Name: contact_messages contact_messages: administrators update; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "contact_messages: administrators update" ON public.contact_messages FOR UPDATE TO authenticated USING (( SELECT private.is_admin() AS is_admin)) WITH CHECK (( SELECT private.is_admin() AS is_admin));

--
-- Name: contact_messages contact_messages: customers read their own, administrators all; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "contact_messages: customers read their own, administrators all" ON public.contact_messages FOR SELECT TO authenticated USING (((profile_id = ( SELECT auth.uid() AS uid)) OR ( SELECT private.is_admin() AS is_admin)));

--
-- Name: contact_messages contact_messages: signed-in users send for themselves; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "contact_messages: signed-in users send for themselves" ON public.contact_messages FOR INSERT TO authenticated WITH CHECK ((( SELECT private.is_admin() AS is_admin) OR (((profile_id IS NULL) OR (profile_id = ( SELECT auth.uid() AS uid))) AND (NOT read))));

--
-- Name: contact_messages contact_messages: visitors send; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "contact_messages: visitors send" ON public.contact_messages FOR INSERT TO anon WITH CHECK (((profile_id IS NULL) AND (NOT read)));

--
-- Name: credit_notes; Type: ROW SECURITY; Schema: public; Owner: -
--

ALTER TABLE public.credit_notes ENABLE ROW LEVEL SECURITY;

--
-- Name: credit_notes credit_notes: customers read their own once certified, administ; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "credit_notes: customers read their own once certified, administ" ON public.credit_notes FOR SELECT TO authenticated USING ((((profile_id = ( SELECT auth.uid() AS uid)) AND (certification_status = 'certified'::text)) OR ( SELECT private.is_admin() AS is_admin)));

--
-- Name: equipment; Type: ROW SECURITY; Schema: public; Owner: -
--

ALTER TABLE public.equipment ENABLE ROW LEVEL SECURITY;

--
-- Name: equipment equipment: administrators add; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "equipment: administrators add" ON public.equipment FOR INSERT TO authenticated WITH CHECK (( SELECT private.is_admin() AS is_admin));

--
-- Name: equipment equipment: administrators remove; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "equipment: administrators remove" ON public.equipment FOR DELETE TO authenticated USING (( SELECT private.is_admin() AS is_admin));

--
-- Name: equipment equipment: administrators update; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "equipment: administrators update" ON public.equipment FOR UPDATE TO authenticated USING (( SELECT private.is_admin() AS is_admin)) WITH CHECK (( SELECT private.is_admin() AS is_admin));

--
-- Name: equipment equipment: customers read their own, administrators all; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "equipment: customers read their own, administrators all" ON public.equipment FOR SELECT TO authenticated USING ((( SELECT private.is_admin() AS is_admin) OR (profile_id = ( SELECT auth.uid() AS uid))));

--
-- Name: invoice_lines; Type: ROW SECURITY; Schema: public; Owner: -
--

ALTER TABLE public.invoice_lines ENABLE ROW LEVEL SECURITY;

--
-- Name: invoice_lines invoice_lines: customers read their own once certified, adminis; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "invoice_lines: customers read their own once certified, adminis" ON public.invoice_lines FOR SELECT TO authenticated USING ((( SELECT private.is_admin() AS is_admin) OR (EXISTS ( SELECT 1
   FROM public.invoices invoice
  WHERE ((invoice.id = invoice_lines.invoice_id) AND (invoice.profile_id = ( SELECT auth.uid() AS uid)) AND (invoice.certification_status = 'certified'::text))))));

--
-- Name: invoices; Type: ROW SECURITY; Schema: public; Owner: -
--

ALTER TABLE public.invoices ENABLE ROW LEVEL SECURITY;

--
-- Name: invoices invoices: customers read their own once certified, administrato; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "invoices: customers read their own once certified, administrato" ON public.invoices FOR SELECT TO authenticated USING ((((profile_id = ( SELECT auth.uid() AS uid)) AND (certification_status = 'certified'::text)) OR ( SELECT private.is_admin() AS is_admin)));

--
-- Name: message_replies; Type: ROW SECURITY; Schema: public; Owner: -
--

ALTER TABLE public.message_replies ENABLE ROW LEVEL SECURITY;

--
-- Name: message_replies message_replies: administrators read; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "message_replies: administrators read" ON public.message_replies FOR SELECT TO authenticated USING (( SELECT private.is_admin() AS is_admin));

--
-- Name: message_replies message_replies: administrators reply; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "message_replies: administrators reply" ON public.message_replies FOR INSERT TO authenticated WITH CHECK (( SELECT private.is_admin() AS is_admin));

--
-- Name: mfa_resets; Type: ROW SECURITY; Schema: public; Owner: -
--

ALTER TABLE public.mfa_resets ENABLE ROW LEVEL SECURITY;

--
-- Name: mfa_resets mfa_resets: administrators read; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "mfa_resets: administrators read" ON public.mfa_resets FOR SELECT TO authenticated USING (( SELECT private.is_admin() AS is_admin));

--
-- Name: notifications; Type: ROW SECURITY; Schema: public; Owner: -
--

ALTER TABLE public.notifications ENABLE ROW LEVEL SECURITY;

--
-- Name: notifications notifications: administrators read; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "notifications: administrators read" ON public.notifications FOR SELECT TO authenticated USING (( SELECT private.is_admin() AS is_admin));

--
-- Name: order_items; Type: ROW SECURITY; Schema: public; Owner: -
--

ALTER TABLE public.order_items ENABLE ROW LEVEL SECURITY;

--
-- Name: order_items order_items: customers read their own, administrators all; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "order_items: customers read their own, administrators all" ON public.order_items FOR SELECT TO authenticated USING ((( SELECT private.is_admin() AS is_admin) OR (EXISTS ( SELECT 1
   FROM public.orders parent
  WHERE ((parent.id = order_items.order_id) AND (parent.profile_id = ( SELECT auth.uid() AS uid)))))));

--
-- Name: orders; Type: ROW SECURITY; Schema: public; Owner: -
--

ALTER TABLE public.orders ENABLE ROW LEVEL SECURITY;

--
-- Name: orders orders: administrators update; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "orders: administrators update" ON public.orders FOR UPDATE TO authenticated USING (( SELECT private.is_admin() AS is_admin)) WITH CHECK (( SELECT private.is_admin() AS is_admin));

--
-- Name: orders orders: customers read their own, administrators all; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "orders: customers read their own, administrators all" ON public.orders FOR SELECT TO authenticated USING (((profile_id = ( SELECT auth.uid() AS uid)) OR ( SELECT private.is_admin() AS is_admin)));

--
-- Name: payment_attempts; Type: ROW SECURITY; Schema: public; Owner: -
--

ALTER TABLE public.payment_attempts ENABLE ROW LEVEL SECURITY;

--
-- Name: payment_attempts payment_attempts: customers read their invoices' attempts, admi; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "payment_attempts: customers read their invoices' attempts, admi" ON public.payment_attempts FOR SELECT TO authenticated USING ((( SELECT private.is_admin() AS is_admin) OR (EXISTS ( SELECT 1
   FROM public.invoices invoice
  WHERE ((invoice.id = payment_attempts.invoice_id) AND (invoice.profile_id = ( SELECT auth.uid() AS uid)))))));

--
-- Name: payment_reminders; Type: ROW SECURITY; Schema: public; Owner: -
--

ALTER TABLE public.payment_reminders ENABLE ROW LEVEL SECURITY;

--
-- Name: payment_reminders payment_reminders: administrators read; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "payment_reminders: administrators read" ON public.payment_reminders FOR SELECT TO authenticated USING (( SELECT private.is_admin() AS is_admin));

--
-- Name: payments; Type: ROW SECURITY; Schema: public; Owner: -
--

ALTER TABLE public.payments ENABLE ROW LEVEL SECURITY;

--
-- Name: payments payments: administrators record; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "payments: administrators record" ON public.payments FOR INSERT TO authenticated WITH CHECK (( SELECT private.is_admin() AS is_admin));

--
-- Name: payments payments: administrators remove a mistaken entry; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "payments: administrators remove a mistaken entry" ON public.payments FOR DELETE TO authenticated USING (( SELECT private.is_admin() AS is_admin));

--
-- Name: payments payments: customers read their own, administrators all; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "payments: customers read their own, administrators all" ON public.payments FOR SELECT TO authenticated USING ((( SELECT private.is_admin() AS is_admin) OR (EXISTS ( SELECT 1
   FROM public.invoices invoice
  WHERE ((invoice.id = payments.invoice_id) AND (invoice.profile_id = ( SELECT auth.uid() AS uid)))))));

--
-- Name: product_categories; Type: ROW SECURITY; Schema: public; Owner: -
--

ALTER TABLE public.product_categories ENABLE ROW LEVEL SECURITY;

--
-- Name: product_categories product_categories: administrators add; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "product_categories: administrators add" ON public.product_categories FOR INSERT TO authenticated WITH CHECK (( SELECT private.is_admin() AS is_admin));

--
-- Name: product_categories product_categories: administrators change; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "product_categories: administrators change" ON public.product_categories FOR UPDATE TO authenticated USING (( SELECT private.is_admin() AS is_admin)) WITH CHECK (( SELECT private.is_admin() AS is_admin));

--
-- Name: product_categories product_categories: administrators remove; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "product_categories: administrators remove" ON public.product_categories FOR DELETE TO authenticated USING (( SELECT private.is_admin() AS is_admin));

--
-- Name: product_categories product_categories: everyone reads; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "product_categories: everyone reads" ON public.product_categories FOR SELECT TO anon, authenticated USING (true);

--
-- Name: products; Type: ROW SECURITY; Schema: public; Owner: -
--

ALTER TABLE public.products ENABLE ROW LEVEL SECURITY;

--
-- Name: products products: administrators delete; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "products: administrators delete" ON public.products FOR DELETE TO authenticated USING (( SELECT private.is_admin() AS is_admin));

--
-- Name: products products: administrators insert; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "products: administrators insert" ON public.products FOR INSERT TO authenticated WITH CHECK (( SELECT private.is_admin() AS is_admin));

--
-- Name: products products: administrators update; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "products: administrators update" ON public.products FOR UPDATE TO authenticated USING (( SELECT private.is_admin() AS is_admin)) WITH CHECK (( SELECT private.is_admin() AS is_admin));

--
-- Name: products products: signed-in users read published, administrators all; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "products: signed-in users read published, administrators all" ON public.products FOR SELECT TO authenticated USING ((published OR ( SELECT private.is_admin() AS is_admin)));

--
-- Name: products products: visitors read published; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "products: visitors read published" ON public.products FOR SELECT TO anon USING (published);

--
-- Name: profiles; Type: ROW SECURITY; Schema: public; Owner: -
--

ALTER TABLE public.profiles ENABLE ROW LEVEL SECURITY;

--
-- Name: profiles profiles: a user reads their own; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "profiles: a user reads their own" ON public.profiles FOR SELECT TO authenticated USING (((id = ( SELECT auth.uid() AS uid)) OR ( SELECT private.is_admin() AS is_admin)));

--
-- Name: profiles profiles: a user updates their own, an administrator any; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "profiles: a user updates their own, an administrator any" ON public.profiles FOR UPDATE TO authenticated USING (((id = ( SELECT auth.uid() AS uid)) OR ( SELECT private.is_admin() AS is_admin))) WITH CHECK (((id = ( SELECT auth.uid() AS uid)) OR ( SELECT private.is_admin() AS is_admin)));

--
-- Name: public_site_settings; Type: ROW SECURITY; Schema: public; Owner: -
--

ALTER TABLE public.public_site_settings ENABLE ROW LEVEL SECURITY;

--
-- Name: public_site_settings public_site_settings: everyone reads; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "public_site_settings: everyone reads" ON public.public_site_settings FOR SELECT TO anon, authenticated USING (true);

--
-- Name: quote_lines; Type: ROW SECURITY; Schema: public; Owner: -
--

ALTER TABLE public.quote_lines ENABLE ROW LEVEL SECURITY;

--
-- Name: quote_lines quote_lines: administrators add; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "quote_lines: administrators add" ON public.quote_lines FOR INSERT TO authenticated WITH CHECK (( SELECT private.is_admin() AS is_admin));

--
-- Name: quote_lines quote_lines: administrators change; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "quote_lines: administrators change" ON public.quote_lines FOR UPDATE TO authenticated USING (( SELECT private.is_admin() AS is_admin)) WITH CHECK (( SELECT private.is_admin() AS is_admin));

--
-- Name: quote_lines quote_lines: administrators remove; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "quote_lines: administrators remove" ON public.quote_lines FOR DELETE TO authenticated USING (( SELECT private.is_admin() AS is_admin));

--
-- Name: quote_lines quote_lines: customers read the lines of their sent quotes, adm; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "quote_lines: customers read the lines of their sent quotes, adm" ON public.quote_lines FOR SELECT TO authenticated USING ((( SELECT private.is_admin() AS is_admin) OR (EXISTS ( SELECT 1
   FROM public.quotes quote
  WHERE ((quote.id = quote_lines.quote_id) AND (quote.profile_id = ( SELECT auth.uid() AS uid)) AND (quote.offer_status <> 'draft'::text))))));

--
-- Name: quotes; Type: ROW SECURITY; Schema: public; Owner: -
--

ALTER TABLE public.quotes ENABLE ROW LEVEL SECURITY;

--
-- Name: quotes quotes: administrators delete; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "quotes: administrators delete" ON public.quotes FOR DELETE TO authenticated USING (( SELECT private.is_admin() AS is_admin));

--
-- Name: quotes quotes: administrators update; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "quotes: administrators update" ON public.quotes FOR UPDATE TO authenticated USING (( SELECT private.is_admin() AS is_admin)) WITH CHECK (( SELECT private.is_admin() AS is_admin));

--
-- Name: quotes quotes: customers read their own, administrators all; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "quotes: customers read their own, administrators all" ON public.quotes FOR SELECT TO authenticated USING (((profile_id = ( SELECT auth.uid() AS uid)) OR ( SELECT private.is_admin() AS is_admin)));

--
-- Name: quotes quotes: signed-in users request for themselves; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "quotes: signed-in users request for themselves" ON public.quotes FOR INSERT TO authenticated WITH CHECK ((( SELECT private.is_admin() AS is_admin) OR (((profile_id IS NULL) OR (profile_id = ( SELECT auth.uid() AS uid))) AND (request_status = 'pending'::text) AND (answer_amount IS NULL) AND (answer_message IS NULL) AND (answered_at IS NULL))));

--
-- Name: quotes quotes: visitors request; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "quotes: visitors request" ON public.quotes FOR INSERT TO anon WITH CHECK (((profile_id IS NULL) AND (request_status = 'pending'::text) AND (answer_amount IS NULL) AND (answer_message IS NULL) AND (answered_at IS NULL)));

--
-- Name: refunds; Type: ROW SECURITY; Schema: public; Owner: -
--

ALTER TABLE public.refunds ENABLE ROW LEVEL SECURITY;

--
-- Name: refunds refunds: administrators record; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "refunds: administrators record" ON public.refunds FOR INSERT TO authenticated WITH CHECK (( SELECT private.is_admin() AS is_admin));

--
-- Name: refunds refunds: administrators remove a mistaken entry; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "refunds: administrators remove a mistaken entry" ON public.refunds FOR DELETE TO authenticated USING (( SELECT private.is_admin() AS is_admin));

--
-- Name: refunds refunds: customers read their own, administrators all; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "refunds: customers read their own, administrators all" ON public.refunds FOR SELECT TO authenticated USING ((( SELECT private.is_admin() AS is_admin) OR (EXISTS ( SELECT 1
   FROM public.invoices invoice
  WHERE ((invoice.id = refunds.invoice_id) AND (invoice.profile_id = ( SELECT auth.uid() AS uid)))))));

--
-- Name: site_settings; Type: ROW SECURITY; Schema: public; Owner: -
--

ALTER TABLE public.site_settings ENABLE ROW LEVEL SECURITY;

--
-- Name: site_settings site_settings: administrators read; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "site_settings: administrators read" ON public.site_settings FOR SELECT TO authenticated USING (( SELECT private.is_admin() AS is_admin));

--
-- Name: site_settings site_settings: administrators update; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "site_settings: administrators update" ON public.site_settings FOR UPDATE TO authenticated USING (( SELECT private.is_admin() AS is_admin)) WITH CHECK (( SELECT private.is_admin() AS is_admin));

--
-- Name: support_messages; Type: ROW SECURITY; Schema: public; Owner: -
--

ALTER TABLE public.support_messages ENABLE ROW LEVEL SECURITY;

--
-- Name: support_messages support_messages: customers answer their requests, administrato; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "support_messages: customers answer their requests, administrato" ON public.support_messages FOR INSERT TO authenticated WITH CHECK ((( SELECT private.is_admin() AS is_admin) OR ((NOT internal) AND (author_id = ( SELECT auth.uid() AS uid)) AND (EXISTS ( SELECT 1
   FROM public.support_requests request
  WHERE ((request.id = support_messages.request_id) AND (request.profile_id = ( SELECT auth.uid() AS uid))))))));

--
-- Name: support_messages support_messages: customers read the public thread of their req; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "support_messages: customers read the public thread of their req" ON public.support_messages FOR SELECT TO authenticated USING ((( SELECT private.is_admin() AS is_admin) OR ((NOT internal) AND (EXISTS ( SELECT 1
   FROM public.support_requests request
  WHERE ((request.id = support_messages.request_id) AND (request.profile_id = ( SELECT auth.uid() AS uid))))))));

--
-- Name: support_requests; Type: ROW SECURITY; Schema: public; Owner: -
--

ALTER TABLE public.support_requests ENABLE ROW LEVEL SECURITY;

--
-- Name: support_requests support_requests: customers open their own, administrators for ; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "support_requests: customers open their own, administrators for " ON public.support_requests FOR INSERT TO authenticated WITH CHECK ((( SELECT private.is_admin() AS is_admin) OR (profile_id = ( SELECT auth.uid() AS uid))));

--
-- Name: support_requests support_requests: customers read their own, administrators all; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "support_requests: customers read their own, administrators all" ON public.support_requests FOR SELECT TO authenticated USING ((( SELECT private.is_admin() AS is_admin) OR (profile_id = ( SELECT auth.uid() AS uid))));

--
-- Name: support_requests support_requests: customers update their own, administrators al; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "support_requests: customers update their own, administrators al" ON public.support_requests FOR UPDATE TO authenticated USING ((( SELECT private.is_admin() AS is_admin) OR (profile_id = ( SELECT auth.uid() AS uid)))) WITH CHECK ((( SELECT private.is_admin() AS is_admin) OR (profile_id = ( SELECT auth.uid() AS uid))));

--
-- Name: web_vitals; Type: ROW SECURITY; Schema: public; Owner: -
--

ALTER TABLE public.web_vitals ENABLE ROW LEVEL SECURITY;

--
-- Name: web_vitals web_vitals: administrators read; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "web_vitals: administrators read" ON public.web_vitals FOR SELECT TO authenticated USING (( SELECT private.is_admin() AS is_admin));

--
-- Name: web_vitals web_vitals: signed-in users send a public page's measures; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "web_vitals: signed-in users send a public page's measures" ON public.web_vitals FOR INSERT TO authenticated WITH CHECK (private.is_measured_page(path));

--
-- Name: web_vitals web_vitals: visitors send a public page's measures; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY "web_vitals: visitors send a public page's measures" ON public.web_vitals FOR INSERT TO anon WITH CHECK (private.is_measured_page(path));

--
-- Name: proxy_settings; Type: ROW SECURITY; Schema: rate_limit; Owner: -
--

ALTER TABLE rate_limit.proxy_settings ENABLE ROW LEVEL SECURITY;

--
-- Name: objects Administrators delete site images; Type: POLICY; Schema: storage; Owner: -
--

CREATE POLICY "Administrators delete site images" ON storage.objects FOR DELETE TO authenticated USING (((bucket_id = ANY (ARRAY['product-images'::text, 'blog-images'::text])) AND ( SELECT private.is_admin() AS is_admin)));

--
-- Name: objects Administrators list site images; Type: POLICY; Schema: storage; Owner: -
--

CREATE POLICY "Administrators list site images" ON storage.objects FOR SELECT TO authenticated USING (((bucket_id = ANY (ARRAY['product-images'::text, 'blog-images'::text])) AND ( SELECT private.is_admin() AS is_admin)));

--
-- Name: objects Administrators read signed quotes; Type: POLICY; Schema: storage; Owner: -
--

CREATE POLICY "Administrators read signed quotes" ON storage.objects FOR SELECT TO authenticated USING (((bucket_id = 'signed-quotes'::text) AND ( SELECT private.is_admin() AS is_admin)));

--
-- Name: objects Administrators replace site images; Type: POLICY; Schema: storage; Owner: -
--

CREATE POLICY "Administrators replace site images" ON storage.objects FOR UPDATE TO authenticated USING (((bucket_id = ANY (ARRAY['product-images'::text, 'blog-images'::text])) AND ( SELECT private.is_admin() AS is_admin))) WITH CHECK (((bucket_id = ANY (ARRAY['product-images'::text, 'blog-images'::text])) AND ( SELECT private.is_admin() AS is_admin)));

--
-- Name: objects Administrators upload signed quotes; Type: POLICY; Schema: storage; Owner: -
--

CREATE POLICY "Administrators upload signed quotes" ON storage.objects FOR INSERT TO authenticated WITH CHECK (((bucket_id = 'signed-quotes'::text) AND ( SELECT private.is_admin() AS is_admin)));

--
-- Name: objects Administrators upload site images; Type: POLICY; Schema: storage; Owner: -
--

CREATE POLICY "Administrators upload site images" ON storage.objects FOR INSERT TO authenticated WITH CHECK (((bucket_id = ANY (ARRAY['product-images'::text, 'blog-images'::text])) AND ( SELECT private.is_admin() AS is_admin)));

--
-- Name: buckets Buckets are visible to everyone; Type: POLICY; Schema: storage; Owner: -
--

CREATE POLICY "Buckets are visible to everyone" ON storage.buckets FOR SELECT TO anon, authenticated USING (public);

--
-- Name: objects Support attachments: the request's customer and staff read; Type: POLICY; Schema: storage; Owner: -
--

CREATE POLICY "Support attachments: the request's customer and staff read" ON storage.objects FOR SELECT TO authenticated USING (((bucket_id = 'support-attachments'::text) AND (( SELECT private.is_admin() AS is_admin) OR ((split_part(name, '/'::text, 2) <> 'internal'::text) AND ((owner = ( SELECT auth.uid() AS uid)) OR (EXISTS ( SELECT 1
   FROM public.support_requests request
  WHERE (((request.id)::text = split_part(objects.name, '/'::text, 1)) AND (request.profile_id = ( SELECT auth.uid() AS uid))))))))));

--
-- Name: objects Support attachments: the request's customer and staff upload; Type: POLICY; Schema: storage; Owner: -
--

CREATE POLICY "Support attachments: the request's customer and staff upload" ON storage.objects FOR INSERT TO authenticated WITH CHECK (((bucket_id = 'support-attachments'::text) AND (( SELECT private.is_admin() AS is_admin) OR ((split_part(name, '/'::text, 2) <> 'internal'::text) AND (split_part(name, '/'::text, 1) ~ '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'::text) AND private.support_folder_writable(split_part(name, '/'::text, 1))))));

--
-- Name: buckets; Type: ROW SECURITY; Schema: storage; Owner: -
--

ALTER TABLE storage.buckets ENABLE ROW LEVEL SECURITY;

--
-- Name: objects; Type: ROW SECURITY; Schema: storage; Owner: -
--

ALTER TABLE storage.objects ENABLE ROW LEVEL SECURITY;

--
-- Name: supabase_realtime; Type: PUBLICATION; Schema: -; Owner: -
--

CREATE PUBLICATION supabase_realtime WITH (publish = 'insert, update, delete, truncate');

--
-- Name: supabase_realtime appointments; Type: PUBLICATION TABLE; Schema: public; Owner: -
--

ALTER PUBLICATION supabase_realtime ADD TABLE ONLY public.appointments;

--
-- Name: supabase_realtime contact_messages; Type: PUBLICATION TABLE; Schema: public; Owner: -
--

ALTER PUBLICATION supabase_realtime ADD TABLE ONLY public.contact_messages;

--
-- Name: supabase_realtime orders; Type: PUBLICATION TABLE; Schema: public; Owner: -
--

ALTER PUBLICATION supabase_realtime ADD TABLE ONLY public.orders;

--
-- Name: supabase_realtime quotes; Type: PUBLICATION TABLE; Schema: public; Owner: -
--

ALTER PUBLICATION supabase_realtime ADD TABLE ONLY public.quotes;

--
-- Name: supabase_realtime support_requests; Type: PUBLICATION TABLE; Schema: public; Owner: -
--

ALTER PUBLICATION supabase_realtime ADD TABLE ONLY public.support_requests;

--
-- Name: SCHEMA auth; Type: ACL; Schema: -; Owner: -
--

GRANT USAGE ON SCHEMA auth TO anon;
GRANT USAGE ON SCHEMA auth TO authenticated;
GRANT USAGE ON SCHEMA auth TO service_role;
GRANT USAGE ON SCHEMA auth TO hosted_postgres;

--
-- Name: SCHEMA extensions; Type: ACL; Schema: -; Owner: -
--

GRANT USAGE ON SCHEMA extensions TO anon;
GRANT USAGE ON SCHEMA extensions TO authenticated;
GRANT USAGE ON SCHEMA extensions TO service_role;

--
-- Name: SCHEMA private; Type: ACL; Schema: -; Owner: -
--

GRANT USAGE ON SCHEMA private TO anon;
GRANT USAGE ON SCHEMA private TO authenticated;
GRANT USAGE ON SCHEMA private TO service_role;

--
-- Name: SCHEMA public; Type: ACL; Schema: -; Owner: -
--

GRANT USAGE ON SCHEMA public TO anon;
GRANT USAGE ON SCHEMA public TO authenticated;
GRANT USAGE ON SCHEMA public TO service_role;

--
-- Name: SCHEMA storage; Type: ACL; Schema: -; Owner: -
--

GRANT USAGE ON SCHEMA storage TO anon;
GRANT USAGE ON SCHEMA storage TO authenticated;
GRANT USAGE ON SCHEMA storage TO service_role;
GRANT USAGE ON SCHEMA storage TO hosted_postgres;

--
-- Name: FUNCTION email(); Type: ACL; Schema: auth; Owner: -
--

GRANT ALL ON FUNCTION auth.email() TO anon;
GRANT ALL ON FUNCTION auth.email() TO authenticated;
GRANT ALL ON FUNCTION auth.email() TO service_role;

--
-- Name: FUNCTION jwt(); Type: ACL; Schema: auth; Owner: -
--

GRANT ALL ON FUNCTION auth.jwt() TO anon;
GRANT ALL ON FUNCTION auth.jwt() TO authenticated;
GRANT ALL ON FUNCTION auth.jwt() TO service_role;

--
-- Name: FUNCTION role(); Type: ACL; Schema: auth; Owner: -
--

GRANT ALL ON FUNCTION auth.role() TO anon;
GRANT ALL ON FUNCTION auth.role() TO authenticated;
GRANT ALL ON FUNCTION auth.role() TO service_role;

--
-- Name: FUNCTION uid(); Type: ACL; Schema: auth; Owner: -
--

GRANT ALL ON FUNCTION auth.uid() TO anon;
GRANT ALL ON FUNCTION auth.uid() TO authenticated;
GRANT ALL ON FUNCTION auth.uid() TO service_role;

--
-- Name: FUNCTION add_opening_hours(start timestamp with time zone, hours numeric); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.add_opening_hours(start timestamp with time zone, hours numeric) FROM PUBLIC;

--
-- Name: FUNCTION admin_mfa_required(); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.admin_mfa_required() FROM PUBLIC;

--
-- Name: FUNCTION after_support_message(); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.after_support_message() FROM PUBLIC;

--
-- Name: FUNCTION after_support_request_opened(); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.after_support_request_opened() FROM PUBLIC;

--
-- Name: FUNCTION after_support_request_resolved(); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.after_support_request_resolved() FROM PUBLIC;

--
-- Name: FUNCTION ageing_bucket(days_overdue integer); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.ageing_bucket(days_overdue integer) FROM PUBLIC;
GRANT ALL ON FUNCTION private.ageing_bucket(days_overdue integer) TO authenticated;
GRANT ALL ON FUNCTION private.ageing_bucket(days_overdue integer) TO service_role;

--
-- Name: FUNCTION ageing_on(as_of date); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.ageing_on(as_of date) FROM PUBLIC;
GRANT ALL ON FUNCTION private.ageing_on(as_of date) TO authenticated;
GRANT ALL ON FUNCTION private.ageing_on(as_of date) TO service_role;

--
-- Name: FUNCTION valid_requested_items(items jsonb); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.valid_requested_items(items jsonb) FROM PUBLIC;
GRANT ALL ON FUNCTION private.valid_requested_items(items jsonb) TO anon;
GRANT ALL ON FUNCTION private.valid_requested_items(items jsonb) TO authenticated;
GRANT ALL ON FUNCTION private.valid_requested_items(items jsonb) TO service_role;

--
-- Name: TABLE quotes; Type: ACL; Schema: public; Owner: -
--

GRANT ALL ON TABLE public.quotes TO anon;
GRANT ALL ON TABLE public.quotes TO authenticated;
GRANT ALL ON TABLE public.quotes TO service_role;

--
-- Name: FUNCTION answer_quote(target public.quotes, accepted boolean, signer_name text, reason text); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.answer_quote(target public.quotes, accepted boolean, signer_name text, reason text) FROM PUBLIC;

--
-- Name: FUNCTION is_slot_shape(slot_date date, slot_time time without time zone); Type: ACL; Schema: private; Owner: -
--

GRANT ALL ON FUNCTION private.is_slot_shape(slot_date date, slot_time time without time zone) TO anon;
GRANT ALL ON FUNCTION private.is_slot_shape(slot_date date, slot_time time without time zone) TO authenticated;
GRANT ALL ON FUNCTION private.is_slot_shape(slot_date date, slot_time time without time zone) TO service_role;

--
-- Name: FUNCTION phone_e164(typed text); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.phone_e164(typed text) FROM PUBLIC;
GRANT ALL ON FUNCTION private.phone_e164(typed text) TO anon;
GRANT ALL ON FUNCTION private.phone_e164(typed text) TO authenticated;
GRANT ALL ON FUNCTION private.phone_e164(typed text) TO service_role;

--
-- Name: TABLE appointments; Type: ACL; Schema: public; Owner: -
--

GRANT ALL ON TABLE public.appointments TO anon;
GRANT ALL ON TABLE public.appointments TO authenticated;
GRANT ALL ON TABLE public.appointments TO service_role;

--
-- Name: FUNCTION appointment_for_token(token text); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.appointment_for_token(token text) FROM PUBLIC;

--
-- Name: FUNCTION appointment_is_open(appointment public.appointments); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.appointment_is_open(appointment public.appointments) FROM PUBLIC;

--
-- Name: FUNCTION appointment_recipient(profile_id uuid, typed_email text); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.appointment_recipient(profile_id uuid, typed_email text) FROM PUBLIC;

--
-- Name: FUNCTION appointment_summary(appointment public.appointments); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.appointment_summary(appointment public.appointments) FROM PUBLIC;

--
-- Name: FUNCTION attach_guest_orders(); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.attach_guest_orders() FROM PUBLIC;

--
-- Name: FUNCTION attach_guest_quotes(); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.attach_guest_quotes() FROM PUBLIC;

--
-- Name: FUNCTION attach_phone_appointments(); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.attach_phone_appointments() FROM PUBLIC;

--
-- Name: FUNCTION blog_post_author_name(); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.blog_post_author_name() FROM PUBLIC;

--
-- Name: FUNCTION booking_horizon(); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.booking_horizon() FROM PUBLIC;
GRANT ALL ON FUNCTION private.booking_horizon() TO service_role;
GRANT ALL ON FUNCTION private.booking_horizon() TO anon;
GRANT ALL ON FUNCTION private.booking_horizon() TO authenticated;

--
-- Name: FUNCTION caller_owns_address(address text); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.caller_owns_address(address text) FROM PUBLIC;

--
-- Name: FUNCTION cancel_by_customer(target uuid, reason text); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.cancel_by_customer(target uuid, reason text) FROM PUBLIC;

--
-- Name: FUNCTION carry_quote_customer_to_order(); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.carry_quote_customer_to_order() FROM PUBLIC;

--
-- Name: FUNCTION certification_of(status text, code text, nim text, counters jsonb, qr text, taxes jsonb, certified timestamp with time zone); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.certification_of(status text, code text, nim text, counters jsonb, qr text, taxes jsonb, certified timestamp with time zone) FROM PUBLIC;

--
-- Name: FUNCTION certification_writing(); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.certification_writing() FROM PUBLIC;

--
-- Name: FUNCTION check_booking_day(day date); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.check_booking_day(day date) FROM PUBLIC;
GRANT ALL ON FUNCTION private.check_booking_day(day date) TO anon;
GRANT ALL ON FUNCTION private.check_booking_day(day date) TO authenticated;
GRANT ALL ON FUNCTION private.check_booking_day(day date) TO service_role;

--
-- Name: FUNCTION check_contact_fields(); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.check_contact_fields() FROM PUBLIC;

--
-- Name: FUNCTION check_equipment_serial_number(); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.check_equipment_serial_number() FROM PUBLIC;

--
-- Name: FUNCTION check_notice_phone(); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.check_notice_phone() FROM PUBLIC;

--
-- Name: FUNCTION check_payment(); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.check_payment() FROM PUBLIC;

--
-- Name: FUNCTION check_refund(); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.check_refund() FROM PUBLIC;

--
-- Name: FUNCTION check_reminder_days(); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.check_reminder_days() FROM PUBLIC;

--
-- Name: FUNCTION close_resolved_support_requests(); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.close_resolved_support_requests() FROM PUBLIC;
GRANT ALL ON FUNCTION private.close_resolved_support_requests() TO service_role;

--
-- Name: FUNCTION closed_day_label(day date); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.closed_day_label(day date) FROM PUBLIC;
GRANT ALL ON FUNCTION private.closed_day_label(day date) TO service_role;
GRANT ALL ON FUNCTION private.closed_day_label(day date) TO anon;
GRANT ALL ON FUNCTION private.closed_day_label(day date) TO authenticated;

--
-- Name: FUNCTION company_notification_email(); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.company_notification_email() FROM PUBLIC;

--
-- Name: FUNCTION company_now(); Type: ACL; Schema: private; Owner: -
--

GRANT ALL ON FUNCTION private.company_now() TO anon;
GRANT ALL ON FUNCTION private.company_now() TO authenticated;
GRANT ALL ON FUNCTION private.company_now() TO service_role;

--
-- Name: FUNCTION company_support_email(); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.company_support_email() FROM PUBLIC;

--
-- Name: FUNCTION company_today(); Type: ACL; Schema: private; Owner: -
--

GRANT ALL ON FUNCTION private.company_today() TO anon;
GRANT ALL ON FUNCTION private.company_today() TO authenticated;
GRANT ALL ON FUNCTION private.company_today() TO service_role;

--
-- Name: FUNCTION confirmed_account_phone(phone text, phone_confirmed_at timestamp with time zone); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.confirmed_account_phone(phone text, phone_confirmed_at timestamp with time zone) FROM PUBLIC;

--
-- Name: FUNCTION corrected_text(customer jsonb, field text, current_value text, max_length integer, label text); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.corrected_text(customer jsonb, field text, current_value text, max_length integer, label text) FROM PUBLIC;

--
-- Name: FUNCTION correcting_invoice(invoice_id uuid); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.correcting_invoice(invoice_id uuid) FROM PUBLIC;

--
-- Name: FUNCTION customer_moves_per_day(); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.customer_moves_per_day() FROM PUBLIC;

--
-- Name: FUNCTION equipment_from_delivered_order(); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.equipment_from_delivered_order() FROM PUBLIC;

--
-- Name: FUNCTION expire_overdue_mails(); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.expire_overdue_mails() FROM PUBLIC;

--
-- Name: FUNCTION expire_overdue_quotes(); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.expire_overdue_quotes() FROM PUBLIC;

--
-- Name: FUNCTION fill_customer_from_profile(); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.fill_customer_from_profile() FROM PUBLIC;

--
-- Name: FUNCTION fill_message_reply(); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.fill_message_reply() FROM PUBLIC;

--
-- Name: FUNCTION fill_profile_from_request(); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.fill_profile_from_request() FROM PUBLIC;

--
-- Name: FUNCTION format_date(value date); Type: ACL; Schema: private; Owner: -
--

GRANT ALL ON FUNCTION private.format_date(value date) TO anon;
GRANT ALL ON FUNCTION private.format_date(value date) TO authenticated;
GRANT ALL ON FUNCTION private.format_date(value date) TO service_role;

--
-- Name: FUNCTION format_fcfa(amount bigint); Type: ACL; Schema: private; Owner: -
--

GRANT ALL ON FUNCTION private.format_fcfa(amount bigint) TO anon;
GRANT ALL ON FUNCTION private.format_fcfa(amount bigint) TO authenticated;
GRANT ALL ON FUNCTION private.format_fcfa(amount bigint) TO service_role;

--
-- Name: FUNCTION format_moment(value timestamp with time zone); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.format_moment(value timestamp with time zone) FROM PUBLIC;

--
-- Name: FUNCTION format_time(value time without time zone); Type: ACL; Schema: private; Owner: -
--

GRANT ALL ON FUNCTION private.format_time(value time without time zone) TO anon;
GRANT ALL ON FUNCTION private.format_time(value time without time zone) TO authenticated;
GRANT ALL ON FUNCTION private.format_time(value time without time zone) TO service_role;

--
-- Name: FUNCTION guard_credit_note_update(); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.guard_credit_note_update() FROM PUBLIC;

--
-- Name: FUNCTION guard_invoice_line_change(); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.guard_invoice_line_change() FROM PUBLIC;

--
-- Name: FUNCTION guard_support_request_update(); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.guard_support_request_update() FROM PUBLIC;

--
-- Name: FUNCTION handle_new_user(); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.handle_new_user() FROM PUBLIC;

--
-- Name: FUNCTION handle_user_email_change(); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.handle_user_email_change() FROM PUBLIC;

--
-- Name: FUNCTION handle_user_phone_change(); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.handle_user_phone_change() FROM PUBLIC;

--
-- Name: FUNCTION has_verified_factor(user_id uuid); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.has_verified_factor(user_id uuid) FROM PUBLIC;

--
-- Name: FUNCTION ignore_repeated_request(); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.ignore_repeated_request() FROM PUBLIC;

--
-- Name: FUNCTION invoice_guest_address(); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.invoice_guest_address() FROM PUBLIC;

--
-- Name: TABLE invoices; Type: ACL; Schema: public; Owner: -
--

GRANT SELECT,REFERENCES,TRIGGER ON TABLE public.invoices TO anon;
GRANT SELECT,REFERENCES,TRIGGER ON TABLE public.invoices TO authenticated;
GRANT SELECT,REFERENCES,TRIGGER ON TABLE public.invoices TO service_role;

--
-- Name: FUNCTION invoice_of_token(token text); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.invoice_of_token(token text) FROM PUBLIC;

--
-- Name: FUNCTION is_admin(); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.is_admin() FROM PUBLIC;
GRANT ALL ON FUNCTION private.is_admin() TO service_role;
GRANT ALL ON FUNCTION private.is_admin() TO anon;
GRANT ALL ON FUNCTION private.is_admin() TO authenticated;

--
-- Name: FUNCTION is_api_user(); Type: ACL; Schema: private; Owner: -
--

GRANT ALL ON FUNCTION private.is_api_user() TO anon;
GRANT ALL ON FUNCTION private.is_api_user() TO authenticated;
GRANT ALL ON FUNCTION private.is_api_user() TO service_role;

--
-- Name: FUNCTION is_auth_sms(kind text); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.is_auth_sms(kind text) FROM PUBLIC;

--
-- Name: FUNCTION is_measured_page(path text); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.is_measured_page(path text) FROM PUBLIC;
GRANT ALL ON FUNCTION private.is_measured_page(path text) TO anon;
GRANT ALL ON FUNCTION private.is_measured_page(path text) TO authenticated;
GRANT ALL ON FUNCTION private.is_measured_page(path text) TO service_role;

--
-- Name: FUNCTION is_open_slot(slot_date date, slot_time time without time zone); Type: ACL; Schema: private; Owner: -
--

GRANT ALL ON FUNCTION private.is_open_slot(slot_date date, slot_time time without time zone) TO anon;
GRANT ALL ON FUNCTION private.is_open_slot(slot_date date, slot_time time without time zone) TO authenticated;
GRANT ALL ON FUNCTION private.is_open_slot(slot_date date, slot_time time without time zone) TO service_role;

--
-- Name: TABLE orders; Type: ACL; Schema: public; Owner: -
--

GRANT SELECT,REFERENCES,TRIGGER,UPDATE ON TABLE public.orders TO anon;
GRANT SELECT,REFERENCES,TRIGGER,UPDATE ON TABLE public.orders TO authenticated;
GRANT ALL ON TABLE public.orders TO service_role;

--
-- Name: FUNCTION issue_order_invoice(target public.orders, due date, issuer uuid); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.issue_order_invoice(target public.orders, due date, issuer uuid) FROM PUBLIC;

--
-- Name: FUNCTION keep_deleted_customer_on_orders(); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.keep_deleted_customer_on_orders() FROM PUBLIC;

--
-- Name: FUNCTION keep_notice_opt_in(); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.keep_notice_opt_in() FROM PUBLIC;

--
-- Name: FUNCTION label_of(list text, value text); Type: ACL; Schema: private; Owner: -
--

GRANT ALL ON FUNCTION private.label_of(list text, value text) TO anon;
GRANT ALL ON FUNCTION private.label_of(list text, value text) TO authenticated;
GRANT ALL ON FUNCTION private.label_of(list text, value text) TO service_role;

--
-- Name: FUNCTION mark_quote_started_by_office(); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.mark_quote_started_by_office() FROM PUBLIC;

--
-- Name: FUNCTION missing_seller_details(); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.missing_seller_details() FROM PUBLIC;

--
-- Name: FUNCTION mobile_money_numbers(); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.mobile_money_numbers() FROM PUBLIC;

--
-- Name: FUNCTION move_by_customer(target uuid, new_date date, new_time time without time zone); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.move_by_customer(target uuid, new_date date, new_time time without time zone) FROM PUBLIC;

--
-- Name: FUNCTION next_document_number(document_kind text); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.next_document_number(document_kind text) FROM PUBLIC;
GRANT ALL ON FUNCTION private.next_document_number(document_kind text) TO service_role;
GRANT ALL ON FUNCTION private.next_document_number(document_kind text) TO authenticated;

--
-- Name: FUNCTION notify_account_phone_change(); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.notify_account_phone_change() FROM PUBLIC;

--
-- Name: FUNCTION notify_account_security_change(); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.notify_account_security_change() FROM PUBLIC;

--
-- Name: FUNCTION notify_appointment_created(); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.notify_appointment_created() FROM PUBLIC;

--
-- Name: FUNCTION notify_appointment_status(); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.notify_appointment_status() FROM PUBLIC;

--
-- Name: FUNCTION notify_contact_message(); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.notify_contact_message() FROM PUBLIC;

--
-- Name: FUNCTION notify_credit_note_issued(); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.notify_credit_note_issued() FROM PUBLIC;

--
-- Name: FUNCTION notify_invoice_issued(); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.notify_invoice_issued() FROM PUBLIC;

--
-- Name: FUNCTION notify_message_reply(); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.notify_message_reply() FROM PUBLIC;

--
-- Name: FUNCTION notify_order_placed(placed public.orders); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.notify_order_placed(placed public.orders) FROM PUBLIC;

--
-- Name: FUNCTION notify_order_status(); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.notify_order_status() FROM PUBLIC;

--
-- Name: FUNCTION notify_payment_receipt(); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.notify_payment_receipt() FROM PUBLIC;

--
-- Name: FUNCTION notify_quote_answered(); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.notify_quote_answered() FROM PUBLIC;

--
-- Name: FUNCTION notify_quote_converted(); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.notify_quote_converted() FROM PUBLIC;

--
-- Name: FUNCTION notify_quote_created(); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.notify_quote_created() FROM PUBLIC;

--
-- Name: FUNCTION notify_quote_sent(); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.notify_quote_sent() FROM PUBLIC;

--
-- Name: FUNCTION notify_quote_settled(); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.notify_quote_settled() FROM PUBLIC;

--
-- Name: FUNCTION notify_realtime_change(); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.notify_realtime_change() FROM PUBLIC;

--
-- Name: FUNCTION notify_refund_recorded(); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.notify_refund_recorded() FROM PUBLIC;

--
-- Name: FUNCTION office_move_summary_pause(); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.office_move_summary_pause() FROM PUBLIC;

--
-- Name: FUNCTION open_support_request(); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.open_support_request() FROM PUBLIC;

--
-- Name: FUNCTION opening_periods(day date); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.opening_periods(day date) FROM PUBLIC;
GRANT ALL ON FUNCTION private.opening_periods(day date) TO service_role;
GRANT ALL ON FUNCTION private.opening_periods(day date) TO anon;
GRANT ALL ON FUNCTION private.opening_periods(day date) TO authenticated;

--
-- Name: FUNCTION opening_periods_text(day date); Type: ACL; Schema: private; Owner: -
--

GRANT ALL ON FUNCTION private.opening_periods_text(day date) TO anon;
GRANT ALL ON FUNCTION private.opening_periods_text(day date) TO authenticated;
GRANT ALL ON FUNCTION private.opening_periods_text(day date) TO service_role;

--
-- Name: FUNCTION order_customer_name(placed public.orders); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.order_customer_name(placed public.orders) FROM PUBLIC;

--
-- Name: FUNCTION order_invoice_to_pay(token text); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.order_invoice_to_pay(token text) FROM PUBLIC;
GRANT ALL ON FUNCTION private.order_invoice_to_pay(token text) TO service_role;

--
-- Name: FUNCTION order_mail_details(placed public.orders); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.order_mail_details(placed public.orders) FROM PUBLIC;

--
-- Name: FUNCTION order_of_token(token text); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.order_of_token(token text) FROM PUBLIC;

--
-- Name: FUNCTION order_online_payment(placed public.orders); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.order_online_payment(placed public.orders) FROM PUBLIC;

--
-- Name: FUNCTION order_recipient(placed public.orders); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.order_recipient(placed public.orders) FROM PUBLIC;

--
-- Name: FUNCTION order_token_opens_attempt(token text, checked_transaction text); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.order_token_opens_attempt(token text, checked_transaction text) FROM PUBLIC;
GRANT ALL ON FUNCTION private.order_token_opens_attempt(token text, checked_transaction text) TO service_role;

--
-- Name: FUNCTION own_open_appointment(target uuid); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.own_open_appointment(target uuid) FROM PUBLIC;

--
-- Name: FUNCTION own_sent_quote(quote_id uuid); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.own_sent_quote(quote_id uuid) FROM PUBLIC;

--
-- Name: FUNCTION payment_method_label(method text); Type: ACL; Schema: private; Owner: -
--

GRANT ALL ON FUNCTION private.payment_method_label(method text) TO anon;
GRANT ALL ON FUNCTION private.payment_method_label(method text) TO authenticated;
GRANT ALL ON FUNCTION private.payment_method_label(method text) TO service_role;

--
-- Name: TABLE payment_attempts; Type: ACL; Schema: public; Owner: -
--

GRANT REFERENCES,TRIGGER ON TABLE public.payment_attempts TO anon;
GRANT SELECT,REFERENCES,TRIGGER ON TABLE public.payment_attempts TO authenticated;
GRANT SELECT,REFERENCES,TRIGGER ON TABLE public.payment_attempts TO service_role;

--
-- Name: FUNCTION pending_payment_attempts(batch integer, min_age_seconds integer); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.pending_payment_attempts(batch integer, min_age_seconds integer) FROM PUBLIC;
GRANT ALL ON FUNCTION private.pending_payment_attempts(batch integer, min_age_seconds integer) TO service_role;

--
-- Name: FUNCTION place_order_item(); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.place_order_item() FROM PUBLIC;

--
-- Name: FUNCTION product_category_slug(); Type: ACL; Schema: private; Owner: -
--

GRANT ALL ON FUNCTION private.product_category_slug() TO authenticated;
GRANT ALL ON FUNCTION private.product_category_slug() TO service_role;

--
-- Name: FUNCTION profile_phone_from_sign_in(); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.profile_phone_from_sign_in() FROM PUBLIC;

--
-- Name: FUNCTION prune_web_vitals(); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.prune_web_vitals() FROM PUBLIC;

--
-- Name: FUNCTION publish_site_settings(); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.publish_site_settings() FROM PUBLIC;

--
-- Name: FUNCTION purge_finished_mails(retention_days integer); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.purge_finished_mails(retention_days integer) FROM PUBLIC;

--
-- Name: FUNCTION queue_appointment_reminders(batch integer); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.queue_appointment_reminders(batch integer) FROM PUBLIC;

--
-- Name: FUNCTION queue_certification(); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.queue_certification() FROM PUBLIC;

--
-- Name: FUNCTION queue_certification_request(document text, document_id uuid); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.queue_certification_request(document text, document_id uuid) FROM PUBLIC;

--
-- Name: FUNCTION queue_mail(kind text, recipient text, data jsonb, expires_at timestamp with time zone, about_appointment uuid, reply_to text, past_ceiling boolean, about_order uuid, about_quote uuid, about_invoice uuid, about_credit_note uuid); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.queue_mail(kind text, recipient text, data jsonb, expires_at timestamp with time zone, about_appointment uuid, reply_to text, past_ceiling boolean, about_order uuid, about_quote uuid, about_invoice uuid, about_credit_note uuid) FROM PUBLIC;

--
-- Name: FUNCTION queue_office_move_notice(about_appointment uuid, notice jsonb, reply_to text); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.queue_office_move_notice(about_appointment uuid, notice jsonb, reply_to text) FROM PUBLIC;

--
-- Name: FUNCTION queue_order_confirmation(placed public.orders); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.queue_order_confirmation(placed public.orders) FROM PUBLIC;

--
-- Name: FUNCTION queue_payment_reminders(today date); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.queue_payment_reminders(today date) FROM PUBLIC;
GRANT ALL ON FUNCTION private.queue_payment_reminders(today date) TO service_role;

--
-- Name: FUNCTION queue_sms(kind text, phone text, data jsonb, channel text, expires_at timestamp with time zone, about_appointment uuid, about_order uuid, about_invoice uuid); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.queue_sms(kind text, phone text, data jsonb, channel text, expires_at timestamp with time zone, about_appointment uuid, about_order uuid, about_invoice uuid) FROM PUBLIC;

--
-- Name: FUNCTION queue_warranty_notices(); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.queue_warranty_notices() FROM PUBLIC;
GRANT ALL ON FUNCTION private.queue_warranty_notices() TO service_role;

--
-- Name: FUNCTION quote_for_token(token text); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.quote_for_token(token text) FROM PUBLIC;

--
-- Name: FUNCTION quote_link_open(quote public.quotes); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.quote_link_open(quote public.quotes) FROM PUBLIC;

--
-- Name: FUNCTION quote_summary(quote public.quotes); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.quote_summary(quote public.quotes) FROM PUBLIC;

--
-- Name: FUNCTION record_certification(document text, document_id uuid, answer jsonb, refusal text); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.record_certification(document text, document_id uuid, answer jsonb, refusal text) FROM PUBLIC;
GRANT ALL ON FUNCTION private.record_certification(document text, document_id uuid, answer jsonb, refusal text) TO service_role;

--
-- Name: FUNCTION record_checked_payment(payment_provider text, checked_transaction text, provider_status text, paid_amount integer, paid_currency text, paid_method text, provider_reference text); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.record_checked_payment(payment_provider text, checked_transaction text, provider_status text, paid_amount integer, paid_currency text, paid_method text, provider_reference text) FROM PUBLIC;
GRANT ALL ON FUNCTION private.record_checked_payment(payment_provider text, checked_transaction text, provider_status text, paid_amount integer, paid_currency text, paid_method text, provider_reference text) TO service_role;

--
-- Name: FUNCTION refresh_invoice_balance(); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.refresh_invoice_balance() FROM PUBLIC;

--
-- Name: FUNCTION refuse_cancel_of_invoiced_order(); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.refuse_cancel_of_invoiced_order() FROM PUBLIC;

--
-- Name: FUNCTION refuse_certified_change(); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.refuse_certified_change() FROM PUBLIC;

--
-- Name: FUNCTION refuse_link(); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.refuse_link() FROM PUBLIC;

--
-- Name: FUNCTION refuse_payment_before_certification(); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.refuse_payment_before_certification() FROM PUBLIC;

--
-- Name: FUNCTION refuse_quote_link(); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.refuse_quote_link() FROM PUBLIC;

--
-- Name: FUNCTION refuse_used_category_delete(); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.refuse_used_category_delete() FROM PUBLIC;

--
-- Name: FUNCTION reminder_told_now(appointment_id uuid, day date, start time without time zone); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.reminder_told_now(appointment_id uuid, day date, start time without time zone) FROM PUBLIC;

--
-- Name: FUNCTION rename_blog_author(); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.rename_blog_author() FROM PUBLIC;

--
-- Name: FUNCTION require_seller_details(); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.require_seller_details() FROM PUBLIC;

--
-- Name: FUNCTION require_staff(); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.require_staff() FROM PUBLIC;

--
-- Name: FUNCTION schedule_jobs(); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.schedule_jobs() FROM PUBLIC;

--
-- Name: FUNCTION schedule_payment_reminders(); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.schedule_payment_reminders() FROM PUBLIC;

--
-- Name: FUNCTION schedule_quote_expiry(); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.schedule_quote_expiry() FROM PUBLIC;

--
-- Name: FUNCTION seller_details(); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.seller_details() FROM PUBLIC;

--
-- Name: FUNCTION set_payment_url(attempt_id uuid, url text); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.set_payment_url(attempt_id uuid, url text) FROM PUBLIC;
GRANT ALL ON FUNCTION private.set_payment_url(attempt_id uuid, url text) TO service_role;

--
-- Name: FUNCTION settle_quote(target public.quotes, accepted boolean, signer_name text, reason text, via text, accepted_on timestamp with time zone, document text); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.settle_quote(target public.quotes, accepted boolean, signer_name text, reason text, via text, accepted_on timestamp with time zone, document text) FROM PUBLIC;

--
-- Name: FUNCTION slot_taken(slot_date date, slot_time time without time zone, except_id uuid); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.slot_taken(slot_date date, slot_time time without time zone, except_id uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION private.slot_taken(slot_date date, slot_time time without time zone, except_id uuid) TO service_role;
GRANT ALL ON FUNCTION private.slot_taken(slot_date date, slot_time time without time zone, except_id uuid) TO anon;
GRANT ALL ON FUNCTION private.slot_taken(slot_date date, slot_time time without time zone, except_id uuid) TO authenticated;

--
-- Name: FUNCTION slugify(value text); Type: ACL; Schema: private; Owner: -
--

GRANT ALL ON FUNCTION private.slugify(value text) TO anon;
GRANT ALL ON FUNCTION private.slugify(value text) TO authenticated;
GRANT ALL ON FUNCTION private.slugify(value text) TO service_role;

--
-- Name: FUNCTION sms_notices_per_day(); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.sms_notices_per_day() FROM PUBLIC;

--
-- Name: FUNCTION start_payment_attempt(target_invoice uuid, payment_provider text, customer uuid); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.start_payment_attempt(target_invoice uuid, payment_provider text, customer uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION private.start_payment_attempt(target_invoice uuid, payment_provider text, customer uuid) TO service_role;

--
-- Name: FUNCTION start_payment_attempt_by_token(token text, payment_provider text); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.start_payment_attempt_by_token(token text, payment_provider text) FROM PUBLIC;
GRANT ALL ON FUNCTION private.start_payment_attempt_by_token(token text, payment_provider text) TO service_role;

--
-- Name: FUNCTION sum_invoice_refunds(); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.sum_invoice_refunds() FROM PUBLIC;

--
-- Name: FUNCTION support_folder_writable(folder text); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.support_folder_writable(folder text) FROM PUBLIC;
GRANT ALL ON FUNCTION private.support_folder_writable(folder text) TO authenticated;

--
-- Name: FUNCTION support_phone(customer uuid); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.support_phone(customer uuid) FROM PUBLIC;

--
-- Name: FUNCTION support_reopen_window(); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.support_reopen_window() FROM PUBLIC;

--
-- Name: FUNCTION tax_of(total_ht bigint, rate numeric); Type: ACL; Schema: private; Owner: -
--

GRANT ALL ON FUNCTION private.tax_of(total_ht bigint, rate numeric) TO anon;
GRANT ALL ON FUNCTION private.tax_of(total_ht bigint, rate numeric) TO authenticated;
GRANT ALL ON FUNCTION private.tax_of(total_ht bigint, rate numeric) TO service_role;

--
-- Name: FUNCTION text_appointment_notice(); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.text_appointment_notice() FROM PUBLIC;

--
-- Name: FUNCTION text_invoice_issued(); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.text_invoice_issued() FROM PUBLIC;

--
-- Name: FUNCTION text_order_notice(); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.text_order_notice() FROM PUBLIC;

--
-- Name: FUNCTION text_payment_receipt(); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.text_payment_receipt() FROM PUBLIC;

--
-- Name: FUNCTION tidy_customer_identity(); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.tidy_customer_identity() FROM PUBLIC;

--
-- Name: FUNCTION token_opens_attempt(token text, checked_transaction text); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.token_opens_attempt(token text, checked_transaction text) FROM PUBLIC;
GRANT ALL ON FUNCTION private.token_opens_attempt(token text, checked_transaction text) TO service_role;

--
-- Name: FUNCTION valid_reminder_days(days integer[]); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.valid_reminder_days(days integer[]) FROM PUBLIC;
GRANT ALL ON FUNCTION private.valid_reminder_days(days integer[]) TO anon;
GRANT ALL ON FUNCTION private.valid_reminder_days(days integer[]) TO authenticated;
GRANT ALL ON FUNCTION private.valid_reminder_days(days integer[]) TO service_role;

--
-- Name: FUNCTION valid_support_targets(targets jsonb); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.valid_support_targets(targets jsonb) FROM PUBLIC;
GRANT ALL ON FUNCTION private.valid_support_targets(targets jsonb) TO authenticated;
GRANT ALL ON FUNCTION private.valid_support_targets(targets jsonb) TO service_role;

--
-- Name: FUNCTION web_vitals_one_page_view(); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.web_vitals_one_page_view() FROM PUBLIC;

--
-- Name: FUNCTION accept_my_quote(quote_id uuid, signer_name text); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.accept_my_quote(quote_id uuid, signer_name text) FROM PUBLIC;
GRANT ALL ON FUNCTION public.accept_my_quote(quote_id uuid, signer_name text) TO service_role;
GRANT ALL ON FUNCTION public.accept_my_quote(quote_id uuid, signer_name text) TO authenticated;

--
-- Name: FUNCTION accept_quote_by_token(token text, signer_name text); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.accept_quote_by_token(token text, signer_name text) FROM PUBLIC;
GRANT ALL ON FUNCTION public.accept_quote_by_token(token text, signer_name text) TO service_role;
GRANT ALL ON FUNCTION public.accept_quote_by_token(token text, signer_name text) TO anon;
GRANT ALL ON FUNCTION public.accept_quote_by_token(token text, signer_name text) TO authenticated;

--
-- Name: FUNCTION admin_access(); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.admin_access() FROM PUBLIC;
GRANT ALL ON FUNCTION public.admin_access() TO service_role;
GRANT ALL ON FUNCTION public.admin_access() TO authenticated;

--
-- Name: FUNCTION admin_certification_backlog(); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.admin_certification_backlog() FROM PUBLIC;
GRANT ALL ON FUNCTION public.admin_certification_backlog() TO service_role;
GRANT ALL ON FUNCTION public.admin_certification_backlog() TO authenticated;

--
-- Name: FUNCTION admin_invoicing_per_month(months integer); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.admin_invoicing_per_month(months integer) FROM PUBLIC;
GRANT ALL ON FUNCTION public.admin_invoicing_per_month(months integer) TO authenticated;
GRANT ALL ON FUNCTION public.admin_invoicing_per_month(months integer) TO service_role;

--
-- Name: FUNCTION admin_offer_conversion(months integer); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.admin_offer_conversion(months integer) FROM PUBLIC;
GRANT ALL ON FUNCTION public.admin_offer_conversion(months integer) TO authenticated;
GRANT ALL ON FUNCTION public.admin_offer_conversion(months integer) TO service_role;

--
-- Name: FUNCTION admin_orders_per_month(months integer); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.admin_orders_per_month(months integer) FROM PUBLIC;
GRANT ALL ON FUNCTION public.admin_orders_per_month(months integer) TO authenticated;
GRANT ALL ON FUNCTION public.admin_orders_per_month(months integer) TO service_role;

--
-- Name: FUNCTION admin_quote_acceptance(); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.admin_quote_acceptance() FROM PUBLIC;
GRANT ALL ON FUNCTION public.admin_quote_acceptance() TO authenticated;
GRANT ALL ON FUNCTION public.admin_quote_acceptance() TO service_role;

--
-- Name: FUNCTION admin_requests_per_week(weeks integer); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.admin_requests_per_week(weeks integer) FROM PUBLIC;
GRANT ALL ON FUNCTION public.admin_requests_per_week(weeks integer) TO authenticated;
GRANT ALL ON FUNCTION public.admin_requests_per_week(weeks integer) TO service_role;

--
-- Name: FUNCTION admin_web_vitals_daily(days integer); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.admin_web_vitals_daily(days integer) FROM PUBLIC;
GRANT ALL ON FUNCTION public.admin_web_vitals_daily(days integer) TO authenticated;
GRANT ALL ON FUNCTION public.admin_web_vitals_daily(days integer) TO service_role;

--
-- Name: FUNCTION admin_web_vitals_p75(days integer); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.admin_web_vitals_p75(days integer) FROM PUBLIC;
GRANT ALL ON FUNCTION public.admin_web_vitals_p75(days integer) TO authenticated;
GRANT ALL ON FUNCTION public.admin_web_vitals_p75(days integer) TO service_role;

--
-- Name: FUNCTION appointment_by_token(token text); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.appointment_by_token(token text) FROM PUBLIC;
GRANT ALL ON FUNCTION public.appointment_by_token(token text) TO service_role;
GRANT ALL ON FUNCTION public.appointment_by_token(token text) TO anon;
GRANT ALL ON FUNCTION public.appointment_by_token(token text) TO authenticated;

--
-- Name: FUNCTION available_slots(day date); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.available_slots(day date) FROM PUBLIC;
GRANT ALL ON FUNCTION public.available_slots(day date) TO service_role;
GRANT ALL ON FUNCTION public.available_slots(day date) TO anon;
GRANT ALL ON FUNCTION public.available_slots(day date) TO authenticated;

--
-- Name: FUNCTION book_support_intervention(request uuid, day date, start time without time zone, place text, address text, notes text); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.book_support_intervention(request uuid, day date, start time without time zone, place text, address text, notes text) FROM PUBLIC;
GRANT ALL ON FUNCTION public.book_support_intervention(request uuid, day date, start time without time zone, place text, address text, notes text) TO service_role;
GRANT ALL ON FUNCTION public.book_support_intervention(request uuid, day date, start time without time zone, place text, address text, notes text) TO authenticated;

--
-- Name: FUNCTION cancel_appointment_by_token(token text, reason text); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.cancel_appointment_by_token(token text, reason text) FROM PUBLIC;
GRANT ALL ON FUNCTION public.cancel_appointment_by_token(token text, reason text) TO service_role;
GRANT ALL ON FUNCTION public.cancel_appointment_by_token(token text, reason text) TO anon;
GRANT ALL ON FUNCTION public.cancel_appointment_by_token(token text, reason text) TO authenticated;

--
-- Name: FUNCTION cancel_my_appointment(appointment_id uuid, reason text); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.cancel_my_appointment(appointment_id uuid, reason text) FROM PUBLIC;
GRANT ALL ON FUNCTION public.cancel_my_appointment(appointment_id uuid, reason text) TO service_role;
GRANT ALL ON FUNCTION public.cancel_my_appointment(appointment_id uuid, reason text) TO authenticated;

--
-- Name: FUNCTION cancel_my_order(order_id uuid); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.cancel_my_order(order_id uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION public.cancel_my_order(order_id uuid) TO service_role;
GRANT ALL ON FUNCTION public.cancel_my_order(order_id uuid) TO authenticated;

--
-- Name: FUNCTION cancel_order_with_credit_note(order_id uuid, reason text); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.cancel_order_with_credit_note(order_id uuid, reason text) FROM PUBLIC;
GRANT ALL ON FUNCTION public.cancel_order_with_credit_note(order_id uuid, reason text) TO service_role;
GRANT ALL ON FUNCTION public.cancel_order_with_credit_note(order_id uuid, reason text) TO authenticated;

--
-- Name: FUNCTION certify_document_again(document text, document_id uuid, customer_ifu text); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.certify_document_again(document text, document_id uuid, customer_ifu text) FROM PUBLIC;
GRANT ALL ON FUNCTION public.certify_document_again(document text, document_id uuid, customer_ifu text) TO service_role;
GRANT ALL ON FUNCTION public.certify_document_again(document text, document_id uuid, customer_ifu text) TO authenticated;

--
-- Name: FUNCTION convert_quote_to_order(quote_id uuid, delivery_address text); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.convert_quote_to_order(quote_id uuid, delivery_address text) FROM PUBLIC;
GRANT ALL ON FUNCTION public.convert_quote_to_order(quote_id uuid, delivery_address text) TO service_role;
GRANT ALL ON FUNCTION public.convert_quote_to_order(quote_id uuid, delivery_address text) TO authenticated;

--
-- Name: FUNCTION correct_refused_invoice(invoice_id uuid, lines jsonb, customer jsonb); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.correct_refused_invoice(invoice_id uuid, lines jsonb, customer jsonb) FROM PUBLIC;
GRANT ALL ON FUNCTION public.correct_refused_invoice(invoice_id uuid, lines jsonb, customer jsonb) TO service_role;
GRANT ALL ON FUNCTION public.correct_refused_invoice(invoice_id uuid, lines jsonb, customer jsonb) TO authenticated;

--
-- Name: FUNCTION customer_statement(customer_id uuid, period_start date, period_end date); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.customer_statement(customer_id uuid, period_start date, period_end date) FROM PUBLIC;
GRANT ALL ON FUNCTION public.customer_statement(customer_id uuid, period_start date, period_end date) TO service_role;
GRANT ALL ON FUNCTION public.customer_statement(customer_id uuid, period_start date, period_end date) TO authenticated;

--
-- Name: FUNCTION days_with_free_slots(first_day date, last_day date); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.days_with_free_slots(first_day date, last_day date) FROM PUBLIC;
GRANT ALL ON FUNCTION public.days_with_free_slots(first_day date, last_day date) TO service_role;
GRANT ALL ON FUNCTION public.days_with_free_slots(first_day date, last_day date) TO anon;
GRANT ALL ON FUNCTION public.days_with_free_slots(first_day date, last_day date) TO authenticated;

--
-- Name: FUNCTION decline_my_quote(quote_id uuid, reason text); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.decline_my_quote(quote_id uuid, reason text) FROM PUBLIC;
GRANT ALL ON FUNCTION public.decline_my_quote(quote_id uuid, reason text) TO service_role;
GRANT ALL ON FUNCTION public.decline_my_quote(quote_id uuid, reason text) TO authenticated;

--
-- Name: FUNCTION decline_quote_by_token(token text, reason text); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.decline_quote_by_token(token text, reason text) FROM PUBLIC;
GRANT ALL ON FUNCTION public.decline_quote_by_token(token text, reason text) TO service_role;
GRANT ALL ON FUNCTION public.decline_quote_by_token(token text, reason text) TO anon;
GRANT ALL ON FUNCTION public.decline_quote_by_token(token text, reason text) TO authenticated;

--
-- Name: FUNCTION invoice_by_token(token text); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.invoice_by_token(token text) FROM PUBLIC;
GRANT ALL ON FUNCTION public.invoice_by_token(token text) TO service_role;
GRANT ALL ON FUNCTION public.invoice_by_token(token text) TO anon;
GRANT ALL ON FUNCTION public.invoice_by_token(token text) TO authenticated;

--
-- Name: FUNCTION issue_credit_note(invoice_id uuid, reason text, amount_ht integer); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.issue_credit_note(invoice_id uuid, reason text, amount_ht integer) FROM PUBLIC;
GRANT ALL ON FUNCTION public.issue_credit_note(invoice_id uuid, reason text, amount_ht integer) TO service_role;
GRANT ALL ON FUNCTION public.issue_credit_note(invoice_id uuid, reason text, amount_ht integer) TO authenticated;

--
-- Name: FUNCTION issue_invoice(order_id uuid, due_date date); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.issue_invoice(order_id uuid, due_date date) FROM PUBLIC;
GRANT ALL ON FUNCTION public.issue_invoice(order_id uuid, due_date date) TO service_role;
GRANT ALL ON FUNCTION public.issue_invoice(order_id uuid, due_date date) TO authenticated;

--
-- Name: TABLE support_requests; Type: ACL; Schema: public; Owner: -
--

GRANT SELECT,INSERT,REFERENCES,TRIGGER ON TABLE public.support_requests TO authenticated;
GRANT SELECT,INSERT,REFERENCES,TRIGGER ON TABLE public.support_requests TO service_role;

--
-- Name: COLUMN support_requests.subject; Type: ACL; Schema: public; Owner: -
--

GRANT UPDATE(subject) ON TABLE public.support_requests TO authenticated;
GRANT UPDATE(subject) ON TABLE public.support_requests TO service_role;

--
-- Name: COLUMN support_requests.urgency; Type: ACL; Schema: public; Owner: -
--

GRANT UPDATE(urgency) ON TABLE public.support_requests TO authenticated;
GRANT UPDATE(urgency) ON TABLE public.support_requests TO service_role;

--
-- Name: COLUMN support_requests.status; Type: ACL; Schema: public; Owner: -
--

GRANT UPDATE(status) ON TABLE public.support_requests TO authenticated;
GRANT UPDATE(status) ON TABLE public.support_requests TO service_role;

--
-- Name: COLUMN support_requests.assigned_to; Type: ACL; Schema: public; Owner: -
--

GRANT UPDATE(assigned_to) ON TABLE public.support_requests TO authenticated;
GRANT UPDATE(assigned_to) ON TABLE public.support_requests TO service_role;

--
-- Name: COLUMN support_requests.equipment_id; Type: ACL; Schema: public; Owner: -
--

GRANT UPDATE(equipment_id) ON TABLE public.support_requests TO authenticated;
GRANT UPDATE(equipment_id) ON TABLE public.support_requests TO service_role;

--
-- Name: COLUMN support_requests.appointment_id; Type: ACL; Schema: public; Owner: -
--

GRANT UPDATE(appointment_id) ON TABLE public.support_requests TO authenticated;
GRANT UPDATE(appointment_id) ON TABLE public.support_requests TO service_role;

--
-- Name: COLUMN support_requests.quote_id; Type: ACL; Schema: public; Owner: -
--

GRANT UPDATE(quote_id) ON TABLE public.support_requests TO authenticated;
GRANT UPDATE(quote_id) ON TABLE public.support_requests TO service_role;

--
-- Name: COLUMN support_requests.rating; Type: ACL; Schema: public; Owner: -
--

GRANT UPDATE(rating) ON TABLE public.support_requests TO authenticated;
GRANT UPDATE(rating) ON TABLE public.support_requests TO service_role;

--
-- Name: COLUMN support_requests.rating_comment; Type: ACL; Schema: public; Owner: -
--

GRANT UPDATE(rating_comment) ON TABLE public.support_requests TO authenticated;
GRANT UPDATE(rating_comment) ON TABLE public.support_requests TO service_role;

--
-- Name: FUNCTION late(request public.support_requests); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.late(request public.support_requests) FROM PUBLIC;
GRANT ALL ON FUNCTION public.late(request public.support_requests) TO service_role;
GRANT ALL ON FUNCTION public.late(request public.support_requests) TO authenticated;

--
-- Name: FUNCTION missing_seller_details(); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.missing_seller_details() FROM PUBLIC;
GRANT ALL ON FUNCTION public.missing_seller_details() TO service_role;
GRANT ALL ON FUNCTION public.missing_seller_details() TO authenticated;

--
-- Name: FUNCTION move_appointment_by_token(token text, new_date date, new_time time without time zone); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.move_appointment_by_token(token text, new_date date, new_time time without time zone) FROM PUBLIC;
GRANT ALL ON FUNCTION public.move_appointment_by_token(token text, new_date date, new_time time without time zone) TO service_role;
GRANT ALL ON FUNCTION public.move_appointment_by_token(token text, new_date date, new_time time without time zone) TO anon;
GRANT ALL ON FUNCTION public.move_appointment_by_token(token text, new_date date, new_time time without time zone) TO authenticated;

--
-- Name: FUNCTION move_my_appointment(appointment_id uuid, new_date date, new_time time without time zone); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.move_my_appointment(appointment_id uuid, new_date date, new_time time without time zone) FROM PUBLIC;
GRANT ALL ON FUNCTION public.move_my_appointment(appointment_id uuid, new_date date, new_time time without time zone) TO service_role;
GRANT ALL ON FUNCTION public.move_my_appointment(appointment_id uuid, new_date date, new_time time without time zone) TO authenticated;

--
-- Name: FUNCTION order_by_token(token text); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.order_by_token(token text) FROM PUBLIC;
GRANT ALL ON FUNCTION public.order_by_token(token text) TO service_role;
GRANT ALL ON FUNCTION public.order_by_token(token text) TO anon;
GRANT ALL ON FUNCTION public.order_by_token(token text) TO authenticated;

--
-- Name: FUNCTION order_document_by_token(token text); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.order_document_by_token(token text) FROM PUBLIC;
GRANT ALL ON FUNCTION public.order_document_by_token(token text) TO service_role;
GRANT ALL ON FUNCTION public.order_document_by_token(token text) TO anon;
GRANT ALL ON FUNCTION public.order_document_by_token(token text) TO authenticated;

--
-- Name: FUNCTION place_order(items jsonb, delivery jsonb); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.place_order(items jsonb, delivery jsonb) FROM PUBLIC;
GRANT ALL ON FUNCTION public.place_order(items jsonb, delivery jsonb) TO service_role;
GRANT ALL ON FUNCTION public.place_order(items jsonb, delivery jsonb) TO anon;
GRANT ALL ON FUNCTION public.place_order(items jsonb, delivery jsonb) TO authenticated;

--
-- Name: FUNCTION quote_by_token(token text); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.quote_by_token(token text) FROM PUBLIC;
GRANT ALL ON FUNCTION public.quote_by_token(token text) TO service_role;
GRANT ALL ON FUNCTION public.quote_by_token(token text) TO anon;
GRANT ALL ON FUNCTION public.quote_by_token(token text) TO authenticated;

--
-- Name: FUNCTION quote_document_by_token(token text); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.quote_document_by_token(token text) FROM PUBLIC;
GRANT ALL ON FUNCTION public.quote_document_by_token(token text) TO service_role;
GRANT ALL ON FUNCTION public.quote_document_by_token(token text) TO anon;
GRANT ALL ON FUNCTION public.quote_document_by_token(token text) TO authenticated;

--
-- Name: FUNCTION quote_lines_from_request(quote_id uuid); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.quote_lines_from_request(quote_id uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION public.quote_lines_from_request(quote_id uuid) TO service_role;
GRANT ALL ON FUNCTION public.quote_lines_from_request(quote_id uuid) TO authenticated;

--
-- Name: FUNCTION record_quote_acceptance(quote_id uuid, signer_name text, accepted_on date, via text, document_path text); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.record_quote_acceptance(quote_id uuid, signer_name text, accepted_on date, via text, document_path text) FROM PUBLIC;
GRANT ALL ON FUNCTION public.record_quote_acceptance(quote_id uuid, signer_name text, accepted_on date, via text, document_path text) TO service_role;
GRANT ALL ON FUNCTION public.record_quote_acceptance(quote_id uuid, signer_name text, accepted_on date, via text, document_path text) TO authenticated;

--
-- Name: FUNCTION reset_admin_mfa(target_id uuid); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.reset_admin_mfa(target_id uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION public.reset_admin_mfa(target_id uuid) TO service_role;
GRANT ALL ON FUNCTION public.reset_admin_mfa(target_id uuid) TO authenticated;

--
-- Name: TABLE products; Type: ACL; Schema: public; Owner: -
--

GRANT ALL ON TABLE public.products TO anon;
GRANT ALL ON TABLE public.products TO authenticated;
GRANT ALL ON TABLE public.products TO service_role;

--
-- Name: FUNCTION search_products(search text); Type: ACL; Schema: public; Owner: -
--

GRANT ALL ON FUNCTION public.search_products(search text) TO anon;
GRANT ALL ON FUNCTION public.search_products(search text) TO authenticated;
GRANT ALL ON FUNCTION public.search_products(search text) TO service_role;

--
-- Name: FUNCTION send_customer_statement(customer_id uuid, period_start date, period_end date); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.send_customer_statement(customer_id uuid, period_start date, period_end date) FROM PUBLIC;
GRANT ALL ON FUNCTION public.send_customer_statement(customer_id uuid, period_start date, period_end date) TO service_role;
GRANT ALL ON FUNCTION public.send_customer_statement(customer_id uuid, period_start date, period_end date) TO authenticated;

--
-- Name: FUNCTION start_quote_for_customer(customer_id uuid, project_type text, services text[], message text, phone text); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.start_quote_for_customer(customer_id uuid, project_type text, services text[], message text, phone text) FROM PUBLIC;
GRANT ALL ON FUNCTION public.start_quote_for_customer(customer_id uuid, project_type text, services text[], message text, phone text) TO service_role;
GRANT ALL ON FUNCTION public.start_quote_for_customer(customer_id uuid, project_type text, services text[], message text, phone text) TO authenticated;

--
-- Name: FUNCTION start_quote_for_support_request(request uuid); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.start_quote_for_support_request(request uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION public.start_quote_for_support_request(request uuid) TO service_role;
GRANT ALL ON FUNCTION public.start_quote_for_support_request(request uuid) TO authenticated;

--
-- Name: FUNCTION support_request_from_message(message uuid, urgency text); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.support_request_from_message(message uuid, urgency text) FROM PUBLIC;
GRANT ALL ON FUNCTION public.support_request_from_message(message uuid, urgency text) TO service_role;
GRANT ALL ON FUNCTION public.support_request_from_message(message uuid, urgency text) TO authenticated;

--
-- Name: FUNCTION client_address(); Type: ACL; Schema: rate_limit; Owner: -
--

REVOKE ALL ON FUNCTION rate_limit.client_address() FROM PUBLIC;

--
-- Name: FUNCTION count_form_submission(); Type: ACL; Schema: rate_limit; Owner: -
--

REVOKE ALL ON FUNCTION rate_limit.count_form_submission() FROM PUBLIC;

--
-- Name: FUNCTION give_back(p_key text); Type: ACL; Schema: rate_limit; Owner: -
--

REVOKE ALL ON FUNCTION rate_limit.give_back(p_key text) FROM PUBLIC;

--
-- Name: FUNCTION take(p_key text, p_max integer, p_window_seconds integer, p_count boolean, p_at timestamp with time zone); Type: ACL; Schema: rate_limit; Owner: -
--

REVOKE ALL ON FUNCTION rate_limit.take(p_key text, p_max integer, p_window_seconds integer, p_count boolean, p_at timestamp with time zone) FROM PUBLIC;

--
-- Name: TABLE email_codes; Type: ACL; Schema: auth; Owner: -
--

GRANT ALL ON TABLE auth.email_codes TO hosted_postgres;

--
-- Name: TABLE flow_state; Type: ACL; Schema: auth; Owner: -
--

GRANT ALL ON TABLE auth.flow_state TO hosted_postgres;

--
-- Name: TABLE identities; Type: ACL; Schema: auth; Owner: -
--

GRANT ALL ON TABLE auth.identities TO hosted_postgres;

--
-- Name: TABLE mfa_amr_claims; Type: ACL; Schema: auth; Owner: -
--

GRANT ALL ON TABLE auth.mfa_amr_claims TO hosted_postgres;

--
-- Name: TABLE mfa_challenges; Type: ACL; Schema: auth; Owner: -
--

GRANT ALL ON TABLE auth.mfa_challenges TO hosted_postgres;

--
-- Name: TABLE mfa_factors; Type: ACL; Schema: auth; Owner: -
--

GRANT ALL ON TABLE auth.mfa_factors TO hosted_postgres;

--
-- Name: TABLE refresh_tokens; Type: ACL; Schema: auth; Owner: -
--

GRANT ALL ON TABLE auth.refresh_tokens TO hosted_postgres;

--
-- Name: SEQUENCE refresh_tokens_id_seq; Type: ACL; Schema: auth; Owner: -
--

GRANT ALL ON SEQUENCE auth.refresh_tokens_id_seq TO hosted_postgres;

--
-- Name: TABLE sessions; Type: ACL; Schema: auth; Owner: -
--

GRANT ALL ON TABLE auth.sessions TO hosted_postgres;

--
-- Name: TABLE users; Type: ACL; Schema: auth; Owner: -
--

GRANT ALL ON TABLE auth.users TO hosted_postgres;

--
-- Name: TABLE credit_notes; Type: ACL; Schema: public; Owner: -
--

GRANT SELECT,REFERENCES,TRIGGER ON TABLE public.credit_notes TO anon;
GRANT SELECT,REFERENCES,TRIGGER ON TABLE public.credit_notes TO authenticated;
GRANT SELECT,REFERENCES,TRIGGER ON TABLE public.credit_notes TO service_role;

--
-- Name: TABLE payments; Type: ACL; Schema: public; Owner: -
--

GRANT SELECT,REFERENCES,TRIGGER ON TABLE public.payments TO anon;
GRANT SELECT,INSERT,REFERENCES,DELETE,TRIGGER ON TABLE public.payments TO authenticated;
GRANT SELECT,INSERT,REFERENCES,DELETE,TRIGGER ON TABLE public.payments TO service_role;

--
-- Name: TABLE refunds; Type: ACL; Schema: public; Owner: -
--

GRANT SELECT,REFERENCES,TRIGGER ON TABLE public.refunds TO anon;
GRANT SELECT,INSERT,REFERENCES,DELETE,TRIGGER ON TABLE public.refunds TO authenticated;
GRANT SELECT,INSERT,REFERENCES,DELETE,TRIGGER ON TABLE public.refunds TO service_role;

--
-- Name: TABLE account_movements; Type: ACL; Schema: private; Owner: -
--

GRANT SELECT ON TABLE private.account_movements TO authenticated;
GRANT SELECT ON TABLE private.account_movements TO service_role;

--
-- Name: TABLE option_labels; Type: ACL; Schema: private; Owner: -
--

GRANT SELECT ON TABLE private.option_labels TO anon;
GRANT SELECT ON TABLE private.option_labels TO authenticated;
GRANT SELECT ON TABLE private.option_labels TO service_role;

--
-- Name: TABLE blog_posts; Type: ACL; Schema: public; Owner: -
--

GRANT ALL ON TABLE public.blog_posts TO anon;
GRANT ALL ON TABLE public.blog_posts TO authenticated;
GRANT ALL ON TABLE public.blog_posts TO service_role;

--
-- Name: TABLE contact_messages; Type: ACL; Schema: public; Owner: -
--

GRANT ALL ON TABLE public.contact_messages TO anon;
GRANT ALL ON TABLE public.contact_messages TO authenticated;
GRANT ALL ON TABLE public.contact_messages TO service_role;

--
-- Name: TABLE equipment; Type: ACL; Schema: public; Owner: -
--

GRANT SELECT,INSERT,REFERENCES,DELETE,TRIGGER,UPDATE ON TABLE public.equipment TO authenticated;
GRANT SELECT,INSERT,REFERENCES,DELETE,TRIGGER,UPDATE ON TABLE public.equipment TO service_role;

--
-- Name: TABLE invoice_lines; Type: ACL; Schema: public; Owner: -
--

GRANT SELECT,REFERENCES,TRIGGER ON TABLE public.invoice_lines TO anon;
GRANT SELECT,REFERENCES,TRIGGER ON TABLE public.invoice_lines TO authenticated;
GRANT SELECT,REFERENCES,TRIGGER ON TABLE public.invoice_lines TO service_role;

--
-- Name: TABLE message_replies; Type: ACL; Schema: public; Owner: -
--

GRANT SELECT,INSERT,REFERENCES,TRIGGER ON TABLE public.message_replies TO authenticated;
GRANT ALL ON TABLE public.message_replies TO service_role;

--
-- Name: TABLE mfa_resets; Type: ACL; Schema: public; Owner: -
--

GRANT SELECT,REFERENCES,TRIGGER ON TABLE public.mfa_resets TO anon;
GRANT SELECT,REFERENCES,TRIGGER ON TABLE public.mfa_resets TO authenticated;
GRANT ALL ON TABLE public.mfa_resets TO service_role;

--
-- Name: SEQUENCE mfa_resets_id_seq; Type: ACL; Schema: public; Owner: -
--

GRANT ALL ON SEQUENCE public.mfa_resets_id_seq TO anon;
GRANT ALL ON SEQUENCE public.mfa_resets_id_seq TO authenticated;
GRANT ALL ON SEQUENCE public.mfa_resets_id_seq TO service_role;

--
-- Name: TABLE notifications; Type: ACL; Schema: public; Owner: -
--

GRANT SELECT,REFERENCES,TRIGGER ON TABLE public.notifications TO anon;
GRANT SELECT,REFERENCES,TRIGGER ON TABLE public.notifications TO authenticated;
GRANT ALL ON TABLE public.notifications TO service_role;

--
-- Name: SEQUENCE notifications_id_seq; Type: ACL; Schema: public; Owner: -
--

GRANT ALL ON SEQUENCE public.notifications_id_seq TO anon;
GRANT ALL ON SEQUENCE public.notifications_id_seq TO authenticated;
GRANT ALL ON SEQUENCE public.notifications_id_seq TO service_role;

--
-- Name: TABLE order_items; Type: ACL; Schema: public; Owner: -
--

GRANT SELECT,REFERENCES,TRIGGER ON TABLE public.order_items TO anon;
GRANT SELECT,REFERENCES,TRIGGER ON TABLE public.order_items TO authenticated;
GRANT ALL ON TABLE public.order_items TO service_role;

--
-- Name: SEQUENCE orders_number_seq; Type: ACL; Schema: public; Owner: -
--

GRANT ALL ON SEQUENCE public.orders_number_seq TO anon;
GRANT ALL ON SEQUENCE public.orders_number_seq TO authenticated;
GRANT ALL ON SEQUENCE public.orders_number_seq TO service_role;

--
-- Name: TABLE payment_reminders; Type: ACL; Schema: public; Owner: -
--

GRANT REFERENCES,TRIGGER ON TABLE public.payment_reminders TO anon;
GRANT SELECT,REFERENCES,TRIGGER ON TABLE public.payment_reminders TO authenticated;
GRANT SELECT,REFERENCES,TRIGGER ON TABLE public.payment_reminders TO service_role;

--
-- Name: TABLE product_categories; Type: ACL; Schema: public; Owner: -
--

GRANT SELECT,REFERENCES,TRIGGER ON TABLE public.product_categories TO anon;
GRANT ALL ON TABLE public.product_categories TO authenticated;
GRANT ALL ON TABLE public.product_categories TO service_role;

--
-- Name: TABLE profiles; Type: ACL; Schema: public; Owner: -
--

GRANT SELECT,REFERENCES,TRIGGER,UPDATE ON TABLE public.profiles TO anon;
GRANT SELECT,REFERENCES,TRIGGER,UPDATE ON TABLE public.profiles TO authenticated;
GRANT ALL ON TABLE public.profiles TO service_role;

--
-- Name: TABLE public_blog_posts; Type: ACL; Schema: public; Owner: -
--

GRANT ALL ON TABLE public.public_blog_posts TO service_role;
GRANT SELECT ON TABLE public.public_blog_posts TO anon;
GRANT SELECT ON TABLE public.public_blog_posts TO authenticated;

--
-- Name: TABLE public_site_settings; Type: ACL; Schema: public; Owner: -
--

GRANT SELECT ON TABLE public.public_site_settings TO anon;
GRANT SELECT ON TABLE public.public_site_settings TO authenticated;
GRANT SELECT ON TABLE public.public_site_settings TO service_role;

--
-- Name: TABLE quote_lines; Type: ACL; Schema: public; Owner: -
--

GRANT SELECT,REFERENCES,TRIGGER ON TABLE public.quote_lines TO anon;
GRANT ALL ON TABLE public.quote_lines TO authenticated;
GRANT ALL ON TABLE public.quote_lines TO service_role;

--
-- Name: TABLE receivables; Type: ACL; Schema: public; Owner: -
--

GRANT ALL ON TABLE public.receivables TO authenticated;
GRANT ALL ON TABLE public.receivables TO service_role;

--
-- Name: TABLE receivables_totals; Type: ACL; Schema: public; Owner: -
--

GRANT ALL ON TABLE public.receivables_totals TO authenticated;
GRANT ALL ON TABLE public.receivables_totals TO service_role;

--
-- Name: TABLE site_settings; Type: ACL; Schema: public; Owner: -
--

GRANT REFERENCES,TRIGGER,UPDATE ON TABLE public.site_settings TO anon;
GRANT SELECT,REFERENCES,TRIGGER,UPDATE ON TABLE public.site_settings TO authenticated;
GRANT ALL ON TABLE public.site_settings TO service_role;

--
-- Name: TABLE support_messages; Type: ACL; Schema: public; Owner: -
--

GRANT SELECT,INSERT,REFERENCES,TRIGGER ON TABLE public.support_messages TO authenticated;
GRANT SELECT,INSERT,REFERENCES,TRIGGER ON TABLE public.support_messages TO service_role;

--
-- Name: TABLE web_vitals; Type: ACL; Schema: public; Owner: -
--

GRANT ALL ON TABLE public.web_vitals TO service_role;
GRANT SELECT ON TABLE public.web_vitals TO authenticated;

--
-- Name: COLUMN web_vitals.metric; Type: ACL; Schema: public; Owner: -
--

GRANT INSERT(metric) ON TABLE public.web_vitals TO anon;
GRANT INSERT(metric) ON TABLE public.web_vitals TO authenticated;

--
-- Name: COLUMN web_vitals.value; Type: ACL; Schema: public; Owner: -
--

GRANT INSERT(value) ON TABLE public.web_vitals TO anon;
GRANT INSERT(value) ON TABLE public.web_vitals TO authenticated;

--
-- Name: COLUMN web_vitals.path; Type: ACL; Schema: public; Owner: -
--

GRANT INSERT(path) ON TABLE public.web_vitals TO anon;
GRANT INSERT(path) ON TABLE public.web_vitals TO authenticated;

--
-- Name: COLUMN web_vitals.connection; Type: ACL; Schema: public; Owner: -
--

GRANT INSERT(connection) ON TABLE public.web_vitals TO anon;
GRANT INSERT(connection) ON TABLE public.web_vitals TO authenticated;

--
-- Name: COLUMN web_vitals.device; Type: ACL; Schema: public; Owner: -
--

GRANT INSERT(device) ON TABLE public.web_vitals TO anon;
GRANT INSERT(device) ON TABLE public.web_vitals TO authenticated;

--
-- Name: SEQUENCE web_vitals_id_seq; Type: ACL; Schema: public; Owner: -
--

GRANT ALL ON SEQUENCE public.web_vitals_id_seq TO anon;
GRANT ALL ON SEQUENCE public.web_vitals_id_seq TO authenticated;
GRANT ALL ON SEQUENCE public.web_vitals_id_seq TO service_role;

--
-- Name: TABLE buckets; Type: ACL; Schema: storage; Owner: -
--

GRANT SELECT ON TABLE storage.buckets TO anon;
GRANT SELECT ON TABLE storage.buckets TO authenticated;
GRANT ALL ON TABLE storage.buckets TO service_role;
GRANT ALL ON TABLE storage.buckets TO hosted_postgres;

--
-- Name: TABLE objects; Type: ACL; Schema: storage; Owner: -
--

GRANT SELECT,INSERT,DELETE,UPDATE ON TABLE storage.objects TO anon;
GRANT SELECT,INSERT,DELETE,UPDATE ON TABLE storage.objects TO authenticated;
GRANT SELECT,INSERT,DELETE,UPDATE ON TABLE storage.objects TO service_role;
GRANT ALL ON TABLE storage.objects TO hosted_postgres;

--
-- Name: DEFAULT PRIVILEGES FOR SEQUENCES; Type: DEFAULT ACL; Schema: public; Owner: -
--

ALTER DEFAULT PRIVILEGES FOR ROLE hosted_postgres IN SCHEMA public GRANT ALL ON SEQUENCES  TO anon;
ALTER DEFAULT PRIVILEGES FOR ROLE hosted_postgres IN SCHEMA public GRANT ALL ON SEQUENCES  TO authenticated;
ALTER DEFAULT PRIVILEGES FOR ROLE hosted_postgres IN SCHEMA public GRANT ALL ON SEQUENCES  TO service_role;

--
-- Name: DEFAULT PRIVILEGES FOR SEQUENCES; Type: DEFAULT ACL; Schema: public; Owner: -
--

ALTER DEFAULT PRIVILEGES FOR ROLE postgres IN SCHEMA public GRANT ALL ON SEQUENCES  TO anon;
ALTER DEFAULT PRIVILEGES FOR ROLE postgres IN SCHEMA public GRANT ALL ON SEQUENCES  TO authenticated;
ALTER DEFAULT PRIVILEGES FOR ROLE postgres IN SCHEMA public GRANT ALL ON SEQUENCES  TO service_role;

--
-- Name: DEFAULT PRIVILEGES FOR FUNCTIONS; Type: DEFAULT ACL; Schema: public; Owner: -
--

ALTER DEFAULT PRIVILEGES FOR ROLE hosted_postgres IN SCHEMA public GRANT ALL ON FUNCTIONS  TO service_role;

--
-- Name: DEFAULT PRIVILEGES FOR TABLES; Type: DEFAULT ACL; Schema: public; Owner: -
--

ALTER DEFAULT PRIVILEGES FOR ROLE hosted_postgres IN SCHEMA public GRANT ALL ON TABLES  TO anon;
ALTER DEFAULT PRIVILEGES FOR ROLE hosted_postgres IN SCHEMA public GRANT ALL ON TABLES  TO authenticated;
ALTER DEFAULT PRIVILEGES FOR ROLE hosted_postgres IN SCHEMA public GRANT ALL ON TABLES  TO service_role;

--
-- Name: DEFAULT PRIVILEGES FOR TABLES; Type: DEFAULT ACL; Schema: public; Owner: -
--

ALTER DEFAULT PRIVILEGES FOR ROLE postgres IN SCHEMA public GRANT ALL ON TABLES  TO anon;
ALTER DEFAULT PRIVILEGES FOR ROLE postgres IN SCHEMA public GRANT ALL ON TABLES  TO authenticated;
ALTER DEFAULT PRIVILEGES FOR ROLE postgres IN SCHEMA public GRANT ALL ON TABLES  TO service_role;

--
-- Name: DEFAULT PRIVILEGES FOR FUNCTIONS; Type: DEFAULT ACL; Schema: -; Owner: -
--

ALTER DEFAULT PRIVILEGES FOR ROLE hosted_postgres REVOKE ALL ON FUNCTIONS  FROM PUBLIC;

--
-- PostgreSQL database dump complete
--
