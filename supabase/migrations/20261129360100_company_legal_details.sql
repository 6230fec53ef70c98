-- The company's legal and payment details (issue 30): in Burkina Faso an invoice or a pro forma
-- must carry the seller's IFU and RCCM, and administrations buy only on such documents; customers
-- pay by bank transfer or mobile money, so the documents say where. Every document and e-mail that
-- shows money reads these columns (an issued invoice keeps a copy of them: 20261129360300).
-- prices_include_tax: whether the public site shows prices TTC (default) or HT; products.price
-- stays the price HT, the single source, and the TVA is added once per document (decision 036).

alter table public.site_settings
  add column legal_name text not null default '' check (char_length(legal_name) <= 200),
  add column ifu text not null default '' check (ifu ~ '^[0-9A-Za-z -]{0,20}$'),
  add column rccm text not null default '' check (char_length(rccm) <= 60),
  add column tax_regime text not null default '' check (char_length(tax_regime) <= 100),
  add column tax_division text not null default '' check (char_length(tax_division) <= 100),
  add column bank_name text not null default '' check (char_length(bank_name) <= 100),
  add column bank_account text not null default '' check (char_length(bank_account) <= 60),
  add column orange_money_number text not null default ''
    check (orange_money_number = '' or (char_length(orange_money_number) <= 30 and orange_money_number ~ '^\+?[0-9 ().-]{6,30}$')),
  add column moov_money_number text not null default ''
    check (moov_money_number = '' or (char_length(moov_money_number) <= 30 and moov_money_number ~ '^\+?[0-9 ().-]{6,30}$')),
  -- A path in the public Storage bucket (the back-office uploads it), never a foreign URL.
  add column logo_path text not null default '' check (char_length(logo_path) <= 300 and logo_path ~ '^[A-Za-z0-9/._-]*$'),
  add column prices_include_tax boolean not null default true;

comment on column public.site_settings.legal_name is 'Raison sociale (the company name on legal documents)';
comment on column public.site_settings.ifu is 'Identifiant financier unique';
comment on column public.site_settings.rccm is 'Registre du commerce et du crédit mobilier';
comment on column public.site_settings.prices_include_tax is 'Public prices shown TTC (true) or HT (false)';

-- These details are printed on every document a customer receives: public like the address.
-- create or replace view may only add columns at the end.
create or replace view public.public_site_settings
with (security_barrier = true)
as
select
  settings.id,
  settings.company_name,
  settings.address,
  settings.city,
  settings.country,
  settings.phone_main,
  settings.phone_support,
  settings.email_general,
  settings.email_support,
  settings.whatsapp_number,
  settings.facebook_url,
  settings.linkedin_url,
  settings.weekly_hours,
  settings.closed_days,
  settings.tax_rate,
  settings.booking_horizon_days,
  settings.updated_at,
  settings.legal_name,
  settings.ifu,
  settings.rccm,
  settings.tax_regime,
  settings.tax_division,
  settings.bank_name,
  settings.bank_account,
  settings.orange_money_number,
  settings.moov_money_number,
  settings.logo_path,
  settings.prices_include_tax
from public.site_settings as settings
limit 1;

revoke all on public.public_site_settings from anon, authenticated;
grant select on public.public_site_settings to anon, authenticated, service_role;
