// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { AdminContext, RecordContextProvider, testDataProvider } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import { i18nProvider } from '../i18n/i18nProvider';
import { ProfilePhones, profilePhones } from './ProfilePhones';

function renderFor(profile: { phone: string | null; account_phone: string | null }) {
  return render(
    <AdminContext dataProvider={testDataProvider()} i18nProvider={i18nProvider}>
      <RecordContextProvider value={{ id: 'u1', ...profile }}>
        <ProfilePhones />
      </RecordContextProvider>
    </AdminContext>,
  );
}

afterEach(cleanup);

describe('the users list’s phone column', () => {
  it('formats the sign-in number and the contact number, and shows one number once', () => {
    expect(profilePhones({ account_phone: '+22670123456', phone: '76 00 00 01' })).toEqual({ signIn: '+226 70 12 34 56', contact: '+226 76 00 00 01' });
    expect(profilePhones({ account_phone: '+22670123456', phone: '70123456' })).toEqual({ signIn: '+226 70 12 34 56', contact: '' });
    expect(profilePhones({ account_phone: null, phone: 'le soir seulement' })).toEqual({ signIn: '', contact: 'le soir seulement' });
  });

  it('links each number for a call, the sign-in one marked « connexion »', async () => {
    renderFor({ account_phone: '+22670123456', phone: '76 00 00 01' });
    const signIn = await screen.findByRole('link', { name: '+226 70 12 34 56' });
    expect(signIn.getAttribute('href')).toBe('tel:+22670123456');
    expect(signIn.parentElement?.textContent).toBe('+226 70 12 34 56 (connexion)');
    expect(screen.getByRole('link', { name: '+226 76 00 00 01' }).getAttribute('href')).toBe('tel:+22676000001');
  });

  it('shows « — » for a profile without a number', async () => {
    renderFor({ account_phone: null, phone: null });
    expect(await screen.findByText('—')).toBeTruthy();
  });
});
