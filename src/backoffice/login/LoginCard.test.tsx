// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LoginCard } from './LoginCard';

afterEach(cleanup);

function fillAndSubmit(email: string, password: string) {
  fireEvent.change(screen.getByLabelText(/Adresse e-mail/), { target: { value: email } });
  fireEvent.change(screen.getByLabelText(/^Mot de passe/), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Connexion' }));
}

describe('the back-office login form', () => {
  it('signs in with the typed address and password', async () => {
    const signIn = vi.fn(async () => {});
    render(<LoginCard signIn={signIn} />);
    fillAndSubmit(' direction@ouaga-it.example ', 'motdepasse');
    await vi.waitFor(() => expect(signIn).toHaveBeenCalledWith('direction@ouaga-it.example', 'motdepasse'));
  });

  it('asks for both fields in French before calling the server', () => {
    const signIn = vi.fn(async () => {});
    render(<LoginCard signIn={signIn} />);
    fireEvent.click(screen.getByRole('button', { name: 'Connexion' }));
    expect(screen.getAllByText('Ce champ est requis')).toHaveLength(2);
    expect(signIn).not.toHaveBeenCalled();
  });

  it('words a refused password in French, not in the server’s English', async () => {
    render(<LoginCard signIn={() => Promise.reject(Object.assign(new Error('Invalid login credentials'), { status: 400, code: 'invalid_credentials' }))} />);
    fillAndSubmit('direction@ouaga-it.example', 'faux');
    expect((await screen.findByRole('alert')).textContent).toBe('E-mail ou mot de passe incorrect.');
    expect((screen.getByRole('button', { name: 'Connexion' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('says so when too many attempts were made', async () => {
    render(<LoginCard signIn={() => Promise.reject(Object.assign(new Error('Too many requests'), { status: 429, code: 'over_request_rate_limit' }))} />);
    fillAndSubmit('direction@ouaga-it.example', 'faux');
    expect((await screen.findByRole('alert')).textContent).toMatch(/Trop de tentatives/);
  });

  it('gets react-admin ready once, at the first character typed, not before', () => {
    const prepare = vi.fn();
    render(<LoginCard signIn={async () => {}} onFirstInput={prepare} />);
    expect(prepare).not.toHaveBeenCalled();
    fireEvent.input(screen.getByLabelText(/Adresse e-mail/), { target: { value: 'd' } });
    fireEvent.input(screen.getByLabelText(/Adresse e-mail/), { target: { value: 'di' } });
    expect(prepare).toHaveBeenCalledTimes(1);
  });

  it('links to the back-office’s own forgot-password page', () => {
    render(<LoginCard signIn={async () => {}} />);
    expect(screen.getByRole('link', { name: 'Mot de passe oublié ?' }).getAttribute('href')).toBe('/admin/forgot-password');
  });

  it('takes over, once hydrated, what was typed and a « Connexion » pressed on the form of the page’s HTML', async () => {
    const signIn = vi.fn(async () => {});
    const prepare = vi.fn();
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = renderToString(<LoginCard signIn={async () => {}} />);
    (container.querySelector('input[name="email"]') as HTMLInputElement).value = 'direction@ouaga-it.example';
    (container.querySelector('input[name="password"]') as HTMLInputElement).value = 'motdepasse';
    const root = await act(async () => hydrateRoot(container, <LoginCard signIn={signIn} onFirstInput={prepare} submittedEarly={() => true} />));
    await vi.waitFor(() => expect(signIn).toHaveBeenCalledWith('direction@ouaga-it.example', 'motdepasse'));
    expect(prepare).toHaveBeenCalledTimes(1);
    root.unmount();
    container.remove();
  });

  it('sends nothing by itself before it is hydrated (method="dialog")', () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<LoginCard signIn={async () => {}} />);
    expect(container.querySelector('form')?.getAttribute('method')).toBe('dialog');
  });
});
