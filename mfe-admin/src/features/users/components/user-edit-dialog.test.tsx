import { screen, waitFor, within } from '@testing-library/react';
import type { AdminUser } from '@sokoni/contracts';
import { mockApi } from '@sokoni/shared-ui/test';
import { makeAdminUser, onePage } from '@sokoni/contracts/testing';
import { renderAsAdmin } from '../../../test/admin';

const mado = makeAdminUser({ id: 9, name: 'Mado Ilunga', email: 'mado@example.cd' });
const answer = (user: AdminUser) => ({ body: { message: 'ok', user } });

/** Opens Mado's edit dialog (its title is `open` in `locale`) and types `email` in place of her address. */
async function editEmail(locale: 'fr' | 'en', open: string, email: string) {
  const { user } = renderAsAdmin('/admin/users', { locale });
  await user.click(await screen.findByRole('button', { name: open }));
  const dialog = await screen.findByRole('dialog', { name: open });
  const field = within(dialog).getByLabelText(/Email/);
  await user.clear(field);
  await user.type(field, email);
  return { user, dialog };
}

describe('user edit form', () => {
  it('sends every change in one call, asking a reason when the status or verification changes', async () => {
    const api = mockApi({
      'GET /api/admin/users': () => ({ body: onePage([mado]) }),
      'PUT /api/admin/users/9': () =>
        answer({ ...mado, account_type: 'business', is_admin: true, is_verified: true }),
    });
    const { user } = renderAsAdmin('/admin/users');
    await user.click(await screen.findByRole('button', { name: 'Modifier Mado Ilunga' }));
    const dialog = await screen.findByRole('dialog', { name: 'Modifier Mado Ilunga' });
    const phone = within(dialog).getByLabelText('Téléphone');
    await user.type(phone, '0991234567');
    await user.selectOptions(within(dialog).getByLabelText('Type de compte'), 'business');
    await user.click(within(dialog).getByLabelText('Administrateur'));
    await user.click(within(dialog).getByLabelText('Vérifié (badge de confiance)'));
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    expect(await within(dialog).findByText('Ce champ est obligatoire')).toBeInTheDocument();
    expect(api.requestsTo('/api/admin/users/9')).toHaveLength(0);
    await user.type(within(dialog).getByLabelText(/Motif/), 'Pièce vérifiée');
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(api.requestsTo('/api/admin/users/9')).toHaveLength(1));
    expect(api.requestsTo('/api/admin/users/9')[0].body).toEqual({
      phone: '0991234567',
      account_type: 'business',
      is_admin: true,
      is_verified: true,
      reason: 'Pièce vérifiée',
    });
    expect(api.requestsTo('/api/admin/users/9/admin')).toHaveLength(0);
    expect(api.requestsTo('/api/admin/users/9/trust')).toHaveLength(0);
    expect(
      await screen.findByText('Les changements de Mado Ilunga ont été enregistrés.'),
    ).toBeInTheDocument();
  });

  it.each([
    ['fr', 'Modifier Mado Ilunga', 'Enregistrer', 'Les changements de Mado Ilunga ont été enregistrés. Un email de vérification a été envoyé à la nouvelle adresse, mado.new@example.cd, et l\'ancienne a été prévenue.'],
    ['en', 'Edit Mado Ilunga', 'Save', 'The changes to Mado Ilunga have been saved. A verification email was sent to the new address, mado.new@example.cd, and the old one was told.'],
  ] as const)('says after saving a new address that it was sent a verification mail (%s)', async (locale, open, save, saved) => {
    const api = mockApi({
      'GET /api/admin/users': () => ({ body: onePage([mado]) }),
      'PUT /api/admin/users/9': () => answer({ ...mado, email: 'mado.new@example.cd', email_verified: false }),
    });
    const { user, dialog } = await editEmail(locale, open, 'Mado.New@example.cd');
    await user.click(within(dialog).getByRole('button', { name: save }));
    expect(await screen.findByText(saved)).toBeInTheDocument();
    expect(api.requestsTo('/api/admin/users/9')[0].body).toEqual({ email: 'Mado.New@example.cd' });
  });

  it.each([
    ['fr', 'Modifier Mado Ilunga', 'Enregistrer', 'Veuillez entrer un email valide', 'Ce champ est obligatoire'],
    ['en', 'Edit Mado Ilunga', 'Save', 'Please enter a valid email', 'This field is required'],
  ] as const)('says what is wrong with the name and email before sending (%s)', async (locale, open, save, invalid, required) => {
    const api = mockApi({ 'GET /api/admin/users': () => ({ body: onePage([mado]) }) });
    const { user, dialog } = await editEmail(locale, open, 'mado@');
    await user.clear(within(dialog).getAllByRole('textbox')[0]);
    await user.click(within(dialog).getByRole('button', { name: save }));
    expect(await within(dialog).findByText(invalid)).toBeInTheDocument();
    expect(within(dialog).getByText(required)).toBeInTheDocument();
    expect(api.requestsTo('/api/admin/users/9')).toHaveLength(0);
  });

  it('shows the server’s field message and keeps the form open', async () => {
    mockApi({
      'GET /api/admin/users': () => ({ body: onePage([mado]) }),
      'PUT /api/admin/users/9': () => ({
        status: 422,
        body: {
          message: 'The given data was invalid.',
          errors: { email: ['This email address is already in use'] },
        },
      }),
    });
    const { user, dialog } = await editEmail('en', 'Edit Mado Ilunga', 'taken@example.cd');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('This email address is already in use')).toBeInTheDocument();
  });

  it('does not let an administrator change their own role or status', async () => {
    mockApi({ 'GET /api/admin/users': () => ({ body: onePage([{ ...mado, id: 1, is_admin: true }]) }) });
    const { user } = renderAsAdmin('/admin/users');
    await user.click(await screen.findByRole('button', { name: 'Modifier Mado Ilunga' }));
    const dialog = await screen.findByRole('dialog', { name: 'Modifier Mado Ilunga' });
    expect(within(dialog).getByLabelText('Administrateur')).toBeDisabled();
    expect(within(dialog).getByLabelText('Compte suspendu')).toBeDisabled();
    expect(within(dialog).getByLabelText('Vérifié (badge de confiance)')).toBeEnabled();
  });
});
