/** Columns the database fills itself (search_text is generated); sending them back would be refused or pointless. */
const readOnlyColumns = new Set(['id', 'created_at', 'updated_at', 'number', 'search_text']);

/** Resources the lists embed (select=*,profiles(…)): they come back with a record but are not its columns. */
const embeddedResources = new Set(['profiles', 'order_items', 'products']);

function isWritable(column: string): boolean {
  return !readOnlyColumns.has(column) && !embeddedResources.has(column);
}

/**
 * What an update sends: only the columns that changed, so a form never writes
 * back embedded resources or columns it did not touch (and a change made
 * meanwhile to another column is kept).
 */
export function changedColumns(data: Record<string, unknown>, previous: Record<string, unknown> | undefined): Record<string, unknown> {
  const changes: Record<string, unknown> = {};
  for (const [column, value] of Object.entries(data)) {
    if (!isWritable(column) || value === undefined) continue;
    if (previous && JSON.stringify(previous[column]) === JSON.stringify(value)) continue;
    changes[column] = value;
  }
  return changes;
}

/** What a create sends: the filled columns, no embedded resources. */
export function newRowColumns(data: Record<string, unknown>): Record<string, unknown> {
  return changedColumns(data, undefined);
}
