/** The tables whose new rows the back-office announces as they arrive (issue 32, decision 043). */
export const liveTables = ['appointments', 'quotes', 'orders', 'contact_messages', 'support_requests'] as const;
export type LiveTable = (typeof liveTables)[number];

/**
 * What of a table is news: what arrives from customers and visitors, not what staff just made themselves, which
 * their own page already confirms (and two notices at once lose one: react-admin shows them one by one). An
 * appointment staff book (an intervention from a support request, decision 075) is inserted confirmed, a visitor's
 * pending; a quote staff start is marked `started_by_office`.
 */
export const liveFilters: Partial<Record<LiveTable, string>> = {
  appointments: 'status=eq.pending',
  quotes: 'started_by_office=eq.false',
};

function isLiveTable(name: string): name is LiveTable {
  return (liveTables as readonly string[]).includes(name);
}

/** The table whose list this back-office path shows (or one of its records), if it is one of the live ones. */
export function liveTableAt(pathname: string): LiveTable | undefined {
  const first = /^\/admin\/([^/?#]+)/.exec(pathname)?.[1];
  return first !== undefined && isLiveTable(first) ? first : undefined;
}
