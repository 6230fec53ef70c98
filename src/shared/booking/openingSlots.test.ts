import { describe, expect, it } from 'vitest';
import { openingSlots } from './openingSlots';

const weekdays = [1, 2, 3, 4, 5].flatMap((day) => [
  { day, opens: '08:00', closes: '12:00' },
  { day, opens: '14:00', closes: '18:00' },
]);
const hours = [...weekdays, { day: 6, opens: '09:00', closes: '12:00' }];

describe('the slots of the opening hours, without the database', () => {
  it('lists the half hours of each period of that weekday', () => {
    // 2030-01-07 is a Monday, 2030-01-12 a Saturday, 2030-01-13 a Sunday.
    const monday = openingSlots('2030-01-07', hours, new Date('2030-01-01T10:00:00Z'));
    expect(monday.slice(0, 3)).toEqual(['08:00', '08:30', '09:00']);
    expect(monday).toContain('11:30');
    expect(monday).not.toContain('12:00');
    expect(monday.at(-1)).toBe('17:30');
    expect(monday).toHaveLength(16);
    expect(openingSlots('2030-01-12', hours, new Date('2030-01-01T10:00:00Z'))).toEqual(['09:00', '09:30', '10:00', '10:30', '11:00', '11:30']);
    expect(openingSlots('2030-01-13', hours, new Date('2030-01-01T10:00:00Z'))).toEqual([]);
  });

  it('leaves out the times already past, and past days', () => {
    expect(openingSlots('2030-01-07', hours, new Date('2030-01-07T16:40:00Z'))).toEqual(['17:00', '17:30']);
    expect(openingSlots('2030-01-07', hours, new Date('2030-01-08T08:00:00Z'))).toEqual([]);
  });
});
