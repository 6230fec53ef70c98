import { RestError } from './errors';
import type { Relationship, SchemaCache, Table } from './schemaCache';

/**
 * Finds the one relationship an embedding `name!hint(...)` means from `parent`:
 * by target table name or by foreign-key column name, narrowed by the hint
 * (constraint name or column). None → PGRST200, several → PGRST201 (HTTP 300).
 */
export function findRelationship(schema: SchemaCache, parent: Table, name: string, hint: string | undefined): { relationship: Relationship; target: Table } {
  let candidates = parent.relationships.filter(
    (rel) => rel.target === name || (rel.toOne && rel.table === parent.name && rel.columns.length === 1 && rel.columns[0] === name && rel.target !== name && isForeignKeySide(parent, rel)),
  );
  if (hint !== undefined) {
    candidates = candidates.filter(
      (rel) => rel.constraint === hint || (rel.columns.length === 1 && rel.columns[0] === hint) || (rel.targetColumns.length === 1 && rel.targetColumns[0] === hint),
    );
  }
  if (candidates.length === 0) {
    throw new RestError(
      400,
      'PGRST200',
      `Could not find a relationship between '${parent.name}' and '${name}' in the schema cache`,
      `Searched for a foreign key relationship between '${parent.name}' and '${name}'${hint ? ` using the hint '${hint}'` : ''} in the schema 'public', but no matches were found.`,
      null,
    );
  }
  if (candidates.length > 1) {
    throw new RestError(
      300,
      'PGRST201',
      `Could not embed because more than one relationship was found for '${parent.name}' and '${name}'`,
      candidates.map((rel) => `${rel.table} → ${rel.target} using ${rel.constraint}`).join('; '),
      `Try changing '${name}' to one of: ${candidates.map((rel) => `'${name}!${rel.constraint}'`).join(', ')}.`,
    );
  }
  const target = schema.tables.get(candidates[0].target);
  if (!target) throw new RestError(400, 'PGRST200', `Could not find a relationship between '${parent.name}' and '${name}' in the schema cache`);
  return { relationship: candidates[0], target };
}

/** Whether the relationship is the foreign key held by `table` itself (many-to-one). */
function isForeignKeySide(table: Table, rel: Relationship): boolean {
  return rel.table === table.name && rel.forward;
}
