-- Issue 52, left by decision 073: staff type each delivered unit's serial number on the order's page (decision 075).
-- A serial number names one physical item: two items with the same one are a typing slip (the second unit given
-- the first one's number) or the same machine entered twice. So a serial number belongs to one item only, compared
-- as manufacturers print them: without spaces, whatever the case. Written trimmed; an emptied field clears it.

do $$
declare
  duplicates text;
begin
  select string_agg(format('%s (%s)', serial, items), ', ') into duplicates
    from (select upper(regexp_replace(serial_number, '\s+', '', 'g')) as serial, count(*) as items
            from public.equipment where serial_number is not null
           group by 1 having count(*) > 1) as repeated;
  if duplicates is not null then
    raise exception 'Numéros de série en double dans public.equipment : %. Corrigez-les, puis relancez.', duplicates;
  end if;
end;
$$;

create unique index equipment_serial_number_unique_idx
  on public.equipment (upper(regexp_replace(serial_number, '\s+', '', 'g')))
  where serial_number is not null;

-- The refusal names the item that already has it, for staff (only they write equipment) to tell the slip from a
-- machine entered twice. Two writes racing past this check meet the unique index (23505, English).
create or replace function private.check_equipment_serial_number()
returns trigger
language plpgsql
set search_path = ''
as $$
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
revoke all on function private.check_equipment_serial_number() from public;
create trigger equipment_check_serial_number
  before insert or update of serial_number on public.equipment
  for each row execute function private.check_equipment_serial_number();
