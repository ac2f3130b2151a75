import { screen } from '@testing-library/react';
import { renderWithProviders } from '../test/render-with-providers';
import { ICON_SPRITE_PATH, iconNames, iconSprite, iconSymbolId } from '../../icons/sprite.cjs';
import { Icon } from './icon';
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
