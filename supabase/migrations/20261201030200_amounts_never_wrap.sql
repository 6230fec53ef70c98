-- Amounts written by the database (e-mails, messages of refusals) as the site writes them
-- (Intl.NumberFormat('fr-FR'), src/shared/format/money.ts): a narrow no-break space between
-- the groups of digits and a no-break space before « FCFA », so « 650 000 FCFA » never breaks
-- across two lines of an e-mail (issue 33: « 650 / 000 FCFA »). Still PL/pgSQL, as decision 031
-- wants for the helpers of this file's kind.
create or replace function private.format_fcfa(amount bigint)
  returns text
  language plpgsql
  immutable
  set search_path = ''
as $$
begin
  return case when amount is null then ''
    else replace(to_char(amount, 'FM999,999,999,999,990'), ',', U&'\202F') || U&'\00A0' || 'FCFA' end;
end;
$$;
