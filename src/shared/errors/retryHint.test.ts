import { describe, expect, it } from 'vitest';
import { readRetryHint, retryHint } from './retryHint';

describe('the wait carried by a 429', () => {
  it('reads back what the server wrote', () => {
    expect(readRetryHint(retryHint(417))).toBe(417);
  });
  it('reads nothing from another hint', () => {
    expect(readRetryHint('Retry later')).toBeUndefined();
    expect(readRetryHint(null)).toBeUndefined();
  });
});
