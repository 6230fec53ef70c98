import { insertRequest } from '../forms/insertRequest';
import type { PendingRequest } from './pendingRequest';
import { markPendingRequests } from './pendingFlag';
import { deletePendingRequest, readPendingRequests, savePendingRequest } from './pendingStorage';

/** What the notice shows: the requests still on the device, and those sent since this page opened. */
export interface QueueSnapshot {
  pending: PendingRequest[];
  sent: PendingRequest[];
  /** Forms showing the list in place of themselves: the page-wide notice then stays hidden. */
  inlineViews: number;
}

let snapshot: QueueSnapshot = { pending: [], sent: [], inlineViews: 0 };
const listeners = new Set<() => void>();
let sending: Promise<void> | undefined;
let started = false;

function update(change: Partial<QueueSnapshot>): void {
  snapshot = { ...snapshot, ...change };
  for (const listener of listeners) listener();
}

export function subscribeToQueue(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function queueSnapshot(): QueueSnapshot {
  return snapshot;
}

/** A form now shows the list itself (or no longer does). */
export function countInlineView(delta: 1 | -1): void {
  update({ inlineViews: snapshot.inlineViews + delta });
}

async function reload(): Promise<void> {
  const pending = await readPendingRequests();
  markPendingRequests(pending.length > 0);
  update({ pending });
}

/** Keeps a request that could not reach the server; sent again when the network returns. */
export async function queueRequest(request: PendingRequest): Promise<void> {
  await savePendingRequest(request);
  await reload();
}

/** The visitor sent again (or gave up) a request that came back: it leaves the device. */
export async function forgetRequest(id: string): Promise<void> {
  await deletePendingRequest(id);
  await reload();
}

/** A booking whose slot was taken while it waited: the booking form takes it back, filled in. */
export function slotTakenBooking(): PendingRequest | undefined {
  return snapshot.pending.find((request) => request.kind === 'appointment' && request.state === 'slotTaken');
}

/**
 * Sends every waiting request, oldest first, one at a time (the database takes one row per
 * request). Stops at the first one that meets no network: the rest would too.
 */
export function sendPendingRequests(): Promise<void> {
  sending ??= (async () => {
    try {
      for (const request of await readPendingRequests()) {
        if (request.state !== 'waiting') continue;
        const outcome = await insertRequest(request.table, request.row);
        if (outcome === 'offline' || typeof outcome === 'object') break;
        if (outcome === 'stored') {
          await deletePendingRequest(request.id);
          update({ sent: [...snapshot.sent, request] });
        } else {
          await savePendingRequest({ ...request, state: outcome === 'conflict' && request.kind === 'appointment' ? 'slotTaken' : 'refused' });
        }
      }
    } finally {
      sending = undefined;
      await reload();
    }
  })();
  return sending;
}

/** Once per page: what the last visit left is sent now, and again whenever the network returns. */
export async function startSendingPendingRequests(): Promise<void> {
  if (started) return;
  started = true;
  window.addEventListener('online', () => void sendPendingRequests());
  await reload();
  if (snapshot.pending.some((request) => request.state === 'waiting') && navigator.onLine) await sendPendingRequests();
}
