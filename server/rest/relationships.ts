import { RestError } from './errors';
import type { Relationship, SchemaCache, Table } from './schemaTypes';
import { restErrors } from './restErrors';

const singleColumn = (columns: string[], name: string) => columns.length === 1 && columns[0] === name;

/**
 * Whether `name!hint` from the parent means this relationship, by PostgREST's rules (v12):
 * - a computed relationship by its function's name;
 * - a self-reference (one key, two ways): the table's name is the children (one-to-many), the key
 *   column's name the parent (many-to-one); with a hint, the table's name and the key column give
 *   the children that key points from (`organizations!auditor` = the ones it audits);
 * - otherwise the target's name, or (not towards a view) the constraint's or key column's name;
 *   a hint narrows the target's name by constraint, key column on either side, or junction table.
 */
function means(rel: Relationship, name: string, hint: string | undefined): boolean {
  if (rel.computed) return name === rel.computed.name;
  const plainKey = !rel.junction;
  // PostgREST resolves only the two ways of a self-referencing key; a self many-to-many or
  // one-to-one matches nothing, as there.
  if (rel.table === rel.target) {
    if (hint === undefined) {
      return (name === rel.target && rel.cardinality === 'one-to-many') || (singleColumn(rel.columns, name) && rel.cardinality === 'many-to-one');
    }
    return name === rel.target && rel.cardinality === 'one-to-many' && singleColumn(rel.targetColumns, hint);
  }
  if (hint === undefined) {
    return name === rel.target || (plainKey && !rel.targetIsView && (rel.constraint === name || singleColumn(rel.columns, name)));
  }
  if (name !== rel.target) return false;
  if (rel.junction) return rel.junction.table === hint;
  return rel.constraint === hint || singleColumn(rel.columns, hint) || singleColumn(rel.targetColumns, hint);
}

/**
 * Finds the one relationship an embedding `name!hint(...)` means from `parent`.
 * None → 400 PGRST200, several → 300 PGRST201 with PostgREST's details and hint.
 */
export function findRelationship(schema: SchemaCache, parent: Table, name: string, hint: string | undefined): { relationship: Relationship; target: Table } {
  const schemaName = parent.schema ?? 'public';
  // In a stable order (target, then constraint), so the error reads the same on every start.
  const candidates = parent.relationships
    .filter((rel) => means(rel, name, hint))
    .sort((a, b) => a.target.localeCompare(b.target) || a.constraint.localeCompare(b.constraint));
  if (candidates.length > 1) throw ambiguous(parent.name, name, candidates);
  const target = candidates.length ? schema.tables.get(candidates[0].target) : undefined;
  if (!target) {
    throw new RestError(
      restErrors.relationshipNotFound,
      `Could not find a relationship between '${parent.name}' and '${name}' in the schema cache`,
      `Searched for a foreign key relationship between '${parent.name}' and '${name}'${hint ? ` using the hint '${hint}'` : ''} in the schema '${schemaName}', but no matches were found.`,
      null,
    );
  }
  return { relationship: candidates[0], target };
}

const columnList = (columns: string[]) => `(${columns.join(', ')})`;

/** PostgREST's PGRST201: one `{cardinality, embedding, relationship}` per candidate, and how to pick one. */
function ambiguous(parent: string, name: string, candidates: Relationship[]): RestError {
  const details = candidates.map((rel) => ({
    cardinality: rel.cardinality,
    embedding: `${rel.table} with ${rel.target}`,
    relationship: rel.junction
      ? `${rel.junction.table} using ${rel.junction.sourceConstraint}${columnList(rel.junction.sourceColumns)} and ${rel.junction.targetConstraint}${columnList(rel.junction.targetColumns)}`
      : `${rel.constraint} using ${rel.table}${columnList(rel.columns)} and ${rel.target}${columnList(rel.targetColumns)}`,
  }));
  const choices = candidates.map((rel) => `'${rel.target}!${rel.constraint}'`).join(', ');
  return new RestError(
    restErrors.ambiguousRelationship,
    `Could not embed because more than one relationship was found for '${parent}' and '${name}'`,
    details,
    `Try changing '${name}' to one of the following: ${choices}. Find the desired relationship in the 'details' key.`,
  );
}
