// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AuthFailure } from '../../../shared/auth/authFailure';
import type { AuthState } from '../../../shared/auth/types';

const auth = vi.hoisted(() => ({ current: {} as Partial<AuthState> }));
vi.mock('../../../shared/auth/AuthProvider', () => ({ useAuth: () => auth.current }));

const { default: RegisterPage } = await import('./RegisterPage');

function show(entry = '/register') {
  render(
    <MemoryRouter initialEntries={[entry]}>
      <Routes>
        <Route path="/register" element={<RegisterPage />} />
        <Route path="/dashboard" element={<p>Tableau de bord</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

async function fillValidForm() {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(/Nom complet/), 'Awa Ouédraogo');
  await user.type(screen.getByLabelText(/Adresse e-mail/), 'awa@example.bf');
  await user.type(screen.getByLabelText(/^Mot de passe/), 'motdepasse8');
  await user.type(screen.getByLabelText(/Confirmer le mot de passe/), 'motdepasse8');
  await user.click(screen.getByRole('checkbox'));
  return user;
}

describe('/register', () => {
  beforeEach(() => {
    auth.current = { loading: false, user: null, isAdmin: false, signUp: vi.fn(async () => ({ signedIn: true })) };
  });
  afterEach(cleanup);

  it('shows every rule of SPEC.md §5 on an empty submit, and sends nothing', async () => {
    show();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Créer mon compte' }));
    for (const message of [
      'Le nom complet est requis',
      "L'adresse e-mail est requise",
      'Le mot de passe est requis',
      'La confirmation du mot de passe est requise',
      "Vous devez accepter les conditions d'utilisation",
    ]) {
      expect(screen.getByText(message)).toBeTruthy();
    }
    expect(auth.current.signUp).not.toHaveBeenCalled();
    expect(screen.getByLabelText(/Nom complet/).getAttribute('aria-invalid')).toBe('true');
  });

  it('clears a field’s error as soon as it is edited', async () => {
    show();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Créer mon compte' }));
    await user.type(screen.getByLabelText(/Nom complet/), 'A');
    expect(screen.queryByText('Le nom complet est requis')).toBeNull();
    expect(screen.getByText("L'adresse e-mail est requise")).toBeTruthy();
  });

  it('links the legal pages and lets the password be shown', async () => {
    show();
    expect(screen.getByRole('link', { name: "conditions d'utilisation" }).getAttribute('href')).toBe('/terms-of-service');
    expect(screen.getByRole('link', { name: 'politique de confidentialité' }).getAttribute('href')).toBe('/privacy-policy');
    const password = screen.getByLabelText(/^Mot de passe/);
    expect(password.getAttribute('type')).toBe('password');
    await userEvent.setup().click(screen.getAllByRole('button', { name: /Afficher le mot de passe/ })[0]);
    expect(password.getAttribute('type')).toBe('text');
  });

  it('sends where the visitor was going, so the confirmation e-mail leads back there', async () => {
    auth.current.signUp = vi.fn(async () => ({ signedIn: false }));
    show('/register?redirect=%2Fcart');
    const user = await fillValidForm();
    await user.click(screen.getByRole('button', { name: 'Créer mon compte' }));
    expect(auth.current.signUp).toHaveBeenCalledWith(expect.objectContaining({ email: 'awa@example.bf', redirect: '/cart' }));
  });

  it('sends the name with the sign-up', async () => {
    show();
    const user = await fillValidForm();
    await user.click(screen.getByRole('button', { name: 'Créer mon compte' }));
    expect(auth.current.signUp).toHaveBeenCalledWith(expect.objectContaining({ fullName: 'Awa Ouédraogo', email: 'awa@example.bf', password: 'motdepasse8' }));
  });

  it('says so when the address already has an account, and keeps what was typed', async () => {
    auth.current.signUp = vi.fn(async () => {
      throw new AuthFailure('email-taken');
    });
    show();
    const user = await fillValidForm();
    await user.click(screen.getByRole('button', { name: 'Créer mon compte' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/Un compte existe déjà avec cette adresse e-mail/);
    expect((screen.getByLabelText(/Adresse e-mail/) as HTMLInputElement).value).toBe('awa@example.bf');
  });

  it('asks to check the mailbox when the account waits for its confirmation link, and sends it again on demand', async () => {
    auth.current.signUp = vi.fn(async () => ({ signedIn: false }));
    auth.current.resendSignupConfirmation = vi.fn(async () => undefined);
    show();
    const user = await fillValidForm();
    await user.click(screen.getByRole('button', { name: 'Créer mon compte' }));
    expect(await screen.findByRole('heading', { name: 'Vérifiez votre boîte mail' })).toBeTruthy();
    expect(screen.getByText(/nous venons d’envoyer un lien à awa@example\.bf/)).toBeTruthy();
    expect(screen.queryByText('Tableau de bord')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Renvoyer le lien' }));
    expect(auth.current.resendSignupConfirmation).toHaveBeenCalledWith('awa@example.bf', null);
    expect(await screen.findByText(/un nouveau lien vient de lui être envoyé/)).toBeTruthy();
  });

  it('shows the general message for any other failure', async () => {
    auth.current.signUp = vi.fn(async () => {
      throw new Error('boom');
    });
    show();
    const user = await fillValidForm();
    await user.click(screen.getByRole('button', { name: 'Créer mon compte' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Erreur lors de la création du compte. Veuillez réessayer.');
  });
});
