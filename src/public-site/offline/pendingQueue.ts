import { insertRequest } from '../forms/insertRequest';
import type { PendingRequest } from './pendingRequest';
import { markPendingRequests } from './pendingFlag';
import { deletePendingRequest, readPendingRequests, savePendingRequest } from './pendingStorage';
import { nextRetryDelayMs, retryDelaysMs } from './retryDelays';

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
/** Asked to send while a pass was running: the network may have come back after that pass failed. */
let sendAgain = false;
let started = false;
let retryTimer: ReturnType<typeof setTimeout> | undefined;
let retryDelayMs: number = retryDelaysMs.first;

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
  listenForTheNetwork();
  await savePendingRequest(request);
  await reload();
  // Sent while the browser believed it was online (a dead zone, a lost answer): no `online` event will come.
  retryLater();
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

/** Why a pass stopped before the end of the list: the rest would meet the same. */
type Stop = 'network' | { retryAfterSeconds: number } | undefined;

async function sendWaitingOnce(): Promise<Stop> {
  for (const request of await readPendingRequests()) {
    if (request.state !== 'waiting') continue;
    const outcome = await insertRequest(request.table, request.row);
    if (outcome === 'offline') return 'network';
    if (typeof outcome === 'object' && 'retryAfterSeconds' in outcome) return outcome;
    if (outcome === 'stored') {
      await deletePendingRequest(request.id);
      update({ sent: [...snapshot.sent, request] });
    } else {
      // A field refused (a phone the database does not accept) is refused like any other request.
      await savePendingRequest({ ...request, state: outcome === 'conflict' && request.kind === 'appointment' ? 'slotTaken' : 'refused' });
    }
  }
  return undefined;
}

/**
 * Sends every waiting request, oldest first, one at a time (the database takes one row per
 * request). A pass stops at the first one that meets no network, and is tried again a little
 * later while the browser says it is online: the `online` event comes once, often before the
 * connection really carries requests, and never when the network failed without the browser noticing.
 */
function sendPendingRequests(): Promise<void> {
  if (sending) {
    sendAgain = true;
    return sending;
  }
  sending = (async () => {
    let stop: Stop;
    try {
      do {
        sendAgain = false;
        stop = await sendWaitingOnce();
      } while (sendAgain);
    } finally {
      sending = undefined;
      await reload();
    }
    if (stop === undefined) retryDelayMs = retryDelaysMs.first;
    else if (typeof stop === 'object') retryLater(stop.retryAfterSeconds * 1000);
    else retryLater();
  })();
  return sending;
}

/** Another pass after a growing delay, while something waits and the browser believes it is online. */
function retryLater(delayMs?: number): void {
  clearTimeout(retryTimer);
  if (!snapshot.pending.some((request) => request.state === 'waiting')) return;
  // Offline, the `online` event starts the next pass.
  if (!navigator.onLine && delayMs === undefined) return;
  const wait = delayMs ?? retryDelayMs;
  retryDelayMs = nextRetryDelayMs(retryDelayMs);
  retryTimer = setTimeout(() => void sendPendingRequests(), wait);
}

let listening = false;

function listenForTheNetwork(): void {
  if (listening) return;
  listening = true;
  window.addEventListener('online', () => {
    retryDelayMs = retryDelaysMs.first;
    void sendPendingRequests();
  });
}

/** Once per page: what the last visit left is sent now, and again whenever the network returns. */
export async function startSendingPendingRequests(): Promise<void> {
  listenForTheNetwork();
  if (started) return;
  started = true;
  await reload();
  if (snapshot.pending.some((request) => request.state === 'waiting') && navigator.onLine) await sendPendingRequests();
}
