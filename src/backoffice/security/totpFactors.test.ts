import { describe, expect, it } from 'vitest';
import { cleanCode, qrCodeImageSource } from './totpFactors';

describe('second-factor helpers', () => {
  it('re-encodes the SVG so that its colours do not cut the data address short', () => {
    const source = qrCodeImageSource('data:image/svg+xml;utf-8,<svg fill="#fff"></svg>');
    expect(source).toBe('data:image/svg+xml;charset=utf-8,%3Csvg%20fill%3D%22%23fff%22%3E%3C%2Fsvg%3E');
  });

  it('keeps six digits of what was typed or pasted', () => {
    expect(cleanCode('123 456')).toBe('123456');
    expect(cleanCode('12-34-56-78')).toBe('123456');
    expect(cleanCode('abc')).toBe('');
  });
});
