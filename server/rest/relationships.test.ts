import { describe, expect, it } from 'vitest';
import { restFailureOf } from './restFailureOf';
import { addRelationships, baseColumnsOfView, type ForeignKey } from './relationshipCatalog';
import { findRelationship } from './relationships';
import type { SchemaCache, Table } from './schemaTypes';

function table(name: string, columns: string[], kind: Table['kind'] = 'table', primaryKey = ['id']): Table {
  return { name, kind, columns: new Map(columns.map((column) => [column, { name: column, type: 'int' }])), primaryKey, uniqueKeys: primaryKey.length ? [primaryKey] : [], relationships: [] };
}

const failure = restFailureOf;

describe('relationships as PostgREST infers and matches them', () => {
  const tree = table('tree', ['id', 'parent_id']);
  const users = table('users', ['id']);
  const tags = table('tags', ['id']);
  const links = table('user_tags', ['user_id', 'tag_id'], 'table', ['user_id', 'tag_id']);
  const keys: ForeignKey[] = [
    { name: 'tree_parent_id_fkey', table: tree, columns: ['parent_id'], target: tree, targetColumns: ['id'] },
    { name: 'user_tags_user_id_fkey', table: links, columns: ['user_id'], target: users, targetColumns: ['id'] },
    { name: 'user_tags_tag_id_fkey', table: links, columns: ['tag_id'], target: tags, targetColumns: ['id'] },
  ];
  const tables = new Map([tree, users, tags, links].map((t) => [t.name, t]));
  addRelationships(keys, [], [], tables);
  const schema: SchemaCache = { tables, functions: new Map() };
  const find = (parent: Table, name: string, hint?: string) => findRelationship(schema, parent, name, hint).relationship;

  it('splits a self-reference: table name = children, key column = parent, hint = children; constraint name = nothing', () => {
    expect(find(tree, 'tree').cardinality).toBe('one-to-many');
    expect(find(tree, 'parent_id').cardinality).toBe('many-to-one');
    expect(find(tree, 'tree', 'parent_id').cardinality).toBe('one-to-many');
    expect(failure(() => find(tree, 'tree_parent_id_fkey'))).toBe('400 PGRST200');
  });

  it('finds many-to-many through the junction both ways, and the junction itself one-to-many', () => {
    expect(find(users, 'tags')).toMatchObject({ cardinality: 'many-to-many', junction: { table: 'user_tags' } });
    expect(find(tags, 'users', 'user_tags')).toMatchObject({ cardinality: 'many-to-many', columns: ['id'], targetColumns: ['id'] });
    expect(find(users, 'user_tags').cardinality).toBe('one-to-many');
  });

  it("reads a view's base columns from its stored query tree: escaped names, the view's own target list last", () => {
    const byOid = new Map([['16400', users]]);
    const names = new Map([['16400:1', 'id']]);
    const definition =
      '({QUERY :rtable ({RTE :subquery {QUERY :targetList ({TARGETENTRY :resname who :ressortgroupref 0 :resorigtbl 16400 :resorigcol 1 :resjunk false})}}) ' +
      ':targetList ({TARGETENTRY :resname user\\ id :ressortgroupref 0 :resorigtbl 16400 :resorigcol 1 :resjunk false} ' +
      '{TARGETENTRY :resname who :ressortgroupref 0 :resorigtbl 0 :resorigcol 0 :resjunk false})})';
    const columns = baseColumnsOfView(definition, byOid, names);
    expect([...columns.keys()]).toEqual(['user id']);
    expect(columns.get('user id')).toEqual({ table: users, column: 'id' });
  });
});
