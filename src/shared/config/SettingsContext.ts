import { createContext, useContext } from 'react';
import { defaultSettings, type SiteSettings } from './company';

export const SettingsContext = createContext<SiteSettings>(defaultSettings);

/** The company details: the compiled-in defaults until the `site_settings` row arrives. */
export function useSiteSettings(): SiteSettings {
  return useContext(SettingsContext);
}
