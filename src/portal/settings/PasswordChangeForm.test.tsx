// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AuthFailure, toAuthFailure } from '../../shared/auth/authFailure';
import type { AuthState } from '../../shared/auth/types';

const auth = vi.hoisted(() => ({ current: {} as Partial<AuthState> }));
vi.mock('../../shared/auth/AuthProvider', () => ({ useAuth: () => auth.current }));

const { default: PasswordChangeForm } = await import('./PasswordChangeForm');

/** What supabase-js returns for GoTrue's answer to a second code within the minute, as authActions throws it. */
const secondCodeTooSoon = () =>
  toAuthFailure({
    name: 'AuthApiError',
    status: 429,
    code: 'over_email_send_rate_limit',
    message: 'For security purposes, you can only request this after 42 seconds.',
  });

const waitMessage = "Un code vous a été envoyé il y a moins d'une minute ; vous pourrez en demander un autre dans 42 s.";

async function askForNewPassword() {
  const user = userEvent.setup();
  render(<PasswordChangeForm />);
  await user.type(screen.getByLabelText(/^Nouveau mot de passe/), 'nouveau-mot-de-passe-1');
  await user.type(screen.getByLabelText(/Confirmer le nouveau mot de passe/), 'nouveau-mot-de-passe-1');
  await user.click(screen.getByRole('button', { name: 'Changer le mot de passe' }));
  await screen.findByRole('button', { name: 'Recevoir un code par e-mail' });
  return user;
}

describe('portal password change: asking for the e-mailed code again within the minute', () => {
  beforeEach(() => {
    auth.current = {
      user: { id: 'u1', email: 'awa@example.bf' },
      updatePassword: vi.fn(async (_password: string, nonce?: string) => {
        if (!nonce) throw new AuthFailure('reauthentication-needed');
      }),
      requestReauthenticationCode: vi.fn(async () => undefined),
    };
  });
  afterEach(cleanup);

  it('keeps the code field and what was typed, and says when another code may be asked for', async () => {
    // The first tap sends a code; the second, within the minute, gets GoTrue's 429.
    auth.current.requestReauthenticationCode = vi.fn().mockResolvedValueOnce(undefined).mockRejectedValueOnce(secondCodeTooSoon());
    const user = await askForNewPassword();
    await user.click(screen.getByRole('button', { name: 'Recevoir un code par e-mail' }));
    await user.type(await screen.findByLabelText(/Code reçu par e-mail/), '123');
    await user.click(screen.getByRole('button', { name: 'Recevoir un code par e-mail' }));

    expect(await screen.findByText(waitMessage)).toBeTruthy();
    expect(screen.queryByText(/Trop de tentatives/)).toBeNull();
    const field = screen.getByLabelText<HTMLInputElement>(/Code reçu par e-mail/);
    expect(field.value).toBe('123');
    await user.type(field, '456');
    await user.click(screen.getByRole('button', { name: 'Changer le mot de passe' }));
    expect(auth.current.updatePassword).toHaveBeenLastCalledWith('nouveau-mot-de-passe-1', '123456');
  });

  it('shows the field after a reload, when the code sent before it is refused a second time', async () => {
    auth.current.requestReauthenticationCode = vi.fn(async () => {
      throw secondCodeTooSoon();
    });
    const user = await askForNewPassword();
    await user.click(screen.getByRole('button', { name: 'Recevoir un code par e-mail' }));
    expect(await screen.findByText(waitMessage)).toBeTruthy();
    expect(screen.getByLabelText(/Code reçu par e-mail/)).toBeTruthy();
  });
});
