import type { ServerContext } from '../context';

export interface MailWorker {
  /** Sends whatever is due now (tests call it instead of waiting for the timer). */
  flush(): Promise<void>;
  stop(): Promise<void>;
}

/** Sends the notifications outbox (placeholder until the mail module lands). */
export function startMailWorker(_ctx: ServerContext): MailWorker {
  return { flush: async () => {}, stop: async () => {} };
}
