import { describe, expect, it } from 'vitest';
import { readFieldRefusal } from './fieldError';

describe('readFieldRefusal', () => {
  it('reads the field from the hint and keeps the French message', () => {
    expect(readFieldRefusal({ hint: 'field:phone', message: 'Le numéro de téléphone n’est pas valide.' })).toEqual({
      field: 'phone',
      message: 'Le numéro de téléphone n’est pas valide.',
    });
  });

  it('ignores other hints and errors without one', () => {
    expect(readFieldRefusal({ hint: 'Retry in 30 s', message: 'Trop de demandes' })).toBeUndefined();
    expect(readFieldRefusal({ hint: null, message: 'Erreur' })).toBeUndefined();
    expect(readFieldRefusal(null)).toBeUndefined();
  });
});
