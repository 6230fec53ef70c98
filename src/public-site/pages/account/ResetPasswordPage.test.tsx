// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AuthState } from '../../../shared/auth/types';

const auth = vi.hoisted(() => ({ current: {} as Partial<AuthState> }));
vi.mock('../../../shared/auth/AuthProvider', () => ({ useAuth: () => auth.current }));

const { default: ResetPasswordPage } = await import('./ResetPasswordPage');

function show(entry = '/reset-password') {
  return render(
    <MemoryRouter initialEntries={[entry]}>
      <Routes>
        <Route path="/reset-password" element={<ResetPasswordPage />} />
      </Routes>
    </MemoryRouter>,
  );
}

/** What the auth server puts in the address of a link already used or expired. */
const spentLink = 'Email link is invalid or has expired';

describe('/reset-password opened from a spent link', () => {
  afterEach(cleanup);

  it('says so in French only, never in the server’s English', () => {
    auth.current = { loading: false, user: null, linkError: spentLink };
    show();
    expect(screen.getByRole('alert').textContent).toBe('Ce lien de réinitialisation est invalide ou a expiré.');
    expect(document.body.textContent).not.toContain(spentLink);
  });

  it('says so to someone already signed in too, instead of offering to change their password', () => {
    auth.current = { loading: false, user: { id: 'u1', email: 'awa@example.bf' }, linkError: spentLink };
    show();
    expect(screen.getByRole('alert').textContent).toBe('Ce lien de réinitialisation est invalide ou a expiré.');
    expect(document.querySelector('input[type="password"]')).toBeNull();
    expect(screen.getByRole('link', { name: /nouveau lien/i })).toBeTruthy();
  });
});
