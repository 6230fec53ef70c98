// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AdminContext, RecordContextProvider, testDataProvider, useGetIdentity, type AuthProvider, type DataProvider } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
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

function renderFor(profile: { id: string; role: string; full_name?: string }, me: string, dataProvider: DataProvider = testDataProvider()) {
  return render(
    <AdminContext dataProvider={dataProvider} authProvider={signedInAs(me)} i18nProvider={i18nProvider}>
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

  it('asks for confirmation, naming the person, before making them administrator', async () => {
    const update = vi.fn(async () => ({ data: { id: 'u2', role: 'admin' } }));
    renderFor({ id: 'u2', role: 'customer', full_name: 'Issa Kaboré' }, 'u1', testDataProvider({ update: update as unknown as DataProvider['update'] }));
    fireEvent.click(await screen.findByRole('button', { name: 'Nommer administrateur' }));
    let dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('Nommer Issa Kaboré administrateur ?');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(update).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Nommer administrateur' }));
    dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirmer' }));
    await waitFor(() => expect(update).toHaveBeenCalledTimes(1));
    expect(update).toHaveBeenCalledWith('profiles', expect.objectContaining({ id: 'u2', data: { role: 'admin' } }));
  });
});
