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
const { AccountActivatedNotice } = await import('../../layout/AccountActivatedNotice');

/** A page the confirmation can go on to, with the layout's notice above it. */
const destination = (heading: string) => (
  <>
    <AccountActivatedNotice />
    <h1>{heading}</h1>
  </>
);

function show(search: string) {
  render(
    <MemoryRouter initialEntries={[`/confirm-email${search}`]}>
      <Routes>
        <Route path="/confirm-email" element={<ConfirmEmailPage />} />
        <Route path="/cart" element={destination('Panier')} />
        <Route path="/dashboard" element={destination('Tableau de bord')} />
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
    // On by itself to the customer area, which says the account is active.
    expect(await screen.findByRole('heading', { name: 'Tableau de bord' })).toBeTruthy();
    expect((await screen.findByRole('status')).textContent).toMatch(/Votre adresse e-mail est confirmée : votre compte est actif/);
  });

  it('goes on by itself to the page the visitor was going to when they signed up, and only to a page of the site', async () => {
    show('?redirect=%2Fcart&token_hash=jeton&type=signup');
    await userEvent.setup().click(confirmButton());
    expect(await screen.findByRole('heading', { name: 'Panier' })).toBeTruthy();
    expect((await screen.findByRole('status')).textContent).toMatch(/votre compte est actif/);
    cleanup();
    show('?redirect=%2F%2Fevil.example&token_hash=jeton&type=signup');
    await userEvent.setup().click(confirmButton());
    expect(await screen.findByRole('heading', { name: 'Tableau de bord' })).toBeTruthy();
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
