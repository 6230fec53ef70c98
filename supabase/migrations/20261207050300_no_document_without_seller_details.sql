-- No quote, invoice or credit note leaves while the seller's legal details are missing (issue 46, point 4;
-- decision 060). The settings start empty (a fresh install must not print someone else's IFU), and until
-- now the first quote and invoice went out without IFU, RCCM, tax regime, tax division or bank details, the
-- invoice frozen that way for good. Now the database refuses to send a quote (offer_status draft → sent)
-- and to issue an invoice or a credit note while one of them is empty, with a French 400 naming what is
-- missing; the back-office reads the same list (missing_seller_details) to say so before staff try, and
-- the dashboard shows it as a checklist until it is empty.

-- The French names of the empty details, in the settings form's order; empty when all are filled.
create or replace function private.missing_seller_details()
returns text[]
language plpgsql
stable
security definer
set search_path = ''
as $$
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
revoke execute on function private.missing_seller_details() from public;

-- For the back-office: staff only (the details themselves are public, the checklist is an office tool).
create or replace function public.missing_seller_details()
returns text[]
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform private.require_staff();
  return private.missing_seller_details();
end;
$$;
revoke execute on function public.missing_seller_details() from public, anon;
grant execute on function public.missing_seller_details() to authenticated, service_role;

-- « … : complétez d'abord IFU, RCCM dans Paramètres › Mentions légales. » (hint `settings:legal`, which the
-- back-office turns into a link to its settings page).
create or replace function private.require_seller_details()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
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
revoke execute on function private.require_seller_details() from public;

create trigger quotes_require_seller_details before update of offer_status on public.quotes
  for each row when (old.offer_status = 'draft' and new.offer_status = 'sent')
  execute function private.require_seller_details();
create trigger invoices_require_seller_details before insert on public.invoices
  for each row execute function private.require_seller_details();
create trigger credit_notes_require_seller_details before insert on public.credit_notes
  for each row execute function private.require_seller_details();
