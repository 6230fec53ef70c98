import { describe, expect, it } from 'vitest';
import { findBackReference } from './patternLimits';

describe('findBackReference', () => {
  it.each([
    ['(a)\\1', '\\1'],
    ['(.*)(.*)\\2\\1x', '\\2'],
    ['(?<n>a)\\k<n>', '\\k'],
    ['[a]\\9', '\\9'],
    ['[]]\\3', '\\3'],
  ])('finds the back-reference in %s', (pattern, found) => {
    expect(findBackReference(pattern)).toBe(found);
  });

  it.each(['^Bien', '\\d+\\.\\w', '\\\\1', '[\\1]', '[^]\\2]', 'a{1,3}[0-9]'])('finds none in %s', (pattern) => {
    expect(findBackReference(pattern)).toBeUndefined();
  });
});
