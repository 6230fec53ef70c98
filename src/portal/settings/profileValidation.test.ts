import { describe, expect, it } from 'vitest';
import { profileErrors } from './profileValidation';

describe('the profile form rules', () => {
  it('requires a name; phone and company are optional', () => {
    expect(profileErrors({ fullName: 'Awa', phone: '', company: '' })).toEqual({});
    expect(profileErrors({ fullName: ' ', phone: '', company: '' }).fullName).toBe('Le nom complet est requis');
  });

  it('accepts the phone formats the database accepts and refuses others', () => {
    expect(profileErrors({ fullName: 'Awa', phone: '+226 70 00 00 00', company: '' })).toEqual({});
    expect(profileErrors({ fullName: 'Awa', phone: 'appelez-moi', company: '' }).phone).toBe("Le numéro de téléphone n'est pas valide");
  });
});
