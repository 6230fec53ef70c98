import { describe, expect, it } from 'vitest';
import { BindingError, bindingMatches, parseBindings, parseFilter } from './bindings';

describe('postgres_changes bindings as realtime-js sends them in a join', () => {
  it('reads a filter: one value, or the list of in.(…)', () => {
    expect(parseFilter('status=eq.pending')).toEqual({ column: 'status', operator: 'eq', values: ['pending'] });
    expect(parseFilter('number=in.(1, 2,"3")')).toEqual({ column: 'number', operator: 'in', values: ['1', '2', '3'] });
  });

  it.each(['status', 'status=like.a%', 'bad column=eq.1', 'id=in.1,2'])('refuses the filter %s', (text) => {
    expect(() => parseFilter(text)).toThrow(BindingError);
  });

  it('numbers each binding, echoes what the client sent, and reads * or no table as the whole schema', () => {
    let id = 0;
    const bindings = parseBindings({ postgres_changes: [{ event: 'INSERT', schema: 'public', table: 'quotes' }, { event: '*', schema: 'public' }] }, () => ++id);
    expect(bindings.map((binding) => [binding.id, binding.echo])).toEqual([
      [1, { event: 'INSERT', schema: 'public', table: 'quotes', filter: undefined }],
      [2, { event: '*', schema: 'public', table: undefined, filter: undefined }],
    ]);
    expect(bindingMatches(bindings[0], 'public', 'quotes', 'INSERT')).toBe(true);
    expect(bindingMatches(bindings[0], 'public', 'quotes', 'UPDATE')).toBe(false);
    expect(bindingMatches(bindings[0], 'public', 'orders', 'INSERT')).toBe(false);
    expect(bindingMatches(bindings[1], 'public', 'orders', 'UPDATE')).toBe(true);
  });

  it('refuses an unknown event, a missing schema, a filter without a table, and too many bindings', () => {
    const parse = (changes: unknown) => () => parseBindings({ postgres_changes: changes }, () => 1);
    expect(parse([{ event: 'TRUNCATE', schema: 'public' }])).toThrow(BindingError);
    expect(parse([{ event: 'INSERT' }])).toThrow(BindingError);
    expect(parse([{ event: 'INSERT', schema: 'public', filter: 'id=eq.1' }])).toThrow(BindingError);
    expect(parse(Array.from({ length: 21 }, () => ({ event: 'INSERT', schema: 'public' })))).toThrow(/At most 20/);
  });
});
