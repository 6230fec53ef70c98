import { describe, expect, it } from 'vitest';
import { databaseRefusal } from './databaseRefusal';

describe('databaseRefusal', () => {
  it('shows our French message with the field its hint names', () => {
    expect(databaseRefusal({ message: 'Cette date est passée : veuillez choisir un jour à venir.', hint: 'field:date' }, 'Échec')).toEqual({
      message: 'Cette date est passée : veuillez choisir un jour à venir.',
      field: 'date',
    });
  });

  it('shows our French message without a field when the hint names none', () => {
    expect(databaseRefusal({ message: 'Ce rendez-vous a déjà été déplacé 3 fois en 24 heures.', hint: null }, 'Échec')).toEqual({
      message: 'Ce rendez-vous a déjà été déplacé 3 fois en 24 heures.',
    });
  });

  it('falls back for an English or missing message, whatever its hint', () => {
    expect(databaseRefusal({ message: 'duplicate key value violates unique constraint', hint: 'field:time' }, 'Échec')).toEqual({ message: 'Échec' });
    expect(databaseRefusal(new TypeError('Failed to fetch'), 'Échec')).toEqual({ message: 'Échec' });
    expect(databaseRefusal(undefined, 'Échec')).toEqual({ message: 'Échec' });
  });
});
