// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AuthState } from '../../shared/auth/types';

const auth = vi.hoisted(() => ({ current: {} as Partial<AuthState> }));
vi.mock('../../shared/auth/AuthProvider', () => ({ useAuth: () => auth.current }));

const { default: EmailChangeForm } = await import('./EmailChangeForm');

describe('portal settings: an e-mail address for an account made with a phone number', () => {
  afterEach(cleanup);

  it('says there is none yet, and that the one added waits for its link', async () => {
    auth.current = {
      user: { id: 'u1', email: '', phone: '+22670123456', phoneConfirmed: true, pendingPhone: '' },
      updateEmail: vi.fn(async () => ({ pendingConfirmation: true })),
      refreshProfile: vi.fn(async () => undefined),
    };
    const user = userEvent.setup();
    render(<EmailChangeForm />);
    expect(screen.getByText('Aucune adresse pour le moment.')).toBeTruthy();
    await user.type(screen.getByLabelText(/Nouvelle adresse e-mail/), 'awa@example.bf');
    await user.click(screen.getByRole('button', { name: "Changer l'adresse e-mail" }));
    expect((await screen.findByRole('status')).textContent).toBe(
      'Presque fini : ouvrez le lien de confirmation que nous avons envoyé à awa@example.bf ; l’adresse sera ajoutée à votre compte une fois confirmée.',
    );
  });
});
