import { onCLS, onFCP, onINP, onLCP, onTTFB, type Metric } from 'web-vitals';
import { connectionType, deviceClass, reportedPath, roundedValue, type VitalName, type VitalsRow } from './vitalsRow';

interface NetworkInformationLike {
  effectiveType?: string;
}

/**
 * The API and its public key, as src/shared/supabase/config.ts finds them (build variables, else the
 * page's meta tags), read here without importing it: shared with the first load, that module would be
 * split into a chunk of its own and add a request to every page.
 */
function apiEndpoint(): string | null {
  const meta = (name: string) => document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content || '';
  const url = import.meta.env.VITE_SUPABASE_URL || meta('supabase-url') || location.origin;
  const anonKey = import.meta.env.VITE_SUPABASE_ANON_KEY || meta('supabase-anon-key');
  return anonKey ? `${url}/rest/v1/web_vitals?apikey=${encodeURIComponent(anonKey)}` : null;
}

/** The page the visit landed on (the document's own address: a later in-app navigation does not move it). */
function landingPathname(): string {
  const navigation = performance.getEntriesByType('navigation')[0];
  return navigation ? new URL(navigation.name).pathname : location.pathname;
}

/**
 * Measures this visit's Web Vitals and sends them with one beacon each time the page is hidden (the
 * measures final or changed since the last beacon). Loaded by afterLoad.ts, a few seconds after the page, for the
 * sampled visits only. sendBeacon cannot set headers: the API key travels as `?apikey=` (accepted by
 * Supabase's gateway and by this server), the body as a Blob typed application/json for PostgREST.
 */
export function reportWebVitals(): void {
  const path = reportedPath(landingPathname());
  const endpoint = apiEndpoint();
  if (path === null || endpoint === null || typeof navigator.sendBeacon !== 'function') return;
  const connection = connectionType((navigator as Navigator & { connection?: NetworkInformationLike }).connection?.effectiveType);
  const device = deviceClass(screen.width, screen.height);

  const latest = new Map<VitalName, number>();
  const sent = new Map<VitalName, number>();
  const record = (metric: Metric) => latest.set(metric.name, roundedValue(metric.name, metric.value));

  // A page that never moved gets no CLS from web-vitals before its own hidden handler, which may run after
  // ours (or not at all as the page goes): without this, the visits with no shift at all were missing from
  // the per-page CLS and the p75 leaned to the pages that moved (issue 31).
  let shiftsSeen = 0;
  const shiftObserver = PerformanceObserver.supportedEntryTypes?.includes('layout-shift') ? new PerformanceObserver((list) => (shiftsSeen += list.getEntries().length)) : undefined;
  shiftObserver?.observe({ type: 'layout-shift', buffered: true });

  const flush = () => {
    if (shiftObserver && !latest.has('CLS')) {
      shiftsSeen += shiftObserver.takeRecords().length;
      if (shiftsSeen === 0) latest.set('CLS', 0);
    }
    const rows: VitalsRow[] = [];
    for (const [metric, value] of latest) {
      if (sent.get(metric) === value) continue;
      rows.push({ metric, value, path, connection, device });
    }
    if (rows.length === 0) return;
    const queued = navigator.sendBeacon(endpoint, new Blob([JSON.stringify(rows)], { type: 'application/json' }));
    if (queued) for (const row of rows) sent.set(row.metric, row.value);
  };

  // Every change recorded as it happens: a page left by a link may get `pagehide` without the
  // `visibilitychange` web-vitals waits for to report CLS and INP, and the beacon must have them then.
  const options = { reportAllChanges: true };
  onTTFB(record, options);
  onFCP(record, options);
  onLCP(record, options);
  onCLS(record, options);
  onINP(record, options);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flush();
  });
  addEventListener('pagehide', flush);
}
