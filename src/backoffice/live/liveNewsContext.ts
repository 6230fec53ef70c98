import { createContext, useContext } from 'react';
import { liveTables, type LiveTable } from './liveTables';

export type NewCounts = Record<LiveTable, number>;

export const noNews = Object.fromEntries(liveTables.map((table) => [table, 0])) as NewCounts;

/** How many rows of each live table arrived since its list was last opened. */
export const LiveNewsContext = createContext<NewCounts>(noNews);

export function useNewCount(table: LiveTable): number {
  return useContext(LiveNewsContext)[table];
}
