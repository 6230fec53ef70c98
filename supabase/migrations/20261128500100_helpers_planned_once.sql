-- The helpers in PL/pgSQL, for the same answers at a fraction of the cost.
--
-- Every helper carries `set search_path = ''` (a security definer must not resolve names through the
-- caller's path), and PostgreSQL never inlines a SQL-language function that carries a setting: it runs
-- it as a function of its own, parsed and planned again each time a new statement calls it (before
-- PostgreSQL 18, a SQL function's plan lives only as long as the calling statement). Row-level security
-- calls `(select private.is_admin())` once per statement and the request triggers call several helpers
-- per row written, so every request paid those plans: on the local server `private.is_admin()` cost
-- about 39 µs a call against 7 µs in PL/pgSQL, whose statements are planned once per connection and
-- kept; a contact message or a quote took 1.35-1.6 ms of database time before, 0.9 ms after.
--
-- Bodies are unchanged: an expression is returned as is (PL/pgSQL evaluates a plain expression without
-- the executor), a query inside `return (…)` or `return query`. Settings, volatility, security and
-- grants stay as they were (create or replace keeps the owner and the privileges).

create or replace function public.admin_access()
  returns text
  language plpgsql
  stable security definer
  set search_path = ''
as $$
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

create or replace function private.admin_mfa_required()
  returns boolean
  language plpgsql
  stable security definer
  set search_path = ''
as $$
begin
  return coalesce((select settings.admin_mfa_required from public.site_settings as settings where settings.id = 1), false);
end;
$$;

create or replace function private.appointment_is_open(appointment public.appointments)
  returns boolean
  language plpgsql
  stable
  set search_path = ''
as $$
begin
  return appointment.status in ('pending', 'confirmed')
    and private.slot_start(appointment.date, appointment.time) > now();
end;
$$;

create or replace function private.appointment_recipient(profile_id uuid, typed_email text)
  returns text
  language plpgsql
  stable security definer
  set search_path = ''
as $$
begin
  return coalesce(
    (select account.email from auth.users as account
      where account.id = profile_id and account.email_confirmed_at is not null and coalesce(account.email, '') <> ''),
    typed_email);
end;
$$;

create or replace function private.appointment_reminder_lead()
  returns interval
  language plpgsql
  immutable
  set search_path = ''
as $$
begin
  return interval '24 hours';
end;
$$;

create or replace function private.appointment_summary(appointment public.appointments)
  returns jsonb
  language plpgsql
  stable
  set search_path = ''
as $$
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

create or replace function private.booking_horizon()
  returns date
  language plpgsql
  stable security definer
  set search_path = ''
as $$
begin
  return private.company_now()::date
    + coalesce((select settings.booking_horizon_days from public.site_settings as settings where settings.id = 1), 180);
end;
$$;

create or replace function private.caller_owns_address(address text)
  returns boolean
  language plpgsql
  stable security definer
  set search_path = ''
as $$
begin
  return not private.is_api_user() or private.is_admin() or exists (
    select 1 from auth.users as account
    where account.id = auth.uid()
      and lower(account.email) = lower(address)
      and account.email_confirmed_at is not null);
end;
$$;

create or replace function private.closed_day_label(day date)
  returns text
  language plpgsql
  stable security definer
  set search_path = ''
as $$
begin
  return (
    select coalesce(nullif(closure->>'label', ''), 'fermeture exceptionnelle')
    from public.site_settings as settings, jsonb_array_elements(settings.closed_days) as closure
    where settings.id = 1 and closure->>'date' = to_char(day, 'YYYY-MM-DD')
    limit 1
  );
end;
$$;

create or replace function private.company_notification_email()
  returns text
  language plpgsql
  stable security definer
  set search_path = ''
as $$
begin
  return (
    select nullif(settings.notification_email, '') from public.site_settings as settings where settings.id = 1
  );
end;
$$;

create or replace function private.company_now()
  returns timestamp without time zone
  language plpgsql
  stable
  set search_path = ''
as $$
begin
  return now() at time zone 'Africa/Ouagadougou';
end;
$$;

create or replace function private.format_date(value date)
  returns text
  language plpgsql
  immutable
  set search_path = ''
as $$
begin
  return to_char(value, 'DD/MM/YYYY');
end;
$$;

create or replace function private.format_fcfa(amount bigint)
  returns text
  language plpgsql
  immutable
  set search_path = ''
as $$
begin
  return case when amount is null then ''
    else replace(to_char(amount, 'FM999,999,999,999,990'), ',', ' ') || ' FCFA' end;
end;
$$;

create or replace function private.format_time(value time without time zone)
  returns text
  language plpgsql
  immutable
  set search_path = ''
as $$
begin
  return extract(hour from value)::int || 'h' || to_char(value, 'MI');
end;
$$;

create or replace function private.has_verified_factor(user_id uuid)
  returns boolean
  language plpgsql
  stable security definer
  set search_path = ''
as $$
begin
  return exists (
    select 1 from auth.mfa_factors as factor
    where factor.user_id = has_verified_factor.user_id and factor.status = 'verified'
  );
end;
$$;

create or replace function private.is_admin()
  returns boolean
  language plpgsql
  stable security definer
  set search_path = ''
as $$
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

create or replace function private.is_api_user()
  returns boolean
  language plpgsql
  stable
  set search_path = ''
as $$
begin
  return coalesce(auth.role(), '') in ('anon', 'authenticated');
end;
$$;

create or replace function private.is_half_hour(value text)
  returns boolean
  language plpgsql
  immutable
  set search_path = ''
as $$
begin
  return coalesce(value ~ '^([01][0-9]|2[0-3]):(00|30)$' or value = '24:00', false);
end;
$$;

create or replace function private.is_open_slot(slot_date date, slot_time time without time zone)
  returns boolean
  language plpgsql
  stable
  set search_path = ''
as $$
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

create or replace function private.is_slot_shape(slot_date date, slot_time time without time zone)
  returns boolean
  language plpgsql
  immutable
  set search_path = ''
as $$
begin
  return coalesce(
    isfinite(slot_date) and extract(second from slot_time) = 0 and extract(minute from slot_time) in (0, 30),
    false);
end;
$$;

create or replace function private.label_of(list text, value text)
  returns text
  language plpgsql
  immutable
  set search_path = ''
as $$
begin
  return coalesce((
    case list
      when 'appointment_service' then jsonb_build_object(
        'hardware-consultation', 'Consultation matériel', 'software-consultation', 'Consultation logiciel',
        'web-development', 'Développement web', 'network-setup', 'Installation réseau',
        'it-support', 'Support informatique', 'security-audit', 'Audit de sécurité',
        'training', 'Formation', 'other', 'Autre')
      when 'project_type' then jsonb_build_object(
        'hardware-upgrade', 'Mise à niveau du matériel', 'software-implementation', 'Mise en place de logiciels',
        'network-infrastructure', 'Infrastructure réseau', 'website-development', 'Création de site web',
        'it-consulting', 'Conseil informatique', 'other', 'Autre')
      when 'budget' then jsonb_build_object(
        'under-500000', 'Moins de 500 000 FCFA', '500000-2500000', '500 000 - 2 500 000 FCFA',
        '2500000-5000000', '2 500 000 - 5 000 000 FCFA', '5000000-12500000', '5 000 000 - 12 500 000 FCFA',
        'above-12500000', 'Plus de 12 500 000 FCFA', 'not-sure', 'Je ne sais pas encore')
      when 'timeline' then jsonb_build_object(
        'asap', 'Dès que possible', '1-2-weeks', '1 à 2 semaines', '1-month', '1 mois',
        '1-3-months', '1 à 3 mois', '3-6-months', '3 à 6 mois', 'flexible', 'Flexible')
      when 'quote_service' then jsonb_build_object(
        'hardware-sales', 'Vente de matériel', 'software-sales', 'Vente de logiciels',
        'network-setup', 'Installation réseau', 'website-design', 'Conception de site web',
        'cloud-solutions', 'Solutions cloud', 'it-security', 'Sécurité informatique',
        'data-backup', 'Sauvegarde des données', 'maintenance', 'Maintenance')
      when 'appointment_status' then jsonb_build_object(
        'pending', 'En attente', 'confirmed', 'Confirmé', 'completed', 'Terminé', 'cancelled', 'Annulé')
      when 'quote_status' then jsonb_build_object(
        'pending', 'En attente', 'accepted', 'Accepté', 'declined', 'Refusé')
      when 'order_status' then jsonb_build_object(
        'pending', 'En attente', 'confirmed', 'En préparation', 'delivered', 'Livrée', 'cancelled', 'Annulée')
    end
  ) ->> value, value, '');
end;
$$;

create or replace function private.opening_periods(day date)
  returns table (opens time without time zone, closes time without time zone)
  language plpgsql
  stable security definer
  set search_path = ''
as $$
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

create or replace function private.opening_periods_text(day date)
  returns text
  language plpgsql
  stable
  set search_path = ''
as $$
begin
  return (
    select coalesce(string_agg(private.format_time(opens) || '-' || private.format_time(closes), ' et ' order by opens), '')
    from private.opening_periods(day)
  );
end;
$$;

create or replace function private.search_fold(value text)
  returns text
  language plpgsql
  immutable parallel safe
  set search_path = ''
as $$
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

create or replace function public.search_products(search text)
  returns setof public.products
  language plpgsql
  stable
  set search_path = ''
as $$
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
    scored as (
      select
        p,
        (
          select sum(
            case
              when private.search_fold(p.name) like '%' || word || '%' then 3
              when p.search_text like '%' || word || '%' then 2
              when char_length(word) >= 4 and extensions.word_similarity(word, p.search_text) >= 0.5
                then extensions.word_similarity(word, p.search_text)
              else null
            end
          )
          from unnest(q.words) as word
        ) as score,
        (
          select count(*) from unnest(q.words) as word
          where p.search_text like '%' || word || '%'
             or (char_length(word) >= 4 and extensions.word_similarity(word, p.search_text) >= 0.5)
        ) as found,
        cardinality(q.words) as wanted
      from public.products p, query q
    )
    select (scored.p).*
    from scored
    where wanted > 0 and found = wanted
    order by score desc, (scored.p).created_at desc, (scored.p).id;
end;
$$;

create or replace function private.slot_label(day date, start time without time zone)
  returns text
  language plpgsql
  stable
  set search_path = ''
as $$
begin
  return private.format_date(day) || ' à ' || private.format_time(start);
end;
$$;

create or replace function private.slot_start(day date, start time without time zone)
  returns timestamp with time zone
  language plpgsql
  immutable
  set search_path = ''
as $$
begin
  return (day + start) at time zone 'Africa/Ouagadougou';
end;
$$;

create or replace function private.slot_taken(slot_date date, slot_time time without time zone, except_id uuid)
  returns boolean
  language plpgsql
  stable security definer
  set search_path = ''
as $$
begin
  return exists (
    select 1 from public.appointments as booked
    where booked.date = slot_date and booked.time = slot_time
      and booked.status in ('pending', 'confirmed')
      and booked.id is distinct from except_id
  );
end;
$$;

create or replace function private.slugify(value text)
  returns text
  language plpgsql
  immutable
  set search_path = ''
as $$
begin
  return nullif(left(btrim(regexp_replace(
    translate(lower(coalesce(value, '')),
      'àâäáãåçéèêëíìîïñóòôöõúùûüýÿœæ',
      'aaaaaaceeeeiiiinooooouuuuyyoa'),
    '[^a-z0-9]+', '-', 'g'), '-'), 80), '');
end;
$$;

create or replace function private.valid_closed_days(days jsonb)
  returns boolean
  language plpgsql
  immutable
  set search_path = ''
as $$
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
$$;

create or replace function private.valid_weekly_hours(hours jsonb)
  returns boolean
  language plpgsql
  immutable
  set search_path = ''
as $$
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

create or replace function private.visitor_mails_per_day()
  returns integer
  language plpgsql
  immutable
  set search_path = ''
as $$
begin
  return 5;
end;
$$;
