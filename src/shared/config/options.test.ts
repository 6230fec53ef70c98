import { describe, expect, it } from 'vitest';
import { labelling, labelOf, orderStatuses } from './options';

describe('labelling', () => {
  it('gives the generated list back as it is', () => {
    const list = [{ value: 'a', label: 'A' }, { value: 'b', label: 'B' }] as const;
    expect(labelling<'a' | 'b'>()(list)).toBe(list);
  });

  it('refuses to compile a list that misses a value or labels one the column refuses', () => {
    // @ts-expect-error 'b' has no label
    labelling<'a' | 'b'>()([{ value: 'a', label: 'A' }] as const);
    // @ts-expect-error the column allows no 'c'
    labelling<'a'>()([{ value: 'a', label: 'A' }, { value: 'c', label: 'C' }] as const);
    expect(true).toBe(true);
  });
});

describe('labelOf', () => {
  it('names a stored value, echoes an unknown one and leaves a missing one blank', () => {
    expect(labelOf(orderStatuses, 'confirmed')).toBe('En préparation');
    expect(labelOf(orderStatuses, 'lost')).toBe('lost');
    expect(labelOf(orderStatuses, null)).toBe('');
  });
});
