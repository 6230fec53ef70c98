-- site_settings.notification_email (where the company receives requests) was readable by
-- visitors and customers. Column privileges cannot tell an administrator from a customer (both
-- are `authenticated`), so the row itself is now for administrators only and everyone reads the
-- public columns through a view, as public_blog_posts does for blog posts. The view runs with its
-- owner's rights (it bypasses RLS on purpose) and lists the public columns by name, so a column
-- added later stays private until it is added here.

drop policy "site_settings: visitors read" on public.site_settings;
drop policy "site_settings: signed-in users read" on public.site_settings;
revoke select on public.site_settings from anon;

create policy "site_settings: administrators read"
  on public.site_settings for select to authenticated
  using ((select private.is_admin()));

create view public.public_site_settings
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
  settings.opening_hours,
  settings.tax_rate,
  settings.booking_horizon_days,
  settings.updated_at
from public.site_settings as settings
-- One row anyway; the limit also makes the view read-only (not automatically updatable), so a
-- write through it can never reach the row with the owner's rights, whatever the grants say.
limit 1;

revoke all on public.public_site_settings from anon, authenticated;
grant select on public.public_site_settings to anon, authenticated, service_role;
