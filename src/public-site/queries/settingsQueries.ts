import { defaultSettings, type SiteSettings } from '../../shared/config/company';
import { mergeSettings } from '../../shared/config/loadSettings';
import { dataClient } from '../data/dataClient';

/** The columns the site shows, named so a column added for administrators never reaches a page unasked. */
const settingsColumns = Object.keys(defaultSettings).join(', ');

/**
 * The company details, from `public_site_settings` (the columns of the
 * `site_settings` row a visitor may read); the compiled-in defaults when it cannot be read.
 */
export async function fetchSiteSettings(): Promise<SiteSettings> {
  try {
    const supabase = await dataClient();
    const { data, error } = await supabase.from('public_site_settings').select(settingsColumns).eq('id', 1).maybeSingle();
    if (error) return defaultSettings;
    return mergeSettings(data as Partial<SiteSettings> | null);
  } catch {
    return defaultSettings;
  }
}
