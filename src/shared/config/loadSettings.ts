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
  if (!Array.isArray(merged.weekly_hours)) merged.weekly_hours = defaultSettings.weekly_hours;
  if (!Array.isArray(merged.closed_days)) merged.closed_days = defaultSettings.closed_days;
  // The point is the row's own, empty included (no map link): numeric columns may arrive as text.
  const degrees = (value: unknown) => (value === null || value === undefined || value === '' || !Number.isFinite(Number(value)) ? null : Number(value));
  if ('latitude' in row) merged.latitude = degrees(row.latitude);
  if ('longitude' in row) merged.longitude = degrees(row.longitude);
  return merged;
}
