-- One time format everywhere (issue 32): the site, the portal and the back-office write a time as
-- « 09h00 » (src/shared/format/dates.ts, formatTime), the e-mails and the booking refusals said
-- « 9h00 ». private.format_time now keeps the leading zero, so private.slot_label (every appointment
-- mail) and private.opening_periods_text (the refusal of a slot outside opening hours) follow.
-- Same signature, volatility and setting as before (decision 031: PL/pgSQL).

create or replace function private.format_time(value time)
returns text
language plpgsql
immutable
set search_path = ''
as $$
begin
  return to_char(value, 'HH24"h"MI');
end;
$$;
