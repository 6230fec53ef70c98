import type { RealtimePostgresInsertPayload, SupabaseClient } from '@supabase/supabase-js';

export type InsertedRow = RealtimePostgresInsertPayload<Record<string, unknown>>;

export interface LiveInserts {
  received: InsertedRow[];
  /** Resolves with the first row received (already or later) that passes the test; rejects after ms. */
  waitFor(test: (row: Record<string, unknown>) => boolean, ms?: number): Promise<InsertedRow>;
  /** Resolves the next time the server confirms the subscription (after a reconnection). */
  nextSubscribed(): Promise<void>;
}

/**
 * Subscribes a supabase-js client to the INSERTs of a table, as the back-office does, and resolves
 * once the server confirmed the subscription (SUBSCRIBED); rejects with the server's refusal.
 */
export function subscribeToInserts(client: SupabaseClient, table: string, filter?: string): Promise<LiveInserts> {
  const topic = `live-${table}-${Math.random().toString(36).slice(2)}`;
  const received: InsertedRow[] = [];
  const waiting = new Set<() => void>();
  let onSubscribed: (() => void) | undefined;
  const live: LiveInserts = {
    received,
    nextSubscribed: () => new Promise<void>((resolve) => (onSubscribed = resolve)),
    waitFor(test, ms = 5000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = received.find((change) => test(change.new));
          if (!found) return false;
          waiting.delete(onChange);
          clearTimeout(timer);
          resolve(found);
          return true;
        };
        const onChange = () => void check();
        const timer = setTimeout(() => {
          waiting.delete(onChange);
          reject(new Error(`Rien reçu de ${table} en ${ms} ms`));
        }, ms);
        if (!check()) waiting.add(onChange);
      });
    },
  };
  return new Promise((resolve, reject) => {
    client
      .channel(topic)
      .on('postgres_changes', { event: 'INSERT', schema: 'public', table, filter }, (change: InsertedRow) => {
        received.push(change);
        for (const notify of [...waiting]) notify();
      })
      .subscribe((status, error) => {
        if (status === 'SUBSCRIBED') {
          resolve(live);
          onSubscribed?.();
          onSubscribed = undefined;
        }
        else if (status === 'CHANNEL_ERROR' || status === 'TIMED_OUT') reject(error ?? new Error(status));
      });
  });
}
