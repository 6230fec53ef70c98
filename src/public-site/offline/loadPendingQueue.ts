/**
 * The queue of requests kept offline, loaded apart from the first page (IndexedDB code is of
 * no use to a visitor who never sends a form on a bad network). A form loads it when it
 * appears, while the network is still there: once offline, the chunk could not be fetched.
 */
export function loadPendingQueue() {
  return import('./pendingQueue');
}
