import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { useAuthState, useNotify, useTranslate } from 'react-admin';
import { useLocation } from 'react-router';
import { LiveNewsContext, noNews, type NewCounts } from './liveNewsContext';
import { liveNotice } from './liveNotice';
import { liveTableAt, liveTables, type LiveTable } from './liveTables';
import { useLiveInserts } from './useLiveInserts';

/**
 * Live news in the open back-office (issue 32): a new appointment, quote request, order or message
 * shows a short notice, adds to the badge of its menu entry (cleared when its list is opened) and
 * refreshes what shows that table (its list, the dashboard's cards), without a reload.
 */
export function LiveNewsProvider({ children }: { children: ReactNode }) {
  const [counts, setCounts] = useState<NewCounts>(noNews);
  const { authenticated } = useAuthState(undefined, false);
  const notify = useNotify();
  const translate = useTranslate();
  const queryClient = useQueryClient();
  const openTable = liveTableAt(useLocation().pathname);

  useEffect(() => {
    if (openTable) setCounts((current) => (current[openTable] === 0 ? current : { ...current, [openTable]: 0 }));
  }, [openTable]);

  const refreshTable = useCallback((table: LiveTable) => void queryClient.invalidateQueries({ queryKey: [table] }), [queryClient]);

  const onInsert = (table: LiveTable, row: Record<string, unknown>) => {
    notify(liveNotice(table, row, translate), { type: 'info', autoHideDuration: 8000 });
    if (table !== openTable) setCounts((current) => ({ ...current, [table]: current[table] + 1 }));
    refreshTable(table);
  };
  // Back after a network loss: rows may have arrived meanwhile, which the lists read again.
  const onResubscribed = () => liveTables.forEach(refreshTable);
  useLiveInserts(authenticated === true, onInsert, onResubscribed);

  return <LiveNewsContext.Provider value={counts}>{children}</LiveNewsContext.Provider>;
}
