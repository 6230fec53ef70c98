import { useEffect, useRef } from 'react';
import { supabase } from '../supabaseClient';
import { liveFilters, liveTables, type LiveTable } from './liveTables';

type OnInsert = (table: LiveTable, row: Record<string, unknown>) => void;

/**
 * Subscribes to the INSERTs of the live tables through supabase-js's Realtime channel: the bundled
 * server and a hosted project speak the same protocol, and row-level security decides which rows
 * this session receives (decision 043). realtime-js reconnects and joins again after a network loss,
 * with the session's current token; onResubscribed then lets the caller catch up on what was missed.
 */
export function useLiveInserts(enabled: boolean, onInsert: OnInsert, onResubscribed: () => void): void {
  const handlers = useRef({ onInsert, onResubscribed });
  useEffect(() => {
    handlers.current = { onInsert, onResubscribed };
  });

  useEffect(() => {
    if (!enabled) return;
    let subscribedBefore = false;
    const channel = liveTables.reduce(
      (built, table) =>
        built.on('postgres_changes', { event: 'INSERT', schema: 'public', table, ...(liveFilters[table] ? { filter: liveFilters[table] } : {}) }, (change) =>
          handlers.current.onInsert(table, change.new),
        ),
      supabase.channel('backoffice-live-news'),
    );
    channel.subscribe((status) => {
      if (status !== 'SUBSCRIBED') return;
      if (subscribedBefore) handlers.current.onResubscribed();
      subscribedBefore = true;
    });
    return () => {
      void supabase.removeChannel(channel);
    };
  }, [enabled]);
}
