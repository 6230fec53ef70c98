/** The tables whose new rows the back-office announces as they arrive (issue 32, decision 043). */
export const liveTables = ['appointments', 'quotes', 'orders', 'contact_messages', 'support_requests'] as const;
export type LiveTable = (typeof liveTables)[number];

function isLiveTable(name: string): name is LiveTable {
  return (liveTables as readonly string[]).includes(name);
}

/** The table whose list this back-office path shows (or one of its records), if it is one of the live ones. */
export function liveTableAt(pathname: string): LiveTable | undefined {
  const first = /^\/admin\/([^/?#]+)/.exec(pathname)?.[1];
  return first !== undefined && isLiveTable(first) ? first : undefined;
}
