import { describe, expect, it } from 'vitest';
import { ReadPlans, type ReadPlan } from './readPlans';
import type { SchemaCache } from './schemaTypes';
import type { ReadOptions } from './sqlBuilder';

const schema = (): SchemaCache => ({ tables: new Map(), functions: new Map() });
const options: ReadOptions = { single: false, stripNulls: false };

/** A plan builder that counts its calls and tells its plans apart. */
function builder() {
  let builds = 0;
  return {
    build: (): ReadPlan => ({ query: {} as ReadPlan['query'], statements: [{ sql: `select ${++builds}`, params: [] }] }),
    get builds() {
      return builds;
    },
  };
}

describe('the reads already built', () => {
  it('builds a read once and hands the same plan to the same request again', () => {
    const plans = new ReadPlans();
    const cache = schema();
    const counter = builder();
    const first = plans.plan(cache, '/rest/v1/products?select=*', options, counter.build);
    const again = plans.plan(cache, '/rest/v1/products?select=*', { ...options }, counter.build);
    expect(again).toBe(first);
    expect(counter.builds).toBe(1);
  });

  it('builds again for anything that changes the statement: target, count, object, stripped nulls, range', () => {
    const plans = new ReadPlans();
    const cache = schema();
    const counter = builder();
    const variants: [string, ReadOptions][] = [
      ['/rest/v1/products?select=*', options],
      ['/rest/v1/products?select=id', options],
      ['/rest/v1/products?select=*', { ...options, count: 'exact' }],
      ['/rest/v1/products?select=*', { ...options, single: true }],
      ['/rest/v1/products?select=*', { ...options, stripNulls: true }],
      ['/rest/v1/products?select=*', { ...options, rangeOffset: 0, rangeLimit: 10 }],
      ['/rest/v1/products?select=*', { ...options, rangeOffset: 10, rangeLimit: 10 }],
    ];
    const built = variants.map(([target, variant]) => plans.plan(cache, target, variant, counter.build));
    expect(new Set(built).size).toBe(variants.length);
    expect(counter.builds).toBe(variants.length);
  });

  it('forgets the plans of a schema cache that was reloaded', () => {
    const plans = new ReadPlans();
    const counter = builder();
    const before = plans.plan(schema(), '/rest/v1/products', options, counter.build);
    const after = plans.plan(schema(), '/rest/v1/products', options, counter.build);
    expect(after).not.toBe(before);
    expect(counter.builds).toBe(2);
  });

  it('keeps a bounded number, dropping the least recently used first', () => {
    const plans = new ReadPlans();
    const cache = schema();
    const counter = builder();
    const first = plans.plan(cache, '/rest/v1/t?n=first', options, counter.build);
    for (let n = 0; n < 1_000; n++) {
      plans.plan(cache, `/rest/v1/t?n=${n}`, options, counter.build);
      // Asked all along: never the least recently used.
      expect(plans.plan(cache, '/rest/v1/t?n=first', options, counter.build)).toBe(first);
    }
    const builds = counter.builds;
    plans.plan(cache, '/rest/v1/t?n=0', options, counter.build);
    expect(counter.builds).toBe(builds + 1);
  });

  it('builds a very long request every time rather than keep it', () => {
    const plans = new ReadPlans();
    const cache = schema();
    const counter = builder();
    const target = `/rest/v1/products?id=in.(${'1,'.repeat(2_000)}1)`;
    expect(plans.plan(cache, target, options, counter.build)).not.toBe(plans.plan(cache, target, options, counter.build));
  });
});
