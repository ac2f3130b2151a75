import { useState } from 'react';
import { act, fireEvent, screen, within } from '@testing-library/react';
import type { Ad } from '@sokoni/contracts';
import { makeAd, makeAdImage } from '@sokoni/contracts/testing';
import { renderWithProviders } from '../test/render-with-providers';
import { loadPreferencesState } from '../kernel/preferences-slice';
import { AdCard } from './ad-card';
import { AdGrid } from './ad-grid';
import { FavoriteToggle } from './favorite-toggle';

/** The phone the card shows; each test overrides what it is about. */
function makePhone(overrides: Partial<Ad> = {}): Ad {
  return makeAd({
    slug: 'samsung-galaxy-a54-12',
    title: 'Samsung Galaxy A54 128 Go',
    description: 'Très bon état, vendu avec chargeur.',
    images: [
      {
        ...makeAdImage(1, 12),
        url: '/media/ads/12/a-400.webp',
        image_path: 'ads/12/a.webp',
        sizes: {
          card: '/media/ads/12/a-400.webp',
          gallery: '/media/ads/12/a-800.webp',
          zoom: '/media/ads/12/a-1600.webp',
        },
        position: 0,
      },
    ],
    views_count: 37,
    created_at: '2026-03-19T09:00:00.000Z',
    updated_at: '2026-03-19T09:00:00.000Z',
    user: { ...makeAd().user, name: 'Patrick Mbala' },
    ...overrides,
  });
}

const now = new Date(2026, 2, 19, 18, 0);

function renderCard(ad = makePhone(), options: { ownerActions?: boolean; locale?: 'fr' | 'en' } = {}) {
  return renderWithProviders(<AdCard ad={ad} ownerActions={options.ownerActions} now={now} />, {
    preloadedState: { preferences: { ...loadPreferencesState(), locale: options.locale ?? 'fr' } },
  });
}

describe('AdCard', () => {
  it('is one link to the ad page, with its card photo lazy-loaded at a reserved size', () => {
    const { container } = renderCard();
    expect(screen.getByRole('link', { name: 'Samsung Galaxy A54 128 Go' })).toHaveAttribute(
      'href',
      '/ads/samsung-galaxy-a54-12',
    );
    const img = container.querySelector('img');
    expect(img).toHaveAttribute('src', '/media/ads/12/a-400.webp');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('decoding', 'async');
    expect(img).toHaveAttribute('width', '400');
    expect(img).toHaveAttribute('height', '300');
    expect(container.querySelectorAll('a a')).toHaveLength(0);
  });

  it('shows the price, views, relative date, location and translated category path', () => {
    renderCard();
    expect(screen.getByText('$250,00')).toBeInTheDocument();
    expect(screen.getByText('37 vues')).toBeInTheDocument();
    expect(screen.getByText(/à \d\d:00$/)).toHaveAttribute('dateTime', '2026-03-19T09:00:00.000Z');
    expect(screen.getByText('Gombe')).toBeInTheDocument();
    expect(screen.getByText('Électronique / Téléphones portables')).toBeInTheDocument();
  });

  it('translates the category path in English and keeps unknown categories as the api named them', () => {
    renderCard(
      makePhone({
        category: {
          id: 90,
          name: 'Bijoux',
          slug: 'bijoux',
          parent: { id: 4, name: 'Mode', slug: 'fashion' },
        },
      }),
      { locale: 'en' },
    );
    expect(screen.getByText('Fashion / Bijoux')).toBeInTheDocument();
  });

  it('shows a placeholder when the ad has no photo, and when the photo fails to load', () => {
    renderCard(makePhone({ images: [], media_urls: [] }));
    expect(screen.getByRole('img', { name: 'Pas de photo' })).toBeInTheDocument();
  });

  it('falls back to the placeholder on a load error and uses media_urls when there are no uploads', () => {
    const { container } = renderCard(makePhone({ images: [], media_urls: ['https://cdn.example/x.jpg'] }));
    const img = container.querySelector('img') as HTMLImageElement;
    expect(img).toHaveAttribute('src', 'https://cdn.example/x.jpg');
    fireEvent.error(img);
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByRole('img', { name: 'Pas de photo' })).toBeInTheDocument();
  });

  it('tells when the visitor starts to open the ad: a touch, a press or the focus of its link', () => {
    const onOpenIntent = jest.fn();
    renderWithProviders(<AdCard ad={makePhone()} now={now} onOpenIntent={onOpenIntent} />);
    const link = screen.getByRole('link', { name: 'Samsung Galaxy A54 128 Go' });
    fireEvent.touchStart(link);
    fireEvent.pointerDown(link);
    fireEvent.focus(link);
    expect(onOpenIntent).toHaveBeenCalledTimes(3);
  });

  it('tells once when the card first comes into sight, and watches nothing without onInView', () => {
    const observed: Element[] = [];
    let report: IntersectionObserverCallback = () => undefined;
    let disconnected = 0;
    (window as unknown as { IntersectionObserver: unknown }).IntersectionObserver = class {
      constructor(callback: IntersectionObserverCallback) {
        report = callback;
      }
      observe(element: Element) {
        observed.push(element);
      }
      disconnect() {
        disconnected += 1;
      }
    };
    try {
      renderWithProviders(<AdCard ad={makePhone({ images: [], media_urls: [] })} now={now} />);
      expect(observed).toHaveLength(0);

      const onInView = jest.fn();
      renderWithProviders(<AdCard ad={makePhone({ images: [], media_urls: [] })} now={now} onInView={onInView} />);
      expect(observed).toEqual([screen.getAllByTestId('ad-card')[1]]);
      act(() => report([{ isIntersecting: false } as IntersectionObserverEntry], {} as IntersectionObserver));
      expect(onInView).not.toHaveBeenCalled();
      act(() => report([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver));
      expect(onInView).toHaveBeenCalledTimes(1);
      expect(disconnected).toBeGreaterThan(0);
    } finally {
      delete (window as unknown as { IntersectionObserver?: unknown }).IntersectionObserver;
    }
  });

  it('counts the photos only when there is more than one', () => {
    renderCard();
    expect(screen.queryByTestId('photo-count')).toBeNull();
    renderCard(makePhone({ images: [makeAdImage(1, 12), makeAdImage(2, 12), makeAdImage(3, 12)] }));
    expect(screen.getByTestId('photo-count')).toHaveTextContent('3');
    expect(screen.getByText('3 photos')).toBeInTheDocument();
  });

  it('labels any status other than active', () => {
    renderCard();
    expect(document.querySelector('[data-status]')).toBeNull();
    renderCard(makePhone({ status: 'sold' }));
    expect(document.querySelector('[data-status="sold"]')).toBeInTheDocument();
  });

  it.each([
    ['standard', 'BOOSTÉE'],
    ['premium', 'PREMIUM'],
    ['exclusive', 'EXCLUSIVE'],
  ] as const)('marks a %s boost with a ring and the %s badge', (type, label) => {
    renderCard(makePhone({ boost: { type, expires_at: '2026-04-01T00:00:00.000Z' } }));
    expect(screen.getByTestId('ad-card')).toHaveAttribute('data-boost', type);
    expect(screen.getByText(label)).toBeInTheDocument();
  });

  it('shows BOOSTED in English', () => {
    renderCard(makePhone({ boost: { type: 'standard', expires_at: '2026-04-01T00:00:00.000Z' } }), {
      locale: 'en',
    });
    expect(screen.getByText('BOOSTED')).toBeInTheDocument();
  });

  it('links a business seller to the storefront and shows the verified badge', () => {
    renderCard(
      makePhone({
        user: {
          id: 9,
          name: 'Jean',
          username: null,
          account_type: 'business',
          business_profile: { name: 'Kin Électro', slug: 'kin-electro' },
          is_verified: true,
        },
      }),
    );
    expect(screen.getByRole('link', { name: 'Kin Électro' })).toHaveAttribute(
      'href',
      '/business/kin-electro',
    );
    // An icon that keeps the name's room, named for screen readers and as a tooltip.
    expect(
      within(screen.getByTestId('verified-badge')).getByRole('img', { name: 'Vérifié' }),
    ).toBeInTheDocument();
  });

  it('reads phone-first: photo, price with the converted price on its own line, title, then place and date', () => {
    renderCard(
      makePhone({
        converted_price: {
          amount: 712_500,
          currency_code: 'CDF',
          symbol: 'FC',
          position: 'after',
          decimal_places: 0,
        },
      }),
    );
    const card = screen.getByTestId('ad-card');
    const photo = card.querySelector('img') as HTMLElement;
    const price = within(card).getByTestId('price');
    const title = within(card).getByRole('heading', { name: 'Samsung Galaxy A54 128 Go' });
    const place = within(card).getByText('Gombe');
    const follows = (a: Element, b: Element) =>
      Boolean(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);
    expect(follows(photo, price)).toBe(true);
    expect(follows(price, title)).toBe(true);
    expect(follows(title, place)).toBe(true);
    // Nothing but small badges sits over the photo: the price is not inside the photo's box.
    expect(photo.parentElement?.parentElement?.contains(price)).toBe(false);
    expect(within(price).getByText(/^≈ 712.500.FC$/)).toBeInTheDocument();
  });

  it('shows an individual seller by name, or as anonymous', () => {
    const first = renderCard();
    expect(screen.getByText('Patrick Mbala')).toBeInTheDocument();
    expect(screen.queryByTestId('verified-badge')).toBeNull();
    first.unmount();
    renderCard(makePhone({ user: { ...makePhone().user, name: '' } }), { locale: 'en' });
    expect(screen.getByText('Anonymous')).toBeInTheDocument();
  });

  it('falls back for a missing description and location', () => {
    const first = renderCard(makePhone({ description: null, location: null }));
    expect(screen.getByText('Aucune description fournie.')).toBeInTheDocument();
    expect(screen.getByText('Inconnu')).toBeInTheDocument();
    first.unmount();
    renderCard(makePhone({ description: '  ', location: null }), { locale: 'en' });
    expect(screen.getByText('Unknown')).toBeInTheDocument();
  });

  it('offers View, Edit and Promote to the owner, Promote only while active', () => {
    renderCard(makePhone(), { ownerActions: true });
    const actions = within(screen.getByRole('group', { name: "Actions sur l'annonce" }));
    expect(actions.getByRole('link', { name: 'Voir' })).toHaveAttribute('href', '/ads/samsung-galaxy-a54-12');
    expect(actions.getByRole('link', { name: 'Modifier' })).toHaveAttribute(
      'href',
      '/edit-ad/samsung-galaxy-a54-12',
    );
    expect(actions.getByRole('link', { name: 'Promouvoir' })).toHaveAttribute('href', '/promote/12');

    renderCard(makePhone({ id: 13, status: 'pending' }), { ownerActions: true });
    const pending = within(screen.getAllByRole('group', { name: "Actions sur l'annonce" })[1]);
    expect(pending.getByRole('link', { name: 'Modifier' })).toBeInTheDocument();
    expect(pending.queryByRole('link', { name: 'Promouvoir' })).toBeNull();
  });

  it('has no owner actions unless asked', () => {
    renderCard();
    expect(screen.queryByRole('group')).toBeNull();
  });

  it('places the heart the remote passes over the photo, above the card link', async () => {
    const onToggle = jest.fn();
    const { user } = renderWithProviders(
      <AdCard ad={makePhone()} now={now} favorite={<FavoriteToggle active={false} onToggle={onToggle} />} />,
    );
    await user.click(screen.getByRole('button', { name: 'Ajouter aux favoris' }));
    expect(onToggle).toHaveBeenCalledTimes(1);
  });

  it('names the heart by what a press will do, in both languages', () => {
    renderWithProviders(<FavoriteToggle active onToggle={() => undefined} />, {
      preloadedState: { preferences: { ...loadPreferencesState(), locale: 'en' } },
    });
    expect(screen.getByRole('button', { name: 'Remove from favorites' })).toHaveAttribute(
      'data-active',
      'true',
    );
  });

  it('adds the extra owner actions and a note after the standard ones', () => {
    renderCard(makePhone(), { ownerActions: true });
    renderWithProviders(
      <AdCard
        ad={makePhone({ id: 14 })}
        ownerActions
        now={now}
        note={<p>En attente de validation</p>}
        extraActions={<button type="button">Marquer vendue</button>}
      />,
    );
    const groups = screen.getAllByRole('group', { name: "Actions sur l'annonce" });
    expect(within(groups[1]).getByRole('button', { name: 'Marquer vendue' })).toBeInTheDocument();
    expect(within(groups[0]).queryByRole('button', { name: 'Marquer vendue' })).toBeNull();
    expect(screen.getByText('En attente de validation')).toBeInTheDocument();
  });

  it('fetches the first photo of a list first, the next above-the-fold ones eagerly after it, the rest lazily', () => {
    const ads = [1, 2, 3].map((id) => makePhone({ id, slug: `ad-${id}` }));
    const { container } = renderWithProviders(<AdGrid ads={ads} eagerCount={2} now={now} />);
    const images = [...container.querySelectorAll('img')];
    expect(images.map((img) => img.getAttribute('loading'))).toEqual(['eager', 'eager', 'lazy']);
    expect(images.map((img) => img.getAttribute('fetchpriority'))).toEqual(['high', 'low', null]);
  });

  it('draws its cards again only when their ads change, not each time the page draws', () => {
    const ads = [1, 2].map((id) => makePhone({ id, slug: `ad-${id}` }));
    const cardProps = jest.fn(() => ({}));
    let showList: (list: Ad[]) => void = () => undefined;
    function Page() {
      const [list, setList] = useState(ads);
      showList = setList;
      return <AdGrid ads={list} cardProps={cardProps} now={now} />;
    }
    renderWithProviders(<Page />);
    expect(cardProps).toHaveBeenCalledTimes(2);
    // The page draws again with the same ads (a new list holding the same objects): the cards are left alone.
    act(() => showList([...ads]));
    expect(cardProps).toHaveBeenCalledTimes(2);
    // One ad changed: that card alone is drawn again.
    act(() => showList([ads[0], { ...ads[1], title: 'Samsung Galaxy A55' }]));
    expect(cardProps).toHaveBeenCalledTimes(3);
    expect(screen.getByText('Samsung Galaxy A55')).toBeInTheDocument();
  });
});
