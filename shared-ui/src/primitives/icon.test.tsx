import { screen } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { renderWithProviders } from '../test/render-with-providers';
import { lightTheme } from '../theme/tokens';
import {
  ICON_CLASS as STYLESHEET_ICON_CLASS,
  ICON_SIZES,
  ICON_STYLESHEET_PATH,
  iconClass,
  iconClassName as stylesheetIconClassName,
  iconNames,
  iconStylesheet,
  pageIconStyles,
} from '../../icons/stylesheet.cjs';
import { Icon, type IconName } from './icon';
import { ICON_CLASS, iconClassName, iconSelector, loadIconStylesheet } from './icon-stylesheet';
import { Spinner } from './spinner';
import { preferencesFor } from './test-utils';

/**
 * The sprite a stylesheet gives its icons as their mask (`--i`), with the number of its last cell (`--n`), and
 * the cell an icon shows (its `--c`).
 */
function maskOf(css: string, name: string): { sprite: Element; last: number; cell: Element } | null {
  const sheet = /\.i\{--i:url\("data:image\/svg\+xml,([^"]+)"\) 0 0\/(\d+)% 100% no-repeat;--n:(\d+)\}/.exec(
    css,
  );
  const cell = new RegExp(`\\.${iconClass(name)}\\{--c:(\\d+)\\}`).exec(css);
  if (!sheet || !cell) return null;
  const sprite = new DOMParser().parseFromString(
    decodeURIComponent(sheet[1]!),
    'image/svg+xml',
  ).documentElement;
  const last = Number(sheet[3]);
  // One cell fills the box: the sprite is scaled to its cells' number (the empty first one included).
  expect(Number(sheet[2])).toBe((last + 1) * 100);
  const shown = Array.from(sprite.children).find(
    (group) => group.getAttribute('transform') === `translate(${Number(cell[1]) * 24} 0)`,
  );
  return shown ? { sprite, last, cell: shown } : null;
}

describe('Icon', () => {
  it('is decorative unless titled', () => {
    const { container } = renderWithProviders(
      <>
        <Icon name="heart" />
        <Icon name="verified" title="Vendeur vérifié" />
      </>,
    );
    expect(container.querySelector(`.${iconClass('heart')}`)).toHaveAttribute('aria-hidden', 'true');
    const verified = screen.getByRole('img', { name: 'Vendeur vérifié' });
    expect(verified).toHaveClass(iconClass('verified'));
    expect(verified).not.toHaveAttribute('aria-hidden');
  });

  it('is an empty element whose classes give its shape and size, the caller’s class and props kept', () => {
    const { container } = renderWithProviders(
      <>
        <Icon name="location" />
        <Icon name="star" size="sm" className="extra" data-testid="star" />
        <Icon name="camera" size="xl" />
      </>,
    );
    const [location, star, camera] = Array.from(container.children);
    expect(location.tagName).toBe('SPAN');
    expect(location).toBeEmptyDOMElement();
    expect(location.className).toBe('i i-location');
    expect(star.className).toBe('i i-star i16 extra');
    expect(star).toHaveAttribute('data-testid', 'star');
    expect(camera.className).toBe('i i-camera i48');
    expect(container.querySelector('svg')).toBeNull();
    expect(container.querySelectorAll(iconSelector)).toHaveLength(3);
  });
});

describe('icon stylesheet', () => {
  it('gives every icon a mask: its paths in its own cell of one sprite on the 24 px grid, stroked with round ends, filled when it is', () => {
    const css = iconStylesheet();
    expect(iconNames).toHaveLength(40);
    // One image for every icon: the browser reads each distinct mask image as a document of its own.
    expect(css.match(/data:image\/svg\+xml/g)).toHaveLength(1);
    expect(css).toMatch(/\.i\{[^}]*-webkit-mask:var\(--i\);mask:var\(--i\)/);
    const cells = new Set<Element>();
    for (const name of iconNames) {
      const mask = maskOf(css, name);
      expect(mask?.sprite.namespaceURI).toBe('http://www.w3.org/2000/svg');
      expect(mask?.sprite.getAttribute('viewBox')).toBe(`0 0 ${(iconNames.length + 1) * 24} 24`);
      expect(mask?.last).toBe(iconNames.length);
      expect(mask?.cell.getAttribute('stroke-width')).toBe('2');
      expect(mask?.cell.getAttribute('stroke-linecap')).toBe('round');
      expect(mask?.cell.querySelectorAll('path').length).toBeGreaterThan(0);
      cells.add(mask!.cell);
    }
    // Each icon its own cell; the first cell, shown by an icon no sheet names, is empty.
    expect(cells.size).toBe(iconNames.length);
    expect(css).toContain('calc(var(--c,0)*100%/var(--n))');
    expect(maskOf(css, 'heart')?.cell.getAttribute('fill')).toBe('none');
    expect(maskOf(css, 'heart-filled')?.cell.getAttribute('fill')).not.toBe('none');
    expect(maskOf(css, 'star-filled')?.cell.getAttribute('fill')).not.toBe('none');
  });

  it('paints icons in the text colour, at the theme’s sizes', () => {
    const css = iconStylesheet();
    expect(css).toContain(`.${ICON_CLASS}{`);
    expect(css).toMatch(/\.i\{[^}]*background:currentColor/);
    expect(css).toMatch(/\.i\{[^}]*width:20px;height:20px/);
    for (const [size, px] of Object.entries(ICON_SIZES)) {
      expect(`${px}px`).toBe(lightTheme.iconSize[size as keyof typeof lightTheme.iconSize]);
      if (size !== 'md') expect(css).toContain(`{width:${px}px;height:${px}px}`);
    }
  });

  it('names the classes as the component writes them', () => {
    expect(STYLESHEET_ICON_CLASS).toBe(ICON_CLASS);
    for (const name of iconNames)
      for (const size of ['sm', 'md', 'lg', 'xl'] as const)
        expect(iconClassName(name, size)).toBe(stylesheetIconClassName(name, size));
  });

  it('is served under a name that changes with its content', () => {
    expect(ICON_STYLESHEET_PATH).toMatch(/^\/icons\/icons\.[0-9a-f]{10}\.css$/);
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
    document.head.innerHTML = '';
  });

  it('carries, in the server HTML, the rules of the icons its markup draws and no other', () => {
    const drawn: IconName[] = ['heart', 'location', 'heart', 'star-filled'];
    const markup = renderToStaticMarkup(
      <main>
        {drawn.map((name, index) => (
          <Icon
            key={index}
            name={name}
            size={index === 1 ? 'sm' : 'md'}
            title={index === 3 ? 'Note' : undefined}
          />
        ))}
        <p className="i-camera">No icon here</p>
      </main>,
    );
    const style = pageIconStyles(markup);
    expect(style).toMatch(/^<style>[\s\S]*<\/style>$/);
    expect([...style.matchAll(/\.i-([a-z0-9-]+)\{--c:/g)].map((match) => match[1])).toEqual([
      'heart',
      'location',
      'star-filled',
    ]);
    // Its own sprite, of those three only, each icon showing its own cell.
    for (const [index, name] of ['heart', 'location', 'star-filled'].entries()) {
      const mask = maskOf(style, name);
      expect(mask?.sprite.getAttribute('viewBox')).toBe('0 0 96 24');
      expect(mask?.last).toBe(3);
      expect(mask?.cell.getAttribute('transform')).toBe(`translate(${(index + 1) * 24} 0)`);
    }
    expect(style).toContain('.i16{');
    expect(pageIconStyles('<p>No icon here</p>')).toBe('');
  });

  it('links the whole set once the app starts, once, and again after a failure', () => {
    loadIconStylesheet('/icons/icons.test.css');
    loadIconStylesheet('/icons/icons.test.css');
    const links = document.head.querySelectorAll('link[rel="stylesheet"]');
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAttribute('href', '/icons/icons.test.css');

    links[0].dispatchEvent(new Event('error'));
    expect(document.head.querySelectorAll('link[rel="stylesheet"]')).toHaveLength(0);
    loadIconStylesheet('/icons/icons.test.css');
    expect(document.head.querySelectorAll('link[rel="stylesheet"]')).toHaveLength(1);
  });
});
