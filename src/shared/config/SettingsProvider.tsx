import { useEffect, useState, type ReactNode } from 'react';
import { defaultSettings } from './company';
import { loadSiteSettings } from './loadSettings';
import { SettingsContext } from './SettingsContext';
import { whenIdle } from './whenIdle';

/**
 * Provides the company details. The first render (and the pre-rendered HTML)
 * uses the defaults; the live row is fetched when the browser is idle, so the
 * data client never delays the first page.
 */
export function SettingsProvider({ children }: { children: ReactNode }) {
  const [settings, setSettings] = useState(defaultSettings);
  useEffect(() => {
    let active = true;
    const cancel = whenIdle(() => {
      void loadSiteSettings().then((loaded) => {
        if (active) setSettings(loaded);
      });
    });
    return () => {
      active = false;
      cancel();
    };
  }, []);
  return <SettingsContext.Provider value={settings}>{children}</SettingsContext.Provider>;
}
