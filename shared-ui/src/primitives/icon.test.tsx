import { screen } from '@testing-library/react';
import { renderWithProviders } from '../test/render-with-providers';
import {
  ICON_SPRITE_PATH,
  ICON_SYMBOLS_ID as PAGE_ICON_SYMBOLS_ID,
  iconNames,
  iconSprite,
  iconSymbolId,
  pageIconSymbols,
} from '../../icons/sprite.cjs';
import { Icon } from './icon';
import { ICON_SYMBOLS_ID, loadIconSymbols } from './icon-symbols';
import { Spinner } from './spinner';
import { preferencesFor } from './test-utils';

describe('Icon', () => {
  it('is decorative unless titled', () => {
    const { container } = renderWithProviders(
      <>
        <Icon name="heart" />
        <Icon name="verified" title="Vendeur vérifié" />
      </>,
    );
    expect(container.querySelector('[data-icon="heart"]')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByRole('img', { name: 'Vendeur vérifié' })).toHaveAttribute('data-icon', 'verified');
  });

  it('draws its symbol of the sprite', () => {
    const { container } = renderWithProviders(<Icon name="location" />);
    expect(container.querySelector('[data-icon="location"] use')).toHaveAttribute(
      'href',
      `#${iconSymbolId('location')}`,
    );
  });
});

describe('icon sprite', () => {
  it('holds a symbol for every icon, each drawn with paths on the 24 px grid', () => {
    const sprite = new DOMParser().parseFromString(iconSprite(), 'image/svg+xml').documentElement;
    expect(sprite.namespaceURI).toBe('http://www.w3.org/2000/svg');
    expect(iconNames).toHaveLength(39);
    for (const name of iconNames) {
      const symbol = sprite.querySelector(`symbol#${iconSymbolId(name)}`);
      expect(symbol?.getAttribute('viewBox')).toBe('0 0 24 24');
      expect(symbol?.querySelectorAll('path').length).toBeGreaterThan(0);
    }
    expect(sprite.querySelector('#icon-heart-filled')?.getAttribute('fill')).toBe('currentColor');
    expect(sprite.querySelector('#icon-heart')?.hasAttribute('fill')).toBe(false);
  });

  it("names the page's holder of symbols as the app looks for it", () => {
    expect(PAGE_ICON_SYMBOLS_ID).toBe(ICON_SYMBOLS_ID);
  });

  it('is served under a name that changes with its content', () => {
    expect(ICON_SPRITE_PATH).toMatch(/^\/icons\/sprite\.[0-9a-f]{10}\.svg$/);
  });
});

describe('Spinner', () => {
  it('announces a loading label in the user language', () => {
    renderWithProviders(<Spinner />, { preloadedState: preferencesFor('en') });
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
  });
});

describe('the icons of a page', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('carries, in the server HTML, the symbols its markup draws and no other', () => {
    const markup =
      '<a><svg><use href="#icon-heart"></use></svg></a><svg><use href="#icon-location"/></svg>' +
      '<svg><use href="#icon-heart"/></svg><svg><use href="#icon-no-such-icon"/></svg>';
    const page = new DOMParser().parseFromString(pageIconSymbols(markup), 'text/html');
    const holder = page.body.firstElementChild as Element;
    expect(holder.id).toBe(ICON_SYMBOLS_ID);
    expect(holder.getAttribute('width')).toBe('0');
    expect(holder.getAttribute('height')).toBe('0');
    expect(holder.getAttribute('style')).toContain('position:absolute');
    expect([...holder.querySelectorAll('symbol')].map((symbol) => symbol.id)).toEqual([
      iconSymbolId('heart'),
      iconSymbolId('location'),
    ]);
    expect(pageIconSymbols('<p>No icon here</p>')).toBe('');
  });

  it('adds the rest of the set once the app starts, keeping the symbols the page came with', async () => {
    document.body.innerHTML = `${pageIconSymbols('<use href="#icon-heart"/>')}<div id="root"></div>`;
    const served = document.getElementById(iconSymbolId('heart'));
    const fetchSprite = jest.fn(async () => new Response(iconSprite(), { status: 200 }));
    global.fetch = fetchSprite as unknown as typeof fetch;

    await loadIconSymbols('/icons/sprite.test.svg');
    await loadIconSymbols('/icons/sprite.test.svg');

    expect(fetchSprite).toHaveBeenCalledTimes(1);
    const holders = document.querySelectorAll(`#${ICON_SYMBOLS_ID}`);
    expect(holders).toHaveLength(1);
    expect(holders[0].querySelectorAll('symbol')).toHaveLength(iconNames.length);
    expect(document.querySelectorAll(`#${iconSymbolId('heart')}`)).toHaveLength(1);
    expect(document.getElementById(iconSymbolId('heart'))).toBe(served);
  });

  it('makes the holder on a page drawn in the browser, and tries again after a failure', async () => {
    document.body.innerHTML = '<div id="root"></div>';
    global.fetch = jest.fn(async () => new Response('', { status: 503 })) as unknown as typeof fetch;
    await expect(loadIconSymbols('/icons/sprite.other.svg')).rejects.toThrow('The icons could not be loaded');

    global.fetch = jest.fn(
      async () => new Response(iconSprite(), { status: 200 }),
    ) as unknown as typeof fetch;
    await loadIconSymbols('/icons/sprite.other.svg');
    const holder = document.getElementById(ICON_SYMBOLS_ID);
    expect(holder?.nextElementSibling?.id).toBe('root');
    expect(holder?.getAttribute('style')).toContain('position:absolute');
    expect(holder?.querySelectorAll('symbol')).toHaveLength(iconNames.length);
  });
});
