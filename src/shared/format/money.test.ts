import { describe, expect, it } from 'vitest';
import { formatFcfa } from './money';

/** Intl's spaces are no-break ones; compare with plain spaces so the test reads like the page. */
const plain = (text: string) => text.replace(/[\u202f\u00a0]/g, ' ');

describe('formatFcfa', () => {
  it('groups thousands and appends FCFA', () => {
    expect(plain(formatFcfa(650000))).toBe('650 000 FCFA');
    expect(plain(formatFcfa(1250000))).toBe('1 250 000 FCFA');
    expect(plain(formatFcfa(0))).toBe('0 FCFA');
  });
  it('never shows decimals', () => {
    expect(plain(formatFcfa(117000.4))).toBe('117 000 FCFA');
  });
  it('does not break the line inside an amount', () => {
    expect(formatFcfa(650000)).not.toContain(' ');
  });
});
