/**
 * The queue of requests kept offline, loaded apart from the first page (IndexedDB code is of
 * no use to a visitor who never sends a form on a bad network).
 */
export function loadPendingQueue() {
  return import('./pendingQueue');
}

let preloaded = false;

/**
 * A form fetches the queue and the notice that lists it as soon as the visitor starts filling
 * it in, while the network is still there: once offline (and with no service worker yet),
 * their chunks could not be fetched. Not on arrival: the first load stays as it was.
 */
export function preloadOfflineParts(): void {
  if (preloaded) return;
  preloaded = true;
  void loadPendingQueue().catch(() => undefined);
  void import('./PendingRequestsNotice').catch(() => undefined);
}
