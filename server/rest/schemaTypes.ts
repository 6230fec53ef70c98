/**
 * The shapes of the schema cache (what the REST layer knows of the exposed schemas), apart from
 * the code that reads them from the catalogs (schemaCache.ts, relationshipCatalog.ts), so that both
 * use them without importing each other.
 */

/** A column of a table, view or composite type of schema public. */
export interface Column {
  name: string;
  /** As format_type prints it: the SQL type used for casts and json_to_record. */
  type: string;
}

/** PostgREST's four cardinalities, as its PGRST201 details spell them. */
type Cardinality = 'many-to-one' | 'one-to-many' | 'one-to-one' | 'many-to-many';

/** The table between the two sides of a many-to-many: its keys to `table` and to `target`. */
interface Junction {
  table: string;
  sourceConstraint: string;
  /** Its columns referencing `Relationship.columns` of `table`. */
  sourceColumns: string[];
  targetConstraint: string;
  /** Its columns referencing `Relationship.targetColumns` of `target`. */
  targetColumns: string[];
}

/**
 * A way from rows of `table` to rows of `target`: a foreign key (or the way back from it), one seen
 * through views, a junction table, or a function taking a row of `table` (computed relationship).
 */
export interface Relationship {
  /** The foreign key's name; the junction table's name for many-to-many; the function's for computed ones. */
  constraint: string;
  table: string;
  /** Columns of `table` joined to `targetColumns` of `target` (none for a computed relationship). */
  columns: string[];
  target: string;
  targetColumns: string[];
  /** One row of `target` per row of `table`: the key itself, or its way back when the key is unique. */
  toOne: boolean;
  /** true when `table` holds the foreign key, false for the way back. */
  forward: boolean;
  cardinality: Cardinality;
  /** A view at the target end: PostgREST then takes no constraint or column name for it as the embedding's name. */
  targetIsView?: boolean;
  junction?: Junction;
  /** A function `f(table) returns [setof] target`, called with the parent's row. */
  computed?: DbFunction;
}

export interface Table {
  /** The exposed schema it belongs to; public when absent. */
  schema?: string;
  name: string;
  kind: 'table' | 'view' | 'composite';
  columns: Map<string, Column>;
  primaryKey: string[];
  /** Primary key and unique constraints: a foreign key on one of them makes a one-to-one. */
  uniqueKeys: string[][];
  relationships: Relationship[];
  /** Functions taking a row of this table and returning one value: selected, filtered and ordered like columns. */
  computedFields?: Map<string, DbFunction>;
}

export interface FunctionArg {
  name: string;
  type: string;
  hasDefault: boolean;
}

export interface DbFunction {
  /** The exposed schema it belongs to; public when absent. */
  schema?: string;
  name: string;
  args: FunctionArg[];
  volatility: 'immutable' | 'stable' | 'volatile';
  returnsSet: boolean;
  returnType: string;
  /** Columns of the rows it returns (composite, table or `returns table`), else undefined for a scalar. */
  returnColumns?: Map<string, Column>;
  /** The table whose rows it returns, for embedding from its result. */
  returnTable?: string;
  /** `rows` of `create function` (planner's estimate): 1 makes a setof computed relationship to-one, as PostgREST. */
  rows?: number;
  /** The table or view whose row type its first argument is, for computed fields and relationships. */
  rowArgTable?: string;
}

export interface SchemaCache {
  tables: Map<string, Table>;
  functions: Map<string, DbFunction[]>;
}
