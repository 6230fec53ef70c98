-- An appointment is « Terminé » only once its time has come (issue 15): the back-office could mark
-- one completed days before it took place, and the customer was e-mailed « terminé ». The rule
-- joins the status rules of the appointment trigger; the function is the one of
-- 20261125300100_appointment_changes (issue 16: a customer's move of a confirmed appointment, the
-- customer limits applying to direct API writes only) as 20261126200100_search_folded_text left it
-- (rows compared without the generated search_text), with this one check added. It holds for
-- every writer, the server's own connection included: nothing can have been done before it started.

create or replace function private.guard_appointment_update()
returns trigger
language plpgsql
security invoker
set search_path = ''
as $$
declare
  moved boolean := new.date is distinct from old.date or new.time is distinct from old.time;
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
  if private.is_api_user() and not private.is_admin() and current_user in ('anon', 'authenticated') then
    if new.status is distinct from 'cancelled' or old.status is distinct from 'pending'
       or (to_jsonb(new) - 'status' - 'updated_at' - 'search_text') is distinct from (to_jsonb(old) - 'status' - 'updated_at' - 'search_text') then
      raise exception 'Vous pouvez seulement annuler un rendez-vous encore en attente.' using errcode = '42501';
    end if;
  end if;
  return new;
end;
$$;
