/**
 * The queue of requests kept offline, loaded apart from the first page (IndexedDB code is of
 * no use to a visitor who never sends a form on a bad network).
 */
export function loadPendingQueue() {
  return import('./pendingQueue');
}

/**
 * A form fetches the queue and the notice that lists it when it appears, while the network is
 * still there: once offline (and with no service worker yet), their chunks could not be fetched.
 */
export function preloadOfflineParts(): void {
  void loadPendingQueue().catch(() => undefined);
  void import('./PendingRequestsNotice').catch(() => undefined);
}
