import { getSupabase } from '../supabase/client';
import { defaultSettings, type SiteSettings } from './company';

let settingsPromise: Promise<SiteSettings> | undefined;

/** Reads the public columns of the `site_settings` row (view `public_site_settings`) once per visit; empty or missing columns keep their default. */
export function loadSiteSettings(): Promise<SiteSettings> {
  settingsPromise ??= getSupabase()
    .then((supabase) => supabase.from('public_site_settings').select('*').eq('id', 1).maybeSingle())
    .then(({ data }) => mergeSettings(data as Partial<SiteSettings> | null))
    .catch(() => defaultSettings);
  return settingsPromise;
}

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
