// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AuthFailure } from '../../../shared/auth/authFailure';
import type { AuthState } from '../../../shared/auth/types';

const auth = vi.hoisted(() => ({ current: {} as Partial<AuthState> }));
vi.mock('../../../shared/auth/AuthProvider', () => ({ useAuth: () => auth.current }));

const { default: ConfirmEmailPage } = await import('./ConfirmEmailPage');

function show(search: string) {
  render(
    <MemoryRouter initialEntries={[`/confirm-email${search}`]}>
      <Routes>
        <Route path="/confirm-email" element={<ConfirmEmailPage />} />
      </Routes>
    </MemoryRouter>,
  );
}

const confirmButton = () => screen.getByRole('button', { name: 'Confirmer mon adresse' });

describe('/confirm-email', () => {
  beforeEach(() => {
    auth.current = { verifyEmailLink: vi.fn(async () => ({ signedIn: true })) };
  });
  afterEach(cleanup);

  it('spends the link only when the button is pressed (a link preview opening the page spends nothing)', async () => {
    show('?token_hash=jeton&type=signup');
    expect(auth.current.verifyEmailLink).not.toHaveBeenCalled();
    await userEvent.setup().click(confirmButton());
    expect(auth.current.verifyEmailLink).toHaveBeenCalledWith('jeton', 'signup');
    expect(await screen.findByText(/Votre adresse e-mail est confirmée : votre compte est actif/)).toBeTruthy();
  });

  it('leads back to the page the visitor was going to when they signed up, and only to a page of the site', async () => {
    show('?redirect=%2Fcart&token_hash=jeton&type=signup');
    await userEvent.setup().click(confirmButton());
    expect((await screen.findByRole('link', { name: 'Continuer là où vous en étiez' })).getAttribute('href')).toBe('/cart');
    cleanup();
    show('?redirect=%2F%2Fevil.example&token_hash=jeton&type=signup');
    await userEvent.setup().click(confirmButton());
    expect((await screen.findByRole('link', { name: 'Accéder à mon espace client' })).getAttribute('href')).toBe('/dashboard');
  });

  it('asks for the other address’s link after the first of an e-mail change', async () => {
    auth.current.verifyEmailLink = vi.fn(async () => ({ signedIn: false }));
    show('?token_hash=jeton&type=email_change');
    await userEvent.setup().click(confirmButton());
    expect(await screen.findByText(/ouvrez aussi le lien envoyé à votre autre adresse/)).toBeTruthy();
  });

  it('says when a link is spent or expired, and when it is incomplete', async () => {
    auth.current.verifyEmailLink = vi.fn(async () => {
      throw new AuthFailure('link-invalid');
    });
    show('?token_hash=jeton&type=email_change');
    await userEvent.setup().click(confirmButton());
    expect(await screen.findByText('Ce lien de confirmation est invalide, a expiré ou a déjà servi.')).toBeTruthy();
    cleanup();
    show('?type=signup');
    expect(screen.getByText('Ce lien de confirmation est invalide, a expiré ou a déjà servi.')).toBeTruthy();
  });
});
