// The site's stylesheet belongs to the page, not to the application: the server inlines it (first paint needs nothing else).
import './public-site/styles/site.css';
import { hydrationDataElementId, pageModulesMetaName } from './public-site/routing/hydrationData';

/**
 * The only script a page asks for up front. A page the server rendered is
 * complete without JavaScript (text, images, links), so on a slow network its
 * scripts must not share the first seconds with it: they are fetched once the
 * page has loaded and painted, or as soon as the visitor touches or types
 * something, whichever comes first. A page the browser builds itself (the
 * customer area, static hosting) needs them at once.
 */

let started = false;

function start(): void {
  if (started) return;
  started = true;
  // Fetched alongside the application rather than after it: hydration needs both.
  const pageModules = document.querySelector<HTMLMetaElement>(`meta[name="${pageModulesMetaName}"]`)?.content.split(' ') ?? [];
  for (const href of pageModules.filter(Boolean)) {
    const link = Object.assign(document.createElement('link'), { rel: 'modulepreload', href, crossOrigin: '' });
    document.head.append(link);
  }
  void import('./main');
}

const interactions = ['pointerdown', 'keydown', 'touchstart', 'focusin'] as const;

/** What the page does not need to be read (service worker, Web Vitals) waits this long after the load: on a slow link it must not compete with the application. */
const afterLoadDelayMs = 3000;
const afterLoad = () =>
  setTimeout(() => {
    // Offline by then (a visitor in a dead zone): fetched when the network returns, not given up for the visit.
    import('./public-site/afterLoad').catch(() => addEventListener('online', afterLoad, { once: true }));
  }, afterLoadDelayMs);

if (document.readyState === 'complete') afterLoad();
else addEventListener('load', afterLoad, { once: true });

if (!document.getElementById(hydrationDataElementId)) {
  start();
} else {
  const afterPaint = () => requestAnimationFrame(() => setTimeout(start, 0));
  if (document.readyState === 'complete') afterPaint();
  else addEventListener('load', afterPaint, { once: true });
  for (const type of interactions) addEventListener(type, start, { once: true, passive: true, capture: true });
}
