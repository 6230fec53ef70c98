// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AuthState } from '../../shared/auth/types';

const auth = vi.hoisted(() => ({ current: {} as Partial<AuthState> }));
vi.mock('../../shared/auth/AuthProvider', () => ({ useAuth: () => auth.current }));

const { DeliveryForm } = await import('./DeliveryForm');

const profile = { full_name: 'Rasmata Ouédraogo', phone: '+226 70 12 34 56' } as AuthState['profile'];

function field(id: string): HTMLInputElement {
  return document.getElementById(id) as HTMLInputElement;
}

describe('delivery form of a signed-in customer', () => {
  afterEach(cleanup);

  it('fills the name and phone from a profile that arrives after the form opened (slow network), never over what was typed', async () => {
    auth.current = { loading: true, profile: null };
    const view = render(<DeliveryForm guest={false} onSubmit={vi.fn()} onCancel={vi.fn()} />);
    expect(field('delivery-name').value).toBe('');
    await userEvent.type(field('delivery-phone'), '76 00 00 00');

    auth.current = { loading: false, profile };
    view.rerender(<DeliveryForm guest={false} onSubmit={vi.fn()} onCancel={vi.fn()} />);
    expect(await screen.findByDisplayValue('Rasmata Ouédraogo')).toBe(field('delivery-name'));
    expect(field('delivery-phone').value).toBe('76 00 00 00');
  });
});
