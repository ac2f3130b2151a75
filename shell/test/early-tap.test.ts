import fs from 'node:fs';
import path from 'node:path';

const script = fs.readFileSync(path.join(__dirname, '../public/early-tap.js'), 'utf8');

/** A list page as the server sends it: a card with its photo, price, title link and place. */
function listPage() {
  document.body.innerHTML = `<div id="root"><main id="main"><h1>Annonces</h1>
    <article data-testid="ad-card">
      <img src="/media/ads/1/a-400.webp" alt="">
      <div data-early-tap="price"><span>250 000 FC</span></div>
      <h2><a href="/ads/samsung-a14-abc123">Samsung A14</a></h2>
      <ul><li data-early-tap="place"><span>Gombe, Kinshasa</span></li></ul>
    </article>
    <a href="/ads">Toutes les annonces</a>
  </main></div>`;
}

/** Clicks `element` as a tap does and tells whether anything stopped the link. */
function tap(element: Element, init: MouseEventInit = {}): boolean {
  const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init });
  element.dispatchEvent(event);
  return event.defaultPrevented;
}

const preview = () => document.getElementById('early-tap');
const link = () => document.querySelector('[data-testid="ad-card"] h2 a')!;

describe('early-tap.js (an ad tapped before the app runs shows at once)', () => {
  // Its listeners are on the document and the window, which outlive each test's page.
  beforeAll(() => {
    new Function(script)();
  });
  beforeEach(() => {
    document.documentElement.lang = 'fr';
    delete document.documentElement.dataset.interactive;
    listPage();
  });

  it('shows the card’s photo, title, price and place, and lets the link load the ad page', () => {
    expect(tap(link())).toBe(false);
    const shown = preview()!;
    expect(shown.querySelector('h1')).toHaveTextContent('Samsung A14');
    expect(shown.querySelector('img')).toHaveAttribute(
      'src',
      expect.stringContaining('/media/ads/1/a-400.webp'),
    );
    expect(shown).toHaveTextContent('250 000 FC');
    expect(shown).toHaveTextContent('Gombe, Kinshasa');
    expect(shown.querySelector('[role="status"]')).toHaveTextContent('Chargement de l’annonce…');
  });

  it('shows a card without a photo as well, without one', () => {
    document.querySelector('[data-testid="ad-card"] img')!.remove();
    tap(link());
    expect(preview()!.querySelector('h1')).toHaveTextContent('Samsung A14');
    expect(preview()!.querySelector('img')).toBeNull();
  });

  it('speaks the page’s language', () => {
    document.documentElement.lang = 'en';
    tap(link());
    expect(preview()!.querySelector('[role="status"]')).toHaveTextContent('Loading the ad…');
  });

  it('does nothing once the app runs, for other links, or for a click that opens elsewhere', () => {
    tap(document.querySelector('a[href="/ads"]')!);
    tap(link(), { ctrlKey: true });
    tap(link(), { button: 1 });
    expect(preview()).toBeNull();
    document.documentElement.dataset.interactive = 'true';
    tap(link());
    expect(preview()).toBeNull();
  });

  it('shows one preview for repeated taps, and none when the list comes back from the history', () => {
    tap(link());
    tap(link());
    expect(document.querySelectorAll('#early-tap')).toHaveLength(1);
    const restored = new Event('pageshow') as PageTransitionEvent;
    Object.defineProperty(restored, 'persisted', { value: true });
    window.dispatchEvent(restored);
    expect(preview()).toBeNull();
  });
});
