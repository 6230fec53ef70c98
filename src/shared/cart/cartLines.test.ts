import { describe, expect, it } from 'vitest';
import { addLine, countItems, parseStoredCart, removeLine, setLineQuantity, subtotalOf, taxOf } from './cartLines';

const laptop = { id: 'p1', name: 'MacBook Air', price: 650000, image: null };
const server = { id: 'p2', name: 'Serveur', price: 1250000, image: null };

describe('cart rules (SPEC.md §4)', () => {
  it('appends a new item with quantity 1, raises a present one by 1', () => {
    let lines = addLine([], laptop);
    expect(lines).toEqual([{ ...laptop, quantity: 1 }]);
    lines = addLine(lines, server);
    lines = addLine(lines, laptop);
    expect(lines.map((line) => [line.id, line.quantity])).toEqual([['p1', 2], ['p2', 1]]);
  });
  it('removes a line', () => {
    expect(removeLine(addLine(addLine([], laptop), server), 'p1').map((line) => line.id)).toEqual(['p2']);
  });
  it('sets a quantity, and removes the line at 0 or below', () => {
    const lines = addLine(addLine([], laptop), server);
    expect(setLineQuantity(lines, 'p2', 5).find((line) => line.id === 'p2')?.quantity).toBe(5);
    expect(setLineQuantity(lines, 'p2', 0).map((line) => line.id)).toEqual(['p1']);
    expect(setLineQuantity(lines, 'p1', -3).map((line) => line.id)).toEqual(['p2']);
  });
  it('counts items and prices in FCFA, with TVA rounded to the franc', () => {
    const lines = setLineQuantity(addLine(addLine([], laptop), server), 'p1', 2);
    expect(countItems(lines)).toBe(3);
    expect(subtotalOf(lines)).toBe(2550000);
    expect(taxOf(2550000, 18)).toBe(459000);
    expect(taxOf(333, 18)).toBe(60);
  });
  it('ignores a damaged or tampered stored cart', () => {
    expect(parseStoredCart(null)).toEqual([]);
    expect(parseStoredCart('{not json')).toEqual([]);
    expect(parseStoredCart('{"id":"p1"}')).toEqual([]);
    expect(parseStoredCart(JSON.stringify([{ ...laptop, quantity: 2 }, { id: 'x', name: 'bad', price: 'free', quantity: 1 }, { ...server, quantity: 0 }]))).toEqual([
      { ...laptop, quantity: 2 },
    ]);
  });
});
