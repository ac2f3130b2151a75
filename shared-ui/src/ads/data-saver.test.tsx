import { screen, within } from '@testing-library/react';
import type { Ad } from '@sokoni/contracts';
import { makeAd as makeAnyAd } from '@sokoni/contracts/testing';
import { renderWithProviders } from '../test/render-with-providers';
import { dataSaverChanged, loadPreferencesState, type PreferencesState } from '../kernel/preferences-slice';
import { selectBytesSaved } from '../kernel/data-saver';
import { makeStore } from '../kernel/store';
import { AdCard } from './ad-card';
import { AdGrid } from './ad-grid';

const now = new Date(2026, 2, 19, 18, 0);
const PREVIEW = 'data:image/webp;base64,UklGRkQAAABXRUJQVlA4IDgAAAD';

function photo(id: number, card: number): Ad['images'][number] {
  return {
    id,
    url: `/media/ads/12/p${id}-400.webp`,
    image_path: `ads/12/p${id}-1600.webp`,
    sizes: {
      card: `/media/ads/12/p${id}-400.webp`,
      gallery: `/media/ads/12/p${id}-800.webp`,
      zoom: `/media/ads/12/p${id}-1600.webp`,
    },
    width: 1600,
    height: 1200,
    position: id,
    placeholder: `${PREVIEW}${id}`,
    bytes: { card, gallery: card * 3, zoom: card * 10 },
  };
}

/** The phone the card tests show. */
function makeAd(overrides: Partial<Ad> = {}): Ad {
  return makeAnyAd({ slug: 'samsung-galaxy-a54-12', title: 'Samsung Galaxy A54 128 Go', ...overrides });
}

function preferences(overrides: Partial<PreferencesState> = {}): PreferencesState {
  return { ...loadPreferencesState(), locale: 'fr', ...overrides };
}

/** Every <img> that would fetch something (a `data:` preview costs nothing). */
function fetchedImages(container: HTMLElement): string[] {
  return [...container.querySelectorAll('img')]
    .map((img) => img.getAttribute('src') ?? '')
    .filter((src) => !src.startsWith('data:'));
}

afterEach(() => {
  localStorage.clear();
  document.cookie = 'data_saver=; Path=/; Max-Age=0';
});

describe('data saver on ad cards', () => {
  it('shows the blurred preview, fetches no photo, and keeps the card a link to the ad', () => {
    const ad = makeAd({ images: [photo(1, 9_000)] });
    const { container } = renderWithProviders(<AdCard ad={ad} now={now} priorityImage eagerImage />, {
      preloadedState: { preferences: preferences({ dataSaver: true }) },
    });
    expect(fetchedImages(container)).toEqual([]);
    const card = screen.getByTestId('ad-card');
    expect(card.querySelector('img')).toHaveAttribute('src', `${PREVIEW}1`);
    expect(card.querySelector('img')).toHaveAttribute('alt', '');
    expect(card.querySelector('[fetchpriority]')).toBeNull();
    expect(
      screen.getByRole('button', { name: 'Afficher la photo : Samsung Galaxy A54 128 Go' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Samsung Galaxy A54 128 Go' })).toHaveAttribute(
      'href',
      '/ads/samsung-galaxy-a54-12',
    );
  });

  it('loads the photo when the visitor taps « Show photo », from the keyboard too', async () => {
    const ads = [1, 2].map((id) =>
      makeAd({ id, slug: `ad-${id}`, title: `Annonce ${id}`, images: [photo(id, 9_000)] }),
    );
    const { container, user, store } = renderWithProviders(<AdGrid ads={ads} now={now} />, {
      preloadedState: { preferences: preferences({ dataSaver: true, locale: 'en' }) },
    });
    expect(selectBytesSaved(store.getState())).toBe(18_000);

    await user.click(screen.getByRole('button', { name: 'Show photo: Annonce 1' }));
    expect(fetchedImages(container)).toEqual(['/media/ads/12/p1-400.webp']);
    expect(selectBytesSaved(store.getState())).toBe(9_000);

    // Tab reaches the second card's button (after the first card's link); Enter shows its photo.
    screen.getByRole('link', { name: 'Annonce 1' }).focus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Show photo: Annonce 2' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(fetchedImages(container)).toEqual(['/media/ads/12/p1-400.webp', '/media/ads/12/p2-400.webp']);
    expect(screen.queryByRole('button', { name: /Show photo/ })).toBeNull();
    expect(selectBytesSaved(store.getState())).toBe(0);
  });

  it('counts an estimate for a photo the api has not measured, and nothing once the page is gone', () => {
    const ad = makeAd({ images: [], media_urls: ['https://cdn.example/x.jpg'] });
    const { store, unmount } = renderWithProviders(<AdCard ad={ad} now={now} />, {
      preloadedState: { preferences: preferences({ dataSaver: true }) },
    });
    expect(screen.getByTestId('ad-photo-withheld').querySelector('img')).toBeNull();
    expect(selectBytesSaved(store.getState())).toBe(20_000);
    unmount();
    expect(selectBytesSaved(store.getState())).toBe(0);
  });

  it('loads photos as before when the data saver is off', () => {
    const { container } = renderWithProviders(
      <AdCard ad={makeAd({ images: [photo(1, 9_000)] })} now={now} />,
      {
        preloadedState: { preferences: preferences({ dataSaver: false, saveData: true }) },
      },
    );
    expect(fetchedImages(container)).toEqual(['/media/ads/12/p1-400.webp']);
    expect(screen.queryByRole('button', { name: /Afficher la photo/ })).toBeNull();
  });
});

describe('data saver preference', () => {
  const setSaveData = (value: boolean | undefined) =>
    Object.defineProperty(navigator, 'connection', {
      configurable: true,
      value: value === undefined ? undefined : { saveData: value },
    });
  afterEach(() => setSaveData(undefined));

  it('is on by default when the browser asks to save data, and a stored choice wins', () => {
    expect(loadPreferencesState()).toMatchObject({ dataSaver: null, saveData: false });
    setSaveData(true);
    expect(loadPreferencesState()).toMatchObject({ dataSaver: null, saveData: true });
    const { container } = renderWithProviders(
      <AdCard ad={makeAd({ images: [photo(1, 9_000)] })} now={now} />,
      {
        preloadedState: { preferences: preferences() },
      },
    );
    expect(fetchedImages(container)).toEqual([]);

    localStorage.setItem('data_saver', 'off');
    expect(loadPreferencesState()).toMatchObject({ dataSaver: false, saveData: true });
  });

  it('stores the choice and sends it in a cookie for the server', () => {
    const store = makeStore({ preferences: preferences() });
    store.dispatch(dataSaverChanged(true));
    expect(localStorage.getItem('data_saver')).toBe('on');
    expect(document.cookie).toContain('data_saver=on');
    store.dispatch(dataSaverChanged(false));
    expect(localStorage.getItem('data_saver')).toBe('off');
    expect(document.cookie).toContain('data_saver=off');
  });

  it('leaves no cookie while nothing was chosen, so the browser’s Save-Data decides', () => {
    const store = makeStore({ preferences: preferences({ dataSaver: null }) });
    store.dispatch({ type: 'preferences/localeChanged', payload: 'en' });
    expect(document.cookie).not.toContain('data_saver');
    expect(localStorage.getItem('data_saver')).toBeNull();
  });
});

describe('data saver in a list', () => {
  it('fetches no photo first and none at all until a tap', () => {
    const ads = [1, 2, 3].map((id) => makeAd({ id, slug: `ad-${id}`, images: [photo(id, 5_000)] }));
    const { container } = renderWithProviders(<AdGrid ads={ads} eagerCount={2} now={now} />, {
      preloadedState: { preferences: preferences({ saveData: true }) },
    });
    expect(fetchedImages(container)).toEqual([]);
    expect(container.querySelectorAll('[fetchpriority="high"]')).toHaveLength(0);
    expect(within(container).getAllByRole('button', { name: /^Afficher la photo/ })).toHaveLength(3);
  });

  it('fetches a photo the visitor asked for at once, not after others', async () => {
    const ads = [1, 2, 3].map((id) => makeAd({ id, slug: `ad-${id}`, images: [photo(id, 5_000)] }));
    const { container, user } = renderWithProviders(<AdGrid ads={ads} eagerCount={2} now={now} />, {
      preloadedState: { preferences: preferences({ dataSaver: true }) },
    });
    const buttons = within(container).getAllByRole('button', { name: /^Afficher la photo/ });
    await user.click(buttons[1]);
    const shown = container.querySelector('img[src$="/p2-400.webp"]');
    expect(shown).toHaveAttribute('loading', 'eager');
    expect(shown).not.toHaveAttribute('fetchpriority');
  });
});
