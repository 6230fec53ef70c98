import { describe, expect, it } from 'vitest';
import { shippingWording } from './shippingWording';

describe('shippingWording', () => {
  it('promises free delivery only for an address in Ouagadougou, or before any address (issue 46)', () => {
    expect(shippingWording()).toBe('Gratuite à Ouagadougou');
    expect(shippingWording('Secteur 15, OUAGADOUGOU')).toBe('Gratuite à Ouagadougou');
    expect(shippingWording('Ouaga 2000, villa 12')).toBe('Gratuite à Ouagadougou');
    expect(shippingWording('Quartier Koko, Bobo-Dioulasso')).toBe('Hors Ouagadougou : fixée avec vous à la confirmation');
  });
});
