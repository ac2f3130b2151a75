import { screen, waitFor, within } from '@testing-library/react';
import { mockApi } from '@sokoni/shared-ui/test';
import { makeUser } from '@sokoni/contracts/testing';
import type { AdDraft, QueuedAd } from '../../../lib/offline-store';
import { catalogueRoutes, photoFile } from '../../../test/fixtures';
import { fakeUploadsInEachTest } from '../../../test/mock-xhr';
import { renderApp } from '../../../test/render-app';

// IndexedDB is the browser's (jsdom has none): the store's functions keep their data in memory here; the
// browser test (e2e/tests/offline-posting.spec.ts) runs the real one.
const drafts = new Map<number, AdDraft>();
const outbox = new Map<string, QueuedAd>();
jest.mock('../../../lib/offline-store', () => ({
  ...jest.requireActual('../../../lib/offline-store'),
  loadDraft: jest.fn(async (userId: number) => drafts.get(userId)),
  saveDraft: jest.fn(async (draft: AdDraft) => void drafts.set(draft.userId, draft)),
  clearDraft: jest.fn(async (userId: number) => void drafts.delete(userId)),
  queueAd: jest.fn(async (ad: QueuedAd) => void outbox.set(ad.id, ad)),
  listQueuedAds: jest.fn(async (userId: number) => [...outbox.values()].filter((ad) => ad.userId === userId)),
  removeQueuedAd: jest.fn(async (id: string) => void outbox.delete(id)),
  requestOutboxSync: jest.fn(async () => false),
}));

const xhr = fakeUploadsInEachTest();
let online = true;
beforeEach(() => {
  drafts.clear();
  outbox.clear();
  online = true;
  jest.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
});
afterEach(() => {
  jest.restoreAllMocks();
});

const seller = makeUser({ id: 3, name: 'Patrick' });
const myAdsRoute = {
  '/api/my-ads': () => ({
    body: {
      data: [],
      current_page: 1,
      last_page: 1,
      per_page: 12,
      total: 0,
      counts: { all: 0, active: 0, pending: 0, inactive: 0, sold: 0, archived: 0, rejected: 0, expired: 0 },
    },
  }),
};

function savedDraft(): AdDraft {
  return {
    userId: seller.id,
    key: 'draft-key-0001',
    savedAt: Date.now(),
    values: {
      title: 'Groupe électrogène 5 kVA',
      description: 'Presque neuf, démarre au premier coup, vendu avec 20 litres de carburant.',
      price: '900',
      currency: 'USD',
      isNegotiable: true,
      parentCategory: '1',
      category: '6',
      province: '',
      location: '40',
      condition: 'used',
    },
    photos: [
      { name: 'front.jpg', blob: photoFile('front.jpg'), originalBytes: 3_000_000 },
      { name: 'side.jpg', blob: photoFile('side.jpg'), originalBytes: 2_500_000 },
    ],
  };
}

describe('Post an Ad: the draft on this phone', () => {
  it('puts back what was typed and the photos after the tab was closed', async () => {
    drafts.set(seller.id, savedDraft());
    mockApi({ ...catalogueRoutes(), ...myAdsRoute });
    renderApp('/post-ad', { locale: 'fr', user: seller });
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Titre' })).toHaveValue('Groupe électrogène 5 kVA'),
    );
    expect(screen.getByRole('textbox', { name: 'Prix' })).toHaveValue('900');
    expect(screen.getByRole('combobox', { name: 'Ville ou commune' })).toHaveValue('40');
    expect(screen.getByRole('checkbox', { name: /négociable/i })).toBeChecked();
    expect(screen.getAllByTestId('photo-tile')).toHaveLength(2);
  });

  it('saves each change as it is typed', async () => {
    mockApi({ ...catalogueRoutes(), ...myAdsRoute });
    const { user } = renderApp('/post-ad', { locale: 'fr', user: seller });
    await user.type(await screen.findByRole('textbox', { name: 'Titre' }), 'Moto Haojue');
    await waitFor(() => expect(drafts.get(seller.id)?.values.title).toBe('Moto Haojue'));
    expect(drafts.get(seller.id)?.key).toMatch(/^[A-Za-z0-9_.:-]{8,}$/);
  });

  it('sends the draft key with the ad and forgets the draft once posted', async () => {
    drafts.set(seller.id, savedDraft());
    mockApi({ ...catalogueRoutes(), ...myAdsRoute });
    const { user } = renderApp('/post-ad', { locale: 'fr', user: seller });
    await waitFor(() => expect(screen.getAllByTestId('photo-tile')).toHaveLength(2));
    await user.click(screen.getByRole('button', { name: "Publier l'annonce" }));
    await waitFor(() => expect(xhr.requests).toHaveLength(1));
    expect(xhr.requests[0].header('Idempotency-Key')).toBe('draft-key-0001');
    expect(xhr.requests[0].files()).toHaveLength(2);
    await xhr.requests[0].respond(201, { id: 9, slug: 'groupe-9', status: 'pending', images: [] });
    await waitFor(() => expect(screen.getByTestId('current-url')).toHaveTextContent('/ads/groupe-9'));
    expect(drafts.has(seller.id)).toBe(false);
  });

  it('submitted offline, waits in the outbox: My ads shows it « En attente de connexion »', async () => {
    drafts.set(seller.id, savedDraft());
    online = false;
    mockApi({ ...catalogueRoutes(), ...myAdsRoute });
    const { user } = renderApp('/post-ad', { locale: 'fr', user: seller });
    await waitFor(() => expect(screen.getAllByTestId('photo-tile')).toHaveLength(2));
    await user.click(screen.getByRole('button', { name: "Publier l'annonce" }));

    const waiting = await screen.findByTestId('outbox');
    expect(screen.getByTestId('current-url')).toHaveTextContent('/my-ads');
    expect(xhr.requests).toHaveLength(0);
    expect(within(waiting).getByRole('heading', { name: '1 annonce en attente' })).toBeInTheDocument();
    expect(within(waiting).getByText('Groupe électrogène 5 kVA')).toBeInTheDocument();
    expect(within(waiting).getByText('En attente de connexion')).toBeInTheDocument();
    expect(within(waiting).getByText(/2 photos/)).toBeInTheDocument();
    expect(drafts.has(seller.id)).toBe(false);
    const queued = [...outbox.values()][0];
    expect(queued.id).toBe('draft-key-0001');
    expect(queued.fields).toEqual(
      expect.arrayContaining([
        ['title', 'Groupe électrogène 5 kVA'],
        ['location', '40'],
      ]),
    );
    expect(queued.photos.map((photo) => photo.name)).toEqual(['front.jpg', 'side.jpg']);
  });

  it('shows the outbox in English and sends it when the connection returns, with a toast', async () => {
    outbox.set('queued-key-0001', {
      id: 'queued-key-0001',
      userId: seller.id,
      title: 'Groupe électrogène 5 kVA',
      fields: [['title', 'Groupe électrogène 5 kVA']],
      photos: [{ name: 'front.jpg', blob: photoFile('front.jpg'), originalBytes: 1000 }],
      token: 'test-token',
      locale: 'en',
      queuedAt: Date.now(),
    });
    online = false;
    mockApi(myAdsRoute);
    renderApp('/my-ads', { locale: 'en', user: seller });
    const waiting = await screen.findByTestId('outbox');
    expect(within(waiting).getByText('Waiting for connection')).toBeInTheDocument();
    expect(xhr.requests).toHaveLength(0);

    online = true;
    window.dispatchEvent(new Event('online'));
    await waitFor(() => expect(xhr.requests).toHaveLength(1));
    expect(xhr.requests[0].header('Idempotency-Key')).toBe('queued-key-0001');
    await xhr.requests[0].respond(201, { id: 9, slug: 'groupe-9', title: 'Groupe électrogène 5 kVA' });
    expect(
      await screen.findByText('Connection back: your ad “Groupe électrogène 5 kVA” was sent.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByTestId('outbox')).toBeNull());
    expect(outbox.size).toBe(0);
  });
});
