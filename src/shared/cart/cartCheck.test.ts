import { describe, expect, it } from 'vitest';
import { checkCartLines } from './cartCheck';

const macbook = { id: 'p1', name: 'MacBook Pro 14', price: 1_450_000, in_stock: true };

describe('a cart checked against the database', () => {
  it('shows the database’s price, not the one kept (or typed) on the device, and says it changed', () => {
    const { lines, changes } = checkCartLines([{ id: 'p1', name: 'MacBook Pro 14', price: 1, quantity: 2, image: null }], [macbook]);
    expect(lines).toEqual([{ id: 'p1', name: 'MacBook Pro 14', price: 1_450_000, quantity: 2, image: null }]);
    expect(changes).toEqual([{ kind: 'price', name: 'MacBook Pro 14', from: 1, to: 1_450_000 }]);
  });

  it('keeps a line the company no longer sells, saying so, and one out of stock', () => {
    const gone = { id: 'p2', name: 'Ancien modèle', price: 10_000, quantity: 1, image: null };
    const line = { id: 'p1', name: 'MacBook Pro 14', price: 1_450_000, quantity: 1, image: null };
    const { lines, changes } = checkCartLines([gone, line], [{ ...macbook, in_stock: false }]);
    expect(lines).toEqual([gone, line]);
    expect(changes).toEqual([
      { kind: 'unavailable', id: 'p2', name: 'Ancien modèle' },
      { kind: 'out-of-stock', id: 'p1', name: 'MacBook Pro 14' },
    ]);
  });

  it('changes nothing when the device agrees with the database', () => {
    const line = { id: 'p1', name: 'MacBook Pro 14', price: 1_450_000, quantity: 1, image: null };
    const { lines, changes } = checkCartLines([line], [macbook]);
    expect(lines[0]).toBe(line);
    expect(changes).toEqual([]);
  });
});
