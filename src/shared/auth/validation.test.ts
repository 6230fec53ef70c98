import { describe, expect, it } from 'vitest';
import { loginError, newPasswordErrors, registrationErrors, type RegistrationInput } from './validation';

const valid: RegistrationInput = {
  fullName: 'Awa Ouédraogo',
  email: 'awa@example.bf',
  password: 'motdepasse8',
  passwordConfirmation: 'motdepasse8',
  acceptTerms: true,
};

describe('registration rules (SPEC.md §5)', () => {
  it('accepts a complete form', () => {
    expect(registrationErrors(valid)).toEqual({});
  });

  it('names every missing field in French', () => {
    expect(registrationErrors({ fullName: '  ', email: '', password: '', passwordConfirmation: '', acceptTerms: false })).toEqual({
      fullName: 'Le nom complet est requis',
      email: "L'adresse e-mail est requise",
      password: 'Le mot de passe est requis',
      passwordConfirmation: 'La confirmation du mot de passe est requise',
      acceptTerms: "Vous devez accepter les conditions d'utilisation",
    });
  });

  it('refuses a malformed e-mail, a short password and a different confirmation', () => {
    const errors = registrationErrors({ ...valid, email: 'awa@example', password: 'court', passwordConfirmation: 'autre' });
    expect(errors.email).toBe("L'adresse e-mail n'est pas valide");
    expect(errors.password).toBe('Le mot de passe doit contenir au moins 8 caractères');
    expect(errors.passwordConfirmation).toBe('Les mots de passe ne correspondent pas');
  });

  it('counts exactly 8 characters as long enough', () => {
    expect(newPasswordErrors({ password: '12345678', passwordConfirmation: '12345678' })).toEqual({});
    expect(newPasswordErrors({ password: '1234567', passwordConfirmation: '1234567' }).password).toBeDefined();
  });
});

describe('login rule', () => {
  it('asks for both fields', () => {
    expect(loginError({ email: '', password: 'x' })).toBe('Veuillez remplir tous les champs');
    expect(loginError({ email: 'a@b.bf', password: '' })).toBe('Veuillez remplir tous les champs');
    expect(loginError({ email: '   ', password: 'secret' })).toBe('Veuillez remplir tous les champs');
    expect(loginError({ email: 'a@b.bf', password: 'secret' })).toBeUndefined();
  });
});
