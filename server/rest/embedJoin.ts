import { functionSql, quoteIdent, rowValue, tableSql, type EmbedPlan, type NodePlan } from './sqlPlan';

/**
 * Where an embedding's rows come from for one row of its parent, by the kind of relationship:
 * - a key (or one seen through views): the child's rows whose columns equal the parent's;
 * - many-to-many: the child's rows some junction row links to the parent's;
 * - computed: the function called with the parent's row, no condition.
 */
export function embedJoin(parent: NodePlan, embed: EmbedPlan): { from: string; conditions: string[] } {
  const rel = embed.relationship;
  const child = embed.node;
  if (rel.computed) return { from: `${functionSql(rel.computed)}(${rowValue(parent)}) ${child.alias}`, conditions: [] };
  const from = child.source.from(child.alias);
  const pairs = (leftAlias: string, left: string[], rightAlias: string, right: string[]) =>
    left.map((column, i) => `${leftAlias}.${quoteIdent(column)} = ${rightAlias}.${quoteIdent(right[i])}`);
  if (!rel.junction) return { from, conditions: pairs(child.alias, rel.targetColumns, parent.alias, rel.columns) };
  const junction = rel.junction;
  const linkAlias = `${child.alias}_j`;
  const junctionTable = tableSql({ schema: parent.source.table?.schema, name: junction.table });
  const links = [...pairs(linkAlias, junction.sourceColumns, parent.alias, rel.columns), ...pairs(linkAlias, junction.targetColumns, child.alias, rel.targetColumns)];
  return { from, conditions: [`exists (select 1 from ${junctionTable} ${linkAlias} where ${links.join(' and ')})`] };
}
