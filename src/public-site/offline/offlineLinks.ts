/**
 * Without a network, a link inside the site would be followed by the router: it fetches the next
 * page's code and rows, fails, and shows « page indisponible », even for a page kept on the phone.
 * While the browser is offline and the service worker is in charge, a click on a link of this site
 * loads it as a document instead, which the worker answers with the kept page or the offline page.
 * React Router leaves a click alone once it is defaultPrevented.
 */
export function followLinksAsDocumentsOffline(): void {
  document.addEventListener(
    'click',
    (event) => {
      if (navigator.onLine || !navigator.serviceWorker?.controller) return;
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!(link instanceof HTMLAnchorElement) || link.origin !== location.origin || link.hasAttribute('download')) return;
      if (link.target && link.target !== '_self') return;
      event.preventDefault();
      location.assign(link.href);
    },
    { capture: true },
  );
}
