import { screen, waitFor, within } from '@testing-library/react';
import { mockApi } from '@sokoni/shared-ui/test';
import { makePendingAd, onePage } from '@sokoni/contracts/testing';
import { renderAsAdmin } from '../../../test/admin';

const first = makePendingAd({ id: 11, title: 'Samsung Galaxy A14' });
const second = makePendingAd({ id: 12, title: 'Moto Haojue 125' });
const third = makePendingAd({ id: 13, title: 'Table en bois' });

describe('pending review', () => {
  it('approves with a confirmation from the keyboard and shows the next ad at once', async () => {
    const api = mockApi({
      'GET /api/admin/ads/pending': () => ({ body: onePage([first, second, third]) }),
      'POST /api/admin/ads/11/approve': () => ({
        body: { message: 'ok', ad: { ...first, status: 'active' } },
      }),
    });
    const { user } = renderAsAdmin('/admin/pending');
    expect(await screen.findByRole('heading', { name: 'Samsung Galaxy A14' })).toBeInTheDocument();
    expect(screen.getByText('Vendeur : Mado')).toBeInTheDocument();
    expect(screen.getByText('5 au total, 3 en ligne, 1 refusée(s)')).toBeInTheDocument();
    expect(screen.getByText('3 en attente')).toBeInTheDocument();

    await user.keyboard('a');
    const dialog = await screen.findByRole('dialog', { name: 'Approuver cette annonce ?' });
    await user.keyboard('{Enter}');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(api.requestsTo('/api/admin/ads/11/approve').map((call) => call.method)).toEqual(['POST']);
    // The next ad is already there, no new request needed.
    expect(screen.getByRole('heading', { name: 'Moto Haojue 125' })).toBeInTheDocument();
    expect(await screen.findByText('« Samsung Galaxy A14 » est en ligne.')).toBeInTheDocument();
    expect(screen.getByText('2 en attente')).toBeInTheDocument();

    await user.keyboard('j');
    expect(screen.getByRole('heading', { name: 'Table en bois' })).toBeInTheDocument();
    await user.keyboard('k');
    expect(screen.getByRole('heading', { name: 'Moto Haojue 125' })).toBeInTheDocument();
  });

  it.each([
    ['fr', 'Refuser', 'Ce champ est obligatoire', 'Motif'],
    ['en', 'Reject', 'This field is required', 'Reason'],
  ] as const)('requires a reason to reject (%s), then sends it', async (locale, reject, required, label) => {
    const api = mockApi({
      'GET /api/admin/ads/pending': () => ({ body: onePage([first, second]) }),
      'POST /api/admin/ads/11/reject': () => ({
        body: { message: 'ok', ad: { ...first, status: 'rejected' } },
      }),
    });
    const { user } = renderAsAdmin('/admin/pending', { locale });
    await screen.findByRole('heading', { name: 'Samsung Galaxy A14' });
    await user.keyboard('r');
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: reject }));
    expect(await within(dialog).findByText(required)).toBeInTheDocument();
    expect(api.requestsTo('/api/admin/ads/11/reject')).toHaveLength(0);

    await user.type(within(dialog).getByLabelText(new RegExp(label)), 'Photos floues');
    await user.click(within(dialog).getByRole('button', { name: reject }));
    await waitFor(() => expect(api.requestsTo('/api/admin/ads/11/reject')).toHaveLength(1));
    expect(api.requestsTo('/api/admin/ads/11/reject')[0].body).toEqual({ reason: 'Photos floues' });
    expect(await screen.findByRole('heading', { name: 'Moto Haojue 125' })).toBeInTheDocument();
  });

  it('shows what a material edit of an approved ad changed', async () => {
    const edited = makePendingAd(
      { id: 14, title: 'Terrain à Kinkole 20 x 30' },
      { title: { from: 'Samsung Galaxy A54', to: 'Terrain à Kinkole 20 x 30' }, photos_added: 2 },
    );
    mockApi({ 'GET /api/admin/ads/pending': () => ({ body: onePage([edited]) }) });
    renderAsAdmin('/admin/pending');
    const changes = await screen.findByRole('region', { name: 'Modifications depuis l’approbation' });
    expect(within(changes).getByText('Samsung Galaxy A54')).toBeInTheDocument();
    expect(within(changes).getByText('2 photos ajoutées')).toBeInTheDocument();
  });

  it('says so when the queue is empty', async () => {
    mockApi({ 'GET /api/admin/ads/pending': () => ({ body: onePage([]) }) });
    renderAsAdmin('/admin/pending');
    expect(await screen.findByRole('heading', { name: 'Aucune annonce à valider' })).toBeInTheDocument();
  });
});
