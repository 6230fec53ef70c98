-- A reminder e-mail the day before each confirmed appointment (issue 16), with the manage link.
-- Exactly once per appointment and slot, however many server processes call the claim at once and
-- across restarts: private.queue_appointment_reminders locks the due appointments with
-- `for update skip locked` (two workers take different rows, never wait on each other) and records
-- each reminder in private.appointment_reminders, whose key (appointment, slot) refuses a second.
-- A moved appointment is due again for its new slot once confirmed; a cancelled one never is, and
-- a reminder still waiting in the outbox is withdrawn on cancel or move (20261125300300).
-- The server's mail worker calls the claim on every tick; on hosted Supabase, schedule it with
-- pg_cron (`select private.queue_appointment_reminders()` every few minutes).

create table private.appointment_reminders (
  appointment_id uuid not null references public.appointments (id) on delete cascade,
  slot_start timestamptz not null,
  queued_at timestamptz not null default now(),
  primary key (appointment_id, slot_start)
);
alter table private.appointment_reminders enable row level security;
revoke all on private.appointment_reminders from public;

-- How long before the slot the reminder goes. A function, like private.visitor_mails_per_day, so a
-- test database can lengthen it instead of waiting for tomorrow.
create or replace function private.appointment_reminder_lead()
returns interval
language sql
immutable
set search_path = ''
as $$
  select interval '24 hours'
$$;

-- Queues the reminders now due; returns how many. Only the server (or pg_cron) calls it.
create or replace function private.queue_appointment_reminders(batch integer default 100)
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  due record;
  queued integer := 0;
begin
  for due in
    select appointment.id, appointment.email, appointment.service,
           appointment.date, appointment.time, private.slot_start(appointment.date, appointment.time) as starts_at
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
      perform private.enqueue_mail('appointment_reminder', due.email,
        'Rappel : votre rendez-vous du ' || private.slot_label(due.date, due.time),
        -- No name: the address may never have been verified (a visitor's booking).
        concat_ws(e'\n', 'Bonjour,', '',
          'Nous vous rappelons votre rendez-vous du ' || private.slot_label(due.date, due.time) || '.',
          'Service : ' || private.label_of('appointment_service', due.service), '',
          'Un empêchement ? Annulez ou déplacez-le pour libérer le créneau :',
          private.manage_link_line(), private.mail_signature()),
        due.starts_at, due.id);
      queued := queued + 1;
    end if;
  end loop;
  return queued;
end;
$$;
revoke execute on function private.queue_appointment_reminders(integer) from public;
