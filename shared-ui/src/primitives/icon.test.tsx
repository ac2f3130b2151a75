import { screen } from '@testing-library/react';
import { renderWithProviders } from '../test/render-with-providers';
import { Icon, iconNames } from './icon';
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
    expect(screen.getByRole('img', { name: 'Vendeur vérifié' })).toHaveAttribute('viewBox', '0 0 24 24');
  });

  it('draws every icon of the set with currentColor', () => {
    const { container } = renderWithProviders(
      <>
        {iconNames.map((name) => (
          <Icon key={name} name={name} />
        ))}
      </>,
    );
    expect(iconNames).toHaveLength(39);
    for (const name of iconNames) {
      const svg = container.querySelector(`[data-icon="${name}"]`);
      expect(svg?.querySelectorAll('path').length).toBeGreaterThan(0);
      expect(svg).toHaveAttribute('stroke', 'currentColor');
    }
  });
});

describe('Spinner', () => {
  it('announces a loading label in the user language', () => {
    renderWithProviders(<Spinner />, { preloadedState: preferencesFor('en') });
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
  });
});
