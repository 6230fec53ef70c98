import { defaultSettings, type SiteSettings } from './company';

/** A `public_site_settings` row (the public columns of `site_settings`) over the defaults: empty or missing columns keep their default. */
export function mergeSettings(row: Partial<SiteSettings> | null): SiteSettings {
  if (!row) return defaultSettings;
  const merged: SiteSettings = { ...defaultSettings };
  for (const key of Object.keys(defaultSettings) as (keyof SiteSettings)[]) {
    const value = row[key];
    if (value !== null && value !== undefined && value !== '') Object.assign(merged, { [key]: value });
  }
  merged.tax_rate = Number(merged.tax_rate);
  if (!Number.isFinite(merged.tax_rate)) merged.tax_rate = defaultSettings.tax_rate;
  if (!Array.isArray(merged.opening_hours)) merged.opening_hours = defaultSettings.opening_hours;
  return merged;
}
