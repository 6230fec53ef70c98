-- « Où nous trouver » links to a map (issue 33): the office's point as latitude and longitude in
-- decimal degrees (WGS 84, what OpenStreetMap and every phone's maps read). The defaults are the
-- centre of Ouagadougou, not the office: set the exact point in /admin/settings (on
-- openstreetmap.org, right-click the building, « Afficher l'adresse » shows both numbers).
-- Empty (null) both: the page shows no map link.

alter table public.site_settings
  add column if not exists latitude numeric(8, 5) default 12.37140
    constraint site_settings_latitude_range check (latitude between -90 and 90),
  add column if not exists longitude numeric(8, 5) default -1.51970
    constraint site_settings_longitude_range check (longitude between -180 and 180);

update public.site_settings set latitude = 12.37140, longitude = -1.51970
where id = 1 and latitude is null and longitude is null;

-- The public view gains the two columns at its end (create or replace can only append).
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
  settings.prices_include_tax,
  settings.latitude,
  settings.longitude
from public.site_settings as settings
-- One row anyway; the limit also keeps the view read-only (see 20261123000110).
limit 1;

revoke all on public.public_site_settings from anon, authenticated;
grant select on public.public_site_settings to anon, authenticated, service_role;
