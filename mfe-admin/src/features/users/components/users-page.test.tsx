import { screen, waitFor, within } from '@testing-library/react';
import { mockApi } from '@sokoni/shared-ui/test';
import { makeAdminUser, onePage } from '@sokoni/contracts/testing';
import { renderAsAdmin } from '../../../test/admin';

const spammer = makeAdminUser({ id: 9, name: 'Jo Spam', email: 'jo@example.cd' });

describe('users', () => {
  it('keeps search and filter in the URL and bans with a required reason', async () => {
    let banned = false;
    const api = mockApi({
      'GET /api/admin/users': () => ({ body: onePage([{ ...spammer, is_banned: banned }]) }),
      'POST /api/admin/users/9/ban': () => {
        banned = true;
        return { body: { message: "L'utilisateur a été suspendu.", user: { ...spammer, is_banned: true } } };
      },
    });
    const { user } = renderAsAdmin('/admin/users?filter=all');
    await user.type(await screen.findByRole('searchbox'), 'jo');
    await user.click(screen.getByRole('button', { name: 'Rechercher' }));
    await waitFor(() =>
      expect(screen.getByTestId('current-url')).toHaveTextContent('/admin/users?filter=all&q=jo'),
    );
    await waitFor(() => expect(api.requestsTo('/api/admin/users').at(-1)?.url.searchParams.get('q')).toBe('jo'));

    const row = (await screen.findByRole('cell', { name: 'Jo Spam' })).closest('tr') as HTMLElement;
    await user.click(within(row).getByRole('button', { name: 'Suspendre' }));
    const dialog = await screen.findByRole('dialog', { name: 'Suspendre ce compte' });
    await user.click(within(dialog).getByRole('button', { name: 'Suspendre' }));
    expect(await within(dialog).findByText('Ce champ est obligatoire')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/Motif/), 'Spam répété');
    await user.click(within(dialog).getByRole('button', { name: 'Suspendre' }));
    await waitFor(() => expect(api.requestsTo('/api/admin/users/9/ban')).toHaveLength(1));
    expect(api.requestsTo('/api/admin/users/9/ban')[0].body).toEqual({ reason: 'Spam répété' });
    expect(await screen.findByText("L'utilisateur a été suspendu.")).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Lever la suspension' })).toBeInTheDocument();
  });
});
