import { describe, expect, it } from 'vitest';
import { prepareProduct } from './productTransform';

describe('prepareProduct', () => {
  it('saves an edited product without the search text the database computes, which it would refuse', () => {
    const edited = { id: 'p1', name: 'Écran Dell 27 pouces', slug: '', features: [' USB-C ', ''], search_text: 'ecran dell 27 pouces ', price: 150000 };
    expect(prepareProduct(edited)).toEqual({ id: 'p1', name: 'Écran Dell 27 pouces', slug: 'ecran-dell-27-pouces', features: ['USB-C'], price: 150000 });
  });
});
