import { describe, expect, it } from 'vitest';
import { nextRetryDelayMs, retryDelaysMs } from './retryDelays';

describe('the delay before the queue sends again', () => {
  it('doubles from two seconds and stops growing at a minute', () => {
    const delays: number[] = [retryDelaysMs.first];
    for (let pass = 0; pass < 7; pass += 1) delays.push(nextRetryDelayMs(delays.at(-1)!));
    expect(delays).toEqual([2_000, 4_000, 8_000, 16_000, 32_000, 60_000, 60_000, 60_000]);
  });
});
