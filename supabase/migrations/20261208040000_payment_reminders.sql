-- Payment reminders (issue 48 point 4, decision 069).
--
-- What: site_settings.reminder_days (the days, from an invoice's due date, on which an unpaid invoice is
-- reminded: negative before it; default 3 days before, then 1, 7 and 15 days after); profiles.reminders_paused
-- (staff pause a customer's reminders); public.payment_reminders (each step sent, once per invoice and step);
-- private.queue_payment_reminders(today), which queues them.
-- Why here: « once per step, never after payment, never twice a day to one customer » are rules on the data.
-- The function is idempotent (a step is recorded under a unique key, a customer reminded today is skipped, one
-- run at a time), so the server calls it often and pg_cron may too.
-- Missed steps: when several steps fell due since the last run (the server was down), only the latest is sent;
-- the earlier ones are never sent (no burst of four mails). A step that fell due on or before the day the
-- invoice was certified is not sent either: the invoice's own mail just told the due date.

create or replace function private.valid_reminder_days(days integer[]) returns boolean
language plpgsql immutable set search_path = '' as $$
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
revoke all on function private.valid_reminder_days(integer[]) from public;
grant execute on function private.valid_reminder_days(integer[]) to anon, authenticated, service_role;

alter table public.site_settings
  add column reminder_days integer[] not null default '{-3,1,7,15}'
    constraint site_settings_reminder_days_valid check (private.valid_reminder_days(reminder_days));
comment on column public.site_settings.reminder_days is
  'Days from an invoice''s due date on which it is reminded while unpaid (negative: before it), sorted, each from -30 to 120';

-- The settings form shows the refusal on its field, in French, rather than the constraint's name.
create or replace function private.check_reminder_days() returns trigger
language plpgsql set search_path = '' as $$
begin
  if not private.valid_reminder_days(new.reminder_days) then
    raise exception 'Les jours de relance sont des nombres entiers de -30 à 120, croissants et sans doublon (10 au plus).'
      using errcode = 'P0001', hint = 'field:reminder_days';
  end if;
  return new;
end;
$$;
revoke all on function private.check_reminder_days() from public;
create trigger site_settings_check_reminder_days before insert or update of reminder_days on public.site_settings
  for each row execute function private.check_reminder_days();

alter table public.profiles add column reminders_paused boolean not null default false;
comment on column public.profiles.reminders_paused is 'Staff paused this customer''s payment reminders';

-- As 20261204040100, plus: only staff pause or resume a customer's reminders.
create or replace function private.guard_profile_update() returns trigger
language plpgsql set search_path = '' as $$
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

create table public.payment_reminders (
  id uuid primary key default gen_random_uuid(),
  invoice_id uuid not null references public.invoices (id) on delete cascade,
  -- The reminder day (site_settings.reminder_days) this reminder was for: negative before the due date.
  step integer not null check (step between -30 and 120),
  -- Who was reminded: the account's id, or 'guest:' and the address of a guest's invoice.
  customer_key text not null check (char_length(customer_key) between 1 and 300),
  sent_on date not null,
  -- Where it went: 'email', 'sms', 'whatsapp'; empty when the customer could be reached nowhere.
  channels text[] not null default '{}' check (channels <@ array['email', 'sms', 'whatsapp']),
  created_at timestamptz not null default now(),
  unique (invoice_id, step)
);
alter table public.payment_reminders enable row level security;
create index payment_reminders_customer_day_idx on public.payment_reminders (customer_key, sent_on);
comment on table public.payment_reminders is 'Each payment reminder step sent, once per invoice and step (decision 069)';

revoke insert, update, delete, truncate on public.payment_reminders from anon, authenticated, service_role;
revoke select on public.payment_reminders from anon;
create policy "payment_reminders: administrators read" on public.payment_reminders for select to authenticated
  using ((select private.is_admin()));

-- Queues the payment reminders due on `today` (the company's day by default; tests pass a date). Per customer
-- (an account, or a guest's address), one mail listing every invoice with a new step due and every other one
-- past its due date, and one text message when the customer chose SMS or WhatsApp on the invoice's order.
-- Returns how many customers were reminded.
create or replace function private.queue_payment_reminders(today date default private.company_today())
returns integer
language plpgsql
security definer
set search_path = ''
as $$
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
$$;
revoke all on function private.queue_payment_reminders(date) from public, anon, authenticated;
grant execute on function private.queue_payment_reminders(date) to service_role;

-- On a hosted project with pg_cron: every hour from 08:00 to 18:00 (Ouagadougou is UTC all year); the first run
-- of the day sends, the others find the customers reminded. Called again by an operator who enables pg_cron later.
create or replace function private.schedule_payment_reminders() returns text[]
language plpgsql set search_path = '' as $$
begin
  if not exists (select 1 from pg_catalog.pg_extension where extname = 'pg_cron') then
    return '{}';
  end if;
  execute $job$ select cron.schedule('ouaga-payment-reminders', '23 8-18 * * *', 'select private.queue_payment_reminders()') $job$;
  return array['ouaga-payment-reminders'];
end;
$$;
revoke all on function private.schedule_payment_reminders() from public, anon, authenticated;

select private.schedule_payment_reminders();
