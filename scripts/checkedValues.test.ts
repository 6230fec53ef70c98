import { describe, expect, it } from 'vitest';
import { checkedValues } from './checkedValues';

/** The CHECK texts as pg_get_constraintdef prints them for supabase/schema.sql's tables. */
describe('checkedValues', () => {
  it('reads the values of a column = ANY (ARRAY[…]) in their order', () => {
    expect(checkedValues("CHECK ((status = ANY (ARRAY['pending'::text, 'accepted'::text, 'declined'::text])))", 'status')).toEqual([
      'pending',
      'accepted',
      'declined',
    ]);
  });

  it('reads an optional column’s values beside its IS NULL', () => {
    expect(checkedValues("CHECK (((budget IS NULL) OR (budget = ANY (ARRAY['under-500000'::text, 'not-sure'::text]))))", 'budget')).toEqual([
      'under-500000',
      'not-sure',
    ]);
  });

  it('reads a text[] column’s values from one conjunct of an AND', () => {
    const definition =
      "CHECK ((((cardinality(services) >= 1) AND (cardinality(services) <= 8)) AND (array_position(services, NULL::text) IS NULL) AND (services <@ ARRAY['hardware-sales'::text, 'maintenance'::text])))";
    expect(checkedValues(definition, 'services')).toEqual(['hardware-sales', 'maintenance']);
  });

  it('reads a quote doubled inside a value, and a list in parentheses', () => {
    expect(checkedValues("CHECK ((kind = ANY (ARRAY['it''s'::text, 'a, b'::text])))", 'kind')).toEqual(["it's", 'a, b']);
  });

  it('says nothing of a CHECK that does not restrict the values', () => {
    expect(checkedValues('CHECK ((char_length(company) <= 200))', 'company')).toBeNull();
    expect(checkedValues("CHECK (((status = ANY (ARRAY['a'::text])) OR (other IS NOT NULL)))", 'status')).toBeNull();
    expect(checkedValues("CHECK ((status = ANY (ARRAY[lower('A'::text)])))", 'status')).toBeNull();
    expect(checkedValues("CHECK ((status = ANY (ARRAY['a'::text])))", 'other')).toBeNull();
  });
});
