import { screen, waitFor, within } from '@testing-library/react';
import type { AdminUser, AdminUsersResponse } from '@sokoni/contracts';
import { mockApi, restoreFetch } from '../../../test/mock-api';
import { renderApp, sessionOf } from '../../../test/render-app';

jest.setTimeout(30_000);
afterEach(restoreFetch);

const admin = sessionOf({ id: 1, is_admin: true });
const spammer: AdminUser = {
  id: 9,
  name: 'Jo Spam',
  email: 'jo@example.cd',
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

describe('users', () => {
  it('keeps search and filter in the URL and bans with a required reason', async () => {
    let banned = false;
    const api = mockApi({
      'GET /api/admin/users': () => ({ body: page([{ ...spammer, is_banned: banned }]) }),
      'POST /api/admin/users/9/ban': () => {
        banned = true;
        return { body: { message: "L'utilisateur a été suspendu.", user: { ...spammer, is_banned: true } } };
      },
    });
    const { user } = renderApp('/admin/users?filter=all', { preloadedState: { session: admin } });
    await user.type(await screen.findByRole('searchbox'), 'jo');
    await user.click(screen.getByRole('button', { name: 'Rechercher' }));
    await waitFor(() =>
      expect(screen.getByTestId('current-url')).toHaveTextContent('/admin/users?filter=all&q=jo'),
    );
    await waitFor(() => expect(api.callsTo('/api/admin/users').at(-1)?.url.searchParams.get('q')).toBe('jo'));

    const row = (await screen.findByRole('cell', { name: 'Jo Spam' })).closest('tr') as HTMLElement;
    await user.click(within(row).getByRole('button', { name: 'Suspendre' }));
    const dialog = await screen.findByRole('dialog', { name: 'Suspendre ce compte' });
    await user.click(within(dialog).getByRole('button', { name: 'Suspendre' }));
    expect(await within(dialog).findByText('Ce champ est obligatoire')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/Motif/), 'Spam répété');
    await user.click(within(dialog).getByRole('button', { name: 'Suspendre' }));
    await waitFor(() => expect(api.callsTo('/api/admin/users/9/ban')).toHaveLength(1));
    expect(api.callsTo('/api/admin/users/9/ban')[0].body).toEqual({ reason: 'Spam répété' });
    expect(await screen.findByText("L'utilisateur a été suspendu.")).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Lever la suspension' })).toBeInTheDocument();
  });
});
