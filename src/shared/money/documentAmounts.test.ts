import { describe, expect, it } from 'vitest';
import { documentTotals, lineTotal, netUnitPrice, taxOfTotal } from './documentAmounts';

describe('the FCFA rounding rule, as the database applies it', () => {
  it('rounds 3 × 333 333 HT at 18 %: TVA once on the total', () => {
    expect(documentTotals([{ quantity: 3, unitPrice: 333_333 }], 18)).toEqual({ totalHt: 999_999, totalTva: 180_000, totalTtc: 1_179_999 });
  });

  it('rounds a 15 % discount on the unit price, then multiplies', () => {
    expect(netUnitPrice(333_333, 15)).toBe(283_333);
    expect(lineTotal(3, 333_333, 15)).toBe(849_999);
    expect(documentTotals([{ quantity: 3, unitPrice: 333_333, discountPercent: 15 }], 18)).toEqual({
      totalHt: 849_999, totalTva: 153_000, totalTtc: 1_002_999,
    });
  });

  it('rounds half away from zero, exactly where floating point would not', () => {
    // 5 × 0,9 = 4,5 → 5; 1 005 × 10 % = 100,5 → 101; 201 × 0,5 % = 1,005 → 1 (1.005 * 100 is 100.4999… in binary).
    expect(netUnitPrice(5, 10)).toBe(5);
    expect(netUnitPrice(201, 99.5)).toBe(1);
    expect(taxOfTotal(1_005, 10)).toBe(101);
    expect(taxOfTotal(333, 18)).toBe(60);
    expect(taxOfTotal(2_550_000, 18)).toBe(459_000);
    expect(netUnitPrice(100_000, 12.5)).toBe(87_500);
    expect(taxOfTotal(1_000, 18.25)).toBe(183);
  });
});
