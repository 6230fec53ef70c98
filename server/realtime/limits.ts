/**
 * Bounds of the realtime API, so one client cannot hold the server's memory or the database's time:
 * each socket's channels and bindings, the size of a frame, how long a silent socket is kept
 * (realtime-js sends a heartbeat every 25 s), and how many changes wait to be read for subscribers.
 */
export const limits = {
  socketsPerProcess: 2000,
  /**
   * Sockets one client address may hold: every change is read again for each subscriber's channel,
   * so sockets opened by the hundred from one address would multiply each booking's work.
   */
  socketsPerAddress: 20,
  channelsPerSocket: 20,
  bindingsPerChannel: 20,
  valuesPerFilter: 100,
  /** A join carries a token and a few bindings: 64 KiB is plenty. */
  frameBytes: 64 * 1024,
  /** No message (not even a heartbeat) for this long: the socket is closed. */
  silentSocketMs: 60_000,
  /** Changes waiting to be read for their subscribers; beyond, new ones are dropped (and logged). */
  pendingChanges: 1000,
  /** How long a closing server waits for clients to answer its close frame before cutting them off. */
  closeGraceMs: 1000,
} as const;
