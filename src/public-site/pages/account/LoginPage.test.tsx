// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AuthFailure } from '../../../shared/auth/authFailure';
import type { AuthState } from '../../../shared/auth/types';

const auth = vi.hoisted(() => ({ current: {} as Partial<AuthState> }));
vi.mock('../../../shared/auth/AuthProvider', () => ({ useAuth: () => auth.current }));

const { default: LoginPage } = await import('./LoginPage');

function show(entry = '/login') {
  return render(
    <MemoryRouter initialEntries={[entry]}>
      <Routes>
        <Route path="/login" element={<LoginPage />} />
        <Route path="/dashboard" element={<p>Tableau de bord</p>} />
        <Route path="/cart" element={<p>Votre panier</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

async function logIn(email: string, password: string) {
  const user = userEvent.setup();
  if (email) await user.type(screen.getByLabelText('Adresse e-mail'), email);
  if (password) await user.type(screen.getByLabelText('Mot de passe'), password);
  await user.click(screen.getByRole('button', { name: 'Se connecter' }));
  return user;
}

describe('/login', () => {
  beforeEach(() => {
    auth.current = { loading: false, user: null, isAdmin: false, signIn: vi.fn(async () => ({ isAdmin: false })) };
  });
  afterEach(cleanup);

  it('asks for both fields before calling the server', async () => {
    show();
    await logIn('awa@example.bf', '');
    expect(screen.getByRole('alert').textContent).toBe('Veuillez remplir tous les champs');
    expect(auth.current.signIn).not.toHaveBeenCalled();
  });

  it('passes « Se souvenir de moi » along', async () => {
    show();
    const user = userEvent.setup();
    await user.click(screen.getByLabelText('Se souvenir de moi'));
    await logIn('awa@example.bf', 'motdepasse8');
    expect(auth.current.signIn).toHaveBeenCalledWith('awa@example.bf', 'motdepasse8', { remember: true });
  });

  it.each([
    [new AuthFailure('invalid-credentials'), 'E-mail ou mot de passe incorrect.'],
    [new AuthFailure('rate-limited'), 'Trop de tentatives. Veuillez patienter quelques minutes avant de réessayer.'],
    [new Error('boom'), 'Erreur de connexion. Veuillez réessayer.'],
  ])('explains a failure in a red box (%s)', async (failure, message) => {
    auth.current.signIn = vi.fn(async () => {
      throw failure;
    });
    show();
    await logIn('awa@example.bf', 'mauvais');
    expect((await screen.findByRole('alert')).textContent).toBe(message);
  });

  it('returns a signed-in user to the page that sent them, never to another site', async () => {
    auth.current.user = { id: 'u1', email: 'awa@example.bf' };
    show('/login?redirect=%2Fcart');
    expect(await screen.findByText('Votre panier')).toBeTruthy();
    cleanup();
    show('/login?redirect=%2F%2Fevil.example');
    expect(await screen.findByText('Tableau de bord')).toBeTruthy();
  });

  it('links the recovery and sign-up pages, keeping the return path', () => {
    show('/login?redirect=%2Fcart');
    expect(screen.getByRole('link', { name: 'Mot de passe oublié ?' }).getAttribute('href')).toBe('/forgot-password');
    expect(screen.getByRole('link', { name: 'Créer un compte' }).getAttribute('href')).toBe('/register?redirect=%2Fcart');
  });
});
