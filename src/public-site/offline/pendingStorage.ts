import { createStore, del, entries, set, type UseStore } from 'idb-keyval';
import type { PendingRequest } from './pendingRequest';

let store: UseStore | undefined;

/** Its own database, so nothing else the site may keep in IndexedDB can clash with it. */
function pendingStore(): UseStore {
  store ??= createStore('ouaga-pending-requests', 'requests');
  return store;
}

export async function readPendingRequests(): Promise<PendingRequest[]> {
  const all = await entries<string, PendingRequest>(pendingStore());
  return all.map(([, request]) => request).sort((a, b) => a.savedAt.localeCompare(b.savedAt));
}

export function savePendingRequest(request: PendingRequest): Promise<void> {
  return set(request.id, request, pendingStore());
}

export function deletePendingRequest(id: string): Promise<void> {
  return del(id, pendingStore());
}
