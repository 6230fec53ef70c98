-- A booking or a move refused for its day or its time says so on that field (issue 33: « Every form
-- shows the server's refusal on the field it concerns »), with the convention of 20261201020100:
-- SQLSTATE P0001, the French message, hint 'field:date' or 'field:time'. The forms check the same
-- rules first from the settings; these answers come when the settings changed meanwhile, or from a
-- client that skipped the form. The rules are those of 20261126200200 and 20261123000100; the day
-- past the horizon is checked here with its field rather than by private.check_booking_day, whose
-- own hint (the range to choose from) available_slots still gives. A slot taken meanwhile keeps its
-- SQLSTATE 23505 (409, a conflict: the booking form refreshes the slots) and names the time too.

create or replace function private.check_appointment_slot()
returns trigger
language plpgsql
security invoker
set search_path = ''
as $$
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
