import { screen, waitFor, within } from '@testing-library/react';
import type { AdminUser, AdminUsersResponse } from '@sokoni/contracts';
import { mockApi, restoreFetch } from '../../../test/mock-api';
import { renderApp, sessionOf } from '../../../test/render-app';

jest.setTimeout(30_000);
afterEach(restoreFetch);

const admin = sessionOf({ id: 1, is_admin: true });
const mado: AdminUser = {
  id: 9,
  name: 'Mado Ilunga',
  email: 'mado@example.cd',
  phone: null,
  account_type: 'individual',
  is_admin: false,
  is_banned: false,
  ban_reason: null,
  is_verified: false,
  verification_reason: null,
  email_verified: true,
  preferred_language: 'fr',
  ads_count: 3,
  deleted_at: null,
  created_at: '2026-10-01T10:00:00.000Z',
};
const page = (users: AdminUser[]): AdminUsersResponse => ({
  data: users,
  current_page: 1,
  last_page: 1,
  per_page: 20,
  total: users.length,
});
const answer = (user: AdminUser) => ({ body: { message: 'ok', user } });

describe('user edit form', () => {
  it('saves the profile, then the role, status and verification, asking a reason for the last two', async () => {
    const api = mockApi({
      'GET /api/admin/users': () => ({ body: page([mado]) }),
      'PUT /api/admin/users/9': () => answer({ ...mado, account_type: 'business' }),
      'POST /api/admin/users/9/admin': () => answer({ ...mado, is_admin: true }),
      'POST /api/admin/users/9/trust': () => answer({ ...mado, is_verified: true }),
    });
    const { user } = renderApp('/admin/users', { preloadedState: { session: admin } });
    await user.click(await screen.findByRole('button', { name: 'Modifier Mado Ilunga' }));
    const dialog = await screen.findByRole('dialog', { name: 'Modifier Mado Ilunga' });
    const phone = within(dialog).getByLabelText('Téléphone');
    await user.type(phone, '0991234567');
    await user.selectOptions(within(dialog).getByLabelText('Type de compte'), 'business');
    await user.click(within(dialog).getByLabelText('Administrateur'));
    await user.click(within(dialog).getByLabelText('Vérifié (badge de confiance)'));
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    expect(await within(dialog).findByText('Ce champ est obligatoire')).toBeInTheDocument();
    expect(api.callsTo('/api/admin/users/9')).toHaveLength(0);
    await user.type(within(dialog).getByLabelText(/Motif/), 'Pièce vérifiée');
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(api.callsTo('/api/admin/users/9/trust')).toHaveLength(1));
    expect(api.callsTo('/api/admin/users/9')[0].body).toEqual({
      phone: '0991234567',
      account_type: 'business',
    });
    expect(api.callsTo('/api/admin/users/9/admin')).toHaveLength(1);
    expect(api.callsTo('/api/admin/users/9/trust')[0].body).toEqual({ reason: 'Pièce vérifiée' });
    expect(api.callsTo('/api/admin/users/9/ban')).toHaveLength(0);
    expect(
      await screen.findByText('Les changements de Mado Ilunga ont été enregistrés.'),
    ).toBeInTheDocument();
  });

  it('shows the server’s field message and keeps the form open', async () => {
    mockApi({
      'GET /api/admin/users': () => ({ body: page([mado]) }),
      'PUT /api/admin/users/9': () => ({
        status: 422,
        body: {
          message: 'The given data was invalid.',
          errors: { email: ['This email address is already in use'] },
        },
      }),
    });
    const { user } = renderApp('/admin/users', { locale: 'en', preloadedState: { session: admin } });
    await user.click(await screen.findByRole('button', { name: 'Edit Mado Ilunga' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Mado Ilunga' });
    const email = within(dialog).getByLabelText(/Email/);
    await user.clear(email);
    await user.type(email, 'taken@example.cd');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('This email address is already in use')).toBeInTheDocument();
  });

  it('does not let an administrator change their own role or status', async () => {
    mockApi({ 'GET /api/admin/users': () => ({ body: page([{ ...mado, id: 1, is_admin: true }]) }) });
    const { user } = renderApp('/admin/users', { preloadedState: { session: admin } });
    await user.click(await screen.findByRole('button', { name: 'Modifier Mado Ilunga' }));
    const dialog = await screen.findByRole('dialog', { name: 'Modifier Mado Ilunga' });
    expect(within(dialog).getByLabelText('Administrateur')).toBeDisabled();
    expect(within(dialog).getByLabelText('Compte suspendu')).toBeDisabled();
    expect(within(dialog).getByLabelText('Vérifié (badge de confiance)')).toBeEnabled();
  });
});
