import { act, fireEvent, screen, within } from '@testing-library/react';
import type { Ad } from '@sokoni/contracts';
import { currencies, makeAd, makeAdImage } from '@sokoni/contracts/testing';
import { loadPreferencesState } from '@sokoni/shared-ui';
import { mockApi } from '@sokoni/shared-ui/test';
import { adPage, categoryTree, locations, page } from '../test/fixtures';
import { renderApp } from '../test/render-app';
import { IN_VIEW_PREFETCH_LIMIT, resetAdPrefetch } from './ad-prefetch';

/** A stand-in for the browser's IntersectionObserver: the test scrolls elements into sight. */
class FakeIntersectionObserver {
  static instances: FakeIntersectionObserver[] = [];
  readonly observed: Element[] = [];
  constructor(private readonly callback: IntersectionObserverCallback) {
    FakeIntersectionObserver.instances.push(this);
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
  static scrollIntoSight(element: Element) {
    for (const observer of FakeIntersectionObserver.instances) {
      if (!observer.observed.includes(element)) continue;
      observer.callback(
        [{ target: element, isIntersecting: true } as IntersectionObserverEntry],
        observer as unknown as IntersectionObserver,
      );
    }
  }
}

function setConnection(connection: { effectiveType?: string; saveData?: boolean } | undefined) {
  Object.defineProperty(window.navigator, 'connection', { value: connection, configurable: true });
}

const ads: Ad[] = Array.from({ length: IN_VIEW_PREFETCH_LIMIT + 2 }, (_, index) =>
  makeAd({ id: 100 + index, slug: `ad-${100 + index}`, title: `Annonce ${100 + index}` }),
);

function mockSite(list: Ad[] = ads, adDetails: (slug: string) => Promise<unknown> | unknown = () => adPage()) {
  return mockApi({
    '/api/ads': () => ({ body: page(list) }),
    '/api/categories': () => ({ body: { data: categoryTree } }),
    '/api/locations': () => ({ body: { data: locations } }),
    '/api/currencies': () => ({ body: { data: currencies } }),
    'GET /bff/ads/*': async (url) => ({ body: await adDetails(url.pathname.split('/').pop() ?? '') }),
  });
}

const adDetailsCalls = (api: ReturnType<typeof mockApi>) =>
  api.requests.filter((request) => request.url.pathname.startsWith('/bff/ads/')).map((r) => r.url.pathname);

async function cards() {
  await screen.findByRole('link', { name: 'Annonce 100' });
  return screen.getAllByTestId('ad-card');
}

/** Lets the requests the page started reach the mocked server. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

describe('Getting an ad ready before it is opened', () => {
  beforeEach(() => {
    resetAdPrefetch();
    FakeIntersectionObserver.instances = [];
    (window as unknown as { IntersectionObserver: unknown }).IntersectionObserver = FakeIntersectionObserver;
  });
  afterEach(() => {
    delete (window as unknown as { IntersectionObserver?: unknown }).IntersectionObserver;
    setConnection(undefined);
  });

  it('on a fast connection, loads the ads whose cards come into sight, the first few only, each once', async () => {
    setConnection({ effectiveType: '4g', saveData: false });
    const api = mockSite();
    renderApp('/ads');
    const shown = await cards();
    expect(adDetailsCalls(api)).toEqual([]);

    act(() => shown.forEach((card) => FakeIntersectionObserver.scrollIntoSight(card)));
    await settle();
    expect(adDetailsCalls(api)).toEqual(ads.slice(0, IN_VIEW_PREFETCH_LIMIT).map((ad) => `/bff/ads/${ad.slug}`));

    fireEvent.touchStart(screen.getByRole('link', { name: 'Annonce 100' }));
    await settle();
    expect(adDetailsCalls(api)).toHaveLength(IN_VIEW_PREFETCH_LIMIT);
  });

  it('on a slow connection, loads an ad only when its card is touched, pressed or focused, once', async () => {
    setConnection({ effectiveType: '3g', saveData: false });
    const api = mockSite();
    renderApp('/ads');
    const shown = await cards();
    act(() => shown.forEach((card) => FakeIntersectionObserver.scrollIntoSight(card)));
    await settle();
    expect(adDetailsCalls(api)).toEqual([]);

    const link = screen.getByRole('link', { name: 'Annonce 101' });
    fireEvent.touchStart(link);
    fireEvent.pointerDown(link);
    await settle();
    expect(adDetailsCalls(api)).toEqual(['/bff/ads/ad-101']);

    fireEvent.focus(screen.getByRole('link', { name: 'Annonce 102' }));
    await settle();
    expect(adDetailsCalls(api)).toEqual(['/bff/ads/ad-101', '/bff/ads/ad-102']);
  });

  it('never loads ahead when the browser asks to save data', async () => {
    setConnection({ effectiveType: '4g', saveData: true });
    const api = mockSite();
    renderApp('/ads');
    const shown = await cards();
    act(() => shown.forEach((card) => FakeIntersectionObserver.scrollIntoSight(card)));
    fireEvent.touchStart(screen.getByRole('link', { name: 'Annonce 100' }));
    fireEvent.focus(screen.getByRole('link', { name: 'Annonce 101' }));
    await settle();
    expect(adDetailsCalls(api)).toEqual([]);
  });

  it("never loads ahead when the site's data saver is on", async () => {
    setConnection({ effectiveType: '4g', saveData: false });
    const api = mockSite();
    renderApp('/ads', { preloadedState: { preferences: { ...loadPreferencesState(), locale: 'fr', dataSaver: true } } });
    const shown = await cards();
    act(() => shown.forEach((card) => FakeIntersectionObserver.scrollIntoSight(card)));
    fireEvent.touchStart(screen.getByRole('link', { name: 'Annonce 100' }));
    await settle();
    expect(adDetailsCalls(api)).toEqual([]);
  });

  it('forgets an attempt made ahead that failed, so the page opened then asks again without showing the failure', async () => {
    setConnection({ effectiveType: '3g', saveData: false });
    const details = adPage();
    let calls = 0;
    mockSite([details.ad], () => {
      calls += 1;
      if (calls === 1) throw new Error('offline');
      return details;
    });
    const { user } = renderApp('/ads');
    const link = await screen.findByRole('link', { name: 'iPhone 13 128 Go' });
    fireEvent.touchStart(link);
    await settle();
    await settle();
    expect(calls).toBe(1);

    const shown: string[] = [];
    const watcher = new MutationObserver(() => {
      if (screen.queryByText("Impossible de charger les détails de l'annonce")) shown.push('error');
    });
    watcher.observe(document.body, { subtree: true, childList: true, characterData: true });
    await user.click(link);
    expect(await screen.findByTestId('seller-card')).toBeInTheDocument();
    watcher.disconnect();
    expect(calls).toBe(2);
    expect(shown).toEqual([]);
  });
});

describe('Opening an ad from a list', () => {
  afterEach(() => {
    resetAdPrefetch();
  });

  it("shows the list's title, price, photo, place and description at once, then the seller when the ad page's answer comes", async () => {
    const details = adPage();
    const listed = {
      ...details.ad,
      description: 'Batterie 90 %.',
      images: [makeAdImage(1)],
    };
    let answer: (body: unknown) => void = () => undefined;
    const arrived = new Promise((resolve) => {
      answer = resolve;
    });
    const api = mockSite([listed], () => arrived);
    const { user } = renderApp('/ads');
    await user.click(await screen.findByRole('link', { name: 'iPhone 13 128 Go' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'iPhone 13 128 Go' })).toBeInTheDocument();
    expect(adDetailsCalls(api)).toEqual(['/bff/ads/iphone-13-77']);
    const price = screen.getAllByTestId('price')[0];
    expect(price.firstChild?.textContent).toBe('350\u202f000\u00a0FC');
    expect(screen.getByRole('img', { name: 'iPhone 13 128 Go — Photo 1 sur 1' })).toHaveAttribute(
      'src',
      '/media/ads/1/1-800.webp',
    );
    expect(screen.getByRole('link', { name: 'Gombe, Kinshasa' })).toBeInTheDocument();
    expect(screen.queryByTestId('seller-card')).toBeNull();
    expect(screen.queryByText('Annonce introuvable')).toBeNull();
    expect(screen.getByText('Batterie 90 %.')).toBeInTheDocument();

    await act(async () => {
      answer(details);
      await arrived;
    });
    expect(await screen.findByTestId('seller-card')).toBeInTheDocument();
    expect(screen.getByText(/Batterie 90 %\.\s+Vendu avec sa boîte\./)).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'iPhone 13 128 Go — Photo 1 sur 3' })).toBeInTheDocument();
    expect(within(screen.getByTestId('seller-card')).getByText('8 annonces actives')).toBeInTheDocument();
  });
});
