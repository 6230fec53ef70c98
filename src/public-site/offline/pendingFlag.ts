/**
 * Whether this device holds requests waiting for the network, as one localStorage key: the
 * layout reads it on every page without loading the IndexedDB code, which only visitors with
 * something pending then fetch (the first load's JavaScript stays as it was).
 */
const flagKey = 'ouaga-pending-requests';

export function hasPendingRequests(): boolean {
  try {
    return window.localStorage.getItem(flagKey) === '1';
  } catch {
    // Storage refused (private browsing, policy): IndexedDB is then likely refused too.
    return false;
  }
}

export function markPendingRequests(pending: boolean): void {
  try {
    if (pending) window.localStorage.setItem(flagKey, '1');
    else window.localStorage.removeItem(flagKey);
  } catch {
    // Nothing to do: the requests themselves are in IndexedDB; only the hint is lost.
  }
}
