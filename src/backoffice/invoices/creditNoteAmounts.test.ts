import { describe, expect, it } from 'vitest';
import { creditableHt, creditNoteAmounts } from './creditNoteAmounts';

const invoice = { total_ht: 999_999, total_tva: 180_000, tax_rate: 18 };

describe('what a credit note will amount to (as issue_credit_note computes it)', () => {
  it('cancels the whole rest with exactly the TVA not yet credited', () => {
    expect(creditNoteAmounts(invoice, [], null)).toEqual({ ht: 999_999, tva: 180_000, ttc: 1_179_999 });
    const after = [{ total_ht: 333_333, total_tva: 60_000 }];
    expect(creditableHt(invoice, after)).toBe(666_666);
    expect(creditNoteAmounts(invoice, after, null)).toEqual({ ht: 666_666, tva: 120_000, ttc: 786_666 });
    // Typing the whole rest is the same as asking for it.
    expect(creditNoteAmounts(invoice, after, 666_666)).toEqual({ ht: 666_666, tva: 120_000, ttc: 786_666 });
  });

  it('takes the TVA of a part, rounded to the franc and never past what is left', () => {
    // 333 333 × 18 % = 59 999,94 → 60 000.
    expect(creditNoteAmounts(invoice, [], 333_333)).toEqual({ ht: 333_333, tva: 60_000, ttc: 393_333 });
    expect(creditNoteAmounts(invoice, [{ total_ht: 999_000, total_tva: 179_990 }], 998)).toEqual({ ht: 998, tva: 10, ttc: 1_008 });
  });
});
