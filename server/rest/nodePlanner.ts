import { RestError } from './errors';
import type { ParsedQuery } from './queryParams';
import { findRelationship } from './relationships';
import type { SchemaCache } from './schemaTypes';
import type { SelectItem } from './selectParser';
import { tableSource, type NodePlan, type Source } from './sqlPlan';
import { restErrors } from './restErrors';

/**
 * The plan stage of a select (PostgREST's `ReadPlan`): from the parsed items to a tree of nodes, each
 * embedding with the relationship it means and an alias of its own, before any SQL is written.
 * One planner per statement, so every alias in it is distinct.
 */
export class NodePlanner {
  private aliases = 0;
  private readonly usedPaths = new Set<string>(['']);

  constructor(
    private readonly schema: SchemaCache,
    private readonly query: ParsedQuery,
  ) {}

  private alias(): string {
    return `t${this.aliases++}`;
  }

  /** The node of `source` and its embeddings, depth first, each relationship found (PGRST200/201) or refused. */
  plan(source: Source, items: SelectItem[], path = '', alias = this.alias(), depth = 0): NodePlan {
    const node: NodePlan = { source, alias, path, items, embeds: new Map() };
    const outputNames = new Set<string>();
    for (const item of items) {
      if (item.kind !== 'embed') continue;
      if (!source.table) throw new RestError(restErrors.relationshipNotFound, `Could not find a relationship from '${source.label}' to '${item.name}' in the schema cache`);
      const { relationship, target } = findRelationship(this.schema, source.table, item.name, item.hint);
      const outputName = item.alias ?? item.name;
      // Two embeddings under one name would overwrite each other in the row: PostgREST refuses them with
      // PostgreSQL's error on its two identical join aliases (parent_name_depth), so do we.
      if (outputNames.has(outputName)) throw new RestError(restErrors.duplicateAlias, `table name "${source.table.name}_${outputName}_${depth + 1}" specified more than once`);
      outputNames.add(outputName);
      const childPath = path ? `${path}.${outputName}` : outputName;
      this.usedPaths.add(childPath);
      const child = this.plan(tableSource(target), item.items, childPath, this.alias(), depth + 1);
      node.embeds.set(item, { outputName, relationship, inner: item.inner, node: child });
    }
    return node;
  }

  /** Filters, orders or limits naming an embedding that the select does not have: PGRST108. */
  checkPaths(): void {
    for (const map of [this.query.filters, this.query.order, this.query.limit, this.query.offset]) {
      for (const path of map.keys()) {
        if (!this.usedPaths.has(path)) {
          throw new RestError(restErrors.notEmbedded, `'${path}' is not an embedded resource in this request`, null, `Verify that '${path}' is included in the 'select' query parameter.`);
        }
      }
    }
  }
}
