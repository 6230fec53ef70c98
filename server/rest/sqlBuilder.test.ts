import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RestError } from './errors';
import { restFailureOf } from './restFailureOf';
import { parseQueryParams } from './queryParams';
import { parseQueryString } from './queryString';
import type { SchemaCache, Table } from './schemaTypes';
import { maxRows } from './sqlBuilder';
import { buildRead } from './sqlRead';
import { buildDelete, buildInsert, buildUpdate } from './sqlWrites';

function table(name: string, columns: string[]): Table {
  return { name, kind: 'table', columns: new Map(columns.map((column) => [column, { name: column, type: column === 'data' ? 'jsonb' : 'text' }])), primaryKey: ['id'], uniqueKeys: [['id']], relationships: [] };
}

const notes = table('notes', ['id', 'title', 'author_id', 'data']);
const authors = table('authors', ['id', 'name']);
const fk = { constraint: 'notes_author_id_fkey', columns: ['author_id'], targetColumns: ['id'] };
notes.relationships.push({ ...fk, table: 'notes', target: 'authors', toOne: true, forward: true, cardinality: 'many-to-one' });
authors.relationships.push({ constraint: fk.constraint, table: 'authors', columns: ['id'], target: 'notes', targetColumns: ['author_id'], toOne: false, forward: false, cardinality: 'one-to-many' });
const schema: SchemaCache = { tables: new Map([['notes', notes], ['authors', authors]]), functions: new Map() };

const read = (pairs: Array<[string, string]>, count = false) =>
  buildRead(schema, notes, parseQueryParams(pairs), { count: count ? 'exact' : undefined, single: false, stripNulls: false })[0];

const failure = restFailureOf;

describe('SQL builder', () => {
  it('builds one statement: quoted names, values as parameters, JSON from PostgreSQL, capped rows', () => {
    const built = read([['select', 'id,t:title,authors(name)'], ['title', 'eq.Bonjour'], ['order', 'id.desc'], ['limit', '5000']], true);
    expect(built.sql).toContain('"public"."notes" t0');
    expect(built.sql).toContain('json_agg');
    expect(built.sql).toContain('row_to_json');
    expect(built.sql).toContain('t0."title" = $1');
    expect(built.sql).toContain('(select count(*) from "public"."notes" t0 where t0."title" = $1)');
    expect(built.params).toEqual(['Bonjour', maxRows]);
    expect(built.sql).not.toContain('Bonjour');
  });

  it('turns to-many embeddings into arrays and !inner into exists', () => {
    const built = buildRead(schema, authors, parseQueryParams([['select', 'name,notes!inner(title)'], ['notes.title', 'like.*x*']]), { single: false, stripNulls: false })[0];
    expect(built.sql).toContain(`coalesce(json_agg(t1_r), '[]'::json)`);
    expect(built.sql).toContain('exists (select 1 from "public"."notes" t1 where t1."author_id" = t0."id"');
    expect(built.params).toContain('%x%');
  });

  it('refuses unknown columns, relationships and embedding paths', () => {
    expect(failure(() => read([['select', 'nope']]))).toBe('400 42703');
    expect(failure(() => read([['nope', 'eq.1']]))).toBe('400 42703');
    expect(failure(() => read([['order', 'nope']]))).toBe('400 42703');
    expect(failure(() => read([['select', 'id,invoices(*)']]))).toBe('400 PGRST200');
    expect(failure(() => read([['authors.name', 'eq.x']]))).toBe('400 PGRST108');
  });

  it('checks the keys of written bodies', () => {
    expect(failure(() => buildInsert(schema, notes, parseQueryParams([]), [{ title: 'a', colour: 'b' }], { representation: true, single: false, stripNulls: false, count: false, missingDefault: false }))).toBe('400 PGRST204');
    expect(failure(() => buildUpdate(schema, notes, parseQueryParams([['id', 'eq.1']]), { colour: 'b' }, { representation: false, single: false, stripNulls: false, count: false }))).toBe('400 PGRST204');
  });

  it('groups inserted rows by their keys with missing=default', () => {
    const [built] = buildInsert(schema, notes, parseQueryParams([]), [{ title: 'a' }, { title: 'b', data: {} }], { representation: true, single: false, stripNulls: false, count: false, missingDefault: true });
    expect(built.sql.match(/insert into/g)).toHaveLength(2);
    expect(built.params).toEqual([JSON.stringify([{ title: 'a' }]), JSON.stringify([{ title: 'b', data: {} }])]);
  });

  it('answers any query string either with SQL or with a client error, never with anything else', () => {
    const piece = fc.constantFrom('select', 'order', 'limit', 'or', 'not.and', 'id', 'title', 'data->a', 'authors.name', 'eq.', 'in.(', ')', '(', ',', '"', '.', ':', '::', '!inner', 'authors(', '*', '%2', '=', '&', '->>', 'not.', 'is.null', 'fts(x).', 'like(any).', 'eq(all).', '{', '}', '\\');
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 12 }).map((parts) => parts.join('')), fc.string(), (generated, random) => {
        for (const text of [generated, random]) {
          try {
            const built = buildRead(schema, notes, parseQueryParams(parseQueryString(`/notes?${text}`)), { count: 'exact', single: false, stripNulls: false })[0];
            expect(typeof built.sql).toBe('string');
          } catch (error) {
            expect(error).toBeInstanceOf(RestError);
            expect((error as RestError).status).toBeLessThan(500);
          }
        }
      }),
      { numRuns: 2000 },
    );
  });

  it('never puts a filter value into the SQL text, whatever it contains', () => {
    fc.assert(
      fc.property(fc.string().map((text) => `zqx${text}`), (value) => {
        const built = read([['title', `eq.${value}`], ['data->>x', `neq.${value}`]]);
        expect(built.sql).not.toContain(value);
        expect(built.params).toContain(value);
        const deleted = buildDelete(schema, notes, parseQueryParams([['title', `in.("${value.replace(/["\\]/g, '\\$&')}")`]]), { representation: false, single: false, stripNulls: false, count: false });
        expect(deleted.params).toEqual([value]);
      }),
    );
  });
});
