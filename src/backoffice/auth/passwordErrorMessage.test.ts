import { describe, expect, it } from 'vitest';
import { frMessages } from '../i18n/fr';
import { passwordErrorMessage } from './passwordErrorMessage';

/** The French text a message key leads to in the back-office catalogue. */
function textOf(key: string): unknown {
  return key.split('.').slice(1).reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], frMessages.backoffice);
}

describe('a refused new password in the back-office', () => {
  it.each([
    [{ code: 'weak_password', message: 'Password should be at least 8 characters.' }, 'Ce mot de passe est trop faible. Choisissez-en un plus long ou plus varié.'],
    [{ code: 'same_password', message: 'New password should be different from the old password.' }, 'Le nouveau mot de passe doit être différent de l’ancien.'],
    [{ code: 'unexpected_failure', message: 'Database error' }, 'L’opération a échoué. Veuillez réessayer.'],
  ])('is told in French (%o)', (error, text) => {
    expect(textOf(passwordErrorMessage(error))).toBe(text);
  });
});
