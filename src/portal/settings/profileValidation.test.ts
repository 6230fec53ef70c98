import { describe, expect, it } from 'vitest';
import { profileErrors } from './profileValidation';

describe('the profile form rules', () => {
  it('requires a name; phone and company are optional', () => {
    expect(profileErrors({ fullName: 'Awa', phone: '', company: '', ifu: '', rccm: '', department: '' })).toEqual({});
    expect(profileErrors({ fullName: ' ', phone: '', company: '', ifu: '', rccm: '', department: '' }).fullName).toBe('Le nom complet est requis');
  });

  it('accepts the phone formats the database accepts and refuses others', () => {
    expect(profileErrors({ fullName: 'Awa', phone: '+226 70 00 00 00', company: '', ifu: '', rccm: '', department: '' })).toEqual({});
    expect(profileErrors({ fullName: 'Awa', phone: 'appelez-moi', company: '', ifu: '', rccm: '', department: '' }).phone).toBe("Le numéro de téléphone n'est pas valide");
  });

  it('accepts an IFU as people type it and refuses one of another shape (decision 060)', () => {
    const base = { fullName: 'Awa', phone: '', company: 'Direction Générale du Budget', rccm: '', department: 'Service du matériel' };
    expect(profileErrors({ ...base, ifu: '0009 8765 b' })).toEqual({});
    expect(profileErrors({ ...base, ifu: '98765' }).ifu).toBe('L’IFU compte 8 chiffres suivis d’une lettre (par exemple 00012345A).');
  });
});
