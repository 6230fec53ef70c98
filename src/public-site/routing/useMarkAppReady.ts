import { useEffect } from 'react';

/** The attribute on <html> saying the page is hydrated and answers clicks (see src/boot.ts). */
const appReadyAttribute = 'data-app-ready';

/**
 * A server-rendered page is shown before its scripts arrive (src/boot.ts
 * fetches them after the first paint); this marks the moment React has taken
 * it over, for styles that depend on it and for automated checks.
 */
export function useMarkAppReady(): void {
  useEffect(() => {
    document.documentElement.setAttribute(appReadyAttribute, '');
  }, []);
}
