// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toAuthFailure } from '../../../../shared/auth/authFailure';
import type { AuthState } from '../../../../shared/auth/types';

const auth = vi.hoisted(() => ({ current: {} as Partial<AuthState> }));
vi.mock('../../../../shared/auth/AuthProvider', () => ({ useAuth: () => auth.current }));

const { default: LoginPage } = await import('../LoginPage');
const { default: RegisterPage } = await import('../RegisterPage');

/** GoTrue's answers as supabase-js gives them, turned into what authActions throws. */
const gotrue = {
  tooSoon: (seconds: number) =>
    toAuthFailure({ name: 'AuthApiError', status: 429, code: 'over_sms_send_rate_limit', message: `For security purposes, you can only request this after ${seconds} seconds.` }),
  wrongCode: () => toAuthFailure({ name: 'AuthApiError', status: 403, code: 'otp_expired', message: 'Token has expired or is invalid' }),
  badNumber: () => toAuthFailure({ name: 'AuthApiError', status: 400, code: 'validation_failed', message: 'Invalid phone number format (E.164 required)' }),
  tooManyTries: () => toAuthFailure({ name: 'AuthApiError', status: 429, code: 'over_request_rate_limit', message: 'Request rate limit reached' }),
  dailyCeiling: () => toAuthFailure({ name: 'AuthApiError', status: 429, code: 'over_sms_send_rate_limit', message: 'SMS rate limit exceeded' }),
};

function show(page: 'login' | 'register' = 'login') {
  render(
    <MemoryRouter initialEntries={[`/${page}`]}>
      <Routes>
        <Route path="/login" element={<LoginPage />} />
        <Route path="/register" element={<RegisterPage />} />
      </Routes>
    </MemoryRouter>,
  );
  return userEvent.setup();
}

async function askForCode(user: ReturnType<typeof userEvent.setup>, number = '70 12 34 56', channel = 'Recevoir le code par SMS') {
  await user.click(screen.getByRole('button', { name: 'Se connecter avec mon numéro' }));
  await user.type(screen.getByLabelText(/Numéro de téléphone/), number);
  await user.click(screen.getByLabelText(channel));
  await user.click(screen.getByRole('button', { name: 'Recevoir le code' }));
}

describe('« Se connecter avec mon numéro »', () => {
  beforeEach(() => {
    auth.current = {
      loading: false,
      user: null,
      isAdmin: false,
      sendPhoneCode: vi.fn(async () => undefined),
      verifyPhoneCode: vi.fn(async () => ({ isAdmin: false })),
    };
  });
  afterEach(cleanup);

  it('offers a tel field with its hint and the two channels, and refuses a malformed number before calling the server', async () => {
    const user = show();
    await user.click(screen.getByRole('button', { name: 'Se connecter avec mon numéro' }));
    const field = screen.getByLabelText<HTMLInputElement>(/Numéro de téléphone/);
    expect([field.type, field.inputMode, field.autocomplete]).toEqual(['tel', 'tel', 'tel']);
    expect(screen.getByText(/ex\. 70 12 34 56/)).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Recevoir le code' })).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('Recevoir le code par SMS').checked).toBe(true);

    await user.type(field, '70 12 34');
    await user.click(screen.getByRole('button', { name: 'Recevoir le code' }));
    expect(screen.getByText(/Ce numéro de téléphone n’est pas valide/)).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(auth.current.sendPhoneCode).not.toHaveBeenCalled();
  });

  it('sends the number in E.164 (+226 by default) by WhatsApp, then signs in with the 6-digit code', async () => {
    const user = show();
    await askForCode(user, '70 12 34 56', 'Recevoir le code par WhatsApp');
    expect(auth.current.sendPhoneCode).toHaveBeenCalledWith({ phone: '+22670123456', channel: 'whatsapp', remember: false });

    expect((await screen.findByRole('status')).textContent).toBe(
      'Nous avons envoyé un code à 6 chiffres sur WhatsApp au +226 70 12 34 56. Il est valable 5 minutes.',
    );
    const code = screen.getByLabelText<HTMLInputElement>(/Code à 6 chiffres/);
    expect([code.inputMode, code.autocomplete]).toEqual(['numeric', 'one-time-code']);
    expect(document.activeElement).toBe(code);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: /Renvoyer le code \(60 s\)/ }).disabled).toBe(true);

    await user.type(code, '12 34 56');
    await user.click(screen.getByRole('button', { name: 'Se connecter' }));
    expect(auth.current.verifyPhoneCode).toHaveBeenCalledWith('+22670123456', '123456');
  });

  it.each([
    ['a wrong or expired code', gotrue.wrongCode, 'Ce code est incorrect ou a expiré. Vérifiez-le ou demandez-en un nouveau.'],
    ['too many tries', gotrue.tooManyTries, 'Trop de tentatives. Veuillez patienter quelques minutes avant de réessayer.'],
  ])('explains %s in French and keeps the code step', async (_case, failure, message) => {
    auth.current.verifyPhoneCode = vi.fn(async () => {
      throw failure();
    });
    const user = show();
    await askForCode(user);
    await user.type(await screen.findByLabelText(/Code à 6 chiffres/), '000000');
    await user.click(screen.getByRole('button', { name: 'Se connecter' }));
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect(screen.getByLabelText(/Code à 6 chiffres/)).toBeTruthy();
  });

  it('asks for six digits before calling the server', async () => {
    const user = show();
    await askForCode(user);
    await user.type(await screen.findByLabelText(/Code à 6 chiffres/), '123');
    await user.click(screen.getByRole('button', { name: 'Se connecter' }));
    expect(screen.getByText('Saisissez le code à 6 chiffres reçu')).toBeTruthy();
    expect(auth.current.verifyPhoneCode).not.toHaveBeenCalled();
  });

  it.each([
    ['a number the server refuses', gotrue.badNumber, /Ce numéro de téléphone n’est pas valide/],
    ['the site’s daily SMS ceiling', gotrue.dailyCeiling, /Trop de tentatives/],
  ])('stays on the number step for %s', async (_case, failure, message) => {
    auth.current.sendPhoneCode = vi.fn(async () => {
      throw failure();
    });
    const user = show();
    await askForCode(user, '+226 70 12 34 56');
    expect((await screen.findByRole('alert')).textContent).toMatch(message);
    expect(screen.queryByLabelText(/Code à 6 chiffres/)).toBeNull();
  });

  it('goes to the code when one was sent less than a minute ago, counts the wait down, then sends another', async () => {
    auth.current.sendPhoneCode = vi.fn().mockRejectedValueOnce(gotrue.tooSoon(2)).mockResolvedValueOnce(undefined);
    const user = show();
    await askForCode(user);
    expect((await screen.findByRole('status')).textContent).toBe(
      "Un code vous a été envoyé il y a moins d'une minute ; vous pourrez en demander un autre dans 2 s.",
    );
    expect(screen.getByRole<HTMLButtonElement>('button', { name: /Renvoyer le code \(\d s\)/ }).disabled).toBe(true);

    const resend = await screen.findByRole<HTMLButtonElement>('button', { name: 'Renvoyer le code' }, { timeout: 4000 });
    expect(resend.disabled).toBe(false);
    await user.click(resend);
    expect(auth.current.sendPhoneCode).toHaveBeenCalledTimes(2);
    expect((await screen.findByText('Un nouveau code a été envoyé au +226 70 12 34 56.')).getAttribute('role')).toBe('status');
    expect(screen.getByRole<HTMLButtonElement>('button', { name: /Renvoyer le code \(60 s\)/ }).disabled).toBe(true);
  });

  it('« Changer de numéro » comes back to the number, still typed', async () => {
    const user = show();
    await askForCode(user);
    await user.click(await screen.findByRole('button', { name: 'Changer de numéro' }));
    expect(screen.getByLabelText<HTMLInputElement>(/Numéro de téléphone/).value).toBe('70 12 34 56');
  });

  it('on /register, asks the name and the terms, and gives the name to the new account', async () => {
    const user = show('register');
    await user.click(screen.getByRole('button', { name: 'Créer mon compte avec mon numéro' }));
    await user.type(screen.getByLabelText(/Numéro de téléphone/), '76 00 00 01');
    await user.click(screen.getByRole('button', { name: 'Recevoir le code' }));
    expect(screen.getByText('Le nom complet est requis')).toBeTruthy();
    expect(screen.getByText("Vous devez accepter les conditions d'utilisation")).toBeTruthy();
    expect(auth.current.sendPhoneCode).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText(/Nom complet/), 'Issa Kaboré');
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Recevoir le code' }));
    expect(auth.current.sendPhoneCode).toHaveBeenCalledWith({ phone: '+22676000001', channel: 'sms', remember: false, fullName: 'Issa Kaboré' });
    expect(await screen.findByLabelText(/Code à 6 chiffres/)).toBeTruthy();
  });
});
