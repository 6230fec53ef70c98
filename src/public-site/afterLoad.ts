import { followLinksAsDocumentsOffline } from './offline/offlineLinks';

/**
 * What a visit does once the page has loaded and settled (imported by src/boot.ts a few seconds after
 * the load event): the service worker that keeps pages for offline visits (decision 028), links that
 * lead to those kept pages while the network is down, and, for a sample of visits, Web Vitals.
 */

/** Share of visits whose Web Vitals are measured and sent (VITE_WEB_VITALS_SAMPLE_RATE, 0 to 1, default all). */
const vitalsSampleRate = Number(import.meta.env.VITE_WEB_VITALS_SAMPLE_RATE ?? 1);

// The worker is built with the site (dist/sw.js): the development server has none.
if (import.meta.env.PROD && 'serviceWorker' in navigator) navigator.serviceWorker.register('/sw.js').catch(() => undefined);
followLinksAsDocumentsOffline();
if (Math.random() < vitalsSampleRate) void import('./vitals/reportWebVitals').then((vitals) => vitals.reportWebVitals());
