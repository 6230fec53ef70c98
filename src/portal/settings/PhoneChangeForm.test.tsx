// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toAuthFailure } from '../../shared/auth/authFailure';
import type { AuthState } from '../../shared/auth/types';

const auth = vi.hoisted(() => ({ current: {} as Partial<AuthState> }));
vi.mock('../../shared/auth/AuthProvider', () => ({ useAuth: () => auth.current }));

const { default: PhoneChangeForm } = await import('./PhoneChangeForm');

const wrongCode = () => toAuthFailure({ name: 'AuthApiError', status: 403, code: 'otp_expired', message: 'Token has expired or is invalid' });
const numberTaken = () => toAuthFailure({ name: 'AuthApiError', status: 422, code: 'phone_exists', message: 'A user with this phone number has already been registered' });

describe('portal settings: the account’s phone number', () => {
  beforeEach(() => {
    auth.current = {
      user: { id: 'u1', email: 'awa@example.bf', phone: '', phoneConfirmed: false, pendingPhone: '' },
      updatePhone: vi.fn(async () => undefined),
      verifyPhoneChange: vi.fn(async () => undefined),
    };
  });
  afterEach(cleanup);

  it('adds a number: a code is sent to it by SMS, then typed back to confirm it', async () => {
    const user = userEvent.setup();
    render(<PhoneChangeForm />);
    expect(screen.getByText('Aucun numéro pour le moment.')).toBeTruthy();
    const field = screen.getByLabelText<HTMLInputElement>(/Numéro de téléphone/, { selector: 'input' });
    expect([field.type, field.autocomplete]).toEqual(['tel', 'tel']);
    await user.type(field, '70 12 34 56');
    await user.click(screen.getByRole('button', { name: 'Recevoir un code par SMS' }));
    expect(auth.current.updatePhone).toHaveBeenCalledWith('+22670123456');

    expect((await screen.findByRole('status')).textContent).toBe('Un code à 6 chiffres a été envoyé par SMS au +226 70 12 34 56. Il est valable 5 minutes.');
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Renvoyer le code (60 s)' }).disabled).toBe(true);
    await user.type(screen.getByLabelText(/Code reçu par SMS/), '654321');
    await user.click(screen.getByRole('button', { name: 'Confirmer le numéro' }));
    expect(auth.current.verifyPhoneChange).toHaveBeenCalledWith('+22670123456', '654321');
    expect((await screen.findByRole('status')).textContent).toBe('Votre numéro +226 70 12 34 56 est confirmé : vous pouvez vous connecter avec lui.');
    expect(screen.queryByLabelText(/Code reçu par SMS/)).toBeNull();
  });

  it('shows the current number as confirmed, and refuses the same one again', async () => {
    auth.current.user = { id: 'u1', email: 'awa@example.bf', phone: '+22670123456', phoneConfirmed: true, pendingPhone: '' };
    const user = userEvent.setup();
    render(<PhoneChangeForm />);
    expect(screen.getByText(/Numéro actuel : \+226 70 12 34 56/).textContent).toContain('confirmé');
    await user.type(screen.getByLabelText(/Nouveau numéro/), '+226 70123456');
    await user.click(screen.getByRole('button', { name: 'Recevoir un code par SMS' }));
    expect(screen.getByText("C'est déjà votre numéro")).toBeTruthy();
    expect(auth.current.updatePhone).not.toHaveBeenCalled();
  });

  it('asks for the code of a number still waiting for it after a reload', async () => {
    auth.current.user = { id: 'u1', email: 'awa@example.bf', phone: '', phoneConfirmed: false, pendingPhone: '+22676000001' };
    const user = userEvent.setup();
    render(<PhoneChangeForm />);
    await user.type(screen.getByLabelText(/Code reçu par SMS/), '111111');
    await user.click(screen.getByRole('button', { name: 'Confirmer le numéro' }));
    expect(auth.current.verifyPhoneChange).toHaveBeenCalledWith('+22676000001', '111111');
  });

  it('explains a wrong code and a number already used by another account', async () => {
    auth.current.verifyPhoneChange = vi.fn(async () => {
      throw wrongCode();
    });
    const user = userEvent.setup();
    render(<PhoneChangeForm />);
    await user.type(screen.getByLabelText(/Numéro de téléphone/, { selector: 'input' }), '70 12 34 56');
    await user.click(screen.getByRole('button', { name: 'Recevoir un code par SMS' }));
    await user.type(await screen.findByLabelText(/Code reçu par SMS/), '000000');
    await user.click(screen.getByRole('button', { name: 'Confirmer le numéro' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Ce code est incorrect ou a expiré. Vérifiez-le ou demandez-en un nouveau.');

    await user.click(screen.getByRole('button', { name: 'Changer de numéro' }));
    auth.current.updatePhone = vi.fn(async () => {
      throw numberTaken();
    });
    await user.clear(screen.getByLabelText(/Numéro de téléphone/, { selector: 'input' }));
    await user.type(screen.getByLabelText(/Numéro de téléphone/, { selector: 'input' }), '76 00 00 02');
    await user.click(screen.getByRole('button', { name: 'Recevoir un code par SMS' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Ce numéro de téléphone est déjà celui d’un autre compte.');
  });
});
