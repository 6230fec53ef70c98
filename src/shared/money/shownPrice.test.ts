import { describe, expect, it } from 'vitest';
import { shownPrice } from './shownPrice';

describe('a public price', () => {
  it('is shown TTC by default: the unit price HT plus its TVA, to the franc', () => {
    expect(shownPrice(650_000, { tax_rate: 18, prices_include_tax: true })).toEqual({ amount: 767_000, basis: 'TTC' });
    expect(shownPrice(333_333, { tax_rate: 18, prices_include_tax: true })).toEqual({ amount: 393_333, basis: 'TTC' });
  });

  it('is the price HT itself when the company shows prices HT', () => {
    expect(shownPrice(650_000, { tax_rate: 18, prices_include_tax: false })).toEqual({ amount: 650_000, basis: 'HT' });
  });
});
