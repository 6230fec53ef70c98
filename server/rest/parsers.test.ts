import { describe, expect, it } from 'vitest';
import { RestError } from './errors';
import { parseCondition, parseLogic } from './filterParser';
import { parseOrder } from './orderParser';
import { parsePreferences } from './preferences';
import { parseQueryParams } from './queryParams';
import { parseQueryString } from './queryString';
import { parseRange, contentRange } from './responses';
import { parseSelect } from './selectParser';
import { parseField } from './syntax';

const parseFailure = (fn: () => unknown) => {
  try {
    fn();
  } catch (error) {
    return error instanceof RestError ? `${error.status} ${error.code}` : 'other';
  }
  return 'none';
};

describe('query string', () => {
  it('decodes + and %20 as spaces, keeps repeated keys and folds qs indices', () => {
    expect(parseQueryString('/t?a=eq.x+y&a=eq.x%20y&title%5B0%5D=ilike.%2Aa%2A&title[1][0]=ilike.*b*')).toEqual([
      ['a', 'eq.x y'],
      ['a', 'eq.x y'],
      ['title', 'ilike.*a*'],
      ['title', 'ilike.*b*'],
    ]);
  });

  it('refuses broken percent-encoding and overlong query strings', () => {
    expect(parseFailure(() => parseQueryString('/t?a=%E0%A4%A'))).toBe('400 PGRST100');
    expect(parseFailure(() => parseQueryString(`/t?a=${'x'.repeat(20_000)}`))).toBe('400 PGRST100');
  });
});

describe('select', () => {
  it('reads aliases, casts, JSON paths and embeddings with hints and !inner', () => {
    expect(parseSelect('id,titre:title,rank::text,v:data->a->>b,auteur:test_authors!author_id!inner(name,books(*))')).toEqual([
      { kind: 'field', field: { column: 'id', path: [] }, alias: undefined, cast: undefined },
      { kind: 'field', field: { column: 'title', path: [] }, alias: 'titre', cast: undefined },
      { kind: 'field', field: { column: 'rank', path: [] }, alias: undefined, cast: 'text' },
      { kind: 'field', field: { column: 'data', path: [{ arrow: '->', key: 'a' }, { arrow: '->>', key: 'b' }] }, alias: 'v', cast: undefined },
      {
        kind: 'embed', name: 'test_authors', alias: 'auteur', hint: 'author_id', inner: true,
        items: [
          { kind: 'field', field: { column: 'name', path: [] }, alias: undefined, cast: undefined },
          { kind: 'embed', name: 'books', alias: undefined, hint: undefined, inner: false, items: [{ kind: 'star' }] },
        ],
      },
    ]);
  });

  it('keeps quoted names whole and refuses anything else odd', () => {
    expect(parseSelect('"a,b"')).toEqual([{ kind: 'field', field: { column: 'a,b', path: [] }, alias: undefined, cast: undefined }]);
    for (const bad of ['id,(', 'id::evil', 'a(b', "a'b", 'a!b!c!d(x)', 'a)']) {
      expect(parseFailure(() => parseSelect(bad)), bad).toBe('400 PGRST100');
    }
  });

  it('limits how deep embeddings nest', () => {
    expect(parseFailure(() => parseSelect('a(b(c(d(e(f(g(*)))))))'))).toBe('400 PGRST100');
    expect(parseSelect('a(b(c(*)))')).toHaveLength(1);
  });
});

describe('filters', () => {
  const field = parseField('title');
  it('reads operators, negation, lists with quotes and full-text configurations', () => {
    expect(parseCondition(field, 'not.in.(1,"a,b","c\\"d")')).toEqual({ kind: 'condition', field, negated: true, op: 'in', values: ['1', 'a,b', 'c"d'] });
    expect(parseCondition(field, 'fts(french).chat & chien')).toEqual({ kind: 'condition', field, negated: false, op: 'fts', value: 'chat & chien', config: 'french' });
    expect(parseCondition(field, 'is.NULL')).toMatchObject({ op: 'is', value: 'null' });
    expect(parseCondition(field, 'eq.a.b.c')).toMatchObject({ op: 'eq', value: 'a.b.c' });
    // (a,b) is a range with exclusive bounds on a range column: the builder, which knows the column's type, decides.
    expect(parseCondition(field, 'ov.(a,b)')).toMatchObject({ op: 'ov', value: '(a,b)' });
    for (const bad of ['zz.1', 'eq', 'in.1,2', 'is.maybe', 'in.(1,2', 'neq(any).{1}', 'eq(some).{1}', 'eq().1', 'like(any).{a,{b}}']) {
      expect(parseFailure(() => parseCondition(field, bad)), bad).toBe('400 PGRST100');
    }
  });

  it('reads quantified lists as PostgreSQL reads array literals', () => {
    expect(parseCondition(field, 'not.like(any).{a*, "b,c" ,NULL,"NULL",d\\,e}')).toEqual({
      kind: 'condition', field, negated: true, op: 'like', quantifier: 'any', values: ['a*', 'b,c', null, 'NULL', 'd,e'],
    });
    // Outside quotes a backslash escapes the next character, inside them too: what the regex guard checks is what PostgreSQL runs.
    expect(parseCondition(field, 'match(all).{\\1,"(a)\\\\1"}')).toMatchObject({ values: ['1', '(a)\\1'] });
    expect(parseCondition(field, 'eq(any).{}')).toMatchObject({ values: [] });
    for (const bad of ['eq(any).1', 'eq(any).{a,,b}', 'eq(any).{"a"b}', 'eq(any).{"a']) expect(parseFailure(() => parseCondition(field, bad)), bad).toBe('400 22P02');
  });

  it('unquotes whole values inside or/and and keeps {a,b} lists in one piece', () => {
    const logic = parseLogic('or', false, '(a.eq."x,y",b.cs.{1,2},c.like(all).{(p),q*},d.eq."e")');
    expect(logic.children).toEqual([
      expect.objectContaining({ op: 'eq', value: 'x,y' }),
      expect.objectContaining({ op: 'cs', value: '{1,2}' }),
      expect.objectContaining({ op: 'like', quantifier: 'all', values: ['(p)', 'q*'] }),
      expect.objectContaining({ op: 'eq', value: 'e' }),
    ]);
    // A top-level value is taken as it is, quotes included, as PostgREST does.
    expect(parseCondition(field, 'eq."e"')).toMatchObject({ value: '"e"' });
  });

  it('nests and/or/not', () => {
    const logic = parseLogic('or', false, '(a.eq.1,not.and(b.gt.2,c.is.null),d.in.(1,2))');
    expect(logic.children.map((child) => child.kind)).toEqual(['condition', 'logic', 'condition']);
    expect(logic.children[1]).toMatchObject({ kind: 'logic', op: 'and', negated: true });
    expect(logic.children[2]).toMatchObject({ op: 'in', values: ['1', '2'] });
  });

  it('sorts filters by embedding path and reads limits per path', () => {
    const query = parseQueryParams([
      ['select', 'id,comments(*)'],
      ['comments.content', 'eq.x'],
      ['comments.order', 'id.desc'],
      ['comments.limit', '2'],
      ['not.or', '(a.eq.1,b.eq.2)'],
      ['data->a->>b', 'eq.1'],
      ['limit', '5'],
    ]);
    expect([...query.filters.keys()]).toEqual(['comments', '']);
    expect(query.filters.get('')).toEqual([
      expect.objectContaining({ kind: 'logic', op: 'or', negated: true }),
      expect.objectContaining({ field: { column: 'data', path: [{ arrow: '->', key: 'a' }, { arrow: '->>', key: 'b' }] } }),
    ]);
    expect(query.limit.get('comments')).toBe(2);
    expect(query.limit.get('')).toBe(5);
    expect(query.order.get('comments')).toEqual([{ field: { column: 'id', path: [] }, descending: true }]);
  });

  it('caps the nesting of and/or groups', () => {
    const deep = `(${'or('.repeat(12)}a.eq.1${')'.repeat(12)})`;
    expect(parseFailure(() => parseLogic('or', false, deep))).toBe('400 PGRST100');
    expect(parseLogic('or', false, '(or(or(a.eq.1)))').children).toHaveLength(1);
  });

  it('caps the number of conditions', () => {
    const pairs = Array.from({ length: 101 }, (_, i): [string, string] => [`c${i}`, 'eq.1']);
    expect(parseFailure(() => parseQueryParams(pairs))).toBe('400 PGRST100');
  });
});

describe('order, Prefer and ranges', () => {
  it('reads order modifiers', () => {
    expect(parseOrder('created_at.desc.nullslast,name,data->x.asc.nullsfirst')).toEqual([
      { field: { column: 'created_at', path: [] }, descending: true, nulls: 'last' },
      { field: { column: 'name', path: [] }, descending: false },
      { field: { column: 'data', path: [{ arrow: '->', key: 'x' }] }, descending: false, nulls: 'first' },
    ]);
  });

  it('reads comma-joined Prefer values', () => {
    expect(parsePreferences('return=representation, count=planned,resolution=merge-duplicates,missing=default', 'minimal')).toMatchObject({
      return: 'representation', count: 'planned', resolution: 'merge-duplicates', missingDefault: true,
    });
    expect(parsePreferences(undefined, 'minimal').return).toBe('minimal');
  });

  it('reads Range and writes Content-Range as PostgREST does', () => {
    expect(parseRange('0-9')).toEqual({ offset: 0, limit: 10 });
    expect(parseRange('5-')).toEqual({ offset: 5 });
    expect(parseFailure(() => parseRange('9-2'))).toBe('416 PGRST103');
    expect(contentRange(0, 10, 123)).toBe('0-9/123');
    expect(contentRange(0, 0, 0)).toBe('*/0');
    expect(contentRange(20, 3, null)).toBe('20-22/*');
  });
});
