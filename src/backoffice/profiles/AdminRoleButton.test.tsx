// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { AdminContext, RecordContextProvider, testDataProvider, useGetIdentity, type AuthProvider } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import { i18nProvider } from '../i18n/i18nProvider';
import { AdminRoleButton } from './AdminRoleButton';

const signedInAs = (id: string): AuthProvider => ({
  login: async () => {},
  logout: async () => {},
  checkAuth: async () => {},
  checkError: async () => {},
  getIdentity: async () => ({ id, fullName: 'Moi' }),
});

/** Shows the signed-in name once known, so a test can wait for the identity before looking for the button. */
function WhoAmI() {
  const { identity } = useGetIdentity();
  return <p>{identity ? `connecté : ${identity.fullName}` : ''}</p>;
}

function renderFor(profile: { id: string; role: string }, me: string) {
  return render(
    <AdminContext dataProvider={testDataProvider()} authProvider={signedInAs(me)} i18nProvider={i18nProvider}>
      <RecordContextProvider value={profile}>
        <AdminRoleButton />
      </RecordContextProvider>
      <WhoAmI />
    </AdminContext>,
  );
}

afterEach(cleanup);

describe('make or unmake administrator', () => {
  it('offers to make a customer administrator', async () => {
    renderFor({ id: 'u2', role: 'customer' }, 'u1');
    expect(await screen.findByRole('button', { name: 'Nommer administrateur' })).toBeTruthy();
  });

  it('offers to remove another administrator’s rights', async () => {
    renderFor({ id: 'u2', role: 'admin' }, 'u1');
    expect(await screen.findByRole('button', { name: 'Retirer les droits' })).toBeTruthy();
  });

  it('shows nothing on one’s own row', async () => {
    renderFor({ id: 'u1', role: 'admin' }, 'u1');
    await screen.findByText('connecté : Moi');
    expect(screen.queryAllByRole('button')).toHaveLength(0);
  });
});
