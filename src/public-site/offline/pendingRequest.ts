import type { RequestTable } from '../forms/insertRequest';

/** Which form a request came from: says how it is named in the list of pending requests. */
export type PendingKind = 'contact' | 'information' | 'quote' | 'appointment';

/**
 * waiting: not sent yet; slotTaken: a booking whose slot was taken while it waited (the booking
 * form offers it again, filled in); refused: the server said no for another reason (too late, invalid).
 */
type PendingState = 'waiting' | 'slotTaken' | 'refused';

/** A request kept on the device until the network returns (IndexedDB; see pendingStorage.ts). */
export interface PendingRequest {
  /** The row's primary key, chosen by the browser: a second send of it is ignored by the database. */
  id: string;
  kind: PendingKind;
  table: RequestTable;
  row: Record<string, unknown> & { id: string };
  /** What the visitor typed, to fill the form again if the request comes back. */
  values: Record<string, unknown>;
  /** A short line naming the request for the visitor (their e-mail, the slot). */
  summary: string;
  savedAt: string;
  state: PendingState;
}
