-- Refusals that concern one field of a public form name that field (issue 33), so the form shows the
-- message under it and keeps what was typed, instead of a generic alert.
-- Convention: SQLSTATE P0001 (400), the French message for the visitor, and `hint = 'field:<name>'`
-- where <name> is the column (tables) or the key of the `delivery` object (place_order). The browser
-- reads the hint (src/shared/errors/fieldError.ts), never the French text, so a reworded message
-- breaks nothing. The check constraints stay as the last word; these checks run just before them.

-- place_order's delivery fields: same checks as 20261122000400, now naming the field; the phone's
-- format is checked here too, so place_order's own later check (without hint) is never reached.
create or replace function private.delivery_field(delivery jsonb, field text, label text, missing_message text, max_length integer)
returns text
language plpgsql
immutable
security invoker
set search_path = ''
as $$
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
$$;

-- The e-mail and phone of a visitor's request (appointment, quote, message), checked before the
-- table's constraints so that a bad value is answered on its field. Lengths and formats are those
-- of the check constraints of 20261122000100.
create or replace function private.check_contact_fields()
returns trigger
language plpgsql
security invoker
set search_path = ''
as $$
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
$$;
revoke execute on function private.check_contact_fields() from public;

-- Named « _b_ »: after « _a_ignore_repeated_request » (a repeat is dropped before any check) and
-- before « _check_slot » (before insert triggers fire in name order).
drop trigger if exists appointments_b_contact_fields on public.appointments;
create trigger appointments_b_contact_fields
  before insert or update of email, phone on public.appointments
  for each row execute function private.check_contact_fields();
drop trigger if exists quotes_b_contact_fields on public.quotes;
create trigger quotes_b_contact_fields
  before insert or update of email, phone on public.quotes
  for each row execute function private.check_contact_fields();
drop trigger if exists contact_messages_b_contact_fields on public.contact_messages;
create trigger contact_messages_b_contact_fields
  before insert or update of email, phone on public.contact_messages
  for each row execute function private.check_contact_fields();
