import { describe, expect, it } from 'vitest';
import { databaseRefusal } from './databaseRefusal';

describe('databaseRefusal', () => {
  it('shows our French message with the field its hint names', () => {
    expect(databaseRefusal({ code: '22008', message: 'Cette date est passée : veuillez choisir un jour à venir.', hint: 'field:date' }, 'Échec')).toEqual({
      message: 'Cette date est passée : veuillez choisir un jour à venir.',
      field: 'date',
    });
  });

  it('shows our French message without a field when the hint names none', () => {
    expect(databaseRefusal({ code: 'P0001', message: 'Ce rendez-vous a déjà été déplacé 3 fois en 24 heures.', hint: null }, 'Échec')).toEqual({
      message: 'Ce rendez-vous a déjà été déplacé 3 fois en 24 heures.',
    });
  });

  it('shows a refusal without accents, raised on purpose, as written', () => {
    const message = 'Vous pouvez seulement annuler un rendez-vous encore en attente.';
    expect(databaseRefusal({ code: '42501', message, hint: null }, 'Échec')).toEqual({ message });
  });

  it('falls back for an English or missing message, or an internal error', () => {
    expect(databaseRefusal({ code: '23505', message: 'duplicate key value violates unique constraint', hint: null }, 'Échec')).toEqual({ message: 'Échec' });
    expect(databaseRefusal({ code: 'PGRST000', message: 'Erreur interne du serveur', hint: null }, 'Échec')).toEqual({ message: 'Échec' });
    expect(databaseRefusal(new TypeError('Failed to fetch'), 'Échec')).toEqual({ message: 'Échec' });
    expect(databaseRefusal(undefined, 'Échec')).toEqual({ message: 'Échec' });
  });
});
