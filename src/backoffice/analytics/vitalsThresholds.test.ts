import { describe, expect, it } from 'vitest';
import { formatVital, rateVital } from './vitalsThresholds';

const plain = (text: string) => text.replace(/\s/g, ' ');

describe('Web Vitals against Google’s thresholds', () => {
  it('rates a p75 good up to the first threshold, poor above the second', () => {
    expect(rateVital('LCP', 2500)).toBe('good');
    expect(rateVital('LCP', 2501)).toBe('needs_improvement');
    expect(rateVital('LCP', 4000)).toBe('needs_improvement');
    expect(rateVital('LCP', 4001)).toBe('poor');
    expect(rateVital('INP', 200)).toBe('good');
    expect(rateVital('INP', 500)).toBe('needs_improvement');
    expect(rateVital('INP', 501)).toBe('poor');
    expect(rateVital('CLS', 0.1)).toBe('good');
    expect(rateVital('CLS', 0.25)).toBe('needs_improvement');
    expect(rateVital('CLS', 0.26)).toBe('poor');
  });

  it('writes each in its French unit', () => {
    expect(plain(formatVital('LCP', 2450))).toBe('2,45 s');
    expect(plain(formatVital('INP', 183.4))).toBe('183 ms');
    expect(plain(formatVital('CLS', 0.1234))).toBe('0,123');
  });
});
