import { act } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { AppProviders } from '../kernel/providers';
import { makeStore } from '../kernel/store';
import { renderWithProviders } from '../test/render-with-providers';
import { AdPhoto, PHOTO_AHEAD_MARGIN } from './ad-photo';

const PREVIEW = 'data:image/webp;base64,UklGRg';

/** A stand-in for the browser's IntersectionObserver that the test moves the screen for. */
class FakeIntersectionObserver {
  static instances: FakeIntersectionObserver[] = [];
  readonly observed: Element[] = [];
  disconnected = false;
  constructor(
    private readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit = {},
  ) {
    FakeIntersectionObserver.instances.push(this);
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  unobserve() {}
  disconnect() {
    this.disconnected = true;
  }
  takeRecords() {
    return [];
  }
  /** The observed frame comes within the margin of the screen. */
  comeNear() {
    const entries = this.observed.map(
      (target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry,
    );
    this.callback(entries, this as unknown as IntersectionObserver);
  }
}

describe('AdPhoto', () => {
  beforeEach(() => {
    FakeIntersectionObserver.instances = [];
    (window as unknown as { IntersectionObserver: unknown }).IntersectionObserver = FakeIntersectionObserver;
  });
  afterEach(() => {
    delete (window as unknown as { IntersectionObserver?: unknown }).IntersectionObserver;
  });

  it('fetches a lazy photo only once it comes within a screen of the visible part, its preview showing meanwhile', () => {
    const { container } = renderWithProviders(
      <AdPhoto src="/media/ads/12/a-400.webp" alt="" placeholder={PREVIEW} />,
    );
    const sources = () => [...container.querySelectorAll('img')].map((image) => image.getAttribute('src'));
    expect(sources()).toEqual([PREVIEW]);
    const [observer] = FakeIntersectionObserver.instances;
    expect(observer?.options.rootMargin).toBe(PHOTO_AHEAD_MARGIN);

    act(() => observer?.comeNear());
    expect(sources()).toEqual([PREVIEW, '/media/ads/12/a-400.webp']);
    expect(observer?.disconnected).toBe(true);
  });

  it('fetches an eager or first photo at once', () => {
    const { container } = renderWithProviders(
      <>
        <AdPhoto src="/media/ads/12/a-400.webp" alt="" eager placeholder={PREVIEW} />
        <AdPhoto src="/media/ads/13/b-400.webp" alt="" priority />
      </>,
    );
    expect([...container.querySelectorAll('img')].map((image) => image.getAttribute('src'))).toEqual([
      '/media/ads/12/a-400.webp',
      '/media/ads/13/b-400.webp',
    ]);
    expect(FakeIntersectionObserver.instances).toHaveLength(0);
  });

  it('shows the photo at once where the browser cannot tell the distance to the screen', () => {
    delete (window as unknown as { IntersectionObserver?: unknown }).IntersectionObserver;
    const { container } = renderWithProviders(<AdPhoto src="/media/ads/12/a-400.webp" alt="" />);
    expect(container.querySelector('img[src="/media/ads/12/a-400.webp"]')).not.toBeNull();
  });

  it("gives visitors without scripts the photo in the server's HTML, lazily", () => {
    const html = renderToString(
      <AppProviders store={makeStore()}>
        <AdPhoto src="/media/ads/12/a-400.webp" alt="Samsung" placeholder={PREVIEW} />
      </AppProviders>,
    );
    expect(html).toMatch(/<noscript><img[^>]*src="\/media\/ads\/12\/a-400\.webp"[^>]*loading="lazy"/);
  });
});
