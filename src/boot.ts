// The site's stylesheet belongs to the page, not to the application: the server inlines it (first paint needs nothing else).
import './public-site/styles/site.css';
import { appModulesMetaName, hydrationDataElementId, pageModulesMetaName } from './public-site/routing/hydrationData';

/**
 * The only script of a page, inlined by the server (no request of its own before the first paint). A
 * page the server rendered is complete without JavaScript (text, images, links), so on a slow network
 * its scripts must not share the first seconds with it: they are fetched once the page has loaded and
 * its largest content is painted, or as soon as the visitor touches or types something, whichever
 * comes first. A page the browser builds itself (the customer area, static hosting) needs them at once.
 *
 * It imports the application by the address the build wrote into the page (appModulesMetaName), never
 * through a bundler import: a chunk shared with the application would be a request before the paint.
 */

const metaList = (name: string) => document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content.split(' ').filter(Boolean) ?? [];

let started = false;

function start(): void {
  if (started) return;
  started = true;
  // The development server has no build to list: it serves the source.
  const [application = '/src/application.ts', ...applicationImports] = metaList(appModulesMetaName);
  // Fetched alongside the application rather than after it: hydration needs them all.
  for (const href of [...applicationImports, ...metaList(pageModulesMetaName)]) {
    document.head.append(Object.assign(document.createElement('link'), { rel: 'modulepreload', href, crossOrigin: '' }));
  }
  const hydrationJson = document.getElementById(hydrationDataElementId)?.textContent || undefined;
  void import(/* @vite-ignore */ application).then((app: typeof import('./application')) => app.startApplication(hydrationJson));
}

/** Runs `then` once the browser has painted content, or after 3 s (a page with nothing to paint still gets its application). */
function afterFirstContentfulPaint(then: () => void): void {
  const painted = () => performance.getEntriesByName('first-contentful-paint').length > 0;
  // A browser that does not report paints goes on at once.
  if (!PerformanceObserver.supportedEntryTypes?.includes('paint') || painted()) return then();
  const goOn = () => {
    observer.disconnect();
    clearTimeout(timer);
    then();
  };
  const observer = new PerformanceObserver(() => painted() && goOn());
  const timer = setTimeout(goOn, 3000);
  observer.observe({ type: 'paint', buffered: true });
}

/**
 * After the load event, the first contentful paint, the frames that paint the page's images, and a
 * moment the browser has nothing else to do: on a phone the largest image or text is then on screen,
 * and the application's download no longer competes with it.
 */
function afterLargestPaint(then: () => void): void {
  const whenIdle = () => ('requestIdleCallback' in window ? requestIdleCallback(then, { timeout: 1000 }) : setTimeout(then, 50));
  afterFirstContentfulPaint(() => requestAnimationFrame(() => requestAnimationFrame(whenIdle)));
}

const interactions = ['pointerdown', 'keydown', 'touchstart', 'focusin'] as const;

if (!document.getElementById(hydrationDataElementId)) {
  start();
} else {
  if (document.readyState === 'complete') afterLargestPaint(start);
  else addEventListener('load', () => afterLargestPaint(start), { once: true });
  for (const type of interactions) addEventListener(type, start, { once: true, passive: true, capture: true });
}
