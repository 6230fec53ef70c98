import { describe, expect, it } from 'vitest';
import { timeoutMs } from './runAs';

describe('statement_timeout as set on a role', () => {
  it('reads the units PostgreSQL accepts, a bare number being milliseconds', () => {
    expect(timeoutMs('3s')).toBe(3000);
    expect(timeoutMs('8s')).toBe(8000);
    expect(timeoutMs('500')).toBe(500);
    expect(timeoutMs('250ms')).toBe(250);
    expect(timeoutMs('1min')).toBe(60_000);
  });

  it('treats 0 and what it cannot read as no limit', () => {
    expect(timeoutMs('0')).toBeUndefined();
    expect(timeoutMs('soon')).toBeUndefined();
  });
});
