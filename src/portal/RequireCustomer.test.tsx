// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AuthState } from '../shared/auth/types';

const auth = vi.hoisted(() => ({ current: {} as Partial<AuthState> }));
vi.mock('../shared/auth/AuthProvider', () => ({ useAuth: () => auth.current }));
const { default: RequireCustomer } = await import('./RequireCustomer');

function LoginProbe() {
  const location = useLocation();
  return <p>login {location.search}</p>;
}

function show(signingOut = false) {
  render(
    <MemoryRouter initialEntries={['/dashboard/quotes?tab=1']}>
      <Routes>
        <Route path="/login" element={<LoginProbe />} />
        <Route path="/dashboard/*" element={<RequireCustomer signingOut={signingOut}>espace privé</RequireCustomer>} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('the portal guard', () => {
  afterEach(cleanup);

  it('waits while the session is read', () => {
    auth.current = { loading: true, user: null };
    show();
    expect(screen.getByRole('status').textContent).toMatch(/Vérification de votre session/);
    expect(screen.queryByText('espace privé')).toBeNull();
  });

  it('sends a visitor to login with the way back', () => {
    auth.current = { loading: false, user: null };
    show();
    expect(screen.getByText(/^login/).textContent).toBe('login ?redirect=%2Fdashboard%2Fquotes%3Ftab%3D1');
  });

  it('shows the page to a signed-in user', () => {
    auth.current = { loading: false, user: { id: 'u1', email: 'awa@example.bf' } };
    show();
    expect(screen.getByText('espace privé')).toBeTruthy();
  });
});
